/**
 * The range a chart covers: `from` and `to` are days of the branch's zone (YYYY-MM-DD, both
 * included), by default the last 30 days up to today; at most 366 days. A bad range is a 400
 * naming the field: `from` after `to` (`charts.rangeOrder`), more than 366 days (`charts.rangeTooLong`, on `to`).
 */
import { BadRequestError, calendarDate, LOCALES, wallClock, z } from '@lauda/sdk/server';
import { addDays, dayCount, DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, type ChartRange } from '../common/index.js';

export const chartQuery = z.object({
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  programId: z.coerce.number().int().positive().optional(),
  format: z.enum(['json', 'csv']).optional(),
  /** the language of the CSV's header line, state names and separator (default pt_BR) */
  locale: z.enum(LOCALES).optional(),
});
export type ChartQuery = z.output<typeof chartQuery>;

const refuse = (field: 'from' | 'to', code: string, message: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'query', issues: [{ field, message, code }] }, code);

/** Today in the zone, YYYY-MM-DD. */
export function todayIn(now: Date, timeZone: string): string {
  const w = wallClock(now.getTime(), timeZone);
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

export function rangeOf(q: ChartQuery, today: string): ChartRange {
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS);
  if (from > to) throw refuse('from', 'charts.rangeOrder', 'the first day is after the last');
  // counted from the dates, not by listing the days: a range of centuries is refused at once
  if (dayCount(from, to) > MAX_RANGE_DAYS) throw refuse('to', 'charts.rangeTooLong', `at most ${MAX_RANGE_DAYS} days`);
  return { from, to, programId: q.programId ?? null };
}
