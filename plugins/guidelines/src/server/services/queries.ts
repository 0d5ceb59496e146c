/**
 * Guideline lists: a day's (date list), the filter (slug, text, state, program, date range; paged),
 * the counters per date and state, and the caller's view of the trash. Every list is scoped in SQL
 * to what the caller may see (the document access rule of ../documents.ts), so pages and totals
 * count only those.
 */
import { scopeToVisible, wallClock, type Knex, type Page, type SessionUser } from '@lauda/sdk/server';
import type { Guideline, GuidelineCount, GuidelineState } from '../../common/index.js';
import { guidelineOut, num, type Row } from '../codec.js';
import { GUIDELINE_ACCESS } from '../documents.js';
import type { Ctx } from './context.js';

const T = 'guideline_guidelines as g';

/** Today in the newsroom's zone. */
export async function today(ctx: Ctx): Promise<string> {
  const w = wallClock(ctx.now(), await ctx.branch.timeZone());
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** A LIKE pattern matching `s` literally (with `ESCAPE '!'`, the same on SQLite and MariaDB). */
const contains = (s: string) => `%${s.replace(/[!%_]/g, (m) => `!${m}`)}%`;
const LIKE = (column: string) => `${column} like ? escape '!'`;

/**
 * Restricts `q` (over `guideline_guidelines as g`) to the guidelines `user` sees (../documents.ts);
 * `programId` narrows to one program.
 */
async function scoped(ctx: Ctx, user: SessionUser, q: Knex.QueryBuilder, programId?: number): Promise<Knex.QueryBuilder> {
  await scopeToVisible(q, 'g', GUIDELINE_ACCESS, { knex: ctx.db.knex, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany }, user);
  if (programId === undefined) return q;
  const open = await ctx.programIdsOf(user);
  // a program the user may not open lists nothing
  if (open !== null && !open.includes(programId)) q.whereRaw('1 = 0');
  return q.whereExists(ctx.db.knex('guideline_programs as p').whereRaw('p.guideline_id = g.id').where('p.program_id', programId));
}

export interface DayQuery {
  date?: string;
  programId?: number;
  allPrograms?: boolean;
}

/** A day's guidelines (default today, all programs), by slug. */
export async function dateList(ctx: Ctx, user: SessionUser, query: DayQuery): Promise<{ date: string; data: Guideline[] }> {
  const date = query.date ?? (await today(ctx));
  const programId = query.allPrograms ? undefined : query.programId;
  const q = await scoped(ctx, user, ctx.db.knex(T).whereNull('g.deleted_at').where('g.date', date).select('g.*').orderBy([{ column: 'g.slug' }, { column: 'g.id' }]), programId);
  return { date, data: (await q).map((r: Row) => guidelineOut(r)) };
}

export interface FilterQuery {
  page: number;
  size: number;
  slug?: string;
  text?: string;
  state?: GuidelineState;
  programId?: number;
  from?: string;
  to?: string;
}

/** The filter: newest date first, paged. `text` looks in the slug, proposal, referral and information. */
export async function filter(ctx: Ctx, user: SessionUser, f: FilterQuery): Promise<Page<Guideline>> {
  const q = ctx.db.knex(T).whereNull('g.deleted_at');
  if (f.slug) q.whereRaw(LIKE('g.slug'), [contains(f.slug.trim().toUpperCase())]);
  if (f.text) {
    const like = contains(f.text.trim());
    q.where((w) => { w.whereRaw(LIKE('g.slug'), [like.toUpperCase()]).orWhereRaw(LIKE('g.proposal'), [like]).orWhereRaw(LIKE('g.referral'), [like]).orWhereRaw(LIKE('g.information'), [like]); });
  }
  if (f.state) q.where('g.state', f.state);
  if (f.from) q.where('g.date', '>=', f.from);
  if (f.to) q.where('g.date', '<=', f.to);
  await scoped(ctx, user, q, f.programId);
  const total = num((await q.clone().count({ n: '*' }).first())?.n);
  const rows = await q.select('g.*').orderBy([{ column: 'g.date', order: 'desc' }, { column: 'g.slug' }, { column: 'g.id' }]).limit(f.size).offset(f.page * f.size);
  return { data: rows.map((r: Row) => guidelineOut(r)), number: f.page, size: f.size, total };
}

/** How many guidelines per date and state between two dates. */
export async function counters(ctx: Ctx, user: SessionUser, from: string, to: string, programId?: number): Promise<GuidelineCount[]> {
  const q = ctx.db.knex(T).whereNull('g.deleted_at').where('g.date', '>=', from).where('g.date', '<=', to);
  await scoped(ctx, user, q, programId);
  const rows = await q.groupBy('g.date', 'g.state').select('g.date as date', 'g.state as state').count({ n: '*' }).orderBy('g.date');
  return rows.map((r: Row) => ({ date: r.date, state: r.state, count: num(r.n) }));
}

/** The caller's guidelines in the trash (the spec's `excluded`), newest removal first. */
export async function excluded(ctx: Ctx, user: SessionUser, page: number, size: number): Promise<Page<Guideline>> {
  const q = ctx.db.knex(T).whereNotNull('g.deleted_at');
  await scoped(ctx, user, q);
  const total = num((await q.clone().count({ n: '*' }).first())?.n);
  const rows = await q.select('g.*').orderBy('g.deleted_at', 'desc').limit(size).offset(page * size);
  return { data: rows.map((r: Row) => guidelineOut(r)), number: page, size, total };
}
