import { expect } from 'chai';
import { coreServices, definePlugin, type Groups, type Users, type Actor } from '@lauda/sdk/server';
import type { TestClient } from '@lauda/sdk/testing';
import { startTestKernel, TEST_PASSWORD, type KernelTestKernel } from '../src/testing.js';
import { createUser } from '../src/auth/users.js';
import type { RetentionJob } from '../src/retention/service.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const actor: Actor = { userId: null, nickname: 'TEST', ip: '127.0.0.1' };
const DAY = 86_400_000;

/** A form sign-in from a client (optionally from another address, via X-Forwarded-For). */
function signInForm(c: TestClient, fields: Record<string, string>, address?: string) {
  return c.raw('POST', '/api/authentication', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...(address ? { 'x-forwarded-for': address } : {}),
  });
}

let nextAddress = 1;
/** A fresh client address per test, so one test's failures do not throttle another's. */
const freshAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

// A route that waits until the test lets it finish: a request in flight during a force-out.
let entered: () => void = () => {};
let release: () => void = () => {};
const slow = definePlugin({
  id: 'slowpoke', version: '1.0.0', sdk: '^0.1.0',
  setup: () => ({
    routes(r) {
      r.get('/api/slowpoke', { access: 'authenticated', summary: 'waits for the test' }, async ({ user }) => {
        const gate = new Promise<void>((resolve) => { release = resolve; });
        entered();
        await gate;
        return { nickname: user.nickname };
      });
    },
  }),
});

describe(`sign-in flows on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let users: Users;
  let groups: Groups;
  before(async () => {
    k = await startTestKernel({ db, plugins: [slow], config: { trustProxy: true } });
    users = k.kernel.container.resolve(coreServices.users.id);
    groups = k.kernel.container.resolve(coreServices.groups.id);
  });
  after(async () => k?.stop());

  it('first access: a new password is required, and new and confirmation must match', async () => {
    const { user, temporaryPassword } = await users.create({ username: 'first', nickname: 'FIRST', name: 'First Access' }, actor);
    expect(temporaryPassword).to.be.a('string').with.length.greaterThan(11);
    expect(user.mustChangePassword).to.equal(true);
    const c = k.anonymous();
    const a = await signInForm(c, { username: 'first', password: temporaryPassword! });
    expect(a.status).to.equal(401);
    expect(a.body.code).to.equal('error_reset_password');
    expect(c.cookie).to.equal(null);

    const mismatch = await signInForm(c, { username: 'first', password: temporaryPassword!, isResetPassword: 'true', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pasS' });
    expect(mismatch.status).to.equal(400);
    expect(mismatch.body.code).to.equal('error_new_password');
    expect(mismatch.body.details.field).to.equal('confirmPassword');
    const short = await signInForm(c, { username: 'first', password: temporaryPassword!, isResetPassword: 'true', newPassword: 'short', confirmPassword: 'short' });
    expect(short.status).to.equal(400);
    expect(short.body.code).to.equal('error_new_password');

    const ok = await signInForm(c, { username: 'first', password: temporaryPassword!, isResetPassword: 'true', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(ok.status).to.equal(200);
    expect(ok.body).to.include({ username: 'first', nickname: 'FIRST' });
    expect((await c.get('/api/users/me')).status).to.equal(200);
    // the temporary password is gone; the new one signs in without questions
    expect((await signInForm(k.anonymous(), { username: 'first', password: temporaryPassword! })).body.code).to.equal('error_authentication');
    expect((await signInForm(k.anonymous(), { username: 'first', password: 'brand-new-pass' })).status).to.equal(200);
  });

  it('after an admin reset: the old password stops working, sessions end, a new password is forced', async () => {
    await createUser(k.kernel.db.knex, { username: 'resetme', password: 'old-password-1', roles: [] });
    const c = await k.signIn('resetme', 'old-password-1');
    const id = (await c.get('/api/users/me')).body.id;
    const { temporaryPassword, user } = await users.resetPassword(id, actor);
    expect(user.mustChangePassword).to.equal(true);
    expect((await c.get('/api/users/me')).status).to.equal(401);
    expect((await signInForm(k.anonymous(), { username: 'resetme', password: 'old-password-1' })).body.code).to.equal('error_authentication');
    const d = k.anonymous();
    expect((await signInForm(d, { username: 'resetme', password: temporaryPassword })).body.code).to.equal('error_reset_password');
    const bad = await signInForm(d, { username: 'resetme', password: temporaryPassword, isResetPassword: 'true', newPassword: 'another-pass-2', confirmPassword: 'different-pass-2' });
    expect([bad.status, bad.body.code]).to.deep.equal([400, 'error_new_password']);
    const ok = await signInForm(d, { username: 'resetme', password: temporaryPassword, isResetPassword: 'true', newPassword: 'another-pass-2', confirmPassword: 'another-pass-2' });
    expect(ok.status).to.equal(200);
  });

  it('refuses a reset when no new password is required', async () => {
    await createUser(k.kernel.db.knex, { username: 'settled', password: TEST_PASSWORD, roles: [] });
    const r = await signInForm(k.anonymous(), { username: 'settled', password: TEST_PASSWORD, isResetPassword: 'true', newPassword: 'whatever-123', confirmPassword: 'whatever-123' });
    expect(r.status).to.equal(400);
    expect(r.body.code).to.equal('error_password_registered');
  });

  it('an expired password (branch passwordExpirationDays; 0 disables; a per-user value wins) asks for a new one', async () => {
    const knex = k.kernel.db.knex;
    const id = await createUser(knex, { username: 'oldpass', password: TEST_PASSWORD, roles: [] });
    await knex('users').where('id', id).update({ password_changed_at: Date.now() - 31 * DAY });
    expect((await signInForm(k.anonymous(), { username: 'oldpass', password: TEST_PASSWORD })).status).to.equal(200);

    const admin = await k.userWith(['ROLE_ADMIN_WRITE']);
    const cfg = (await admin.get('/api/branch/config')).body;
    expect((await admin.put('/api/branch/config', { ...cfg, passwordExpirationDays: 30 })).status).to.equal(200);
    try {
      const r = await signInForm(k.anonymous(), { username: 'oldpass', password: TEST_PASSWORD });
      expect([r.status, r.body.code]).to.deep.equal([401, 'error_reset_password']);
      await users.update(id, { passwordExpirationDays: 0 }, actor);
      expect((await signInForm(k.anonymous(), { username: 'oldpass', password: TEST_PASSWORD })).status).to.equal(200);
      await users.update(id, { passwordExpirationDays: null }, actor);
      const c = k.anonymous();
      const ok = await signInForm(c, { username: 'oldpass', password: TEST_PASSWORD, isResetPassword: 'true', newPassword: 'fresh-password-9', confirmPassword: 'fresh-password-9' });
      expect(ok.status).to.equal(200);
      expect((await signInForm(k.anonymous(), { username: 'oldpass', password: 'fresh-password-9' })).status).to.equal(200);
    } finally {
      const now = (await admin.get('/api/branch/config')).body;
      await admin.put('/api/branch/config', { ...now, passwordExpirationDays: 0 });
    }
  });

  it('a wrong password, an unknown user and a deactivated user get the same answer', async () => {
    const id = await createUser(k.kernel.db.knex, { username: 'leaving', password: TEST_PASSWORD, roles: [] });
    const c = await k.signIn('leaving', TEST_PASSWORD);
    const wrong = await signInForm(k.anonymous(), { username: 'leaving', password: 'not-the-password' }, freshAddress());
    const unknown = await signInForm(k.anonymous(), { username: 'nobody-at-all', password: 'not-the-password' }, freshAddress());
    expect(await users.remove([id], actor)).to.deep.equal([id]);
    expect((await c.get('/api/users/me')).status).to.equal(401);
    const inactive = await signInForm(k.anonymous(), { username: 'leaving', password: TEST_PASSWORD }, freshAddress());
    for (const r of [wrong, unknown, inactive]) expect(r.status).to.equal(401);
    expect(wrong.body).to.deep.equal(unknown.body);
    expect(inactive.body).to.deep.equal(unknown.body);
    expect(unknown.body.code).to.equal('error_authentication');
    // restored, the user signs in again
    await users.restore(id, actor);
    expect((await signInForm(k.anonymous(), { username: 'leaving', password: TEST_PASSWORD })).status).to.equal(200);
  });

  it('forced out while a request is in flight: that request finishes, the next is 401', async () => {
    const c = await k.userWith([], 'inflight');
    const id = (await c.get('/api/users/me')).body.id;
    const inside = new Promise<void>((resolve) => { entered = resolve; });
    const pending = c.get('/api/slowpoke');
    await inside;
    expect(await users.forceOut(id, actor)).to.equal(1);
    release();
    const r = await pending;
    expect(r.status).to.equal(200);
    expect(r.body.nickname).to.equal('inflight');
    expect((await c.get('/api/users/me')).status).to.equal(401);
    expect((await c.get('/api/slowpoke')).status).to.equal(401);
    const log = await k.kernel.db.knex('auth_logs').where({ user_id: id, event: 'forcedOut' }).first();
    expect(log).to.include({ by_nickname: 'TEST' });
  });

  it("a role or group change ends the user's sessions at once; the roles are the user's own ∪ their groups'", async () => {
    const first = await k.userWith(['ROLE_CHAT_READ'], 'changing');
    const id = (await first.get('/api/users/me')).body.id;
    expect((await first.get('/api/license/info')).status).to.equal(403);
    const g = await groups.create({ name: 'Admins of test', roles: ['ROLE_ADMIN_READ'], userIds: [id] }, actor);
    // joining a group with roles ended the session: no request runs on the old roles
    expect((await first.get('/api/users/me')).status).to.equal(401);
    const second = await k.signIn('changing', TEST_PASSWORD);
    await users.update(id, { roles: ['ROLE_CHAT_READ', 'ROLE_STORY_READ'] }, actor);
    expect((await second.get('/api/users/me')).status).to.equal(401);
    const third = await k.signIn('changing', TEST_PASSWORD);
    const me = (await third.get('/api/users/me')).body;
    expect(me.roles).to.have.members(['ROLE_ADMIN_READ', 'ROLE_CHAT_READ', 'ROLE_STORY_READ']);
    expect(me.levels).to.include({ admin: 'read', chat: 'read', stories: 'read', rundowns: 'none' });
    expect((await third.get('/api/license/info')).status).to.equal(200);
    // a change that moves no role (the name) keeps the session
    await users.update(id, { name: 'Still Changing', roles: ['ROLE_STORY_READ', 'ROLE_CHAT_READ'] }, actor);
    expect((await third.get('/api/users/me')).status).to.equal(200);
    const ended = await k.kernel.db.knex('sessions').where('user_id', id).whereNotNull('ended_at').select('end_reason');
    expect(ended.map((r) => r.end_reason)).to.deep.equal(['rolesChanged', 'rolesChanged']);
    const record = await users.get(id);
    expect(record.effectiveRoles).to.have.members(['ROLE_ADMIN_READ', 'ROLE_CHAT_READ', 'ROLE_STORY_READ']);
    expect(record.roles).to.have.members(['ROLE_CHAT_READ', 'ROLE_STORY_READ']);
    expect(record.groupIds).to.deep.equal([g.id]);
  });

  it('the support account passes every role check', async () => {
    await createUser(k.kernel.db.knex, { username: 'support', password: TEST_PASSWORD, roles: [] });
    const s = await k.signIn('support', TEST_PASSWORD);
    const me = (await s.get('/api/users/me')).body;
    expect(me.support).to.equal(true);
    expect((await s.get('/api/license/info')).status).to.equal(200);
    expect((await s.get('/api/auth/logs/filter')).status).to.equal(200);
  });

  it('lists the roles, and the per-area levels with the roles each grants', async () => {
    const c = await k.userWith([]);
    const roles = (await c.get('/api/authorities')).body;
    expect(roles).to.include.members(['ROLE_ROOT', 'ROLE_MOBILE_READ', 'ROLE_USER_WRITE']);
    const levels = (await c.get('/api/authorities/levels')).body;
    expect(levels.levels).to.deep.equal(['none', 'read', 'write', 'admin']);
    expect(levels.areas).to.have.length(24);
    const stories = levels.areas.find((a: { area: string }) => a.area === 'stories');
    expect(stories.levels.find((l: { level: string }) => l.level === 'write').roles).to.deep.equal(['ROLE_STORY_READ', 'ROLE_STORY_WRITE']);
    expect((await k.anonymous().get('/api/authorities/levels')).status).to.equal(401);
  });
});

describe(`auth logs on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  before(async () => {
    k = await startTestKernel({ db, config: { trustProxy: true } });
  });
  after(async () => k?.stop());

  it('records sign-in, failure, sign-out and force-out, and filters them', async () => {
    const knex = k.kernel.db.knex;
    const id = await createUser(knex, { username: 'logged', nickname: 'LOGGED', password: TEST_PASSWORD, roles: [] });
    const c = await k.signIn('logged', TEST_PASSWORD);
    await signInForm(k.anonymous(), { username: 'logged', password: 'wrong-password' }, '192.0.2.7');
    await c.post('/api/logout');
    await k.signIn('logged', TEST_PASSWORD);
    const users: Users = k.kernel.container.resolve(coreServices.users.id);
    await users.forceOut(id, { userId: null, nickname: 'BOSS', ip: '192.0.2.1' });

    const admin = await k.userWith(['ROLE_ADMIN_READ'], 'auditor');
    const all = (await admin.get('/api/auth/logs/filter?filter=logged')).body;
    expect(all.size).to.equal(25);
    expect(all.number).to.equal(0);
    expect(all.data.map((l: { event: string }) => l.event)).to.deep.equal(['forcedOut', 'signIn', 'signOut', 'failure', 'signIn']);
    const failure = all.data[3];
    expect(failure).to.include({ success: false, username: 'logged', nickname: 'LOGGED', address: '192.0.2.7', reason: 'error_authentication', userId: id });
    expect(all.data[0]).to.include({ by: 'BOSS', userId: id });
    expect(all.data[0].date).to.match(/^\d{4}-\d{2}-\d{2}T/);

    const failures = (await admin.get('/api/auth/logs/filter?filter=logged&success=false')).body;
    expect(failures.total).to.equal(1);
    expect((await admin.get('/api/auth/logs/filter?filter=192.0.2.7')).body.total).to.equal(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - DAY));
    expect((await admin.get(`/api/auth/logs/filter?filter=logged&from=${today}&to=${today}`)).body.total).to.equal(5);
    expect((await admin.get(`/api/auth/logs/filter?filter=logged&to=${yesterday}`)).body.total).to.equal(0);
    const paged = (await admin.get('/api/auth/logs/filter?filter=logged&size=2&page=1')).body;
    expect(paged).to.include({ number: 1, size: 2, total: 5 });
    expect(paged.data).to.have.length(2);
    // a LIKE wildcard is searched for, not obeyed
    expect((await admin.get('/api/auth/logs/filter?filter=%25')).body.total).to.equal(0);

    // lines older than the branch's retention.userLogsMonths go with the retention job's run
    await knex('auth_logs').insert({ at: Date.now() - 400 * DAY, event: 'signIn', success: true, username: 'logged', ip: '192.0.2.99' });
    await knex('auth_logs').insert({ at: Date.now() - 300 * DAY, event: 'signIn', success: true, username: 'logged', ip: '192.0.2.98' });
    const job = k.kernel.container.resolve<RetentionJob>(coreServices.retention.id);
    expect((await job.run('manual'))!.deleted.userLogs).to.equal(1);
    expect((await job.run('manual'))!.deleted.userLogs).to.equal(0);
    expect((await admin.get('/api/auth/logs/filter?filter=192.0.2.9')).body.total).to.equal(1);

    const bad = await admin.get('/api/auth/logs/filter?from=2026-13-45');
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('from');
    expect((await admin.get(`/api/auth/logs/filter?from=${today}&to=${yesterday}`)).status).to.equal(400);
    expect((await c.get('/api/auth/logs/filter')).status).to.equal(401);
    const other = await k.userWith([]);
    expect((await other.get('/api/auth/logs/filter')).status).to.equal(403);
  });
});


describe(`client address without a trusted proxy on ${db}`, function () {
  this.timeout(60_000);
  it('ignores X-Forwarded-For, so a client cannot pick its address', async () => {
    const k = await startTestKernel({ db });
    try {
      await createUser(k.kernel.db.knex, { username: 'spoofer', password: TEST_PASSWORD, roles: [] });
      await signInForm(k.anonymous(), { username: 'spoofer', password: 'wrong-one' }, '203.0.113.9');
      const row = await k.kernel.db.knex('auth_logs').orderBy('id', 'desc').first();
      expect(row.ip).to.not.equal('203.0.113.9');
      expect(row.ip).to.match(/127\.0\.0\.1/);
    } finally {
      await k.stop();
    }
  });
});
