/**
 * The edit lock of an open story (spec 000 §4, 001 §4): loading for editing takes the lock; it is
 * renewed every 120000 ms; another user's lock shows a warning naming the holder, Save disabled and
 * a take-over (after confirmation: the other user loses unsaved changes); a lock lost or revoked makes
 * the form read-only; closing releases it.
 *
 * `lockReducer` is the pure state machine; `LockController` does the calls and the renew timer.
 */
import type { ApiClient, LiveMessage } from '@lauda/sdk/web';

/** Spec 001 §9. */
export const LOCK_RENEW_MS = 120_000;
/** The kernel's live topic for locks (spec name). */
export const LOCK_TOPIC = 'entity_locker';

export type LockState =
  /** asking for the lock */
  | { status: 'loading' }
  /** ours: the form may be edited and saved */
  | { status: 'held' }
  /** someone else is editing: read-only, Save disabled, take-over offered */
  | { status: 'heldByOther'; holder: string; holderId: number | null }
  /** the other user let go: editing may start again */
  | { status: 'free' }
  /** we had it and lost it (taken over = revoked, expired, or released after the idle time): read-only */
  | { status: 'lost'; reason: 'revoked' | 'expired' | 'idle'; holder: string | null }
  /** no right to edit this story (roles, privacy): read-only, no take-over */
  | { status: 'readOnly'; code: string }
  /** the form closed and let go of it */
  | { status: 'released' };

export type LockEvent =
  | { type: 'acquired' }
  | { type: 'refused'; holder: string; holderId?: number | null }
  | { type: 'forbidden'; code: string }
  | { type: 'renewed' }
  | { type: 'renewFailed'; code: string; holder?: string | null; holderId?: number | null; reason?: string | null }
  | { type: 'takenOver' }
  | { type: 'live'; message: Pick<LiveMessage, 'op' | 'id' | 'data' | 'by'>; key: string; me: number }
  | { type: 'released' };

/** The read-only reason of a user without ROLE_STORY_WRITE (the form does not ask for the lock). */
export const NO_WRITE_ROLE = 'story.noWriteRole';

export const initialLock: LockState = { status: 'loading' };

export const canEdit = (s: LockState): boolean => s.status === 'held';
/** Whether the form offers a take-over (with confirmation). */
export const canTakeOver = (s: LockState): boolean => s.status === 'heldByOther' || s.status === 'lost' || s.status === 'free';

interface LockData {
  key?: string;
  userId?: number;
  nickname?: string;
  revoked?: boolean;
  reason?: string;
  holder?: { id?: number; nickname?: string } | null;
  previousHolder?: { id?: number; nickname?: string } | null;
  lock?: { userId?: number; nickname?: string };
}

/** The lock key a live message is about (`id`, else `data.key`). */
export function messageKey(m: Pick<LiveMessage, 'id' | 'data'>): string | null {
  const data = (m.data ?? {}) as LockData;
  if (typeof m.id === 'string' && m.id) return m.id;
  return typeof data.key === 'string' ? data.key : null;
}

export function lockReducer(state: LockState, ev: LockEvent): LockState {
  if (state.status === 'released') return state;
  switch (ev.type) {
    case 'acquired':
    case 'takenOver':
      return { status: 'held' };
    case 'refused':
      return { status: 'heldByOther', holder: ev.holder, holderId: ev.holderId ?? null };
    case 'forbidden':
      return { status: 'readOnly', code: ev.code };
    case 'renewed':
      return state;
    case 'renewFailed':
      if (state.status !== 'held') return state;
      if (ev.code === 'lock.lost') return { status: 'lost', reason: ev.reason === 'expired' || ev.reason === 'idle' ? ev.reason : 'revoked', holder: ev.holder ?? null };
      if (ev.code === 'lock.held') return { status: 'lost', reason: 'revoked', holder: ev.holder ?? null };
      return state; // a network hiccup: the next renewal tries again
    case 'released':
      return { status: 'released' };
    case 'live':
      return onLive(state, ev);
  }
}

function onLive(state: LockState, ev: Extract<LockEvent, { type: 'live' }>): LockState {
  const m = ev.message;
  if (messageKey(m) !== ev.key) return state;
  const data = (m.data ?? {}) as LockData;
  if (m.op === 'TAKE_OVER') {
    const holder = data.holder ?? data.lock ?? null;
    const holderId = holder && 'id' in holder ? holder.id ?? null : (holder as { userId?: number } | null)?.userId ?? null;
    const nickname = holder?.nickname ?? m.by ?? null;
    if (data.revoked) {
      // sent only to the previous holder: that is us, whatever state we thought we were in
      if (state.status === 'held') return { status: 'lost', reason: 'revoked', holder: nickname };
      return state;
    }
    if (holderId === ev.me) return state; // our own take-over (the answer of the call says so too)
    if (state.status === 'heldByOther' || state.status === 'free') return { status: 'heldByOther', holder: nickname ?? '?', holderId };
    return state;
  }
  if (m.op === 'LOCK') {
    const userId = data.userId ?? null;
    if (userId === ev.me) return state;
    if (state.status === 'heldByOther' || state.status === 'free') return { status: 'heldByOther', holder: data.nickname ?? m.by ?? '?', holderId: userId };
    return state;
  }
  if (m.op === 'UNLOCK') {
    if (state.status === 'heldByOther') return { status: 'free' };
    // sent only to the holder when the server released the lock after the idle time
    if (data.revoked && data.reason === 'idle' && state.status === 'held') return { status: 'lost', reason: 'idle', holder: null };
    return state;
  }
  return state;
}

/* ------------------------------------------------------------------ calls */

interface ErrorLike {
  status?: number;
  code?: string;
  details?: { holder?: string | null; holderId?: number | null; reason?: string | null } | null;
}
const asError = (e: unknown): ErrorLike => (typeof e === 'object' && e !== null ? (e as ErrorLike) : {});

/** The lock event of a failed load-for-edit (409 lock.held, 403 …); null when it is another failure. */
export function refusalOf(e: unknown): LockEvent | null {
  const err = asError(e);
  if (err.status === 409 && err.code === 'lock.held') return { type: 'refused', holder: err.details?.holder ?? '?', holderId: err.details?.holderId ?? null };
  if (err.status === 403) return { type: 'forbidden', code: err.code ?? 'error.forbidden' };
  return null;
}

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
const realTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

/**
 * Runs one story's lock: renews while held, follows the live topic, takes over, releases. State
 * changes go to `onChange`; the controller never throws from its timer.
 */
export class LockController {
  private state: LockState = initialLock;
  private timer: unknown = null;
  private listeners = new Set<(s: LockState) => void>();
  /** input in the form since the last renewal: only then does a renewal count as activity */
  private active = false;

  constructor(
    private readonly api: Pick<ApiClient, 'post'>,
    readonly key: string,
    private readonly me: number,
    private readonly timers: Timers = realTimers,
    private readonly renewMs = LOCK_RENEW_MS,
  ) {}

  get current(): LockState {
    return this.state;
  }

  subscribe(fn: (s: LockState) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  dispatch(ev: LockEvent): LockState {
    const next = lockReducer(this.state, ev);
    if (next === this.state) return next;
    this.state = next;
    if (next.status === 'held') this.startTimer();
    else this.stopTimer();
    for (const fn of this.listeners) fn(next);
    return next;
  }

  private startTimer(): void {
    if (this.timer !== null) return;
    this.timer = this.timers.setInterval(() => void this.renew(), this.renewMs);
  }

  private stopTimer(): void {
    if (this.timer === null) return;
    this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  /** The user typed in the form: the next renewal tells the server, which releases idle locks. */
  touched(): void {
    this.active = true;
  }

  /** Renews the lock (the timer calls it every renewMs while held), saying whether there was input. */
  async renew(): Promise<LockState> {
    if (this.state.status !== 'held') return this.state;
    const active = this.active;
    this.active = false;
    try {
      await this.api.post('/api/locks/renew', { key: this.key, active });
      return this.dispatch({ type: 'renewed' });
    } catch (e) {
      const err = asError(e);
      if (active && err.code !== 'lock.lost' && err.code !== 'lock.held') this.active = true; // a hiccup: tell it next time
      return this.dispatch({ type: 'renewFailed', code: err.code ?? 'error', holder: err.details?.holder ?? null, holderId: err.details?.holderId ?? null, reason: err.details?.reason ?? null });
    }
  }

  /** Takes the lock from its holder (the form asked for confirmation first). Throws what the call threw. */
  async takeOver(): Promise<LockState> {
    await this.api.post('/api/locks/take-over', { key: this.key });
    return this.dispatch({ type: 'takenOver' });
  }

  onLive(message: Pick<LiveMessage, 'op' | 'id' | 'data' | 'by'>): LockState {
    return this.dispatch({ type: 'live', message, key: this.key, me: this.me });
  }

  /** Lets go of the lock when we hold it; `beacon` sends the unlock even while the page is unloading. */
  release(beacon?: (url: string, body: string) => boolean): void {
    const held = this.state.status === 'held';
    this.dispatch({ type: 'released' });
    this.stopTimer();
    if (!held) return;
    const body = JSON.stringify({ key: this.key });
    if (beacon && beacon('/api/locks/unlock', body)) return;
    this.api.post('/api/locks/unlock', { key: this.key }).catch(() => undefined);
  }

  /** Stops following the lock without letting go of it (another form of this page took it over). */
  abandon(): void {
    this.dispatch({ type: 'released' });
    this.stopTimer();
  }

  dispose(): void {
    this.stopTimer();
    this.listeners.clear();
  }
}

/**
 * The forms of one page per lock key. A form that closes lets go of the lock only when no other form
 * of the page wants it: locks belong to the user, not the tab, so a form mounted again at once (React's
 * StrictMode, a tab moved) must not lose the lock to its own previous mount.
 */
export class PageLocks {
  private readonly counts = new Map<string, number>();
  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  remove(key: string): void {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}
export const pageLocks = new PageLocks();
