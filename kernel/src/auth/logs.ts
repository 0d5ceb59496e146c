import { z } from 'zod';
import { BadRequestError, pageQuery, zonedInstant, type AuthEvent, type AuthLogLine, type Page } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';

/** What an auth log line records, written by sign-in, sign-out and force-out (read back as the sdk's `AuthLogLine`). */
export interface AuthLogEntry {
  event: AuthEvent;
  success: boolean;
  userId?: number | null;
  /** the username as typed (failures) or the user's */
  username: string;
  nickname?: string | null;
  ip?: string | null;
  /** failure code (error_authentication, error_license_invalid, …) or why a session ended */
  reason?: string | null;
  /** who forced the user out */
  by?: string | null;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD').refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'not a date');
export const authLogQuery = pageQuery.extend({
  filter: z.string().trim().max(191).optional(),
  success: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuthLogQuery = z.infer<typeof authLogQuery>;

/** Epoch ms of midnight starting `date` (YYYY-MM-DD) in `timeZone`. */
export const startOfDay = (date: string, timeZone: string): number => zonedInstant(date, 0, timeZone);

/**
 * The instants (ms) of a `from`-`to` range of days of `timeZone`, both days included (`to` is the
 * start of the day after); 400 naming `from` when it comes after `to`.
 */
export function dayRange(q: { from?: string; to?: string }, timeZone: string): { from?: number; to?: number } {
  if (q.from && q.to && q.from > q.to) throw new BadRequestError('from: must not be after to', { in: 'query', issues: [{ field: 'from', message: 'start date must not be after the end date' }] }, 'error.validation');
  const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: q.from ? startOfDay(q.from, timeZone) : undefined, to: q.to ? startOfDay(next(q.to), timeZone) : undefined };
}

/** LIKE pattern escaping with '!' (a backslash means different things to MySQL and SQLite). */
export const escapeLike = (s: string) => s.replace(/[!%_]/g, (c) => `!${c}`);

/** Every sign-in, failure, sign-out and force-out; the failures are also the throttling state. */
export class AuthLogs {
  /** Told of every line written (the search index's `logs` target). */
  onRecorded: (id: number) => void = () => undefined;

  constructor(private readonly db: KnexDatabase, private readonly timeZone: () => Promise<string>) {}

  async record(e: AuthLogEntry, at = Date.now()): Promise<void> {
    const [id] = await this.db.knex('auth_logs').insert({
      at,
      event: e.event,
      success: e.success,
      user_id: e.userId ?? null,
      username: e.username.slice(0, 191),
      nickname: e.nickname ?? null,
      ip: e.ip?.slice(0, 64) ?? null,
      reason: e.reason ?? null,
      by_nickname: e.by ?? null,
    });
    if (id !== undefined) this.onRecorded(Number(id));
  }

  /**
   * Newest first. `filter` matches username, nickname or address; `from` and `to` are days of
   * the branch time zone, both included.
   */
  async filter(q: AuthLogQuery): Promise<Page<AuthLogLine>> {
    const tz = await this.timeZone();
    const query = this.db.knex('auth_logs').select('*').orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    if (q.filter) {
      const like = `%${escapeLike(q.filter)}%`;
      query.where((w) => {
        w.whereRaw("username like ? escape '!'", [like]).orWhereRaw("nickname like ? escape '!'", [like]).orWhereRaw("ip like ? escape '!'", [like]);
      });
    }
    if (q.success !== undefined) query.where('success', q.success);
    const range = dayRange(q, tz);
    if (range.from !== undefined) query.where('at', '>=', range.from);
    if (range.to !== undefined) query.where('at', '<', range.to);
    const page = await this.db.page<Record<string, unknown>>(query, q);
    return { ...page, data: page.data.map(toView) };
  }
}

function toView(r: Record<string, unknown>): AuthLogLine {
  return {
    id: Number(r.id),
    date: new Date(Number(r.at)).toISOString(),
    event: r.event as AuthEvent,
    success: !!r.success,
    userId: r.user_id == null ? null : Number(r.user_id),
    username: String(r.username),
    nickname: (r.nickname as string | null) ?? null,
    address: (r.ip as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    by: (r.by_nickname as string | null) ?? null,
  };
}
