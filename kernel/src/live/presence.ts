import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger, PluginRouter } from '@lauda/sdk/server';
import type { KernelConfig } from '../config/index.js';
import type { Sessions, SessionEndReason } from '../auth/sessions.js';
import type { KernelLiveBus } from './bus.js';
import { LIVE_GRACE_MS, PRESENCE_SWEEP_MS, openAndLive } from './liveness.js';

/** Data of a `users` topic message: the user's presence after the event. */
export interface UserPresence {
  id: number;
  nickname: string;
  online: boolean;
  /** the user was forced out (kick-out): shown offline */
  forced: boolean;
  /** why the user went offline (LOGOUT only): a session end, or `disconnected` (every tab closed) */
  reason?: SessionEndReason | 'disconnected';
}

/** Data of a `sessions` topic message: one session began or ended. */
export interface SessionPresence {
  userId: number;
  nickname: string;
  /** an opaque reference to the session (not its id), stable for its life */
  session: string;
  reason: SessionEndReason | null;
  forced: boolean;
}

export interface OnlineUser {
  id: number;
  nickname: string;
}

export interface PresenceDeps {
  knex: Knex;
  sessions: Pick<Sessions, 'onCreated' | 'onEnded' | 'end'>;
  live: KernelLiveBus;
  logger: Logger;
  config: Pick<KernelConfig, 'session'>;
  now?: () => number;
}

/** What other users may learn about a session: a digest of its id, never the id itself. */
export const sessionRef = (sessionId: string): string => crypto.createHash('sha256').update(`presence:${sessionId}`).digest('hex').slice(0, 16);

/**
 * Presence: who is online. A user is online while one of their sessions is open (not ended, not
 * past its idle or absolute expiry) **and live**: one of its sockets was seen within
 * LIVE_GRACE_MS (liveness.ts). Sign-ins, session ends and connections are published as they happen:
 *
 * - `users`: `LOGIN` on each sign-in and when a user with no live session connects again; `LOGOUT`
 *   when the user's last open session ends (sign-out, force-out, expiry, deactivation), with
 *   `forced: true` after a force-out, or when their last tab has been closed for the grace
 *   (`reason: 'disconnected'`). Message id = user id.
 * - `sessions`: `LOGIN` / `LOGOUT` for every session, message id = an opaque session reference.
 *
 * `sweep()` (every 15 s) ends the sessions that ran out, so their users go offline live too (their
 * sockets and locks are released by the session-end listeners), and marks the sessions whose
 * sockets are gone.
 */
export class Presence {
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: PresenceDeps) {
    this.now = deps.now ?? (() => Date.now());
    deps.sessions.onCreated((s) => this.run('sign-in', () => this.signedIn(s.id, s.userId)));
    deps.sessions.onEnded((ids, reason) => this.run('session end', () => this.ended(ids, reason)));
  }

  private run(what: string, fn: () => Promise<void>): void {
    fn().catch((e) => this.deps.logger.error(`presence: could not publish a ${what}`, { error: (e as Error).message }));
  }

  /** Sessions that count as open and live at `now`. */
  private open(q: Knex.QueryBuilder, now: number): Knex.QueryBuilder {
    return openAndLive(q, now, this.deps.config.session.idleMinutes);
  }

  /** Users with an open session, by nickname. */
  async online(): Promise<OnlineUser[]> {
    const rows = await this.open(this.deps.knex('sessions as s').join('users as u', 'u.id', 's.user_id'), this.now())
      .where('u.active', true)
      .distinct('u.id', 'u.nickname')
      .orderBy('u.nickname');
    return rows.map((r: { id: number; nickname: string }) => ({ id: Number(r.id), nickname: r.nickname }));
  }

  async isOnline(userId: number): Promise<boolean> {
    const row = await this.open(this.deps.knex('sessions as s'), this.now()).where('s.user_id', userId).first('s.id');
    return !!row;
  }

  /** A session's first socket on this instance opened: it is live again (LOGIN when its user was offline). */
  async connected(sessionId: string, userId: number): Promise<void> {
    // a fresh sign-in or a reload within the grace is online already: no second LOGIN
    const wasOnline = await this.isOnline(userId);
    const n = await this.deps.knex('sessions').where('id', sessionId).whereNull('ended_at').update({ live_at: this.now(), offline_at: null });
    if (n && !wasOnline) await this.publishOnline(userId);
  }

  /** Stamps the sessions whose sockets this instance serves (every LIVE_BEAT_MS) or whose last socket closed. */
  async seen(sessionIds: string[]): Promise<void> {
    const now = this.now();
    for (let i = 0; i < sessionIds.length; i += 500) {
      await this.deps.knex('sessions').whereIn('id', sessionIds.slice(i, i + 500)).whereNull('ended_at').update({ live_at: now, offline_at: null });
    }
  }

  private async publishOnline(userId: number): Promise<void> {
    const user = (await this.deps.knex('users').where('id', userId).first('id', 'nickname')) as OnlineUser | undefined;
    if (!user) return;
    const presence: UserPresence = { id: userId, nickname: user.nickname, online: true, forced: false };
    await this.deps.live.publish('users', 'LOGIN', userId, presence, { by: user.nickname });
  }

  private async signedIn(sessionId: string, userId: number): Promise<void> {
    const user = (await this.deps.knex('users').where('id', userId).first('id', 'nickname')) as OnlineUser | undefined;
    if (!user) return;
    const { live } = this.deps;
    const session: SessionPresence = { userId, nickname: user.nickname, session: sessionRef(sessionId), reason: null, forced: false };
    await live.publish('sessions', 'LOGIN', session.session, session, { by: user.nickname });
    const presence: UserPresence = { id: userId, nickname: user.nickname, online: true, forced: false };
    await live.publish('users', 'LOGIN', userId, presence, { by: user.nickname });
  }

  private async ended(ids: string[], reason: SessionEndReason): Promise<void> {
    if (!ids.length) return;
    const rows = (await this.deps.knex('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .whereIn('s.id', ids)
      .select('s.id as sessionId', 'u.id as userId', 'u.nickname')) as { sessionId: string; userId: number; nickname: string }[];
    const forced = reason === 'forced';
    const { live } = this.deps;
    const users = new Map<number, string>();
    for (const r of rows) {
      const userId = Number(r.userId);
      users.set(userId, r.nickname);
      const session: SessionPresence = { userId, nickname: r.nickname, session: sessionRef(r.sessionId), reason, forced };
      await live.publish('sessions', 'LOGOUT', session.session, session, { by: reason === 'logout' ? r.nickname : null });
    }
    for (const [id, nickname] of users) {
      if (await this.isOnline(id)) continue; // another session (browser, device) is still open
      const presence: UserPresence = { id, nickname, online: false, forced, reason };
      await live.publish('users', 'LOGOUT', id, presence, { by: reason === 'logout' ? nickname : null });
    }
  }

  /** Ends the sessions that ran out (idle or absolute expiry) but were never used again. Returns how many. */
  async sweep(): Promise<number> {
    const now = this.now();
    const rows = await this.deps.knex('sessions')
      .whereNull('ended_at')
      .where((q) => q.where('expires_at', '<', now).orWhere('last_seen_at', '<', now - this.deps.config.session.idleMinutes * 60_000))
      .limit(500)
      .select('id');
    const ids = rows.map((r: { id: string }) => r.id);
    if (ids.length) await this.deps.sessions.end(ids, 'expired', now);
    return ids.length + (await this.sweepDisconnected(now));
  }

  /**
   * Marks the open sessions whose sockets have been gone for the grace, and publishes LOGOUT
   * (`reason: 'disconnected'`) for their users who have no other live session. Each session is
   * marked by one instance (the update claims it), so the LOGOUT goes out once.
   */
  private async sweepDisconnected(now: number): Promise<number> {
    const since = now - LIVE_GRACE_MS;
    const rows = (await this.deps.knex('sessions as s').join('users as u', 'u.id', 's.user_id')
      .whereNull('s.ended_at').whereNull('s.offline_at')
      .where((w) => w.where('s.live_at', '<', since).orWhere((n) => n.whereNull('s.live_at').where('s.created_at', '<', since)))
      .limit(500)
      .select('s.id', 's.user_id as userId', 'u.nickname')) as { id: string; userId: number; nickname: string }[];
    const users = new Map<number, string>();
    for (const r of rows) {
      const claimed = await this.deps.knex('sessions').where('id', r.id).whereNull('offline_at')
        .where((w) => w.where('live_at', '<', since).orWhereNull('live_at')).update({ offline_at: now });
      if (claimed) users.set(Number(r.userId), r.nickname);
    }
    for (const [id, nickname] of users) {
      if (await this.isOnline(id)) continue;
      const presence: UserPresence = { id, nickname, online: false, forced: false, reason: 'disconnected' };
      await this.deps.live.publish('users', 'LOGOUT', id, presence, { by: null });
    }
    return users.size;
  }

  startSweeping(everyMs = PRESENCE_SWEEP_MS): void {
    if (this.timer) return;
    let running = false;
    this.timer = setInterval(() => {
      if (running) return;
      running = true;
      this.sweep()
        .catch((e) => this.deps.logger.error('presence: sweep failed', { error: (e as Error).message }))
        .finally(() => (running = false));
    }, everyMs);
    this.timer.unref();
  }

  stopSweeping(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** `GET /api/users/online`. */
export function presenceRoutes(router: PluginRouter, presence: Presence): void {
  router.get('/api/users/online', {
    access: 'authenticated',
    summary: 'Users with an open session (not signed out, forced out or expired), by nickname',
    description: 'Changes arrive live on the users topic: LOGIN, and LOGOUT when the last session ends (data.forced after a force-out).',
    tags: ['users', 'live'],
  }, () => presence.online());
}
