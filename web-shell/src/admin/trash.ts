export type { TrashItem } from '@lauda/sdk/web';

export interface TrashFilter {
  /** a document type, or '' for all the caller may see */
  type: string;
  /** YYYY-MM-DD or '' (days of the branch time zone, both included) */
  from: string;
  to: string;
}
export const EMPTY_TRASH_FILTER: TrashFilter = { type: '', from: '', to: '' };
export const TRASH_PAGE_SIZE = 25;

/** The query of a page of `GET /api/trash`. */
export function trashQuery(f: TrashFilter, page: number, size = TRASH_PAGE_SIZE): string {
  const q = new URLSearchParams();
  if (f.type) q.set('type', f.type);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  q.set('page', String(page));
  q.set('size', String(size));
  return `/api/trash?${q.toString()}`;
}
