/**
 * Checklist lists: a day's (by its date or a task's, optionally only what is not done), the filter
 * (slug, date range; paged) and the caller's view of the trash. Every list is scoped in SQL to what
 * the caller may see (the access rule of ../documents.ts), so pages and totals count only those.
 */
import { scopeToVisible, wallClock, type Knex, type Page, type SessionUser } from '@lauda/sdk/server';
import type { Production } from '../../common/index.js';
import { num, productionOut, type Row } from '../codec.js';
import { PRODUCTION_ACCESS } from '../documents.js';
import type { Ctx } from './context.js';

const T = 'production_productions as p';

/** Today in the newsroom's zone. */
export async function today(ctx: Ctx): Promise<string> {
  const w = wallClock(ctx.now(), await ctx.branch.timeZone());
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** Restricts `q` (over `production_productions as p`) to the checklists `user` sees (../documents.ts). */
const scoped = (ctx: Ctx, user: SessionUser, q: Knex.QueryBuilder) =>
  scopeToVisible(q, 'p', PRODUCTION_ACCESS, { knex: ctx.db.knex, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany }, user);

const ORDER = [{ column: 'p.schedule' }, { column: 'p.slug' }, { column: 'p.id' }];

/**
 * A day's checklists (default today): its date is the day, or a task's is (spec 001 §4). With
 * `onlyNotDone`, done checklists leave, and a task date counts only while one of its tasks is open.
 */
export async function dateList(ctx: Ctx, user: SessionUser, query: { date?: string; onlyNotDone?: boolean }): Promise<{ date: string; data: Production[] }> {
  const date = query.date ?? (await today(ctx));
  const knex = ctx.db.knex;
  const byTask = knex('production_task_dates as td').whereRaw('td.production_id = p.id').where('td.date', date);
  if (query.onlyNotDone) byTask.where('td.done', false);
  const q = knex(T).whereNull('p.deleted_at').where((w) => { w.where('p.date', date).orWhereExists(byTask); });
  if (query.onlyNotDone) q.where('p.done', false);
  await scoped(ctx, user, q);
  return { date, data: (await q.select('p.*').orderBy(ORDER)).map((r: Row) => productionOut(r)) };
}

/** The filter: newest date first, paged. */
export async function filter(ctx: Ctx, user: SessionUser, f: { page: number; size: number; slug?: string; from?: string; to?: string }): Promise<Page<Production>> {
  const q = ctx.db.knex(T).whereNull('p.deleted_at');
  if (f.slug) q.whereRaw("p.slug like ? escape '!'", [`%${f.slug.trim().toUpperCase().replace(/[!%_]/g, (m) => `!${m}`)}%`]);
  if (f.from) q.where('p.date', '>=', f.from);
  if (f.to) q.where('p.date', '<=', f.to);
  await scoped(ctx, user, q);
  const total = num((await q.clone().count({ n: '*' }).first())?.n);
  const rows = await q.select('p.*').orderBy([{ column: 'p.date', order: 'desc' }, ...ORDER]).limit(f.size).offset(f.page * f.size);
  return { data: rows.map((r: Row) => productionOut(r)), number: f.page, size: f.size, total };
}

/** The caller's checklists in the trash (the spec's `excluded`), newest removal first. */
export async function excluded(ctx: Ctx, user: SessionUser, page: number, size: number): Promise<Page<Production>> {
  const q = ctx.db.knex(T).whereNotNull('p.deleted_at');
  await scoped(ctx, user, q);
  const total = num((await q.clone().count({ n: '*' }).first())?.n);
  const rows = await q.select('p.*').orderBy('p.deleted_at', 'desc').limit(size).offset(page * size);
  return { data: rows.map((r: Row) => productionOut(r)), number: page, size, total };
}

/** The live checklist made from a guideline, if the caller sees it (null otherwise). */
export async function ofGuideline(ctx: Ctx, user: SessionUser, guidelineId: number, q: Knex | Knex.Transaction = ctx.db.knex): Promise<Production | null> {
  const query = q(T).whereNull('p.deleted_at').where('p.guideline_id', guidelineId);
  await scoped(ctx, user, query);
  const row = await query.select('p.*').orderBy('p.id').first();
  return row ? productionOut(row) : null;
}
