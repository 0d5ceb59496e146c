/** Calendars and their categories (spec 001 §3: a calendar has categories and events). */
import { ConflictError, PreconditionFailedError, type Knex } from '@lauda/sdk/server';
import { CALENDAR_ERRORS as E, type Calendar } from '../../common/index.js';
import { calendarOut, type Row } from '../codec.js';
import type { Caller, Ctx } from '../context.js';
import type { CalendarInput } from '../schemas.js';
import { calendarRow, inWork } from './store.js';

async function categoriesOf(q: Knex | Knex.Transaction, ids: number[]): Promise<Map<number, Row[]>> {
  const rows: Row[] = ids.length ? await q('calendar_categories').whereIn('calendar_id', ids).orderBy('id') : [];
  const out = new Map<number, Row[]>(ids.map((id) => [id, []]));
  for (const r of rows) out.get(Number(r.calendar_id))?.push(r);
  return out;
}

export async function listCalendars(ctx: Ctx): Promise<Calendar[]> {
  const rows: Row[] = await ctx.db.knex('calendar_calendars').whereNull('deleted_at').orderBy('name').orderBy('id');
  const cats = await categoriesOf(ctx.db.knex, rows.map((r) => Number(r.id)));
  return rows.map((r) => calendarOut(r, cats.get(Number(r.id)) ?? []));
}

export async function loadCalendar(q: Knex | Knex.Transaction, id: number): Promise<Calendar> {
  const row = await calendarRow(q, id);
  return calendarOut(row, (await categoriesOf(q, [id])).get(id) ?? []);
}

/** Keeps the categories sent (by id), adds the new ones, drops the others (their events lose the category). */
async function syncCategories(trx: Knex.Transaction, calendarId: number, cats: CalendarInput['categories']): Promise<void> {
  const current: Row[] = await trx('calendar_categories').where('calendar_id', calendarId);
  const kept = new Set(cats.filter((c) => c.id && current.some((r) => Number(r.id) === c.id)).map((c) => c.id!));
  const dropped = current.map((r) => Number(r.id)).filter((id) => !kept.has(id));
  if (dropped.length) {
    await trx('calendar_events').whereIn('category_id', dropped).update({ category_id: null });
    await trx('calendar_categories').whereIn('id', dropped).delete();
  }
  for (const c of cats) {
    if (c.id && kept.has(c.id)) await trx('calendar_categories').where('id', c.id).update({ name: c.name, color: c.color });
    else await trx('calendar_categories').insert({ calendar_id: calendarId, name: c.name, color: c.color });
  }
}

export function createCalendar(ctx: Ctx, c: Caller, v: CalendarInput): Promise<Calendar> {
  return inWork(ctx, c, async (w) => {
    const [id] = await w.trx('calendar_calendars').insert({ name: v.name, color: v.color, created_at: ctx.now(), version: 0 });
    await syncCategories(w.trx, Number(id), v.categories);
    const out = await loadCalendar(w.trx, Number(id));
    w.publishCalendar('CREATE', out.id, out);
    return out;
  });
}

export function updateCalendar(ctx: Ctx, c: Caller, id: number, v: CalendarInput, version: number): Promise<Calendar> {
  return inWork(ctx, c, async (w) => {
    const row = await calendarRow(w.trx, id);
    if (Number(row.version) !== version) throw new PreconditionFailedError('The calendar changed since it was read; reload it', E.staleVersion, { version: Number(row.version) });
    await w.trx('calendar_calendars').where('id', id).update({ name: v.name, color: v.color, version: version + 1 });
    await syncCategories(w.trx, id, v.categories);
    const out = await loadCalendar(w.trx, id);
    w.publishCalendar('UPDATE', id, out);
    return out;
  });
}

/** A calendar that still has events is kept (409): its events go first, through the trash. */
export function removeCalendar(ctx: Ctx, c: Caller, id: number): Promise<void> {
  return inWork(ctx, c, async (w) => {
    await calendarRow(w.trx, id);
    const left = await w.trx('calendar_events').where('calendar_id', id).whereNull('deleted_at').first('id');
    if (left) throw new ConflictError('The calendar still has events', E.calendarHasEvents);
    await w.trx('calendar_calendars').where('id', id).update({ deleted_at: ctx.now() });
    w.publishCalendar('DELETE', id, { id });
  });
}
