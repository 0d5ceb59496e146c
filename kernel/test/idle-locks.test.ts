// Idle release of edit locks: renewals without input keep a lock alive but not forever (injected clock).
import { expect } from 'chai';
import { refusal } from '../src/testing.js';
import { KernelLocks, LOCK_RENEW_MS } from '../src/locks/service.js';
import { loadConfig } from '../src/config/index.js';
import { lockService, userOf } from './lock-fixture.js';

const MIN = 60_000;

describe('locks: released after the idle time with a notice to the holder', function () {
  this.timeout(30_000);
  const f = lockService((locks) => (locks.idleMinutes = 10));
  let n = 0;
  const ana = userOf(9101, 'ana');
  const bia = userOf(9102, 'bia');
  const key = () => `story:${5000 + ++n}`;
  /** renews without input every interval up to `until` (keeps the lock from expiring) */
  const quietUntil = async (kk: string, until: number) => {
    while (f.t + LOCK_RENEW_MS <= until) {
      f.t += LOCK_RENEW_MS;
      await f.locks.renew(kk, ana, false);
    }
    f.t = until;
  };


  it('a form open without input keeps its lock until the idle time, then the sweep releases it and tells the holder', async () => {
    const kk = key();
    const start = f.t;
    await f.locks.acquire(kk, ana);
    await quietUntil(kk, start + 10 * MIN - 1);
    expect(await f.locks.sweep()).to.equal(0);
    expect((await f.locks.list()).map((l) => l.key)).to.include(kk);
    f.seen.drain();
    f.t = start + 10 * MIN;
    expect(await f.locks.sweep()).to.equal(1);
    const notice = await f.seen.next();
    expect(notice.message).to.include({ op: 'UNLOCK', id: kk });
    expect(notice.onlyUsers).to.deep.equal([ana.id]);
    expect(notice.message.data).to.deep.equal({ key: kk, reason: 'idle', revoked: true, idleMinutes: 10 });
    const everyone = await f.seen.next();
    expect(everyone.onlyUsers).to.equal(null);
    expect(everyone.message.data).to.deep.equal({ key: kk, reason: 'idle' });
    // the holder's next renew says why, once; someone else may take the lock now
    const lost = await refusal(f.locks.renew(kk, ana, false));
    expect([lost.status, lost.code, lost.details.reason]).to.deep.equal([409, 'lock.lost', 'idle']);
    expect(await f.locks.acquire(kk, bia)).to.include({ userId: bia.id });
    await f.locks.release(kk, bia);
  });

  it('input (an active renewal) starts the idle time again; a second sweep finds nothing', async () => {
    const kk = key();
    const start = f.t;
    await f.locks.acquire(kk, ana);
    await quietUntil(kk, start + 8 * MIN);
    await f.locks.renew(kk, ana, true);
    await quietUntil(kk, start + 17 * MIN);
    expect(await f.locks.sweep()).to.equal(0);
    await quietUntil(kk, start + 18 * MIN);
    const other = new KernelLocks(f.k.kernel.db, f.live, () => f.t); // a second instance sweeping at once
    other.idleMinutes = 10;
    const [a, b] = await Promise.all([f.locks.sweep(), other.sweep()]);
    expect(a + b).to.equal(1);
    expect(await f.locks.sweep()).to.equal(0);
  });

  it('a renewal without the flag counts as input (older clients); idle time 0 never releases', async () => {
    const kk = key();
    const start = f.t;
    await f.locks.acquire(kk, ana);
    for (let m = 2; m <= 10; m += 2) {
      f.t = start + m * MIN;
      await f.locks.renew(kk, ana);
    }
    await quietUntil(kk, start + 19 * MIN);
    expect(await f.locks.sweep()).to.equal(0);
    f.locks.idleMinutes = 0;
    await quietUntil(kk, start + 120 * MIN);
    expect(await f.locks.sweep()).to.equal(0);
    await f.locks.release(kk, ana);
  });

  it('the idle time comes from the config (LAUDA_LOCK_IDLE_MINUTES) and a bad value names the variable', () => {
    expect(loadConfig({}).lockIdleMinutes).to.equal(10);
    expect(loadConfig({ LAUDA_LOCK_IDLE_MINUTES: '25' }).lockIdleMinutes).to.equal(25);
    expect(() => loadConfig({ LAUDA_LOCK_IDLE_MINUTES: 'ten' })).to.throw(/LAUDA_LOCK_IDLE_MINUTES/);
  });

  it('the renew route takes the active flag and refuses a non-boolean naming the field', async () => {
    const c = await f.k.userWith([], 'idle-route');
    const bad = await c.post('/api/locks/renew', { key: 'story:1', active: 'yes' });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body.details)).to.contain('active');
  });
});
