import { expect } from 'chai';
import { bootKernel, freshDatabase } from '@lauda/kernel';
import hello from '@lauda/plugin-hello';
import { testDb } from '../support/dbs.js';

const db = testDb();

describe(`storage on ${db}`, function () {
  this.timeout(60_000);

  it('migrates an empty database, and a second run changes nothing', async () => {
    const fresh = await freshDatabase(db);
    try {
      const config = { ...fresh.config, logLevel: 'error' as const };
      const first = await bootKernel({ env: {}, plugins: [hello], config });
      // the kernel's migrations first, then the plugin's
      expect(first.migrated[0]).to.equal('kernel/001_kernel');
      expect(first.migrated.at(-1)).to.equal('hello/001_greetings');
      expect(first.migrated.filter((m) => m.startsWith('hello/'))).to.deep.equal(['hello/001_greetings']);
      expect(first.db.dialect).to.equal(db);
      await first.db.knex('hello_greetings').insert({ text: 'kept', author: 'T', created_at: 1 });

      if (db === 'mysql') {
        // a long script's revision must fit: MEDIUMTEXT, not the 64 KB TEXT
        const [rows] = await first.db.knex.raw("SELECT DATA_TYPE AS t FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'revisions' AND COLUMN_NAME = 'changes'");
        expect(rows[0].t).to.equal('mediumtext');
      }
      await first.close();

      const second = await bootKernel({ env: {}, plugins: [hello], config });
      expect(second.migrated).to.deep.equal([]);
      expect((await second.db.knex('hello_greetings').select('text')).map((r) => r.text)).to.deep.equal(['kept']);
      await second.close();

      // a plugin disabled later leaves its tables and does not break the kernel's migrations
      const third = await bootKernel({ env: {}, plugins: [], config });
      expect(third.migrated).to.deep.equal([]);
      await third.close();
    } finally {
      await fresh.drop();
    }
  });

  it('rolls back a transaction that fails half way, and runs afterCommit only on commit', async () => {
    const fresh = await freshDatabase(db);
    const k = await bootKernel({ env: {}, plugins: [hello], config: { ...fresh.config, logLevel: 'error' } });
    try {
      let ran = 0;
      const err = await k.db
        .transaction(async (trx, afterCommit) => {
          await trx('hello_greetings').insert({ text: 'one', author: 'T', created_at: 1 });
          afterCommit(() => { ran++; });
          await trx('hello_greetings').insert({ text: null, author: 'T', created_at: 2 }); // NOT NULL violation
        })
        .then(() => null, (e: Error) => e);
      expect(err).to.be.instanceOf(Error);
      expect(ran).to.equal(0);
      expect(await k.db.knex('hello_greetings').count({ n: '*' }).first()).to.satisfy((r: { n: number | string }) => Number(r.n) === 0);
      await k.db.transaction(async (trx, afterCommit) => {
        await trx('hello_greetings').insert({ text: 'two', author: 'T', created_at: 3 });
        afterCommit(() => { ran++; });
      });
      expect(ran).to.equal(1);
    } finally {
      await k.close();
      await fresh.drop();
    }
  });

  it('pages a query with its total', async () => {
    const fresh = await freshDatabase(db);
    const k = await bootKernel({ env: {}, plugins: [hello], config: { ...fresh.config, logLevel: 'error' } });
    try {
      await k.db.knex('hello_greetings').insert(Array.from({ length: 7 }, (_, i) => ({ text: `t${i}`, author: 'T', created_at: i })));
      const page = await k.db.page(k.db.knex('hello_greetings').orderBy('id'), { page: 1, size: 3 });
      expect(page.number).to.equal(1);
      expect(page.size).to.equal(3);
      expect(page.total).to.equal(7);
      expect(page.data.map((r: any) => r.text)).to.deep.equal(['t3', 't4', 't5']);
    } finally {
      await k.close();
      await fresh.drop();
    }
  });
});
