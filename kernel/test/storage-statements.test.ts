import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { loadConfig } from '../src/config/index.js';
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

  it('gives rows as better-sqlite3 would: plain objects, a repeated name keeping its last value, any column name', async () => {
    await db.knex.schema.createTable('shapes', (t) => { t.increments('id'); t.string('slug'); t.text('note'); });
    await db.knex('shapes').insert([{ slug: 'a', note: null }, { slug: 'b', note: 'x' }]);
    const rows = await db.knex('shapes').orderBy('id').select('id', 'slug', 'note');
    expect(rows).to.deep.equal([{ id: 1, slug: 'a', note: null }, { id: 2, slug: 'b', note: 'x' }]);
    expect(Object.getPrototypeOf(rows[0])).to.equal(Object.prototype);
    expect((await db.knex.raw('select 1 as v, 2 as v'))[0]).to.deep.equal({ v: 2 });
    // odd names, in a short answer (better-sqlite3's objects) and a long one (read as arrays)
    const oddSql = `select 1 as "__proto__", 2 as "a b", 3 as "it's", 4 as "x""y", n from (${Array.from({ length: 20 }, (_, i) => `select ${i} as n`).join(' union all ')}) where n < ?`;
    const short = (await db.knex.raw(oddSql, [1])) as Record<string, unknown>[];
    await db.knex.raw(oddSql, [20]);
    const long = (await db.knex.raw(oddSql, [20])) as Record<string, unknown>[];
    for (const odd of [short[0]!, long[0]!]) {
      expect(Object.getPrototypeOf(odd)).to.equal(Object.prototype);
      expect(odd).to.deep.equal({ 'a b': 2, "it's": 3, 'x"y': 4, n: 0 });
    }
    // a statement that writes and answers rows runs once
    const back = await db.knex('shapes').insert({ slug: 'c' }).returning(['id', 'slug']);
    expect(back).to.deep.equal([{ id: 3, slug: 'c' }]);
    expect(await db.knex('shapes').count({ n: '*' })).to.deep.equal([{ n: 3 }]);
    expect(await db.knex('shapes').where('id', '>', 99).select('*')).to.deep.equal([]);
  });

  it('gives the same rows when a statement reads long lists as arrays, also after the table changed', async () => {
    await db.knex.schema.createTable('long', (t) => { t.increments('id'); t.string('slug'); });
    await db.knex('long').insert(Array.from({ length: 40 }, (_, i) => ({ slug: `s${i}` })));
    const list = () => db.knex('long').where('id', '<=', db.knex.raw('?', [limit])).orderBy('id').select('*');
    let limit = 40;
    const first = await list(); // better-sqlite3's objects; the next run reads arrays
    const second = await list();
    expect(second).to.deep.equal(first);
    expect(second[39]).to.deep.equal({ id: 40, slug: 's39' });
    expect(Object.keys(second[0]!)).to.deep.equal(['id', 'slug']);
    await db.knex.schema.alterTable('long', (t) => { t.renameColumn('slug', 'name'); });
    expect((await list())[0]).to.deep.equal({ id: 1, name: 's0' });
    limit = 2; // a short list after a long one, and a long one after it
    expect(await list()).to.deep.equal([{ id: 1, name: 's0' }, { id: 2, name: 's1' }]);
    limit = 40;
    expect((await list()).length).to.equal(40);
    expect((await list())[39]).to.deep.equal({ id: 40, name: 's39' });
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

// A commit that waits for an fsync costs 6 ms at the median on this machine's disk: the embedded
// database commits without it unless the config asks (`LAUDA_SQLITE_SYNC=full`).
describe('SQLite synchronous setting', () => {
  const opened: { dir: string; db: KnexDatabase }[] = [];
  const open = (sqliteSync?: 'normal' | 'full') => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-sync-'));
    const db = openDatabase({ dbUrl: null, dataDir: dir, sqliteSync });
    opened.push({ dir, db });
    return db;
  };
  after(async () => {
    for (const o of opened) {
      await o.db.knex.destroy();
      fs.rmSync(o.dir, { recursive: true, force: true });
    }
  });
  const synchronous = async (db: KnexDatabase) => ((await db.knex.raw('PRAGMA synchronous')) as { synchronous: number }[])[0]!.synchronous;

  it('is NORMAL (1) by default and FULL (2) when asked, in WAL mode', async () => {
    expect(await synchronous(open())).to.equal(1);
    expect(await synchronous(open('full'))).to.equal(2);
    expect(((await open().knex.raw('PRAGMA journal_mode')) as { journal_mode: string }[])[0]!.journal_mode).to.equal('wal');
  });

  it('is read from LAUDA_SQLITE_SYNC, and a wrong value is refused by name', () => {
    expect(loadConfig({ LAUDA_SQLITE_SYNC: 'FULL' }).sqliteSync).to.equal('full');
    expect(loadConfig({}).sqliteSync).to.equal('normal');
    expect(() => loadConfig({ LAUDA_SQLITE_SYNC: 'off' })).to.throw(/LAUDA_SQLITE_SYNC must be "normal" or "full"/);
  });
});
