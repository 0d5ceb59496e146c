/**
 * What the media screens compute, kept out of the components so it is tested in Node: the filter's
 * address, the sync's words and bar, a media as the MOS item the story form takes.
 */
import type { MosItem } from '@lauda/sdk/web';
import { clipDuration, syncPercent, syncRunning, type Media, type MediaKind, type MediaStatus, type SyncState } from '../common/index.js';

export { clipDuration, syncPercent, syncRunning };

export interface MediaQuery {
  text: string;
  kind: MediaKind | '';
  status: MediaStatus | '';
  /** searchable field → typed value (blank ones are left out) */
  fields: Record<string, string>;
  /** ask the device to search (it filters by text and fields only) */
  onDevice: boolean;
  page: number;
  size: number;
}

export const EMPTY_QUERY: MediaQuery = { text: '', kind: '', status: '', fields: {}, onDevice: false, page: 0, size: 24 };

/** `GET /api/mam/{mamId}/medias?…` of a query. */
export function mediasPath(mamId: number, q: MediaQuery): string {
  const p = new URLSearchParams({ page: String(q.page), size: String(q.size) });
  if (q.text.trim()) p.set('text', q.text.trim());
  const fields = Object.fromEntries(Object.entries(q.fields).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
  if (Object.keys(fields).length) p.set('fields', JSON.stringify(fields));
  if (q.onDevice) p.set('source', 'device');
  else {
    if (q.kind) p.set('kind', q.kind);
    if (q.status) p.set('status', q.status);
  }
  return `/api/mam/${mamId}/medias?${p.toString()}`;
}

/** The sync's line under the toolbar: which text, with what; null when there is nothing to say. */
export function syncLine(s: SyncState | null): { key: string; vars: Record<string, unknown>; tone: 'info' | 'success' | 'danger' } | null {
  if (!s || s.state === 'idle') return null;
  if (s.state === 'failed') return { key: 'syncFailedState', vars: { error: s.error ?? '' }, tone: 'danger' };
  if (s.state === 'done') return { key: 'syncDone', vars: { received: s.received }, tone: 'success' };
  return s.expected ? { key: 'syncing', vars: { received: s.received, expected: s.expected }, tone: 'info' } : { key: 'syncingNoTotal', vars: { received: s.received }, tone: 'info' };
}

/** A media's length as the screens show it: mm:ss, HH:mm:ss from an hour; empty when unknown, or none for a still or a placeholder. */
export const mediaLength = (m: Pick<Media, 'durationMs' | 'kind' | 'status'>): string => (!m.durationMs && (m.kind === 'IMAGE' || m.status !== 'ready') ? '' : clipDuration(m.durationMs));

/** The MOS item a stored media becomes in a story (the story form makes it a MOS_VIDEO sub-section). */
export function mosItemOf(m: Media): MosItem {
  return {
    slug: m.slug,
    objId: m.objectId,
    mosId: m.mosId,
    objSlug: m.slug,
    objType: m.type ?? (m.kind === 'IMAGE' ? 'STILL' : m.kind),
    ...(m.samples !== null ? { objDur: m.samples } : {}),
    ...(m.timeBase !== null ? { objTB: m.timeBase } : {}),
    ...(m.abstractText ? { abstract: m.abstractText } : {}),
    paths: m.paths,
    proxyPaths: m.proxyPaths,
    ...(m.metadataPath ? { metadataPath: m.metadataPath } : {}),
    metadata: m.mosExternalMetadata,
  };
}

/** Does `user` hold `role` (the support account holds every role)? */
export const holds = (user: { roles: string[]; support: boolean }, role: string): boolean => user.support || user.roles.includes(role);
