// Presence and license seats follow live connections (injected clock for the grace; a real socket for the stamps).
import { expect } from 'chai';
import { coreServices } from '@lauda/sdk/server';
import { startTestKernel, Inbox, type KernelTestKernel } from '../src/testing.js';
import { Presence } from '../src/live/presence.js';
import { LIVE_GRACE_MS } from '../src/live/liveness.js';
import { LicenseService } from '../src/license/service.js';
import { createLogger } from '../src/boot/logger.js';
import type { Envelope, KernelLiveBus } from '../src/live/bus.js';
import { stomp } from './stomp-tester.js';

describe('presence and seats from live connections', function () {
  this.timeout(30_000);
  let k: KernelTestKernel;
  let live: KernelLiveBus;
  let t: number;
  let presence: Presence;
  let license: LicenseService;
  let heard: Inbox<Envelope>;
  let unlisten: () => void;
  const sessionOf = async (username: string) => (await k.kernel.db.knex('sessions as s').join('users as u', 'u.id', 's.user_id')
    .where('u.username', username).whereNull('s.ended_at').orderBy('s.created_at', 'desc').first('s.id', 'u.id as userId')) as { id: string; userId: number };
  const names = async () => (await presence.online()).map((u) => u.nickname);

  before(async () => {
    k = await startTestKernel();
    live = k.kernel.container.resolve(coreServices.live.id) as KernelLiveBus;
    license = new LicenseService(k.kernel.db, k.kernel.config);
  });
  after(async () => k?.stop());
  beforeEach(() => {
    t = Date.now();
    // a second presence beside the kernel's, on the fake clock; it hears no session events
    presence = new Presence({
      knex: k.kernel.db.knex, live, logger: createLogger('silent'), config: k.kernel.config, now: () => t,
      sessions: { onCreated: () => undefined, onEnded: () => undefined, end: async () => undefined },
    });
    heard = new Inbox();
    unlisten = live.listen((env) => {
      if (env.message.topic === 'users') heard.push(env);
    });
  });
  afterEach(() => unlisten());

  it('a session without a socket counts for the grace after sign-in only; a socket keeps it online', async () => {
    await k.userWith([], 'rita');
    const s = await sessionOf('rita');
    t = Date.now();
    expect(await names()).to.include('rita');
    expect(await license.seatsInUse(t)).to.be.greaterThan(0);
    const before = await license.seatsInUse(t);
    t += LIVE_GRACE_MS + 1;
    expect(await names()).not.to.include('rita');
    expect(await license.seatsInUse(t)).to.be.lessThan(before);
    // her tab connects: online again, with a LOGIN for those watching
    heard.drain();
    await presence.connected(s.id, s.userId);
    expect(await names()).to.include('rita');
    const login = await heard.find((e) => (e.message.data as { nickname?: string } | null)?.nickname === 'rita');
    expect(login.message).to.include({ op: 'LOGIN', id: s.userId });
    // the instance stamps it while the socket is open: still online long after the grace
    for (let i = 0; i < 8; i++) {
      t += 15_000;
      await presence.seen([s.id]);
    }
    expect(await names()).to.include('rita');
  });

  it('the last tab closing frees the seat and publishes LOGOUT (disconnected) within a minute, once', async () => {
    await k.userWith([], 'teo');
    const s = await sessionOf('teo');
    t = Date.now();
    await presence.connected(s.id, s.userId);
    const seated = await license.seatsInUse(t);
    // the socket closes now: the grace starts
    await presence.seen([s.id]);
    const closedAt = t;
    t = closedAt + LIVE_GRACE_MS - 1;
    await presence.sweep();
    expect(await names()).to.include('teo');
    expect(await license.seatsInUse(t)).to.equal(seated);
    heard.drain();
    t = closedAt + 55_000;
    expect(await presence.sweep()).to.be.greaterThan(0);
    const logout = await heard.find((e) => (e.message.data as { nickname?: string }).nickname === 'teo');
    expect(logout.message).to.include({ op: 'LOGOUT', id: s.userId });
    expect(logout.message.data).to.deep.equal({ id: s.userId, nickname: 'teo', online: false, forced: false, reason: 'disconnected' });
    expect(await license.seatsInUse(t)).to.equal(seated - 1);
    expect(await names()).not.to.include('teo');
    // a second sweep (or another instance's) publishes nothing more about teo
    await presence.sweep();
    expect(heard.drain().filter((e) => (e.message.data as { nickname?: string }).nickname === 'teo')).to.deep.equal([]);
    // the session is not ended: the user's next tab brings it back
    await presence.connected(s.id, s.userId);
    expect(await names()).to.include('teo');
  });

  it('a real socket stamps its session on connect and on close', async () => {
    const c = await k.userWith([], 'uma');
    const s = await sessionOf('uma');
    const liveAt = async () => (await k.kernel.db.knex('sessions').where('id', s.id).first('live_at')).live_at as number | null;
    const tester = await stomp(k.url, c.cookie);
    const until = async (ok: (v: number | null) => boolean): Promise<number | null> => {
      for (let i = 0; i < 200; i++) {
        const v = await liveAt();
        if (ok(v)) return v;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('live_at never changed');
    };
    const opened = Number(await until((v) => v !== null));
    await tester.client.deactivate();
    await until((v) => v !== null && Number(v) > opened);
  });
});
