/**
 * Display status (spec 000 §4): blank, play (on air), stop (displayed). One item per rundown is on
 * air: setting play on a story or a block stops the one before it and records the play time;
 * stopping the item on air clears it. Bulk changes skip stories not approved and the Stand By block.
 */
import { BadRequestError } from '@lauda/sdk/server';
import type { DisplayStatus } from '../../common/timing.js';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import { bool, iso, num, type Row } from '../codec.js';
import type { Work } from './work.js';

const table = { story: 'rundown_stories', block: 'rundown_blocks' } as const;
type Kind = keyof typeof table;

/** The rundown row of the work (display status exists only in rundowns). */
function rundownOf(w: Work): Row {
  if (w.owner.kind !== 'rundown' || !w.row) {
    throw new BadRequestError('Display status is set only on stories of a rundown', { in: 'body', issues: [{ field: 'displayStatus', message: 'not in a rundown', code: 'not_in_rundown' }] });
  }
  return w.row;
}

/**
 * Sets the status of one item (a story or block row of the work's rundown). The item's own event
 * is the caller's; this publishes the stop of the item it takes over from.
 */
export async function setItemStatus(w: Work, kind: Kind, row: Row, status: DisplayStatus): Promise<void> {
  const r = rundownOf(w);
  const now = w.ctx.now();
  const id = Number(row.id);
  const isOnAir = r.on_air_kind === kind && Number(r.on_air_id) === id;
  const rundownUpdate: Row = {};
  if (status === 'play') {
    if (r.on_air_kind && !isOnAir) await stopPrevious(w, r.on_air_kind as Kind, Number(r.on_air_id), true);
    await w.trx(table[kind]).where('id', id).update({ display_status: 'play', play_time: now });
    Object.assign(rundownUpdate, { on_air_kind: kind, on_air_id: id });
    if (r.display_status === 'blank') rundownUpdate.display_status = 'play';
  } else {
    await w.trx(table[kind]).where('id', id).update({ display_status: status, ...(status === 'blank' ? { play_time: null } : {}) });
    if (isOnAir) Object.assign(rundownUpdate, { on_air_kind: null, on_air_id: null });
  }
  if (Object.keys(rundownUpdate).length) {
    await w.trx('rundown_rundowns').where('id', r.id).update(rundownUpdate);
    w.row = { ...r, ...rundownUpdate };
  }
  w.timingChanged(kind === 'story' ? [row.block_id] : []);
  w.display.push({ kind, id, ...(kind === 'story' ? { uuid: row.uuid } : {}), status });
}

/** Stops the item on air, if any (its event included), and clears it. */
export async function stopOnAir(w: Work): Promise<void> {
  const r = rundownOf(w);
  if (!r.on_air_kind) return;
  await stopPrevious(w, r.on_air_kind as Kind, Number(r.on_air_id));
  await w.trx('rundown_rundowns').where('id', r.id).update({ on_air_kind: null, on_air_id: null });
  w.row = { ...r, on_air_kind: null, on_air_id: null };
  w.timingChanged();
}

async function stopPrevious(w: Work, kind: Kind, id: number, takenOver = false): Promise<void> {
  const prev = await w.trx(table[kind]).where('id', id).first();
  if (!prev || prev.display_status !== 'play') return;
  await w.trx(table[kind]).where('id', id).update({ display_status: 'stop' });
  w.timingChanged(kind === 'story' ? [prev.block_id] : []);
  w.display.push({ kind, id, ...(kind === 'story' ? { uuid: prev.uuid } : {}), status: 'stop', ...(takenOver ? { takenOver } : {}) });
  const change = { field: 'displayStatus', oldValue: 'play', newValue: 'stop', playTime: iso(prev.play_time) };
  w.log({ kind: 'UPDATED', entityType: kind === 'story' ? 'STORY' : 'BLOCK', entityId: id, slug: kind === 'story' && prev.owner_id === null ? prev.slug : null, field: 'displayStatus', oldValue: 'play', newValue: 'stop' });
  if (kind === 'block') w.publish(RUNDOWN_TOPICS.blocks, 'PATCH', id, { rundownId: Number(prev.rundown_id), ...change });
  else w.publishStoryPatch({ ...prev, display_status: 'stop' }, 0, change);
}

/**
 * Toggles several stories of one rundown (spec: ids, status, updatePrevious). Stories not
 * approved and stories of the Stand By block are skipped. With `updatePrevious` the earlier
 * stories of the show (approved, not in Stand By) take the status too. When the status is play,
 * only the last story in show order goes on air; the others before it become stop.
 */
export async function bulkStatus(w: Work, ids: number[], status: DisplayStatus, updatePrevious: boolean): Promise<{ updated: { id: number; oldValue: DisplayStatus; newValue: DisplayStatus; playTime: string | null }[]; skipped: number[] }> {
  rundownOf(w);
  const blocks: Row[] = await w.trx('rundown_blocks').where('rundown_id', w.owner.id!).orderBy('position').select('id', 'stand_by', 'position');
  const stories: Row[] = await w.trx('rundown_stories').where('rundown_id', w.owner.id!).whereNull('deleted_at')
    .select('id', 'uuid', 'block_id', 'position', 'approved', 'display_status', 'play_time', 'owner_id', 'slug');
  const blockOrder = new Map(blocks.map((b, i) => [Number(b.id), i]));
  const standBy = new Set(blocks.filter((b) => bool(b.stand_by)).map((b) => Number(b.id)));
  const show = stories
    .filter((s) => s.block_id !== null)
    .sort((a, b) => blockOrder.get(Number(a.block_id))! - blockOrder.get(Number(b.block_id))! || num(a.position) - num(b.position));
  const byId = new Map(show.map((s) => [Number(s.id), s]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    throw new BadRequestError(`Invalid field 'ids': ${missing.join(', ')} not in this rundown`, { in: 'body', issues: [{ field: 'ids', message: `stories ${missing.join(', ')} are not in this rundown`, code: 'other_rundown' }] }, 'story.otherRundown');
  }
  const eligible = (s: Row) => bool(s.approved) && !standBy.has(Number(s.block_id));
  const skipped = ids.filter((id) => !eligible(byId.get(id)!));
  const targets = show.filter((s) => ids.includes(Number(s.id)) && eligible(s));
  const plan = new Map<number, DisplayStatus>();
  if (updatePrevious && targets.length) {
    const lastIdx = show.indexOf(targets[targets.length - 1]!);
    for (const s of show.slice(0, lastIdx)) if (eligible(s) && !ids.includes(Number(s.id))) plan.set(Number(s.id), status === 'play' ? 'stop' : status);
  }
  targets.forEach((s, i) => plan.set(Number(s.id), status === 'play' && i < targets.length - 1 ? 'stop' : status));
  const updated: { id: number; oldValue: DisplayStatus; newValue: DisplayStatus; playTime: string | null }[] = [];
  for (const s of show) {
    const next = plan.get(Number(s.id));
    if (next === undefined || (next === s.display_status && next !== 'play')) continue;
    await setItemStatus(w, 'story', s, next);
    const after = await w.trx('rundown_stories').where('id', s.id).first('play_time');
    updated.push({ id: Number(s.id), oldValue: s.display_status, newValue: next, playTime: iso(after?.play_time) });
    w.log({ kind: 'UPDATED', entityType: 'STORY', entityId: Number(s.id), slug: s.owner_id === null ? s.slug : null, field: 'displayStatus', oldValue: s.display_status, newValue: next });
  }
  if (updated.length) w.publish(RUNDOWN_TOPICS.stories, 'PATCH', null, { rundownId: w.owner.id, field: 'displayStatus', values: updated });
  return { updated, skipped };
}
