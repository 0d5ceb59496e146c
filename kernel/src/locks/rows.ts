import type { ConflictError, LockInfo } from '@lauda/sdk/server';
import type { LossReason } from './keys.js';

/** The client renews every 120000 ms; a lock not renewed for two intervals has expired. */
export const LOCK_RENEW_MS = 120_000;
export const LOCK_EXPIRY_MS = 2 * LOCK_RENEW_MS;
/** How long a lost lock is remembered so the loser's next renew can say "lock lost". */
export const LOSS_KEEP_MS = 24 * 3_600_000;
/** The topic every lock change is published on (spec name). */
export const LOCK_TOPIC = 'entity_locker';

export interface LockRow { lock_key: string; user_id: number; nickname: string; session_id: string | null; acquired_at: number; renewed_at: number; active_at?: number | null }
export interface LossRow { lock_key: string; user_id: number; reason: LossReason; holder: string | null; lost_at: number }
/** Why an UNLOCK was published. */
export type UnlockReason = 'released' | 'expired' | 'sessionEnded' | 'idle';

export const toInfo = (r: LockRow): LockInfo => ({
  key: r.lock_key,
  userId: Number(r.user_id),
  nickname: r.nickname,
  acquiredAt: new Date(Number(r.acquired_at)).toISOString(),
  renewedAt: new Date(Number(r.renewed_at)).toISOString(),
});

export const RETRY = Symbol('retry');

/** What a decision taken under the row lock comes to; messages are published after the commit. */
export type Outcome<T> = typeof RETRY | { ok: T; publish?: () => Promise<void> } | { error: ConflictError; publish?: () => Promise<void> };

