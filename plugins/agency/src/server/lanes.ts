/**
 * Lanes: each user's own columns of the board, in their order, and the items each shows (the SQL
 * form of `laneMatches`), and the search across all items.
 */
import { NotFoundError, zonedInstant, type Knex, type Page, type SessionUser } from '@lauda/sdk/server';
import { AGENCY_ERRORS as E, fold, type AgencyItem, type Lane, type LaneInput, type SourceKind } from '../common/index.js';
import type { Ctx } from './context.js';
import { itemOut, itemsWithSource, type Row } from './items.js';

const LANES = 'agency_lanes';
const DAY = 86_400_000;

const json = <T>(s: unknown, d: T): T => {
  try {
    return (JSON.parse(String(s)) as T) ?? d;
  } catch {
    return d;
  }
};

const laneOut = (r: Row): Lane => ({
  id: Number(r.id), name: r.name, position: Number(r.position),
  kinds: json(r.kinds, []), categories: json(r.categories, []), sources: json(r.sources, []), words: json(r.words, []),
});

const columns = (input: LaneInput) => ({
  name: input.name,
  kinds: JSON.stringify([...new Set(input.kinds)]),
  categories: JSON.stringify(input.categories),
  sources: JSON.stringify(input.sources),
  words: JSON.stringify(input.words.map((w) => w.trim()).filter(Boolean)),
});

export async function listLanes(ctx: Ctx, user: SessionUser): Promise<Lane[]> {
  return (await ctx.db.knex(LANES).where('user_id', user.id).orderBy([{ column: 'position' }, { column: 'id' }])).map(laneOut);
}

export async function getLane(ctx: Ctx, user: SessionUser, id: number): Promise<Lane> {
  const row = await ctx.db.knex(LANES).where({ id, user_id: user.id }).first();
  if (!row) throw new NotFoundError('No such lane', E.laneNotFound);
  return laneOut(row);
}

export async function createLane(ctx: Ctx, user: SessionUser, input: LaneInput): Promise<Lane> {
  const last = await ctx.db.knex(LANES).where('user_id', user.id).max({ p: 'position' }).first();
  const now = ctx.now();
  const [id] = await ctx.db.knex(LANES).insert({
    ...columns(input), user_id: user.id, position: last?.p == null ? 0 : Number(last.p) + 1, created_at: now, updated_at: now,
  });
  return getLane(ctx, user, Number(id));
}

/** Changes a lane; `position` moves it among the user's lanes (the others close up). */
export async function updateLane(ctx: Ctx, user: SessionUser, id: number, input: LaneInput & { position?: number | undefined }): Promise<Lane> {
  await getLane(ctx, user, id);
  await ctx.db.transaction(async (trx) => {
    await trx(LANES).where('id', id).update({ ...columns(input), updated_at: ctx.now() });
    if (input.position === undefined) return;
    const ids = (await trx(LANES).where('user_id', user.id).orderBy([{ column: 'position' }, { column: 'id' }]).select('id')).map((r) => Number(r.id)).filter((x) => x !== id);
    ids.splice(Math.min(Math.max(0, input.position), ids.length), 0, id);
    for (const [i, laneId] of ids.entries()) await trx(LANES).where('id', laneId).update({ position: i });
  });
  return getLane(ctx, user, id);
}

export async function removeLane(ctx: Ctx, user: SessionUser, id: number): Promise<void> {
  await getLane(ctx, user, id);
  await ctx.db.knex(LANES).where('id', id).delete();
}

/** `search_text LIKE %word%` with LIKE's own characters taken literally. */
const likeOf = (w: string) => `%${fold(w).replace(/[!%_]/g, (c) => `!${c}`)}%`;
const whereLike = (q: Knex.QueryBuilder, w: string) => q.whereRaw("i.search_text LIKE ? ESCAPE '!'", [likeOf(w)]);

/** The lane's filter on `agency_items as i`. */
function applyLane(q: Knex.QueryBuilder, lane: LaneInput): void {
  if (lane.kinds.length) q.whereIn('i.source_kind', lane.kinds);
  if (lane.categories.length || lane.sources.length) {
    q.where((w) => {
      for (const c of lane.categories) w.orWhere((x) => x.where('i.source_kind', c.kind).andWhere('i.category_id', c.id));
      for (const s of lane.sources) w.orWhere((x) => x.where('i.source_kind', s.kind).andWhere('i.source_id', s.id));
    });
  }
  if (lane.words.length) q.where((w) => { for (const word of lane.words) w.orWhere((x) => whereLike(x, word)); });
}

async function pageOf(ctx: Ctx, q: Knex.QueryBuilder, page: number, size: number): Promise<Page<AgencyItem>> {
  const [{ n }] = await q.clone().clearSelect().clearOrder().count({ n: 'i.id' });
  const rows = await q.orderBy([{ column: 'i.listed_at', order: 'desc' }, { column: 'i.id', order: 'desc' }]).offset(page * size).limit(size);
  return { data: rows.map(itemOut), number: page, size, total: Number(n) };
}

/** A lane's items, newest first. */
export async function laneItems(ctx: Ctx, user: SessionUser, id: number, page: number, size: number): Promise<Page<AgencyItem>> {
  const lane = await getLane(ctx, user, id);
  const q = itemsWithSource(ctx);
  applyLane(q, lane);
  return pageOf(ctx, q, page, size);
}

export interface SearchInput {
  text?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: SourceKind | undefined;
  page: number;
  size: number;
}

/** Every item, newest first: every word of `text` in the title or text (accents and case aside), between the branch's days `from` and `to`. */
export async function searchItems(ctx: Ctx, s: SearchInput): Promise<Page<AgencyItem>> {
  const q = itemsWithSource(ctx);
  for (const w of (s.text ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) whereLike(q, w);
  const zone = await ctx.branch.timeZone();
  if (s.from) q.where('i.listed_at', '>=', zonedInstant(s.from, 0, zone));
  if (s.to) q.where('i.listed_at', '<', zonedInstant(s.to, DAY, zone));
  if (s.kind) q.where('i.source_kind', s.kind);
  return pageOf(ctx, q, s.page, s.size);
}
