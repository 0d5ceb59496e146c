import { expect } from 'chai';
import { coreServices, type Actor, type SessionUser, type Users } from '@lauda/sdk/server';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';
import { SessionCache } from '../src/auth/session-cache.js';
import { cachesSessions } from '../src/auth/sessions.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const actor: Actor = { userId: null, nickname: 'TEST', ip: '127.0.0.1' };
const user = (id: number): SessionUser => ({ id, username: `u${id}`, nickname: `U${id}`, name: 'U', email: null, roles: [], support: false, sessionId: `s${id}` });
const entry = (id: number) => ({ user: user(id), lastSeenAt: 0, expiresAt: 1e15 });

describe('session cache', () => {
  it('keeps a session until its time to live, and at most `max`, the least recently used going first', () => {
    const c = new SessionCache({ max: 2, ttlMs: 1000 });
    c.put('a', entry(1), c.begin(), 0);
    c.put('b', entry(2), c.begin(), 0);
    expect(c.get('a', 999)?.user.id).to.equal(1); // a is now the most recently used
    c.put('c', entry(3), c.begin(), 10);
    expect([c.get('b', 20), c.get('a', 20)?.user.id, c.get('c', 20)?.user.id]).to.deep.equal([null, 1, 3]);
    expect(c.get('a', 1001)).to.equal(null);
  });

  it('does not put back an answer read before a session was forgotten (a read racing a sign-out)', () => {
    const c = new SessionCache({ max: 10, ttlMs: 1000 });
    const before = c.begin();
    c.forget(['a']);
    c.put('a', entry(1), before, 0);
    expect(c.get('a', 1)).to.equal(null);
    c.put('a', entry(1), c.begin(), 0);
    c.put('b', entry(2), c.begin(), 0);
    c.forgetUsers([1]);
    expect([c.get('a', 1), c.get('b', 1)?.user.id]).to.deep.equal([null, 2]);
  });

  it('is used on SQLite and with Redis, not by instances sharing a database without Redis', () => {
    expect(cachesSessions({ dbUrl: null, redisUrl: null })).to.equal(true);
    expect(cachesSessions({ dbUrl: 'mysql://x/y', redisUrl: 'redis://r' })).to.equal(true);
    expect(cachesSessions({ dbUrl: 'mysql://x/y', redisUrl: null })).to.equal(false);
  });
});

describe(`sessions through the cache on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let users: Users;
  let sessionReads = 0;
  before(async () => {
    // on MariaDB the test kernel has no Redis: the cache is on only where every end reaches it
    k = await startTestKernel({ db });
    users = k.kernel.container.resolve(coreServices.users.id);
    k.kernel.db.knex.on('query', (q: { sql: string }) => { if (/from [`"]sessions[`"] as [`"]s[`"]/i.test(q.sql)) sessionReads++; });
  });
  after(async () => k?.stop());

  const meOf = async (c: { get(p: string): Promise<{ status: number; body: any }> }) => {
    const before = sessionReads;
    const r = await c.get('/api/users/me');
    return { status: r.status, body: r.body, read: sessionReads - before };
  };

  it('reads a session once, then answers from memory', async () => {
    const c = await k.userWith([], 'cached');
    const first = await meOf(c);
    const second = await meOf(c);
    expect([first.status, second.status]).to.deep.equal([200, 200]);
    expect(first.read).to.equal(1);
    expect(second.read).to.equal(db === 'sqlite' ? 0 : 1);
  });

  it('answers a request from memory without waiting only when nothing is to be written or read', async () => {
    const c = await k.userWith([], 'quick');
    const token = decodeURIComponent(/lauda_session=([^;]+)/.exec(c.cookie!)![1]!);
    const sessions = k.kernel.sessions;
    expect(sessions.cachedUser(undefined)).to.equal(null);
    if (db === 'mysql') {
      // instances sharing a database without Redis read it every time
      expect(sessions.cachedUser(token)).to.equal(undefined);
      return;
    }
    sessions.forgetAll();
    expect(sessions.cachedUser(token), 'not read yet').to.equal(undefined);
    expect((await meOf(c)).status).to.equal(200);
    const now = Date.now();
    expect(sessions.cachedUser(token, now)?.username).to.equal('quick');
    // over a minute since last seen: resolve() writes last-seen first
    expect(sessions.cachedUser(token, now + 61_000)).to.equal(undefined);
    expect(sessions.cachedUser(`${token}x`, now)).to.equal(undefined);
    await c.post('/api/logout');
    expect(sessions.cachedUser(token, now)).to.equal(undefined);
  });

  it('refuses a session at once after sign-out, force-out and deactivation', async () => {
    const out = await k.userWith([], 'leaving');
    expect((await meOf(out)).status).to.equal(200);
    await out.post('/api/logout');
    expect((await meOf(out)).status).to.equal(401);

    const forced = await k.userWith([], 'forced');
    const forcedId = (await meOf(forced)).body.id as number;
    await users.forceOut(forcedId, actor);
    expect((await meOf(forced)).status).to.equal(401);

    const gone = await k.userWith([], 'gone');
    const goneId = (await meOf(gone)).body.id as number;
    await users.remove([goneId], actor);
    expect((await meOf(gone)).status).to.equal(401);
  });

  it('a role change takes effect on the next request; a new nickname shows at once', async () => {
    const c = await k.userWith(['ROLE_USER_READ'], 'promoted');
    const me = await meOf(c);
    expect(me.body.roles).to.deep.equal(['ROLE_USER_READ']);
    await users.update(me.body.id, { nickname: 'PROMO' }, actor);
    const renamed = await meOf(c);
    expect([renamed.status, renamed.body.nickname]).to.deep.equal([200, 'PROMO']);
    await users.update(me.body.id, { roles: ['ROLE_USER_READ', 'ROLE_USER_WRITE'] }, actor);
    // the session held the old rights: it ended with the change
    expect((await meOf(c)).status).to.equal(401);
  });

  it('reads the database again once the cache has forgotten (a change made behind the kernel\'s back)', async () => {
    const c = await k.userWith([], 'behind');
    expect((await meOf(c)).status).to.equal(200);
    await k.kernel.db.knex('sessions').whereNull('ended_at').whereIn('user_id', k.kernel.db.knex('users').where('username', 'behind').select('id')).update({ expires_at: Date.now() - 1 });
    k.kernel.sessions.forgetAll();
    expect((await meOf(c)).status).to.equal(401);
  });
});
