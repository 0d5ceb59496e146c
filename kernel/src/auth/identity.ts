import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  AREAS, BadRequestError, ConflictError, LEVEL_ONLY_ROLES, NotFoundError, ROLES, RuleRefusedError, USER_CATEGORIES,
  groupInput, groupUpdateInput, isArea, isRole, rolesForLevel, userCreateInput, userUpdateInput,
  type Actor, type GroupInput, type GroupRecord, type GroupUpdateInput, type Groups, type Level, type Page,
  type UserCategory, type UserCreateInput, type UserFilter, type UserListCategory, type UserRecord,
  type UserUpdateInput, type Users, type Logger, type z,
} from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelConfig } from '../config/index.js';
import type { Sessions } from './sessions.js';
import { hashPassword } from './passwords.js';
import { assertUserUnique, isUniqueViolation, parseList, type UserRow } from './users.js';
import { escapeLike, type AuthLogs } from './logs.js';

/** Every role the installation knows: the spec's, the levels table's own, the enabled plugins'. */
export function knownRoles(pluginRoles: () => readonly string[]): () => Set<string> {
  return () => new Set<string>([...ROLES, ...LEVEL_ONLY_ROLES, ...pluginRoles()]);
}

/** Validates with a zod schema; a failure is the same 400 the HTTP layer gives (it names the field). */
function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({ field: i.path.length ? i.path.join('.') : 'body', message: i.message, code: i.code }));
  throw new BadRequestError(`Invalid field '${issues[0]!.field}': ${issues[0]!.message}`, { in: 'body', issues }, 'error.validation');
}

const bad = (field: string, message: string, code: string, extra: Record<string, unknown> = {}) =>
  new BadRequestError(`${field}: ${message}`, { in: 'body', issues: [{ field, message }], ...extra }, code);

/**
 * Roles from `base`, then each area named in `levels` replaced by the roles of its level
 * (levels are cumulative shorthands; unknown areas are a 400 naming `levels`).
 */
export function applyLevels(base: readonly string[], levels: Record<string, string> | undefined): string[] {
  const out = new Set(base);
  for (const [area, level] of Object.entries(levels ?? {})) {
    if (!isArea(area)) throw bad(`levels.${area}`, `not an area (${AREAS.map((a) => a.area).join(', ')})`, 'error.validation');
    for (const role of rolesForLevel(area, 'admin')) out.delete(role);
    for (const role of rolesForLevel(area, level as Level)) out.add(role);
  }
  return [...out].sort();
}

function assertKnownRoles(roles: readonly string[], known: Set<string>, code: string): void {
  const unknown = roles.filter((r) => !isRole(r) || !known.has(r));
  if (unknown.length) throw bad('roles', `not a known role: ${unknown.join(', ')}`, code, { unknown });
}

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const CATEGORY_OF_LIST: Record<Exclude<UserListCategory, 'all' | 'active'>, UserCategory> = {
  editors: 'editor', imageEditors: 'imageEditor', producers: 'producer', reporters: 'reporter',
};

interface IdentityDeps {
  db: KnexDatabase;
  sessions: Sessions;
  logs: AuthLogs;
  config: KernelConfig;
  knownRoles: () => Set<string>;
  logger: Logger;
}

/** `core.users`: the users of the installation as the admin plugin and other plugins see them. */
export class KernelUsers implements Users {
  private readonly removedListeners: ((ids: number[], actor: Actor) => void | Promise<void>)[] = [];
  constructor(private readonly d: IdentityDeps) {}

  private get knex() {
    return this.d.db.knex;
  }

  /** user ids with an open session now */
  private async onlineIds(ids: readonly number[], k: Knex): Promise<Set<number>> {
    const now = Date.now();
    const q = k('sessions').distinct('user_id').whereNull('ended_at').where('expires_at', '>', now)
      .where('last_seen_at', '>', now - this.d.config.session.idleMinutes * 60_000);
    q.whereIn('user_id', ids);
    return new Set((await q).map((r) => Number(r.user_id)));
  }

  /** Full records of user rows: groups, effective roles, categories, online. */
  private async hydrate(rows: UserRow[], q: Knex = this.knex): Promise<UserRecord[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => Number(r.id));
    const memberships = await q('user_groups as ug').join('auth_groups as g', 'g.id', 'ug.group_id')
      .whereIn('ug.user_id', ids).select('ug.user_id', 'g.id', 'g.roles', 'g.categories');
    const online = await this.onlineIds(ids, q);
    const byUser = new Map<number, { id: number; roles: string[]; categories: string[] }[]>();
    for (const m of memberships) {
      const list = byUser.get(Number(m.user_id)) ?? [];
      list.push({ id: Number(m.id), roles: parseList(m.roles), categories: parseList(m.categories) });
      byUser.set(Number(m.user_id), list);
    }
    return rows.map((r) => {
      const groups = byUser.get(Number(r.id)) ?? [];
      const own = parseList(r.roles);
      const active = !!r.active;
      return {
        id: Number(r.id),
        username: r.username,
        nickname: r.nickname,
        name: r.name,
        email: r.email,
        active,
        excluded: !active,
        online: active && online.has(Number(r.id)),
        adUser: !!r.ad_user,
        roles: own,
        groupIds: groups.map((g) => g.id).sort((a, b) => a - b),
        effectiveRoles: [...new Set([...own, ...groups.flatMap((g) => g.roles)])].sort(),
        categories: USER_CATEGORIES.filter((c) => groups.some((g) => g.categories.includes(c))),
        passwordExpirationDays: r.password_expiration_days == null ? null : Number(r.password_expiration_days),
        mustChangePassword: !!r.must_change_password,
        support: r.username === this.d.config.supportUser,
        createdAt: iso(r.created_at),
      };
    });
  }

  async get(id: number, q: Knex = this.knex): Promise<UserRecord> {
    const row = await q('users').where('id', id).first();
    if (!row) throw new NotFoundError('User not found', 'user.notFound', { id });
    return (await this.hydrate([row], q))[0]!;
  }

  async byIds(ids: readonly number[]): Promise<UserRecord[]> {
    const wanted = [...new Set(ids.filter((i) => Number.isInteger(i)))];
    if (!wanted.length) return [];
    const rows = await this.knex('users').whereIn('id', wanted);
    const records = new Map((await this.hydrate(rows)).map((u) => [u.id, u]));
    return ids.map((i) => records.get(i)).filter((u): u is UserRecord => !!u);
  }

  async nicknames(ids: readonly number[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return new Map();
    const rows = await this.knex('users').whereIn('id', wanted).select('id', 'nickname');
    return new Map(rows.map((r) => [Number(r.id), String(r.nickname)]));
  }

  async list(options: { category?: UserListCategory } = {}): Promise<UserRecord[]> {
    const category = options.category ?? 'all';
    const q = this.knex('users').select('users.*').orderBy('nickname');
    if (category !== 'all') q.where('active', true);
    if (category !== 'all' && category !== 'active') {
      const wanted = CATEGORY_OF_LIST[category];
      if (!wanted) throw bad('category', 'unknown category', 'error.validation');
      const groupIds = (await this.knex('auth_groups').select('id', 'categories'))
        .filter((g) => parseList(g.categories).includes(wanted)).map((g) => Number(g.id));
      if (!groupIds.length) return [];
      q.whereIn('id', this.knex('user_groups').whereIn('group_id', groupIds).select('user_id'));
    }
    return this.hydrate(await q);
  }

  async filter(query: UserFilter): Promise<Page<UserRecord>> {
    const q = this.knex('users').select('*').orderBy('nickname').orderBy('id');
    if (query.activeOnly) q.where('active', true);
    const text = query.filter?.trim();
    if (text) {
      const like = `%${escapeLike(text)}%`;
      q.where((w) => {
        for (const c of ['username', 'nickname', 'name', 'email']) w.orWhereRaw(`${c} like ? escape '!'`, [like]);
      });
    }
    const page = await this.d.db.page<UserRow>(q, { page: query.page, size: query.size });
    return { ...page, data: await this.hydrate(page.data) };
  }

  private async assertGroups(q: Knex, ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    const found = new Set((await q('auth_groups').whereIn('id', unique).select('id')).map((r) => Number(r.id)));
    const missing = unique.filter((i) => !found.has(i));
    if (missing.length) throw bad('groupIds', `no such group: ${missing.join(', ')}`, 'user.unknownGroup', { missing });
  }

  private async setGroups(q: Knex, userId: number, ids: readonly number[]): Promise<void> {
    await q('user_groups').where('user_id', userId).delete();
    const unique = [...new Set(ids)];
    if (unique.length) await q('user_groups').insert(unique.map((group_id) => ({ user_id: userId, group_id })));
  }

  private rolesFrom(input: { roles?: string[] | undefined; levels?: Record<string, string> | undefined }, current: string[]): string[] {
    const roles = applyLevels(input.roles ?? current, input.levels);
    assertKnownRoles(roles, this.d.knownRoles(), 'user.invalidRole');
    return roles;
  }

  async create(raw: UserCreateInput, actor: Actor): Promise<{ user: UserRecord; temporaryPassword: string | null }> {
    const input = check(userCreateInput, raw);
    const roles = this.rolesFrom(input, []);
    const email = input.email ? input.email.toLowerCase() : null;
    const temporaryPassword = input.password ? null : randomPassword();
    const hash = await hashPassword(input.password ?? temporaryPassword!);
    const now = Date.now();
    try {
      const user = await this.d.db.transaction(async (trx) => {
        await assertUserUnique(trx, { username: input.username, nickname: input.nickname, email });
        if (input.groupIds) await this.assertGroups(trx, input.groupIds);
        const [inserted] = await trx('users').insert({
          username: input.username,
          nickname: input.nickname,
          name: input.name,
          email,
          password_hash: hash,
          roles: JSON.stringify(roles),
          active: true,
          // an account made by an administrator sets its own password at first access
          must_change_password: temporaryPassword ? true : (input.mustChangePassword ?? true),
          password_changed_at: now,
          created_at: now,
          updated_at: now,
          ad_user: input.adUser ?? false,
          password_expiration_days: input.passwordExpirationDays ?? null,
        });
        const id = typeof inserted === 'number' ? inserted : Number((await trx('users').where('username', input.username).first('id')).id);
        if (input.groupIds) await this.setGroups(trx, id, input.groupIds);
        return this.get(id, trx);
      });
      this.d.logger.info('user created', { id: user.id, username: user.username, by: actor.nickname });
      return { user, temporaryPassword };
    } catch (e) {
      if (isUniqueViolation(e)) {
        await assertUserUnique(this.knex, { username: input.username, nickname: input.nickname, email });
      }
      throw e;
    }
  }

  async update(id: number, raw: UserUpdateInput, actor: Actor): Promise<UserRecord> {
    const input = check(userUpdateInput, raw);
    const email = input.email === undefined ? undefined : input.email ? input.email.toLowerCase() : null;
    const hash = input.password ? await hashPassword(input.password) : null;
    const now = Date.now();
    try {
      const user = await this.d.db.transaction(async (trx) => {
        const row = (await trx('users').where('id', id).forUpdate().first()) as UserRow | undefined;
        if (!row) throw new NotFoundError('User not found', 'user.notFound', { id });
        await assertUserUnique(trx, { username: input.username, nickname: input.nickname, email }, id);
        if (input.groupIds) await this.assertGroups(trx, input.groupIds);
        const values: Record<string, unknown> = { updated_at: now };
        if (input.username !== undefined) values.username = input.username;
        if (input.nickname !== undefined) values.nickname = input.nickname;
        if (input.name !== undefined) values.name = input.name;
        if (email !== undefined) values.email = email;
        if (input.roles !== undefined || input.levels !== undefined) values.roles = JSON.stringify(this.rolesFrom(input, parseList(row.roles)));
        if (input.adUser !== undefined) values.ad_user = input.adUser;
        if (input.passwordExpirationDays !== undefined) values.password_expiration_days = input.passwordExpirationDays;
        if (hash) {
          values.password_hash = hash;
          values.password_changed_at = now;
        }
        if (input.mustChangePassword !== undefined) values.must_change_password = input.mustChangePassword;
        await trx('users').where('id', id).update(values);
        if (input.groupIds) await this.setGroups(trx, id, input.groupIds);
        return this.get(id, trx);
      });
      this.d.logger.info('user updated', { id, by: actor.nickname });
      return user;
    } catch (e) {
      if (isUniqueViolation(e)) await assertUserUnique(this.knex, { username: input.username, nickname: input.nickname, email }, id);
      throw e;
    }
  }

  /**
   * Deactivates the active users among `ids` (removal is undoable: restore) and ends their
   * sessions. The caller's own account and the support account are never deactivated here;
   * the ids actually deactivated are returned, so a caller can warn about the others.
   */
  async remove(ids: readonly number[], actor: Actor): Promise<number[]> {
    const wanted = [...new Set(ids)].filter((i) => i !== actor.userId);
    if (!wanted.length) return [];
    const removed = await this.d.db.transaction(async (trx) => {
      const rows = await trx('users').whereIn('id', wanted).where('active', true).whereNot('username', this.d.config.supportUser).select('id');
      const found = rows.map((r) => Number(r.id));
      if (found.length) await trx('users').whereIn('id', found).update({ active: false, updated_at: Date.now() });
      return found;
    });
    for (const id of removed) await this.d.sessions.endForUser(id, 'deactivated');
    if (removed.length) {
      this.d.logger.info('users deactivated', { ids: removed, by: actor.nickname });
      for (const l of this.removedListeners) await l(removed, actor);
    }
    return removed;
  }

  async restore(id: number, actor: Actor): Promise<UserRecord> {
    const n = await this.knex('users').where('id', id).update({ active: true, updated_at: Date.now() });
    if (!n) throw new NotFoundError('User not found', 'user.notFound', { id });
    this.d.logger.info('user restored', { id, by: actor.nickname });
    return this.get(id);
  }

  /**
   * A random temporary password (returned once, to be handed to the user) and must-change: the
   * next sign-in asks for a new password (error_reset_password). The user's sessions end.
   */
  async resetPassword(id: number, actor: Actor): Promise<{ user: UserRecord; temporaryPassword: string }> {
    const temporaryPassword = randomPassword();
    const n = await this.knex('users').where('id', id).update({
      password_hash: await hashPassword(temporaryPassword), must_change_password: true, password_changed_at: Date.now(), updated_at: Date.now(),
    });
    if (!n) throw new NotFoundError('User not found', 'user.notFound', { id });
    await this.d.sessions.endForUser(id, 'forced');
    this.d.logger.info('password reset', { id, by: actor.nickname });
    return { user: await this.get(id), temporaryPassword };
  }

  async forceOut(id: number, actor: Actor): Promise<number> {
    const row = await this.knex('users').where('id', id).first('id', 'username', 'nickname');
    if (!row) throw new NotFoundError('User not found', 'user.notFound', { id });
    const n = await this.d.sessions.endForUser(id, 'forced');
    await this.d.logs.record({ event: 'forcedOut', success: true, userId: id, username: row.username, nickname: row.nickname, ip: actor.ip, by: actor.nickname, reason: `${n} sessions` });
    return n;
  }

  onRemoved(fn: (ids: number[], actor: Actor) => void | Promise<void>): void {
    this.removedListeners.push(fn);
  }
}

/** 16 characters of base64url: about 96 bits. */
export const randomPassword = () => crypto.randomBytes(12).toString('base64url');

/** `core.groups`: groups carry roles and categories (editor, image editor, producer, reporter). */
export class KernelGroups implements Groups {
  constructor(private readonly d: IdentityDeps) {}

  private async records(rows: Record<string, unknown>[], q: Knex = this.d.db.knex): Promise<GroupRecord[]> {
    if (!rows.length) return [];
    const members = await q('user_groups').whereIn('group_id', rows.map((r) => Number(r.id))).select('group_id', 'user_id');
    return rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      roles: parseList(r.roles as string),
      categories: USER_CATEGORIES.filter((c) => parseList(r.categories as string).includes(c)),
      userIds: members.filter((m) => Number(m.group_id) === Number(r.id)).map((m) => Number(m.user_id)).sort((a, b) => a - b),
      createdAt: iso(r.created_at),
    }));
  }

  async list(): Promise<GroupRecord[]> {
    return this.records(await this.d.db.knex('auth_groups').orderBy('name'));
  }

  async get(id: number, q: Knex = this.d.db.knex): Promise<GroupRecord> {
    const row = await q('auth_groups').where('id', id).first();
    if (!row) throw new NotFoundError('Group not found', 'group.notFound', { id });
    return (await this.records([row], q))[0]!;
  }

  private async assertName(q: Knex, name: string, exceptId?: number): Promise<void> {
    const row = await q('auth_groups').whereRaw('lower(name) = ?', [name.toLowerCase()]).modify((b) => { if (exceptId !== undefined) b.whereNot('id', exceptId); }).first('id');
    if (row) throw new ConflictError('A group with this name already exists', 'group.nameInUse', { fields: ['name'] });
  }

  private async assertUsers(q: Knex, ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    const found = new Set((await q('users').whereIn('id', unique).select('id')).map((r) => Number(r.id)));
    const missing = unique.filter((i) => !found.has(i));
    if (missing.length) throw bad('userIds', `no such user: ${missing.join(', ')}`, 'group.unknownUser', { missing });
  }

  private async setMembers(q: Knex, groupId: number, ids: readonly number[]): Promise<void> {
    await q('user_groups').where('group_id', groupId).delete();
    const unique = [...new Set(ids)];
    if (unique.length) await q('user_groups').insert(unique.map((user_id) => ({ user_id, group_id: groupId })));
  }

  async create(raw: GroupInput, actor: Actor): Promise<GroupRecord> {
    const input = check(groupInput, raw);
    const roles = applyLevels(input.roles ?? [], input.levels);
    assertKnownRoles(roles, this.d.knownRoles(), 'group.invalidRole');
    const now = Date.now();
    try {
      const group = await this.d.db.transaction(async (trx) => {
        await this.assertName(trx, input.name);
        if (input.userIds) await this.assertUsers(trx, input.userIds);
        const [inserted] = await trx('auth_groups').insert({
          name: input.name, roles: JSON.stringify(roles), categories: JSON.stringify([...new Set(input.categories ?? [])]), created_at: now, updated_at: now,
        });
        const id = typeof inserted === 'number' ? inserted : Number((await trx('auth_groups').where('name', input.name).first('id')).id);
        if (input.userIds) await this.setMembers(trx, id, input.userIds);
        return this.get(id, trx);
      });
      this.d.logger.info('group created', { id: group.id, by: actor.nickname });
      return group;
    } catch (e) {
      if (isUniqueViolation(e)) await this.assertName(this.d.db.knex, input.name);
      throw e;
    }
  }

  async update(id: number, raw: GroupUpdateInput, actor: Actor): Promise<GroupRecord> {
    const input = check(groupUpdateInput, raw);
    try {
      const group = await this.d.db.transaction(async (trx) => {
        const row = await trx('auth_groups').where('id', id).forUpdate().first();
        if (!row) throw new NotFoundError('Group not found', 'group.notFound', { id });
        if (input.name !== undefined) await this.assertName(trx, input.name, id);
        if (input.userIds) await this.assertUsers(trx, input.userIds);
        const values: Record<string, unknown> = { updated_at: Date.now() };
        if (input.name !== undefined) values.name = input.name;
        if (input.roles !== undefined || input.levels !== undefined) {
          const roles = applyLevels(input.roles ?? parseList(row.roles), input.levels);
          assertKnownRoles(roles, this.d.knownRoles(), 'group.invalidRole');
          values.roles = JSON.stringify(roles);
        }
        if (input.categories !== undefined) values.categories = JSON.stringify([...new Set(input.categories)]);
        await trx('auth_groups').where('id', id).update(values);
        if (input.userIds) await this.setMembers(trx, id, input.userIds);
        return this.get(id, trx);
      });
      this.d.logger.info('group updated', { id, by: actor.nickname });
      return group;
    } catch (e) {
      if (isUniqueViolation(e) && input.name) await this.assertName(this.d.db.knex, input.name, id);
      throw e;
    }
  }

  /** A group with users cannot be deleted (spec 000 §5): 422 group.hasUsers with the count. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.d.db.transaction(async (trx) => {
      const row = await trx('auth_groups').where('id', id).forUpdate().first('id');
      if (!row) throw new NotFoundError('Group not found', 'group.notFound', { id });
      const count = Number((await trx('user_groups').where('group_id', id).count({ n: '*' }).first())?.n ?? 0);
      if (count > 0) throw new RuleRefusedError(`A group with users cannot be deleted (${count} users)`, 'group.hasUsers', { users: count });
      await trx('auth_groups').where('id', id).delete();
    });
    this.d.logger.info('group deleted', { id, by: actor.nickname });
  }
}
