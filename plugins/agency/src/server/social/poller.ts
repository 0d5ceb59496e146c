/**
 * Polling: each source when its `next_poll_at` comes (every `socialPollMinutes`), one at a time.
 * A failure backs the source off (the interval doubled per failure in a row, at most 6 h; a rate
 * limit until its reset) and is kept as its `lastError` for the admin screen.
 */
import type { Ctx } from '../context.js';
import type { storeItems } from '../items.js';
import type { SourceAdapter } from './adapter.js';
import { endpointOf, pollSettings } from './config.js';
import { SocialApiError } from './http.js';
import { sourceOf, sourceRow } from './sources.js';
import type { SocialSource } from './types.js';

const T = 'agency_social_sources';
const MAX_BACK_OFF_MS = 6 * 3_600_000;

export type Store = typeof storeItems;

export interface PollResult {
  fetched: number;
  stored: number;
  source: SocialSource;
  error: string | null;
}

export function backOffMs(intervalMs: number, failures: number): number {
  return Math.min(intervalMs * 2 ** Math.max(0, failures - 1), Math.max(MAX_BACK_OFF_MS, intervalMs));
}

/** Polls one source now; a failure is recorded and answered (`error`), and `thrown` says what it was. */
export async function pollOne(ctx: Ctx, store: Store, a: SourceAdapter, id: number): Promise<PollResult & { thrown?: unknown }> {
  const knex = ctx.db.knex;
  const row = await sourceRow(knex, a, id);
  const settings = pollSettings(ctx);
  try {
    const ep = await endpointOf(knex, a.network);
    const got = await a.fetch(ep, { handle: row.handle, remoteId: row.remote_id, name: row.name, cursor: row.cursor ?? null }, { ...settings, now: ctx.now });
    // oldest first, so the lane receives them in the order they were posted
    const items = [...got.items].sort((x, y) => (x.publishedAt ?? 0) - (y.publishedAt ?? 0));
    const stored = items.length ? await store(ctx, a.network, id, row.category_id ?? null, items) : 0;
    const now = ctx.now();
    await knex(T).where('id', id).update({ cursor: got.cursor, last_polled_at: now, next_poll_at: now + settings.intervalMs, failures: 0, last_error: null });
    return { fetched: items.length, stored, error: null, source: sourceOf(await sourceRow(knex, a, id)) };
  } catch (e) {
    const now = ctx.now();
    const failures = Number(row.failures) + 1;
    const retryAt = e instanceof SocialApiError && e.retryAt ? e.retryAt : now + backOffMs(settings.intervalMs, failures);
    const error = String((e as Error)?.message ?? e).slice(0, 500);
    await knex(T).where('id', id).update({ last_polled_at: now, next_poll_at: retryAt, failures, last_error: error });
    ctx.logger.warn('agency: social source poll failed', { kind: a.kind, id, error });
    return { fetched: 0, stored: 0, error, source: sourceOf(await sourceRow(knex, a, id)), thrown: e };
  }
}

/** One round: every source that is due, of a network with a token. */
export async function pollDue(ctx: Ctx, store: Store, adapters: readonly SourceAdapter[]): Promise<PollResult[]> {
  const knex = ctx.db.knex;
  const withToken = (await knex('agency_social_configs').whereNotNull('token').select('network')).map((r) => r.network as string);
  const due = await knex(T).where('next_poll_at', '<=', ctx.now()).orderBy('next_poll_at').orderBy('id').select('id', 'kind');
  const results: PollResult[] = [];
  for (const d of due) {
    const a = adapters.find((x) => x.kind === d.kind);
    if (!a || !withToken.includes(a.network)) continue;
    const { thrown: _, ...result } = await pollOne(ctx, store, a, d.id);
    results.push(result);
  }
  return results;
}

/** Runs `pollDue` every `tickMs` (never two rounds at once); returns the stop function. */
export function startPoller(ctx: Ctx, round: () => Promise<PollResult[]>, tickMs: number, onPolled: (r: PollResult) => void): () => void {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      for (const r of await round()) if (!stopped) onPolled(r);
    } catch (e) {
      ctx.logger.warn('agency: social poll round failed', { error: String(e) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  void tick();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
