/**
 * The archive screen's logic, pure (no React, no DOM; tested in test/web): the default days, the
 * list's address, who may do what, durations as the grid shows them, the restore's outcome words.
 */
import { parseDuration, type WebUser } from '@lauda/sdk/web';
import { ARCHIVE_ROLES, ARCHIVE_TYPES, type ArchiveType, type Restored } from '../common/index.js';

export type T = (key: string, options?: Record<string, unknown>) => string;

export interface ArchiveFilter {
  /** YYYY-MM-DD or null (no lower bound) */
  from: string | null;
  /** YYYY-MM-DD, before today */
  to: string | null;
  programId: number | null;
  slug: string;
}

export const PAGE_SIZE = 25;
/** The days the screen opens on: the last 30 before today. */
export const DEFAULT_DAYS = 30;

/** `date` minus `n` calendar days (YYYY-MM-DD in and out: no zone involved). */
export const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The filter the screen opens with: the 30 days before `today` (the branch's), every program, no slug. */
export const defaultFilter = (today: string): ArchiveFilter => ({ from: daysBefore(today, DEFAULT_DAYS), to: daysBefore(today, 1), programId: null, slug: '' });

const holds = (user: WebUser, roles: readonly string[]) => user.support || roles.every((r) => user.roles.includes(r));
/** The types whose archive the user may read, in tab order. */
export const readableTypes = (user: WebUser): ArchiveType[] => ARCHIVE_TYPES.filter((t) => holds(user, ARCHIVE_ROLES[t].read));
export const mayRestore = (user: WebUser, type: ArchiveType) => holds(user, ARCHIVE_ROLES[type].restore);

/** GET address of a page of one type's archive. */
export function listPath(type: ArchiveType, f: ArchiveFilter, page: number, size = PAGE_SIZE): string {
  const q = new URLSearchParams({ page: String(page), size: String(size) });
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.programId) q.set('programId', String(f.programId));
  if (f.slug.trim()) q.set('slug', f.slug.trim());
  return `/api/archive/${type}?${q}`;
}

const p2 = (n: number) => String(n).padStart(2, '0');
/** An ISO duration as the grid shows it: `mm:ss`, `H:mm:ss` from one hour. */
export function clock(iso: string | null | undefined): string {
  const s = Math.round((iso ? parseDuration(iso) ?? 0 : 0) / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${p2(m)}:${p2(s % 60)}` : `${p2(m)}:${p2(s % 60)}`;
}

/** The notice after a restore: its title and what was copied (and left out). */
export function restoredWords(t: T, r: Restored, title: string): { title: string; text?: string } {
  if (r.type !== 'rundowns') return { title: t(`restored.${r.type}`, { title }) };
  const copied = t('restored.copied', { count: r.copied ?? 0 });
  return { title: t('restored.rundowns', { title }), text: r.leftOut ? `${copied} ${t('restored.leftOut', { count: r.leftOut })}` : copied };
}
