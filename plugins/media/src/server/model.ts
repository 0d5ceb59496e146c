/**
 * A device's object as a stored row, and a row as the API's media: kind and status from the MOS
 * words, durations, paths, the metadata's fields, the folded text the filter reads. Pure.
 */
import crypto from 'node:crypto';
import { foldText, formatDuration } from '@lauda/sdk/server';
import type { ExternalMetadata, MediaObject, RunningOrderPath } from '@lauda/sdk/device';
import { samplesToMs, type Media, type MediaKind, type MediaStatus } from '../common/index.js';
import { fieldMap, metadataFields, type MetadataField } from './metadata.js';

const KINDS: Record<string, MediaKind> = { VIDEO: 'VIDEO', AUDIO: 'AUDIO', STILL: 'IMAGE', IMAGE: 'IMAGE', PICTURE: 'IMAGE', PHOTO: 'IMAGE' };

/** MOS objType → the spec's kind (STILL is MOS's picture); anything else (CG, graphics, text) is OTHER. */
export const kindOf = (type: string | undefined | null): MediaKind => KINDS[(type ?? '').trim().toUpperCase()] ?? 'OTHER';

/** The spec's kind → the objType a device is asked for. */
export const typeOfKind = (kind: MediaKind): string => (kind === 'IMAGE' ? 'STILL' : kind);

/**
 * `ready` when the device says it can go to air (objAir READY), or says nothing of air and the object
 * has a length and is not busy; `empty` otherwise (no essence yet). `absent` is given by a full list
 * that leaves it out, never by an announce.
 */
export function statusOf(o: Pick<MediaObject, 'air' | 'status' | 'duration'>): MediaStatus {
  const air = o.air?.trim().toUpperCase();
  if (air) return air === 'READY' ? 'ready' : 'empty';
  const busy = ['BUSY', 'NOT READY'].includes((o.status ?? '').toUpperCase());
  return !busy && (o.duration ?? 0) > 0 ? 'ready' : 'empty';
}

export interface MediaRow {
  id: number;
  device_id: number;
  object_id: string;
  mos_id: string;
  slug: string;
  slug_folded: string;
  kind: string;
  mos_type: string | null;
  status: string;
  mos_status: string | null;
  air: string | null;
  samples: number | string | null;
  time_base: number | string | null;
  duration_ms: number | string | null;
  abstract: string | null;
  description: string | null;
  object_group: string | null;
  paths: string;
  metadata: string;
  fields: string;
  search_text: string;
  revision: number | null;
  created_by: string | null;
  changed_by: string | null;
  created_at: number | string | null;
  changed_at: number | string | null;
  stored_at: number | string;
  updated_at: number | string;
  version: number;
  content_sha: string;
  thumbnail_file_id: number | null;
  thumbnail_source: string | null;
  thumbnail_failed_at: number | string | null;
}

const clip = (s: string | undefined | null, max: number) => (s === undefined || s === null || s === '' ? null : s.slice(0, max));
const epoch = (iso: string | undefined) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : null;
};

/** What is stored of an object, without Lauda's own columns (ids, times, version, thumbnail). */
export function columnsOf(o: MediaObject): { columns: Omit<MediaRow, 'id' | 'device_id' | 'stored_at' | 'updated_at' | 'version' | 'thumbnail_file_id' | 'thumbnail_source' | 'thumbnail_failed_at'>; fields: MetadataField[] } {
  const metadata: ExternalMetadata[] = (o.mosExternalMetadata ?? []).slice(0, 20);
  const fields = metadataFields(metadata);
  const slug = (o.slug || o.objId).slice(0, 255);
  const paths: RunningOrderPath[] = (o.paths ?? []).slice(0, 50).map((p) => ({ kind: p.kind, target: p.target.slice(0, 1000), ...(p.techDescription ? { techDescription: p.techDescription.slice(0, 200) } : {}) }));
  const columns = {
    object_id: o.objId.slice(0, 128),
    mos_id: o.mosId.slice(0, 128),
    slug,
    slug_folded: foldText(slug).trim(),
    kind: kindOf(o.type),
    mos_type: clip(o.type, 40),
    status: statusOf(o),
    mos_status: clip(o.status, 40),
    air: clip(o.air, 20),
    samples: o.duration ?? null,
    time_base: o.timeBase ?? null,
    duration_ms: samplesToMs(o.duration, o.timeBase),
    abstract: clip(o.abstract, 20_000),
    description: clip(o.description, 20_000),
    object_group: clip(o.group, 255),
    paths: JSON.stringify(paths),
    metadata: JSON.stringify(metadata),
    fields: JSON.stringify(fieldMap(fields)),
    search_text: foldText([slug, o.objId, o.group, o.abstract, o.description, ...fields.map((f) => f.value)].filter(Boolean).join(' ')).slice(0, 60_000),
    revision: o.revision ?? null,
    created_by: clip(o.createdBy, 128),
    changed_by: clip(o.changedBy, 128),
    created_at: epoch(o.created),
    changed_at: epoch(o.changed),
    content_sha: '',
  };
  columns.content_sha = crypto.createHash('sha1').update(JSON.stringify(columns)).digest('hex');
  return { columns, fields };
}

const num = (v: number | string | null) => (v === null || v === undefined ? null : Number(v));
const iso = (v: number | string | null) => (v === null || v === undefined ? null : new Date(Number(v)).toISOString());
const json = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
};

/** An http(s) proxy path a picture may be fetched from (the first one, pictures first). */
export function thumbnailSource(paths: readonly RunningOrderPath[]): string | null {
  const proxies = paths.filter((p) => p.kind === 'PROXY' && /^https?:\/\//i.test(p.target));
  const picture = (p: RunningOrderPath) => /\.(jpe?g|png)(\?|$)/i.test(p.target) || /jpe?g|png|image|picture|still|thumb/i.test(p.techDescription ?? '');
  return (proxies.find(picture) ?? proxies[0])?.target ?? null;
}

export function mediaOut(r: MediaRow, retryMs: number, now: number): Media {
  const paths = json<RunningOrderPath[]>(r.paths, []);
  const durationMs = num(r.duration_ms);
  const failed = num(r.thumbnail_failed_at);
  const source = thumbnailSource(paths);
  const picture = !!r.thumbnail_file_id || (!!source && (failed === null || now - failed >= retryMs));
  return {
    id: Number(r.id),
    mamId: Number(r.device_id),
    mosId: r.mos_id,
    objectId: r.object_id,
    slug: r.slug,
    kind: r.kind as MediaKind,
    type: r.mos_type,
    status: r.status as MediaStatus,
    mosStatus: r.mos_status,
    air: r.air,
    duration: formatDuration(durationMs ?? 0),
    durationMs,
    samples: num(r.samples),
    timeBase: num(r.time_base),
    abstractText: r.abstract,
    description: r.description,
    group: r.object_group,
    paths: paths.filter((p) => p.kind === 'PATH').map((p) => p.target),
    proxyPaths: paths.filter((p) => p.kind === 'PROXY').map((p) => p.target),
    metadataPath: paths.find((p) => p.kind === 'METADATA')?.target ?? null,
    mosExternalMetadata: json(r.metadata, []),
    fields: json(r.fields, {}),
    revision: r.revision === null ? null : Number(r.revision),
    createdBy: r.created_by,
    created: iso(r.created_at),
    changedBy: r.changed_by,
    changed: iso(r.changed_at),
    storedAt: iso(r.stored_at)!,
    updatedAt: iso(r.updated_at)!,
    version: Number(r.version),
    thumbnailUrl: picture ? `/api/mam/medias/${Number(r.id)}/thumbnail` : null,
  };
}
