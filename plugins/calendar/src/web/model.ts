/**
 * The calendar screens' pure part: the month grid, which days an occurrence covers in the branch's
 * zone, and the event form ↔ the API's body. Every date and time is the branch zone's, never the
 * browser's; all-day events are plain dates.
 */
import { zonedInstant } from '@lauda/sdk/web';
import { dateIn, timeOfDayMs } from '@lauda/web-kit';
import { REMINDER_PRESETS, type CalendarEvent, type Frequency, type Occurrence } from '../common/index.js';

const DAY = 86_400_000;
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (date: string, n: number) => day(ms(date) + n * DAY);
/** 0 Sunday … 6 Saturday */
export const weekdayOf = (date: string) => new Date(ms(date)).getUTCDay();

/** The same day `n` months on (the month's last day when it has fewer days). */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return day(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** The weeks (Sunday first) that show the month of `date`: 7 dates each. */
export function monthWeeks(date: string): string[][] {
  const first = `${date.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  let cursor = addDays(first, -weekdayOf(first));
  const weeks: string[][] = [];
  while (cursor <= last) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(cursor, i)));
    cursor = addDays(cursor, 7);
  }
  return weeks;
}

/** The days (branch zone) an occurrence covers: all-day ones their dates, timed ones from start to the moment before the end. */
export function daysOf(o: Pick<Occurrence, 'startDate' | 'endDate' | 'allDay'>, timeZone: string): string[] {
  const from = o.allDay ? o.startDate : dateIn(Date.parse(o.startDate), timeZone);
  const endAt = Date.parse(o.endDate);
  const to = o.allDay ? o.endDate : dateIn(Math.max(Date.parse(o.startDate), endAt - 1), timeZone);
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 366; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Occurrences by day of the branch zone. */
export function byDay(list: readonly Occurrence[], timeZone: string): Map<string, Occurrence[]> {
  const out = new Map<string, Occurrence[]>();
  for (const o of list) for (const d of daysOf(o, timeZone)) out.set(d, [...(out.get(d) ?? []), o]);
  return out;
}

export type Ends = 'never' | 'count' | 'until';

/** What the event dialog edits: dates and times of day of the branch zone. */
export interface EventForm {
  name: string;
  description: string;
  calendarId: number;
  categoryId: number | null;
  allDay: boolean;
  startDate: string;
  /** ms after midnight */
  startTime: number;
  endDate: string;
  endTime: number;
  frequency: Frequency | null;
  interval: number;
  /** weekly: weekdays 0-6 */
  weekdays: number[];
  /** monthly/yearly: by the day of the month, or by the nth weekday */
  monthlyBy: 'day' | 'weekday';
  order: number;
  ends: Ends;
  count: number;
  until: string;
  reminders: number[];
  userIds: number[];
  private: boolean;
}

/** The nth (1-4) or last (-1) weekday of its month that `date` is. */
export function orderOf(date: string): number {
  const n = Math.ceil(Number(date.slice(8, 10)) / 7);
  return addDays(date, 7).slice(0, 7) !== date.slice(0, 7) ? -1 : n;
}

/** A new event's form: the day chosen, 09:00-10:00. */
export function newForm(date: string, calendarId: number): EventForm {
  return {
    name: '', description: '', calendarId, categoryId: null, allDay: false,
    startDate: date, startTime: 9 * 3_600_000, endDate: date, endTime: 10 * 3_600_000,
    frequency: null, interval: 1, weekdays: [weekdayOf(date)], monthlyBy: 'day', order: orderOf(date),
    ends: 'never', count: 10, until: addMonths(date, 3), reminders: [], userIds: [], private: false,
  };
}

/** The form of a stored event; `at` (an occurrence) replaces its start and keeps its length. */
export function formOf(e: CalendarEvent, timeZone: string, at?: { startDate: string; endDate: string }): EventForm {
  const start = at?.startDate ?? e.startDate;
  const end = at?.endDate ?? e.endDate;
  const when = (s: string) => (e.allDay ? { date: s, time: 0 } : { date: dateIn(Date.parse(s), timeZone), time: timeOfDayMs(Date.parse(s), timeZone) });
  const s = when(start);
  const f = when(end);
  const nth = e.repetitions.find((r) => r.dayOrder);
  return {
    name: e.name, description: e.description, calendarId: e.calendarId, categoryId: e.categoryId, allDay: e.allDay,
    startDate: s.date, startTime: s.time, endDate: f.date, endTime: f.time,
    frequency: e.frequency, interval: e.interval,
    weekdays: e.repetitions.length ? e.repetitions.map((r) => r.value) : [weekdayOf(s.date)],
    monthlyBy: nth ? 'weekday' : 'day', order: nth?.dayOrder ?? orderOf(s.date),
    ends: e.repeatCount ? 'count' : e.repeatUtil ? 'until' : 'never', count: e.repeatCount ?? 10, until: e.repeatUtil ?? addMonths(s.date, 3),
    reminders: e.reminders.map((r) => r.minutes), userIds: e.userIds, private: e.private,
  };
}

export const startOf = (f: EventForm, timeZone: string) => (f.allDay ? f.startDate : new Date(zonedInstant(f.startDate, f.startTime, timeZone)).toISOString());
export const endOf = (f: EventForm, timeZone: string) => (f.allDay ? f.endDate : new Date(zonedInstant(f.endDate, f.endTime, timeZone)).toISOString());

/** The problems the dialog shows before sending: name required, end not before start. */
export function problemsOf(f: EventForm, timeZone: string): { name?: 'required'; end?: 'endBeforeStart' } {
  const out: { name?: 'required'; end?: 'endBeforeStart' } = {};
  if (!f.name.trim()) out.name = 'required';
  const key = (s: string) => (f.allDay ? ms(s) : Date.parse(s));
  if (key(endOf(f, timeZone)) < key(startOf(f, timeZone))) out.end = 'endBeforeStart';
  return out;
}

/** The API's body of the form (the rule fields only for a repeating event). */
export function bodyOf(f: EventForm, timeZone: string) {
  const repeats = f.frequency !== null;
  const weekly = f.frequency === 'FREQ_WEEKLY';
  const byWeekday = (f.frequency === 'FREQ_MONTHLY' || f.frequency === 'FREQ_YEARLY') && f.monthlyBy === 'weekday';
  return {
    name: f.name.trim(), description: f.description, calendarId: f.calendarId, categoryId: f.categoryId, allDay: f.allDay,
    startDate: startOf(f, timeZone), endDate: endOf(f, timeZone),
    frequency: f.frequency, interval: repeats ? f.interval : 1,
    repeatCount: repeats && f.ends === 'count' ? f.count : null,
    repeatUtil: repeats && f.ends === 'until' ? f.until : null,
    repetitions: weekly ? [...new Set(f.weekdays)].sort().map((value) => ({ value, dayOrder: null }))
      : byWeekday ? [{ value: weekdayOf(f.startDate), dayOrder: f.order }] : [],
    repeatByMonth: null, repeatByMonthDay: null,
    reminders: [...new Set(f.reminders)].sort((a, b) => a - b).map((minutes) => ({ minutes, type: 'NOTIFICATION' as const })),
    userIds: f.userIds, private: f.private,
  };
}

/** Shifts a series' start by as much as an occurrence moved in the form (editing "the whole series" from one occurrence). */
export function seriesTimes(series: CalendarEvent, occurrenceStart: string, body: { startDate: string; endDate: string }): { startDate: string; endDate: string } {
  const at = (s: string) => (series.allDay ? ms(s) : Date.parse(s));
  const delta = at(body.startDate) - at(occurrenceStart);
  const length = at(body.endDate) - at(body.startDate);
  const start = at(series.startDate) + delta;
  const out = (t: number) => (series.allDay ? day(t) : new Date(t).toISOString());
  return { startDate: out(start), endDate: out(start + length) };
}

export const PRESETS: readonly number[] = REMINDER_PRESETS;
