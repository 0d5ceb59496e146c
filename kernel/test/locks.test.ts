import { expect } from 'chai';
import { coreServices, definePlugin, LaudaError, roleDocumentType } from '@lauda/sdk/server';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';
import { KernelLocks, LOCK_EXPIRY_MS, LOCK_RENEW_MS, lockKey } from '../src/locks/service.js';
import type { Envelope, KernelLiveBus } from '../src/live/bus.js';
import { Inbox } from '../src/testing.js';
import { lockService, userOf } from './lock-fixture.js';


/** The error a promise rejects with (fails when it fulfils). */
async function refusal(p: Promise<unknown>): Promise<LaudaError> {
  try {
    await p;
  } catch (e) {
    expect(e).to.be.instanceOf(LaudaError);
    return e as LaudaError;
  }
  throw new Error('expected a refusal');
}


describe('locks: the service (injected clock)', function () {
  const f = lockService();
  let keyN = 0;
  const ana = userOf(9001, 'ana');
  const bia = userOf(9002, 'bia');
  const key = () => `story:${++keyN}`;

  it('checks the key: <type>:<positive integer or uuid>, uuids stored lower-case', async () => {
    for (const bad of ['', 'story', 'story:', ':1', 'story:0', 'story:01', 'Story:1', 'story:1:2', 'story:abc', 'story:-1', 'st ory:1', `${'a'.repeat(65)}:1`]) {
      const e = await refusal(f.locks.acquire(bad, ana));
      expect([e.status, e.code], bad).to.deep.equal([400, 'lock.invalidKey']);
    }
    expect(lockKey('news_report:6F1C2B3A-0000-4000-8000-00000000ABCD')).to.equal('news_report:6f1c2b3a-0000-4000-8000-00000000abcd');
    const info = await f.locks.acquire('story:6F1C2B3A-0000-4000-8000-00000000ABCD', ana);
    expect(info.key).to.equal('story:6f1c2b3a-0000-4000-8000-00000000abcd');
    // the same document, however the uuid is written
    expect((await refusal(f.locks.acquire('story:6f1c2b3a-0000-4000-8000-00000000abcd', bia))).code).to.equal('lock.held');
    await f.locks.release(info.key, ana);
  });

  it('acquire: one holder; others are refused naming the holder; writes by others are refused', async () => {
    const kk = key();
    const info = await f.locks.acquire(kk, ana);
    expect(info).to.include({ key: kk, userId: ana.id, nickname: 'ana' });
    const lock = await f.seen.next();
    expect(lock.message).to.include({ op: 'LOCK', topic: 'entity_locker', id: kk, by: 'ana' });
    expect(lock.onlyUsers).to.equal(null);

    const e = await refusal(f.locks.acquire(kk, bia));
    expect([e.status, e.code]).to.deep.equal([409, 'lock.held']);
    expect(e.details).to.deep.include({ key: kk, holder: 'ana', holderId: ana.id });
    expect(e.message).to.contain('ana');
    await f.locks.assertWritable(kk, ana);
    expect((await refusal(f.locks.assertWritable(kk, bia))).code).to.equal('lock.held');
    expect((await refusal(f.locks.renew(kk, bia))).code).to.equal('lock.held');
    // acquiring again is a renewal: no new LOCK message
    await f.locks.acquire(kk, ana);
    await f.locks.release(kk, ana);
    expect((await f.seen.next()).message).to.include({ op: 'UNLOCK', id: kk });
    expect(f.seen.drain()).to.deep.equal([]);
  });

  it('renewals keep a lock alive; two missed intervals expire it', async () => {
    const kk = key();
    await f.locks.acquire(kk, ana);
    for (let i = 0; i < 5; i++) {
      f.t += LOCK_RENEW_MS;
      expect((await f.locks.renew(kk, ana)).renewedAt).to.equal(new Date(f.t).toISOString());
    }
    f.t += LOCK_EXPIRY_MS - 1;
    expect((await refusal(f.locks.acquire(kk, bia))).code).to.equal('lock.held');
    expect((await f.locks.list()).map((l) => l.key)).to.include(kk);
    f.t += 1;
    // expired: not listed, writable by others, and taken by the next one who asks
    expect((await f.locks.list()).map((l) => l.key)).not.to.include(kk);
    await f.locks.assertWritable(kk, bia);
    expect(await f.locks.acquire(kk, bia)).to.include({ userId: bia.id });
    // the old holder's keep-alive learns it lost the lock (once), then sees who holds it
    const lost = await refusal(f.locks.renew(kk, ana));
    expect([lost.status, lost.code]).to.deep.equal([409, 'lock.lost']);
    expect(lost.details).to.deep.include({ key: kk, reason: 'expired' });
    expect((await refusal(f.locks.renew(kk, ana))).code).to.equal('lock.held');
    await f.locks.release(kk, bia);
  });

  it("a renew after the holder's own lock expired says lock.lost (the edit is over), then takes it again", async () => {
    const kk = key();
    await f.locks.acquire(kk, ana);
    f.t += LOCK_EXPIRY_MS;
    const lost = await refusal(f.locks.renew(kk, ana));
    expect([lost.code, (lost.details as { reason: string }).reason]).to.deep.equal(['lock.lost', 'expired']);
    expect((await f.seen.find((m) => m.message.op === 'UNLOCK')).message.data).to.deep.equal({ key: kk, reason: 'expired' });
    expect(await f.locks.renew(kk, ana)).to.include({ key: kk, userId: ana.id });
    await f.locks.release(kk, ana);
  });

  it('the sweep removes expired locks once, publishes UNLOCK and remembers the loss for the next renew', async () => {
    const kk = key();
    await f.locks.acquire(kk, ana);
    f.t += LOCK_EXPIRY_MS;
    f.seen.drain();
    const other = new KernelLocks(f.k.kernel.db, f.live, () => f.t); // a second instance sweeping at the same time
    const [a, b] = await Promise.all([f.locks.sweep(), other.sweep()]);
    expect(a + b).to.equal(1);
    const unlock = await f.seen.next();
    expect(unlock.message).to.include({ op: 'UNLOCK', id: kk, by: null });
    expect(unlock.message.data).to.deep.equal({ key: kk, reason: 'expired' });
    const lost = await refusal(f.locks.renew(kk, ana));
    expect(lost.code).to.equal('lock.lost');
    expect(await f.locks.renew(kk, ana)).to.include({ userId: ana.id });
    await f.locks.release(kk, ana);
  });

  it('take-over: the new holder gets it, the old one is told (onlyUsers) and everyone sees TAKE_OVER', async () => {
    const kk = key();
    await f.locks.acquire(kk, ana);
    f.seen.drain();
    const result = await f.locks.takeOver(kk, bia);
    expect(result.lock).to.include({ key: kk, userId: bia.id, nickname: 'bia' });
    expect(result.previousHolder).to.deep.equal({ id: ana.id, nickname: 'ana' });

    const toOld = await f.seen.next();
    expect(toOld.onlyUsers).to.deep.equal([ana.id]);
    expect(toOld.message).to.include({ op: 'TAKE_OVER', id: kk, by: 'bia' });
    expect(toOld.message.data).to.deep.include({ key: kk, revoked: true, holder: { id: bia.id, nickname: 'bia' }, previousHolder: { id: ana.id, nickname: 'ana' } });
    const toAll = await f.seen.next();
    expect(toAll.onlyUsers).to.equal(null);
    expect(toAll.message.op).to.equal('TAKE_OVER');
    expect(toAll.message.data).to.deep.include({ key: kk, holder: { id: bia.id, nickname: 'bia' }, previousHolder: { id: ana.id, nickname: 'ana' } });
    expect(toAll.message.data).not.to.have.property('revoked');

    expect((await refusal(f.locks.assertWritable(kk, ana))).details).to.deep.include({ holder: 'bia' });
    const lost = await refusal(f.locks.renew(kk, ana));
    expect([lost.status, lost.code]).to.deep.equal([409, 'lock.lost']);
    expect(lost.details).to.deep.equal({ key: kk, reason: 'takeOver', holder: 'bia' });
    // told once: afterwards it is simply held by bia
    expect((await refusal(f.locks.renew(kk, ana))).details).to.deep.include({ holder: 'bia' });
    // taking over a free lock or one's own is a plain acquire
    expect((await f.locks.takeOver(kk, bia)).previousHolder).to.equal(null);
    await f.locks.release(kk, bia);
    expect((await f.locks.takeOver(kk, ana)).previousHolder).to.equal(null);
    await f.locks.release(kk, ana);
  });

  it('loading the document for editing again clears a remembered loss', async () => {
    const kk = key();
    await f.locks.acquire(kk, ana);
    await f.locks.takeOver(kk, bia);
    await f.locks.release(kk, bia);
    await f.locks.acquire(kk, ana); // the plugin's load-for-edit
    expect(await f.locks.renew(kk, ana)).to.include({ userId: ana.id });
    await f.locks.release(kk, ana);
  });

  it('release: unknown keys and other people\'s locks are not an error and change nothing', async () => {
    const kk = key();
    await f.locks.release('story:987654321', ana);
    await f.locks.acquire(kk, ana);
    await f.locks.release(kk, bia);
    expect((await f.locks.list()).find((l) => l.key === kk)).to.include({ userId: ana.id });
    f.seen.drain();
    await f.locks.release(kk, ana);
    expect((await f.seen.next()).message.data).to.deep.equal({ key: kk, reason: 'released' });
    expect((await f.locks.list()).find((l) => l.key === kk)).to.equal(undefined);
  });

  it('releases the locks of ended sessions only', async () => {
    const [k1, k2, k3] = [key(), key(), key()];
    const anaTab2 = userOf(ana.id, 'ana', 'session-ana-2');
    await f.locks.acquire(k1, ana);
    await f.locks.acquire(k2, anaTab2);
    await f.locks.acquire(k3, bia);
    f.seen.drain();
    expect(await f.locks.releaseSessions([ana.sessionId])).to.equal(1);
    expect((await f.seen.next()).message.data).to.deep.equal({ key: k1, reason: 'sessionEnded' });
    const held = (await f.locks.list()).map((l) => l.key);
    expect(held).to.include.members([k2, k3]);
    expect(held).not.to.include(k1);
    await f.locks.release(k2, ana);
    await f.locks.release(k3, bia);
  });

  it('N users acquiring at once: exactly one holds it, every other is told who', async () => {
    const kk = key();
    const users = Array.from({ length: 20 }, (_, i) => userOf(9100 + i, `racer${i}`));
    const results = await Promise.allSettled(users.map((u) => f.locks.acquire(kk, u)));
    const won = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ nickname: string }>[];
    expect(won).to.have.length(1);
    const holder = won[0]!.value.nickname;
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as LaudaError).details).to.deep.include({ key: kk, holder });
    }
    expect((await f.locks.list()).filter((l) => l.key === kk)).to.have.length(1);
  });

  it('N users taking over at once: each succeeds in turn and one holds it at the end', async () => {
    const kk = key();
    await f.locks.acquire(kk, ana);
    const users = Array.from({ length: 10 }, (_, i) => userOf(9200 + i, `taker${i}`));
    const results = await Promise.all(users.map((u) => f.locks.takeOver(kk, u)));
    const final = (await f.locks.list()).filter((l) => l.key === kk);
    expect(final).to.have.length(1);
    expect(results.map((r) => r.lock.userId)).to.include(final[0]!.userId);
    // every holder but the last one lost it to somebody
    const previous = results.map((r) => r.previousHolder?.id).filter((x) => x !== undefined);
    expect(previous).to.include(ana.id);
    expect(new Set(previous).size).to.equal(previous.length);
  });
});

/** A plugin whose only document type is `story`, f.seen by readers and changed by writers. */
const STORY_RW = ['ROLE_STORY_READ', 'ROLE_STORY_WRITE'];
const storyDocs = definePlugin({
  id: 'docs', version: '0.1.0', sdk: '^0.1.0',
  setup: () => ({
    documents: [roleDocumentType({ type: 'story', readRoles: ['ROLE_STORY_READ'], changeRoles: ['ROLE_STORY_WRITE'] })],
  }),
});

describe('locks: through the kernel', function () {
  let k: KernelTestKernel;
  let live: KernelLiveBus;
  before(async () => {
    k = await startTestKernel({ plugins: [storyDocs] });
    live = k.kernel.container.resolve(coreServices.live.id) as KernelLiveBus;
  });
  after(async () => k?.stop());

  it('takes a lock only for who may change the document; an unknown document type is refused', async () => {
    const writer = await k.userWith(STORY_RW, 'lock-writer');
    const reader = await k.userWith(['ROLE_STORY_READ'], 'lock-reader');
    const stranger = await k.userWith([], 'lock-stranger');
    expect((await writer.post('/api/locks/renew', { key: 'story:501' })).status).to.equal(200);
    for (const path of ['/api/locks/renew', '/api/locks/take-over']) {
      const r = await reader.post(path, { key: 'story:501' });
      expect([r.status, r.body.code], path).to.deep.equal([403, 'error.noPermission']);
      const s = await stranger.post(path, { key: 'story:501' });
      expect(s.status, path).to.equal(403);
      const made = await writer.post(path, { key: 'invented:1' });
      expect([made.status, made.body.code, made.body.details.issues[0].field], path).to.deep.equal([400, 'lock.unknownType', 'key']);
    }
    // the holder keeps the lock: nobody without the right took it over
    expect((await writer.get('/api/locks')).body.map((l: { key: string; nickname: string }) => [l.key, l.nickname])).to.deep.equal([['story:501', 'lock-writer']]);
    // who may not read the type does not even see that the lock exists
    expect((await stranger.get('/api/locks')).body).to.deep.equal([]);
    expect((await writer.post('/api/locks/unlock', { key: 'story:501' })).status).to.equal(204);
  });

  it('signing out releases the locks the session held', async () => {
    const c = await k.userWith(STORY_RW, 'leaver');
    const unlocks = new Inbox<Envelope>();
    const stop = live.listen((env) => {
      if (env.message.op === 'UNLOCK') unlocks.push(env);
    });
    try {
      expect((await c.post('/api/locks/renew', { key: 'story:77' })).status).to.equal(200);
      expect((await c.get('/api/locks')).body.map((l: { key: string }) => l.key)).to.deep.equal(['story:77']);
      expect((await c.post('/api/logout')).status).to.equal(204);
      expect((await unlocks.next()).message.data).to.deep.equal({ key: 'story:77', reason: 'sessionEnded' });
      const other = await k.userWith(STORY_RW);
      expect((await other.get('/api/locks')).body).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it('declares the lock routes in the API document with their access and tag', async () => {
    const doc = (await k.anonymous().get('/api/openapi.json')).body;
    for (const [path, method] of [['/api/locks', 'get'], ['/api/locks/renew', 'post'], ['/api/locks/take-over', 'post'], ['/api/locks/unlock', 'post']] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).to.not.equal(undefined);
      expect(op['x-roles']).to.equal('authenticated');
      expect(op.tags).to.deep.equal(['locks']);
    }
  });
});
