import type { ConflictError, LockInfo, LockTakeOver, Locks, Logger, SessionUser } from '@lauda/sdk/server';
import type { Knex } from 'knex';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelLiveBus } from '../live/bus.js';
import type { DocumentRegistry } from '../access/documents.js';
import { held, lockKey, lost, type LossReason } from './keys.js';
import { assertMayLock, lockDocument, visibleLocks } from './access.js';
import { DEFAULT_LOCK_IDLE_MINUTES, releaseSessionLocks, Repeating, sweepLocks } from './sweeper.js';
import { LOCK_EXPIRY_MS, LOCK_TOPIC, RETRY, toInfo, type LockRow, type LossRow, type Outcome, type UnlockReason } from './rows.js';

export { LOCK_KEY_PATTERN, lockKey, splitKey } from './keys.js';
export { LOCK_RENEW_MS, LOCK_EXPIRY_MS, LOSS_KEEP_MS, LOCK_TOPIC, type LockRow, type UnlockReason } from './rows.js';

/** How many times an operation reads again after the row appeared or vanished under it. */
const ATTEMPTS = 8;

/**
 * Edit locks in the database, so every kernel instance sees the same holder.
 *
 * - A free key is taken by insert: the primary key makes one winner. A key with a row is decided
 *   inside a transaction holding that row (`SELECT … FOR UPDATE` on MariaDB/MySQL; SQLite runs one
 *   transaction at a time), so renewals, take-overs and the expiry sweep of several instances never
 *   interleave on one lock. Messages go out after the commit.
 * - A holder who loses a lock without asking (take-over, expiry) gets a `lock_losses` row in the
 *   same transaction; their next `renew` answers `409 lock.lost` once, so the client can say
 *   "lock lost" or "lock revoked" instead of "held by someone".
 * - `sweep()` (every 30 s, sweeper.ts) removes expired and idle locks and publishes UNLOCK.
 */
export class KernelLocks implements Locks {
  /** no input in the form for this long releases the lock (config `lockIdleMinutes`) */
  idleMinutes = DEFAULT_LOCK_IDLE_MINUTES;
  private sweeper: Repeating | null = null;

  constructor(
    private readonly db: KnexDatabase,
    readonly live: KernelLiveBus,
    readonly now: () => number = () => Date.now(),
    readonly logger?: Logger,
    /** the document access contract: only who may change a document takes its lock */
    private readonly documents?: DocumentRegistry,
  ) {}

  /** Taking a lock (load, renew, take over) needs the right to edit the document. */
  private mayLock(key: string, user: SessionUser): Promise<void> {
    return this.documents ? assertMayLock(this.documents, key, user) : Promise.resolve();
  }

  get knex(): Knex {
    return this.db.knex;
  }

  private async current(key: string): Promise<LockRow | undefined> {
    return this.knex('locks').where('lock_key', key).first();
  }

  alive(row: LockRow, now: number): boolean {
    return now - Number(row.renewed_at) < LOCK_EXPIRY_MS;
  }

  private fresh(key: string, user: SessionUser, now: number): LockRow {
    return { lock_key: key, user_id: user.id, nickname: user.nickname, session_id: user.sessionId, acquired_at: now, renewed_at: now, active_at: now };
  }

  recordLoss(trx: Knex.Transaction, loss: LossRow): Promise<unknown> {
    return trx('lock_losses').insert(loss).onConflict(['lock_key', 'user_id']).merge(['reason', 'holder', 'lost_at']);
  }

  private forget(key: string, userId: number): Promise<number> {
    return this.knex('lock_losses').where({ lock_key: key, user_id: userId }).delete();
  }

  /** Inserts a new lock row; false when another request inserted one first. */
  private async insert(row: LockRow): Promise<boolean> {
    try {
      await this.knex('locks').insert(row);
      return true;
    } catch (e) {
      // a duplicate key: someone else won the insert; anything else is a real failure
      if (await this.current(row.lock_key)) return false;
      throw e;
    }
  }

  /**
   * Runs `decide` in a transaction holding the key's row (RETRY when the row is gone), then
   * publishes and returns or throws what it decided.
   */
  async underLock<T>(key: string, decide: (trx: Knex.Transaction, row: LockRow) => Promise<Outcome<T>>): Promise<T | typeof RETRY> {
    let outcome: Outcome<T>;
    try {
      outcome = await this.knex.transaction(async (trx) => {
        const q = trx('locks').where('lock_key', key);
        const row = (await (this.db.dialect === 'mysql' ? q.forUpdate() : q).first()) as LockRow | undefined;
        return row ? decide(trx, row) : RETRY;
      });
    } catch (e) {
      if ((e as { code?: string }).code === 'ER_LOCK_DEADLOCK') return RETRY;
      throw e;
    }
    if (outcome === RETRY) return RETRY;
    await outcome.publish?.();
    if ('error' in outcome) throw outcome.error;
    return outcome.ok;
  }

  /** Renews the caller's own row inside the transaction; `active`: there was input since the last renewal. */
  private async touch(trx: Knex.Transaction, row: LockRow, user: SessionUser, now: number, active = true): Promise<LockInfo> {
    await trx('locks').where('lock_key', row.lock_key).update({ renewed_at: now, session_id: user.sessionId, ...(active ? { active_at: now } : {}) });
    return toInfo({ ...row, renewed_at: now });
  }

  /** Gives the row to `next`, remembering that its holder lost it. */
  private async takeFrom(trx: Knex.Transaction, row: LockRow, next: LockRow, reason: LossReason): Promise<void> {
    await trx('locks').where('lock_key', row.lock_key).update(next);
    await this.recordLoss(trx, { lock_key: row.lock_key, user_id: Number(row.user_id), reason, holder: reason === 'takeOver' ? next.nickname : null, lost_at: next.acquired_at });
  }

  private publishLock(row: LockRow): Promise<void> {
    const data = toInfo(row);
    return this.live.publish(LOCK_TOPIC, 'LOCK', row.lock_key, data, { by: row.nickname, document: lockDocument(row.lock_key, data) });
  }

  publishUnlock(key: string, reason: UnlockReason, by: string | null): Promise<void> {
    const data = { key, reason };
    return this.live.publish(LOCK_TOPIC, 'UNLOCK', key, data, { by, document: lockDocument(key, data) });
  }

  /** A free key: insert. Returns null when someone inserted first (read again). */
  private async claimFree(key: string, user: SessionUser, now: number): Promise<LockInfo | null> {
    const next = this.fresh(key, user, now);
    if (!(await this.insert(next))) return null;
    await this.forget(key, user.id);
    await this.publishLock(next);
    return toInfo(next);
  }

  async acquire(rawKey: string, user: SessionUser): Promise<LockInfo> {
    const key = lockKey(rawKey);
    await this.mayLock(key, user);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const now = this.now();
      if (!(await this.current(key))) {
        const info = await this.claimFree(key, user, now);
        if (info) return info;
        continue;
      }
      const result = await this.underLock<LockInfo>(key, async (trx, row) => {
        // loading for editing again: the lock is the caller's whether or not it had expired
        if (Number(row.user_id) === user.id) return { ok: await this.touch(trx, row, user, now) };
        if (this.alive(row, now)) return { error: held(key, row.nickname, Number(row.user_id)) };
        const next = this.fresh(key, user, now);
        await this.takeFrom(trx, row, next, 'expired');
        return { ok: toInfo(next), publish: () => this.publishLock(next) };
      });
      if (result === RETRY) continue;
      await this.forget(key, user.id);
      return result;
    }
    throw await this.busy(key);
  }

  /**
   * `active` false: the form is open but nothing was typed since the last renewal; the lock stays
   * alive but its idle time runs on (the idle sweep releases it after `lockIdleMinutes`).
   */
  async renew(rawKey: string, user: SessionUser, active = true): Promise<LockInfo> {
    const key = lockKey(rawKey);
    await this.mayLock(key, user);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const now = this.now();
      if (!(await this.current(key))) {
        const loss = (await this.knex('lock_losses').where({ lock_key: key, user_id: user.id }).first()) as LossRow | undefined;
        // told once (of two tabs renewing at once, one is told); the next renew takes the lock if it is free
        if (loss && (await this.forget(key, user.id))) throw lost(key, loss);
        const info = await this.claimFree(key, user, now);
        if (info) return info;
        continue;
      }
      const result = await this.underLock<LockInfo>(key, async (trx, row) => {
        if (Number(row.user_id) === user.id) {
          if (this.alive(row, now)) return { ok: await this.touch(trx, row, user, now, active) };
          // missed two renewals: someone may have written meanwhile, so the edit is over
          await trx('locks').where('lock_key', key).delete();
          return { error: lost(key, { reason: 'expired', holder: null }), publish: () => this.publishUnlock(key, 'expired', null) };
        }
        const loss = (await trx('lock_losses').where({ lock_key: key, user_id: user.id }).first()) as LossRow | undefined;
        if (loss) {
          await trx('lock_losses').where({ lock_key: key, user_id: user.id }).delete();
          return { error: lost(key, { reason: loss.reason, holder: this.alive(row, now) ? row.nickname : loss.holder }) };
        }
        if (this.alive(row, now)) return { error: held(key, row.nickname, Number(row.user_id)) };
        const next = this.fresh(key, user, now);
        await this.takeFrom(trx, row, next, 'expired');
        return { ok: toInfo(next), publish: () => this.publishLock(next) };
      });
      if (result !== RETRY) return result;
    }
    throw await this.busy(key);
  }

  async takeOver(rawKey: string, user: SessionUser): Promise<LockTakeOver> {
    const key = lockKey(rawKey);
    await this.mayLock(key, user);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const now = this.now();
      if (!(await this.current(key))) {
        const info = await this.claimFree(key, user, now);
        if (info) return { lock: info, previousHolder: null };
        continue;
      }
      const result = await this.underLock<LockTakeOver>(key, async (trx, row) => {
        if (Number(row.user_id) === user.id) return { ok: { lock: await this.touch(trx, row, user, now), previousHolder: null } };
        const next = this.fresh(key, user, now);
        const lock = toInfo(next);
        if (!this.alive(row, now)) {
          await this.takeFrom(trx, row, next, 'expired');
          return { ok: { lock, previousHolder: null }, publish: () => this.publishLock(next) };
        }
        await this.takeFrom(trx, row, next, 'takeOver');
        const previousHolder = { id: Number(row.user_id), nickname: row.nickname };
        const data = { key, holder: { id: user.id, nickname: user.nickname }, previousHolder, lock };
        return {
          ok: { lock, previousHolder },
          publish: async () => {
            // the previous holder's screens: "lock revoked", drop unsaved changes
            const revoked = { ...data, revoked: true };
            await this.live.publish(LOCK_TOPIC, 'TAKE_OVER', key, revoked, { by: user.nickname, onlyUsers: [previousHolder.id], document: lockDocument(key, revoked) });
            // everyone's lock lists
            await this.live.publish(LOCK_TOPIC, 'TAKE_OVER', key, data, { by: user.nickname, document: lockDocument(key, data) });
          },
        };
      });
      if (result === RETRY) continue;
      await this.forget(key, user.id);
      return result;
    }
    throw await this.busy(key);
  }

  /** After many lost races in a row (practically never): the key is being fought over. */
  private async busy(key: string): Promise<ConflictError> {
    const row = await this.current(key);
    return held(key, row?.nickname ?? 'another user', row ? Number(row.user_id) : null);
  }

  async assertWritable(rawKey: string, user: SessionUser): Promise<void> {
    const key = lockKey(rawKey);
    const row = await this.current(key);
    if (row && Number(row.user_id) !== user.id && this.alive(row, this.now())) throw held(key, row.nickname, Number(row.user_id));
  }

  /** The lock rule for many documents at once (bulk and structural writes): one query per 500 keys. */
  async assertNoneHeld(rawKeys: readonly string[], user: SessionUser): Promise<void> {
    const keys = [...new Set(rawKeys.map(lockKey))];
    const since = this.now() - LOCK_EXPIRY_MS;
    for (let i = 0; i < keys.length; i += 500) {
      const row = (await this.knex('locks').whereIn('lock_key', keys.slice(i, i + 500)).whereNot('user_id', user.id)
        .where('renewed_at', '>', since).orderBy('lock_key').first()) as LockRow | undefined;
      if (row) throw held(row.lock_key, row.nickname, Number(row.user_id));
    }
  }

  /** Releasing a lock that does not exist (or is someone else's) is not an error. */
  async release(rawKey: string, user: SessionUser): Promise<void> {
    const key = lockKey(rawKey);
    const n = await this.knex('locks').where({ lock_key: key, user_id: user.id }).delete();
    await this.forget(key, user.id);
    if (n) await this.publishUnlock(key, 'released', user.nickname);
  }

  /** Active (unexpired) locks, oldest first; with `user`, only those on documents the user may see. */
  async list(user?: SessionUser): Promise<LockInfo[]> {
    const rows = (await this.knex('locks').where('renewed_at', '>', this.now() - LOCK_EXPIRY_MS).orderBy('acquired_at').orderBy('lock_key')) as LockRow[];
    const all = rows.map(toInfo);
    return user && this.documents ? visibleLocks(this.documents, user, all) : all;
  }

  /** Releases every lock last renewed through these sessions (sign-out, force-out, expiry). */
  releaseSessions(sessionIds: string[]): Promise<number> {
    return releaseSessionLocks(this, sessionIds);
  }

  /** Removes expired and idle locks (sweeper.ts); `idleMinutes` 0 keeps idle locks. */
  sweep(): Promise<number> {
    return sweepLocks(this, this.idleMinutes);
  }

  startSweeping(everyMs = 30_000): void {
    (this.sweeper ??= new Repeating(() => this.sweep(), 'locks: sweep', this.logger)).start(everyMs);
  }

  stopSweeping(): void {
    this.sweeper?.stop();
  }
}
