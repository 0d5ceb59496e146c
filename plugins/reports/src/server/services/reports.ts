/** Reports: create, change (PUT, field patch), remove, restore, attach files; each with its revision and live event. */
import crypto from 'node:crypto';
import {
  BadRequestError, ForbiddenError, NotFoundError, PreconditionFailedError, RuleRefusedError, syncProgramRows, type AfterCommit, type Knex, type LiveOp,
} from '@lauda/sdk/server';
import { REPORT_DOCUMENT, REPORT_ERRORS as E, REPORT_TOPIC, type Report, type ReportTargetType } from '../../common/index.js';
import { BLANK, filesOf, isPrivate, num, programsOf, reportOut, revisionView, toColumns, type Row } from '../codec.js';
import type { ReportValues } from '../schemas.js';
import { checkCategory } from './categories.js';
import { REPORT_ACCESS } from '../documents.js';
import { actorOf, type Caller, type Ctx } from './context.js';

const T = 'report_reports';
export const notFound = () => new NotFoundError('No such report', E.notFound);

export async function reportRow(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = await q(T).where('id', id).whereNull('deleted_at').first();
  if (!row) throw notFound();
  return row;
}

/** A live report as the API shows it, with its files. */
export async function loadReport(q: Knex | Knex.Transaction, id: number): Promise<Report> {
  return reportOut(await reportRow(q, id), (await filesOf(q, [id])).get(id) ?? []);
}

const norm = (v: unknown) => (v === true ? '1' : v === false ? '0' : v === null || v === undefined ? '' : String(v));
export type Publish = (op: LiveOp, id: number, data: unknown) => void;

/** One unit of work: a transaction, and live events published once it has committed. */
export async function work<T>(ctx: Ctx, c: Caller, fn: (trx: Knex.Transaction, publish: Publish) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (trx, afterCommit: AfterCommit) => {
    const publish: Publish = (op, id, data) => afterCommit(async () => {
      try {
        await ctx.live.publish(REPORT_TOPIC, op, id, data, { by: c.user.nickname, document: { type: REPORT_DOCUMENT, id } });
      } catch (err) {
        ctx.logger.warn('live publish failed', { error: String(err) });
      }
    });
    return fn(trx, publish);
  });
}

/** Programs named must exist and be open to the caller (else the report would vanish from them): 400 naming the field. */
async function checkPrograms(ctx: Ctx, c: Caller, ids: number[] | undefined, field = 'programsIds'): Promise<void> {
  if (!ids?.length) return;
  const known = new Set((await ctx.programs.list()).map((p) => p.id));
  const open = await ctx.programIdsOf(c.user);
  const bad = ids.filter((id) => !known.has(id) || (open !== null && !open.includes(id)));
  if (bad.length) {
    throw new BadRequestError(`Invalid field '${field}': unknown program ${bad.join(', ')}`, { in: 'body', issues: [{ field, message: `unknown program ${bad.join(', ')}`, code: 'unknown_program' }] }, E.unknownProgram);
  }
}

const syncPrograms = (trx: Knex.Transaction, row: Row) => syncProgramRows(trx, REPORT_ACCESS, Number(row.id), programsOf(row));

async function recordRevision(ctx: Ctx, trx: Knex.Transaction, c: Caller, before: Row | null, after: Row): Promise<void> {
  const changes = ctx.revisions.diff(before ? revisionView(before) : null, revisionView(after));
  await ctx.revisions.record(trx, { entityType: REPORT_DOCUMENT, entityId: Number(after.id), slug: after.title, actor: actorOf(c), changes });
}

/** `inheritsPrivacy`: private because the report it copies is (allowed without the private-creation setting) */
export type NewReport = ReportValues & { date: string; title: string; categoryId: number; private?: boolean; inheritsPrivacy?: boolean; targetType?: ReportTargetType; targetId?: number };

export async function createReport(ctx: Ctx, c: Caller, values: NewReport): Promise<Report> {
  const { private: priv, inheritsPrivacy, allowedUsers, targetType, targetId, ...fields } = values;
  await checkPrograms(ctx, c, fields.programsIds);
  // a report about a document the caller does not see would tell of it: 404 as that document's own routes
  if (targetType && targetId) await ctx.documents.assertVisible(targetType, c.user, targetId);
  return work(ctx, c, async (trx, publish) => {
    await checkCategory(trx, fields.categoryId, fields.eventId ?? null);
    if (priv && !inheritsPrivacy && !(await ctx.settings.get('flags', trx)).privateReport) throw new RuleRefusedError('Private reports need the private-creation setting', E.privateNotAllowed);
    const now = ctx.now();
    const row: Row = {
      ...BLANK, uuid: crypto.randomUUID(), ...toColumns(fields), target_type: targetType ?? null, target_id: targetId ?? null,
      owner_id: priv ? c.user.id : null, allowed_users: priv ? JSON.stringify([...new Set(allowedUsers ?? [])]) : '[]',
      author_id: c.user.id, author_nickname: c.user.nickname, created_at: now, change_date: now,
    };
    const [id] = await trx(T).insert(row);
    const stored = await reportRow(trx, Number(id));
    await syncPrograms(trx, stored);
    await recordRevision(ctx, trx, c, null, stored);
    const out = reportOut(stored);
    publish('CREATE', out.id, out);
    return out;
  });
}

export interface ChangeOptions {
  version?: number;
  /** a field patch: the answer and the live event are `{ field, oldValue, newValue }` */
  field?: string;
}

export async function changeReport(ctx: Ctx, c: Caller, id: number, values: ReportValues, o: ChangeOptions = {}) {
  await checkPrograms(ctx, c, values.programsIds, o.field ?? 'programsIds');
  return work(ctx, c, async (trx, publish) => {
    const row = await trx(T).where('id', id).whereNull('deleted_at').forUpdate().first();
    if (!row) throw notFound();
    const files = (await filesOf(trx, [id])).get(id) ?? [];
    const before = reportOut(row, files);
    const details = o.field ? { oldValue: (before as unknown as Record<string, unknown>)[o.field] } : undefined;
    if (o.version !== undefined && o.version !== num(row.version)) {
      throw new PreconditionFailedError('The report changed since it was read; reload it', E.staleVersion, { version: num(row.version) });
    }
    const next: Row = { ...row, ...toColumns(values) };
    // a new category without an event named leaves the old category's event behind
    if (values.categoryId !== undefined && values.eventId === undefined && Number(row.category_id) !== values.categoryId) next.event_id = null;
    await checkCategory(trx, Number(next.category_id), next.event_id === null || next.event_id === undefined ? null : Number(next.event_id), o.field);
    if (norm(row.allowed_users) !== norm(next.allowed_users) && (!isPrivate(row) || Number(row.owner_id) !== c.user.id)) {
      throw new ForbiddenError('Only the owner shares a private report', details, E.onlyOwnerCanShare);
    }
    const changed = Object.keys(next).filter((k) => norm(next[k]) !== norm(row[k]));
    if (changed.length) {
      const update: Row = Object.fromEntries(changed.map((k) => [k, next[k]]));
      update.change_date = ctx.now();
      update.version = num(row.version) + 1;
      await trx(T).where('id', id).update(update);
      Object.assign(next, update);
      if (changed.includes('programs_ids')) await syncPrograms(trx, next);
      await recordRevision(ctx, trx, c, row, next);
    }
    const after = reportOut(next, files);
    if (o.field) {
      const patch = { field: o.field, oldValue: details!.oldValue, newValue: (after as unknown as Record<string, unknown>)[o.field] };
      if (changed.length) publish('PATCH', id, { ...patch, version: after.version, report: after });
      return { after, patch };
    }
    if (changed.length) publish('UPDATE', id, after);
    return { after, patch: null };
  });
}

/** Moves reports to the trash (restored from it, they come back as they were). */
export async function removeReports(ctx: Ctx, c: Caller, ids: number[]): Promise<void> {
  await work(ctx, c, async (trx, publish) => {
    for (const id of ids) {
      const row = await reportRow(trx, id);
      await ctx.trash.remove(trx, REPORT_DOCUMENT, [id], actorOf(c));
      publish('DELETE', id, { id, date: row.date });
    }
  });
}

/** Brings reports back from the trash, as the kernel's `POST /api/trash/{id}/restore` does (its trash entry goes too). */
export async function restoreReports(ctx: Ctx, c: Caller, ids: number[]): Promise<Report[]> {
  return work(ctx, c, async (trx, publish) => {
    const out: Report[] = [];
    for (const id of ids) {
      const row = await trx(T).where('id', id).whereNotNull('deleted_at').first();
      if (!row) throw notFound();
      await trx(T).where('id', id).update({ deleted_at: null });
      await trx('trash').where({ entity_type: REPORT_DOCUMENT, entity_id: String(id) }).delete();
      const r = reportOut({ ...row, deleted_at: null }, (await filesOf(trx, [id])).get(id) ?? []);
      publish('CREATE', id, r);
      out.push(r);
    }
    return out;
  });
}

/** A file attached or detached: the report's version goes up and its readers hear the new list. */
export async function filesChanged(ctx: Ctx, c: Caller, id: number, fn: (trx: Knex.Transaction) => Promise<void>): Promise<Report> {
  return work(ctx, c, async (trx, publish) => {
    const row = await trx(T).where('id', id).whereNull('deleted_at').forUpdate().first();
    if (!row) throw notFound();
    await fn(trx);
    const update = { version: num(row.version) + 1, change_date: ctx.now() };
    await trx(T).where('id', id).update(update);
    const after = reportOut({ ...row, ...update }, (await filesOf(trx, [id])).get(id) ?? []);
    publish('UPDATE', id, after);
    return after;
  });
}
