/** The address field's rules, without React: when to ask for suggestions, and the paths it calls. */
import { FALLBACK_COUNTRY } from '../common/index.js';

/** The spec's autocomplete: from 3 characters, once typing has stopped for 1 s. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DELAY_MS = 1000;

export const shouldSuggest = (typed: string) => typed.trim().length >= AUTOCOMPLETE_MIN_CHARS;

export const ADDRESS_PATHS = {
  autocomplete: (q: string, country: string | null) => `/api/maps/autocomplete?q=${encodeURIComponent(q.trim())}${country ? `&country=${country}` : ''}`,
  location: (q: string) => `/api/maps/location?q=${encodeURIComponent(q.trim())}`,
  reverse: (lat: number, lon: number) => `/api/maps/reverse?lat=${lat}&lon=${lon}`,
  country: (lat?: number, lon?: number) => (lat === undefined || lon === undefined ? '/api/maps/country' : `/api/maps/country?lat=${lat}&lon=${lon}`),
} as const;

export { FALLBACK_COUNTRY };

/** The browser's position, or null where it is not allowed or not available (within 10 s). */
export function currentPosition(geo: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<{ lat: number; lon: number } | null> {
  if (!geo) return Promise.resolve(null);
  return new Promise((resolve) => geo.getCurrentPosition(
    (p) => resolve({ lat: Number(p.coords.latitude.toFixed(6)), lon: Number(p.coords.longitude.toFixed(6)) }),
    () => resolve(null),
    { timeout: 10_000, maximumAge: 60_000 },
  ));
}
