import type { Groups, Users } from '@lauda/sdk/server';
import { fieldError } from '../util.js';

/**
 * Checks the users and groups an admin record references, through the kernel's `core.users` and
 * `core.groups`. Those services read outside any transaction of ours (on SQLite a read on another
 * connection would wait for our transaction), so every check runs before the transaction opens.
 */
export class Directory {
  constructor(private readonly users: Users, private readonly groups: Groups) {}

  /**
   * Every id must be a known user; ids not in `kept` (those the record already had) must also be
   * active. A failure is a 400 naming `field`.
   */
  async checkUsers(field: string, ids: readonly number[], code: string, kept: ReadonlySet<number> = new Set()): Promise<void> {
    if (!ids.length) return;
    const found = new Map((await this.users.byIds(ids)).map((u) => [u.id, u]));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length) throw fieldError(field, `unknown user ${unknown.join(', ')}`, code, { ids: unknown });
    const inactive = ids.filter((id) => !kept.has(id) && !found.get(id)!.active);
    if (inactive.length) throw fieldError(field, `deactivated user ${inactive.join(', ')}`, code, { ids: inactive });
  }

  async checkGroups(field: string, ids: readonly number[], code: string): Promise<void> {
    if (!ids.length) return;
    const known = new Set((await this.groups.list()).map((g) => g.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw fieldError(field, `unknown group ${unknown.join(', ')}`, code, { ids: unknown });
  }

  async groupIdsOf(userId: number): Promise<number[]> {
    return (await this.users.groupIdsOf([userId])).get(userId) ?? [];
  }

  /** The group ids of many users (unknown users have none). */
  groupIdsOfMany(userIds: readonly number[]): Promise<Map<number, number[]>> {
    return this.users.groupIdsOf(userIds);
  }

  nicknames(ids: readonly number[]): Promise<Map<number, string>> {
    return ids.length ? this.users.nicknames(ids) : Promise.resolve(new Map());
  }
}
