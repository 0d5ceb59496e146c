import {
  ConflictError, NotFoundError, RuleRefusedError, USER_LIST_CATEGORIES, created, pageQuery, userCreateInput, userUpdateInput, z,
  type Actor, type PluginRouter, type UserListCategory, type UserRecord,
} from '@lauda/sdk/server';
import { ADMIN_ERRORS, ADMIN_REVISION_TYPES, ADMIN_ROLES, ADMIN_TOPICS } from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { idParam, idsQuery, queryBool } from '../schemas.js';
import { actorOf } from '../util.js';

const read = [ADMIN_ROLES.userRead] as const;
const write = [ADMIN_ROLES.userWrite] as const;
const tags = ['users'];

/** The revision view of a user: what an administrator changes (never the password). */
export const userView = (u: UserRecord) => ({
  username: u.username, nickname: u.nickname, name: u.name, email: u.email, active: u.active, roles: u.roles,
  groupIds: u.groupIds, adUser: u.adUser, passwordExpirationDays: u.passwordExpirationDays,
});

/**
 * What the `users` topic carries about a change: the kernel declares that topic for every signed-in
 * user (presence), so no e-mail and no roles.
 */
export const userPublic = (u: UserRecord) => ({
  id: u.id, nickname: u.nickname, name: u.name, active: u.active, excluded: u.excluded, online: u.online, categories: u.categories,
});

/**
 * Users on top of the kernel's `core.users`. That service runs its own transactions, so the
 * revision is recorded right after it commits and the live message follows.
 */
export function userRoutes(router: PluginRouter, ctx: AdminContext): void {
  const { users, programs, revisions, live, db } = ctx;

  const record = (u: UserRecord, actor: Actor, changes: ReturnType<typeof revisions.diff>) =>
    revisions.record(db.knex, { entityType: ADMIN_REVISION_TYPES.user, entityId: u.id, slug: u.nickname, actor, changes });
  const publish = (op: 'CREATE' | 'UPDATE' | 'DELETE', u: UserRecord, actor: Actor) =>
    live.publish(ADMIN_TOPICS.users, op, u.id, userPublic(u), { by: actor.nickname });

  const list = (category: UserListCategory) => users.list({ category });

  router.get('/api/users', {
    access: read,
    summary: 'Users by nickname, of a category: all (deactivated ones too, excluded: true), active, editors, imageEditors, producers, reporters',
    query: z.object({ category: z.enum(USER_LIST_CATEGORIES).default('all') }),
    tags,
  }, ({ query }) => list(query.category));

  // the spec's per-kind lists; registered before /api/users/{id}
  router.get('/api/users/editors', { access: read, summary: 'Active editors', tags }, () => list('editors'));
  router.get('/api/users/image_editors', { access: read, summary: 'Active image editors', tags }, () => list('imageEditors'));
  router.get('/api/users/producers', { access: read, summary: 'Active producers', tags }, () => list('producers'));
  router.get('/api/users/reporters', { access: read, summary: 'Active reporters', tags }, () => list('reporters'));

  router.get('/api/users/filter', {
    access: read,
    summary: 'A page of users whose username, nickname, name or e-mail contains filter; activeOnly leaves out the deactivated',
    query: pageQuery.extend({ filter: z.string().max(200).optional(), activeOnly: queryBool.optional() }),
    tags,
  }, ({ query }) => users.filter({ filter: query.filter, activeOnly: query.activeOnly ?? false, page: query.page, size: query.size }));

  router.get('/api/users/{id}', { access: read, summary: 'One user', params: idParam, tags }, ({ params }) => users.get(params.id));

  router.post('/api/users', {
    access: write,
    summary: 'Create a user; without password a temporary one is made (answered once) and the first sign-in asks for a new one',
    description: 'E-mail and nickname are unique: 409 user.emailAndNicknameInUse, user.emailInUse or user.nicknameInUse (and user.usernameInUse). The support account\'s username (any case) is reserved for the CLI: 400 user.usernameReserved. Every role granted (directly, by a level or through a group) must be held by the caller: 403 identity.cannotGrant with details.roles.',
    body: userCreateInput,
    tags,
  }, async ({ body, user, ip }) => {
    const actor = actorOf(user, ip);
    const { user: u, temporaryPassword } = await users.create(body, actor);
    await record(u, actor, revisions.diff(null, userView(u)));
    await publish('CREATE', u, actor);
    return created({ ...u, temporaryPassword });
  });

  router.put('/api/users/{id}', {
    access: write,
    summary: 'Update a user (fields left out keep their value); a change of roles or groups ends the user\'s sessions at once',
    description: 'The caller may only add or take away roles they hold (403 identity.cannotGrant, details.roles), and without ROLE_ROOT may not change a user holding a role they lack (403 identity.cannotManage). The support account\'s username is reserved: 400 user.usernameReserved. The version read comes in the body or If-Match; a stale one is a 412 user.staleVersion (details.version = the current one).',
    params: idParam,
    body: userUpdateInput,
    versioned: true,
    tags,
  }, async ({ params, body, user, ip }) => {
    const actor = actorOf(user, ip);
    const before = await users.get(params.id);
    const u = await users.update(params.id, body, actor);
    await record(u, actor, revisions.diff(userView(before), userView(u)));
    await publish('UPDATE', u, actor);
    return u;
  });

  router.delete('/api/users', {
    access: write,
    summary: 'Remove (deactivate) users: ?ids=1,2. Users linked to programs need confirm=true, else 409 user.linkedToPrograms with the program count; confirmed, the links are removed',
    description: 'Answers { removed, skipped, unlinkedProgramIds }: skipped ids were already deactivated or are the support account.',
    query: z.object({ ids: idsQuery, confirm: queryBool.optional() }),
    tags,
  }, async ({ query, user, ip }) => {
    const actor = actorOf(user, ip);
    if (query.ids.includes(user.id)) {
      throw new RuleRefusedError('You cannot remove your own account', ADMIN_ERRORS.userCannotRemoveSelf, { id: user.id });
    }
    const found = new Set((await users.byIds(query.ids)).map((u) => u.id));
    const unknown = query.ids.filter((id) => !found.has(id));
    if (unknown.length) throw new NotFoundError(`No user ${unknown.join(', ')}`, 'user.notFound', { ids: unknown });
    const linked = await programs.linkedTo(query.ids);
    if (linked.length && !query.confirm) {
      throw new ConflictError(
        `Linked to ${linked.length} program(s): the links are removed with the user; repeat with confirm=true`,
        ADMIN_ERRORS.userLinkedToPrograms,
        { programs: linked.length, programIds: linked },
      );
    }
    // the program links go in the onRemoved listener (registered in register()), whoever removes
    const removed = await users.remove(query.ids, actor);
    for (const u of await users.byIds(removed)) {
      await record(u, actor, { active: { old: true, new: false } });
      await live.publish(ADMIN_TOPICS.users, 'DELETE', u.id, userPublic(u), { by: actor.nickname });
    }
    return { removed, skipped: query.ids.filter((id) => !removed.includes(id)), unlinkedProgramIds: removed.length ? linked : [] };
  });

  router.post('/api/users/{id}/restore', {
    access: write,
    summary: 'Restore (reactivate) a removed user; program links removed at removal stay removed',
    params: idParam,
    tags,
  }, async ({ params, user, ip }) => {
    const actor = actorOf(user, ip);
    const before = await users.get(params.id);
    const u = await users.restore(params.id, actor);
    await record(u, actor, revisions.diff({ active: before.active }, { active: u.active }));
    await publish('UPDATE', u, actor);
    return u;
  });

  router.post('/api/users/{id}/reset_password', {
    access: write,
    summary: 'Reset a password: answers a temporary password (once); the user\'s sessions end and the next sign-in asks for a new password',
    params: idParam,
    tags,
  }, async ({ params, user, ip }) => {
    const actor = actorOf(user, ip);
    const { user: u, temporaryPassword } = await users.resetPassword(params.id, actor);
    await record(u, actor, { password: { old: null, new: 'reset' } });
    return { id: u.id, temporaryPassword };
  });

  router.delete('/api/users/{id}/session', {
    access: write,
    summary: 'Force a user out (kick out): ends every session and closes their sockets; the users topic shows them offline',
    params: idParam,
    tags,
  }, async ({ params, user, ip }) => ({ id: params.id, endedSessions: await users.forceOut(params.id, actorOf(user, ip)) }));
}
