/**
 * The RSS poller. Every feed has its next attempt time; a tick polls the feeds due. A poll first
 * claims the feed with a conditional UPDATE of `polling_until` (only one instance wins), sends the
 * stored ETag / Last-Modified (a 304 stores nothing), stores the new items, and sets the next attempt:
 * the interval after a success, a doubling back-off after failures in a row (up to the cap).
 */
import { AGENCY_FEEDS_TOPIC } from '../../common/index.js';
import { storeItems } from '../items.js';
import type { Ctx } from '../context.js';
import { feedOut } from './codec.js';
import { FeedError, fetchFeed } from './fetch.js';

export const FEEDS = 'agency_rss_feeds';

export interface PollSettings {
  intervalMs: number;
  maxBackoffMs: number;
  timeoutMs: number;
}

export function pollSettings(ctx: Ctx): PollSettings {
  const c = ctx.config.plugin;
  const num = (v: unknown, d: number, min: number) => Math.max(min, Number(v ?? d) || d);
  return {
    intervalMs: num(c.pollIntervalMs, 300_000, 1000),
    maxBackoffMs: num(c.maxBackoffMs, 6 * 3_600_000, 1000),
    timeoutMs: num(c.fetchTimeoutMs, 15_000, 100),
  };
}

/** The wait before the next attempt after `failures` failures in a row (0: the interval). */
export const backoffMs = (s: PollSettings, failures: number) =>
  failures <= 0 ? s.intervalMs : Math.min(s.maxBackoffMs, s.intervalMs * 2 ** Math.min(failures, 30));

export type PollResult =
  | { status: 'busy' }
  | { status: 'notModified' }
  | { status: 'ok'; added: number }
  | { status: 'failed'; error: string };

/** Tells the sources screen a feed's state (UPDATE with the feed) or its removal (DELETE). */
export async function publishFeed(ctx: Ctx, feedId: number, op: 'UPDATE' | 'DELETE' = 'UPDATE'): Promise<void> {
  const row = op === 'UPDATE' ? await ctx.db.knex(FEEDS).where('id', feedId).first() : null;
  if (op === 'UPDATE' && !row) return;
  await ctx.live.publish(AGENCY_FEEDS_TOPIC, op, feedId, row ? feedOut(row) : { id: feedId }, { by: null })
    .catch((e) => ctx.logger.warn('agency: live publish failed', { error: String(e) }));
}

/** Polls one feed now (claimed first: `busy` when another poll holds it). */
export async function pollFeed(ctx: Ctx, feedId: number): Promise<PollResult> {
  const result = await pollClaimed(ctx, feedId);
  if (result.status !== 'busy') await publishFeed(ctx, feedId);
  return result;
}

async function pollClaimed(ctx: Ctx, feedId: number): Promise<PollResult> {
  const s = pollSettings(ctx);
  const now = ctx.now();
  const claimed = await ctx.db.knex(FEEDS).where('id', feedId)
    .andWhere((q) => q.whereNull('polling_until').orWhere('polling_until', '<', now))
    .update({ polling_until: now + s.timeoutMs * 2 + 60_000 });
  if (!claimed) return { status: 'busy' };
  const feed = await ctx.db.knex(FEEDS).where('id', feedId).first();
  try {
    const answer = await fetchFeed(feed.url, { etag: feed.etag, lastModified: feed.last_modified }, s.timeoutMs);
    let result: PollResult = { status: 'notModified' };
    const done: Record<string, unknown> = {};
    if (answer.status === 'ok') {
      const added = await storeItems(ctx, 'rss', feedId, feed.category_id == null ? null : Number(feed.category_id), answer.items);
      done.etag = answer.validators.etag?.slice(0, 500) ?? null;
      done.last_modified = answer.validators.lastModified?.slice(0, 100) ?? null;
      result = { status: 'ok', added };
    }
    const at = ctx.now();
    await ctx.db.knex(FEEDS).where('id', feedId).update({
      ...done, last_polled_at: at, last_success_at: at, last_error: null, failures: 0, next_attempt_at: at + s.intervalMs, polling_until: null,
    });
    return result;
  } catch (e) {
    const error = e instanceof FeedError ? e.message : `failed: ${(e as Error).message}`;
    const failures = Number(feed.failures) + 1;
    const at = ctx.now();
    await ctx.db.knex(FEEDS).where('id', feedId).update({
      last_polled_at: at, last_error: error.slice(0, 2000), failures, next_attempt_at: at + backoffMs(s, failures), polling_until: null,
    });
    if (!(e instanceof FeedError)) ctx.logger.warn('agency: feed poll failed', { feedId, error: String(e) });
    return { status: 'failed', error };
  }
}

/** Polls every feed due now, one after the other. Answers how many were polled. */
export async function pollDue(ctx: Ctx): Promise<number> {
  const due = await ctx.db.knex(FEEDS).where('next_attempt_at', '<=', ctx.now()).orderBy('next_attempt_at').select('id');
  let n = 0;
  for (const { id } of due) if ((await pollFeed(ctx, Number(id))).status !== 'busy') n++;
  return n;
}

/** The schedule: a tick every `pollCheckMs` (default 30 s, at most the interval). Answers the stop function. */
export function startPoller(ctx: Ctx): () => void {
  const s = pollSettings(ctx);
  const every = Math.min(s.intervalMs, Math.max(100, Number(ctx.config.plugin.pollCheckMs ?? 30_000) || 30_000));
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await pollDue(ctx);
    } catch (e) {
      ctx.logger.warn('agency: poll round failed', { error: String(e) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), every);
  timer.unref();
  return () => clearInterval(timer);
}
