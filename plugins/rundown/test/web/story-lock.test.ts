import { expect } from 'chai';
import { canEdit, canTakeOver, LockController, lockReducer, refusalOf, type LockState } from '../../src/web/story/lock.js';

const KEY = 'story:42';
const ME = 7;
const live = (op: string, data: unknown, id: string | null = KEY) => ({ type: 'live' as const, key: KEY, me: ME, message: { op: op as never, id, data, by: null } });
const apiError = (status: number, code: string, details?: unknown) => Object.assign(new Error(code), { status, code, details });

describe('story lock: state machine', () => {
  const held: LockState = { status: 'held' };
  const other: LockState = { status: 'heldByOther', holder: 'ana', holderId: 3 };

  it('loading → held, or → held by another (read-only, take-over offered), or read-only without rights', () => {
    expect(lockReducer({ status: 'loading' }, { type: 'acquired' })).to.deep.equal(held);
    expect(lockReducer({ status: 'loading' }, { type: 'refused', holder: 'ana', holderId: 3 })).to.deep.equal(other);
    expect(lockReducer({ status: 'loading' }, { type: 'forbidden', code: 'story.private' })).to.deep.equal({ status: 'readOnly', code: 'story.private' });
    expect(canEdit(held)).to.equal(true);
    expect(canEdit(other)).to.equal(false);
    expect(canTakeOver(other)).to.equal(true);
    expect(canTakeOver({ status: 'readOnly', code: 'x' })).to.equal(false);
  });

  it('a TAKE_OVER revoking our lock, or a renew answering lock.lost, loses it', () => {
    expect(lockReducer(held, live('TAKE_OVER', { key: KEY, revoked: true, holder: { id: 3, nickname: 'ana' } })))
      .to.deep.equal({ status: 'lost', reason: 'revoked', holder: 'ana' });
    expect(lockReducer(held, { type: 'renewFailed', code: 'lock.lost', holder: 'ana', reason: 'takeOver' }))
      .to.deep.equal({ status: 'lost', reason: 'revoked', holder: 'ana' });
    expect(lockReducer(held, { type: 'renewFailed', code: 'lock.lost', reason: 'expired' }))
      .to.deep.equal({ status: 'lost', reason: 'expired', holder: null });
    expect(lockReducer(held, { type: 'renewFailed', code: 'lock.held', holder: 'bia' }))
      .to.deep.equal({ status: 'lost', reason: 'revoked', holder: 'bia' });
    // a network failure keeps the lock: the next renewal tries again
    expect(lockReducer(held, { type: 'renewFailed', code: 'error_network' })).to.equal(held);
  });

  it('ignores messages about other documents and the take-over everyone else sees', () => {
    expect(lockReducer(held, live('TAKE_OVER', { key: 'story:1', revoked: true }, 'story:1'))).to.equal(held);
    expect(lockReducer(held, live('TAKE_OVER', { key: KEY, holder: { id: 3, nickname: 'ana' } }))).to.equal(held);
    expect(lockReducer(other, live('TAKE_OVER', { key: KEY, holder: { id: ME, nickname: 'me' } }))).to.equal(other);
  });

  it('follows the holder while reading: another take-over renames it, UNLOCK frees it, LOCK takes it again', () => {
    expect(lockReducer(other, live('TAKE_OVER', { key: KEY, holder: { id: 4, nickname: 'caio' } })))
      .to.deep.equal({ status: 'heldByOther', holder: 'caio', holderId: 4 });
    const free = lockReducer(other, live('UNLOCK', { key: KEY, reason: 'released' }));
    expect(free).to.deep.equal({ status: 'free' });
    expect(canTakeOver(free)).to.equal(true);
    expect(lockReducer(free, live('LOCK', { key: KEY, userId: 5, nickname: 'duda' })))
      .to.deep.equal({ status: 'heldByOther', holder: 'duda', holderId: 5 });
    expect(lockReducer(free, live('LOCK', { key: KEY, userId: ME, nickname: 'me' }))).to.equal(free);
  });

  it('a take-over makes it ours; released is final', () => {
    expect(lockReducer(other, { type: 'takenOver' })).to.deep.equal(held);
    expect(lockReducer({ status: 'lost', reason: 'revoked', holder: 'ana' }, { type: 'takenOver' })).to.deep.equal(held);
    const released = lockReducer(held, { type: 'released' });
    expect(released).to.deep.equal({ status: 'released' });
    expect(lockReducer(released, { type: 'acquired' })).to.equal(released);
  });

  it('reads refusals of load-for-edit', () => {
    expect(refusalOf(apiError(409, 'lock.held', { holder: 'ana', holderId: 3 }))).to.deep.equal({ type: 'refused', holder: 'ana', holderId: 3 });
    expect(refusalOf(apiError(403, 'story.private'))).to.deep.equal({ type: 'forbidden', code: 'story.private' });
    expect(refusalOf(apiError(500, 'error.internal'))).to.equal(null);
    expect(refusalOf('boom')).to.equal(null);
  });
});

describe('story lock: controller', () => {
  function rig(answers: Record<string, (() => unknown)[]> = {}) {
    const calls: [string, unknown][] = [];
    const api = {
      post: async <T>(path: string, body?: unknown): Promise<T> => {
        calls.push([path, body]);
        const next = answers[path]?.shift();
        return (next ? next() : {}) as T;
      },
    };
    let interval: { fn: () => void; ms: number } | null = null;
    let cleared = 0;
    const timers = {
      setInterval: (fn: () => void, ms: number) => (interval = { fn, ms }),
      clearInterval: () => {
        interval = null;
        cleared++;
      },
    };
    const c = new LockController(api, KEY, ME, timers);
    return { c, calls, tick: () => interval?.fn(), interval: () => interval, cleared: () => cleared };
  }

  it('renews every 120000 ms while held and stops when the lock is lost', async () => {
    const r = rig({ '/api/locks/renew': [() => ({}), () => { throw apiError(409, 'lock.lost', { holder: 'ana', reason: 'takeOver' }); }] });
    const seen: string[] = [];
    r.c.subscribe((s) => seen.push(s.status));
    r.c.dispatch({ type: 'acquired' });
    expect(r.interval()!.ms).to.equal(120_000);
    await r.c.renew();
    expect(r.c.current.status).to.equal('held');
    await r.c.renew();
    expect(r.c.current).to.deep.equal({ status: 'lost', reason: 'revoked', holder: 'ana' });
    expect(r.interval()).to.equal(null);
    expect(r.calls).to.deep.equal([['/api/locks/renew', { key: KEY, active: false }], ['/api/locks/renew', { key: KEY, active: false }]]);
    expect(seen).to.deep.equal(['held', 'lost']);
    // nothing is renewed once lost
    await r.c.renew();
    expect(r.calls).to.have.length(2);
  });

  it('takes over, then renews; releases only what it holds', async () => {
    const r = rig();
    r.c.dispatch({ type: 'refused', holder: 'ana', holderId: 3 });
    expect(r.interval()).to.equal(null);
    await r.c.takeOver();
    expect(r.c.current.status).to.equal('held');
    expect(r.calls[0]).to.deep.equal(['/api/locks/take-over', { key: KEY }]);
    expect(r.interval()).to.not.equal(null);
    r.c.release();
    expect(r.calls[1]).to.deep.equal(['/api/locks/unlock', { key: KEY }]);
    expect(r.c.current.status).to.equal('released');
    expect(r.interval()).to.equal(null);
    r.c.release();
    expect(r.calls).to.have.length(2);
  });

  it('releases with a beacon while the page unloads', () => {
    const r = rig();
    r.c.dispatch({ type: 'acquired' });
    const beacons: [string, string][] = [];
    r.c.release((url, body) => {
      beacons.push([url, body]);
      return true;
    });
    expect(beacons).to.deep.equal([['/api/locks/unlock', JSON.stringify({ key: KEY })]]);
    expect(r.calls).to.have.length(0);
  });

  it('goes read-only when a live TAKE_OVER revokes the lock', () => {
    const r = rig();
    r.c.dispatch({ type: 'acquired' });
    r.c.onLive({ op: 'TAKE_OVER', id: KEY, data: { key: KEY, revoked: true, holder: { id: 3, nickname: 'ana' } }, by: 'ana' });
    expect(r.c.current).to.deep.equal({ status: 'lost', reason: 'revoked', holder: 'ana' });
    expect(canEdit(r.c.current)).to.equal(false);
    expect(r.interval()).to.equal(null);
  });
});

describe('story lock: idle release', () => {
  it('a renewal says whether there was input since the last one (a failed call tells it again)', async () => {
    let fail = false;
    const calls: unknown[] = [];
    const api = { post: async <T>(_p: string, body?: unknown): Promise<T> => {
      calls.push(body);
      if (fail) throw apiError(0, 'error_network');
      return {} as T;
    } };
    const c = new LockController(api, KEY, ME, { setInterval: () => 1, clearInterval: () => undefined });
    c.dispatch({ type: 'acquired' });
    await c.renew();
    c.touched();
    fail = true;
    await c.renew();
    fail = false;
    await c.renew();
    await c.renew();
    expect(calls).to.deep.equal([{ key: KEY, active: false }, { key: KEY, active: true }, { key: KEY, active: true }, { key: KEY, active: false }]);
  });

  it('the UNLOCK sent to the holder after the idle time, or a renew answering lock.lost idle, makes the form read-only', () => {
    const held: LockState = { status: 'held' };
    const lost = { status: 'lost', reason: 'idle', holder: null };
    expect(lockReducer(held, live('UNLOCK', { key: KEY, reason: 'idle', revoked: true, idleMinutes: 10 }))).to.deep.equal(lost);
    expect(lockReducer(held, { type: 'renewFailed', code: 'lock.lost', reason: 'idle' })).to.deep.equal(lost);
    // the UNLOCK everyone gets (lock lists) does not concern the holder's state
    expect(lockReducer(held, live('UNLOCK', { key: KEY, reason: 'idle' }))).to.equal(held);
  });
});

describe('story lock: forms of one page', () => {
  it('count the forms per key, so a form mounted again keeps the lock', async () => {
    const { PageLocks } = await import('../../src/web/story/lock.js');
    const p = new PageLocks();
    p.add(KEY);
    p.add(KEY);
    p.remove(KEY);
    expect(p.count(KEY)).to.equal(1);
    p.remove(KEY);
    p.remove(KEY);
    expect(p.count(KEY)).to.equal(0);
  });

  it('abandon stops following a lock without letting it go', () => {
    const calls: string[] = [];
    const c = new LockController({ post: async <T>(path: string) => { calls.push(path); return {} as T; } }, KEY, ME, { setInterval: () => 1, clearInterval: () => undefined });
    c.dispatch({ type: 'acquired' });
    c.abandon();
    expect(c.current.status).to.equal('released');
    c.release();
    expect(calls).to.deep.equal([]);
  });
});
