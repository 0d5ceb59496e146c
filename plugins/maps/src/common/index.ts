/**
 * Ids, roles, limits and API shapes of the production map: browser-safe, shared by the server, the
 * screens and the plugins that add their points (a source of `MapPoint`s).
 */
export const MAPS_PLUGIN_ID = 'maps';

export const MAP_ROLES = {
  /** the map shows guides of guidelines: who reads guidelines reads the map */
  read: 'ROLE_ASSIGNMENT_READ',
  /** the branch's map settings are an admin area (001 §2 "Admin: … maps") */
  admin: 'ROLE_ADMIN_WRITE',
} as const;

export const MAP_LIMITS = {
  query: 500,
  url: 1000,
  attribution: 500,
  suggestions: 5,
} as const;

/** The branch's map settings (`/api/maps/config`): nothing is hard-wired to the internet. */
export interface MapConfig {
  /** tile URL template with {z}, {x}, {y} (and optionally {s}); '' = no map tiles yet */
  tileUrl: string;
  attribution: string;
  /** who geocodes: a Nominatim-shaped server, or Google Geocoding with a key */
  provider: MapProvider;
  /** base URL of a Nominatim-shaped geocoding server (`/search?q=&format=jsonv2&limit=`); '' = no geocoding. With Google: its API base, '' = `GOOGLE_API_BASE` */
  geocoderUrl: string;
  /** whether Google's key is set (the key itself is write-only: PUT `googleKey`, left out or null keeps it, '' removes it) */
  hasGoogleKey: boolean;
  /** where addresses are looked for: ISO 3166-1 alpha-2 codes, comma-separated (Nominatim `countrycodes`); default `br`, '' = anywhere */
  countryCodes: string;
  centerLat: number;
  centerLon: number;
  zoom: number;
  version: number;
}

export const MAP_PROVIDERS = ['nominatim', 'google'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];
/** Google's Geocoding API base (`{base}/geocode/json?address=&key=`) */
export const GOOGLE_API_BASE = 'https://maps.googleapis.com/maps/api';
/** The spec's fallback (001 §7): the country when the location lookup fails. */
export const FALLBACK_COUNTRY = 'br';

/** One place the geocoder found. */
export interface MapPlace {
  lat: number;
  lon: number;
  label: string;
  /** ISO 3166-1 alpha-2, lower case, when the geocoder said it */
  countryCode?: string;
}

/** `GET /api/maps/country`: where the user is, or the fallback BR when the lookup fails. */
export interface MapCountry {
  countryCode: string;
  fallback: boolean;
}

/** One point of the day's map: a guide of a guideline, or (from the productions plugin) a checklist's place. */
export interface MapPoint {
  origin: 'guideline' | 'production';
  /** the document's id (the drawer opens it by origin and id) */
  id: number;
  /** unique in one answer: a guideline has one point per guide with an address */
  key: string;
  slug: string;
  address: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss */
  time?: string;
  state?: string;
  programsIds: number[];
  interviewee?: string;
  lat?: number;
  lon?: number;
  /** the geocoder's name of the place */
  label?: string;
  /** the geocoder found nothing, or has not answered yet (`pending`: asked again next time) */
  unplaced?: true;
  pending?: true;
}

/** Error codes; `i18n/<locale>.json` has their texts keyed by the code. */
export const MAP_ERRORS = {
  noGeocoder: 'maps.noGeocoder',
  geocoderFailed: 'maps.geocoderFailed',
  placeNotFound: 'maps.placeNotFound',
  settingsConflict: 'maps.settingsConflict',
} as const;

/** True when a tile template names {z}, {x} and {y}. */
/** '' or ISO country codes separated by commas (`br`, `br,pt`). */
export const isCountryList = (s: string) => s === '' || /^[a-z]{2}(,[a-z]{2})*$/i.test(s);

export const isTileTemplate = (s: string) => ['{z}', '{x}', '{y}'].every((p) => s.includes(p));
