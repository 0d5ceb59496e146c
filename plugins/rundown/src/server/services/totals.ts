/**
 * Stored totals: recomputed by the timing engine inside the transaction of every change, written
 * only where they differ (so a change writes the rundown row and the blocks whose totals moved).
 */
import type { Knex } from '@lauda/sdk/server';
import { blockTotals, rundownTotals, type BlockTimingInput, type BlockTotals, type RundownTimingInput, type RundownTotals } from '../../common/timing.js';
import type { RundownTotalsEvent } from '../../common/types.js';
import { blockTotalsOut, bool, num, onAirOf, rundownTotalsOut, timingOf, type Row } from '../codec.js';

/** Columns the totals need; a load of every story's script is never necessary. */
export const TIMING_COLUMNS = ['id', 'block_id', 'position', 'approved', 'display_status', 'estimated_ms', 'total_ms', 'manual_vt', 'vt_ms', 'play_time'];

/** The engine's input for a rundown row, its blocks (in order) and its stories (any order). */
export function timingInput(r: Row, blocks: Row[], stories: Row[]): RundownTimingInput {
  const byBlock = new Map<number, Row[]>();
  for (const s of stories) {
    const list = byBlock.get(Number(s.block_id)) ?? [];
    list.push(s);
    byBlock.set(Number(s.block_id), list);
  }
  return {
    start: num(r.start_ms),
    end: num(r.end_ms),
    production: num(r.production_ms),
    blocks: blocks.map((b): BlockTimingInput => ({
      id: Number(b.id),
      standBy: bool(b.stand_by),
      commercial: num(b.commercial_ms),
      displayStatus: b.display_status,
      stories: (byBlock.get(Number(b.id)) ?? []).sort((x, y) => num(x.position) - num(y.position)).map(timingOf),
    })),
  };
}

export function computeTotals(input: RundownTimingInput): { rundown: RundownTotals; blocks: Map<number, BlockTotals> } {
  return {
    rundown: rundownTotals(input),
    blocks: new Map(input.blocks.map((b) => [b.id, blockTotals(b)])),
  };
}

/**
 * The sums of a block's stories that the totals need, in the groups the totals tell apart:
 * approved or not, display status, timed (`total` above zero) or still on its estimate. Each
 * group stands as one story for the engine (its figures are sums of the same stories' figures),
 * so the totals are those of the stories themselves; the suites compare them with the engine run
 * over every story. The covering index keeps the SQL off the script rows.
 */
interface GroupSum {
  approved: number;
  status: string;
  estTimed: number;
  estUntimed: number;
  total: number;
}

async function sumBlocks(trx: Knex.Transaction, rundownId: number, blockIds: number[] | 'all'): Promise<Map<number, GroupSum[]>> {
  const q = trx('rundown_stories')
    .where('rundown_id', rundownId)
    .whereNull('deleted_at')
    .select('block_id', 'approved', 'display_status')
    .select(trx.raw('SUM(CASE WHEN total_ms > 0 THEN estimated_ms ELSE 0 END) AS est_timed'))
    .select(trx.raw('SUM(CASE WHEN total_ms > 0 THEN 0 ELSE estimated_ms END) AS est_untimed'))
    .sum({ tot: 'total_ms' })
    .groupBy('block_id', 'approved', 'display_status');
  if (blockIds !== 'all') q.whereIn('block_id', blockIds);
  const out = new Map<number, GroupSum[]>();
  for (const g of (await q) as Row[]) {
    const list = out.get(Number(g.block_id)) ?? [];
    list.push({ approved: bool(g.approved) ? 1 : 0, status: g.display_status, estTimed: Number(g.est_timed ?? 0), estUntimed: Number(g.est_untimed ?? 0), total: Number(g.tot ?? 0) });
    out.set(Number(g.block_id), list);
  }
  return out;
}

/** Each group as the two stories the engine needs: the timed ones and those on their estimate. */
function groupStories(blockId: number, sums: GroupSum[]): Row[] {
  return sums.flatMap((g, i) => [
    { id: -(2 * i + 1), block_id: blockId, position: 2 * i, approved: g.approved, display_status: g.status, estimated_ms: g.estTimed, total_ms: g.total },
    { id: -(2 * i + 2), block_id: blockId, position: 2 * i + 1, approved: g.approved, display_status: g.status, estimated_ms: g.estUntimed, total_ms: 0 },
  ]);
}

/**
 * Recomputes the stored totals of a rundown: the sums of the blocks whose stories changed
 * (`touched`; 'all' after a rebuild; any block without sums), then the block and rundown totals
 * from every block's sums. Writes only what differs.
 */
export async function recomputeTotals(trx: Knex.Transaction, rundownId: number, touched: number[] | 'all' = 'all'): Promise<RundownTotalsEvent> {
  const r = await trx('rundown_rundowns').where('id', rundownId).first();
  const blocks: Row[] = await trx('rundown_blocks').where('rundown_id', rundownId).orderBy('position');
  const stale = touched === 'all' ? blocks : blocks.filter((b) => b.sums === null || b.sums === undefined || touched.includes(Number(b.id)));
  const fresh = stale.length ? await sumBlocks(trx, rundownId, touched === 'all' ? 'all' : stale.map((b) => Number(b.id))) : new Map<number, GroupSum[]>();
  const sums = new Map<number, GroupSum[]>();
  for (const b of blocks) {
    const isStale = stale.includes(b);
    sums.set(Number(b.id), isStale ? fresh.get(Number(b.id)) ?? [] : JSON.parse(b.sums) as GroupSum[]);
  }
  const stories = blocks.flatMap((b) => groupStories(Number(b.id), sums.get(Number(b.id))!));
  const { rundown, blocks: perBlock } = computeTotals(timingInput(r, blocks, stories));
  for (const b of blocks) {
    const update: Row = {};
    const totals = JSON.stringify(perBlock.get(Number(b.id)));
    if (totals !== b.totals) update.totals = totals;
    const blockSums = JSON.stringify(sums.get(Number(b.id)));
    if (blockSums !== b.sums) update.sums = blockSums;
    if (Object.keys(update).length) {
      await trx('rundown_blocks').where('id', b.id).update(update);
      Object.assign(b, update);
    }
  }
  const text = JSON.stringify(rundown);
  if (text !== r.totals) await trx('rundown_rundowns').where('id', rundownId).update({ totals: text });
  let onAirItem: Row | null = null;
  if (r.on_air_kind === 'story') onAirItem = (await trx('rundown_stories').where('id', r.on_air_id).first('play_time', 'total_ms')) ?? null;
  if (r.on_air_kind === 'block') onAirItem = blocks.find((b) => Number(b.id) === Number(r.on_air_id)) ?? null;
  return {
    id: rundownId,
    totals: rundownTotalsOut(rundown),
    blocks: blocks.map((b) => ({ id: Number(b.id), totals: blockTotalsOut(perBlock.get(Number(b.id)) ?? null) })),
    onAir: onAirOf(r, onAirItem),
    displayStatus: r.display_status,
  };
}
