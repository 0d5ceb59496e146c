/** Route inputs (zod): what a client may send to the map. */
import { isHttpUrl, text, z } from '@lauda/sdk/server';
import { isCountryList, isTileTemplate, MAP_LIMITS as L, MAP_PROVIDERS } from '../common/index.js';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD').refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}, 'not a calendar date');

/** '' (not set) or an http(s) address */
const serverUrl = text(L.url).refine((s) => s === '' || isHttpUrl(s), 'an http:// or https:// address');
/** '' (not set) or an http(s) address with {z}, {x} and {y} ({s}: the server's sub-domains) */
const tileUrl = text(L.url)
  .refine((s) => s === '' || isHttpUrl(s.replace(/\{[sxyz]\}/g, 'a')), 'an http:// or https:// address')
  .refine((s) => s === '' || isTileTemplate(s), 'a tile address template with {z}, {x} and {y}');

/** '' (anywhere) or ISO 3166-1 alpha-2 codes separated by commas */
const countryCodes = z.string().max(100).refine(isCountryList, 'country codes such as br or br,pt');

export const configPut = z.object({
  tileUrl,
  attribution: text(L.attribution),
  provider: z.enum(MAP_PROVIDERS).default('nominatim'),
  geocoderUrl: serverUrl,
  /** write-only: left out or null keeps the stored key, '' removes it */
  googleKey: z.string().max(200).regex(/^[\w-]*$/, 'a Google API key (letters, digits, - and _)').nullish(),
  countryCodes,
  centerLat: z.number().min(-90).max(90),
  centerLon: z.number().min(-180).max(180),
  zoom: z.number().int().min(0).max(20),
  version: z.number().int().min(0),
});

const address = text(L.query).refine((s) => s.trim() !== '', 'an address');

export const configTest = z.object({
  provider: z.enum(MAP_PROVIDERS).default('nominatim'),
  /** with Google: '' = Google's own address */
  geocoderUrl: text(L.url).refine((s) => s === '' || isHttpUrl(s), 'an http:// or https:// address'),
  /** with Google: left out = the stored key */
  googleKey: z.string().max(200).regex(/^[\w-]*$/, 'a Google API key').nullish(),
  countryCodes: countryCodes.default(''),
  q: address,
}).refine((b) => b.provider === 'google' || b.geocoderUrl !== '', { message: 'an http:// or https:// address', path: ['geocoderUrl'] });

/** optional: the user's country (from `/api/maps/country`) instead of the settings' countries */
export const autocompleteQuery = z.object({ q: address, country: z.string().regex(/^[a-zA-Z]{2}$/, 'a country code such as br').optional() });

export const pointQuery = z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) });

export const addressQuery = z.object({ q: address });

export const viewQuery = z.object({
  date: date.optional(),
  programId: z.coerce.number().int().positive().optional(),
  state: z.string().regex(/^[A-Z_]{1,20}$/, 'a state such as PRODUCING').optional(),
});
