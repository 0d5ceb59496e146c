/**
 * One call to a Nominatim-shaped geocoding server (`{url}/search?q=&format=jsonv2&limit=&countrycodes=`).
 * Its failure is the server's, not the client's: 502 with what went wrong, within the time limit.
 */
import { LaudaError } from '@lauda/sdk/server';
import { MAP_ERRORS, type MapPlace } from '../../common/index.js';

const failed = (message: string, base: string) => new LaudaError(502, MAP_ERRORS.geocoderFailed, message, { geocoderUrl: base });

const isTimeout = (e: Error) => e.name === 'TimeoutError' || e.name === 'AbortError';

/** The geocoding server of the map settings, and the countries it looks in ('' = anywhere). */
export interface Geocoder {
  url: string;
  countryCodes: string;
}

export function searchUrl(server: Geocoder, q: string, limit: number): URL {
  const url = new URL('search', server.url.endsWith('/') ? server.url : `${server.url}/`);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(limit));
  if (server.countryCodes) url.searchParams.set('countrycodes', server.countryCodes);
  return url;
}

export async function search(server: Geocoder, q: string, limit: number, timeoutMs: number): Promise<MapPlace[]> {
  const base = server.url;
  const url = searchUrl(server, q, limit);
  let body: unknown;
  try {
    // the signal bounds the body too: a server that stalls mid-answer is cut off as well
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', 'user-agent': 'Lauda newsroom (production map)' } });
    if (!res.ok) throw failed(`The geocoding server ${url.origin} answered ${res.status}`, base);
    body = await res.json().catch((e: Error) => {
      throw isTimeout(e) ? e : failed(`The geocoding server ${url.origin} did not answer JSON`, base);
    });
  } catch (e) {
    if (e instanceof LaudaError) throw e;
    throw failed(isTimeout(e as Error)
      ? `The geocoding server ${url.origin} did not answer within ${timeoutMs} ms`
      : `The geocoding server ${url.origin} could not be reached: ${(e as Error & { cause?: Error }).cause?.message ?? (e as Error).message}`, base);
  }
  if (!Array.isArray(body)) throw failed(`The geocoding server ${url.origin} did not answer a list of places`, base);
  return body.slice(0, limit).map((r: Record<string, unknown>) => ({ lat: Number(r.lat), lon: Number(r.lon), label: String(r.display_name ?? r.name ?? q) }))
    .filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180);
}
