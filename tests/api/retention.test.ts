// The one retention job on SQLite and MariaDB (LAUDA_TEST_DB): every kind deletes exactly what is due
// (rows seeded on both sides of each boundary), the dry run counts what a run then deletes, two kernels
// sharing one database run the scheduled job once, a run holding the lease makes another a 409, and
// the trash lists only what the caller may see.
import { expect } from 'chai';
import { startKernel, startTestKernel, type Kernel } from '@lauda/kernel';
type KernelTestKernel = Awaited<ReturnType<typeof startTestKernel>>;
import { coreServices, definePlugin, type DocumentId, type Visibility } from '@lauda/sdk/server';
import type { TestClient } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import chat from '@lauda/plugin-chat';
import notices from '@lauda/plugin-notices';
import { testDb } from '../support/dbs.js';

const DAY = 86_400_000;
type Job = { run(t: 'schedule' | 'manual'): Promise<{ id: number; instance: string; deleted: Record<string, number> } | null> };
const jobOf = (k: Kernel) => k.container.resolve<Job>(coreServices.retention.id);
const ok = (r: { status: number; body: any }, status = 200) => {
  expect(r.status, JSON.stringify(r.body)).to.equal(status);
  return r.body;
};

/** A document type whose rows only their owner sees: the trash must follow it. */
const memo = definePlugin({
  id: 'memo',
  version: '0.1.0',
  sdk: '^0.1.0',
  permissions: [{ role: 'ROLE_MEMO', description: 'memos' }],
  migrations: [{
    name: '001_memo',
    up: (knex) => knex.schema.createTable('memo_items', (t) => {
      t.increments('id').primary();
      t.string('title', 100).notNullable();
      t.integer('owner_id').notNullable();
      t.bigInteger('deleted_at').nullable();
    }),
  }],
  deps: { db: coreServices.db },
  setup: ({ db }) => ({
    documents: [{
      type: 'memo',
      readRoles: ['ROLE_MEMO'],
      changeRoles: ['ROLE_MEMO'],
      async visibility(user, ids) {
        const rows = await db.knex('memo_items').whereIn('id', [...ids]).where('owner_id', user.id);
        return new Map<DocumentId, Visibility>(rows.map((r) => [String(r.id), 'full']));
      },
      changeable: async (_user, ids) => new Set(ids),
      trash: { table: 'memo_items', titleColumn: 'title' },
    }],
  }),
});
const plugins = [admin, rundown, chat, notices, memo];

describe(`retention job on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let boss: TestClient;
  const knex = () => k.kernel.db.knex;
  const branchDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * DAY));

  before(async () => {
    // no scheduled run: the test decides when the job runs
    k = await startTestKernel({ plugins, db: testDb(), config: { retention: { everyMs: 0 } } });
    boss = await k.userWith(ok(await (await k.userWith([], 'probe')).get('/api/authorities')), 'boss');
  });
  after(async () => k?.stop());

  it('deletes exactly what each kind keeps past its setting, and the dry run counted it', async () => {
    const now = Date.now();
    const me = Number(ok(await boss.get('/api/users/me')).id);
    const other = await k.userWith(['ROLE_CHAT_READ'], 'other');
    const otherId = Number(ok(await other.get('/api/users/me')).id);
    // trash (30 days): one deleted 31 days ago, one 29 days ago
    for (const [title, age] of [['memo-old', 31], ['memo-new', 29]] as const) {
      const [id] = await knex()('memo_items').insert({ title, owner_id: me, deleted_at: now - age * DAY });
      await knex()('trash').insert({ entity_type: 'memo', entity_id: String(id), title, deleted_at: now - age * DAY, deleted_by: 'boss' });
    }
    // user logs (12 months)
    await knex()('auth_logs').insert([400, 300].map((age) => ({ at: now - age * DAY, event: 'signIn', success: true, username: 'old-logs' })));
    // document versions (365 days): each document keeps its newest one, however old
    const rev = (id: string, age: number) => ({ entity_type: 'memo', entity_id: id, revision_date: now - age * DAY, changes: '{}' });
    await knex()('revisions').insert([rev('a', 400), rev('a', 380), rev('b', 400), rev('b', 10), rev('c', 500)]);
    // chat history (365 days)
    const c = ok(await boss.post('/api/chats', { userIds: [otherId] }), 201);
    for (const age of [366, 364, 0]) {
      const m = ok(await boss.post(`/api/chats/${c.id}/messages`, { text: `m${age}` }), 201);
      await knex()('chat_messages').where('id', m.id).update({ sent_at: now - age * DAY });
    }
    // notices (90 days after their last day)
    for (const to of [-91, -90]) ok(await boss.post('/api/notices', { title: `n${to}`, from: branchDay(to - 5), to: branchDay(to) }), 201);
    // rundown logs (365 days)
    await knex()('rundown_logs').insert([366, 364].map((age) => ({ rundown_id: 1, at: now - age * DAY, kind: 'UPDATE', entity_type: 'story', entity_id: 1 })));

    const expected = { trash: 1, userLogs: 1, documentVersions: 2, chatHistory: 1, notices: 1, rundownLogs: 1 };
    const before = ok(await boss.get('/api/retention'));
    const due = Object.fromEntries(before.kinds.map((x: any) => [x.kind, x.due]));
    expect(due).to.deep.equal(expected);
    expect(before.kinds.find((x: any) => x.kind === 'userLogs')).to.include({ setting: 'userLogsMonths', unit: 'months', value: 12 });

    const run = ok(await boss.post('/api/retention/run'));
    expect(run.deleted).to.deep.equal(expected);
    expect(run).to.include({ trigger: 'manual', total: 7 });
    expect((await knex()('memo_items').select('title')).map((r: any) => r.title)).to.deep.equal(['memo-new']);
    expect((await knex()('revisions').where('entity_type', 'memo').orderBy('id').select('entity_id')).map((r: any) => r.entity_id)).to.deep.equal(['a', 'b', 'c']);
    const after = ok(await boss.get('/api/retention'));
    for (const x of after.kinds) {
      expect(x.due, x.kind).to.equal(0);
      expect(x.lastDeleted, x.kind).to.equal(expected[x.kind as keyof typeof expected]);
      expect(x.lastRunAt, x.kind).to.be.a('string');
    }
    // 0 keeps for ever: nothing is due whatever its age
    const cfg = ok(await boss.get('/api/branch/config'));
    ok(await boss.put('/api/branch/config', { ...cfg, retention: { ...cfg.retention, rundownLogsDays: 0 } }));
    await knex()('rundown_logs').insert({ rundown_id: 1, at: now - 3000 * DAY, kind: 'UPDATE', entity_type: 'story', entity_id: 1 });
    expect(ok(await boss.get('/api/retention')).kinds.find((x: any) => x.kind === 'rundownLogs')).to.include({ value: 0, due: 0 });
    expect(ok(await boss.post('/api/retention/run')).deleted.rundownLogs).to.equal(0);
  });

  it('is for administrators: reading needs ROLE_ADMIN_READ, running ROLE_ADMIN_WRITE', async () => {
    const reader = await k.userWith(['ROLE_ADMIN_READ'], 'reader');
    ok(await reader.get('/api/retention'));
    expect((await reader.post('/api/retention/run')).status).to.equal(403);
    expect((await (await k.userWith([], 'nobody')).get('/api/retention')).status).to.equal(403);
  });

  it('answers 409 retention.running while another run holds the lease', async () => {
    await knex()('retention_lease').update({ holder: 'elsewhere', lease_until: Date.now() + 60_000 });
    const r = await boss.post('/api/retention/run');
    expect(r.status).to.equal(409);
    expect(r.body.code).to.equal('retention.running');
    await knex()('retention_lease').update({ holder: null, lease_until: 0 });
  });

  it('lists in the trash only what the caller may see, filtered by type and day', async () => {
    // holds the type's roles, but the memo is not theirs
    const stranger = await k.userWith(['ROLE_MEMO'], 'stranger');
    const mine = ok(await boss.get('/api/trash?type=memo'));
    expect(mine.data.map((t: any) => t.title)).to.deep.equal(['memo-new']);
    expect(ok(await stranger.get('/api/trash')).total).to.equal(0);
    expect(ok(await stranger.get('/api/trash?type=memo')).total).to.equal(0);
    expect((await stranger.post(`/api/trash/${mine.data[0].id}/restore`)).status).to.equal(404);
    expect(ok(await boss.get('/api/trash/types'))).to.include('memo');
    expect(ok(await boss.get(`/api/trash?from=${branchDay(-1)}`)).total).to.equal(0);
    expect(ok(await boss.get(`/api/trash?from=${branchDay(-30)}&to=${branchDay(-28)}`)).total).to.equal(1);
    const bad = await boss.get('/api/trash?from=2026-02-31x');
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('from');
  });
});

describe(`retention job with two kernels on one ${testDb()} database`, function () {
  this.timeout(60_000);
  let a: KernelTestKernel;
  let b: Kernel | null = null;
  after(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('runs the scheduled job once between them, and once per period', async () => {
    a = await startTestKernel({ plugins: [chat], db: testDb(), config: { retention: { everyMs: 3_600_000 } } });
    const { dbUrl, dataDir } = a.kernel.config;
    b = await startKernel({ env: {}, plugins: [chat], config: { port: 0, host: '127.0.0.1', logLevel: 'error', dbUrl, dataDir } });
    const knex = a.kernel.db.knex;
    // both asked at start: one ran, and the lease is free again
    for (let i = 0; i < 100 && !(await knex('retention_runs').whereNotNull('finished_at').first()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await knex('retention_runs').select('trigger')).to.deep.equal([{ trigger: 'schedule' }]);
    // not due again within the period, whoever asks
    expect(await Promise.all([jobOf(a.kernel).run('schedule'), jobOf(b).run('schedule')])).to.deep.equal([null, null]);
    // the period has passed: both ask at once, one runs
    await knex('retention_lease').update({ next_at: 0 });
    const runs = await Promise.all([jobOf(a.kernel).run('schedule'), jobOf(b).run('schedule'), jobOf(a.kernel).run('schedule')]);
    expect(runs.filter(Boolean)).to.have.length(1);
    expect(await knex('retention_runs').count({ n: '*' }).first()).to.deep.include({ n: 2 });
    expect(Number((await knex('retention_lease').first()).next_at)).to.be.greaterThan(Date.now() + 3_000_000);
  });
});
