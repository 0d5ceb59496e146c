/**
 * Test-only wiring of the social part, so these tests do not depend on the agency plugin's own
 * definition: a plugin with id `agency` (its config block is `plugins.agency.config`) holding only
 * the social migrations, topics and routes, and a store that records what reached it.
 */
import { definePlugin } from '@lauda/sdk/server';
import type { Ctx } from '../../src/server/context.js';
import { deps } from '../../src/server/deps.js';
import type { FetchedItem } from '../../src/server/items.js';
import { SOCIAL_TOPICS, socialMigrations, socialPart } from '../../src/server/social/index.js';

export interface StoreCall { kind: string; sourceId: number; categoryId: number | null; items: FetchedItem[] }

/** Records every call and answers how many guids it had not seen (as the agency's store de-duplicates). */
export class RecordingStore {
  readonly calls: StoreCall[] = [];
  private readonly seen = new Set<string>();
  readonly store = async (_ctx: Ctx, kind: string, sourceId: number, categoryId: number | null, items: FetchedItem[]): Promise<number> => {
    this.calls.push({ kind, sourceId, categoryId, items });
    const fresh = items.filter((i) => !this.seen.has(i.guid));
    for (const i of fresh) this.seen.add(i.guid);
    return fresh.length;
  };

  /** every guid handed over for one source, in order, repeats included */
  guids(sourceId: number): string[] {
    return this.calls.filter((c) => c.sourceId === sourceId).flatMap((c) => c.items.map((i) => i.guid));
  }
}

export function socialTestPlugin(recorder: RecordingStore) {
  return definePlugin({
    id: 'agency',
    version: '0.1.0',
    sdk: '^0.1.0',
    description: 'test wiring of the agency social part',
    dependsOn: ['guidelines'],
    migrations: socialMigrations,
    topics: SOCIAL_TOPICS,
    deps,
    setup(d) {
      const ctx: Ctx = { ...d, now: () => d.clock.now().getTime() };
      const part = socialPart(ctx, recorder.store);
      return { routes: (router) => part.routes(router), start: () => part.start() };
    },
  });
}
