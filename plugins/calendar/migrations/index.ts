import type { Migration } from '@lauda/sdk/server';
import { calendarTables } from './001_calendar.js';
import { reminderTables } from './002_reminders.js';
import { feedTables } from './003_feeds.js';

/** The calendar plugin's migrations, in order. Append; never edit one that has shipped. */
export const calendarMigrations: Migration[] = [calendarTables, reminderTables, feedTables];
