/** Rundowns: create, patch, change date, recreate, approve, repaginate, logs (loading and listing: ./rundown-load.ts). */
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, RuleRefusedError, type Knex, type Page } from '@lauda/sdk/server';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import type { Rundown, RundownLogEntry, RundownSummary } from '../../common/types.js';
import { bool, canSee, iso, parseJson, rundownSummaryOut, type Row } from '../codec.js';
import { approveBlocks, blocksOf } from './blocks.js';
import { stopOnAir } from './display.js';
import { fillFrom } from './structure.js';
import { inNewOwner, type Work } from './work.js';
import type { Caller, Ctx } from './context.js';
import type { Program } from '@lauda/plugin-admin/common';

export { blocksWithStories, listRundowns, loadRundown, loadRundownById, loadRundownOfDate, loadRundownRow, rundownNotFound, type LoadOptions } from './rundown-load.js';
import { loadRundown, loadRundownById, loadRundownRow } from './rundown-load.js';

export async function assertProgram(ctx: Ctx, caller: Caller, programId: number, creating = false): Promise<Program> {
  let program;
  try {
    program = await ctx.programs.get(programId);
  } catch (e) {
    if ((e as { status?: number }).status === 404) {
      throw new BadRequestError(`Invalid field 'programId': no program ${programId}`, { in: 'body', issues: [{ field: 'programId', message: `no program ${programId}`, code: 'not_found' }] }, RUNDOWN_ERRORS.programNotFound);
    }
    throw e;
  }
  if (creating && program.active === false) throw new RuleRefusedError(`Program ${program.name} is disabled: no rundown can be created`, RUNDOWN_ERRORS.cannotCreate, { programId });
  if (!caller.user.support && !(await ctx.programs.canAccess(caller.user, programId))) {
    throw new ForbiddenError('Your groups do not give you this program', { programId }, RUNDOWN_ERRORS.programNoAccess);
  }
  return program;
}

const alreadyExists = (programId: number, date: string) =>
  new ConflictError(`The program already has a rundown on ${date}`, RUNDOWN_ERRORS.alreadyExists, { programId, date });
const isDuplicate = (e: unknown) => {
  const x = e as { code?: string; errno?: number; message?: string };
  return x?.code === 'ER_DUP_ENTRY' || x?.errno === 1062 || /UNIQUE constraint failed/.test(String(x?.message ?? ''));
};

export async function templateOf(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const t = await q('rundown_templates').where('id', id).first();
  if (!t) throw new NotFoundError('No such template', RUNDOWN_ERRORS.templateNotFound);
  return t;
}

/** Creates the rundown of a program for a date, from a template of that program or with the default blocks. */
export async function createRundown(ctx: Ctx, caller: Caller, input: { date: string; programId: number; templateId?: number | null }): Promise<Rundown> {
  const program = await assertProgram(ctx, caller, input.programId, true);
  if (input.templateId) {
    const t = await templateOf(ctx.db.knex, input.templateId);
    if (Number(t.program_id) !== input.programId) {
      throw new BadRequestError(`Invalid field 'templateId': template ${t.id} belongs to another program`, { in: 'body', issues: [{ field: 'templateId', message: 'a template of another program', code: 'other_program' }] });
    }
  }
  const values = { date: input.date, programId: input.programId, templateId: input.templateId ?? null, startMs: toMs(program.start), endMs: toMs(program.end), productionMs: 0 };
  const { id } = await newRundown(ctx, caller, values, (w) => fillFrom(w, input.templateId ? { kind: 'template', id: input.templateId } : null), {});
  return loadRundownById(ctx, id, caller.user.id);
}

export interface NewRundown {
  date: string;
  programId: number;
  templateId: number | null;
  startMs: number;
  endMs: number;
  productionMs: number;
}

/**
 * Inserts the rundown of a program for a date (409 when the program has one that day) and fills it
 * with `fill`, in one transaction; its CREATED log entry carries `log` besides the date, program
 * and template. The program's checks are the caller's (assertProgram).
 */
export async function newRundown<T>(ctx: Ctx, caller: Caller, v: NewRundown, fill: (w: Work) => Promise<T>, log: Record<string, unknown>): Promise<{ id: number; filled: T }> {
  const now = ctx.now();
  try {
    return await inNewOwner(ctx, caller, 'rundown', async (trx) => {
      if (await trx('rundown_rundowns').where({ program_id: v.programId, date: v.date }).first('id')) throw alreadyExists(v.programId, v.date);
      const row = {
        program_id: v.programId,
        date: v.date,
        start_ms: v.startMs,
        end_ms: v.endMs,
        production_ms: v.productionMs,
        template_id: v.templateId,
        mos_enabled: false,
        display_status: 'blank',
        version: 0,
        created_at: now,
        updated_at: now,
      };
      const [rid] = await trx('rundown_rundowns').insert(row);
      return { ...row, id: Number(rid) };
    }, async (w) => {
      const filled = await fill(w);
      w.log({ kind: 'CREATED', entityType: 'RUNDOWN', entityId: w.owner.id!, newValue: { date: v.date, programId: v.programId, templateId: v.templateId, ...log } });
      w.timingChanged('all');
      const summary = await loadRundown(w.trx, w.owner.id!, null, { sections: false });
      w.publish(RUNDOWN_TOPICS.rundowns, 'CREATE', w.owner.id!, { ...summary, blocks: undefined });
      return { id: w.owner.id!, filled };
    });
  } catch (e) {
    if (isDuplicate(e)) throw alreadyExists(v.programId, v.date);
    throw e;
  }
}

const toMs = (t: string) => {
  const [h, m, s] = t.split(':').map(Number);
  return ((h! * 60 + m!) * 60 + (s ?? 0)) * 1000;
};

const RUNDOWN_COLUMNS: Record<string, string> = { start: 'start_ms', end: 'end_ms', production: 'production_ms', mosEnabled: 'mos_enabled', displayStatus: 'display_status' };

export async function patchRundown(w: Work, field: string, value: unknown): Promise<{ field: string; oldValue: unknown; newValue: unknown }> {
  const blocks = await blocksOf(w);
  const before = rundownSummaryOut(w.row!, blocks, null);
  const col = RUNDOWN_COLUMNS[field]!;
  const update: Row = { [col]: value };
  if (field === 'displayStatus' && value !== 'play' && w.row!.on_air_kind) {
    // the show is no longer on air: neither is the item that was
    await stopOnAir(w);
  }
  await w.trx('rundown_rundowns').where('id', w.owner.id!).update(update);
  w.row = { ...w.row!, ...update };
  const after = rundownSummaryOut(w.row, blocks, null);
  const f = field as keyof RundownSummary;
  const answer = { field, oldValue: before[f], newValue: after[f] };
  w.log({ kind: 'UPDATED', entityType: 'RUNDOWN', entityId: w.owner.id!, field, oldValue: answer.oldValue, newValue: answer.newValue });
  w.timingChanged();
  if (field === 'mosEnabled' && answer.oldValue !== answer.newValue) w.mosToggled = true;
  w.publish(RUNDOWN_TOPICS.rundowns, 'PATCH', w.owner.id!, answer);
  return answer;
}

/** True once anything of the rundown has been on air. */
async function displayed(w: Work): Promise<boolean> {
  if (w.row!.display_status !== 'blank') return true;
  const b = await w.trx('rundown_blocks').where('rundown_id', w.owner.id!).whereNot('display_status', 'blank').first('id');
  if (b) return true;
  const s = await w.trx('rundown_stories').where('rundown_id', w.owner.id!).whereNull('deleted_at').whereNot('display_status', 'blank').first('id');
  return !!s;
}

export async function changeDate(w: Work, date: string): Promise<{ field: string; oldValue: string; newValue: string }> {
  const old = w.row!.date as string;
  if (date === old) return { field: 'date', oldValue: old, newValue: date };
  if (await displayed(w)) {
    throw new RuleRefusedError('A rundown that has been displayed cannot change date', RUNDOWN_ERRORS.cannotChangeDate, { reason: 'displayed', oldValue: old });
  }
  if (date < old) {
    throw new RuleRefusedError('A rundown cannot move to an older date', RUNDOWN_ERRORS.cannotChangeDate, { reason: 'olderDate', oldValue: old });
  }
  if (await w.trx('rundown_rundowns').where({ program_id: w.row!.program_id, date }).first('id')) {
    throw new ConflictError(`The program already has a rundown on ${date}`, RUNDOWN_ERRORS.alreadyExists, { oldValue: old, date });
  }
  try {
    await w.trx('rundown_rundowns').where('id', w.owner.id!).update({ date });
  } catch (e) {
    if (isDuplicate(e)) throw new ConflictError(`The program already has a rundown on ${date}`, RUNDOWN_ERRORS.alreadyExists, { oldValue: old, date });
    throw e;
  }
  await w.trx('rundown_stories').where('rundown_id', w.owner.id!).update({ date });
  w.row = { ...w.row!, date };
  const answer = { field: 'date', oldValue: old, newValue: date };
  w.log({ kind: 'UPDATED', entityType: 'RUNDOWN', entityId: w.owner.id!, field: 'date', oldValue: old, newValue: date });
  w.publish(RUNDOWN_TOPICS.rundowns, 'PATCH', w.owner.id!, answer);
  return answer;
}

/** Rebuilds an empty rundown from its template (or one given), or with the default blocks. */
export async function recreate(w: Work, templateId: number | null | undefined): Promise<void> {
  const story = await w.trx('rundown_stories').where('rundown_id', w.owner.id!).whereNull('deleted_at').first('id');
  if (story) throw new RuleRefusedError('Only an empty rundown can be recreated', RUNDOWN_ERRORS.recreateNeedsEmpty);
  const tid = templateId === undefined ? (w.row!.template_id === null ? null : Number(w.row!.template_id)) : templateId;
  if (tid) {
    const t = await templateOf(w.trx, tid).catch(() => null);
    if (!t && templateId) throw new NotFoundError('No such template', RUNDOWN_ERRORS.templateNotFound);
    if (t && Number(t.program_id) !== Number(w.row!.program_id)) {
      throw new BadRequestError(`Invalid field 'templateId': template ${t.id} belongs to another program`, { in: 'body', issues: [{ field: 'templateId', message: 'a template of another program', code: 'other_program' }] });
    }
  }
  const exists = tid ? await w.trx('rundown_templates').where('id', tid).first('id') : null;
  await w.trx('rundown_blocks').where('rundown_id', w.owner.id!).delete();
  const update = { display_status: 'blank', on_air_kind: null, on_air_id: null, template_id: exists ? tid : null };
  await w.trx('rundown_rundowns').where('id', w.owner.id!).update(update);
  w.row = { ...w.row!, ...update };
  await fillFrom(w, exists ? { kind: 'template', id: tid! } : null);
  w.log({ kind: 'UPDATED', entityType: 'RUNDOWN', entityId: w.owner.id!, field: 'recreate', newValue: { templateId: exists ? tid : null } });
  w.timingChanged('all');
  const full = await loadRundownRow(w.trx, w.row!, null, { sections: false });
  w.publish(RUNDOWN_TOPICS.rundowns, 'UPDATE', w.owner.id!, full);
}

export async function approveRundown(w: Work, approve: boolean): Promise<{ approved: boolean; blockIds: number[] }> {
  const blocks = await blocksOf(w);
  const changed = await approveBlocks(w, blocks, approve);
  w.log({ kind: approve ? 'APPROVED' : 'DISAPPROVED', entityType: 'RUNDOWN', entityId: w.owner.id!, field: 'approved', newValue: approve });
  w.publish(RUNDOWN_TOPICS.rundowns, 'PATCH', w.owner.id!, { field: 'approved', oldValue: !approve, newValue: approve, blockIds: changed });
  return { approved: approve, blockIds: changed };
}

/**
 * Numbers the pages of the show: 01, 02, … over the blocks in order (Stand By stories keep theirs).
 */
export async function repaginate(w: Work): Promise<{ pages: Record<number, string> }> {
  const col = w.owner.kind === 'rundown' ? 'rundown_id' : 'template_id';
  const blocks = await blocksOf(w);
  const stories: Row[] = await w.trx('rundown_stories').where(col, w.owner.id!).whereNull('deleted_at').orderBy('position')
    .select('id', 'block_id', 'position', 'page', 'slug', 'owner_id', 'allowed_users', 'rundown_id', 'template_id');
  const pages: Record<number, string> = {};
  const publicChanges: { id: number; oldValue: string | null; newValue: string }[] = [];
  let n = 0;
  for (const b of blocks.filter((x) => !bool(x.stand_by))) {
    const list = stories.filter((s) => Number(s.block_id) === Number(b.id));
    for (const [i, s] of list.entries()) {
      const page = String(++n).padStart(2, '0');
      pages[Number(s.id)] = page;
      if (s.page === page) continue;
      await w.trx('rundown_stories').where('id', s.id).update({ page });
      await w.ctx.revisions.record(w.trx, { entityType: 'story', entityId: Number(s.id), slug: s.slug, actor: w.actor, changes: { page: { old: s.page ?? null, new: page } } });
      if (s.owner_id === null) publicChanges.push({ id: Number(s.id), oldValue: s.page ?? null, newValue: page });
      else w.publishStoryPatch({ ...s, page }, i, { field: 'page', oldValue: s.page ?? null, newValue: page });
    }
  }
  w.log({ kind: 'UPDATED', entityType: 'RUNDOWN', entityId: w.owner.id!, field: 'pages' });
  w.changed();
  if (publicChanges.length) {
    w.publish(RUNDOWN_TOPICS.stories, 'PATCH', null, { rundownId: w.owner.kind === 'rundown' ? w.owner.id : null, templateId: w.owner.kind === 'template' ? w.owner.id : null, field: 'page', values: publicChanges });
  }
  // the answer shows the reader only what it may see
  const visible = new Set(stories.filter((s) => canSee(s, w.user.id) || w.user.support).map((s) => Number(s.id)));
  return { pages: Object.fromEntries(Object.entries(pages).filter(([id]) => visible.has(Number(id)))) };
}

export async function rundownLogs(ctx: Ctx, rundownId: number, viewerId: number, paging: { page: number; size: number }): Promise<Page<RundownLogEntry>> {
  const q = ctx.db.knex('rundown_logs as l')
    .leftJoin('rundown_stories as s', function () {
      this.on('s.id', '=', 'l.entity_id').andOn('l.entity_type', '=', ctx.db.knex.raw('?', ['STORY']));
    })
    .where('l.rundown_id', rundownId)
    .orderBy('l.id', 'desc')
    .select('l.*', 's.owner_id', 's.allowed_users');
  const page = await ctx.db.page<Row>(q, paging);
  return {
    ...page,
    data: page.data.map((r) => {
      const hidden = r.entity_type === 'STORY' && !canSee(r, viewerId);
      return {
        id: Number(r.id),
        rundownId: Number(r.rundown_id),
        at: iso(r.at)!,
        userId: r.user_id === null ? null : Number(r.user_id),
        nickname: r.nickname ?? null,
        kind: r.kind,
        entityType: r.entity_type,
        entityId: Number(r.entity_id),
        slug: hidden ? null : r.slug ?? null,
        field: r.field ?? null,
        oldValue: hidden ? null : parseJson(r.old_value, null),
        newValue: hidden ? null : parseJson(r.new_value, null),
      };
    }),
  };
}

