/**
 * Report categories and their events: names unique per level (a category among categories, an
 * event within its category), and a category or event in use by a report — in the trash too, since
 * it may come back — cannot be removed (the spec's "Record in use cannot be deleted", with a count).
 */
import { BadRequestError, NotFoundError, RuleRefusedError, type Knex } from '@lauda/sdk/server';
import { REPORT_CATEGORY_TOPIC, REPORT_ERRORS as E, type ReportCategory, type ReportEvent } from '../../common/index.js';
import { num } from '../codec.js';
import type { Caller, Ctx } from './context.js';

const nameInUse = (name: string) =>
  new BadRequestError(`Invalid field 'name': '${name}' exists`, { in: 'body', issues: [{ field: 'name', message: 'already exists', code: 'name_in_use' }] }, E.nameInUse);

export async function listCategories(q: Knex | Knex.Transaction): Promise<ReportCategory[]> {
  const cats = await q('report_categories').select('id', 'name').orderBy('name');
  const events = await q('report_events').select('id', 'category_id', 'name').orderBy('name');
  return cats.map((c) => ({
    id: Number(c.id), name: String(c.name),
    events: events.filter((e) => Number(e.category_id) === Number(c.id)).map((e) => ({ id: Number(e.id), categoryId: Number(c.id), name: String(e.name) })),
  }));
}

async function categoryOf(q: Knex | Knex.Transaction, id: number): Promise<ReportCategory> {
  const found = (await listCategories(q)).find((c) => c.id === id);
  if (!found) throw new NotFoundError('No such report category', E.categoryNotFound);
  return found;
}

/** One change, then the live message (categories have no document: every reader hears it). */
async function change<T>(ctx: Ctx, c: Caller, op: 'CREATE' | 'UPDATE' | 'DELETE', fn: (trx: Knex.Transaction) => Promise<{ id: number; out: T }>): Promise<T> {
  return ctx.db.transaction(async (trx, afterCommit) => {
    const { id, out } = await fn(trx);
    afterCommit(() => ctx.live.publish(REPORT_CATEGORY_TOPIC, op, id, out, { by: c.user.nickname }));
    return out;
  });
}

const sameName = (q: Knex.QueryBuilder, name: string) => q.whereRaw('lower(name) = ?', [name.toLowerCase()]);

export const createCategory = (ctx: Ctx, c: Caller, name: string) => change(ctx, c, 'CREATE', async (trx) => {
  if (await sameName(trx('report_categories'), name).first()) throw nameInUse(name);
  const [id] = await trx('report_categories').insert({ name });
  return { id: Number(id), out: await categoryOf(trx, Number(id)) };
});

export const renameCategory = (ctx: Ctx, c: Caller, id: number, name: string) => change(ctx, c, 'UPDATE', async (trx) => {
  await categoryOf(trx, id);
  if (await sameName(trx('report_categories'), name).whereNot('id', id).first()) throw nameInUse(name);
  await trx('report_categories').where('id', id).update({ name });
  return { id, out: await categoryOf(trx, id) };
});

function inUse(what: string, count: number): RuleRefusedError {
  return new RuleRefusedError(`The ${what} is used by ${count} report(s): it cannot be removed`, E.inUse, { count });
}

export const removeCategory = (ctx: Ctx, c: Caller, id: number) => change(ctx, c, 'DELETE', async (trx) => {
  const cat = await categoryOf(trx, id);
  const count = num((await trx('report_reports').where('category_id', id).count({ n: '*' }).first())?.n);
  if (count) throw inUse('category', count);
  await trx('report_events').where('category_id', id).delete();
  await trx('report_categories').where('id', id).delete();
  return { id, out: cat };
});

async function eventOf(q: Knex | Knex.Transaction, categoryId: number, id: number): Promise<ReportEvent> {
  const row = await q('report_events').where({ id, category_id: categoryId }).first();
  if (!row && !(await q('report_categories').where('id', categoryId).first())) throw new NotFoundError('No such report category', E.categoryNotFound);
  if (!row) throw new NotFoundError('No such event in this category', E.eventNotFound);
  return { id: Number(row.id), categoryId, name: String(row.name) };
}

/** Events change their category: the message carries the category with its events. */
export const createEvent = (ctx: Ctx, c: Caller, categoryId: number, name: string) => change(ctx, c, 'UPDATE', async (trx) => {
  await categoryOf(trx, categoryId);
  if (await sameName(trx('report_events').where('category_id', categoryId), name).first()) throw nameInUse(name);
  const [id] = await trx('report_events').insert({ category_id: categoryId, name });
  return { id: categoryId, out: await eventOf(trx, categoryId, Number(id)) };
});

export const renameEvent = (ctx: Ctx, c: Caller, categoryId: number, id: number, name: string) => change(ctx, c, 'UPDATE', async (trx) => {
  await eventOf(trx, categoryId, id);
  if (await sameName(trx('report_events').where('category_id', categoryId), name).whereNot('id', id).first()) throw nameInUse(name);
  await trx('report_events').where('id', id).update({ name });
  return { id: categoryId, out: await eventOf(trx, categoryId, id) };
});

export const removeEvent = (ctx: Ctx, c: Caller, categoryId: number, id: number) => change(ctx, c, 'UPDATE', async (trx) => {
  const ev = await eventOf(trx, categoryId, id);
  const count = num((await trx('report_reports').where('event_id', id).count({ n: '*' }).first())?.n);
  if (count) throw inUse('event', count);
  await trx('report_events').where('id', id).delete();
  return { id: categoryId, out: ev };
});

/** A report's category must exist and its event belong to it: 400 naming the field. */
export async function checkCategory(q: Knex | Knex.Transaction, categoryId: number, eventId: number | null, field?: string): Promise<void> {
  const bad = (f: string, code: string, message: string) =>
    new BadRequestError(`Invalid field '${field ?? f}': ${message}`, { in: 'body', issues: [{ field: field ?? f, message, code }] }, code === 'unknown_category' ? E.unknownCategory : E.unknownEvent);
  if (!(await q('report_categories').where('id', categoryId).first())) throw bad('categoryId', 'unknown_category', `unknown category ${categoryId}`);
  if (eventId !== null && !(await q('report_events').where({ id: eventId, category_id: categoryId }).first())) {
    throw bad('eventId', 'unknown_event', `event ${eventId} is not one of category ${categoryId}`);
  }
}
