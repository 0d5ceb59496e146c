/** Create, save, remove, move an event; edit or drop one occurrence of a series (spec 001 §4 Calendar). */
import { ForbiddenError, NotFoundError, PreconditionFailedError, RuleRefusedError, actorOf, type Knex } from '@lauda/sdk/server';
import { CALENDAR_ERRORS as E, CALENDAR_EVENT_DOCUMENT as D, isDateOnly } from '../../common/index.js';
import { canonical, eventOut, msOf, ruleOf, toColumns, valuesOf, type Row } from '../codec.js';
import type { Caller, Ctx } from '../context.js';
import { expand, InvalidRecurrence, wallText } from '../recurrence.js';
import { checkTimes, recurrenceError, type EventValues } from '../schemas.js';
import { calendarRow, eventRow, inWork, type Work } from './store.js';

const DAY = 86_400_000;

/** The calendar exists and the category is one of its own; the rule can be expanded. */
async function check(ctx: Ctx, q: Knex | Knex.Transaction, v: EventValues): Promise<void> {
  checkTimes(v);
  await calendarRow(q, v.calendarId, 'calendarId');
  if (v.categoryId !== null) {
    const cat = await q('calendar_categories').where({ id: v.categoryId, calendar_id: v.calendarId }).first();
    if (!cat) throw new RuleRefusedError('The category is not one of the calendar\'s', E.categoryNotOfCalendar, { field: 'categoryId' });
  }
  try {
    expand(v, v.allDay ? v.startDate : new Date(Date.parse(v.startDate)).toISOString().slice(0, 10), await ctx.branch.timeZone());
  } catch (e) {
    if (e instanceof InvalidRecurrence) throw recurrenceError(e);
    throw e;
  }
}

/** The event's history (`GET /api/revisions/calendar_event/{id}`): the fields that changed. */
async function recordRevision(w: Work, before: Row | null, after: Row): Promise<void> {
  const view = (r: Row) => {
    const { version: _v, ...rest } = eventOut(r);
    return rest as unknown as Record<string, unknown>;
  };
  const changes = w.ctx.revisions.diff(before ? view(before) : null, view(after));
  if (before && !Object.keys(changes).length) return;
  await w.ctx.revisions.record(w.trx, { entityType: D, entityId: Number(after.id), slug: after.name, actor: actorOf(w.caller), changes });
}

async function insert(w: Work, v: EventValues, extra: Row = {}): Promise<Row> {
  const now = w.ctx.now();
  const [id] = await w.trx('calendar_events').insert({
    ...toColumns(v), owner_id: w.caller.user.id, created_at: now, change_date: now, version: 0, ...extra,
  });
  const row = await eventRow(w.trx, Number(id));
  await recordRevision(w, null, row);
  w.publishEvent('CREATE', row);
  return row;
}

async function write(w: Work, row: Row, cols: Row): Promise<Row> {
  const update = { ...cols, change_date: w.ctx.now(), version: Number(row.version) + 1 };
  await w.trx('calendar_events').where('id', row.id).update(update);
  const next = await eventRow(w.trx, Number(row.id));
  await recordRevision(w, row, next);
  w.publishEvent('UPDATE', next);
  return next;
}

/** Only the owner makes an event private or public again. */
function checkPrivacy(c: Caller, row: Row, v: EventValues): void {
  if (Boolean(row.private) === v.private || c.user.support || Number(row.owner_id) === c.user.id) return;
  throw new ForbiddenError('Only the owner changes whether an event is private', { field: 'private' }, E.onlyOwner);
}

export async function createEvent(ctx: Ctx, c: Caller, v: EventValues): Promise<Row> {
  await check(ctx, ctx.db.knex, v);
  return inWork(ctx, c, (w) => insert(w, v));
}

export async function updateEvent(ctx: Ctx, c: Caller, id: number, v: EventValues, version: number): Promise<Row> {
  await check(ctx, ctx.db.knex, v);
  return inWork(ctx, c, async (w) => {
    const row = await eventRow(w.trx, id);
    if (version !== Number(row.version)) throw new PreconditionFailedError('The event changed since it was read; reload it', E.staleVersion, { version: Number(row.version) });
    checkPrivacy(c, row, v);
    return write(w, row, toColumns(v));
  });
}

/** Moves a series (and the occurrences taken out of it) to the trash. */
export async function removeEvent(ctx: Ctx, c: Caller, id: number): Promise<void> {
  await inWork(ctx, c, async (w) => {
    const row = await eventRow(w.trx, id);
    const detached: { id: number }[] = await w.trx('calendar_events').where('series_id', id).whereNull('deleted_at').select('id');
    const ids = [id, ...detached.map((d) => Number(d.id))];
    await ctx.trash.remove(w.trx, D, ids, actorOf(c));
    for (const i of ids) w.publishEvent('DELETE', i === id ? row : { id: i });
  });
}

/** The occurrence of a series that starts at `occurrence`, or 404. */
async function occurrenceOf(ctx: Ctx, row: Row, occurrence: string): Promise<string> {
  const e = eventOut(row);
  if (!e.frequency) throw new RuleRefusedError('The event does not repeat', E.notRecurring, { field: 'occurrence' });
  const tz = await ctx.branch.timeZone();
  const key = canonical(occurrence);
  if (isDateOnly(key) !== e.allDay) throw new NotFoundError('No such occurrence', E.noSuchOccurrence, { field: 'occurrence' });
  const month = e.allDay ? key : wallText(key, tz).slice(0, 10);
  if (!expand(ruleOf(e), month, tz).some((o) => o.occurrenceStart === key)) throw new NotFoundError('No such occurrence', E.noSuchOccurrence, { field: 'occurrence' });
  return key;
}

async function exclude(w: Work, row: Row, key: string): Promise<Row> {
  const exDates: string[] = JSON.parse(row.ex_dates || '[]');
  return write(w, row, { ex_dates: JSON.stringify([...exDates, key].sort()) });
}

/** Drops one occurrence of a series (an exDate). */
export async function excludeOccurrence(ctx: Ctx, c: Caller, id: number, occurrence: string): Promise<Row> {
  const key = await occurrenceOf(ctx, await eventRow(ctx.db.knex, id), occurrence);
  return inWork(ctx, c, async (w) => exclude(w, await eventRow(w.trx, id), key));
}

/** Edits one occurrence: it leaves the series (an exDate) and becomes an event of its own. */
export async function detachOccurrence(ctx: Ctx, c: Caller, id: number, occurrence: string, v: Partial<EventValues>): Promise<{ series: Row; event: Row }> {
  const series = await eventRow(ctx.db.knex, id);
  const key = await occurrenceOf(ctx, series, occurrence);
  const values: EventValues = {
    ...valuesOf(eventOut(series)), ...v,
    frequency: null, repeatCount: null, repeatUtil: null, repeatByMonthDay: null, repeatByMonth: null, repetitions: [], exDates: [],
  };
  await check(ctx, ctx.db.knex, values);
  return inWork(ctx, c, async (w) => {
    const current = await eventRow(w.trx, id);
    checkPrivacy(c, current, values);
    const next = await exclude(w, current, key);
    const event = await insert(w, values, { series_id: id, original_start: key, owner_id: current.owner_id ?? c.user.id });
    return { series: next, event };
  });
}

const shift = (s: string, delta: number) => (isDateOnly(s)
  ? new Date(msOf(s) + Math.round(delta / DAY) * DAY).toISOString().slice(0, 10)
  : new Date(msOf(s) + delta).toISOString());

/**
 * Move or resize. An event that does not repeat takes the new start and end. For a series, the
 * dragged `occurrence` either leaves it with the new times (`one`), or the whole series (and its
 * exDates) shifts by as much as the occurrence moved and takes its new length (`series`).
 */
export async function moveEvent(ctx: Ctx, c: Caller, id: number, m: { startDate: string; endDate: string; occurrence?: string; scope: 'one' | 'series' }): Promise<Row> {
  const row = await eventRow(ctx.db.knex, id);
  const e = eventOut(row);
  checkTimes({ ...m, allDay: e.allDay });
  if (e.frequency && m.occurrence && m.scope === 'one') return (await detachOccurrence(ctx, c, id, m.occurrence, { startDate: m.startDate, endDate: m.endDate })).event;
  let values: EventValues = { ...valuesOf(e), startDate: m.startDate, endDate: m.endDate };
  if (e.frequency && m.occurrence) {
    const delta = msOf(m.startDate) - msOf(await occurrenceOf(ctx, row, m.occurrence));
    const start = shift(e.startDate, delta);
    values = { ...values, startDate: start, endDate: shift(start, msOf(m.endDate) - msOf(m.startDate)), exDates: e.exDates.map((x) => shift(x, delta)) };
  }
  await check(ctx, ctx.db.knex, values);
  return inWork(ctx, c, async (w) => write(w, await eventRow(w.trx, id), toColumns(values)));
}
