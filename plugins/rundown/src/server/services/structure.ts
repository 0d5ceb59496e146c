/** Copies the blocks and stories of a template (or another owner) into the work's owner. */
import { defaultBlocks, ownerColumn } from './blocks.js';
import { copyRow } from './moves.js';
import type { Row } from '../codec.js';
import type { Owner, Work } from './work.js';

/**
 * Fills the (empty) owner of `w` with `source`'s blocks and stories, or the default blocks; `keep`
 * says which stories are copied (default all). Answers how many were copied and left out.
 */
export async function fillFrom(w: Work, source: Owner | null, keep: (story: Row) => boolean = () => true): Promise<{ copied: number; leftOut: number }> {
  const col = ownerColumn(w.owner);
  if (!source || source.id === null) {
    for (const b of defaultBlocks()) await w.trx('rundown_blocks').insert({ ...b, [col]: w.owner.id, display_status: 'blank', approved: false, commercial_ms: 0 });
    return { copied: 0, leftOut: 0 };
  }
  const srcCol = ownerColumn(source);
  const blocks: Row[] = await w.trx('rundown_blocks').where(srcCol, source.id).orderBy('position');
  const stories: Row[] = await w.trx('rundown_stories').where(srcCol, source.id).whereNull('deleted_at').orderBy('position');
  const rows: Row[] = [];
  let leftOut = 0;
  for (const b of blocks) {
    const [id] = await w.trx('rundown_blocks').insert({
      [col]: w.owner.id,
      position: b.position,
      stand_by: b.stand_by,
      stop_time_ms: b.stop_time_ms,
      commercial_ms: b.commercial_ms,
      display_status: 'blank',
      approved: false,
    });
    const block = { id: Number(id), rundown_id: col === 'rundown_id' ? w.owner.id : null, template_id: col === 'template_id' ? w.owner.id : null };
    for (const s of stories.filter((x) => Number(x.block_id) === Number(b.id))) {
      if (keep(s)) rows.push(copyRow(w, s, block, Number(s.position)));
      else leftOut++;
    }
  }
  for (let i = 0; i < rows.length; i += 100) await w.trx('rundown_stories').insert(rows.slice(i, i + 100));
  if (rows.length) w.storiesWritten((await w.trx('rundown_stories').where(col, w.owner.id!).whereNull('deleted_at').pluck('id')).map(Number));
  if (!blocks.length) await fillFrom(w, null);
  return { copied: rows.length, leftOut };
}
