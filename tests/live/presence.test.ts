// Presence through a running kernel: the users and sessions topics and GET /api/users/online.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { Inbox, stomp, type Live, type StompTester } from './support.js';

interface Inside {
  kernel: {
    db: { knex: any };
    sessions: { endForUser(userId: number, reason: 'forced'): Promise<number> };
  };
}

const PASSWORD = 'secret-pass'; // startTestKernel's TEST_PASSWORD

describe('live presence: users and sessions topics', function () {
  let k: TestKernel & Inside;
  let observer: StompTester;
  /** both topics in one inbox, so their order can be checked */
  const heard = new Inbox<Live>();
  const about = (nickname: string) => (m: Live) => m.data?.nickname === nickname;
  const online = async (c: TestClient) => ((await c.get('/api/users/online')).body as { id: number; nickname: string }[]).map((u) => u.nickname);
  /** the next messages about one user, in order */
  const next = async (nickname: string, count: number) => {
    const out: Live[] = [];
    while (out.length < count) out.push(await heard.find(about(nickname)));
    return out.map((m) => [m.topic, m.op]);
  };

  before(async () => {
    k = (await startTestKernel()) as TestKernel & Inside;
    const watcher = await k.userWith([], 'watcher');
    observer = await stomp(k.url, watcher.cookie);
    await observer.subscribe('/topic/users', heard);
    await observer.subscribe('/topic/sessions', heard);
  });
  after(async () => {
    await observer?.stop();
    await k?.stop();
  });

  it('a sign-in publishes LOGIN on sessions and users, and the user is listed online', async () => {
    const c = await k.userWith([], 'ana');
    const session = await heard.find(about('ana'));
    expect(session).to.include({ topic: 'sessions', op: 'LOGIN', by: 'ana' });
    expect(session.data).to.include({ nickname: 'ana', reason: null, forced: false });
    expect(session.data.session).to.match(/^[0-9a-f]{16}$/);
    expect(session.id).to.equal(session.data.session);
    const login = await heard.find(about('ana'));
    const id = (await c.get('/api/users/me')).body.id as number;
    expect(login).to.include({ topic: 'users', op: 'LOGIN', id });
    expect(login.data).to.deep.equal({ id, nickname: 'ana', online: true, forced: false });
    expect(await online(c)).to.include.members(['ana', 'watcher']);
  });

  it('LOGOUT on users only when the last session of the user ends', async () => {
    const first = await k.userWith([], 'bia');
    const second = await k.signIn('bia', PASSWORD);
    expect(await next('bia', 4)).to.deep.equal([['sessions', 'LOGIN'], ['users', 'LOGIN'], ['sessions', 'LOGIN'], ['users', 'LOGIN']]);
    expect((await first.post('/api/logout')).status).to.equal(204);
    expect(await online(second)).to.include('bia');
    expect((await second.post('/api/logout')).status).to.equal(204);
    // the first sign-out ended one session only: no users LOGOUT between the two
    const ends: Live[] = [await heard.find(about('bia')), await heard.find(about('bia')), await heard.find(about('bia'))];
    expect(ends.map((m) => [m.topic, m.op])).to.deep.equal([['sessions', 'LOGOUT'], ['sessions', 'LOGOUT'], ['users', 'LOGOUT']]);
    expect(ends[0]!.data).to.include({ reason: 'logout', forced: false });
    expect(ends[2]!.data).to.include({ nickname: 'bia', online: false, forced: false, reason: 'logout' });
    expect(await online(await k.userWith([], 'bia-checker'))).not.to.include('bia');
  });

  it('a force-out shows the user offline with forced: true', async () => {
    const c = await k.userWith([], 'caio');
    const id = (await c.get('/api/users/me')).body.id as number;
    await next('caio', 2);
    expect(await k.kernel.sessions.endForUser(id, 'forced')).to.equal(1);
    const ends = [await heard.find(about('caio')), await heard.find(about('caio'))];
    expect(ends.map((m) => [m.topic, m.op])).to.deep.equal([['sessions', 'LOGOUT'], ['users', 'LOGOUT']]);
    expect(ends[0]!.data).to.include({ reason: 'forced', forced: true });
    expect(ends[1]!.data).to.deep.equal({ id, nickname: 'caio', online: false, forced: true, reason: 'forced' });
    expect(ends[1]!.by).to.equal(null);
    expect(await online(await k.userWith([], 'caio-checker'))).not.to.include('caio');
  });

  it('a session found expired when next used ends with LOGOUT reason expired', async () => {
    const c = await k.userWith([], 'duda');
    await next('duda', 2);
    await k.kernel.db.knex('sessions').whereIn('user_id', k.kernel.db.knex('users').where('username', 'duda').select('id')).update({ expires_at: Date.now() - 1 });
    expect((await c.get('/api/users/me')).status).to.equal(401);
    const ends = [await heard.find(about('duda')), await heard.find(about('duda'))];
    expect(ends.map((m) => [m.topic, m.op, m.data.reason])).to.deep.equal([['sessions', 'LOGOUT', 'expired'], ['users', 'LOGOUT', 'expired']]);
    expect(ends[1]!.data).to.include({ online: false, forced: false });
  });
});
