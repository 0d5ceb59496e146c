// Idle release of edit locks: renewals without input keep a lock alive but not forever (injected clock).
import { expect } from 'chai';
import { coreServices, type SessionUser } from '@lauda/sdk/server';
import { startTestKernel, refusal, Inbox, type KernelTestKernel } from '../src/testing.js';
import { KernelLocks, LOCK_RENEW_MS } from '../src/locks/service.js';
import { loadConfig } from '../src/config/index.js';
import type { Envelope, KernelLiveBus } from '../src/live/bus.js';

const MIN = 60_000;
const userOf = (id: number, nickname: string): SessionUser => ({
  id, username: nickname, nickname, name: nickname, email: null, roles: [], support: false, sessionId: `session-${id}`,
});

describe('locks: released after the idle time with a notice to the holder', function () {
  this.timeout(30_000);
  let k: KernelTestKernel;
  let live: KernelLiveBus;
  let locks: KernelLocks;
  let t: number;
  let seen: Inbox<Envelope>;
  let unlisten: () => void;
  let n = 0;
  const ana = userOf(9101, 'ana');
  const bia = userOf(9102, 'bia');
  const key = () => `story:${5000 + ++n}`;
  /** renews without input every interval up to `until` (keeps the lock from expiring) */
  const quietUntil = async (kk: string, until: number) => {
    while (t + LOCK_RENEW_MS <= until) {
      t += LOCK_RENEW_MS;
      await locks.renew(kk, ana, false);
    }
    t = until;
  };

  before(async () => {
    k = await startTestKernel();
    live = k.kernel.container.resolve(coreServices.live.id) as KernelLiveBus;
  });
  after(async () => k?.stop());
  beforeEach(() => {
    t = Date.now();
    locks = new KernelLocks(k.kernel.db, live, () => t);
    locks.idleMinutes = 10;
    seen = new Inbox();
    unlisten = live.listen((env) => {
      if (env.message.topic === 'entity_locker') seen.push(env);
    });
  });
  afterEach(() => unlisten());

  it('a form open without input keeps its lock until the idle time, then the sweep releases it and tells the holder', async () => {
    const kk = key();
    const start = t;
    await locks.acquire(kk, ana);
    await quietUntil(kk, start + 10 * MIN - 1);
    expect(await locks.sweep()).to.equal(0);
    expect((await locks.list()).map((l) => l.key)).to.include(kk);
    seen.drain();
    t = start + 10 * MIN;
    expect(await locks.sweep()).to.equal(1);
    const notice = await seen.next();
    expect(notice.message).to.include({ op: 'UNLOCK', id: kk });
    expect(notice.onlyUsers).to.deep.equal([ana.id]);
    expect(notice.message.data).to.deep.equal({ key: kk, reason: 'idle', revoked: true, idleMinutes: 10 });
    const everyone = await seen.next();
    expect(everyone.onlyUsers).to.equal(null);
    expect(everyone.message.data).to.deep.equal({ key: kk, reason: 'idle' });
    // the holder's next renew says why, once; someone else may take the lock now
    const lost = await refusal(locks.renew(kk, ana, false));
    expect([lost.status, lost.code, lost.details.reason]).to.deep.equal([409, 'lock.lost', 'idle']);
    expect(await locks.acquire(kk, bia)).to.include({ userId: bia.id });
    await locks.release(kk, bia);
  });

  it('input (an active renewal) starts the idle time again; a second sweep finds nothing', async () => {
    const kk = key();
    const start = t;
    await locks.acquire(kk, ana);
    await quietUntil(kk, start + 8 * MIN);
    await locks.renew(kk, ana, true);
    await quietUntil(kk, start + 17 * MIN);
    expect(await locks.sweep()).to.equal(0);
    await quietUntil(kk, start + 18 * MIN);
    const other = new KernelLocks(k.kernel.db, live, () => t); // a second instance sweeping at once
    other.idleMinutes = 10;
    const [a, b] = await Promise.all([locks.sweep(), other.sweep()]);
    expect(a + b).to.equal(1);
    expect(await locks.sweep()).to.equal(0);
  });

  it('a renewal without the flag counts as input (older clients); idle time 0 never releases', async () => {
    const kk = key();
    const start = t;
    await locks.acquire(kk, ana);
    for (let m = 2; m <= 10; m += 2) {
      t = start + m * MIN;
      await locks.renew(kk, ana);
    }
    await quietUntil(kk, start + 19 * MIN);
    expect(await locks.sweep()).to.equal(0);
    locks.idleMinutes = 0;
    await quietUntil(kk, start + 120 * MIN);
    expect(await locks.sweep()).to.equal(0);
    await locks.release(kk, ana);
  });

  it('the idle time comes from the config (LAUDA_LOCK_IDLE_MINUTES) and a bad value names the variable', () => {
    expect(loadConfig({}).lockIdleMinutes).to.equal(10);
    expect(loadConfig({ LAUDA_LOCK_IDLE_MINUTES: '25' }).lockIdleMinutes).to.equal(25);
    expect(() => loadConfig({ LAUDA_LOCK_IDLE_MINUTES: 'ten' })).to.throw(/LAUDA_LOCK_IDLE_MINUTES/);
  });

  it('the renew route takes the active flag and refuses a non-boolean naming the field', async () => {
    const c = await k.userWith([], 'idle-route');
    const bad = await c.post('/api/locks/renew', { key: 'story:1', active: 'yes' });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body.details)).to.contain('active');
  });
});
