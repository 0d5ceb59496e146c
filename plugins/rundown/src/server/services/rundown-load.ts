/** Rundowns as the API answers them: one with its blocks and stories (what the viewer may see), or a page of summaries. */
import { NotFoundError, formatDuration, formatTimeOfDay, type Knex, type Page } from '@lauda/sdk/server';
import { storyClock, type Accumulation } from '../../common/timing.js';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import type { Block, Rundown, RundownSummary } from '../../common/types.js';
import { blockOut, rundownSummaryOut, storyOut, type Row } from '../codec.js';
import { timingInput } from './totals.js';
import type { Ctx } from './context.js';

export const rundownNotFound = () => new NotFoundError('No such rundown', RUNDOWN_ERRORS.notFound);

export interface LoadOptions {
  sections?: boolean;
  accumulation?: Accumulation;
  approvedOnly?: boolean;
}

/** Story columns without the script (loads that do not want it). */
const LIGHT_COLUMNS = [
  'id', 'uuid', 'rundown_id', 'template_id', 'block_id', 'position', 'page', 'slug', 'date', 'branch_id', 'program_id', 'type_id',
  'owner_id', 'allowed_users', 'radio', 'legacy', 'manual_vt', 'media_code', 'estimated_ms', 'head_ms', 'link_ms', 'vo_ms', 'vt_ms',
  'total_ms', 'approved', 'ok', 'stop_time_ms', 'display_status', 'play_time', 'change_date', 'author_nickname', 'editor_id',
  'image_editor_id', 'reporter_id', 'information', 'drawer', 'drawer_program_id', 'version',
];

/** Blocks with their stories as `viewerId` sees them; three queries whatever the size. */
export async function blocksWithStories(q: Knex | Knex.Transaction, col: 'rundown_id' | 'template_id', ownerId: number, viewerId: number | null, withSections = true): Promise<{ blocks: Block[]; blockRows: Row[]; storyRows: Row[] }> {
  const blockRows: Row[] = await q('rundown_blocks').where(col, ownerId).orderBy('position');
  const storyRows: Row[] = await q('rundown_stories').where(col, ownerId).whereNull('deleted_at').orderBy('position').select(withSections ? '*' : LIGHT_COLUMNS);
  const byBlock = new Map<number, Row[]>();
  for (const s of storyRows) {
    const list = byBlock.get(Number(s.block_id)) ?? [];
    list.push(s);
    byBlock.set(Number(s.block_id), list);
  }
  const blocks = blockRows.map((b, i) => blockOut(b, i, (byBlock.get(Number(b.id)) ?? []).map((s, j) => storyOut(s, j, viewerId, withSections))));
  return { blocks, blockRows, storyRows };
}

export async function loadRundown(q: Knex | Knex.Transaction, id: number, viewerId: number | null, opts: LoadOptions = {}): Promise<Rundown> {
  const r = await q('rundown_rundowns').where('id', id).first();
  if (!r) throw rundownNotFound();
  return loadRundownRow(q, r, viewerId, opts);
}

/** A rundown as `viewerId` sees it, read through the objection models (outside transactions). */
export async function loadRundownById(ctx: Ctx, id: number, viewerId: number | null, opts: LoadOptions = {}): Promise<Rundown> {
  const r = await ctx.models.Rundowns.query().findById(id);
  if (!r) throw rundownNotFound();
  return loadRundownRow(ctx.db.knex, { ...r }, viewerId, opts);
}

/** The rundown of a program on a date, or 404 rundown.notFoundForDate. */
export async function loadRundownOfDate(ctx: Ctx, programId: number, date: string, viewerId: number | null, opts: LoadOptions = {}): Promise<Rundown> {
  const r = await ctx.models.Rundowns.query().findOne({ program_id: programId, date });
  if (!r) throw new NotFoundError(`No rundown of program ${programId} on ${date}`, RUNDOWN_ERRORS.notFoundForDate, { programId, date });
  return loadRundownRow(ctx.db.knex, { ...r }, viewerId, opts);
}

export async function loadRundownRow(q: Knex | Knex.Transaction, r: Row, viewerId: number | null, opts: LoadOptions = {}): Promise<Rundown> {
  const { blocks, blockRows, storyRows } = await blocksWithStories(q, 'rundown_id', Number(r.id), viewerId, opts.sections !== false);
  let onAirItem: Row | null = null;
  if (r.on_air_kind === 'story') onAirItem = storyRows.find((s) => Number(s.id) === Number(r.on_air_id)) ?? null;
  if (r.on_air_kind === 'block') onAirItem = blockRows.find((b) => Number(b.id) === Number(r.on_air_id)) ?? null;
  const out: Rundown = { ...rundownSummaryOut(r, blockRows, onAirItem), blocks };
  if (opts.accumulation) {
    const clock = storyClock(timingInput(r, blockRows, storyRows), opts.accumulation, opts.approvedOnly ?? false);
    const timeOfDay = opts.accumulation === 'progressive' || opts.accumulation === 'regressive';
    out.accumulation = opts.accumulation;
    out.clock = Object.fromEntries([...clock].map(([k, v]) => [k, timeOfDay ? formatTimeOfDay(v) : formatDuration(v)]));
  }
  return out;
}

/** Summaries (no stories) of rundowns, newest first. */
export async function listRundowns(ctx: Ctx, filter: { date?: string; programId?: number; programIds: number[] | null }, paging: { page: number; size: number }): Promise<Page<RundownSummary>> {
  const q = ctx.db.knex('rundown_rundowns').orderBy('date', 'desc').orderBy('program_id');
  if (filter.date) q.where('date', filter.date);
  if (filter.programId) q.where('program_id', filter.programId);
  if (filter.programIds) q.whereIn('program_id', filter.programIds);
  const page = await ctx.db.page<Row>(q, paging);
  const ids = page.data.map((r) => Number(r.id));
  const blocks: Row[] = ids.length ? await ctx.db.knex('rundown_blocks').whereIn('rundown_id', ids).select('id', 'rundown_id', 'stand_by', 'approved', 'commercial_ms', 'play_time') : [];
  return { ...page, data: page.data.map((r) => rundownSummaryOut(r, blocks.filter((b) => Number(b.rundown_id) === Number(r.id)), null)) };
}

/** The program must exist, be active and be open to the user. */
