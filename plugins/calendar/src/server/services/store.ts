/** Reading and writing calendar rows: one transaction per change, live events after the commit. */
import { NotFoundError, type AfterCommit, type Knex, type LiveOp, type SessionUser } from '@lauda/sdk/server';
import { CALENDAR_ERRORS as E, CALENDAR_EVENT_DOCUMENT as D, CALENDAR_EVENT_TOPIC, CALENDAR_TOPIC } from '../../common/index.js';
import { eventOut, type Row } from '../codec.js';
import type { Caller, Ctx } from '../context.js';

export async function eventRow(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = await q('calendar_events').where('id', id).whereNull('deleted_at').first();
  if (!row) throw new NotFoundError('No such event', E.eventNotFound);
  return row;
}

export async function calendarRow(q: Knex | Knex.Transaction, id: number, field?: string): Promise<Row> {
  const row = await q('calendar_calendars').where('id', id).whereNull('deleted_at').first();
  if (!row) throw new NotFoundError('No such calendar', E.calendarNotFound, field ? { field } : undefined);
  return row;
}

/**
 * Who sees an event (documented in the README): calendars are the whole newsroom's, so every event
 * is seen by who may read the calendar area; a private event only by its owner and the users it lists.
 */
export function seesEvent(row: Row, user: Pick<SessionUser, 'id' | 'support'>): boolean {
  if (!row.private || user.support) return true;
  if (Number(row.owner_id) === user.id) return true;
  const ids: number[] = JSON.parse(row.user_ids || '[]');
  return ids.includes(user.id);
}

/** A unit of work: a transaction whose live messages go out once it has committed (a failed one is logged; the change stands). */
export class Work {
  constructor(readonly ctx: Ctx, readonly trx: Knex.Transaction, readonly caller: Caller, private readonly afterCommit: AfterCommit) {}

  private send(topic: string, op: LiveOp, id: number, data: unknown, document?: { type: string; id: number }): void {
    const options = { by: this.caller.user.nickname, ...(document ? { document } : {}) };
    this.afterCommit(() => this.ctx.live.publish(topic, op, id, data, options).catch((err) => this.ctx.logger.warn('live publish failed', { error: String(err) })));
  }
  publishEvent(op: LiveOp, row: Row): void {
    const id = Number(row.id);
    this.send(CALENDAR_EVENT_TOPIC, op, id, op === 'DELETE' ? { id } : eventOut(row), { type: D, id });
  }
  publishCalendar(op: LiveOp, id: number, data: unknown): void {
    this.send(CALENDAR_TOPIC, op, id, data);
  }
}

export const inWork = <T>(ctx: Ctx, c: Caller, fn: (w: Work) => Promise<T>): Promise<T> =>
  ctx.db.transaction((trx, afterCommit) => fn(new Work(ctx, trx, c, afterCommit)));
