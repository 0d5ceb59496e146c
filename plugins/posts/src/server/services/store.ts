/** Reading and writing post rows: one transaction per change, its revision inside, the live event after the commit. */
import { NotFoundError, PreconditionFailedError, wallClock, type Knex, type LiveOp } from '@lauda/sdk/server';
import { POST_DOCUMENT as D, POST_ERRORS as E, POSTS_TOPIC, type Post } from '../../common/index.js';
import { postOut, revisionView, type Row } from '../codec.js';
import { actorOf, type Caller, type Ctx } from '../context.js';

export const TABLE = 'posts_posts';
const p2 = (n: number) => String(n).padStart(2, '0');

export const postNotFound = () => new NotFoundError('No such post', E.notFound);

export async function postRow(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = await q(TABLE).where('id', id).whereNull('deleted_at').first();
  if (!row) throw postNotFound();
  return row;
}

/** The day of an instant (ms) in a time zone (the branch's, read before any transaction: SQLite has one connection). */
export function dayOf(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return `${w.y}-${p2(w.m)}-${p2(w.d)}`;
}

export const stale = (version: number) =>
  new PreconditionFailedError('The post changed since it was read; reload it', E.staleVersion, { version });

/**
 * Runs `fn` in a transaction on the post `id` (read under the transaction), stores what it returns as
 * the new row's columns (version + 1), records the revision and tells the `posts` topic after the commit.
 */
export async function changePost(
  ctx: Ctx, c: Caller, id: number, fn: (row: Row, trx: Knex.Transaction) => Promise<Row> | Row, expectVersion?: number,
): Promise<Post> {
  return ctx.db.transaction(async (trx, afterCommit) => {
    const before = await postRow(trx, id);
    if (expectVersion !== undefined && Number(before.version) !== expectVersion) throw stale(Number(before.version));
    const columns = await fn(before, trx);
    const changed = await trx(TABLE).where({ id, version: before.version })
      .update({ ...columns, updated_at: ctx.now(), version: Number(before.version) + 1 });
    if (!changed) throw stale(Number(before.version) + 1);
    const after = await postRow(trx, id);
    await record(ctx, trx, c, before, after);
    const out = postOut(after);
    afterCommit(() => tell(ctx, c, 'UPDATE', id, out));
    return out;
  });
}

export async function record(ctx: Ctx, trx: Knex.Transaction, c: Caller, before: Row | null, after: Row): Promise<void> {
  const changes = ctx.revisions.diff(before ? revisionView(before) : null, revisionView(after));
  if (before && !Object.keys(changes).length) return;
  await ctx.revisions.record(trx, { entityType: D, entityId: Number(after.id), slug: after.title ?? null, actor: actorOf(c), changes });
}

export async function tell(ctx: Ctx, c: Caller, op: LiveOp, id: number, data: unknown): Promise<void> {
  try {
    await ctx.live.publish(POSTS_TOPIC, op, id, data, { by: c.user.nickname, document: { type: D, id } });
  } catch (err) {
    ctx.logger.warn('live publish failed', { error: String(err) });
  }
}
