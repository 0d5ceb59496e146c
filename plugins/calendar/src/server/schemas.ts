/** Route inputs (zod): what a client may send. Each refusal names its field (400 error.validation). */
import { BadRequestError, text, z } from '@lauda/sdk/server';
import { CALENDAR_LIMITS as L, FREQUENCIES, REMINDER_TYPES, isDateOnly } from '../common/index.js';
import { InvalidRecurrence } from './recurrence.js';

export const id = z.number().int().positive();
export const idParam = z.object({ id: z.coerce.number().int().positive() });
const name = text(L.name).refine((s) => s.trim().length > 0, 'required').transform((s) => s.trim());
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour #rrggbb');

/** YYYY-MM-DD naming a day that exists (not 2030-02-30). */
const realDate = (s: string) => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return isDateOnly(s) && Number.isFinite(t) && new Date(t).toISOString().startsWith(s);
};
export const date = z.string().refine(realDate, 'a date YYYY-MM-DD');
/** An ISO 8601 instant with its offset (Z or ±hh:mm), or a date for all-day events. */
const when = z.string().max(30).refine((s) => isDateOnly(s)
  ? realDate(s)
  : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && Number.isFinite(Date.parse(s)), 'an ISO instant, or a date for an all-day event');

export const categoryInput = z.object({ id: id.optional(), name, color: color.default('#607d8b') });
export const calendarInput = z.object({
  name,
  color: color.default('#1e88e5'),
  categories: z.array(categoryInput).max(L.categories).default([]),
});
export const calendarPut = calendarInput.extend({ version: z.number().int().min(0) });
export type CalendarInput = z.output<typeof calendarInput>;

const repetition = z.object({
  value: z.number().int().min(0).max(6),
  dayOrder: z.number().int().min(-1).max(5).refine((n) => n !== 0, '1-5, or -1 for the last').nullable().default(null),
});
const reminder = z.object({ minutes: z.number().int().min(0).max(40_320), type: z.enum(REMINDER_TYPES).default('NOTIFICATION') });

/** The event's fields; a missing frequency (or null) is an event that does not repeat. */
export const eventFields = z.object({
  calendarId: id,
  categoryId: id.nullable().default(null),
  name,
  description: text(L.description).default(''),
  startDate: when,
  endDate: when,
  allDay: z.boolean().default(false),
  frequency: z.enum(FREQUENCIES).nullable().default(null),
  interval: z.number().int().min(1).max(L.interval).default(1),
  repeatCount: z.number().int().min(1).max(L.repeatCount).nullable().default(null),
  repeatUtil: date.nullable().default(null),
  repeatByMonthDay: z.number().int().min(-31).max(31).refine((n) => n !== 0, 'a day of the month').nullable().default(null),
  repeatByMonth: z.number().int().min(1).max(12).nullable().default(null),
  repetitions: z.array(repetition).max(L.repetitions).default([]),
  exDates: z.array(when).max(L.exDates).default([]),
  reminders: z.array(reminder).max(L.reminders).default([]),
  userIds: z.array(id).max(L.users).default([]),
  private: z.boolean().default(false),
});
export type EventValues = z.output<typeof eventFields>;

/** Checks the fields together: start and end of the same kind, the end not before the start. */
export function checkTimes(v: Pick<EventValues, 'startDate' | 'endDate' | 'allDay'>): void {
  const bad = (field: string, message: string) => {
    throw new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message }] }, 'error.validation');
  };
  if (isDateOnly(v.startDate) !== v.allDay) bad('startDate', v.allDay ? 'an all-day event starts on a date' : 'a timed event starts at an instant');
  if (isDateOnly(v.endDate) !== v.allDay) bad('endDate', v.allDay ? 'an all-day event ends on a date' : 'a timed event ends at an instant');
  const ms = (s: string) => (isDateOnly(s) ? Date.parse(`${s}T00:00:00Z`) : Date.parse(s));
  if (ms(v.endDate) < ms(v.startDate)) bad('endDate', 'the end is before the start');
}

/** InvalidRecurrence → 400 naming its field. */
export function recurrenceError(e: InvalidRecurrence): BadRequestError {
  return new BadRequestError(`Invalid field '${e.field}': ${e.message}`, { in: 'body', issues: [{ field: e.field, message: e.message }] }, 'error.validation');
}

export const eventCreate = eventFields;
export const eventPut = eventFields.extend({ version: z.number().int().min(0) });

/** One occurrence of a series: its start as the events list gave it. */
export const occurrenceRef = z.object({ occurrence: when });
/** Edit one occurrence: it leaves the series (an exDate) and becomes an event of its own. */
export const occurrenceEdit = eventFields.omit({
  frequency: true, interval: true, repeatCount: true, repeatUtil: true, repeatByMonthDay: true, repeatByMonth: true, repetitions: true, exDates: true,
}).extend({ occurrence: when });
/** Move or resize: new start and end; for a series, `occurrence` says which one was dragged and `scope` what moves. */
export const moveInput = z.object({
  startDate: when,
  endDate: when,
  occurrence: when.optional(),
  scope: z.enum(['one', 'series']).default('series'),
});

export const eventsQuery = z.object({
  calendarId: z.coerce.number().int().positive().optional(),
  currentDate: date,
});
export const categoriesQuery = z.object({ calendarId: z.coerce.number().int().positive() });
