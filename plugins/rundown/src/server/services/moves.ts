/**
 * Move and copy (paste after cut, paste after copy) of stories into a block, before a target
 * story or at the end (spec 000 §4). A paste with nothing selected, or whose target story is among
 * the selection, is ignored.
 */
import crypto from 'node:crypto';
import { BadRequestError, ForbiddenError, NotFoundError } from '@lauda/sdk/server';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import type { StoryMoveEvent } from '../../common/types.js';
import { canSee, isPrivate, num, type Row } from '../codec.js';
import { allocate, indexOf, orderOf } from './positions.js';
import { assertInOwner, placeOf, recordRevision, storyNotFound, storyRow } from './stories.js';
import { OwnerChanged, ownerOfRow, type Owner, type Work } from './work.js';
import type { Ctx } from './context.js';

export interface PlaceInput {
  targetBlockId: number;
  storiesIds: number[];
  targetStoryId?: number | null;
}

export const blockNotFound = () => new NotFoundError('No such block', RUNDOWN_ERRORS.blockNotFound);

export const issue = (field: string, message: string, code: string, key = 'error.validation') =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }] }, key);

/** Why a paste is ignored, or null when it goes ahead. */
export function ignoredBecause(input: PlaceInput): string | null {
  if (!input.storiesIds.length) return 'nothingSelected';
  if (input.targetStoryId && input.storiesIds.includes(input.targetStoryId)) return 'targetInSelection';
  return null;
}

/** The owner of the target block, read before the unit of work. */
export const blockOwner = (ctx: Ctx, blockId: number) => async (): Promise<Owner> => {
  const b = await ctx.db.knex('rundown_blocks').where('id', blockId).first('rundown_id', 'template_id');
  if (!b) throw blockNotFound();
  return ownerOfRow(b);
};

/** The target block and story, under the lock; both must be in the work's owner. */
async function target(w: Work, input: PlaceInput): Promise<{ block: Row; before: number | null }> {
  const block = await w.trx('rundown_blocks').where('id', input.targetBlockId).first();
  if (!block) throw blockNotFound();
  const owner = ownerOfRow(block);
  if (owner.kind !== w.owner.kind || owner.id !== w.owner.id) throw new OwnerChanged();
  let before: number | null = null;
  if (input.targetStoryId) {
    const t = await w.trx('rundown_stories').where('id', input.targetStoryId).whereNull('deleted_at').first('id', 'block_id');
    if (!t) throw storyNotFound();
    if (Number(t.block_id) !== Number(block.id)) throw issue('targetStoryId', `story ${t.id} is not in block ${block.id}`, 'not_in_block');
    before = Number(t.id);
  }
  return { block, before };
}

async function selection(w: Work, ids: number[]): Promise<Row[]> {
  if (new Set(ids).size !== ids.length) throw issue('storiesIds', 'an id is repeated', 'duplicate');
  const rows: Row[] = await w.trx('rundown_stories').whereIn('id', ids).whereNull('deleted_at');
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new NotFoundError(`No such story: ${missing.join(', ')}`, RUNDOWN_ERRORS.storyNotFound, { ids: missing });
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => byId.get(id)!);
}

async function afterPlacing(w: Work, blockIds: number[], input: PlaceInput, ids: number[], op: 'MOVE'): Promise<StoryMoveEvent> {
  const event: StoryMoveEvent = {
    rundownId: w.owner.kind === 'rundown' ? w.owner.id : null,
    templateId: w.owner.kind === 'template' ? w.owner.id : null,
    storiesIds: ids,
    targetBlockId: input.targetBlockId,
    targetStoryId: input.targetStoryId ?? null,
    blocks: await orderOf(w.trx, [...new Set(blockIds)]),
  };
  w.publish(RUNDOWN_TOPICS.stories, op, null, event);
  return event;
}

/**
 * Moves stories of the work's rundown (or template). A story from elsewhere is a 400. Only the
 * moved stories are written (see positions.ts).
 */
export async function moveStories(w: Work, input: PlaceInput): Promise<StoryMoveEvent> {
  const { block, before } = await target(w, input);
  const rows = await selection(w, input.storiesIds);
  for (const r of rows) assertInOwner(w, r, 'storiesIds');
  const positions = await allocate(w.trx, Number(block.id), rows.length, before, input.storiesIds);
  const sources = new Set<number>([Number(block.id)]);
  for (const [i, r] of rows.entries()) {
    await w.trx('rundown_stories').where('id', r.id).update({ block_id: block.id, position: positions[i] });
    sources.add(Number(r.block_id));
    if (Number(r.block_id) !== Number(block.id)) await recordRevision(w, r, { ...r, block_id: block.id });
    w.log({ kind: 'MOVED', entityType: 'STORY', entityId: Number(r.id), slug: isPrivate(r) ? null : r.slug, field: 'blockId', oldValue: Number(r.block_id), newValue: Number(block.id) });
  }
  w.timingChanged([...sources]);
  return afterPlacing(w, [...sources], input, input.storiesIds, 'MOVE');
}

/** The copy of a story row placed in `block` (a new story: blank status, not on air, not OK). */
export function copyRow(w: Work, src: Row, block: Row, position: number): Row {
  const now = w.ctx.now();
  const { id: _id, ...rest } = src;
  return {
    ...rest,
    uuid: crypto.randomUUID(),
    rundown_id: block.rundown_id ?? null,
    template_id: block.template_id ?? null,
    block_id: Number(block.id),
    position,
    ...placeOf(w),
    display_status: 'blank',
    play_time: null,
    ok: false,
    drawer: false,
    drawer_program_id: null,
    change_date: now,
    created_at: now,
    author_nickname: w.user.nickname,
    author_id: w.user.id,
    version: 0,
    deleted_at: null,
  };
}

/** Copies stories (from any rundown, template or drawer the user may see) into the target block. */
export async function copyStories(w: Work, input: PlaceInput): Promise<Row[]> {
  const { block, before } = await target(w, input);
  const rows = await selection(w, input.storiesIds);
  for (const r of rows) {
    if (!w.user.support && !canSee(r, w.user.id)) {
      throw new ForbiddenError('A private story cannot be copied by who may not see it', { storyId: Number(r.id) }, RUNDOWN_ERRORS.storyPrivate);
    }
  }
  const positions = await allocate(w.trx, Number(block.id), rows.length, before);
  const out: Row[] = [];
  for (const [i, r] of rows.entries()) {
    const [id] = await w.trx('rundown_stories').insert(copyRow(w, r, block, positions[i]!));
    const row = await storyRow(w.trx, Number(id));
    await recordRevision(w, null, row);
    w.log({ kind: 'CREATED', entityType: 'STORY', entityId: Number(row.id), slug: isPrivate(row) ? null : row.slug, field: 'copyOf', newValue: Number(r.id) });
    out.push(row);
  }
  w.timingChanged([block.id]);
  const first = out[0];
  const start = first ? await indexOf(w.trx, Number(block.id), num(first.position)) : 0;
  out.forEach((row, i) => w.publishStory('CREATE', row, start + i));
  return out;
}
