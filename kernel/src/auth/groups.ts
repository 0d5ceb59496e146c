import type { Knex } from 'knex';
import {
  ConflictError, NotFoundError, RuleRefusedError, USER_CATEGORIES, groupInput, groupUpdateInput,
  type Actor, type GroupInput, type GroupRecord, type GroupUpdateInput, type Groups,
} from '@lauda/sdk/server';
import { isUniqueViolation, parseList } from './users.js';
import { assertVersion, bumpVersions } from './versions.js';
import { applyLevels, assertKnownRoles, assertRowsExist, check, iso } from './input.js';
import { assertCanGrant, assertCanManage, authorityOf, changedIds, changedRoles, rolesDiffer, rolesSnapshot } from './grants.js';
import type { IdentityDeps } from './identity.js';

/**
 * `core.groups`: groups carry roles and categories (editor, image editor, producer, reporter).
 * A group's roles reach its members, so changing them, or who is in it, is a change of those
 * members' rights: the actor must hold the roles (grants.ts) and the members' sessions end.
 */
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
      version: Number(r.version ?? 0),
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

  private assertUsers(q: Knex, ids: readonly number[]): Promise<void> {
    return assertRowsExist(q, 'users', ids, 'userIds', 'user', 'group.unknownUser');
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
    const members = [...new Set(input.userIds ?? [])];
    const now = Date.now();
    let ended: string[] = [];
    try {
      const group = await this.d.db.transaction(async (trx) => {
        const authority = await authorityOf(trx, actor, this.d.config.supportUser);
        assertCanGrant(authority, roles);
        await this.assertName(trx, input.name);
        await this.assertUsers(trx, members);
        await assertCanManage(trx, authority, members, this.d.config.supportUser);
        const [inserted] = await trx('auth_groups').insert({
          name: input.name, roles: JSON.stringify(roles), categories: JSON.stringify([...new Set(input.categories ?? [])]), created_at: now, updated_at: now,
        });
        const before = await rolesSnapshot(trx, members);
        const id = typeof inserted === 'number' ? inserted : Number((await trx('auth_groups').where('name', input.name).first('id')).id);
        if (members.length) await this.setMembers(trx, id, members);
        await bumpVersions(trx, 'users', members);
        ended = await this.d.sessions.endForUsersIn(trx, rolesDiffer(before, await rolesSnapshot(trx, members)), 'rolesChanged');
        return this.get(id, trx);
      });
      await this.d.sessions.announce(ended, 'rolesChanged');
      this.d.logger.info('group created', { id: group.id, by: actor.nickname });
      return group;
    } catch (e) {
      if (isUniqueViolation(e)) await this.assertName(this.d.db.knex, input.name);
      throw e;
    }
  }

  async update(id: number, raw: GroupUpdateInput, actor: Actor): Promise<GroupRecord> {
    const input = check(groupUpdateInput, raw);
    let ended: string[] = [];
    try {
      const group = await this.d.db.transaction(async (trx) => {
        const row = await trx('auth_groups').where('id', id).forUpdate().first();
        if (!row) throw new NotFoundError('Group not found', 'group.notFound', { id });
        assertVersion('group', input.version, row.version);
        if (input.name !== undefined) await this.assertName(trx, input.name, id);
        if (input.userIds) await this.assertUsers(trx, input.userIds);
        const oldRoles = parseList(row.roles);
        let roles = oldRoles;
        if (input.roles !== undefined || input.levels !== undefined) {
          roles = applyLevels(input.roles ?? oldRoles, input.levels);
          assertKnownRoles(roles, this.d.knownRoles(), 'group.invalidRole');
        }
        const oldMembers = (await trx('user_groups').where('group_id', id).select('user_id')).map((r) => Number(r.user_id));
        const members = input.userIds ? [...new Set(input.userIds)] : oldMembers;
        const rolesChanged = changedRoles(oldRoles, roles);
        const membersChanged = changedIds(oldMembers, members);
        // who gains or loses something: every member when the roles change, else those who join or leave
        const affected = rolesChanged.length ? [...new Set([...oldMembers, ...members])] : membersChanged;
        const authority = await authorityOf(trx, actor, this.d.config.supportUser);
        assertCanGrant(authority, membersChanged.length ? [...oldRoles, ...roles] : rolesChanged);
        await assertCanManage(trx, authority, affected, this.d.config.supportUser);
        const before = await rolesSnapshot(trx, affected);
        const values: Record<string, unknown> = { updated_at: Date.now(), version: Number(row.version ?? 0) + 1 };
        if (input.name !== undefined) values.name = input.name;
        if (rolesChanged.length) values.roles = JSON.stringify(roles);
        if (input.categories !== undefined) values.categories = JSON.stringify([...new Set(input.categories)]);
        await trx('auth_groups').where('id', id).update(values);
        if (membersChanged.length) await this.setMembers(trx, id, members);
        // who joins or leaves shows other groupIds: their records change too
        await bumpVersions(trx, 'users', membersChanged);
        ended = await this.d.sessions.endForUsersIn(trx, rolesDiffer(before, await rolesSnapshot(trx, affected)), 'rolesChanged');
        return this.get(id, trx);
      });
      await this.d.sessions.announce(ended, 'rolesChanged');
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
