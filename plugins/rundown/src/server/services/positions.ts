/**
 * Story places. Stored positions keep gaps (POSITION_GAP) so an insert or a move writes only the
 * stories it places; the API shows consecutive `index`es. When a gap is used up the block is
 * renumbered once (every story of that block gets a fresh position above all the old ones, so no
 * two stories ever share one, even mid-update).
 */
import type { Knex } from '@lauda/sdk/server';
import { POSITION_GAP } from '../../common/ids.js';
import { num } from '../codec.js';

/**
 * Positions for `count` stories placed in `blockId` before `beforeId` (at the end when null).
 * `moving` are ids of stories being placed (they may already be in the block: their old places
 * are ignored).
 */
export async function allocate(trx: Knex.Transaction, blockId: number, count: number, beforeId: number | null, moving: readonly number[] = []): Promise<number[]> {
  if (count === 0) return [];
  const top = async () => num((await trx('rundown_stories').where('block_id', blockId).max({ m: 'position' }).first())?.m);
  if (beforeId === null) {
    const max = await top();
    return Array.from({ length: count }, (_, i) => max + POSITION_GAP * (i + 1));
  }
  const before = await trx('rundown_stories').where('id', beforeId).first('position');
  const next = num(before?.position);
  const prevQ = trx('rundown_stories').where('block_id', blockId).where('position', '<', next);
  if (moving.length) prevQ.whereNotIn('id', [...moving]);
  const prev = num((await prevQ.max({ m: 'position' }).first())?.m);
  const gap = next - prev;
  if (gap > count) {
    const step = Math.floor(gap / (count + 1));
    return Array.from({ length: count }, (_, i) => prev + step * (i + 1));
  }
  // no room: renumber the block above every current position, leaving room for the newcomers
  const base = (await top()) + POSITION_GAP;
  const q = trx('rundown_stories').where('block_id', blockId).orderBy('position').select('id');
  if (moving.length) q.whereNotIn('id', [...moving]);
  const rest = (await q).map((r) => Number(r.id));
  let p = base;
  const out: number[] = [];
  for (const id of rest) {
    if (id === beforeId) {
      for (let i = 0; i < count; i++) {
        out.push(p);
        p += POSITION_GAP;
      }
    }
    await trx('rundown_stories').where('id', id).update({ position: p });
    p += POSITION_GAP;
  }
  return out;
}

/** Ids of the stories of each block, in order. */
export async function orderOf(trx: Knex.Transaction | Knex, blockIds: readonly number[]): Promise<{ id: number; storyIds: number[] }[]> {
  if (!blockIds.length) return [];
  const rows = await trx('rundown_stories').whereIn('block_id', [...blockIds]).whereNull('deleted_at').orderBy('position').select('id', 'block_id');
  return blockIds.map((b) => ({ id: b, storyIds: rows.filter((r) => Number(r.block_id) === b).map((r) => Number(r.id)) }));
}

/** 0-based index of a story in its block. */
export async function indexOf(trx: Knex.Transaction | Knex, blockId: number | null, position: number): Promise<number> {
  if (blockId === null) return 0;
  const r = await trx('rundown_stories').where('block_id', blockId).whereNull('deleted_at').where('position', '<', position).count({ n: '*' }).first();
  return num(r?.n);
}
