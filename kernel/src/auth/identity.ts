import type { Knex } from 'knex';
import {
  NotFoundError, userCreateInput, userUpdateInput,
  type Actor, type UserCreateInput, type UserRecord, type UserUpdateInput, type Users,
} from '@lauda/sdk/server';
import { hashPassword } from './passwords.js';
import { assertUserUnique, isUniqueViolation, parseList, type UserRow } from './users.js';
import { applyLevels, assertKnownRoles, assertRowsExist, assertUsernameNotReserved, check, randomPassword } from './input.js';
import {
  assertCanGrant, assertCanManage, authorityOf, changedIds, changedRoles, rolesDiffer, rolesOfGroups, rolesSnapshot, type Authority,
} from './grants.js';
import { UserRecords } from './user-records.js';
import { assertVersion, bumpVersions } from './versions.js';

export { applyLevels, knownRoles, randomPassword } from './input.js';
export { KernelGroups } from './groups.js';
export type { IdentityDeps } from './user-records.js';

/**
 * `core.users`: the users of the installation as the admin plugin and other plugins see them.
 * Who may grant what and manage whom is in grants.ts; a change of a user's roles, groups or
 * activation ends their sessions in the same transaction, so no request runs on the old rights.
 */
export class KernelUsers extends UserRecords implements Users {
  private readonly removedListeners: ((ids: number[], actor: Actor) => void | Promise<void>)[] = [];

  private assertGroups(q: Knex, ids: readonly number[]): Promise<void> {
    return assertRowsExist(q, 'auth_groups', ids, 'groupIds', 'group', 'user.unknownGroup');
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

  private authority(q: Knex, actor: Actor): Promise<Authority> {
    return authorityOf(q, actor, this.d.config.supportUser);
  }

  private async assertCanManage(actor: Actor, ids: readonly number[], q: Knex = this.knex): Promise<void> {
    await assertCanManage(q, await this.authority(q, actor), ids, this.d.config.supportUser);
  }

  async create(raw: UserCreateInput, actor: Actor): Promise<{ user: UserRecord; temporaryPassword: string | null }> {
    const input = check(userCreateInput, raw);
    assertUsernameNotReserved(input.username, this.d.config.supportUser);
    const roles = this.rolesFrom(input, []);
    const email = input.email ? input.email.toLowerCase() : null;
    // a directory user's password is the directory's: nobody gets a temporary one (the stored hash is of a random one)
    const temporaryPassword = input.password || input.adUser ? null : randomPassword();
    const hash = await hashPassword(input.password ?? temporaryPassword ?? randomPassword());
    const now = Date.now();
    try {
      const user = await this.d.db.transaction(async (trx) => {
        if (input.groupIds) await this.assertGroups(trx, input.groupIds);
        assertCanGrant(await this.authority(trx, actor), [...roles, ...(await rolesOfGroups(trx, input.groupIds ?? []))]);
        await assertUserUnique(trx, { username: input.username, nickname: input.nickname, email });
        const [inserted] = await trx('users').insert({
          username: input.username,
          nickname: input.nickname,
          name: input.name,
          email,
          password_hash: hash,
          roles: JSON.stringify(roles),
          active: true,
          // an account made by an administrator sets its own password at first access
          must_change_password: temporaryPassword ? true : (input.mustChangePassword ?? !(input.adUser && !input.password)),
          password_changed_at: now,
          created_at: now,
          updated_at: now,
          ad_user: input.adUser ?? false,
          password_expiration_days: input.passwordExpirationDays ?? null,
        });
        const id = typeof inserted === 'number' ? inserted : Number((await trx('users').where('username', input.username).first('id')).id);
        if (input.groupIds) await this.setGroups(trx, id, input.groupIds);
        await bumpVersions(trx, 'auth_groups', input.groupIds ?? []);
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
    let ended: string[] = [];
    let forced: string[] = [];
    try {
      const user = await this.d.db.transaction(async (trx) => {
        const row = (await trx('users').where('id', id).forUpdate().first()) as UserRow | undefined;
        if (!row) throw new NotFoundError('User not found', 'user.notFound', { id });
        assertVersion('user', input.version, row.version);
        // the support account may keep its own name; nobody may take it
        if (input.username !== row.username) assertUsernameNotReserved(input.username, this.d.config.supportUser);
        const authority = await this.authority(trx, actor);
        await assertCanManage(trx, authority, [id], this.d.config.supportUser);
        const before = await rolesSnapshot(trx, [id]);
        const oldRoles = parseList(row.roles);
        const roles = input.roles !== undefined || input.levels !== undefined ? this.rolesFrom(input, oldRoles) : oldRoles;
        const rolesChanged = changedRoles(oldRoles, roles);
        const oldGroups = (await trx('user_groups').where('user_id', id).select('group_id')).map((r) => Number(r.group_id));
        const groupsChanged = input.groupIds ? changedIds(oldGroups, input.groupIds) : [];
        if (groupsChanged.length) await this.assertGroups(trx, input.groupIds!);
        // taking a role away is a change of rights too: the actor must hold every role that moves
        assertCanGrant(authority, [...rolesChanged, ...(await rolesOfGroups(trx, groupsChanged))]);
        await assertUserUnique(trx, { username: input.username, nickname: input.nickname, email }, id);
        const values: Record<string, unknown> = { updated_at: now, version: Number(row.version ?? 0) + 1 };
        if (input.username !== undefined) values.username = input.username;
        if (input.nickname !== undefined) values.nickname = input.nickname;
        if (input.name !== undefined) values.name = input.name;
        if (email !== undefined) values.email = email;
        if (rolesChanged.length) values.roles = JSON.stringify(roles);
        if (input.adUser !== undefined) values.ad_user = input.adUser;
        if (input.passwordExpirationDays !== undefined) values.password_expiration_days = input.passwordExpirationDays;
        if (hash) {
          values.password_hash = hash;
          values.password_changed_at = now;
        }
        if (input.mustChangePassword !== undefined) values.must_change_password = input.mustChangePassword;
        await trx('users').where('id', id).update(values);
        if (groupsChanged.length) await this.setGroups(trx, id, input.groupIds!);
        // the groups joined or left show other userIds: their records change too
        await bumpVersions(trx, 'auth_groups', groupsChanged);
        ended = await this.d.sessions.endForUsersIn(trx, rolesDiffer(before, await rolesSnapshot(trx, [id])), 'rolesChanged');
        // a password set by someone else (an administrator) ends the sessions opened with the old one, as a reset does
        if (hash && actor.userId !== id) forced = await this.d.sessions.endForUsersIn(trx, [id], 'forced');
        return this.get(id, trx);
      });
      await this.d.sessions.announce(ended, 'rolesChanged');
      await this.d.sessions.announce(forced, 'forced');
      // names and e-mail are part of the signed-in user: sessions kept must not carry the old ones
      await this.d.sessions.usersChanged([id]);
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
   * the ids actually deactivated are returned, so a caller can warn about the others. One user
   * the actor may not manage refuses the whole call (403 identity.cannotManage).
   */
  async remove(ids: readonly number[], actor: Actor): Promise<number[]> {
    const wanted = [...new Set(ids)].filter((i) => i !== actor.userId);
    if (!wanted.length) return [];
    let ended: string[] = [];
    const removed = await this.d.db.transaction(async (trx) => {
      const rows = await trx('users').whereIn('id', wanted).where('active', true).whereNot('username', this.d.config.supportUser).select('id');
      const found = rows.map((r) => Number(r.id));
      await this.assertCanManage(actor, found, trx);
      if (found.length) await trx('users').whereIn('id', found).update({ active: false, updated_at: Date.now(), version: this.knex.raw('?? + 1', ['version']) });
      ended = await this.d.sessions.endForUsersIn(trx, found, 'deactivated');
      return found;
    });
    await this.d.sessions.announce(ended, 'deactivated');
    if (removed.length) {
      this.d.logger.info('users deactivated', { ids: removed, by: actor.nickname });
      for (const l of this.removedListeners) await l(removed, actor);
    }
    return removed;
  }

  async restore(id: number, actor: Actor): Promise<UserRecord> {
    await this.assertCanManage(actor, [id]);
    const n = await this.knex('users').where('id', id).update({ active: true, updated_at: Date.now(), version: this.knex.raw('?? + 1', ['version']) });
    if (!n) throw new NotFoundError('User not found', 'user.notFound', { id });
    await this.d.sessions.usersChanged([id]);
    this.d.logger.info('user restored', { id, by: actor.nickname });
    return this.get(id);
  }

  /**
   * A random temporary password (returned once, to be handed to the user) and must-change: the
   * next sign-in asks for a new password (error_reset_password). The user's sessions end.
   */
  async resetPassword(id: number, actor: Actor): Promise<{ user: UserRecord; temporaryPassword: string }> {
    await this.assertCanManage(actor, [id]);
    const temporaryPassword = randomPassword();
    const n = await this.knex('users').where('id', id).update({
      password_hash: await hashPassword(temporaryPassword), must_change_password: true, password_changed_at: Date.now(), updated_at: Date.now(),
      version: this.knex.raw('?? + 1', ['version']),
    });
    if (!n) throw new NotFoundError('User not found', 'user.notFound', { id });
    await this.d.sessions.endForUser(id, 'forced');
    this.d.logger.info('password reset', { id, by: actor.nickname });
    return { user: await this.get(id), temporaryPassword };
  }

  async forceOut(id: number, actor: Actor): Promise<number> {
    const row = await this.knex('users').where('id', id).first('id', 'username', 'nickname');
    if (!row) throw new NotFoundError('User not found', 'user.notFound', { id });
    await this.assertCanManage(actor, [id]);
    const n = await this.d.sessions.endForUser(id, 'forced');
    await this.d.logs.record({ event: 'forcedOut', success: true, userId: id, username: row.username, nickname: row.nickname, ip: actor.ip, by: actor.nickname, reason: `${n} sessions` });
    return n;
  }

  onRemoved(fn: (ids: number[], actor: Actor) => void | Promise<void>): void {
    this.removedListeners.push(fn);
  }
}
