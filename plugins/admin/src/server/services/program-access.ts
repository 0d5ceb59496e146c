import type { Database, SessionUser } from '@lauda/sdk/server';
import type { Directory } from './directory.js';
import { num } from '../util.js';

/** how long one user object's program answer is reused (another instance's change is seen after it) */
const ACCESS_MEMO_MS = 100;

/**
 * Which programs a user opens: a program with groups only to their members, one without to everyone,
 * every program to the support account.
 */
export class ProgramAccess {
  private readonly recent = new WeakMap<SessionUser, { at: number; generation: number; ids: Promise<number[]> }>();
  private generation = 0;

  constructor(private readonly db: Database, private readonly directory: Directory) {}

  /**
   * Memoized per user object for a moment: the kernel gives each request its own, so the checks
   * of one request (its document rule, then the service's own) ask the database once.
   */
  accessibleIds(user: SessionUser): Promise<number[]> {
    const now = Date.now();
    const hit = this.recent.get(user);
    if (hit && now - hit.at < ACCESS_MEMO_MS && hit.generation === this.generation) return hit.ids;
    const ids = this.load(user);
    this.recent.set(user, { at: now, generation: this.generation, ids });
    ids.catch(() => this.recent.delete(user));
    return ids;
  }

  /** a program changed here: no memoized answer outlives it on this instance */
  changed(): true {
    this.generation++;
    return true;
  }

  private async load(user: SessionUser): Promise<number[]> {
    const knex = this.db.knex;
    const q = knex('admin_programs as p').select('p.id');
    if (!user.support) {
      const groupIds = await this.directory.groupIdsOf(user.id);
      q.where((w) => {
        w.whereNotExists(knex('admin_program_groups as g').select('g.program_id').whereRaw('?? = ??', ['g.program_id', 'p.id']));
        if (groupIds.length) {
          w.orWhereExists(knex('admin_program_groups as g').select('g.program_id').whereRaw('?? = ??', ['g.program_id', 'p.id']).whereIn('g.group_id', groupIds));
        }
      });
    }
    return (await q).map((r: { id: number }) => num(r.id));
  }

  async accessibleIdsOfMany(users: readonly SessionUser[]): Promise<number[][]> {
    if (!users.length) return [];
    const knex = this.db.knex;
    const all = (await knex('admin_programs').select('id')).map((r: { id: number }) => num(r.id));
    const guards = new Map<number, Set<number>>();
    for (const r of (await knex('admin_program_groups').select('program_id', 'group_id')) as { program_id: number; group_id: number }[]) {
      const g = guards.get(num(r.program_id)) ?? new Set<number>();
      g.add(num(r.group_id));
      guards.set(num(r.program_id), g);
    }
    const groupsOf = await this.directory.groupIdsOfMany(users.filter((u) => !u.support).map((u) => u.id));
    return users.map((u) => (u.support ? all : all.filter((p) => {
      const g = guards.get(p);
      return !g || (groupsOf.get(u.id) ?? []).some((id) => g.has(id));
    })));
  }
}
