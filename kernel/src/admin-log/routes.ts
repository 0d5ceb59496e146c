import { z } from 'zod';
import { BadRequestError, pageQuery, roleDocumentType, type Page, type PluginRouter, type Revision, type SessionUser } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelAccess } from '../access/index.js';
import type { DocumentRegistry } from '../access/documents.js';
import type { BranchConfigStore } from '../branch/config.js';
import { authLogQuery, dayRange, escapeLike } from '../auth/logs.js';
import { toRevision } from '../revisions/service.js';

/** The branch configuration keeps its changes as revisions of this type (who, when, which fields). */
export const BRANCH_CONFIG_TYPE = 'branch_config';
export const branchConfigDocument = roleDocumentType({ type: BRANCH_CONFIG_TYPE, readRoles: ['ROLE_ADMIN_READ'], changeRoles: ['ROLE_ADMIN_WRITE'], revisions: true });

/** Owners whose role-decided document types are administration: their revisions are the admin action log. */
const ADMIN_OWNERS = new Set(['kernel', 'admin']);

export const adminLogQuery = pageQuery.extend({
  type: z.string().max(64).optional(),
  filter: z.string().trim().max(191).optional(),
  from: authLogQuery.shape.from,
  to: authLogQuery.shape.to,
});

/**
 * `GET /api/admin/changes`: who changed what and when in the administration (users, groups, programs,
 * teams, lookups, branches, the branch settings): the revisions of the administration's document
 * types whose roles alone decide, of the types whose read roles the caller holds.
 */
export function adminLogRoutes(router: PluginRouter, d: { db: KnexDatabase; access: KernelAccess; documents: DocumentRegistry; branch: BranchConfigStore }): void {
  const typesFor = (user: SessionUser) => d.documents.types().filter((t) => {
    const def = d.documents.get(t)!;
    return ADMIN_OWNERS.has(def.owner) && def.byRolesOnly && def.revisions && d.access.allows(user, def.readRoles);
  });

  router.get('/api/admin/changes/types', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'The document types of the administration change log the caller may read',
    tags: ['admin log'],
  }, ({ user }) => typesFor(user));

  router.get('/api/admin/changes', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'Changes made in the administration (revisions of users, groups, programs, lookups, branch settings …): who, when, from which address, which fields; newest first',
    description: '`type` one of `/api/admin/changes/types`; `filter` matches the item name or the nickname; `from`/`to` days of the branch time zone, both included.',
    query: adminLogQuery,
    tags: ['admin log'],
  }, async ({ query, user }): Promise<Page<Revision>> => {
    const allowed = typesFor(user);
    if (query.type && !allowed.includes(query.type)) {
      throw new BadRequestError('type: not a type of the administration log', { in: 'query', issues: [{ field: 'type', message: 'not a type of the administration log' }] }, 'error.validation');
    }
    const q = d.db.knex('revisions').whereIn('entity_type', query.type ? [query.type] : allowed).orderBy('id', 'desc');
    if (query.filter) {
      const like = `%${escapeLike(query.filter)}%`;
      q.where((w) => {
        w.whereRaw("slug like ? escape '!'", [like]).orWhereRaw("revisor_nickname like ? escape '!'", [like]);
      });
    }
    const range = dayRange(query, (await d.branch.get()).timeZone);
    if (range.from !== undefined) q.where('revision_date', '>=', range.from);
    if (range.to !== undefined) q.where('revision_date', '<', range.to);
    const page = await d.db.page<Record<string, unknown>>(q, query);
    return { ...page, data: page.data.map(toRevision) };
  });
}
