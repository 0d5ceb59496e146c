/** The calendar's events in the `documents` index target: name and description, on their first day. */
import { rowSearchSource, type SearchSource } from '@lauda/sdk/server';
import { CALENDAR_EVENT_DOCUMENT } from '../common/index.js';
import type { Ctx } from './context.js';

export const eventSearch = (ctx: Ctx): SearchSource[] => [rowSearchSource(ctx.db.knex, {
  target: 'documents', type: CALENDAR_EVENT_DOCUMENT, table: 'calendar_events', trash: true,
  title: 'name', text: ['description'], date: (r) => String(r.start_date ?? '').slice(0, 10) || null,
})];
