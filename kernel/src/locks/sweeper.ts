import type { Logger } from '@lauda/sdk/server';
import type { KernelLocks } from './service.js';
import { LOCK_EXPIRY_MS, LOCK_TOPIC, LOSS_KEEP_MS, type LockRow } from './rows.js';
import { lockDocument } from './access.js';

/** Default idle time after which a lock with no input in its form is released (config `lockIdleMinutes`). */
export const DEFAULT_LOCK_IDLE_MINUTES = 10;

/**
 * Removes the locks `stale` picks (checked again under the row lock, so each is removed by one
 * instance), remembering the loss for the holder's next renew and publishing UNLOCK.
 */
async function removeWhere(locks: KernelLocks, keys: string[], now: number, reason: 'expired' | 'idle', stale: (row: LockRow) => boolean, idleMinutes = 0): Promise<number> {
  let removed = 0;
  for (const key of keys) {
    const gone = await locks.underLock<boolean>(key, async (trx, row) => {
      if (!stale(row)) return { ok: false }; // renewed (or used) meanwhile
      await trx('locks').where('lock_key', key).delete();
      await locks.recordLoss(trx, { lock_key: key, user_id: Number(row.user_id), reason, holder: null, lost_at: now });
      return {
        ok: true,
        publish: async () => {
          if (reason === 'idle') {
            // the holder's screens: "your lock on X was released for inactivity"
            const data = { key, reason, revoked: true, idleMinutes };
            await locks.live.publish(LOCK_TOPIC, 'UNLOCK', key, data, { by: null, onlyUsers: [Number(row.user_id)], document: lockDocument(key, data) });
          }
          await locks.publishUnlock(key, reason, null);
        },
      };
    });
    if (gone === true) removed++;
  }
  return removed;
}

/**
 * The sweep every instance runs (every 30 s): expired locks (not renewed for LOCK_EXPIRY_MS) and
 * idle ones (renewed, but no input in the form for `idleMinutes`; 0 turns this off) are removed,
 * and old losses forgotten. Returns how many locks were removed.
 */
export async function sweepLocks(locks: KernelLocks, idleMinutes: number): Promise<number> {
  const now = locks.now();
  const alive = (row: LockRow) => locks.alive(row, now);
  const expired = (await locks.knex('locks').where('renewed_at', '<=', now - LOCK_EXPIRY_MS).select('lock_key')) as Pick<LockRow, 'lock_key'>[];
  let removed = await removeWhere(locks, expired.map((r) => r.lock_key), now, 'expired', (row) => !alive(row));
  if (idleMinutes > 0) {
    const since = now - idleMinutes * 60_000;
    const activeAt = (row: LockRow) => Number(row.active_at ?? row.acquired_at);
    const idle = (await locks.knex('locks').where('renewed_at', '>', now - LOCK_EXPIRY_MS)
      .where((w) => w.where('active_at', '<=', since).orWhere((n) => n.whereNull('active_at').where('acquired_at', '<=', since)))
      .select('lock_key')) as Pick<LockRow, 'lock_key'>[];
    removed += await removeWhere(locks, idle.map((r) => r.lock_key), now, 'idle', (row) => alive(row) && activeAt(row) <= since, idleMinutes);
  }
  await locks.knex('lock_losses').where('lost_at', '<', now - LOSS_KEEP_MS).delete();
  return removed;
}

/** Releases every lock last renewed through these sessions (sign-out, force-out, expiry). */
export async function releaseSessionLocks(locks: KernelLocks, sessionIds: string[]): Promise<number> {
  if (!sessionIds.length) return 0;
  const rows = (await locks.knex('locks').whereIn('session_id', sessionIds)) as LockRow[];
  let released = 0;
  for (const row of rows) {
    const n = await locks.knex('locks').where({ lock_key: row.lock_key, user_id: row.user_id, session_id: row.session_id }).delete();
    if (!n) continue;
    released++;
    await locks.publishUnlock(row.lock_key, 'sessionEnded', null);
  }
  return released;
}

/** Runs a sweep every `everyMs`, never two at once. */
export class Repeating {
  private timer: NodeJS.Timeout | null = null;
  constructor(private readonly run: () => Promise<unknown>, private readonly what: string, private readonly logger?: Logger) {}

  start(everyMs: number): void {
    if (this.timer) return;
    let running = false;
    this.timer = setInterval(() => {
      if (running) return;
      running = true;
      this.run()
        .catch((e) => this.logger?.error(`${this.what} failed`, { error: (e as Error).message }))
        .finally(() => (running = false));
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
