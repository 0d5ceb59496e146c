import {
  RuleRefusedError, created, groupInput, groupUpdateInput,
  type Actor, type GroupRecord, type PluginRouter,
} from '@lauda/sdk/server';
import { ADMIN_ERRORS, ADMIN_REVISION_TYPES, ADMIN_ROLES, ADMIN_TOPICS } from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { idParam } from '../schemas.js';
import { actorOf, countOf } from '../util.js';

const read = [ADMIN_ROLES.userRead] as const;
const write = [ADMIN_ROLES.userWrite] as const;
const tags = ['groups'];

const groupView = ({ id: _id, createdAt: _c, version: _v, ...rest }: GroupRecord) => rest;

/** Groups on top of the kernel's `core.groups` (own transactions: the revision follows the commit). */
export function groupRoutes(router: PluginRouter, ctx: AdminContext): void {
  const { groups, revisions, live, db } = ctx;
  const record = (id: number, slug: string, actor: Actor, changes: ReturnType<typeof revisions.diff>) =>
    revisions.record(db.knex, { entityType: ADMIN_REVISION_TYPES.group, entityId: id, slug, actor, changes });

  router.get('/api/groups', { access: read, summary: 'Groups by name: roles, categories (editor, imageEditor, producer, reporter), user ids', tags }, () => groups.list());

  router.get('/api/groups/{id}', { access: read, summary: 'One group', params: idParam, tags }, ({ params }) => groups.get(params.id));

  router.post('/api/groups', {
    access: write,
    summary: 'Create a group (name unique: 409 group.nameInUse); roles and per-area levels combine',
    body: groupInput,
    tags,
  }, async ({ body, user, ip }) => {
    const actor = actorOf(user, ip);
    const g = await groups.create(body, actor);
    await record(g.id, g.name, actor, revisions.diff(null, groupView(g)));
    await live.publish(ADMIN_TOPICS.groups, 'CREATE', g.id, g, { by: actor.nickname });
    return created(g);
  });

  router.put('/api/groups/{id}', {
    access: write,
    summary: 'Update a group (fields left out keep their value); a change of its roles or members ends the sessions of the members concerned',
    description: 'The caller must hold every role the change moves (403 identity.cannotGrant, details.roles) and, without ROLE_ROOT, every role of the members concerned (403 identity.cannotManage). The version read comes in the body or If-Match; a stale one is a 412 group.staleVersion (details.version = the current one).',
    params: idParam,
    body: groupUpdateInput,
    versioned: true,
    tags,
  }, async ({ params, body, user, ip }) => {
    const actor = actorOf(user, ip);
    const before = await groups.get(params.id);
    const g = await groups.update(params.id, body, actor);
    await record(g.id, g.name, actor, revisions.diff(groupView(before), groupView(g)));
    await live.publish(ADMIN_TOPICS.groups, 'UPDATE', g.id, g, { by: actor.nickname });
    return g;
  });

  router.delete('/api/groups/{id}', {
    access: write,
    summary: 'Delete a group; one with users is refused (422 group.hasUsers), so is one that programs allow (422 group.inPrograms)',
    params: idParam,
    tags,
  }, async ({ params, user, ip }) => {
    const actor = actorOf(user, ip);
    const before = await groups.get(params.id);
    // a program allowing only this group would silently open to everyone without it
    const programs = await countOf(db.knex('admin_program_groups').where('group_id', params.id));
    if (programs > 0) {
      throw new RuleRefusedError(`Record in use cannot be deleted: ${programs} program(s) allow this group`, ADMIN_ERRORS.groupInPrograms, { id: params.id, counts: { programs }, total: programs });
    }
    await groups.remove(params.id, actor);
    await record(before.id, before.name, actor, revisions.diff(groupView(before), null));
    await live.publish(ADMIN_TOPICS.groups, 'DELETE', params.id, null, { by: actor.nickname });
  });
}
