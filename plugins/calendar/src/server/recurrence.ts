/**
 * Expanding an event into the occurrences of one month (spec 001 §4 Calendar) with the `rrule`
 * library. rrule works on "floating" times: the wall clock of the start in the branch's zone is
 * handed to it as if it were UTC, and every occurrence's wall clock is turned back into an instant
 * in that zone, so each one keeps its time of day across daylight-saving changes, past ones included
 * (the zone's historical rules come from the runtime's time-zone data). All-day events are dates
 * throughout and never meet a zone.
 */
import rrulePkg from 'rrule';
import type { Options, Weekday } from 'rrule';
import { wallClock, zonedInstant } from '@lauda/sdk/server';
import { FREQUENCIES, isDateOnly, type CalendarEvent, type Frequency } from '../common/index.js';

const { RRule } = rrulePkg;

/** What the expansion reads of an event. */
export type Rule = Pick<CalendarEvent, 'startDate' | 'endDate' | 'allDay' | 'interval' | 'repeatCount' | 'repeatUtil' | 'repeatByMonthDay' | 'repeatByMonth' | 'repetitions' | 'exDates'>
  & { frequency: string | null };

export interface Expanded {
  /** the occurrence as the series produces it (instant ISO, or a date for all-day events) */
  occurrenceStart: string;
  startDate: string;
  endDate: string;
}

/** A rule that cannot be expanded: the field at fault, so the route answers 400 naming it. */
export class InvalidRecurrence extends Error {
  constructor(readonly field: 'frequency' | 'startDate' | 'endDate', message: string) {
    super(message);
  }
}

const DAY = 86_400_000;
const FREQ: Record<Frequency, number> = { FREQ_DAILY: RRule.DAILY, FREQ_WEEKLY: RRule.WEEKLY, FREQ_MONTHLY: RRule.MONTHLY, FREQ_YEARLY: RRule.YEARLY };
/** rrule counts weekdays from Monday (0); the spec from Sunday (0) */
const WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dateOf = (floating: number) => new Date(floating).toISOString().slice(0, 10);
const floatingDate = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The first and last day of the month of `date` (YYYY-MM-DD). */
export function monthOf(date: string): { first: string; last: string; next: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = Date.UTC(y, m - 1, 1);
  const next = Date.UTC(y, m, 1);
  return { first: dateOf(first), last: dateOf(next - DAY), next: dateOf(next) };
}

function instantOf(value: string, field: 'startDate' | 'endDate'): number {
  const t = Date.parse(value);
  if (isDateOnly(value) || !Number.isFinite(t)) throw new InvalidRecurrence(field, `${field} is not an instant`);
  return t;
}

function dayOf(value: string, field: 'startDate' | 'endDate'): number {
  const t = floatingDate(value);
  if (!isDateOnly(value) || !Number.isFinite(t) || dateOf(t) !== value) throw new InvalidRecurrence(field, `${field} is not a date`);
  return t;
}

function byWeekday(rule: Rule): Weekday[] | undefined {
  if (!rule.repetitions.length) return undefined;
  const ordered = rule.frequency === 'FREQ_MONTHLY' || rule.frequency === 'FREQ_YEARLY';
  return rule.repetitions.map((r) => (ordered && r.dayOrder ? WEEKDAYS[r.value]!.nth(r.dayOrder) : WEEKDAYS[r.value]!));
}

/** rrule's options for a series starting at the floating instant `dtstart`. */
function optionsOf(rule: Rule, dtstart: Date): Partial<Options> {
  if (!FREQUENCIES.includes(rule.frequency as Frequency)) throw new InvalidRecurrence('frequency', `unknown frequency ${String(rule.frequency)}`);
  return {
    freq: FREQ[rule.frequency as Frequency],
    dtstart,
    interval: Math.max(1, rule.interval || 1),
    count: rule.repeatCount ?? undefined,
    // the "until" date includes its whole day
    until: rule.repeatUtil ? new Date(floatingDate(rule.repeatUtil) + DAY - 1000) : undefined,
    bymonthday: rule.repeatByMonthDay ?? undefined,
    bymonth: rule.repeatByMonth ?? undefined,
    byweekday: byWeekday(rule),
  };
}

/** Floating starts of the series between two floating instants (inclusive), capped there. */
function floatingStarts(rule: Rule, dtstart: number, from: number, to: number): number[] {
  if (!rule.frequency) return dtstart >= from && dtstart <= to ? [dtstart] : [];
  if (to < dtstart) return [];
  return new RRule(optionsOf(rule, new Date(dtstart))).between(new Date(from), new Date(to), true).map((d) => d.getTime());
}

/**
 * The occurrences of `rule` that touch the month of `date` in `timeZone`, by start. Throws
 * InvalidRecurrence for a frequency or start the rule cannot be built from.
 */
export function expand(rule: Rule, date: string, timeZone: string): Expanded[] {
  const month = monthOf(date);
  if (rule.frequency !== null && !FREQUENCIES.includes(rule.frequency as Frequency)) throw new InvalidRecurrence('frequency', `unknown frequency ${rule.frequency}`);
  return rule.allDay ? expandDays(rule, month) : expandTimed(rule, month, timeZone);
}

function expandDays(rule: Rule, month: { first: string; next: string }): Expanded[] {
  const start = dayOf(rule.startDate, 'startDate');
  const length = dayOf(rule.endDate, 'endDate') - start;
  if (length < 0) throw new InvalidRecurrence('endDate', 'endDate is before startDate');
  const excluded = new Set(rule.exDates);
  const from = floatingDate(month.first) - length;
  const to = floatingDate(month.next) - 1;
  return floatingStarts(rule, start, from, to)
    .filter((d) => !excluded.has(dateOf(d)))
    .map((d) => ({ occurrenceStart: dateOf(d), startDate: dateOf(d), endDate: dateOf(d + length) }));
}

function expandTimed(rule: Rule, month: { first: string; next: string }, timeZone: string): Expanded[] {
  const start = instantOf(rule.startDate, 'startDate');
  const length = instantOf(rule.endDate, 'endDate') - start;
  if (length < 0) throw new InvalidRecurrence('endDate', 'endDate is before startDate');
  const w = wallClock(start, timeZone);
  const dtstart = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  const excluded = new Set(rule.exDates.map((x) => Date.parse(x)));
  const windowStart = zonedInstant(month.first, 0, timeZone);
  const windowEnd = zonedInstant(month.next, 0, timeZone);
  // a day of margin each side in floating time; the instants decide below
  const found = floatingStarts(rule, dtstart, floatingDate(month.first) - length - DAY, floatingDate(month.next) + DAY);
  const out: Expanded[] = [];
  for (const f of found) {
    const at = zonedInstant(dateOf(f), f % DAY, timeZone);
    if (excluded.has(at) || at >= windowEnd || at + Math.max(length, 1) <= windowStart) continue;
    const iso = new Date(at).toISOString();
    out.push({ occurrenceStart: iso, startDate: iso, endDate: new Date(at + length).toISOString() });
  }
  return out;
}

/** `YYYY-MM-DDTHH:mm` of an instant in `timeZone` (for messages and tests). */
export function wallText(iso: string, timeZone: string): string {
  const w = wallClock(Date.parse(iso), timeZone);
  return `${w.y}-${pad(w.m)}-${pad(w.d)}T${pad(w.h)}:${pad(w.min)}`;
}
