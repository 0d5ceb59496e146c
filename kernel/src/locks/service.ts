import { ConflictError, type LockInfo, type Locks, type SessionUser } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelLiveBus } from '../live/bus.js';

/** The client renews every 120000 ms; a lock not renewed for two intervals has expired. */
export const LOCK_RENEW_MS = 120_000;
export const LOCK_EXPIRY_MS = 2 * LOCK_RENEW_MS;

interface LockRow { lock_key: string; user_id: number; nickname: string; acquired_at: number; renewed_at: number }

const toInfo = (r: LockRow): LockInfo => ({
  key: r.lock_key,
  userId: Number(r.user_id),
  nickname: r.nickname,
  acquiredAt: new Date(Number(r.acquired_at)).toISOString(),
  renewedAt: new Date(Number(r.renewed_at)).toISOString(),
});

const held = (key: string, nickname: string) =>
  new ConflictError(`This document is being edited by ${nickname}`, 'lock.held', { key, holder: nickname });

/**
 * Edit locks in the database, so every kernel instance sees the same holder. A lock row is
 * taken by insert (the primary key makes one winner) or by a conditional update of an expired row.
 */
export class KernelLocks implements Locks {
  constructor(private readonly db: KnexDatabase, private readonly live: KernelLiveBus, private readonly now = () => Date.now()) {}

  private async current(key: string): Promise<LockRow | undefined> {
    return this.db.knex('locks').where('lock_key', key).first();
  }

  async acquire(key: string, user: SessionUser): Promise<LockInfo> {
    const now = this.now();
    const row = await this.current(key);
    if (row && Number(row.user_id) === user.id) {
      await this.db.knex('locks').where({ lock_key: key, user_id: user.id }).update({ renewed_at: now, session_id: user.sessionId });
      return toInfo({ ...row, renewed_at: now });
    }
    if (row && now - Number(row.renewed_at) < LOCK_EXPIRY_MS) throw held(key, row.nickname);
    const fresh = { lock_key: key, user_id: user.id, nickname: user.nickname, session_id: user.sessionId, acquired_at: now, renewed_at: now };
    let won: boolean;
    if (row) {
      // expired: take it only if nobody renewed or took it since we read it
      won = (await this.db.knex('locks').where({ lock_key: key, renewed_at: row.renewed_at, user_id: row.user_id }).update(fresh)) === 1;
    } else {
      try {
        await this.db.knex('locks').insert(fresh);
        won = true;
      } catch {
        won = false; // another request inserted it first
      }
    }
    if (!won) {
      const winner = await this.current(key);
      if (winner && Number(winner.user_id) === user.id) return toInfo(winner);
      throw held(key, winner?.nickname ?? 'another user');
    }
    await this.live.publish('entity_locker', 'LOCK', key, toInfo(fresh), { by: user.nickname });
    return toInfo(fresh);
  }

  async assertWritable(key: string, user: SessionUser): Promise<void> {
    const row = await this.current(key);
    if (row && Number(row.user_id) !== user.id && this.now() - Number(row.renewed_at) < LOCK_EXPIRY_MS) throw held(key, row.nickname);
  }

  /** Releasing a lock that does not exist (or is someone else's) is not an error. */
  async release(key: string, user: SessionUser): Promise<void> {
    const n = await this.db.knex('locks').where({ lock_key: key, user_id: user.id }).delete();
    if (n) await this.live.publish('entity_locker', 'UNLOCK', key, { key }, { by: user.nickname });
  }

  async list(): Promise<LockInfo[]> {
    const rows = (await this.db.knex('locks').where('renewed_at', '>=', this.now() - LOCK_EXPIRY_MS).orderBy('acquired_at')) as LockRow[];
    return rows.map(toInfo);
  }
}
