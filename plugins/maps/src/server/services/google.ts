/**
 * Google's Geocoding API, as documented: `GET {base}/geocode/json?address=&key=` (forward) and
 * `?latlng=lat,lng&key=` (reverse) → `{ status, results: [{ formatted_address, geometry: { location:
 * { lat, lng } }, address_components: [{ short_name, types }] }] }`. `OK` and `ZERO_RESULTS` are
 * answers; any other status (REQUEST_DENIED, OVER_QUERY_LIMIT, INVALID_REQUEST, …) is the
 * server's failure.
 */
import type { MapPlace } from '../../common/index.js';

export function googleUrl(base: string, params: Record<string, string>): URL {
  const url = new URL('geocode/json', base.endsWith('/') ? base : `${base}/`);
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
  return url;
}

/** `components=country:BR|country:PT` from the settings' `br,pt` */
export const googleCountries = (codes: string) => codes.split(',').filter(Boolean).map((c) => `country:${c.toUpperCase()}`).join('|');

/** The places of an answer, or the reason it is a failure. */
export function googlePlaces(body: unknown, limit: number): MapPlace[] | string {
  const b = body as { status?: unknown; results?: unknown; error_message?: unknown };
  if (!b || typeof b !== 'object') return 'did not answer JSON';
  if (b.status === 'ZERO_RESULTS') return [];
  if (b.status !== 'OK' || !Array.isArray(b.results)) return `answered ${String(b.status ?? 'no status')}${b.error_message ? `: ${String(b.error_message)}` : ''}`;
  return b.results.slice(0, limit).map((r: any) => {
    const country = Array.isArray(r?.address_components) ? r.address_components.find((c: any) => Array.isArray(c?.types) && c.types.includes('country')) : null;
    return {
      lat: Number(r?.geometry?.location?.lat), lon: Number(r?.geometry?.location?.lng), label: String(r?.formatted_address ?? ''),
      ...(country?.short_name ? { countryCode: String(country.short_name).toLowerCase() } : {}),
    };
  });
}
