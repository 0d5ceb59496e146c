/**
 * What the media plugin shares with browsers: ids, roles, the topic, the media and sync shapes and
 * their message keys, and the pure helpers both halves use (durations, a media as a MOS item).
 */
export const MEDIA_PLUGIN_ID = 'media';
/** the document type every stored media is (seen by whoever holds MEDIA_READ) */
export const MEDIA_DOCUMENT = 'media';
/** the live topic (spec 000 §7): CREATE / UPDATE / DELETE of media, and sync progress */
export const MEDIA_TOPIC = 'media';

export const MEDIA_ROLES = {
  read: 'ROLE_MEDIA_READ',
  write: 'ROLE_MEDIA_WRITE',
} as const;

/** Spec 000 §3: media kinds and media status. */
export const MEDIA_KINDS = ['IMAGE', 'VIDEO', 'AUDIO', 'OTHER'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/**
 * - `ready`: the device says it can go to air;
 * - `empty`: known, without its essence yet (a placeholder created here, a clip being ingested, NOT READY);
 * - `absent`: the device no longer lists it (a full sync left it out); kept, so a story pointing at it can tell.
 */
export const MEDIA_STATUSES = ['absent', 'empty', 'ready'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export const MEDIA_ERRORS = {
  notFound: 'media.notFound',
  mamNotFound: 'media.mamNotFound',
  alreadyAdded: 'media.alreadyAdded',
  syncInProgress: 'media.syncInProgress',
  syncFailed: 'media.syncFailed',
  unsupported: 'media.unsupportedOperation',
  deviceRefused: 'media.deviceRefused',
  deviceSilent: 'media.deviceSilent',
  notRunning: 'media.deviceNotRunning',
  noThumbnail: 'media.noThumbnail',
  notInMam: 'media.notInMam',
  programNoAccess: 'media.programNoAccess',
  stale: 'media.staleVersion',
  badFields: 'media.badFields',
} as const;

/** A stored media (spec 000 §3 subsection media fields), as the API shows it. */
export interface Media {
  id: number;
  /** the device (MAM or playout) that holds it */
  mamId: number;
  mosId: string;
  objectId: string;
  slug: string;
  kind: MediaKind;
  /** the device's own word (VIDEO, STILL, …) */
  type: string | null;
  status: MediaStatus;
  /** the device's status and air words (NEW, UPDATED… / READY, NOT READY) */
  mosStatus: string | null;
  air: string | null;
  /** ISO 8601 (`PT0S` when unknown) */
  duration: string;
  durationMs: number | null;
  /** in `timeBase` units, as the device counts */
  samples: number | null;
  timeBase: number | null;
  abstractText: string | null;
  description: string | null;
  group: string | null;
  paths: string[];
  proxyPaths: string[];
  metadataPath: string | null;
  mosExternalMetadata: { scope?: string; schema: string; payload: string }[];
  /** the metadata's fields (element path → text), the values searchable fields match */
  fields: Record<string, string>;
  revision: number | null;
  createdBy: string | null;
  created: string | null;
  changedBy: string | null;
  changed: string | null;
  /** Lauda's own: when it was first stored and last changed here, and its version (PUT) */
  storedAt: string;
  updatedAt: string;
  version: number;
  /** `/api/mam/medias/{id}/thumbnail` when a picture may be had, else null */
  thumbnailUrl: string | null;
}

/** A device the media center searches (spec 001 §7 "Devices: mams"). */
export interface MamDevice {
  id: number;
  name: string;
  kind: 'MAM' | 'PLAYOUT';
  protocol: string;
  mosId: string | null;
  enabled: boolean;
  connected: boolean;
  programIds: number[];
  /** what its driver offers: device-side search, create, update, sync */
  can: { search: boolean; create: boolean; update: boolean; sync: boolean };
  /** media stored for it */
  stored: number;
}

/** The searchable fields of a device (`GET /api/mam/{mamId}/searchable_fields`). */
export interface SearchableFields {
  /** the schema the device searches (MOS mosListSearchableSchema), null when unknown */
  schema: string | null;
  /** `device`: the device named its schema now; `stored`: the last one it named (or none), device not asked */
  source: 'device' | 'stored';
  /** element paths of the schema's payloads in the stored media (`Reporter`, `Video/Length`) */
  fields: { name: string; count: number }[];
}

export type SyncStateName = 'idle' | 'requested' | 'receiving' | 'done' | 'failed';

/** A device's sync (`request_sync`): the spec's "sync already in progress", progress as objects received. */
export interface SyncState {
  mamId: number;
  state: SyncStateName;
  /** objects received since it started */
  received: number;
  /** what it held at the last sync (an estimate for the bar; null at the first) */
  expected: number | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** who asked */
  by: string | null;
  error: string | null;
  errorCode: string | null;
}

export const syncRunning = (s: Pick<SyncState, 'state'> | null | undefined) => s?.state === 'requested' || s?.state === 'receiving';

/** A page of media and where it came from (`source`: the stored media, or the device's own search). */
export interface MediaPage {
  data: Media[];
  number: number;
  size: number;
  total: number;
  source: 'stored' | 'device';
}

/** Live messages on `media`: a media's change (`id` its id), or a device's sync (`id` `sync:<mamId>`). */
export type MediaLiveData = { media: Media } | { media: { id: number; mamId: number } } | { sync: SyncState };

/** Milliseconds as `mm:ss` under an hour, `HH:mm:ss` from one; empty for none. */
export function clipDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '';
  const total = Math.round(ms / 1000);
  const p2 = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${p2(h)}:${p2(m)}:${p2(s)}` : `${p2(m)}:${p2(s)}`;
}

/** Samples at a time base → milliseconds; null when either is missing or the base is not positive. */
export function samplesToMs(samples: number | null | undefined, timeBase: number | null | undefined): number | null {
  if (samples === null || samples === undefined || timeBase === null || timeBase === undefined || !(timeBase > 0) || !(samples >= 0)) return null;
  const ms = Math.round((samples * 1000) / timeBase);
  return Number.isFinite(ms) ? ms : null;
}

/** How far a sync is, 0–100, when it can tell (an expected count); null: the bar runs without an end. */
export function syncPercent(s: Pick<SyncState, 'state' | 'received' | 'expected'>): number | null {
  if (s.state === 'done') return 100;
  if (!s.expected) return null;
  return Math.min(99, Math.floor((s.received * 100) / s.expected));
}
