import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { openDatabase, type KnexDatabase } from '../src/storage/db.js';

// SQLite keeps prepared statements per connection (storage/db.ts): the answers must stay those of
// a fresh statement, across schema changes and past the number kept.
describe('SQLite kept statements', () => {
  let dir: string;
  let db: KnexDatabase;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-statements-'));
    db = openDatabase({ dbUrl: null, dataDir: dir });
  });
  after(async () => {
    await db.knex.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same SQL again after the table changed under it', async () => {
    await db.knex.schema.createTable('kept', (t) => { t.increments('id'); t.string('slug'); });
    await db.knex('kept').insert({ slug: 'a' });
    expect(await db.knex('kept').select('*')).to.deep.equal([{ id: 1, slug: 'a' }]);
    await db.knex.schema.alterTable('kept', (t) => { t.integer('position').defaultTo(7); });
    expect(await db.knex('kept').select('*')).to.deep.equal([{ id: 1, slug: 'a', position: 7 }]);
    await db.knex.schema.dropTable('kept');
    let error: Error | null = null;
    await db.knex('kept').select('*').catch((e: Error) => (error = e));
    expect(String(error)).to.match(/no such table/);
  });

  it('keeps answering right past the number of statements kept', async () => {
    await db.knex.schema.createTable('many', (t) => { t.integer('n'); });
    await db.knex('many').insert(Array.from({ length: 10 }, (_, n) => ({ n })));
    for (let i = 0; i < 600; i++) {
      const rows = await db.knex('many').where('n', '<', (i % 10) + 1).select(db.knex.raw(`n + ${i} as v`));
      expect(rows.length).to.equal((i % 10) + 1);
      expect(rows[0].v).to.equal(i);
    }
    expect((await db.knex('many').where('n', '<', 3).select(db.knex.raw('n + 0 as v'))).map((r) => r.v)).to.deep.equal([0, 1, 2]);
  });
});
