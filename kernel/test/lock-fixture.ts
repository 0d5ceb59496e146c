// The lock service on an injected clock, with the entity_locker messages it publishes: one kernel
// per suite, a fresh service and inbox per test (locks.test.ts, idle-locks.test.ts).
import { coreServices, type SessionUser } from '@lauda/sdk/server';
import { startTestKernel, Inbox, type KernelTestKernel } from '../src/testing.js';
import { KernelLocks } from '../src/locks/service.js';
import type { Envelope, KernelLiveBus } from '../src/live/bus.js';

export const userOf = (id: number, nickname: string, sessionId = `session-${id}`): SessionUser => ({
  id, username: nickname, nickname, name: nickname, email: null, roles: [], support: false, sessionId,
});

export interface LockFixture {
  k: KernelTestKernel;
  live: KernelLiveBus;
  locks: KernelLocks;
  /** the service's clock, in ms: tests move it */
  t: number;
  seen: Inbox<Envelope>;
}

/** Registers the suite's hooks; `setup` adjusts each fresh service. */
export function lockService(setup?: (locks: KernelLocks) => void): LockFixture {
  const f = { t: 0 } as LockFixture;
  let unlisten = () => {};
  before(async () => {
    f.k = await startTestKernel();
    f.live = f.k.kernel.container.resolve(coreServices.live.id) as KernelLiveBus;
  });
  after(async () => f.k?.stop());
  beforeEach(() => {
    f.t = Date.now();
    f.locks = new KernelLocks(f.k.kernel.db, f.live, () => f.t);
    setup?.(f.locks);
    f.seen = new Inbox();
    unlisten = f.live.listen((env) => {
      if (env.message.topic === 'entity_locker') f.seen.push(env);
    });
  });
  afterEach(() => unlisten());
  return f;
}
