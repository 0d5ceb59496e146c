/**
 * The drawer (spec 000 §2, §3): stories sent out of a rundown wait in the general drawer or a
 * program's drawer and can be sent back into a block. Its list also shows the stories in Stand
 * By blocks and those already displayed: filter ALL, DRAWER, STAND_BY, DISPLAYED.
 */
import { BadRequestError, type Page } from '@lauda/sdk/server';
import { RUNDOWN_TOPICS, type DrawerFilter } from '../../common/ids.js';
import type { DrawerItem, StoryMoveEvent } from '../../common/types.js';
import { bool, num, storyOut, type Row } from '../codec.js';
import { allocate, indexOf, orderOf } from './positions.js';
import { assertInOwner, recordRevision, storyNotFound } from './stories.js';
import { blockNotFound } from './moves.js';
import { OwnerChanged, type Work } from './work.js';
import type { Ctx } from './context.js';

export async function listDrawer(ctx: Ctx, viewerId: number, f: { filter: DrawerFilter; programId?: number; date?: string; page: number; size: number }, programIds: number[] | null): Promise<Page<DrawerItem>> {
  const k = ctx.db.knex;
  const q = k('rundown_stories as s')
    .leftJoin('rundown_blocks as b', 'b.id', 's.block_id')
    .whereNull('s.deleted_at')
    .whereNull('s.template_id')
    .select('s.*', 'b.stand_by as in_stand_by')
    .orderBy('s.change_date', 'desc')
    .orderBy('s.id', 'desc');
  const inDrawer = (w: typeof q) => {
    w.where('s.drawer', true);
    if (f.programId) w.where('s.drawer_program_id', f.programId);
    else w.whereNull('s.drawer_program_id');
  };
  const inRundowns = (w: typeof q) => {
    w.whereNotNull('s.rundown_id');
    if (f.programId) w.where('s.program_id', f.programId);
    else if (programIds) w.whereIn('s.program_id', programIds);
    if (f.date) w.where('s.date', f.date);
  };
  const standBy = (w: typeof q) => w.where('b.stand_by', true).where(inRundowns);
  const displayed = (w: typeof q) => w.where('s.display_status', 'stop').where(inRundowns);
  if (f.filter === 'DRAWER') q.where(inDrawer);
  else if (f.filter === 'STAND_BY') q.where(standBy);
  else if (f.filter === 'DISPLAYED') q.where(displayed);
  else q.where((w) => w.where(inDrawer).orWhere(standBy).orWhere(displayed));
  const page = await ctx.db.page<Row>(q, f);
  return {
    ...page,
    data: page.data.map((r) => ({
      ...storyOut(r, 0, viewerId, false),
      origin: bool(r.drawer) ? 'DRAWER' : bool(r.in_stand_by) ? 'STAND_BY' : 'DISPLAYED',
    })),
  };
}

/** Sends stories of the work's rundown to a drawer (`programId` null = the general drawer). */
export async function sendToDrawer(w: Work, ids: number[], programId: number | null | undefined): Promise<number[]> {
  const rows: Row[] = await w.trx('rundown_stories').whereIn('id', ids).whereNull('deleted_at');
  if (rows.length !== new Set(ids).size) throw storyNotFound();
  for (const r of rows) assertInOwner(w, r, 'storiesIds');
  const sources = new Set<number>();
  for (const r of rows) {
    const drawerProgram = programId === undefined ? r.program_id : programId;
    if (w.row!.on_air_kind === 'story' && Number(w.row!.on_air_id) === Number(r.id)) {
      await w.trx('rundown_rundowns').where('id', w.owner.id!).update({ on_air_kind: null, on_air_id: null });
      w.row = { ...w.row!, on_air_kind: null, on_air_id: null };
    }
    const update = { rundown_id: null, block_id: null, position: 0, drawer: true, drawer_program_id: drawerProgram ?? null, display_status: 'blank', play_time: null };
    await w.trx('rundown_stories').where('id', r.id).update(update);
    const next = { ...r, ...update };
    await recordRevision(w, r, next);
    sources.add(Number(r.block_id));
    w.log({ kind: 'MOVED', entityType: 'STORY', entityId: Number(r.id), slug: r.owner_id === null ? r.slug : null, field: 'drawer', newValue: { programId: drawerProgram ?? null } });
    w.publishStory('MOVE', next, 0, { from: { rundownId: w.owner.id, blockId: Number(r.block_id) } });
    // who sees the rundown but may not open the drawer it went to still sees it leave (nothing more)
    if ((drawerProgram ?? null) !== null && Number(drawerProgram) !== Number(w.row!.program_id)) {
      w.publish(RUNDOWN_TOPICS.stories, 'DELETE', Number(r.id), { id: Number(r.id), rundownId: w.owner.id, templateId: null, blockId: Number(r.block_id) });
    }
  }
  w.timingChanged([...sources]);
  return [...sources];
}

/** Brings drawer stories into a block of the work's rundown, before a story or at the end. */
export async function backFromDrawer(w: Work, input: { targetBlockId: number; storiesIds: number[]; targetStoryId?: number | null }): Promise<StoryMoveEvent> {
  const block = await w.trx('rundown_blocks').where('id', input.targetBlockId).first();
  if (!block) throw blockNotFound();
  if (Number(block.rundown_id) !== w.owner.id) throw new OwnerChanged();
  const rows: Row[] = await w.trx('rundown_stories').whereIn('id', input.storiesIds).whereNull('deleted_at');
  if (rows.length !== new Set(input.storiesIds).size) throw storyNotFound();
  const out = rows.filter((r) => !bool(r.drawer));
  if (out.length) {
    throw new BadRequestError(`Invalid field 'storiesIds': ${out.map((r) => r.id).join(', ')} not in a drawer`, { in: 'body', issues: [{ field: 'storiesIds', message: 'stories not in a drawer', code: 'not_in_drawer' }] });
  }
  let before: number | null = null;
  if (input.targetStoryId) {
    const t = await w.trx('rundown_stories').where('id', input.targetStoryId).whereNull('deleted_at').first('id', 'block_id');
    if (!t || Number(t.block_id) !== Number(block.id)) {
      throw new BadRequestError(`Invalid field 'targetStoryId': not in block ${block.id}`, { in: 'body', issues: [{ field: 'targetStoryId', message: `not in block ${block.id}`, code: 'not_in_block' }] });
    }
    before = Number(t.id);
  }
  const positions = await allocate(w.trx, Number(block.id), rows.length, before);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const [i, id] of input.storiesIds.entries()) {
    const r = byId.get(id)!;
    const update = { rundown_id: w.owner.id, block_id: Number(block.id), position: positions[i], drawer: false, drawer_program_id: null, program_id: w.row!.program_id, date: w.row!.date };
    // only if still in the drawer: someone may have taken it to another rundown meanwhile
    const n = await w.trx('rundown_stories').where({ id, drawer: true }).whereNull('deleted_at').update(update);
    if (n !== 1) throw new OwnerChanged();
    const next = { ...r, ...update };
    await recordRevision(w, r, next);
    w.log({ kind: 'MOVED', entityType: 'STORY', entityId: id, slug: r.owner_id === null ? r.slug : null, field: 'drawer', oldValue: { programId: r.drawer_program_id ?? null }, newValue: { blockId: Number(block.id) } });
    w.publishStory('CREATE', next, await indexOf(w.trx, Number(block.id), num(next.position)), { from: { drawer: true } });
  }
  w.timingChanged([block.id]);
  return {
    rundownId: w.owner.id,
    templateId: null,
    storiesIds: input.storiesIds,
    targetBlockId: Number(block.id),
    targetStoryId: input.targetStoryId ?? null,
    blocks: await orderOf(w.trx, [Number(block.id)]),
  };
}
