/**
 * Groups of the directory → Lauda groups, through `core.groups` (so the sessions of members whose
 * roles change end): a group is made for each directory group (named after its cn), or a Lauda group
 * of that name is taken over; its directory members follow the directory, its local members stay.
 * A group that left the directory loses its directory members. Roles stay the administrators'.
 */
import type { Actor, GroupRecord } from '@lauda/sdk/server';
import type { Ctx } from '../context.js';
import type { DirectoryGroup } from './directory.js';
import type { SyncCounts } from './state.js';
import { dnKey, type UserIndex } from './sync-users.js';

const sameMembers = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export async function syncGroups(ctx: Ctx, found: DirectoryGroup[], users: UserIndex, counts: SyncCounts, actor: Actor): Promise<void> {
  const knex = ctx.db.knex;
  const mapped = new Map((await knex('ldap_groups').select('group_id', 'dn')).map((r) => [dnKey(r.dn), Number(r.group_id)]));
  const groups = await ctx.groups.list();
  const byId = new Map(groups.map((g) => [g.id, g]));
  const byName = new Map(groups.map((g) => [g.name.toLowerCase(), g]));
  const local = (g: GroupRecord) => g.userIds.filter((id) => !users.directoryUsers.has(id));
  const handled = new Set<number>();

  for (const d of found) {
    const key = dnKey(d.dn);
    const name = d.name.slice(0, 100);
    const members = [...new Set(d.members.map((m) => users.byMember.get(dnKey(m))).filter((id): id is number => id !== undefined))];
    const target = byId.get(mapped.get(key) ?? -1) ?? byName.get(name.toLowerCase());
    if (!target) {
      const made = await ctx.groups.create({ name, userIds: members }, actor);
      await knex('ldap_groups').insert({ group_id: made.id, dn: d.dn });
      byName.set(name.toLowerCase(), made);
      handled.add(made.id);
      counts.groups++;
      continue;
    }
    if (handled.has(target.id)) continue;
    handled.add(target.id);
    if (mapped.get(key) !== target.id) {
      await knex('ldap_groups').where('group_id', target.id).delete();
      await knex('ldap_groups').insert({ group_id: target.id, dn: d.dn });
    }
    const next = [...new Set([...local(target), ...members])];
    const rename = target.name !== name && !byName.has(name.toLowerCase()) ? { name } : {};
    if (!sameMembers(target.userIds, next) || 'name' in rename) {
      await ctx.groups.update(target.id, { ...rename, userIds: next }, actor);
      counts.groups++;
    }
  }

  for (const [, id] of mapped) {
    if (handled.has(id)) continue;
    const g = byId.get(id);
    if (!g) {
      await knex('ldap_groups').where('group_id', id).delete();
      continue;
    }
    if (local(g).length !== g.userIds.length) {
      await ctx.groups.update(id, { userIds: local(g) }, actor);
      counts.groups++;
    }
  }
}
