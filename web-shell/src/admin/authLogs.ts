/** Auth logs (`GET /api/auth/logs/filter`): the query and the texts of a line. */

export type { AuthEvent, AuthLogLine } from '@lauda/sdk/web';

export type SuccessFilter = 'all' | 'yes' | 'no';

export interface AuthLogFilter {
  filter: string;
  success: SuccessFilter;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
}

/** Spec 000 §9: the log page size is 25. */
/** The columns of the log, on screen and printed (texts `admin.authLogs.<column>`). */
export const AUTH_LOG_COLUMNS = ['date', 'event', 'user', 'address', 'reason', 'by'] as const;

export const LOG_PAGE_SIZE = 25;
/** Spec 000 §5: a grid print holds at most 100 records. */
export const PRINT_LIMIT = 100;

export const EMPTY_FILTER: AuthLogFilter = { filter: '', success: 'all', from: '', to: '' };

/** Spec 000 §5 "start date must not be after the end date". */
export const datesInOrder = (f: Pick<AuthLogFilter, 'from' | 'to'>): boolean => !f.from || !f.to || f.from <= f.to;

/** The query string of a page of lines. */
export function authLogQuery(f: AuthLogFilter, page: number, size = LOG_PAGE_SIZE): string {
  const q = new URLSearchParams();
  if (f.filter.trim()) q.set('filter', f.filter.trim());
  if (f.success !== 'all') q.set('success', f.success === 'yes' ? 'true' : 'false');
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  q.set('page', String(page));
  q.set('size', String(size));
  return `/api/auth/logs/filter?${q.toString()}`;
}

/** The i18n key and variables of a line's reason (failure codes, session ends, "3 sessions"). */
export function reasonKey(reason: string | null): { key: string; vars: Record<string, unknown> } | null {
  if (!reason) return null;
  const sessions = /^(\d+) sessions?$/.exec(reason);
  if (sessions) return { key: 'admin.authLogs.reasons.sessions', vars: { count: Number(sessions[1]) } };
  return { key: `admin.authLogs.reasons.${reason}`, vars: {} };
}
