import type { SessionUser } from '@lauda/sdk/server';

/** What a session row said when it was read, enough to check it again without the database. */
export interface CachedSession {
  user: SessionUser;
  lastSeenAt: number;
  expiresAt: number;
}

interface Entry extends CachedSession {
  readAt: number;
}

export interface SessionCacheOptions {
  /** most sessions kept; the least recently used goes first */
  max: number;
  /** an entry older than this is read again from the database (a safety net: ends are told at once) */
  ttlMs: number;
}

/**
 * Signed-in sessions in memory, so an authenticated request needs no database read. Entries are
 * dropped when their session ends or their user changes (`forget`, `forgetUsers`, told by this
 * instance and by the others over Redis), and read again after `ttlMs` in any case.
 *
 * A read that raced with an invalidation must not put the old answer back: `begin()` takes a
 * generation before reading the database, and `put` ignores the answer when anything was forgotten
 * since.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly options: SessionCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get(id: string, now: number): CachedSession | null {
    const e = this.entries.get(id);
    if (!e) return null;
    if (now - e.readAt > this.options.ttlMs) {
      this.entries.delete(id);
      return null;
    }
    // most recently used last, so the first key is the one to evict
    this.entries.delete(id);
    this.entries.set(id, e);
    return e;
  }

  begin(): number {
    return this.generation;
  }

  put(id: string, session: CachedSession, generation: number, now: number): void {
    if (generation !== this.generation || this.options.max <= 0) return;
    this.entries.delete(id);
    this.entries.set(id, { ...session, readAt: now });
    while (this.entries.size > this.options.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** After this instance wrote the session's last-seen time. */
  touched(id: string, lastSeenAt: number): void {
    const e = this.entries.get(id);
    if (e) e.lastSeenAt = lastSeenAt;
  }

  forget(ids: readonly string[]): void {
    this.generation++;
    for (const id of ids) this.entries.delete(id);
  }

  forgetUsers(userIds: readonly number[]): void {
    this.generation++;
    const users = new Set(userIds);
    for (const [id, e] of this.entries) if (users.has(e.user.id)) this.entries.delete(id);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
