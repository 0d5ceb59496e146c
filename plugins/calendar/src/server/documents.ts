/**
 * The calendar event document type (kernel document access contract). Calendars are the whole
 * newsroom's: who may read the calendar area sees every event, except private ones, which only
 * their owner and the users they list (the ones their reminders notify) see. Who sees an event may
 * change it; only its owner makes it private or public (services/events.ts).
 */
import { ownedByColumns, type DocumentContent, type DocumentId, type DocumentType, type Visibility } from '@lauda/sdk/server';
import { CALENDAR_EVENT_DOCUMENT, CALENDAR_ROLES as R } from '../common/index.js';
import type { Row } from './codec.js';
import type { Ctx } from './context.js';
import { seesEvent } from './services/store.js';

const CHUNK = 500;
const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number);

async function rowsOf(ctx: Ctx, ids: readonly DocumentId[]): Promise<Row[]> {
  const nums = numericIds(ids);
  const out: Row[] = [];
  for (let i = 0; i < nums.length; i += CHUNK) {
    out.push(...(await ctx.db.knex('calendar_events').whereIn('id', nums.slice(i, i + CHUNK)).select('id', 'private', 'owner_id', 'user_ids')));
  }
  return out;
}

export function calendarDocuments(ctx: Ctx): DocumentType[] {
  return [{
    type: CALENDAR_EVENT_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    async visibility(user, ids) {
      const rows = await rowsOf(ctx, ids);
      return new Map(rows.filter((r) => seesEvent(r, user)).map((r) => [String(r.id), 'full' as Visibility]));
    },
    async audience(viewers, id) {
      const [row] = await rowsOf(ctx, [id]);
      return viewers.map((u) => (row && seesEvent(row, u) ? 'full' : 'none'));
    },
    changeable: async (_user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full')),
    revisions: true,
    trash: { table: 'calendar_events', titleColumn: 'name' },
    // an event as text ("my data"'s export): when, then its description
    async content(ids) {
      const rows: Row[] = await ctx.db.knex('calendar_events').whereIn('id', numericIds(ids).slice(0, CHUNK)).select('id', 'name', 'description', 'start_date', 'end_date');
      return new Map(rows.map((r): [DocumentId, DocumentContent] => [String(r.id), {
        title: r.name, text: [`${r.start_date} – ${r.end_date}`, r.description ?? ''].filter((l) => l.trim()).join('\n\n'), date: String(r.start_date).slice(0, 10),
      }]));
    },
    // the events the user made (`owner_id` is who created each)
    ownedBy: ownedByColumns(ctx.db.knex, { table: 'calendar_events', columns: ['owner_id'], trash: true }),
  }];
}
