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
 * The stories of a rundown summed per block in SQL, in the groups that the totals tell apart
 * (approved or not, displayed or not, timed or still on its estimate), each group standing as
 * one story for the engine: its figures are sums of the same stories' figures, so the totals are
 * those of the stories themselves (the suites compare them with a computation over every story).
 * The covering index on these columns keeps the scan off the script rows.
 */
async function storyGroups(trx: Knex.Transaction, rundownId: number): Promise<Row[]> {
  const groups: Row[] = await trx('rundown_stories')
    .where('rundown_id', rundownId)
    .whereNull('deleted_at')
    .select('block_id', 'approved', 'display_status')
    .select(trx.raw('SUM(CASE WHEN total_ms > 0 THEN estimated_ms ELSE 0 END) AS est_timed'))
    .select(trx.raw('SUM(CASE WHEN total_ms > 0 THEN 0 ELSE estimated_ms END) AS est_untimed'))
    .sum({ tot: 'total_ms' })
    .groupBy('block_id', 'approved', 'display_status');
  return groups.flatMap((g, i) => {
    const base = { block_id: g.block_id, approved: g.approved, display_status: g.display_status };
    return [
      { ...base, id: -(2 * i + 1), position: 2 * i, estimated_ms: Number(g.est_timed ?? 0), total_ms: Number(g.tot ?? 0) },
      { ...base, id: -(2 * i + 2), position: 2 * i + 1, estimated_ms: Number(g.est_untimed ?? 0), total_ms: 0 },
    ];
  });
}

export async function recomputeTotals(trx: Knex.Transaction, rundownId: number): Promise<RundownTotalsEvent> {
  const r = await trx('rundown_rundowns').where('id', rundownId).first();
  const blocks: Row[] = await trx('rundown_blocks').where('rundown_id', rundownId).orderBy('position');
  const stories = await storyGroups(trx, rundownId);
  const { rundown, blocks: perBlock } = computeTotals(timingInput(r, blocks, stories));
  for (const b of blocks) {
    const text = JSON.stringify(perBlock.get(Number(b.id)));
    if (text !== b.totals) {
      await trx('rundown_blocks').where('id', b.id).update({ totals: text });
      b.totals = text;
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
