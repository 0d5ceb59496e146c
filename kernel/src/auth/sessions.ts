import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { SessionUser } from '@lauda/sdk/server';
import type { KernelConfig } from '../config/index.js';
import { parseRoles, toSessionUser, type UserRow } from './users.js';
import { SessionCache } from './session-cache.js';

export const SESSION_COOKIE = 'lauda_session';
/** last-seen is written at most this often per session (idle expiry and presence read it) */
const TOUCH_EVERY_MS = 60_000;
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;

// the one-shot hash: no Hash object per request
const digest = (token: string) => crypto.hash('sha256', token, 'hex');

/** `rolesChanged`: the user's roles, levels or groups (or a group's roles) changed. */
export type SessionEndReason = 'logout' | 'forced' | 'expired' | 'deactivated' | 'rolesChanged';
/** may answer a promise (telling the other instances): the end is answered once it settles */
type Listener = (sessionIds: string[], reason: SessionEndReason) => void | Promise<void>;
/** A session just created by a sign-in (presence publishes LOGIN). */
export interface CreatedSession { id: string; userId: number }
type CreatedListener = (session: CreatedSession) => void;
type UsersChangedListener = (userIds: number[]) => void | Promise<void>;

/**
 * Sessions are cached in memory when every end of a session reaches this instance: on SQLite (one
 * instance) or with Redis between instances. Instances sharing a database without Redis read it
 * on every request, as they could not hear of a sign-out on another.
 */
export const cachesSessions = (config: Pick<KernelConfig, 'dbUrl' | 'redisUrl'>) => !config.dbUrl || !!config.redisUrl;

/**
 * Sessions live in the database, so they survive a restart and any kernel instance can serve
 * any user. The cookie carries a random token; the table keeps only its SHA-256.
 */
export class Sessions {
  private readonly listeners: Listener[] = [];
  private readonly createdListeners: CreatedListener[] = [];
  private readonly usersChangedListeners: UsersChangedListener[] = [];
  private readonly cache: SessionCache;
  constructor(private readonly knex: Knex, private readonly config: KernelConfig) {
    this.cache = new SessionCache({ max: cachesSessions(config) ? CACHE_MAX : 0, ttlMs: CACHE_TTL_MS });
  }

  onEnded(fn: Listener): void {
    this.listeners.push(fn);
  }

  /** Called after each new session is stored (live presence). */
  onCreated(fn: CreatedListener): void {
    this.createdListeners.push(fn);
  }

  /**
   * `roles` is the snapshot the session keeps (the user's own roles ∪ their groups' at sign-in).
   * It never goes stale: a change of the user's roles or groups ends their sessions in the same
   * transaction (`endForUsersIn`). Without it the user's own roles are read live.
   */
  async create(userId: number, ip: string | null, userAgent: string | null, now = Date.now(), roles?: readonly string[]): Promise<{ token: string; id: string }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const id = digest(token);
    await this.knex('sessions').insert({
      id,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + this.config.session.absoluteHours * 3_600_000,
      ip,
      user_agent: userAgent?.slice(0, 255) ?? null,
      roles: roles ? JSON.stringify([...new Set(roles)]) : null,
    });
    for (const l of this.createdListeners) l({ id, userId });
    return { token, id };
  }

  /**
   * The signed-in user when the cache alone can tell, with nothing to write or wait for (most
   * requests); undefined when `resolve` must decide. Saves a request a turn of the event loop.
   */
  cachedUser(token: string | undefined, now = Date.now()): SessionUser | null | undefined {
    if (!token || token.length > 100) return null;
    if (this.config.redisUrl) return undefined; // another instance's sign-out must be read first
    const hit = this.cache.get(digest(token), now);
    return hit && this.fresh(hit, now) && now - hit.lastSeenAt <= TOUCH_EVERY_MS ? hit.user : undefined;
  }

  /** a cached session near its idle or absolute end is read again, so only the database decides an expiry */
  private fresh(hit: { expiresAt: number; lastSeenAt: number }, now: number): boolean {
    return now <= hit.expiresAt && now <= hit.lastSeenAt + this.config.session.idleMinutes * 60_000;
  }

  /** The signed-in user for a cookie token, or null when unknown, ended, idle too long or expired. */
  async resolve(token: string | undefined, now = Date.now()): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const id = digest(token);
    const idleMs = this.config.session.idleMinutes * 60_000;
    let hit = this.cache.get(id, now);
    // Another instance's word (a sign-out there) may be waiting in this event loop turn beside this
    // request, already in Redis before that sign-out answered: let it be read before trusting the cache.
    if (hit && this.config.redisUrl) {
      await new Promise((resolve) => setImmediate(resolve));
      hit = this.cache.get(id, now);
    }
    if (hit && this.fresh(hit, now)) {
      if (now - hit.lastSeenAt > TOUCH_EVERY_MS) await this.touch(id, now);
      return hit.user;
    }
    const generation = this.cache.begin();
    const row = await this.knex('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .where('s.id', id)
      .first('u.*', 's.last_seen_at as s_last_seen', 's.expires_at as s_expires', 's.ended_at as s_ended', 's.roles as s_roles');
    if (!row || row.s_ended) return null;
    let lastSeenAt = Number(row.s_last_seen);
    if (now > Number(row.s_expires) || now > lastSeenAt + idleMs || !row.active) {
      await this.end([id], row.active ? 'expired' : 'deactivated', now);
      return null;
    }
    if (now - lastSeenAt > TOUCH_EVERY_MS) {
      await this.knex('sessions').where('id', id).update({ last_seen_at: now });
      lastSeenAt = now;
    }
    const base = toSessionUser(row as UserRow, id, this.config.supportUser);
    // shared by every request of the session while cached: frozen so none can change it for the others
    const user = Object.freeze({ ...base, roles: Object.freeze(row.s_roles == null ? base.roles : parseRoles(row.s_roles)) });
    this.cache.put(id, { user, lastSeenAt, expiresAt: Number(row.s_expires) }, generation, now);
    return user;
  }

  private async touch(id: string, now: number): Promise<void> {
    this.cache.touched(id, now);
    await this.knex('sessions').where('id', id).update({ last_seen_at: now });
  }

  async end(ids: string[], reason: SessionEndReason, now = Date.now()): Promise<void> {
    if (!ids.length) return;
    await this.knex('sessions').whereIn('id', ids).whereNull('ended_at').update({ ended_at: now, end_reason: reason });
    await this.announce(ids, reason);
  }

  /** Ends every open session of a user (force-out, deactivation). Returns how many. */
  async endForUser(userId: number, reason: SessionEndReason): Promise<number> {
    const ids = await this.endForUsersIn(this.knex, [userId], reason);
    await this.announce(ids, reason);
    return ids.length;
  }

  /**
   * Ends the open sessions of these users inside the caller's transaction `q`, so a change of
   * rights and the end of the sessions that hold the old ones commit together: no request sees
   * one without the other, on any instance. The caller announces the ids once it has committed.
   */
  async endForUsersIn(q: Knex, userIds: readonly number[], reason: SessionEndReason, now = Date.now()): Promise<string[]> {
    const users = [...new Set(userIds)];
    if (!users.length) return [];
    const ids = (await q('sessions').whereIn('user_id', users).whereNull('ended_at').select('id')).map((r) => r.id as string);
    if (ids.length) await q('sessions').whereIn('id', ids).whereNull('ended_at').update({ ended_at: now, end_reason: reason });
    return ids;
  }

  /**
   * Tells the listeners (live sockets here and, through Redis, on other instances; locks; presence).
   * Resolves once the other instances were told, so the request that ended a session answers only
   * when no instance would still take it from its cache.
   */
  async announce(ids: string[], reason: SessionEndReason): Promise<void> {
    if (!ids.length) return;
    this.cache.forget(ids);
    await Promise.allSettled(this.listeners.map((l) => l(ids, reason)));
  }

  /**
   * A user's record changed (name, nickname, e-mail, reactivation) without ending their sessions:
   * their cached sessions are read again, here and (through the listeners, over Redis) elsewhere.
   */
  async usersChanged(userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    this.cache.forgetUsers(userIds);
    await Promise.allSettled(this.usersChangedListeners.map((l) => l(userIds)));
  }

  onUsersChanged(fn: UsersChangedListener): void {
    this.usersChangedListeners.push(fn);
  }

  /** Another instance ended these sessions or changed these users: drop what this one cached. */
  forget(sessionIds: readonly string[], userIds: readonly number[] = []): void {
    if (sessionIds.length) this.cache.forget(sessionIds);
    if (userIds.length) this.cache.forgetUsers(userIds);
  }

  /** Drops every cached session (tests that edit the sessions table behind the kernel's back). */
  forgetAll(): void {
    this.cache.clear();
  }

  cookie(token: string | null): string {
    const secure = this.config.session.cookieSecure ? '; Secure' : '';
    if (token === null) return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
    const maxAge = this.config.session.absoluteHours * 3600;
    return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
  }
}
