/**
 * Reminders (spec 001 §4, §8): each (event, occurrence, reminder) is sent once, when its time has
 * come and the occurrence has not ended, on the `calendar_event` topic to the users the event lists
 * only. Sending is claimed first: a row in `calendar_reminders_fired` whose key is the triple, written
 * in the transaction whose commit publishes. Another instance or a restarted one finds the row taken
 * and sends nothing.
 */
import { zonedInstant } from '@lauda/sdk/server';
import { CALENDAR_EVENT_DOCUMENT as D, CALENDAR_EVENT_TOPIC, type CalendarEvent } from '../../common/index.js';
import { eventOut, type Row } from '../codec.js';
import type { Ctx } from '../context.js';
import { expand, InvalidRecurrence, type Expanded } from '../recurrence.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** the longest preset (1 week) and a day of margin: how far ahead occurrences are looked for */
const AHEAD = 8 * DAY;

/** What a reminder notice shows (spec 001 §3 Event notification). */
export interface ReminderNotice {
  id: number;
  seriesId: number;
  occurrenceStart: string;
  reminder: number;
  name: string;
  startDate: string;
  allDay: boolean;
  calendar: string;
}

const isDuplicate = (e: unknown) => {
  const err = e as { code?: string; errno?: number };
  return err.code === 'ER_DUP_ENTRY' || err.errno === 1062 || String(err.code ?? '').startsWith('SQLITE_CONSTRAINT');
};

/** The instants an occurrence starts and ends (an all-day one at the branch's midnights). */
function spanOf(o: Expanded, e: CalendarEvent, timeZone: string): { start: number; end: number } {
  if (!e.allDay) return { start: Date.parse(o.startDate), end: Date.parse(o.endDate) };
  const next = new Date(Date.parse(`${o.endDate}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return { start: zonedInstant(o.startDate, 0, timeZone), end: zonedInstant(next, 0, timeZone) };
}

/** The occurrences of `e` in the months of now and of the look-ahead, once each. */
function upcoming(e: CalendarEvent, now: number, timeZone: string): Expanded[] {
  const months = [...new Set([now - DAY, now, now + AHEAD].map((t) => new Date(t).toISOString().slice(0, 7)))];
  const seen = new Map<string, Expanded>();
  for (const m of months) for (const o of expand(e, `${m}-01`, timeZone)) seen.set(o.occurrenceStart, o);
  return [...seen.values()];
}

/** The reminders due at `now` that have not been claimed by anyone yet (cheap pre-filter; the claim decides). */
export async function dueReminders(ctx: Ctx, now: number): Promise<{ row: Row; event: CalendarEvent; occurrence: Expanded; minutes: number }[]> {
  const timeZone = await ctx.branch.timeZone();
  const rows: Row[] = await ctx.db.knex('calendar_events').whereNull('deleted_at').whereNot('reminders', '[]').whereNot('user_ids', '[]')
    .whereIn('calendar_id', ctx.db.knex('calendar_calendars').whereNull('deleted_at').select('id'))
    .where('start_ms', '<=', now + AHEAD + DAY)
    .where((w) => w.whereNotNull('frequency').orWhere('end_ms', '>=', now - 2 * DAY));
  const out: { row: Row; event: CalendarEvent; occurrence: Expanded; minutes: number }[] = [];
  for (const row of rows) {
    const event = eventOut(row);
    let occurrences: Expanded[];
    try {
      occurrences = upcoming(event, now, timeZone);
    } catch (err) {
      if (err instanceof InvalidRecurrence) continue;
      throw err;
    }
    for (const occurrence of occurrences) {
      const { start, end } = spanOf(occurrence, event, timeZone);
      if (now >= Math.max(end, start + MINUTE)) continue;
      for (const r of event.reminders) if (start - r.minutes * MINUTE <= now) out.push({ row, event, occurrence, minutes: r.minutes });
    }
  }
  return out;
}

/** Claims and sends the reminders due at `now`; answers how many this instance sent. */
export async function fireReminders(ctx: Ctx, now: number): Promise<number> {
  const due = await dueReminders(ctx, now);
  if (!due.length) return 0;
  const taken = new Set((await ctx.db.knex('calendar_reminders_fired').whereIn('event_id', [...new Set(due.map((d) => d.event.id))])
    .select('event_id', 'occurrence_start', 'minutes')).map((r: Row) => `${r.event_id}|${r.occurrence_start}|${r.minutes}`));
  const calendars = new Map<number, string>((await ctx.db.knex('calendar_calendars').whereIn('id', [...new Set(due.map((d) => d.event.calendarId))]).select('id', 'name'))
    .map((c: Row) => [Number(c.id), String(c.name)]));
  let sent = 0;
  for (const { event, occurrence, minutes } of due) {
    if (taken.has(`${event.id}|${occurrence.occurrenceStart}|${minutes}`)) continue;
    const notice: ReminderNotice = {
      id: event.id, seriesId: event.seriesId ?? event.id, occurrenceStart: event.originalStart ?? occurrence.occurrenceStart,
      reminder: minutes, name: event.name, startDate: occurrence.startDate, allDay: event.allDay, calendar: calendars.get(event.calendarId) ?? '',
    };
    try {
      await ctx.db.transaction(async (trx, afterCommit) => {
        await trx('calendar_reminders_fired').insert({ event_id: event.id, occurrence_start: occurrence.occurrenceStart, minutes, fired_at: now });
        afterCommit(() => ctx.live.publish(CALENDAR_EVENT_TOPIC, 'REMINDER', event.id, notice, { by: null, onlyUsers: event.userIds, document: { type: D, id: event.id } }));
      });
      sent++;
    } catch (e) {
      // another instance (or this one before a restart) sent it
      if (!isDuplicate(e)) throw e;
    }
  }
  return sent;
}

/** Checks every `everyMs` (no two checks at once); answers the function that stops it. */
export function startReminders(ctx: Ctx, everyMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await fireReminders(ctx, ctx.now());
    } catch (e) {
      ctx.logger.warn('calendar reminders failed', { error: String(e) });
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
