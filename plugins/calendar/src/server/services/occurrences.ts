/** A month's occurrences of the events the caller sees (`GET /api/calendars/events`). */
import type { SessionUser } from '@lauda/sdk/server';
import type { Occurrence } from '../../common/index.js';
import { eventOut, type Row } from '../codec.js';
import type { Ctx } from '../context.js';
import { expand, InvalidRecurrence, monthOf } from '../recurrence.js';
import { seesEvent } from './store.js';

const DAY = 86_400_000;

/** Occurrences of the month of `date` (the branch's zone), by start; a calendar's alone or every one's. */
export async function monthOccurrences(ctx: Ctx, user: SessionUser, date: string, calendarId?: number): Promise<Occurrence[]> {
  const tz = await ctx.branch.timeZone();
  const month = monthOf(date);
  // two days of margin: all-day rows are stored at UTC midnight, zones reach ±14 h
  const from = Date.parse(`${month.first}T00:00:00Z`) - 2 * DAY;
  const to = Date.parse(`${month.next}T00:00:00Z`) + 2 * DAY;
  // events of a removed calendar (restored from the trash after it went) are not listed
  const q = ctx.db.knex('calendar_events').whereNull('deleted_at').where('start_ms', '<', to)
    .whereIn('calendar_id', ctx.db.knex('calendar_calendars').whereNull('deleted_at').select('id'))
    .where((w) => w.whereNotNull('frequency').orWhere('end_ms', '>=', from));
  if (calendarId !== undefined) q.where('calendar_id', calendarId);
  const rows: Row[] = await q.select();
  const out: Occurrence[] = [];
  for (const row of rows) {
    if (!seesEvent(row, user)) continue;
    const e = eventOut(row);
    let found;
    try {
      found = expand(e, date, tz);
    } catch (err) {
      // stored rules are checked when saved: one that fails here is reported and shows nothing
      if (!(err instanceof InvalidRecurrence)) throw err;
      ctx.logger.warn('calendar event cannot be expanded', { id: e.id, field: err.field });
      continue;
    }
    for (const o of found) {
      out.push({
        id: e.id,
        seriesId: e.seriesId ?? e.id,
        occurrenceStart: e.originalStart ?? o.occurrenceStart,
        startDate: o.startDate,
        endDate: o.endDate,
        allDay: e.allDay,
        name: e.name,
        calendarId: e.calendarId,
        categoryId: e.categoryId,
        recurring: e.frequency !== null || e.seriesId !== null,
      });
    }
  }
  // all-day ones first on their day, then by start
  const key = (o: Occurrence) => (o.allDay ? `${o.startDate}T00:00:00.000Z` : o.startDate);
  return out.sort((a, b) => key(a).localeCompare(key(b)) || Number(b.allDay) - Number(a.allDay) || a.id - b.id);
}
