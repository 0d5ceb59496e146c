import { definePlugin } from '@lauda/sdk/server';
import { calendarMigrations } from '../../migrations/index.js';
import { CALENDAR_EVENT_TOPIC, CALENDAR_PLUGIN_ID, CALENDAR_ROLES as R, CALENDAR_TOPIC } from '../common/index.js';
import { deps, type Ctx } from './context.js';
import { loadDemo } from './demo.js';
import { calendarDocuments } from './documents.js';
import { calendarRoutes } from './routes/calendars.js';
import { eventRoutes } from './routes/events.js';
import { feedRoutes } from './routes/feed.js';
import { pdfRoutes } from './routes/pdf.js';
import { startReminders } from './services/reminders.js';
import { eventSearch } from './search.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

export default definePlugin({
  id: CALENDAR_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Calendar: newsroom calendars with categories, events with recurrence (rrule) in the branch\'s time zone, reminders',
  dependsOn: [],
  migrations: calendarMigrations,
  topics: [
    { name: CALENDAR_TOPIC, access: [R.read], description: 'calendars created, changed (name, colour, categories), removed' },
    // every message names its event: a private event's reach only its owner and listed users
    { name: CALENDAR_EVENT_TOPIC, access: [R.read], documents: true, description: 'events created, changed, removed; reminders to the users an event lists' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx: Ctx = { ...d, now: () => d.clock.now().getTime() };
    return {
      documents: calendarDocuments(ctx),
      search: eventSearch(ctx),
      routes(router) {
        // the static paths first: /api/calendars/{id} would take them
        eventRoutes(router, ctx);
        pdfRoutes(router, ctx);
        feedRoutes(router, ctx);
        calendarRoutes(router, ctx);
      },
      // plugin setting `reminderCheckMs`: how often due reminders are looked for (default 30 s)
      demo: ({ users, today }) => loadDemo(ctx, users, today),
      start: () => startReminders(ctx, Math.max(100, Number(d.config.plugin.reminderCheckMs ?? 30_000) || 30_000)),
    };
  },
});
