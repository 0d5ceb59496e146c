/**
 * The sync's live messages keep the order of the states they tell: a progress message read before
 * the sync ended must not reach subscribers after "done", even when its publish is slow. The
 * device's row is kept in an in-memory SQLite (no database server); the live bus is a fake that
 * delays its first message.
 */
import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import type { SyncState } from '../src/common/index.js';
import type { Ctx } from '../src/server/context.js';
import { MediaSync } from '../src/server/sync.js';
import { mediaInit } from '../migrations/001_media.js';

describe('media sync messages', () => {
  let knex: Knex;
  beforeEach(async () => {
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await mediaInit.up(knex);
  });
  afterEach(() => knex.destroy());

  it('are sent in the order of the states read, a slow progress message before "done"', async () => {
    const sent: string[] = [];
    let first = true;
    const ctx = {
      db: { knex },
      now: () => Date.now(),
      settings: { syncQuietMs: 60_000, syncFirstObjectMs: 60_000 },
      logger: { warn: () => {}, info: () => {} },
      live: {
        async publish(_topic: string, _op: string, _id: string, data: { sync: SyncState }) {
          if (first) {
            first = false;
            await new Promise((r) => setTimeout(r, 80));
          }
          sent.push(`${data.sync.state}:${data.sync.received}`);
        },
      },
    } as unknown as Ctx;
    await knex('media_devices').insert({ device_id: 7, sync_state: 'requested', sync_lease_until: Date.now() + 60_000 });
    const sync = new MediaSync(ctx);
    try {
      const progress = sync.received(7, 2, false);
      await new Promise((r) => setTimeout(r, 20));
      await sync.received(7, 2, true);
      await progress;
    } finally {
      sync.stop();
    }
    expect(sent).to.deep.equal(['receiving:2', 'done:4']);
  });
});
