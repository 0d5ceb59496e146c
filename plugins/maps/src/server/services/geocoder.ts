/**
 * One call to the geocoder of the map settings: a Nominatim-shaped server
 * (`{url}/search?q=&format=jsonv2&limit=&countrycodes=`, `{url}/reverse?lat=&lon=&format=jsonv2`) or
 * Google's Geocoding API with a key (`google.ts`). Its failure is the server's, not the client's:
 * 502 with what went wrong, within the time limit.
 */
import { LaudaError } from '@lauda/sdk/server';
import { GOOGLE_API_BASE, MAP_ERRORS, type MapPlace, type MapProvider } from '../../common/index.js';
import { googleCountries, googlePlaces, googleUrl } from './google.js';

const failed = (message: string, base: string) => new LaudaError(502, MAP_ERRORS.geocoderFailed, message, { geocoderUrl: base });

const isTimeout = (e: Error) => e.name === 'TimeoutError' || e.name === 'AbortError';

/** The geocoder of the map settings, and the countries it looks in ('' = anywhere). */
export interface Geocoder {
  url: string;
  countryCodes: string;
  provider?: MapProvider;
  /** Google's key */
  key?: string | null;
}

export function searchUrl(server: Geocoder, q: string, limit: number): URL {
  if (server.provider === 'google') return googleUrl(server.url || GOOGLE_API_BASE, { address: q, key: server.key ?? '', components: googleCountries(server.countryCodes) });
  const url = new URL('search', server.url.endsWith('/') ? server.url : `${server.url}/`);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(limit));
  if (server.countryCodes) url.searchParams.set('countrycodes', server.countryCodes);
  return url;
}

function reverseUrl(server: Geocoder, lat: number, lon: number): URL {
  if (server.provider === 'google') return googleUrl(server.url || GOOGLE_API_BASE, { latlng: `${lat},${lon}`, key: server.key ?? '' });
  const url = new URL('reverse', server.url.endsWith('/') ? server.url : `${server.url}/`);
  url.searchParams.set('lat', String(lat));
  url.searchParams.set('lon', String(lon));
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  return url;
}

/** GETs a geocoder address answered with JSON, or throws the 502. */
async function getJson(url: URL, base: string, timeoutMs: number): Promise<unknown> {
  try {
    // the signal bounds the body too: a server that stalls mid-answer is cut off as well
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', 'user-agent': 'Lauda newsroom (production map)' } });
    if (!res.ok) throw failed(`The geocoding server ${url.origin} answered ${res.status}`, base);
    return await res.json().catch((e: Error) => {
      throw isTimeout(e) ? e : failed(`The geocoding server ${url.origin} did not answer JSON`, base);
    });
  } catch (e) {
    if (e instanceof LaudaError) throw e;
    throw failed(isTimeout(e as Error)
      ? `The geocoding server ${url.origin} did not answer within ${timeoutMs} ms`
      : `The geocoding server ${url.origin} could not be reached: ${(e as Error & { cause?: Error }).cause?.message ?? (e as Error).message}`, base);
  }
}

const valid = (p: MapPlace) => Number.isFinite(p.lat) && Number.isFinite(p.lon) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180;

/** Nominatim's place: `lat`, `lon`, `display_name`, and with `addressdetails` (reverse) `address.country_code`. */
const nominatimPlace = (r: Record<string, any>, fallbackLabel: string): MapPlace => ({
  lat: Number(r.lat), lon: Number(r.lon), label: String(r.display_name ?? r.name ?? fallbackLabel),
  ...(typeof r.address?.country_code === 'string' ? { countryCode: r.address.country_code.toLowerCase() } : {}),
});

function places(server: Geocoder, url: URL, body: unknown, limit: number, fallbackLabel: string): MapPlace[] {
  if (server.provider === 'google') {
    const found = googlePlaces(body, limit);
    if (typeof found === 'string') throw failed(`The geocoding server ${url.origin} ${found}`, server.url || GOOGLE_API_BASE);
    return found.filter(valid);
  }
  if (!Array.isArray(body)) throw failed(`The geocoding server ${url.origin} did not answer a list of places`, server.url);
  return body.slice(0, limit).map((r: Record<string, unknown>) => nominatimPlace(r, fallbackLabel)).filter(valid);
}

export async function search(server: Geocoder, q: string, limit: number, timeoutMs: number): Promise<MapPlace[]> {
  const url = searchUrl(server, q, limit);
  return places(server, url, await getJson(url, server.url, timeoutMs), limit, q);
}

/** The place at a point (geolocation's "use my location"), or null when the geocoder knows none. */
export async function reverse(server: Geocoder, lat: number, lon: number, timeoutMs: number): Promise<MapPlace | null> {
  const url = reverseUrl(server, lat, lon);
  const body = await getJson(url, server.url, timeoutMs);
  if (server.provider === 'google') return places(server, url, body, 1, '')[0] ?? null;
  // Nominatim answers one object, or `{ error: 'Unable to geocode' }` where there is nothing
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw failed(`The geocoding server ${url.origin} did not answer a place`, server.url);
  if ('error' in body) return null;
  const place = nominatimPlace(body as Record<string, unknown>, '');
  return valid(place) ? place : null;
}
