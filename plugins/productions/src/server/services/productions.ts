/** Checklists: create, change (PUT, field patch), remove, restore; each with its revision and live event. */
import crypto from 'node:crypto';
import {
  BadRequestError, ForbiddenError, NotFoundError, PreconditionFailedError, RuleRefusedError, syncProgramRows, type AfterCommit, type Knex, type LiveOp,
} from '@lauda/sdk/server';
import { PRODUCTION_DOCUMENT, PRODUCTION_ERRORS as E, PRODUCTION_TOPIC, type Production } from '../../common/index.js';
import { BLANK, isPrivate, num, productionOut, programsOf, revisionView, tasksOf, toColumns, type Row } from '../codec.js';
import type { ProductionValues } from '../schemas.js';
import { checkLookups, readConfig } from './settings.js';
import { PRODUCTION_ACCESS } from '../documents.js';
import { actorOf, type Caller, type Ctx } from './context.js';

const T = 'production_productions';
export const notFound = () => new NotFoundError('No such checklist', E.notFound);

export async function productionRow(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = await q(T).where('id', id).whereNull('deleted_at').first();
  if (!row) throw notFound();
  return row;
}

const norm = (v: unknown) => (v === true ? '1' : v === false ? '0' : v === null || v === undefined ? '' : String(v));
type Publish = (op: LiveOp, id: number, data: unknown) => void;

/** One unit of work: a transaction, and live events published once it has committed. */
export async function work<T>(ctx: Ctx, c: Caller, fn: (trx: Knex.Transaction, publish: Publish) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (trx, afterCommit: AfterCommit) => {
    const publish: Publish = (op, id, data) => afterCommit(async () => {
      try {
        await ctx.live.publish(PRODUCTION_TOPIC, op, id, data, { by: c.user.nickname, document: { type: PRODUCTION_DOCUMENT, id } });
      } catch (err) {
        ctx.logger.warn('live publish failed', { error: String(err) });
      }
    });
    return fn(trx, publish);
  });
}

/** Programs named must exist and be open to the caller (else the checklist would vanish from them): 400 naming the field. */
async function checkPrograms(ctx: Ctx, c: Caller, ids: number[] | undefined, field = 'programsIds'): Promise<void> {
  if (!ids?.length) return;
  const known = new Set((await ctx.programs.list()).map((p) => p.id));
  const open = await ctx.programIdsOf(c.user);
  const bad = ids.filter((id) => !known.has(id) || (open !== null && !open.includes(id)));
  if (bad.length) {
    throw new BadRequestError(`Invalid field '${field}': unknown program ${bad.join(', ')}`, { in: 'body', issues: [{ field, message: `unknown program ${bad.join(', ')}`, code: 'unknown_program' }] }, E.unknownProgram);
  }
}

/** The side rows a list reads: the programs, and each task date (done when all its tasks are). */
async function syncSideRows(trx: Knex.Transaction, row: Row): Promise<void> {
  const id = Number(row.id);
  await syncProgramRows(trx, PRODUCTION_ACCESS, id, programsOf(row));
  // only when there are some: a DELETE matching nothing takes a gap lock (see syncProgramRows)
  if (await trx('production_task_dates').where('production_id', id).first('production_id')) await trx('production_task_dates').where('production_id', id).delete();
  const dates = new Map<string, boolean>();
  for (const t of tasksOf(row)) if (t.date) dates.set(t.date, (dates.get(t.date) ?? true) && t.done);
  if (dates.size) await trx('production_task_dates').insert([...dates].map(([date, done]) => ({ production_id: id, date, done })));
}

async function recordRevision(ctx: Ctx, trx: Knex.Transaction, c: Caller, before: Row | null, after: Row): Promise<void> {
  const changes = ctx.revisions.diff(before ? revisionView(before) : null, revisionView(after));
  await ctx.revisions.record(trx, { entityType: PRODUCTION_DOCUMENT, entityId: Number(after.id), slug: after.slug, actor: actorOf(c), changes });
}

async function checkInput(ctx: Ctx, c: Caller, values: ProductionValues, field?: string): Promise<void> {
  await checkPrograms(ctx, c, values.programsIds, field ?? 'programsIds');
  await checkLookups(ctx.db.knex, values, field);
}

/** `inheritsPrivacy`: private because its guideline is (allowed without the private-creation setting) */
export type NewProduction = ProductionValues & { slug: string; date: string; private?: boolean; inheritsPrivacy?: boolean; guidelineId?: number };

/** A new checklist (inside the caller's unit of work). */
export async function insertProduction(ctx: Ctx, c: Caller, trx: Knex.Transaction, publish: Publish, values: NewProduction): Promise<Production> {
  const { private: priv, inheritsPrivacy, allowedUsers, guidelineId, ...fields } = values;
  if (priv && !inheritsPrivacy && !(await readConfig(trx)).privateCreation) {
    throw new RuleRefusedError('Private checklists need the private-creation setting', E.privateNotAllowed);
  }
  const now = ctx.now();
  const row: Row = {
    ...BLANK, uuid: crypto.randomUUID(), ...toColumns(fields), guideline_id: guidelineId ?? null,
    owner_id: priv ? c.user.id : null, allowed_users: priv ? JSON.stringify([...new Set(allowedUsers ?? [])]) : '[]',
    author_id: c.user.id, author_nickname: c.user.nickname, created_at: now, change_date: now,
  };
  const [id] = await trx(T).insert(row);
  const stored = await productionRow(trx, Number(id));
  await syncSideRows(trx, stored);
  await recordRevision(ctx, trx, c, null, stored);
  const out = productionOut(stored);
  publish('CREATE', out.id, out);
  return out;
}

export async function createProduction(ctx: Ctx, c: Caller, values: NewProduction): Promise<Production> {
  await checkInput(ctx, c, values);
  return work(ctx, c, (trx, publish) => insertProduction(ctx, c, trx, publish, values));
}

export interface ChangeOptions {
  version?: number;
  /** a field patch: the answer and the live event are `{ field, oldValue, newValue }` */
  field?: string;
}

export async function changeProduction(ctx: Ctx, c: Caller, id: number, values: ProductionValues, o: ChangeOptions = {}) {
  await checkInput(ctx, c, values, o.field);
  return work(ctx, c, async (trx, publish) => {
    const row = await trx(T).where('id', id).whereNull('deleted_at').forUpdate().first();
    if (!row) throw notFound();
    const before = productionOut(row);
    const details = o.field ? { oldValue: (before as unknown as Record<string, unknown>)[o.field] } : undefined;
    if (o.version !== undefined && o.version !== num(row.version)) {
      throw new PreconditionFailedError('The checklist changed since it was read; reload it', E.staleVersion, { version: num(row.version) });
    }
    const next: Row = { ...row, ...toColumns(values) };
    if (norm(row.allowed_users) !== norm(next.allowed_users) && (!isPrivate(row) || Number(row.owner_id) !== c.user.id)) {
      throw new ForbiddenError('Only the owner shares a private checklist', details, E.onlyOwnerCanShare);
    }
    const changed = Object.keys(next).filter((k) => norm(next[k]) !== norm(row[k]));
    if (changed.length) {
      const update: Row = Object.fromEntries(changed.map((k) => [k, next[k]]));
      update.change_date = ctx.now();
      update.version = num(row.version) + 1;
      await trx(T).where('id', id).update(update);
      Object.assign(next, update);
      if (changed.includes('programs_ids') || changed.includes('tasks')) await syncSideRows(trx, next);
      await recordRevision(ctx, trx, c, row, next);
    }
    const after = productionOut(next);
    if (o.field) {
      const patch = { field: o.field, oldValue: details!.oldValue, newValue: (after as unknown as Record<string, unknown>)[o.field] };
      if (changed.length) publish('PATCH', id, { ...patch, version: after.version, production: after });
      return { after, patch };
    }
    if (changed.length) publish('UPDATE', id, after);
    return { after, patch: null };
  });
}

/** Moves checklists to the trash (restored from it, they come back as they were). */
export async function removeProductions(ctx: Ctx, c: Caller, ids: number[]): Promise<void> {
  await work(ctx, c, async (trx, publish) => {
    for (const id of ids) {
      const row = await productionRow(trx, id);
      await ctx.trash.remove(trx, PRODUCTION_DOCUMENT, [id], actorOf(c));
      publish('DELETE', id, { id, date: row.date });
    }
  });
}

/**
 * Brings checklists back from the trash: the spec's `restore` under /api/productions, the same as
 * the kernel's `POST /api/trash/{id}/restore` (its trash entry goes too). Ids not in the trash: 404.
 */
export async function restoreProductions(ctx: Ctx, c: Caller, ids: number[]): Promise<Production[]> {
  return work(ctx, c, async (trx, publish) => {
    const out: Production[] = [];
    for (const id of ids) {
      const row = await trx(T).where('id', id).whereNotNull('deleted_at').first();
      if (!row) throw notFound();
      await trx(T).where('id', id).update({ deleted_at: null });
      await trx('trash').where({ entity_type: PRODUCTION_DOCUMENT, entity_id: String(id) }).delete();
      const p = productionOut({ ...row, deleted_at: null });
      publish('CREATE', id, p);
      out.push(p);
    }
    return out;
  });
}
