/**
 * Blocks of a rundown or template: the Stand By block is the last block, always in stand-by; it
 * cannot move, leave stand-by or be removed; a new block goes before it. Any other block may be
 * toggled to stand-by (left out of the totals). A block holding private stories cannot be removed.
 */
import { BadRequestError, RuleRefusedError } from '@lauda/sdk/server';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import type { Block } from '../../common/types.js';
import { blockOut, bool, isPrivate, num, type Row } from '../codec.js';
import { setItemStatus } from './display.js';
import { blockNotFound } from './moves.js';
import { removeStory } from './stories.js';
import { OwnerChanged, ownerOfRow, sameOwner, type Owner, type Work } from './work.js';
import type { Ctx } from './context.js';
import { assertManualControl } from './flags.js';

export const ownerColumn = (o: Owner) => (o.kind === 'rundown' ? 'rundown_id' : 'template_id');

export const blockOwnerOf = (ctx: Ctx, id: number) => async (): Promise<Owner> => {
  const b = await ctx.db.knex('rundown_blocks').where('id', id).first('rundown_id', 'template_id');
  if (!b) throw blockNotFound();
  return ownerOfRow(b);
};

export async function lockedBlock(w: Work, id: number): Promise<Row> {
  const b = await w.trx('rundown_blocks').where('id', id).first();
  if (!b) throw blockNotFound();
  if (!sameOwner(ownerOfRow(b), w.owner)) throw new OwnerChanged();
  return b;
}

export async function blocksOf(w: Work): Promise<Row[]> {
  return w.trx('rundown_blocks').where(ownerColumn(w.owner), w.owner.id!).orderBy('position');
}

/** The Stand By block: the last one. */
export const standByOf = (blocks: Row[]): Row | undefined => blocks[blocks.length - 1];
const isStandByBlock = (blocks: Row[], id: number) => Number(standByOf(blocks)?.id) === Number(id);

/** The default structure of a new rundown or template: one block and the Stand By block. */
export function defaultBlocks(): Row[] {
  return [
    { position: 0, stand_by: false },
    { position: 1, stand_by: true },
  ];
}

function topicOf(w: Work) {
  return w.owner.kind === 'template' ? RUNDOWN_TOPICS.templates : RUNDOWN_TOPICS.blocks;
}
const where = (w: Work) => (w.owner.kind === 'template' ? { templateId: w.owner.id } : { rundownId: w.owner.id });

export async function createBlock(w: Work, input: { commercial?: number; stopTime?: number | null }): Promise<Block> {
  const blocks = await blocksOf(w);
  const standBy = standByOf(blocks);
  const position = standBy ? num(standBy.position) : blocks.length;
  if (standBy) await w.trx('rundown_blocks').where('id', standBy.id).update({ position: position + 1 });
  const [id] = await w.trx('rundown_blocks').insert({
    [ownerColumn(w.owner)]: w.owner.id,
    position,
    stand_by: false,
    commercial_ms: input.commercial ?? 0,
    stop_time_ms: input.stopTime ?? null,
    display_status: 'blank',
    approved: false,
  });
  const row = await w.trx('rundown_blocks').where('id', id).first();
  const block = blockOut(row, position, []);
  w.log({ kind: 'CREATED', entityType: 'BLOCK', entityId: Number(id) });
  w.timingChanged();
  w.publish(topicOf(w), 'CREATE', Number(id), { ...where(w), block });
  return block;
}

/** Block field columns. */
const BLOCK_COLUMNS: Record<string, string> = { stopTime: 'stop_time_ms', commercial: 'commercial_ms', displayStatus: 'display_status', approved: 'approved', standBy: 'stand_by' };

export async function patchBlock(w: Work, row: Row, field: string, value: unknown): Promise<{ field: string; oldValue: unknown; newValue: unknown }> {
  const blocks = await blocksOf(w);
  const index = blocks.findIndex((b) => Number(b.id) === Number(row.id));
  const before = blockOut(row, index, []);
  if (field === 'standBy' && value === false && isStandByBlock(blocks, Number(row.id))) {
    throw new RuleRefusedError('The Stand By block always stays in stand-by', RUNDOWN_ERRORS.standByFixed, { field, oldValue: true });
  }
  if (field === 'displayStatus') {
    if (w.owner.kind !== 'rundown') throw new BadRequestError("Invalid field 'field': a template block has no display status", { in: 'body', issues: [{ field: 'field', message: 'not in a template', code: 'template' }] });
    if (value !== row.display_status) {
      await assertManualControl(w, before.displayStatus);
      await setItemStatus(w, 'block', row, value as never);
    }
  } else {
    await w.trx('rundown_blocks').where('id', row.id).update({ [BLOCK_COLUMNS[field]!]: value });
  }
  const next = await w.trx('rundown_blocks').where('id', row.id).first();
  const after = blockOut(next, index, []);
  const f = field as keyof Block;
  const answer = { field, oldValue: before[f], newValue: after[f] };
  const kind = field === 'approved' ? (after.approved ? 'APPROVED' : 'DISAPPROVED') : 'UPDATED';
  w.log({ kind, entityType: 'BLOCK', entityId: Number(row.id), field, oldValue: answer.oldValue, newValue: answer.newValue });
  if (field === 'commercial' || field === 'displayStatus' || field === 'standBy') w.timingChanged();
  else w.changed();
  w.publish(topicOf(w), 'PATCH', Number(row.id), { ...where(w), ...answer, ...(field === 'displayStatus' ? { playTime: after.playTime } : {}) });
  return answer;
}

export async function removeBlock(w: Work, row: Row): Promise<void> {
  if (isStandByBlock(await blocksOf(w), Number(row.id))) throw new RuleRefusedError('The Stand By block cannot be removed', RUNDOWN_ERRORS.standByCannotBeDeleted);
  const stories: Row[] = await w.trx('rundown_stories').where('block_id', row.id).whereNull('deleted_at').orderBy('position');
  const priv = stories.filter(isPrivate);
  if (priv.length) {
    throw new RuleRefusedError('A block that holds private stories cannot be removed', RUNDOWN_ERRORS.blockHasPrivateStories, { privateStories: priv.length });
  }
  for (const s of stories) await removeStory(w, s);
  if (w.row && w.owner.kind === 'rundown' && w.row.on_air_kind === 'block' && Number(w.row.on_air_id) === Number(row.id)) {
    await w.trx('rundown_rundowns').where('id', w.row.id).update({ on_air_kind: null, on_air_id: null });
    w.row = { ...w.row, on_air_kind: null, on_air_id: null };
  }
  await w.trx('rundown_blocks').where('id', row.id).delete();
  await w.trx('rundown_blocks').where(ownerColumn(w.owner), w.owner.id!).where('position', '>', row.position).decrement('position', 1);
  w.log({ kind: 'DELETED', entityType: 'BLOCK', entityId: Number(row.id) });
  w.timingChanged();
  w.publish(topicOf(w), 'DELETE', Number(row.id), { id: Number(row.id), ...where(w) });
}

/** New block order: every block once, the Stand By block last. */
export async function orderBlocks(w: Work, blockIds: number[]): Promise<number[]> {
  const blocks = await blocksOf(w);
  const known = new Set(blocks.map((b) => Number(b.id)));
  const given = new Set(blockIds);
  if (given.size !== blockIds.length || given.size !== known.size || blockIds.some((id) => !known.has(id))) {
    throw new BadRequestError("Invalid field 'blockIds': list every block of the rundown once", { in: 'body', issues: [{ field: 'blockIds', message: `expected the ids ${[...known].join(', ')} in a new order`, code: 'not_a_permutation' }] });
  }
  const standBy = standByOf(blocks);
  if (standBy && blockIds[blockIds.length - 1] !== Number(standBy.id)) {
    throw new RuleRefusedError('The Stand By block is always last and cannot move', RUNDOWN_ERRORS.standByCannotMove, { oldValue: blocks.map((b) => Number(b.id)) });
  }
  const old = blocks.map((b) => Number(b.id));
  for (const [i, id] of blockIds.entries()) {
    const b = blocks.find((x) => Number(x.id) === id)!;
    if (num(b.position) !== i) await w.trx('rundown_blocks').where('id', id).update({ position: i });
  }
  w.log({ kind: 'MOVED', entityType: 'RUNDOWN', entityId: w.owner.id!, field: 'blocks', oldValue: old, newValue: blockIds });
  w.timingChanged();
  w.publish(topicOf(w), 'ORDER', w.owner.id, { ...where(w), blockIds, oldValue: old });
  return blockIds;
}

/** Approves or unapproves blocks (one, or every block of the rundown). */
export async function approveBlocks(w: Work, rows: Row[], approve: boolean): Promise<number[]> {
  const changed = rows.filter((b) => bool(b.approved) !== approve).map((b) => Number(b.id));
  if (changed.length) await w.trx('rundown_blocks').whereIn('id', changed).update({ approved: approve });
  for (const id of changed) {
    w.log({ kind: approve ? 'APPROVED' : 'DISAPPROVED', entityType: 'BLOCK', entityId: id, field: 'approved', oldValue: !approve, newValue: approve });
  }
  w.changed();
  return changed;
}
