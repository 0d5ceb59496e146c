/**
 * The archive's days: days of the branch's time zone, before today. A range's `to` defaults to
 * yesterday and may not be today or later (today's documents are in their own areas); `from`
 * defaults to none (every past day). Restores go into today.
 */
import { BadRequestError, RuleRefusedError, wallClock } from '@lauda/sdk/server';
import { ARCHIVE_ERRORS as E } from '../common/index.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in `timeZone` at the instant `now` (epoch ms), as YYYY-MM-DD. */
export function todayIn(now: number, timeZone: string): string {
  const w = wallClock(now, timeZone);
  return `${w.y}-${pad(w.m)}-${pad(w.d)}`;
}

/** The day before a YYYY-MM-DD day (calendar days: no zone involved). */
export const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const refused = (field: string, message: string, code: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'query', issues: [{ field, message, code }] }, code);

/** The range a list covers: 400 naming `to` for today or later, naming `from` when it is after `to`. */
export function pastRange(query: { from?: string; to?: string }, today: string): { from: string | null; to: string } {
  const to = query.to ?? dayBefore(today);
  if (to >= today) throw refused('to', `the archive holds the days before today (${today})`, E.notPast);
  if (query.from && query.from > to) throw refused('from', `the start date ${query.from} is after the end date ${to}`, E.badRange);
  return { from: query.from ?? null, to };
}

/** A document restored into today must be of a past day: 422 otherwise. */
export function assertPast(date: string, today: string): void {
  if (date >= today) throw new RuleRefusedError(`Only documents of days before today (${today}) are restored from the archive`, E.notPast, { date, today });
}
