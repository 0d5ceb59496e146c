import { z } from 'zod';
import { created, DEFAULT_LOCALE, LOCALES, SDK_VERSION, pageQuery, type PluginDefinition, type PluginRouter, type SystemInfo } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { Sessions } from '../auth/sessions.js';
import type { KernelRevisions } from '../revisions/service.js';
import type { KernelTrash } from '../trash/service.js';
import type { KernelFiles } from '../files/service.js';
import type { KernelLocks } from '../locks/service.js';
import { locksRoutes } from '../locks/routes.js';
import { presenceRoutes, type Presence } from '../live/presence.js';
import type { KernelAccess } from '../access/index.js';
import type { DocumentRegistry } from '../access/documents.js';
import type { TopicRegistry } from '../live/topics.js';
import type { RouteRegistry } from '../http/routes.js';
import { authRoutes } from '../auth/routes.js';
import { licenseRoutes } from '../license/routes.js';
import type { LicenseService } from '../license/service.js';
import type { AuthLogs } from '../auth/logs.js';
import type { KernelPasswordChecks } from '../auth/password-checks.js';
import type { KernelConfig } from '../config/index.js';
import { filesRoutes } from '../files/routes.js';
import { openApiDocument } from '../http/openapi.js';
import { BranchConfigStore, branchConfigPut } from '../branch/config.js';
import { assertLogo } from '../branch/logo.js';
import { BRANCH_CONFIG_TYPE } from '../admin-log/routes.js';
import { assertFont, FONT_MAX_BYTES } from '../branch/font.js';
import { branchLookRoutes } from '../branch/routes.js';

export interface KernelRouteDeps {
  db: KnexDatabase;
  sessions: Sessions;
  revisions: KernelRevisions;
  trash: KernelTrash;
  files: KernelFiles;
  locks: KernelLocks;
  presence: Presence;
  access: KernelAccess;
  documents: DocumentRegistry;
  branch: BranchConfigStore;
  topics: TopicRegistry;
  plugins: PluginDefinition<any>[];
  registry: RouteRegistry;
  version: string;
  /** sign-in, auth logs, license (issue 3) */
  identity: { logs: AuthLogs; license: LicenseService; knownRoles: () => Set<string>; config: KernelConfig; passwordChecks: KernelPasswordChecks };
}

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** The kernel's own routes: system info, API document, auth, branch config, revisions, trash, files. */
export function kernelRoutes(router: PluginRouter, d: KernelRouteDeps): void {
  router.get('/api/system', {
    access: 'public',
    summary: 'Product, server version, sdk version and the enabled plugins (the web shell loads only these)',
    tags: ['system'],
  }, (): SystemInfo => ({
    product: 'Lauda',
    version: d.version,
    sdk: SDK_VERSION,
    plugins: d.plugins.map((p) => ({ id: p.id, version: p.version, description: p.description ?? null })),
  }));

  let doc: unknown = null; // routes are fixed once the kernel listens
  router.get('/api/openapi.json', { access: 'public', summary: 'This API as an OpenAPI 3.1 document; x-roles gives the roles of each route', tags: ['system'] },
    () => (doc ??= openApiDocument(d.registry.routes, { title: 'Lauda API', version: d.version })));

  router.get('/api/live/topics', { access: 'authenticated', summary: 'Live topics and the access each needs to subscribe', tags: ['live'] },
    () => d.topics.all().map((t) => ({ name: t.name, owner: t.owner, access: t.access, description: t.description ?? null })));

  // before any /api/users/{id} route, so the static path wins
  presenceRoutes(router, d.presence);

  authRoutes(router, {
    knex: d.db.knex, sessions: d.sessions, branch: d.branch, config: d.identity.config,
    license: d.identity.license, logs: d.identity.logs, knownRoles: d.identity.knownRoles, passwordChecks: d.identity.passwordChecks,
  });
  licenseRoutes(router, d.identity.license, d.db);

  router.get('/api/branch/config', { access: 'public', summary: 'Branch configuration (locale, branch name, time zone, retention, logo) with its version', tags: ['branch'] },
    () => d.branch.get());
  router.put('/api/branch/config', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Replace the branch configuration; a stale version is a 409',
    description: '`logoFileId`: a stored PNG, JPEG or GIF (`POST /api/branch/logo`) drawn in the header of every PDF, null for none, left out to keep the current one; anything else is 400 naming logoFileId. `fontFileId`: a stored TrueType or OpenType font (`POST /api/branch/font`) every PDF is set in, the same way (400 naming fontFileId).',
    body: branchConfigPut,
    versioned: true,
    tags: ['branch'],
  }, async ({ body, user, ip }) => {
    await assertLogo(d.files, body.logoFileId);
    await assertFont(d.files, body.fontFileId);
    const { version: _before, ...before } = await d.branch.get();
    const saved = await d.branch.put(body, user.nickname);
    // who changed which settings: the administration's change log (kernel/src/admin-log)
    const { version: _after, ...after } = saved;
    const changes = d.revisions.diff(before as Record<string, unknown>, after as Record<string, unknown>);
    await d.revisions.record(d.db.knex, { entityType: BRANCH_CONFIG_TYPE, entityId: 1, slug: after.branchName, actor: { userId: user.id, nickname: user.nickname, ip }, changes });
    return saved;
  });
  router.post('/api/branch/font', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Upload the branch font (a TrueType or OpenType file in the multipart field `file`, up to 10 MB); answers the stored file, whose id the configuration names as fontFileId',
    description: 'Anything but a font is 400 branch.invalidFont naming fontFileId; a larger file is 413 branch.fontTooLarge.',
    rawBody: true,
    tags: ['branch'],
  }, async ({ raw, user }) => {
    const file = await d.files.saveFile(raw, { user, maxBytes: FONT_MAX_BYTES, tooLargeCode: 'branch.fontTooLarge' });
    await assertFont(d.files, file.id);
    return created(file);
  });
  branchLookRoutes(router, d);
  router.get('/api/branch/locales', { access: 'public', summary: 'Supported locales and the default', tags: ['branch'] },
    () => ({ locales: [...LOCALES], default: DEFAULT_LOCALE }));

  router.get('/api/documents/types', {
    access: 'authenticated',
    summary: 'The registered document types: owner plugin, read and change roles, whether they keep revisions, go to the trash and can be copied to another branch (portable)',
    tags: ['documents'],
  }, () => d.documents.types().map((type) => {
    const t = d.documents.get(type)!;
    return { type, owner: t.owner, readRoles: t.readRoles, changeRoles: t.changeRoles, revisions: !!t.revisions, trash: !!t.trash, byRolesOnly: !!t.byRolesOnly, portable: !!t.portable };
  }));

  router.get('/api/revisions/{entityType}/{entityId}', {
    access: 'authenticated',
    summary: "A document's revision history (date, nickname, IP, changed fields), for who may see the document in full",
    description: 'The document access contract decides: 404 document.notFound when the caller may not see the document, 403 document.private when only its placeholder; 400 revisions.unknownType for a type that keeps no history.',
    params: z.object({ entityType: z.string().max(64), entityId: z.string().max(64) }),
    query: pageQuery,
    tags: ['revisions'],
  }, ({ params, query, user }) => d.revisions.historyFor(user, params.entityType, params.entityId, query));

  // GET /api/trash (with its filters) and /api/trash/types: kernel/src/retention/routes.ts
  router.post('/api/trash/{id}/restore', {
    access: 'authenticated',
    summary: 'Restore a deleted document: needs the right to change it (404 trash.notFound when the caller may not see it)',
    params: idParam,
    tags: ['trash'],
  }, ({ params, user }) => d.trash.restore(params.id, user));
  router.delete('/api/trash/{id}', {
    access: 'authenticated',
    summary: 'Delete a document permanently: needs the right to change it and the purge roles of its type',
    params: idParam,
    tags: ['trash'],
  }, async ({ params, user }) => {
    await d.trash.purge(params.id, user);
  });

  locksRoutes(router, d.locks);

  filesRoutes(router, d.files);
}
