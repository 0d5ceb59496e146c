/**
 * iCalendar (RFC 5545) text of a calendar's events, for phones that subscribe to the feed. Timed
 * events carry the branch zone's wall clock with TZID (so repetitions keep their time across
 * daylight-saving changes on the phone too); all-day events are DATE values (the end exclusive);
 * an occurrence edited apart is a VEVENT with the series' UID and a RECURRENCE-ID.
 */
import { wallClock, zonedInstant } from '@lauda/sdk/server';
import type { CalendarEvent } from '../common/index.js';

const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const FREQ: Record<string, string> = { FREQ_DAILY: 'DAILY', FREQ_WEEKLY: 'WEEKLY', FREQ_MONTHLY: 'MONTHLY', FREQ_YEARLY: 'YEARLY' };
const pad = (n: number) => String(n).padStart(2, '0');

export const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines of at most 75 octets, continued with a space (RFC 5545 §3.1). */
export function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  for (const ch of line) {
    if (Buffer.byteLength(cur + ch) > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
  }
  out.push(cur);
  return out.join('\r\n ');
}

const utc = (t: number) => new Date(t).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const dateValue = (d: string) => d.replace(/-/g, '');
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
function local(iso: string, tz: string): string {
  const w = wallClock(Date.parse(iso), tz);
  return `${w.y}${pad(w.m)}${pad(w.d)}T${pad(w.h)}${pad(w.min)}${pad(w.s)}`;
}

/** `FREQ=WEEKLY;BYDAY=MO,WE;…` of an event that repeats. */
export function ruleText(e: CalendarEvent, tz: string): string {
  const parts = [`FREQ=${FREQ[e.frequency!]}`];
  if (e.interval > 1) parts.push(`INTERVAL=${e.interval}`);
  if (e.repeatCount) parts.push(`COUNT=${e.repeatCount}`);
  else if (e.repeatUtil) parts.push(`UNTIL=${e.allDay ? dateValue(e.repeatUtil) : utc(zonedInstant(e.repeatUtil, 86_399_000, tz))}`);
  const ordered = e.frequency === 'FREQ_MONTHLY' || e.frequency === 'FREQ_YEARLY';
  if (e.repetitions.length) parts.push(`BYDAY=${e.repetitions.map((r) => `${ordered && r.dayOrder ? r.dayOrder : ''}${DAYS[r.value]}`).join(',')}`);
  if (e.repeatByMonthDay) parts.push(`BYMONTHDAY=${e.repeatByMonthDay}`);
  if (e.repeatByMonth) parts.push(`BYMONTH=${e.repeatByMonth}`);
  return parts.join(';');
}

function vevent(e: CalendarEvent, tz: string, stamp: string, calendarName: string): string[] {
  const when = (name: string, value: string, end = false) => (e.allDay
    ? `${name};VALUE=DATE:${dateValue(end ? nextDay(value) : value)}`
    : `${name};TZID=${tz}:${local(value, tz)}`);
  const lines = [
    'BEGIN:VEVENT',
    `UID:calendar-event-${e.seriesId ?? e.id}@lauda`,
    `DTSTAMP:${stamp}`,
    when('DTSTART', e.startDate),
    when('DTEND', e.endDate, true),
    `SUMMARY:${escapeText(e.name)}`,
    `CATEGORIES:${escapeText(calendarName)}`,
  ];
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.seriesId && e.originalStart) lines.push(when('RECURRENCE-ID', e.originalStart));
  if (e.frequency) {
    lines.push(`RRULE:${ruleText(e, tz)}`);
    for (const x of e.exDates) lines.push(when('EXDATE', x));
  }
  for (const r of e.reminders) lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(e.name)}`, `TRIGGER:-PT${r.minutes}M`, 'END:VALARM');
  lines.push('END:VEVENT');
  return lines;
}

export function icsOf(calendarName: string, events: readonly CalendarEvent[], tz: string, now: number): string {
  const stamp = utc(now);
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lauda//Calendar//PT', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`, `X-WR-TIMEZONE:${tz}`,
    ...events.flatMap((e) => vevent(e, tz, stamp, calendarName)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
