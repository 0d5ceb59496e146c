/** Event and calendar rows ↔ the API's shapes (JSON columns parsed, booleans as booleans). */
import { isDateOnly, type Calendar, type CalendarEvent, type Category, type Frequency } from '../common/index.js';
import type { EventValues } from './schemas.js';
import type { Rule } from './recurrence.js';

export type Row = Record<string, any>;

const list = <T>(s: unknown): T[] => (typeof s === 'string' && s ? (JSON.parse(s) as T[]) : []);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function calendarOut(row: Row, categories: Row[]): Calendar {
  return {
    id: Number(row.id), name: row.name, color: row.color, version: Number(row.version),
    categories: categories.map(categoryOut),
  };
}
export const categoryOut = (c: Row): Category => ({ id: Number(c.id), name: c.name, color: c.color });

export function eventOut(row: Row): CalendarEvent {
  return {
    id: Number(row.id),
    calendarId: Number(row.calendar_id),
    categoryId: num(row.category_id),
    name: row.name,
    description: row.description ?? '',
    startDate: row.start_date,
    endDate: row.end_date,
    allDay: Boolean(row.all_day),
    frequency: (row.frequency ?? null) as Frequency | null,
    interval: Number(row.interval ?? 1),
    repeatCount: num(row.repeat_count),
    repeatUtil: row.repeat_until ?? null,
    repeatByMonthDay: num(row.repeat_by_month_day),
    repeatByMonth: num(row.repeat_by_month),
    repetitions: list(row.repetitions),
    exDates: list(row.ex_dates),
    reminders: list(row.reminders),
    userIds: list(row.user_ids),
    private: Boolean(row.private),
    ownerId: num(row.owner_id),
    seriesId: num(row.series_id),
    originalStart: row.original_start ?? null,
    version: Number(row.version),
  };
}

/** The rule the expansion reads. */
export const ruleOf = (e: CalendarEvent): Rule => e;

/** ms of a start or end: the instant, or the date's UTC midnight (all-day). */
export const msOf = (s: string) => (isDateOnly(s) ? Date.parse(`${s}T00:00:00Z`) : Date.parse(s));

/** The instant form every stored instant takes, so exDates and occurrences compare as text. */
export const canonical = (s: string) => (isDateOnly(s) ? s : new Date(Date.parse(s)).toISOString());

export function toColumns(v: EventValues): Row {
  return {
    calendar_id: v.calendarId,
    category_id: v.categoryId,
    name: v.name,
    description: v.description,
    start_date: canonical(v.startDate),
    end_date: canonical(v.endDate),
    all_day: v.allDay,
    start_ms: msOf(v.startDate),
    end_ms: msOf(v.endDate),
    frequency: v.frequency,
    interval: v.interval,
    repeat_count: v.frequency ? v.repeatCount : null,
    repeat_until: v.frequency ? v.repeatUtil : null,
    repeat_by_month_day: v.frequency ? v.repeatByMonthDay : null,
    repeat_by_month: v.frequency ? v.repeatByMonth : null,
    repetitions: JSON.stringify(v.frequency ? v.repetitions : []),
    ex_dates: JSON.stringify(v.frequency ? [...new Set(v.exDates.map(canonical))].sort() : []),
    reminders: JSON.stringify(v.reminders),
    user_ids: JSON.stringify([...new Set(v.userIds)]),
    private: v.private,
  };
}

/** The API's values of a stored event (to merge a partial change into). */
export function valuesOf(e: CalendarEvent): EventValues {
  const { id: _i, ownerId: _o, seriesId: _s, originalStart: _os, version: _v, ...values } = e;
  return values;
}
