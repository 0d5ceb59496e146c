// The administration's change log (GET /api/admin/changes) on SQLite and MariaDB: a group made through
// the admin plugin and a change of the branch settings are listed with who made them and which fields,
// filtered by type, text and day, paged; no one without ROLE_ADMIN_READ reads it.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import { testDb } from '../support/dbs.js';

const ok = (r: { status: number; body: any }, status = 200) => {
  expect(r.status, JSON.stringify(r.body)).to.equal(status);
  return r.body;
};

describe(`administration change log on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let boss: TestClient;

  before(async () => {
    k = await startTestKernel({ plugins: [admin], db: testDb(), config: { retention: { everyMs: 0 } } });
    boss = await k.userWith(ok(await (await k.userWith([], 'probe')).get('/api/authorities')), 'boss');
  });
  after(async () => k?.stop());

  it('lists who changed users, groups and the branch settings, and what', async () => {
    ok(await boss.post('/api/groups', { name: 'Plantão da noite', userIds: [] }), 201);
    const cfg = ok(await boss.get('/api/branch/config'));
    ok(await boss.put('/api/branch/config', { ...cfg, retention: { ...cfg.retention, trashDays: 45 } }));

    const types = ok(await boss.get('/api/admin/changes/types'));
    expect(types).to.include.members(['branch_config', 'group', 'user', 'program']);
    const all = ok(await boss.get('/api/admin/changes?size=100'));
    const settings = all.data.find((r: any) => r.entityType === 'branch_config');
    expect(settings).to.include({ revisorNickname: 'boss', slug: cfg.branchName });
    expect(settings.changes.retention.new.trashDays).to.equal(45);
    expect(settings.changes).not.to.have.property('locale');
    expect(all.data.some((r: any) => r.entityType === 'group' && r.slug === 'Plantão da noite')).to.equal(true);

    expect(ok(await boss.get('/api/admin/changes?type=group')).data.every((r: any) => r.entityType === 'group')).to.equal(true);
    expect(ok(await boss.get('/api/admin/changes?filter=noite')).total).to.equal(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - 86_400_000));
    expect(ok(await boss.get(`/api/admin/changes?from=${today}&to=${today}`)).total).to.equal(all.total);
    expect(ok(await boss.get(`/api/admin/changes?to=${yesterday}`)).total).to.equal(0);
    expect(ok(await boss.get('/api/admin/changes?size=1&page=1'))).to.include({ number: 1, size: 1, total: all.total });
  });

  it('refuses a type outside the log, reversed days, and a user without ROLE_ADMIN_READ', async () => {
    const bad = await boss.get('/api/admin/changes?type=story');
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('type');
    expect((await boss.get('/api/admin/changes?from=2026-02-02&to=2026-02-01')).body.details.issues[0].field).to.equal('from');
    const plain = await k.userWith(['ROLE_USER_READ'], 'plain');
    expect((await plain.get('/api/admin/changes')).status).to.equal(403);
  });
});
