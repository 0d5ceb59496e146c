/** `/api/maps/config|config/test|location|autocomplete|view` (spec 001: maps, Nominatim config). */
import { NotFoundError, wallClock, type PluginRouter } from '@lauda/sdk/server';
import { MAP_ERRORS, MAP_LIMITS, MAP_ROLES as R } from '../../common/index.js';
import type { Ctx, MapSource } from '../context.js';
import { addressQuery, configPut, configTest, viewQuery } from '../schemas.js';
import { search } from '../services/geocoder.js';
import { geocoder, locate, type Lookup } from '../services/places.js';
import { readConfig, writeConfig } from '../services/settings.js';
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
    summary: 'Change the map settings (http(s) addresses; the tile template needs {z}, {x}, {y}; countries as `br,pt`); a stale version is a 409; another geocoding server or other countries forget the cached places',
    body: configPut,
    versioned: true,
  }, ({ body }) => writeConfig(ctx.db.knex, body));

  router.post('/api/maps/config/test', {
    access: [R.admin],
    summary: 'Geocode a sample address through a geocoding server and countries (not yet saved), without caching: its first place, or found false; 502 when the server fails',
    body: configTest,
  }, async ({ body }) => {
    const [place] = await search({ url: body.geocoderUrl, countryCodes: body.countryCodes.toLowerCase() }, body.q.trim(), 1, ctx.timeoutMs);
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
    query: addressQuery,
  }, async ({ query }) => search(await geocoder(ctx), query.q.trim(), MAP_LIMITS.suggestions, ctx.timeoutMs));

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
