// The sync lease on the real databases: several instances asking at once, exactly one runs; a
// crashed holder's lease runs out; a scheduled run waits its interval since the last start.
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import createKnex, { type Knex } from 'knex';
import { directoryTables } from '../migrations/001_directory.js';
import { acquire, readState, release } from '../src/server/services/state.js';
import { testDb } from './support.js';

const MYSQL = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
const zero = { created: 0, updated: 0, deactivated: 0, groups: 0, skipped: 0 };

describe(`directory sync lease on ${testDb()}`, () => {
  let knex: Knex;
  let drop: () => Promise<void>;

  before(async () => {
    if (testDb() === 'mysql') {
      const name = `lauda_ldap_lease_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const server = createKnex({ client: 'mysql2', connection: MYSQL });
      await server.raw(`create database ${name}`);
      knex = createKnex({ client: 'mysql2', connection: { ...MYSQL, database: name }, pool: { min: 0, max: 4 } });
      drop = async () => {
        await knex.destroy();
        await server.raw(`drop database ${name}`);
        await server.destroy();
      };
    } else {
      knex = createKnex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
      drop = () => knex.destroy();
    }
    await directoryTables.up(knex);
  });
  after(async () => drop?.());

  it('lets one of several instances asking at once hold the sync, and only the holder release it', async () => {
    const now = 1_000_000;
    const won = await Promise.all(['a', 'b', 'c', 'd'].map((owner) => acquire(knex, { owner, now, leaseMs: 60_000, trigger: 'manual' })));
    expect(won.filter(Boolean)).to.have.length(1);
    const holder = ['a', 'b', 'c', 'd'][won.indexOf(true)]!;
    const other = holder === 'a' ? 'b' : 'a';
    await release(knex, other, now + 10, { ...zero, created: 9 }, null);
    expect(await readState(knex)).to.include({ syncing: true, created: 0 });
    await release(knex, holder, now + 20, { ...zero, created: 2 }, null);
    expect(await readState(knex)).to.include({ syncing: false, created: 2, error: null, trigger: 'manual' });
  });

  it('gives a crashed holder\'s sync to another instance once its lease has run out', async () => {
    const now = 2_000_000;
    expect(await acquire(knex, { owner: 'crashed', now, leaseMs: 1000, trigger: 'manual' })).to.equal(true);
    expect(await acquire(knex, { owner: 'next', now: now + 999, leaseMs: 1000, trigger: 'manual' })).to.equal(false);
    expect(await acquire(knex, { owner: 'next', now: now + 1001, leaseMs: 1000, trigger: 'manual' })).to.equal(true);
    await release(knex, 'next', now + 1100, zero, { message: 'The directory does not answer: boom', code: 'ldap.unavailable' });
    expect(await readState(knex)).to.include({ error: 'The directory does not answer: boom', errorCode: 'ldap.unavailable' });
  });

  it('runs a scheduled sync only when the interval has passed since the last start', async () => {
    const started = 3_000_000;
    expect(await acquire(knex, { owner: 'a', now: started, leaseMs: 1000, trigger: 'manual' })).to.equal(true);
    await release(knex, 'a', started + 100, zero, null);
    const every = 60_000;
    expect(await acquire(knex, { owner: 'b', now: started + every - 1, leaseMs: 1000, trigger: 'scheduled', everyMs: every })).to.equal(false);
    const both = await Promise.all(['b', 'c'].map((owner) => acquire(knex, { owner, now: started + every, leaseMs: 1000, trigger: 'scheduled', everyMs: every })));
    expect(both.filter(Boolean)).to.have.length(1);
    expect(await readState(knex)).to.include({ syncing: true, trigger: 'scheduled' });
  });
});
