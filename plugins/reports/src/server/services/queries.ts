/**
 * Report lists: the filter (date range, text, category, event; paged), the reports about a
 * document ("load by target") and the caller's view of the trash. Every list is scoped in SQL to
 * what the caller may see (the rule of ../documents.ts), so pages and totals count only those.
 */
import { scopeToVisible, type Knex, type Page, type SessionUser } from '@lauda/sdk/server';
import type { Report, ReportTargetType } from '../../common/index.js';
import { num, reportsOut } from '../codec.js';
import { REPORT_ACCESS } from '../documents.js';
import type { Ctx } from './context.js';

const T = 'report_reports as r';

const scoped = (ctx: Ctx, user: SessionUser, q: Knex.QueryBuilder) =>
  scopeToVisible(q, 'r', REPORT_ACCESS, { knex: ctx.db.knex, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany }, user);

const NEWEST = [{ column: 'r.date', order: 'desc' }, { column: 'r.id', order: 'desc' }];

async function paged(ctx: Ctx, q: Knex.QueryBuilder, page: number, size: number, order: { column: string; order?: string }[]): Promise<Page<Report>> {
  const total = num((await q.clone().count({ n: '*' }).first())?.n);
  const rows = await q.select('r.*').orderBy(order).limit(size).offset(page * size);
  return { data: await reportsOut(ctx.db.knex, rows), number: page, size, total };
}

export interface Filter { page: number; size: number; from?: string; to?: string; text?: string; categoryId?: number; eventId?: number }

/** The filter: newest date first, paged. `text` is looked for in the title and the people. */
export async function filter(ctx: Ctx, user: SessionUser, f: Filter): Promise<Page<Report>> {
  const q = ctx.db.knex(T).whereNull('r.deleted_at');
  if (f.from) q.where('r.date', '>=', f.from);
  if (f.to) q.where('r.date', '<=', f.to);
  if (f.categoryId) q.where('r.category_id', f.categoryId);
  if (f.eventId) q.where('r.event_id', f.eventId);
  const words = f.text?.trim().toLowerCase();
  if (words) {
    const like = `%${words.replace(/[!%_]/g, (m) => `!${m}`)}%`;
    q.where((w) => { w.whereRaw("lower(r.title) like ? escape '!'", [like]).orWhereRaw("lower(r.people) like ? escape '!'", [like]); });
  }
  await scoped(ctx, user, q);
  return paged(ctx, q, f.page, f.size, NEWEST);
}

/** The reports about one document the caller sees (the route checks that document first). */
export async function byTarget(ctx: Ctx, user: SessionUser, type: ReportTargetType, id: number): Promise<Report[]> {
  const q = ctx.db.knex(T).whereNull('r.deleted_at').where({ 'r.target_type': type, 'r.target_id': id });
  await scoped(ctx, user, q);
  return reportsOut(ctx.db.knex, await q.select('r.*').orderBy(NEWEST));
}

/** The caller's reports in the trash, newest removal first. */
export async function excluded(ctx: Ctx, user: SessionUser, page: number, size: number): Promise<Page<Report>> {
  const q = ctx.db.knex(T).whereNotNull('r.deleted_at');
  await scoped(ctx, user, q);
  return paged(ctx, q, page, size, [{ column: 'r.deleted_at', order: 'desc' }]);
}
