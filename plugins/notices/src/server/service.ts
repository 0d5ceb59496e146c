/** Notices: list what a user may see, create, change, remove; and the retention kind (removal after the retention days). */
import {
  BadRequestError, NotFoundError, PreconditionFailedError, wallClock, type Page, type SessionUser,
} from '@lauda/sdk/server';
import { NOTICE_DOCUMENT as D, NOTICE_ERRORS as E, NOTICES_TOPIC, type Notice } from '../common/index.js';
import { isFor, noticeOut, type Row } from './codec.js';
import type { Ctx } from './context.js';
import type { NoticeInput } from './schemas.js';

const TABLE = 'notice_notices';
const DAY = 86_400_000;
const p2 = (n: number) => String(n).padStart(2, '0');

/** A day of the branch's calendar, `days` after today. */
export async function branchDay(ctx: Ctx, days = 0, from = ctx.now()): Promise<string> {
  const w = wallClock(from + days * DAY, await ctx.branch.timeZone());
  return `${w.y}-${p2(w.m)}-${p2(w.d)}`;
}

const notFound = () => new NotFoundError('No such notice', E.notFound);
const fieldError = (field: string, message: string, code: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }] }, code);

async function check(ctx: Ctx, input: NoticeInput): Promise<void> {
  if (input.to < input.from) throw fieldError('to', 'the last day comes before the first', E.datesOrder);
  const known = new Set((await ctx.groups.list()).map((g) => g.id));
  const bad = input.groupIds.filter((g) => !known.has(g));
  if (bad.length) throw fieldError('groupIds', `unknown group ${bad.join(', ')}`, E.unknownGroup);
}

const columns = (input: NoticeInput) => ({
  title: input.title, text: input.text, date_from: input.from, date_to: input.to, external: input.external,
  group_ids: JSON.stringify([...new Set(input.groupIds)]),
});

async function publish(ctx: Ctx, op: 'CREATE' | 'UPDATE' | 'DELETE', id: number, data: unknown, by: string): Promise<void> {
  try {
    await ctx.live.publish(NOTICES_TOPIC, op, id, data, { by, document: { type: D, id } });
  } catch (err) {
    ctx.logger.warn('live publish failed', { error: String(err) });
  }
}

/**
 * The notices `user` may see, newest first by first day; `current`: those shown today. A newsroom has
 * a few dozen notices at a time (the retention removes the old ones), so the audience is filtered here.
 */
export async function listNotices(ctx: Ctx, user: SessionUser, o: { current: boolean; page: number; size: number }): Promise<Page<Notice>> {
  const today = await branchDay(ctx);
  const q = ctx.db.knex(TABLE).orderBy([{ column: 'date_from', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (o.current) q.where('date_from', '<=', today).andWhere('date_to', '>=', today);
  // one past the retention is due for the next cleanup run: it is not listed meanwhile
  const days = (await ctx.branch.retention()).noticesDays;
  if (days > 0) q.where('date_to', '>=', await branchDay(ctx, -days));
  const groups = (await ctx.users.groupIdsOf([user.id])).get(user.id) ?? [];
  const seen = ((await q) as Row[]).filter((r) => isFor(r, user.id, groups));
  return { data: seen.slice(o.page * o.size, (o.page + 1) * o.size).map(noticeOut), number: o.page, size: o.size, total: seen.length };
}

export async function getNotice(ctx: Ctx, id: number): Promise<Notice> {
  const row = await ctx.db.knex(TABLE).where('id', id).first();
  if (!row) throw notFound();
  return noticeOut(row);
}

export async function createNotice(ctx: Ctx, user: SessionUser, input: NoticeInput): Promise<Notice> {
  await check(ctx, input);
  const now = ctx.now();
  const [id] = await ctx.db.knex(TABLE).insert({
    ...columns(input), author_id: user.id, author_nickname: user.nickname, created_at: now, updated_at: now, version: 0,
  });
  const out = await getNotice(ctx, Number(id));
  await publish(ctx, 'CREATE', out.id, out, user.nickname);
  return out;
}

export async function updateNotice(ctx: Ctx, user: SessionUser, id: number, input: NoticeInput & { version: number }): Promise<Notice> {
  await check(ctx, input);
  const changed = await ctx.db.knex(TABLE).where({ id, version: input.version })
    .update({ ...columns(input), updated_at: ctx.now(), version: input.version + 1 });
  if (!changed) {
    const row = await ctx.db.knex(TABLE).where('id', id).first();
    if (!row) throw notFound();
    throw new PreconditionFailedError('The notice changed since it was read; reload it', 'notices.staleVersion', { version: Number(row.version) });
  }
  const out = await getNotice(ctx, id);
  await publish(ctx, 'UPDATE', id, out, user.nickname);
  return out;
}

export async function removeNotice(ctx: Ctx, user: SessionUser, id: number): Promise<void> {
  // who heard of it is asked before the row goes (the live audience reads the row)
  const row = await ctx.db.knex(TABLE).where('id', id).first();
  if (!row) throw notFound();
  await publish(ctx, 'DELETE', id, { id }, user.nickname);
  await ctx.db.knex(TABLE).where('id', id).delete();
}

/** Notices whose last day (a branch day) is before the branch day of `before`: the retention job's kind `notices`. */
const dueBefore = (ctx: Ctx, day: string) => ctx.db.knex(TABLE).where('date_to', '<', day);

/** Registers the kind `notices` (setting `noticesDays`) with the kernel's retention job. */
export function registerRetention(ctx: Ctx): void {
  ctx.retention.register({
    kind: 'notices',
    setting: 'noticesDays',
    count: async (before) => Number((await dueBefore(ctx, await branchDay(ctx, 0, before.getTime())).count({ n: '*' }).first())?.n ?? 0),
    purge: async (before) => dueBefore(ctx, await branchDay(ctx, 0, before.getTime())).delete(),
  });
}
