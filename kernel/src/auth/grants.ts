import type { Knex } from 'knex';
import { ForbiddenError, type Actor } from '@lauda/sdk/server';
import { effectiveRoles, parseList } from './users.js';

const ROOT = 'ROLE_ROOT';

/**
 * What an actor may hand out. `all` is the kernel acting on its own (no user: CLI, demo data,
 * tests) and the support account; anyone else may grant only the roles they hold now (read from
 * the database, the same roles their session holds since any change ends it).
 */
export interface Authority {
  all: boolean;
  roles: ReadonlySet<string>;
}

export async function authorityOf(q: Knex, actor: Actor, supportUser: string): Promise<Authority> {
  if (actor.userId === null) return { all: true, roles: new Set() };
  const row = await q('users').where('id', actor.userId).first('username', 'roles', 'active');
  if (!row || !row.active) return { all: false, roles: new Set() };
  if (row.username === supportUser) return { all: true, roles: new Set() };
  return { all: false, roles: new Set(await effectiveRoles(q, actor.userId, row.roles)) };
}

/** Roles in one list and not in the other: what a change grants or takes away. */
export function changedRoles(before: readonly string[], after: readonly string[]): string[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...new Set([...before, ...after])].filter((r) => a.has(r) !== b.has(r)).sort();
}

/** Ids in one list and not in the other (groups or members added and removed). */
export function changedIds(before: readonly number[], after: readonly number[]): number[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...new Set([...before, ...after])].filter((i) => a.has(i) !== b.has(i));
}

/** The roles of these groups together. */
export async function rolesOfGroups(q: Knex, groupIds: readonly number[]): Promise<string[]> {
  if (!groupIds.length) return [];
  const rows = await q('auth_groups').whereIn('id', [...new Set(groupIds)]).select('roles');
  return [...new Set(rows.flatMap((r) => parseList(r.roles)))];
}

/**
 * Granting a role — directly, through a level or through a group — and taking one away both
 * need the actor to hold it (ROLE_ROOT only by a ROOT holder): 403 identity.cannotGrant listing
 * the roles the actor lacks.
 */
export function assertCanGrant(a: Authority, roles: Iterable<string>): void {
  if (a.all) return;
  const missing = [...new Set(roles)].filter((r) => !a.roles.has(r)).sort();
  if (missing.length) {
    throw new ForbiddenError(`You can only grant or take away roles you hold yourself: ${missing.join(', ')}`, { roles: missing }, 'identity.cannotGrant');
  }
}

/**
 * Changing, deactivating, restoring, resetting the password of or forcing out a user needs
 * ROLE_ROOT, or holding every role that user holds (the support account counts as holding
 * ROLE_ROOT, since it passes every check): else 403 identity.cannotManage.
 */
export async function assertCanManage(q: Knex, a: Authority, userIds: readonly number[], supportUser: string): Promise<void> {
  if (a.all || a.roles.has(ROOT)) return;
  const refused: number[] = [];
  const lacking = new Set<string>();
  for (const [id, { username, roles }] of await heldRoles(q, userIds)) {
    const held = [...roles];
    if (username === supportUser) held.push(ROOT);
    const missing = held.filter((r) => !a.roles.has(r));
    if (missing.length) refused.push(id);
    for (const r of missing) lacking.add(r);
  }
  if (refused.length) {
    throw new ForbiddenError('You cannot manage a user who holds roles you do not hold', { ids: refused.sort((x, y) => x - y), roles: [...lacking].sort() }, 'identity.cannotManage');
  }
}

/**
 * Each user's effective roles (own ∪ their groups') as one comparable text. Taken before and after
 * a change, it tells whose sessions hold stale roles: only those end (a group that carries no
 * roles changes no session).
 */
export async function rolesSnapshot(q: Knex, userIds: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const [id, { roles }] of await heldRoles(q, userIds)) out.set(id, [...roles].sort().join(','));
  return out;
}

/** Each user's username and effective roles (own ∪ their groups'). */
async function heldRoles(q: Knex, userIds: readonly number[]): Promise<Map<number, { username: string; roles: Set<string> }>> {
  const ids = [...new Set(userIds)];
  const out = new Map<number, { username: string; roles: Set<string> }>();
  if (!ids.length) return out;
  const rows = await q('users').whereIn('id', ids).select('id', 'username', 'roles');
  const memberships = await q('user_groups as ug').join('auth_groups as g', 'g.id', 'ug.group_id').whereIn('ug.user_id', ids).select('ug.user_id', 'g.roles');
  for (const row of rows) {
    const fromGroups = memberships.filter((m) => Number(m.user_id) === Number(row.id)).flatMap((m) => parseList(m.roles));
    out.set(Number(row.id), { username: row.username, roles: new Set([...parseList(row.roles), ...fromGroups]) });
  }
  return out;
}

/** The users whose effective roles differ between two snapshots. */
export const rolesDiffer = (before: Map<number, string>, after: Map<number, string>): number[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id));
