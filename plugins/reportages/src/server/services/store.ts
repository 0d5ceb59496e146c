/** Reading and writing reportage rows: one transaction per change, revision inside, live event after the commit. */
import { ForbiddenError, NotFoundError, type AfterCommit, type Knex, type LiveOp } from '@lauda/sdk/server';
import { REPORTAGE_DOCUMENT as D, REPORTAGE_ERRORS as E, REPORTAGES_TOPIC } from '../../common/ids.js';
import { programsOf, reportageOut, revisionView, type Row } from '../codec.js';
import { actorOf, type Caller, type Ctx } from '../context.js';

export const reportageNotFound = () => new NotFoundError('No such reportage', E.notFound);

export async function reportageRow(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = await q('reportages').where('id', id).whereNull('deleted_at').first();
  if (!row) throw reportageNotFound();
  return row;
}

/** 403 naming the first program of `programsIds` the caller's groups do not give. */
export async function assertPrograms(ctx: Ctx, c: Caller, programsIds: readonly number[] | undefined): Promise<void> {
  if (!programsIds?.length) return;
  const mine = await ctx.programIdsOf(c.user);
  for (const p of programsIds) await ctx.programs.get(p);
  const refused = mine === null ? [] : programsIds.filter((p) => !mine.includes(p));
  if (refused.length) throw new ForbiddenError('Your groups do not give you this program', { field: 'programsIds', programId: refused[0] }, E.programNoAccess);
}

/** Keeps the programs table in step with a row's `programs_ids`. */
export async function syncPrograms(trx: Knex.Transaction, row: Row): Promise<void> {
  await trx('reportages_programs').where('reportage_id', row.id).delete();
  const ps = programsOf(row);
  if (ps.length) await trx('reportages_programs').insert(ps.map((p) => ({ reportage_id: row.id, program_id: p })));
}

export async function recordRevision(ctx: Ctx, trx: Knex.Transaction, c: Caller, before: Row | null, after: Row): Promise<void> {
  const changes = ctx.revisions.diff(before ? revisionView(before) : null, revisionView(after));
  if (before && !Object.keys(changes).length) return;
  await ctx.revisions.record(trx, { entityType: D, entityId: Number(after.id), slug: after.slug ?? null, actor: actorOf(c), changes });
}

/** A unit of work: a transaction whose live events go out once it has committed. */
export class Work {
  private readonly events: (() => Promise<void>)[] = [];
  constructor(readonly ctx: Ctx, readonly trx: Knex.Transaction, readonly caller: Caller) {}

  publish(op: LiveOp, id: number, data: unknown): void {
    const by = this.caller.user.nickname;
    this.events.push(() => this.ctx.live.publish(REPORTAGES_TOPIC, op, id, data, { by, document: { type: D, id } }));
  }
  /** something else to do once the change has committed (a notification) */
  later(fn: () => Promise<void>): void {
    this.events.push(fn);
  }
  publishRow(op: LiveOp, row: Row): void {
    this.publish(op, Number(row.id), reportageOut(row));
  }
  flush(afterCommit: AfterCommit): void {
    const events = this.events.splice(0);
    afterCommit(async () => {
      for (const e of events) {
        try {
          await e();
        } catch (err) {
          this.ctx.logger.warn('after-commit event failed', { error: String(err) });
        }
      }
    });
  }
}

export function inWork<T>(ctx: Ctx, c: Caller, fn: (w: Work) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (trx, afterCommit) => {
    const w = new Work(ctx, trx, c);
    const out = await fn(w);
    w.flush(afterCommit);
    return out;
  });
}
