/** `/api/maps/config|config/test|location|autocomplete|view` (spec 001: maps, Nominatim config). */
import { NotFoundError, RuleRefusedError, wallClock, type PluginRouter } from '@lauda/sdk/server';
import { FALLBACK_COUNTRY, MAP_ERRORS, MAP_LIMITS, MAP_ROLES as R, type MapCountry } from '../../common/index.js';
import type { Ctx, MapSource } from '../context.js';
import { addressQuery, autocompleteQuery, configPut, configTest, pointQuery, viewQuery } from '../schemas.js';
import { reverse, search } from '../services/geocoder.js';
import { geocoder, locate, type Lookup } from '../services/places.js';
import { readConfig, readGeocoder, writeConfig } from '../services/settings.js';
import { dayView } from '../services/view.js';

async function today(ctx: Ctx): Promise<string> {
  const w = wallClock(ctx.now(), await ctx.branch.timeZone());
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

export function mapRoutes(router: PluginRouter, ctx: Ctx, lookup: Lookup, sources: readonly MapSource[]): void {
  router.get('/api/maps/config', {
    // every browser showing the map loads the tiles anyway; the admin's form reads them too
    access: 'authenticated',
    summary: 'The branch\'s map settings: tileUrl ({z}/{x}/{y} template), attribution, geocoderUrl (Nominatim-shaped server), countryCodes (where addresses are looked for, default br), centerLat, centerLon, zoom, version',
  }, () => readConfig(ctx.db.knex));

  router.put('/api/maps/config', {
    access: [R.admin],
    summary: 'Change the map settings (provider nominatim | google, googleKey write-only: left out or null keeps it, "" removes it; http(s) addresses; the tile template needs {z}, {x}, {y}; countries as `br,pt`); a stale version is a 409; another geocoding server or other countries forget the cached places',
    body: configPut,
    versioned: true,
  }, ({ body }) => writeConfig(ctx.db.knex, body));

  router.post('/api/maps/config/test', {
    access: [R.admin],
    summary: 'Geocode a sample address through a geocoding server and countries (not yet saved), without caching: its first place, or found false; 502 when the server fails',
    body: configTest,
  }, async ({ body }) => {
    const key = body.provider === 'google' ? (body.googleKey || (await readGeocoder(ctx.db.knex))?.key || '') : undefined;
    if (body.provider === 'google' && !key) throw new RuleRefusedError('Google geocoding needs a key', MAP_ERRORS.noGeocoder);
    const [place] = await search({ provider: body.provider, url: body.geocoderUrl, key, countryCodes: body.countryCodes.toLowerCase() }, body.q.trim(), 1, ctx.timeoutMs);
    return place ? { found: true, place } : { found: false };
  });

  router.get('/api/maps/location', {
    access: [R.read],
    summary: 'Geocode one address through the configured server (each address asked once, then cached): lat, lon, label; 404 when nothing is found, 502 when the server fails, 422 when none is set',
    query: addressQuery,
  }, async ({ query }) => {
    const place = await locate(ctx, lookup, query.q);
    if (!place) throw new NotFoundError(`No place found for '${query.q.trim().slice(0, 100)}'`, MAP_ERRORS.placeNotFound);
    return place;
  });

  router.get('/api/maps/autocomplete', {
    access: [R.read],
    summary: `Up to ${MAP_LIMITS.suggestions} places matching what was typed (lat, lon, label); 502 when the geocoding server fails, 422 when none is set`,
    query: autocompleteQuery,
  }, async ({ query }) => {
    const server = await geocoder(ctx);
    return search(query.country ? { ...server, countryCodes: query.country.toLowerCase() } : server, query.q.trim(), MAP_LIMITS.suggestions, ctx.timeoutMs);
  });

  router.get('/api/maps/reverse', {
    access: [R.read],
    summary: "The place at a point (the browser's geolocation: \"use my location\"): lat, lon, label, countryCode; 404 when the geocoder knows none, 502 when it fails, 422 when none is set",
    query: pointQuery,
  }, async ({ query }) => {
    const place = await reverse(await geocoder(ctx), query.lat, query.lon, ctx.timeoutMs);
    if (!place) throw new NotFoundError('No place found at this point', MAP_ERRORS.placeNotFound);
    return place;
  });

  router.get('/api/maps/country', {
    access: [R.read],
    summary: "The country at a point (lat, lon; left out: not known) through the geocoder, for the address lookups; the spec's fallback BR (fallback true) when the lookup fails or finds none — never an error",
    query: pointQuery.partial(),
  }, async ({ query }): Promise<MapCountry> => {
    if (query.lat === undefined || query.lon === undefined) return { countryCode: FALLBACK_COUNTRY, fallback: true };
    try {
      const place = await reverse(await geocoder(ctx), query.lat, query.lon, ctx.timeoutMs);
      if (place?.countryCode) return { countryCode: place.countryCode, fallback: false };
    } catch (e) {
      ctx.logger.warn('maps: the country lookup failed; BR is used', { error: (e as Error).message });
    }
    return { countryCode: FALLBACK_COUNTRY, fallback: true };
  });

  router.get('/api/maps/view', {
    access: [R.read],
    summary: "The day's points (date default today in the newsroom's zone; programId, state): guides with an address of the guidelines the caller sees, "
      + 'with lat/lon when placed, unplaced when the geocoder found nothing (pending: not asked yet, placed next time)',
    query: viewQuery,
  }, async ({ query, user }) => {
    const date = query.date ?? (await today(ctx));
    return { date, points: await dayView(ctx, lookup, sources, user, { ...query, date }) };
  });
}
