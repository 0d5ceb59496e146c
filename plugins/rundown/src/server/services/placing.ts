/**
 * Where a story created in a rundown lands: after `afterStoryId`, at `position` (0 = first) of
 * `blockId`, at the end of `blockId`, or at the end of the last block before Stand By. Each place is
 * checked against the rundown (a 400 naming the field otherwise).
 */
import type { Row } from '../codec.js';
import { blocksOf, standByOf } from './blocks.js';
import { issue } from './moves.js';
import type { Work } from './work.js';

export interface NewStoryPlace {
  blockId?: number;
  afterStoryId?: number;
  position?: number;
}

export async function placeNewStory(w: Work, place: NewStoryPlace): Promise<{ block: Row; after: Row | null; beforeId: number | null }> {
  if (place.afterStoryId !== undefined && place.position !== undefined) throw issue('position', 'give either afterStoryId or position', 'exclusive');
  const blocks = await blocksOf(w);
  let block: Row | undefined;
  if (place.blockId !== undefined) {
    block = blocks.find((b) => Number(b.id) === place.blockId);
    if (!block) throw issue('blockId', `block ${place.blockId} is not in this rundown`, 'other_rundown');
  }
  if (place.afterStoryId !== undefined) {
    const after = await w.trx('rundown_stories').where('id', place.afterStoryId).whereNull('deleted_at').first();
    if (!after || Number(after.rundown_id) !== w.owner.id || after.block_id === null) throw issue('afterStoryId', `story ${place.afterStoryId} is not in this rundown`, 'other_rundown');
    if (block && Number(block.id) !== Number(after.block_id)) throw issue('afterStoryId', `story ${place.afterStoryId} is not in block ${place.blockId}`, 'other_block');
    return { block: block ?? blocks.find((b) => Number(b.id) === Number(after.block_id))!, after, beforeId: null };
  }
  // the last block of the show (Stand By only when it is the only one)
  const standBy = standByOf(blocks);
  block ??= [...blocks].reverse().find((b) => b !== standBy) ?? standBy;
  if (!block) throw issue('blockId', 'the rundown has no block', 'no_block');
  if (place.position === undefined) return { block, after: null, beforeId: null };
  const ids = (await w.trx('rundown_stories').where('block_id', block.id).whereNull('deleted_at').orderBy('position').select('id')).map((r) => Number(r.id));
  if (place.position > ids.length) throw issue('position', `the block has ${ids.length} stories: position is at most ${ids.length}`, 'too_big');
  return { block, after: null, beforeId: ids[place.position] ?? null };
}
