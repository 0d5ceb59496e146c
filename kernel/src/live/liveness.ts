import type { Knex } from 'knex';

/**
 * Presence and license seats follow live connections, not sessions: a session counts while one of
 * its sockets was seen within the grace (the sign-in instant counts until the first socket opens).
 * Each instance stamps `sessions.live_at` for the sessions it serves every LIVE_BEAT_MS and when
 * a session's last socket closes, so a seat is free GRACE after the last tab closed (or the
 * instance died), and the presence sweep publishes the LOGOUT within one more sweep.
 */
export const LIVE_GRACE_MS = 40_000;
export const LIVE_BEAT_MS = 15_000;
/** how often the presence sweep looks for sessions gone quiet (grace + sweep < 60 s) */
export const PRESENCE_SWEEP_MS = 15_000;

/** Keeps only sessions that are open at `now`: not ended, not expired or idle, and live. */
export function openAndLive(q: Knex.QueryBuilder, now: number, idleMinutes: number, alias = 's'): Knex.QueryBuilder {
  return q
    .whereNull(`${alias}.ended_at`)
    .where(`${alias}.expires_at`, '>=', now)
    .where(`${alias}.last_seen_at`, '>=', now - idleMinutes * 60_000)
    .where((w) => w.where(`${alias}.live_at`, '>=', now - LIVE_GRACE_MS)
      .orWhere((n) => n.whereNull(`${alias}.live_at`).where(`${alias}.created_at`, '>=', now - LIVE_GRACE_MS)));
}
