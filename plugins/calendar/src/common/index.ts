/**
 * Ids, roles, topics, limits and API shapes of the calendar plugin (spec 001 §3 Calendar event, §4
 * Calendar, §9 reminder presets and display): browser-safe, shared by the server and the screens.
 */
export const CALENDAR_PLUGIN_ID = 'calendar';

/** The document type: one event (a series or a detached occurrence). */
export const CALENDAR_EVENT_DOCUMENT = 'calendar_event';
/** Live topics (spec 001 §8): calendars changed; events changed and reminders. */
export const CALENDAR_TOPIC = 'calendar';
export const CALENDAR_EVENT_TOPIC = 'calendar_event';

/** The spec's calendar roles (000 §6): read the calendars, write events, administer calendars. */
export const CALENDAR_ROLES = {
  read: 'ROLE_CALENDAR_READ',
  write: 'ROLE_CALENDAR_WRITE',
  admin: 'ROLE_CALENDAR_ADMIN',
} as const;

export const FREQUENCIES = ['FREQ_DAILY', 'FREQ_WEEKLY', 'FREQ_MONTHLY', 'FREQ_YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Reminder presets in minutes (spec 001 §9): 15, 30 min; 1-4 h; 1-4 days; 1 week. */
export const REMINDER_PRESETS = [15, 30, 60, 120, 180, 240, 1440, 2880, 4320, 5760, 10080] as const;
/** `NOTIFICATION`: a desktop notice to the listed users; `EMAIL` is kept for the spec's shape. */
export const REMINDER_TYPES = ['NOTIFICATION'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

export const CALENDAR_LIMITS = {
  name: 200,
  description: 5_000,
  categories: 100,
  exDates: 1_000,
  reminders: 10,
  users: 500,
  repetitions: 35,
  /** a series is expanded at most this many years past its start */
  interval: 1_000,
  repeatCount: 10_000,
} as const;

export const CALENDAR_ERRORS = {
  calendarNotFound: 'calendar.notFound',
  eventNotFound: 'calendar.eventNotFound',
  categoryNotOfCalendar: 'calendar.categoryNotOfCalendar',
  staleVersion: 'calendar.staleVersion',
  notRecurring: 'calendar.notRecurring',
  noSuchOccurrence: 'calendar.noSuchOccurrence',
  calendarHasEvents: 'calendar.hasEvents',
  onlyOwner: 'calendar.onlyOwner',
  feedNotFound: 'calendar.feedNotFound',
} as const;

export interface Category {
  id: number;
  name: string;
  color: string;
}

export interface Calendar {
  id: number;
  name: string;
  color: string;
  categories: Category[];
  version: number;
}

/** One weekday of a rule: 0-6 Sunday first; dayOrder 1-5 or -1 (last) for monthly and yearly rules. */
export interface Repetition {
  value: number;
  dayOrder: number | null;
}

export interface Reminder {
  minutes: number;
  type: ReminderType;
}

/**
 * An event as stored: a timed event's `startDate`/`endDate` are ISO instants; an all-day event's are
 * dates (YYYY-MM-DD, end inclusive) that mean the same day in every zone.
 */
export interface CalendarEvent {
  id: number;
  calendarId: number;
  categoryId: number | null;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  frequency: Frequency | null;
  interval: number;
  repeatCount: number | null;
  repeatUtil: string | null;
  repeatByMonthDay: number | null;
  repeatByMonth: number | null;
  repetitions: Repetition[];
  exDates: string[];
  reminders: Reminder[];
  /** who the reminders notify; for a private event also the only others who see it */
  userIds: number[];
  private: boolean;
  ownerId: number | null;
  /** set on a detached occurrence: the series it was taken from and the occurrence it replaces */
  seriesId: number | null;
  originalStart: string | null;
  version: number;
}

/** One occurrence in a month's list. */
export interface Occurrence {
  /** the event to load or change (the detached event for a changed occurrence) */
  id: number;
  /** the series this occurrence belongs to (its own id when it does not repeat) */
  seriesId: number;
  /** the occurrence's start as the series produces it: the key to exclude or detach it */
  occurrenceStart: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  name: string;
  calendarId: number;
  categoryId: number | null;
  recurring: boolean;
}

/** Spec 001 §9: 0 or less "now", under 60 minutes, under 1440 hours, under 10080 days, else weeks. */
export function reminderDisplay(minutes: number): { unit: 'now' | 'minutes' | 'hours' | 'days' | 'weeks'; count: number } {
  if (minutes <= 0) return { unit: 'now', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 1440) return { unit: 'hours', count: Math.floor(minutes / 60) };
  if (minutes < 10080) return { unit: 'days', count: Math.floor(minutes / 1440) };
  return { unit: 'weeks', count: Math.floor(minutes / 10080) };
}

export const isDateOnly = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
