import type { Knex } from '@lauda/sdk/server';
import type { ContentCounter } from '../refs.js';

/**
 * Content counters registered by dependent plugins, per entity kind (program, team, branch, lookups).
 * A deletion asks every counter of its kind inside its transaction; any non-zero count refuses it.
 */
export class CounterRegistry {
  private readonly byKind = new Map<string, Map<string, ContentCounter>>();

  register(kind: string, name: string, count: ContentCounter): void {
    if (!name || typeof count !== 'function') throw new Error(`admin: a content counter needs a name and a function (${kind})`);
    const counters = this.byKind.get(kind) ?? new Map<string, ContentCounter>();
    if (counters.has(name)) throw new Error(`admin: content counter "${name}" for ${kind} is registered twice`);
    counters.set(name, count);
    this.byKind.set(kind, counters);
  }

  /** The non-zero counts of the records using `id`, by counter name, and their total. */
  async count(kind: string, id: number, trx: Knex.Transaction): Promise<{ counts: Record<string, number>; total: number }> {
    const counts: Record<string, number> = {};
    let total = 0;
    for (const [name, fn] of this.byKind.get(kind) ?? []) {
      const n = Number(await fn(id, trx));
      if (n > 0) {
        counts[name] = n;
        total += n;
      }
    }
    return { counts, total };
  }
}
