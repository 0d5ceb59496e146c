/**
 * Addresses to places, each asked of the geocoder once: the answer (or that it found nothing) is
 * kept in `map_places`. Failures are not kept: the address is asked again next time.
 */
import { RuleRefusedError } from '@lauda/sdk/server';
import { MAP_ERRORS, MAP_LIMITS, type MapPlace } from '../../common/index.js';
import type { Ctx } from '../context.js';
import { search, type Geocoder } from './geocoder.js';
import { readGeocoder } from './settings.js';

/** The cache key of an address: trimmed, single-spaced, lower-case. */
export const placeKey = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAP_LIMITS.query);

const CHUNK = 500;

/** The cached answers of these keys: a place, or null when the geocoder found nothing. */
export async function cachedPlaces(ctx: Ctx, keys: readonly string[]): Promise<Map<string, MapPlace | null>> {
  const out = new Map<string, MapPlace | null>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await ctx.db.knex('map_places').whereIn('query', keys.slice(i, i + CHUNK)).select('query', 'found', 'lat', 'lon', 'label');
    for (const r of rows) out.set(r.query, r.found && r.found !== '0' ? { lat: Number(r.lat), lon: Number(r.lon), label: String(r.label ?? '') } : null);
  }
  return out;
}

/** The configured geocoder, or null when none is set. */
const configured = (ctx: Ctx): Promise<Geocoder | null> => readGeocoder(ctx.db.knex);

export async function geocoder(ctx: Ctx): Promise<Geocoder> {
  const server = await configured(ctx);
  if (!server) throw new RuleRefusedError('No geocoding server (or Google key) is set in the map settings', MAP_ERRORS.noGeocoder);
  return server;
}

/**
 * Asks the geocoder for an address not cached yet, and keeps the answer; two asking at once share
 * one call. After a failure the geocoder is `resting` for `restMs` (until it answers again): the
 * day's view does not wait on it meanwhile.
 */
export function createLookup(ctx: Ctx) {
  const inFlight = new Map<string, Promise<MapPlace | null>>();
  let failedAt = -Infinity;
  const ask = async (server: Geocoder, key: string, address: string): Promise<MapPlace | null> => {
    const [place] = await search(server, address.trim(), 1, ctx.timeoutMs).catch((e: Error) => {
      failedAt = ctx.now();
      throw e;
    });
    failedAt = -Infinity;
    const row = { query: key, found: !!place, lat: place?.lat ?? null, lon: place?.lon ?? null, label: place?.label ?? null, created_at: ctx.now() };
    await ctx.db.knex('map_places').insert(row).onConflict('query').ignore();
    return place ?? null;
  };
  const find = (server: Geocoder, address: string): Promise<MapPlace | null> => {
    const key = placeKey(address);
    let p = inFlight.get(key);
    if (!p) {
      p = ask(server, key, address).finally(() => inFlight.delete(key));
      inFlight.set(key, p);
    }
    return p;
  };
  return Object.assign(find, { resting: () => ctx.now() - failedAt < ctx.restMs });
}
export type Lookup = ReturnType<typeof createLookup>;

/** One address: the cached answer, or the geocoder's (then kept). */
export async function locate(ctx: Ctx, lookup: Lookup, address: string): Promise<MapPlace | null> {
  const key = placeKey(address);
  const cached = (await cachedPlaces(ctx, [key])).get(key);
  if (cached !== undefined) return cached;
  return lookup(await geocoder(ctx), address);
}

/**
 * Many addresses for the day's view, without making it wait on them in series: cached ones at once,
 * the others `concurrency` at a time until `budgetMs` has passed. What is still unknown then (the
 * value `undefined`) is asked in the background (the calls under way finish and are kept) or next time.
 */
export async function placeMany(ctx: Ctx, lookup: Lookup, addresses: readonly string[]): Promise<Map<string, MapPlace | null>> {
  const byKey = new Map(addresses.map((a) => [placeKey(a), a] as const));
  const known = await cachedPlaces(ctx, [...byKey.keys()]);
  const queue = [...byKey.keys()].filter((k) => !known.has(k));
  const server = queue.length ? await configured(ctx) : null;
  if (!server || lookup.resting()) return known;
  const deadline = ctx.now() + ctx.budgetMs;
  let down = false;
  const worker = async () => {
    while (queue.length && !down && ctx.now() < deadline) {
      const key = queue.shift()!;
      try {
        known.set(key, await lookup(server, byKey.get(key)!));
      } catch (e) {
        // the server is down or slow: don't queue more calls on it now
        down = true;
        ctx.logger.warn('production map: geocoding failed', { error: (e as Error).message });
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const workers = Promise.all(Array.from({ length: Math.min(ctx.concurrency, queue.length) }, worker));
  await Promise.race([workers, new Promise((r) => { timer = setTimeout(r, ctx.budgetMs); })]);
  clearTimeout(timer);
  return new Map(known);
}
