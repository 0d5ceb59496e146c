/** Stories: create, change, remove, approve, OK. Moves and copies are in `moves.ts`. */
import crypto from 'node:crypto';
import { BadRequestError, NotFoundError, PreconditionFailedError, type Knex, type RevisionChange } from '@lauda/sdk/server';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { bool, isPrivate, num, plainText, storyOut, type Row } from '../codec.js';
import type { Section } from '../../common/types.js';
import type { StoryFieldValues, StoryInput } from '../schemas.js';
import { allocate, indexOf } from './positions.js';
import { pageFor } from './settings.js';
import { assertCanEdit, checkPrivacy, TIMING_FIELDS, toColumns, withTimes } from './story-fields.js';
import { setItemStatus } from './display.js';
import { OwnerChanged, ownerOfRow, sameOwner, type Owner, type Work } from './work.js';
import type { Ctx } from './context.js';
import { assertPrivateCreation, readRateOf } from './flags.js';

const norm = (v: unknown) => (v === true ? '1' : v === false ? '0' : v === null || v === undefined ? '' : String(v));
const same = (a: unknown, b: unknown) => norm(a) === norm(b);

export const storyNotFound = () => new NotFoundError('No such story', RUNDOWN_ERRORS.storyNotFound);

export async function storyRow(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = await q('rundown_stories').where('id', id).whereNull('deleted_at').first();
  if (!row) throw storyNotFound();
  return row;
}

/** Which rundown (or template, or drawer) a story is in; read before the unit of work. */
export const storyOwner = (ctx: Ctx, id: number) => async (): Promise<Owner> => {
  const row = await ctx.db.knex('rundown_stories').where('id', id).whereNull('deleted_at').first('rundown_id', 'template_id');
  if (!row) throw storyNotFound();
  return ownerOfRow(row);
};

/** The story re-read under the owner's lock; it must not have left the owner meanwhile. */
export async function lockedStory(w: Work, id: number): Promise<Row> {
  const row = await storyRow(w.trx, id);
  if (!sameOwner(ownerOfRow(row), w.owner)) throw new OwnerChanged();
  return row;
}

/** A story's revision view: the fields a person edits, as the API shows them. */
export function revisionView(row: Row): Record<string, unknown> {
  const s = storyOut(row, 0, row.owner_id === null ? null : Number(row.owner_id));
  const { id: _i, uuid: _u, index: _x, visible: _v, version: _n, changeDate: _c, playTime: _p, head: _h, link: _l, vo: _o, total: _t, drawer: _d, ...rest } = s;
  return rest;
}

/** The history keeps a revision within this many bytes (the kernel stores it in a TEXT column). */
const REVISION_BYTES = 60_000;
const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v ?? null));
/** The script as the presenter reads it, section by section: what a long script's revision keeps. */
const scriptText = (sections: unknown) =>
  ((sections as Section[] | null) ?? []).map((s) => `${s.type}: ${[...s.entries.map((e) => plainText(e.text)), ...s.subSections.map((x) => plainText(x.text))].filter(Boolean).join(' / ')}`).join('\n');

/** Shrinks a revision too large to store: scripts become their text, then long texts are cut. */
export function fitRevision(changes: Record<string, RevisionChange>): Record<string, RevisionChange> {
  if (bytes(changes) <= REVISION_BYTES) return changes;
  const out = { ...changes };
  if (out.sections) out.sections = { old: scriptText(out.sections.old), new: scriptText(out.sections.new) };
  for (const [k, v] of Object.entries(out)) {
    if (bytes(out) <= REVISION_BYTES) break;
    const cut = (x: unknown) => (typeof x === 'string' && x.length > 4000 ? `${x.slice(0, 4000)}…` : x);
    out[k] = { old: cut(v.old), new: cut(v.new) };
  }
  return out;
}

export async function recordRevision(w: Work, before: Row | null, after: Row): Promise<void> {
  const changes = fitRevision(w.ctx.revisions.diff(before ? revisionView(before) : null, revisionView(after)));
  await w.ctx.revisions.record(w.trx, { entityType: 'story', entityId: Number(after.id), slug: after.slug ?? null, actor: w.actor, changes });
}

/** Where new stories of a block take their program and date from. */
export function placeOf(w: Work): { program_id: number | null; date: string | null } {
  if (w.owner.kind === 'rundown') return { program_id: Number(w.row!.program_id), date: w.row!.date };
  if (w.owner.kind === 'template') return { program_id: Number(w.row!.program_id), date: null };
  return { program_id: null, date: null };
}

/** Creates a story at the end of `block`, right after `after` (a story of that block), or before `beforeId`. */
export async function createStory(w: Work, block: Row, input: StoryInput, after: Row | null = null, beforeId: number | null = null): Promise<{ row: Row; index: number }> {
  const { private: priv, ...fields } = input;
  const now = w.ctx.now();
  let before: number | null = beforeId;
  if (after) {
    const next = await w.trx('rundown_stories').where('block_id', block.id).where('position', '>', after.position).orderBy('position').first('id');
    before = next ? Number(next.id) : null;
  }
  const [position] = await allocate(w.trx, Number(block.id), 1, before);
  const cols = toColumns(fields as StoryFieldValues);
  // numbered at once by the newsroom's rule, unless a page was given
  if (fields.page === undefined) cols.page = await pageFor(w, Number(block.id), position!);
  if (priv) {
    await assertPrivateCreation(w);
    cols.owner_id = w.user.id;
  }
  const blank: Row = { owner_id: null, allowed_users: '[]', approved: false, author_id: w.user.id };
  checkPrivacy(blank, { ...blank, ...cols }, w.user);
  if (cols.owner_id === null || cols.owner_id === undefined) cols.allowed_users = '[]';
  if (fields.vt !== undefined && fields.manualVt === undefined) cols.manual_vt = true;
  let row: Row = withTimes({
    uuid: crypto.randomUUID(),
    rundown_id: block.rundown_id ?? null,
    template_id: block.template_id ?? null,
    block_id: Number(block.id),
    position,
    ...placeOf(w),
    branch_id: null,
    radio: false, legacy: false, manual_vt: false, approved: false, ok: false,
    estimated_ms: 0, vt_ms: 0,
    display_status: 'blank',
    change_date: now,
    created_at: now,
    author_nickname: w.user.nickname,
    author_id: w.user.id,
    sections: '[]',
    allowed_users: '[]',
    version: 0,
    drawer: false,
    ...cols,
  }, await readRateOf(w));
  const [id] = await w.trx('rundown_stories').insert(row);
  row = await storyRow(w.trx, Number(id));
  await recordRevision(w, null, row);
  w.log({ kind: 'CREATED', entityType: 'STORY', entityId: Number(row.id), slug: row.slug });
  w.timingChanged([block.id]);
  const index = await indexOf(w.trx, Number(block.id), num(row.position));
  w.publishStory('CREATE', row, index);
  return { row, index };
}

/**
 * Applies field values to a story (PUT, PATCH, approve, OK): privacy rules, times, revision,
 * log, live event. Display status goes through the on-air rules.
 */
export async function changeStory(w: Work, row: Row, values: StoryFieldValues & { displayStatus?: string; approved?: boolean; ok?: boolean }, options: { version?: number; oldValue?: unknown; op?: 'PATCH' | 'UPDATE'; field?: string } = {}): Promise<Row> {
  assertCanEdit(row, w.user, Object.keys(values).filter((k) => (values as Record<string, unknown>)[k] !== undefined));
  if (options.version !== undefined && options.version !== num(row.version)) {
    throw new PreconditionFailedError('The story changed since it was read; reload it', RUNDOWN_ERRORS.staleVersion, { version: num(row.version) });
  }
  const { displayStatus: asked, ...rest } = values;
  const displayStatus = asked === row.display_status ? undefined : asked;
  const cols = toColumns(rest as StoryFieldValues);
  if (values.vt !== undefined && values.manualVt === undefined) {
    if (options.op === 'PATCH') cols.manual_vt = true; // typing a VT makes it manual
    else if (!bool(row.manual_vt)) delete cols.vt_ms;
  }
  const merged: Row = { ...row, ...cols };
  checkPrivacy(row, merged, w.user, options.oldValue);
  if (merged.owner_id === null) merged.allowed_users = '[]';
  let next = withTimes(merged, await readRateOf(w));
  const changedCols = Object.keys(next).filter((k) => !same(next[k], row[k]));
  if (displayStatus !== undefined) {
    await setItemStatus(w, 'story', row, displayStatus as never);
    next = { ...next, ...(await w.trx('rundown_stories').where('id', row.id).first('display_status', 'play_time')) };
  }
  if (!changedCols.length && displayStatus === undefined) return row;
  if (changedCols.length) {
    const update: Row = Object.fromEntries(changedCols.map((k) => [k, next[k]]));
    update.change_date = w.ctx.now();
    update.version = num(row.version) + 1;
    await w.trx('rundown_stories').where('id', row.id).update(update);
    next = { ...next, ...update };
  }
  await recordRevision(w, row, next);
  if (changedCols.some((c) => TIMING_FIELDS.has(c) || c.endsWith('_ms'))) w.timingChanged([row.block_id]);
  else w.changed();
  // of a field patch, only the row others see of a private story (script hidden) carries its place in the block
  const needsIndex = !options.field || isPrivate(row) || isPrivate(next);
  const index = needsIndex ? await indexOf(w.trx, row.block_id === null ? null : Number(row.block_id), num(row.position)) : 0;
  if (options.field) {
    const before = storyOut(row, index, row.owner_id === null ? null : Number(row.owner_id));
    const after = storyOut(next, index, next.owner_id === null ? null : Number(next.owner_id));
    const f = options.field as keyof typeof after;
    const kind = f === 'approved' ? (after.approved ? 'APPROVED' : 'DISAPPROVED') : 'UPDATED';
    const logged = !isPrivate(next) && f !== 'sections' && bytes(before[f]) + bytes(after[f]) < 8_000;
    w.log({ kind, entityType: 'STORY', entityId: Number(row.id), slug: next.slug, field: f, oldValue: logged ? before[f] : undefined, newValue: logged ? after[f] : undefined });
    w.publishStoryPatch(next, index, { field: f, oldValue: before[f], newValue: after[f], version: num(next.version), total: after.total, changeDate: after.changeDate });
  } else {
    w.log({ kind: 'UPDATED', entityType: 'STORY', entityId: Number(row.id), slug: next.slug, field: changedCols.join(',').slice(0, 40) });
    w.publishStory('UPDATE', next, index);
  }
  // a private story leaving or entering privacy: tell the others what they may now see
  if (isPrivate(row) !== isPrivate(next) && options.field) w.publishStory('UPDATE', next, index);
  return next;
}

/**
 * Removes a story to the trash. It leaves its rundown for its program's drawer, so a restore from
 * the trash brings it back there (never into a rundown's order).
 */
export async function removeStory(w: Work, row: Row): Promise<void> {
  assertCanEdit(row, w.user);
  if (w.row && w.owner.kind === 'rundown' && w.row.on_air_kind === 'story' && Number(w.row.on_air_id) === Number(row.id)) {
    await w.trx('rundown_rundowns').where('id', w.row.id).update({ on_air_kind: null, on_air_id: null });
    w.row = { ...w.row, on_air_kind: null, on_air_id: null };
  }
  await w.trx('rundown_stories').where('id', row.id).update({
    rundown_id: null, template_id: null, block_id: null, drawer: true, drawer_program_id: row.program_id ?? null,
  });
  await w.ctx.trash.remove(w.trx, 'story', [Number(row.id)], w.actor);
  w.log({ kind: 'DELETED', entityType: 'STORY', entityId: Number(row.id), slug: isPrivate(row) ? null : row.slug });
  w.timingChanged([row.block_id]);
  const where = { rundownId: row.rundown_id === null ? null : Number(row.rundown_id), templateId: row.template_id === null ? null : Number(row.template_id), blockId: row.block_id === null ? null : Number(row.block_id) };
  w.publishStoryGone(row, { id: Number(row.id), ...where });
}

export function assertInOwner(w: Work, row: Row, field: string): void {
  if (!sameOwner(ownerOfRow(row), w.owner)) {
    throw new BadRequestError(`Invalid field '${field}': story ${row.id} is not in this ${w.owner.kind}`, { in: 'body', issues: [{ field, message: `story ${row.id} is in another ${w.owner.kind}`, code: 'other_rundown' }] }, RUNDOWN_ERRORS.otherRundown);
  }
}
