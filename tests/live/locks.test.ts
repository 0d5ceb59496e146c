// Locks through the HTTP routes and the live socket of a real kernel: races, take-over, expiry,
// unlock, and locks released when a session ends. Runs on SQLite and on MariaDB (LAUDA_TEST_DB).
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import hello from '@lauda/plugin-hello';
import { Inbox, stomp, type Live, type StompTester } from './support.js';

/** What the suites reach inside the kernel that startTestKernel booted. */
interface Inside {
  kernel: {
    db: { knex: any };
    sessions: { endForUser(userId: number, reason: 'forced'): Promise<number> };
  };
}

const HELLO_ROLES = ['ROLE_HELLO_READ', 'ROLE_HELLO_WRITE'];
/** 2 × 120000 ms, as the kernel's LOCK_EXPIRY_MS */
const EXPIRY_MS = 240_000;

describe('live locks: routes, races and take-over through a running kernel', function () {
  let k: TestKernel & Inside;
  const sockets: StompTester[] = [];
  let n = 0;
  const me = async (c: TestClient) => (await c.get('/api/users/me')).body as { id: number; nickname: string };
  const user = (roles: string[] = HELLO_ROLES) => k.userWith(roles, `lk${++n}`);
  const listen = async (c: TestClient) => {
    const t = await stomp(k.url, c.cookie);
    sockets.push(t);
    return { t, inbox: await t.subscribe('/topic/entity_locker') };
  };

  before(async () => {
    k = (await startTestKernel({ plugins: [hello] })) as TestKernel & Inside;
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.stop()));
  });
  after(async () => k?.stop());

  it('20 clients renew the same key at once: exactly one holds it, the others get 409 naming the holder', async () => {
    const clients: TestClient[] = [];
    for (let i = 0; i < 20; i++) clients.push(await user());
    const key = 'greeting:4242';
    const answers = await Promise.all(clients.map((c) => c.post('/api/locks/renew', { key })));
    const won = answers.filter((r) => r.status === 200);
    expect(won, JSON.stringify(answers.map((r) => r.status))).to.have.length(1);
    const holder = won[0]!.body.nickname as string;
    expect(won[0]!.body).to.include({ key });
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect(r.status).to.equal(409);
      expect(r.body.code).to.equal('lock.held');
      expect(r.body.details).to.include({ key, holder });
      expect(r.body.message).to.contain(holder);
    }
    const list = (await clients[0]!.get('/api/locks')).body as { key: string; nickname: string }[];
    expect(list.filter((l) => l.key === key).map((l) => l.nickname)).to.deep.equal([holder]);
    const winner = clients[answers.indexOf(won[0]!)]!;
    expect((await winner.post('/api/locks/unlock', { key })).status).to.equal(204);
  });

  it("take-over revokes the old holder's lock on its STOMP client; its next renew is 409 lock.lost and its writes are refused", async () => {
    const ana = await user();
    const bia = await user();
    const carol = await user();
    const [anaId, biaMe] = [(await me(ana)).id, await me(bia)];
    const greeting = (await ana.post('/api/hello/greetings', { text: 'the story ana edits' })).body as { id: number };
    const key = `greeting:${greeting.id}`;
    const anaLive = await listen(ana);
    const carolLive = await listen(carol);

    const renewed = await ana.post('/api/locks/renew', { key });
    expect(renewed.status).to.equal(200);
    expect((await anaLive.inbox.next())).to.include({ op: 'LOCK', id: key });
    expect((await carolLive.inbox.next())).to.include({ op: 'LOCK', id: key });
    // while ana holds it, bia may not write
    const refused = await bia.patch(`/api/hello/greetings/${greeting.id}`, { field: 'text', newValue: 'bia was here' });
    expect([refused.status, refused.body.code, refused.body.details?.holder]).to.deep.equal([409, 'lock.held', (await me(ana)).nickname]);

    const taken = await bia.post('/api/locks/take-over', { key });
    expect(taken.status).to.equal(200);
    expect(taken.body.lock).to.include({ key, userId: biaMe.id, nickname: biaMe.nickname });
    expect(taken.body.previousHolder).to.deep.equal({ id: anaId, nickname: (await me(ana)).nickname });

    // the old holder hears "revoked" first (onlyUsers), then the general TAKE_OVER every list gets
    const revoked: Live = await anaLive.inbox.next();
    expect(revoked).to.include({ op: 'TAKE_OVER', topic: 'entity_locker', id: key, by: biaMe.nickname });
    expect(revoked.data).to.deep.include({ key, revoked: true, holder: { id: biaMe.id, nickname: biaMe.nickname } });
    expect(revoked.data.previousHolder.id).to.equal(anaId);
    expect((await anaLive.inbox.next()).data).not.to.have.property('revoked');
    // another user's screen gets only the general one
    const seen = await carolLive.inbox.next();
    expect(seen.op).to.equal('TAKE_OVER');
    expect(seen.data).not.to.have.property('revoked');
    expect(seen.data.holder.id).to.equal(biaMe.id);

    const lost = await ana.post('/api/locks/renew', { key });
    expect([lost.status, lost.body.code]).to.deep.equal([409, 'lock.lost']);
    expect(lost.body.details).to.deep.equal({ key, reason: 'takeOver', holder: biaMe.nickname });
    const write = await ana.patch(`/api/hello/greetings/${greeting.id}`, { field: 'text', newValue: 'too late' });
    expect([write.status, write.body.code]).to.deep.equal([409, 'lock.held']);
    expect((await ana.delete(`/api/hello/greetings/${greeting.id}`)).status).to.equal(409);
    expect((await bia.patch(`/api/hello/greetings/${greeting.id}`, { field: 'text', newValue: 'bia edits now' })).status).to.equal(200);
    // told once: after that, the lock is simply held by bia
    expect((await ana.post('/api/locks/renew', { key })).body.code).to.equal('lock.held');

    expect((await bia.post('/api/locks/unlock', { key })).status).to.equal(204);
    const unlock = await carolLive.inbox.find((m) => m.op === 'UNLOCK');
    expect(unlock.data).to.deep.equal({ key, reason: 'released' });
  });

  it('a lock not renewed for two intervals expires: another user takes it and the old holder is told lock.lost', async () => {
    const ana = await user();
    const bia = await user();
    const key = 'greeting:6f1c2b3a-0000-4000-8000-00000000abcd';
    expect((await ana.post('/api/locks/renew', { key: key.toUpperCase().replace('GREETING', 'greeting') })).body.key).to.equal(key);
    expect((await bia.post('/api/locks/renew', { key })).status).to.equal(409);
    // two missed renewals
    await k.kernel.db.knex('locks').where('lock_key', key).update({ renewed_at: Date.now() - EXPIRY_MS - 1 });
    expect((await bia.get('/api/locks')).body.map((l: { key: string }) => l.key)).not.to.include(key);
    const taken = await bia.post('/api/locks/renew', { key });
    expect(taken.status).to.equal(200);
    expect(taken.body.nickname).to.equal((await me(bia)).nickname);
    const lost = await ana.post('/api/locks/renew', { key });
    expect([lost.status, lost.body.code, lost.body.details.reason]).to.deep.equal([409, 'lock.lost', 'expired']);
    await bia.post('/api/locks/unlock', { key });
  });

  it('unlock: an unknown key is not an error; a malformed key is a 400 naming the field', async () => {
    const c = await user();
    expect((await c.post('/api/locks/unlock', { key: 'greeting:987654' })).status).to.equal(204);
    expect((await c.post('/api/locks/unlock', { key: 'greeting:6f1c2b3a-0000-4000-8000-00000000abcd' })).status).to.equal(204);
    for (const key of ['story', 'greeting:0', 'greeting:abc', 'x'.repeat(300)]) {
      for (const path of ['/api/locks/unlock', '/api/locks/renew', '/api/locks/take-over']) {
        const r = await c.post(path, { key });
        expect(r.status, `${path} ${key}`).to.equal(400);
        expect(r.body.details.issues[0].field).to.equal('key');
      }
    }
    expect((await k.anonymous().post('/api/locks/renew', { key: 'greeting:1' })).status).to.equal(401);
    expect((await k.anonymous().get('/api/locks')).status).to.equal(401);
  });

  it("a force-out releases the user's locks (UNLOCK for everyone) and closes the user's socket with 1008", async () => {
    const ana = await user();
    const watcher = await user();
    const anaLive = await listen(ana);
    const watch = await listen(watcher);
    const keys = ['greeting:501', 'greeting:502'];
    for (const key of keys) expect((await ana.post('/api/locks/renew', { key })).status).to.equal(200);
    await k.kernel.sessions.endForUser((await me(ana)).id, 'forced');
    expect(await anaLive.t.closed).to.deep.equal({ code: 1008, reason: 'session ended: forced' });
    const released = new Set<string>();
    while (released.size < keys.length) {
      const m = await watch.inbox.find((x) => x.op === 'UNLOCK');
      expect(m.data.reason).to.equal('sessionEnded');
      released.add(m.data.key);
    }
    expect([...released].sort()).to.deep.equal(keys);
    expect((await watcher.get('/api/locks')).body.filter((l: { key: string }) => keys.includes(l.key))).to.deep.equal([]);
  });
});
