/** The map screens' pure rules: days, which points have a place, the settings form's checks. */
import { isCountryList, isTileTemplate, type MapConfig, type MapPoint } from '../common/index.js';

/** The day `n` days after `date` (YYYY-MM-DD). */
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Points with a place: the map's markers. */
export const placed = (points: readonly MapPoint[]) => points.filter((p): p is MapPoint & { lat: number; lon: number } => p.lat !== undefined && p.lon !== undefined);

/** HH:mm of a point's time (a wall-clock time of the branch), '' without one. */
export const timeOf = (p: MapPoint) => p.time?.slice(0, 5) ?? '';

export type Form = Record<'tileUrl' | 'attribution' | 'provider' | 'geocoderUrl' | 'googleKey' | 'countryCodes' | 'centerLat' | 'centerLon' | 'zoom', string>;

export const toForm = (c: MapConfig): Form => ({
  tileUrl: c.tileUrl, attribution: c.attribution, provider: c.provider, geocoderUrl: c.geocoderUrl, googleKey: '', countryCodes: c.countryCodes,
  centerLat: String(c.centerLat), centerLon: String(c.centerLon), zoom: String(c.zoom),
});

export const isUrl = (s: string) => /^https?:\/\/[^\s/]+/i.test(s);
const between = (s: string, min: number, max: number) => s.trim() !== '' && Number.isFinite(Number(s)) && Number(s) >= min && Number(s) <= max;

/** The form's problems by field, as translation keys (the server checks the same and names the field). */
export function problems(f: Form): Partial<Record<keyof Form, string>> {
  const out: Partial<Record<keyof Form, string>> = {};
  if (f.tileUrl && !isUrl(f.tileUrl)) out.tileUrl = 'settings.errors.url';
  else if (f.tileUrl && !isTileTemplate(f.tileUrl)) out.tileUrl = 'settings.errors.template';
  if (f.geocoderUrl && !isUrl(f.geocoderUrl)) out.geocoderUrl = 'settings.errors.url';
  if (!/^[\w-]*$/.test(f.googleKey.trim())) out.googleKey = 'settings.errors.googleKey';
  if (!isCountryList(f.countryCodes.trim())) out.countryCodes = 'settings.errors.countries';
  if (!between(f.centerLat, -90, 90)) out.centerLat = 'settings.errors.latitude';
  if (!between(f.centerLon, -180, 180)) out.centerLon = 'settings.errors.longitude';
  if (!between(f.zoom, 0, 20) || !Number.isInteger(Number(f.zoom))) out.zoom = 'settings.errors.zoom';
  return out;
}
