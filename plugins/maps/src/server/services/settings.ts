/** The branch's map settings (one row, versioned). Empty until an admin sets them: nothing points at the internet by itself. */
import { ConflictError, type Knex } from '@lauda/sdk/server';
import { MAP_ERRORS, type MapConfig } from '../../common/index.js';
import type { Geocoder } from './geocoder.js';

/** Brasília, the whole country in view. */
export const DEFAULT_CONFIG: MapConfig = { tileUrl: '', attribution: '', provider: 'nominatim', geocoderUrl: '', hasGoogleKey: false, countryCodes: 'br', centerLat: -15.7939, centerLon: -47.8828, zoom: 4, version: 0 };

export async function readConfig(q: Knex | Knex.Transaction): Promise<MapConfig> {
  const row = await q('map_settings').where('id', 1).first();
  if (!row) return DEFAULT_CONFIG;
  return {
    tileUrl: row.tile_url, attribution: row.attribution, provider: row.provider === 'google' ? 'google' : 'nominatim', geocoderUrl: row.geocoder_url,
    hasGoogleKey: !!row.google_key, countryCodes: row.country_codes,
    centerLat: Number(row.center_lat), centerLon: Number(row.center_lon), zoom: Number(row.zoom), version: Number(row.version),
  };
}

/** The geocoder the settings name, with Google's key; null when none is set up. */
export async function readGeocoder(q: Knex | Knex.Transaction): Promise<Geocoder | null> {
  const row = await q('map_settings').where('id', 1).first();
  if (!row) return null;
  if (row.provider === 'google') return row.google_key ? { provider: 'google', url: row.geocoder_url, countryCodes: row.country_codes, key: row.google_key } : null;
  return row.geocoder_url ? { provider: 'nominatim', url: row.geocoder_url, countryCodes: row.country_codes } : null;
}

/**
 * Saves when `version` is the stored one (else 409). Another geocoding server or other countries may
 * place addresses elsewhere: changing them forgets the cached places.
 */
export async function writeConfig(knex: Knex, next: Omit<MapConfig, 'hasGoogleKey'> & { googleKey?: string | null }): Promise<MapConfig> {
  return knex.transaction(async (trx) => {
    const row = await trx('map_settings').where('id', 1).forUpdate().first();
    const current = row ? Number(row.version) : 0;
    if (next.version !== current) throw new ConflictError('The map settings were changed by someone else: reload them', MAP_ERRORS.settingsConflict, { version: current });
    const values = {
      tile_url: next.tileUrl, attribution: next.attribution, geocoder_url: next.geocoderUrl, country_codes: next.countryCodes.toLowerCase(),
      center_lat: next.centerLat, center_lon: next.centerLon, zoom: next.zoom, version: current + 1, provider: next.provider ?? 'nominatim',
      // write-only: left out or null keeps the stored key, '' removes it
      ...(next.googleKey === undefined || next.googleKey === null ? {} : { google_key: next.googleKey || null }),
    };
    if (row) await trx('map_settings').where('id', 1).update(values);
    else await trx('map_settings').insert({ id: 1, ...values });
    if ((row?.geocoder_url ?? '') !== next.geocoderUrl || (row?.provider ?? 'nominatim') !== values.provider || (row?.country_codes ?? DEFAULT_CONFIG.countryCodes) !== values.country_codes) await trx('map_places').delete();
    return readConfig(trx);
  });
}
