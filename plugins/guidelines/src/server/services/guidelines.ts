/** Guidelines: create, change (PUT, field patch, state), copy, remove; each with its revision and live event. */
import crypto from 'node:crypto';
import {
  BadRequestError, ForbiddenError, NotFoundError, PreconditionFailedError, RuleRefusedError, syncProgramRows, type AfterCommit, type Knex, type LiveOp,
} from '@lauda/sdk/server';
import {
  FINISHED_STATES, GUIDELINE_DOCUMENT, GUIDELINE_ERRORS as E, GUIDELINE_TOPIC, type Guideline, type GuidelineState,
} from '../../common/index.js';
import { BLANK, guidelineOut, isPrivate, num, programsOf, revisionView, toColumns, type Row } from '../codec.js';
import type { GuidelineValues } from '../schemas.js';
import { lockFinished } from './settings.js';
import { GUIDELINE_ACCESS } from '../documents.js';
import { actorOf, type Caller, type Ctx } from './context.js';
import { newlyNamed, tellNamed } from './notify.js';

export const notFound = () => new NotFoundError('No such guideline', E.notFound);

export async function guidelineRow(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = await q('guideline_guidelines').where('id', id).whereNull('deleted_at').first();
  if (!row) throw notFound();
  return row;
}

const norm = (v: unknown) => (v === true ? '1' : v === false ? '0' : v === null || v === undefined ? '' : String(v));

/** One unit of work: a transaction, and live events published once it has committed. */
async function work<T>(ctx: Ctx, c: Caller, fn: (trx: Knex.Transaction, publish: Publish) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (trx, afterCommit: AfterCommit) => {
    const send = (op: LiveOp, id: number, data: unknown) => afterCommit(async () => {
      try {
        await ctx.live.publish(GUIDELINE_TOPIC, op, id, data, { by: c.user.nickname, document: { type: GUIDELINE_DOCUMENT, id } });
      } catch (err) {
        ctx.logger.warn('live publish failed', { error: String(err) });
      }
    });
    const named = (before: Row | null, after: Row) => {
      const ids = newlyNamed(before, after, c);
      if (ids.length) afterCommit(() => tellNamed(ctx, c, ids, after));
    };
    return fn(trx, Object.assign(send, { named }));
  });
}
/** live events, and `named`: the people newly named on a guideline are told once it has committed */
type Publish = ((op: LiveOp, id: number, data: unknown) => void) & { named(before: Row | null, after: Row): void };

/** Programs named must exist and be open to the caller (else the guideline would vanish from them): 400 naming the field. */
async function checkPrograms(ctx: Ctx, c: Caller, ids: number[] | undefined, field = 'programsIds'): Promise<void> {
  if (!ids?.length) return;
  const known = new Set((await ctx.programs.list()).map((p) => p.id));
  const open = await ctx.programIdsOf(c.user);
  const bad = ids.filter((id) => !known.has(id) || (open !== null && !open.includes(id)));
  if (bad.length) {
    throw new BadRequestError(`Invalid field '${field}': unknown program ${bad.join(', ')}`, { in: 'body', issues: [{ field, message: `unknown program ${bad.join(', ')}`, code: 'unknown_program' }] }, E.unknownProgram);
  }
}

const syncPrograms = (trx: Knex.Transaction, id: number, programs: number[]) => syncProgramRows(trx, GUIDELINE_ACCESS, id, programs);

async function recordRevision(ctx: Ctx, trx: Knex.Transaction, c: Caller, before: Row | null, after: Row): Promise<void> {
  const changes = ctx.revisions.diff(before ? revisionView(before) : null, revisionView(after));
  await ctx.revisions.record(trx, { entityType: GUIDELINE_DOCUMENT, entityId: Number(after.id), slug: after.slug, actor: actorOf(c), changes });
}

const isFinished = (row: Row) => FINISHED_STATES.includes(row.state as GuidelineState);

const finishedError = (row: Row, details?: unknown) =>
  new RuleRefusedError(`Guideline ${row.id} is ${String(row.state).toLowerCase()}: it cannot be changed while finished guidelines are locked`, E.finished, details ?? { id: Number(row.id), state: row.state });

/** Completed or interrupted guidelines are not changed while the lock setting is on (their state may be). */
async function assertNotFinished(trx: Knex.Transaction, row: Row, details?: unknown): Promise<void> {
  if (isFinished(row) && (await lockFinished(trx))) throw finishedError(row, details);
}
export async function finishedLocked(ctx: Ctx, row: Row): Promise<boolean> {
  return isFinished(row) && (await lockFinished(ctx.db.knex));
}
/** Load for editing: 422 guideline.finished while the guideline may not be changed. */
export async function assertEditable(ctx: Ctx, row: Row): Promise<void> {
  if (await finishedLocked(ctx, row)) throw finishedError(row);
}

/** Only the owner shares a private guideline (its allowed users). */
function checkSharing(row: Row, next: Row, c: Caller, details?: unknown): void {
  if (norm(row.allowed_users) === norm(next.allowed_users)) return;
  if (!isPrivate(row) || Number(row.owner_id) !== c.user.id) {
    throw new ForbiddenError('Only the owner shares a private guideline', details, E.onlyOwnerCanShare);
  }
}

export async function createGuideline(ctx: Ctx, c: Caller, values: GuidelineValues & { private?: boolean }): Promise<Guideline> {
  const { private: priv, allowedUsers, ...fields } = values;
  await checkPrograms(ctx, c, fields.programsIds);
  return work(ctx, c, async (trx, publish) => {
    if (priv && !(await ctx.settings.get('flags', trx)).privateGuideline) {
      throw new RuleRefusedError('Private guidelines need the private-creation setting', E.privateNotAllowed);
    }
    const now = ctx.now();
    const row: Row = {
      ...BLANK,
      uuid: crypto.randomUUID(),
      ...toColumns(fields),
      owner_id: priv ? c.user.id : null,
      allowed_users: priv ? JSON.stringify([...new Set(allowedUsers ?? [])]) : '[]',
      author_id: c.user.id,
      author_nickname: c.user.nickname,
      created_at: now,
      change_date: now,
    };
    return insertGuideline(ctx, c, trx, publish, row);
  });
}

/** Stores a new guideline row with its programs, its first revision and its CREATE event. */
async function insertGuideline(ctx: Ctx, c: Caller, trx: Knex.Transaction, publish: Publish, row: Row): Promise<Guideline> {
  const [id] = await trx('guideline_guidelines').insert(row);
  const stored = await guidelineRow(trx, Number(id));
  await syncPrograms(trx, Number(id), programsOf(stored));
  await recordRevision(ctx, trx, c, null, stored);
  const out = guidelineOut(stored);
  publish('CREATE', out.id, out);
  publish.named(null, stored);
  return out;
}

export interface ChangeOptions {
  version?: number;
  /** a field patch: the answer and the live event are `{ field, oldValue, newValue }` */
  field?: string;
  /** a state change: allowed on a finished guideline */
  stateOnly?: boolean;
}

/** A field's value as the API shows it (the tasks are `production.tasks`). */
const fieldOf = (g: Guideline, field: string): unknown => (field === 'tasks' ? g.production.tasks : (g as unknown as Record<string, unknown>)[field]);

/** Applies field values to one guideline (inside the caller's unit of work). */
async function applyChange(ctx: Ctx, c: Caller, trx: Knex.Transaction, publish: Publish, id: number, values: GuidelineValues, o: ChangeOptions) {
  const row = await trx('guideline_guidelines').where('id', id).whereNull('deleted_at').forUpdate().first();
  if (!row) throw notFound();
  const before = guidelineOut(row);
  const details = o.field ? { oldValue: fieldOf(before, o.field) } : undefined;
  if (!o.stateOnly) await assertNotFinished(trx, row, details);
  if (o.version !== undefined && o.version !== num(row.version)) {
    throw new PreconditionFailedError('The guideline changed since it was read; reload it', E.staleVersion, { version: num(row.version) });
  }
  const next: Row = { ...row, ...toColumns(values) };
  checkSharing(row, next, c, details);
  const changed = Object.keys(next).filter((k) => norm(next[k]) !== norm(row[k]));
  if (changed.length) {
    const update: Row = Object.fromEntries(changed.map((k) => [k, next[k]]));
    update.change_date = ctx.now();
    update.version = num(row.version) + 1;
    await trx('guideline_guidelines').where('id', id).update(update);
    Object.assign(next, update);
    if (changed.includes('programs_ids')) await syncPrograms(trx, id, programsOf(next));
    await recordRevision(ctx, trx, c, row, next);
    publish.named(row, next);
  }
  const after = guidelineOut(next);
  if (o.field) {
    const patch = { field: o.field, oldValue: fieldOf(before, o.field), newValue: fieldOf(after, o.field) };
    if (changed.length) publish('PATCH', id, { ...patch, version: after.version, guideline: after });
    return { after, patch };
  }
  if (changed.length) publish('UPDATE', id, after);
  return { after, patch: null };
}

export async function changeGuideline(ctx: Ctx, c: Caller, id: number, values: GuidelineValues, o: ChangeOptions = {}) {
  await checkPrograms(ctx, c, values.programsIds, o.field ?? 'programsIds');
  return work(ctx, c, (trx, publish) => applyChange(ctx, c, trx, publish, id, values, o));
}

/** The state of several guidelines (spec: a list of ids and a target state); finished ones may be reopened. */
export async function setStates(ctx: Ctx, c: Caller, ids: number[], state: GuidelineState): Promise<Guideline[]> {
  return work(ctx, c, async (trx, publish) => {
    const out: Guideline[] = [];
    for (const id of ids) out.push((await applyChange(ctx, c, trx, publish, id, { state }, { field: 'state', stateOnly: true })).after);
    return out;
  });
}

/** Copies guidelines to a date and programs (none named: each keeps its own). A copy starts PRODUCING, public unless its source is private. */
export async function copyGuidelines(ctx: Ctx, c: Caller, ids: number[], programsIds: number[], date: string): Promise<Guideline[]> {
  await checkPrograms(ctx, c, programsIds);
  return work(ctx, c, async (trx, publish) => {
    const out: Guideline[] = [];
    for (const id of ids) {
      const src = await guidelineRow(trx, id);
      const now = ctx.now();
      const { id: _i, ...rest } = src;
      const row: Row = {
        ...rest, uuid: crypto.randomUUID(), date, state: 'PRODUCING', version: 0, created_at: now, change_date: now, deleted_at: null,
        programs_ids: programsIds.length ? JSON.stringify(programsIds) : src.programs_ids,
        owner_id: isPrivate(src) ? c.user.id : null, allowed_users: isPrivate(src) ? src.allowed_users : '[]',
        author_id: c.user.id, author_nickname: c.user.nickname,
      };
      out.push(await insertGuideline(ctx, c, trx, publish, row));
    }
    return out;
  });
}

/** Moves guidelines to the trash (restored from it, they come back as they were). */
export async function removeGuidelines(ctx: Ctx, c: Caller, ids: number[]): Promise<void> {
  await work(ctx, c, async (trx, publish) => {
    for (const id of ids) {
      const row = await guidelineRow(trx, id);
      await assertNotFinished(trx, row);
      await ctx.trash.remove(trx, GUIDELINE_DOCUMENT, [id], actorOf(c));
      publish('DELETE', id, { id, date: row.date });
    }
  });
}
