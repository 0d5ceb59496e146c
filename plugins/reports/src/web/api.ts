/** What the report screens read from the API: paths, the lookups every form uses, the upload of attachments. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient, LiveClient, WebUser } from '@lauda/sdk/web';
import type { PickerOption } from '@lauda/web-kit';
import { REPORT_CATEGORY_TOPIC, REPORT_ROLES, type Report, type ReportCategory, type ReportConfig } from '../common/index.js';

export const PATHS = {
  base: '/api/reports',
  filter: (q: Record<string, string | number | undefined>) => `/api/reports/filter?${new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString()}`,
  one: (id: number, edit = false) => `/api/reports/${id}${edit ? '?edit=true' : ''}`,
  pdf: (id: number, locale: string) => `/api/reports/${id}/pdf?locale=${locale}`,
  revisions: (id: number) => `/api/reports/${id}/revisions?size=50`,
  files: (id: number) => `/api/reports/${id}/files`,
  categories: '/api/reports/categories',
  config: '/api/reports/config',
} as const;

const holds = (user: WebUser, role: string) => user.support || user.roles.includes(role);
export const canWrite = (user: WebUser) => holds(user, REPORT_ROLES.write);
export const canAdmin = (user: WebUser) => holds(user, REPORT_ROLES.admin);
export const httpStatus = (e: unknown) => (e && typeof e === 'object' && typeof (e as { status?: unknown }).status === 'number' ? (e as { status: number }).status : 0);

/** Opens a report's PDF (its print) in a new tab, in the screen's language. */
export const printReport = (id: number, locale: string) => window.open(PATHS.pdf(id, locale), '_blank', 'noopener');

/** A refused upload with the server's code and status, shaped as the API client's errors so the shell translates it. */
export class UploadError extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(code);
  }
}

/** Attaches a file to a saved report (multipart: the JSON client sends no files). */
export async function uploadFile(reportId: number, file: File): Promise<Report> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(PATHS.files(reportId), { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new UploadError(res.status, typeof body?.code === 'string' ? body.code : `error.http${res.status}`);
  return body as Report;
}

/** The lists the form picks from, and the settings. */
export interface Lookups {
  programs: PickerOption[];
  users: PickerOption[];
  categories: ReportCategory[];
  config: ReportConfig;
  reloadCategories(): void;
  /** the settings as saved (after the administrator changed them) */
  setConfig(config: ReportConfig): void;
}

const L = '/api/companies/local';
type Named = { id: number; name?: string; nickname?: string };
const options = (rows: Named[]): PickerOption[] => rows.map((r) => ({ id: r.id, label: r.nickname ?? r.name ?? String(r.id), hint: r.nickname ? r.name : undefined }));

/** Loads the lookups once per panel (categories again on their live topic); a lookup that fails (no right to it) is empty. */
export function useLookups(api: ApiClient, live?: LiveClient): Lookups | null {
  const [value, setValue] = useState<Omit<Lookups, 'reloadCategories' | 'setConfig'> | null>(null);
  const setConfig = useCallback((config: ReportConfig) => setValue((v) => (v ? { ...v, config } : v)), []);
  const reloadCategories = useCallback(() => {
    void api.get<ReportCategory[]>(PATHS.categories).then((categories) => setValue((v) => (v ? { ...v, categories } : v)), () => undefined);
  }, [api]);
  useEffect(() => {
    let active = true;
    const list = (path: string) => api.get<Named[]>(path).then(options, () => [] as PickerOption[]);
    void Promise.all([
      list(`${L}/programs`), list(`${L}/users`), api.get<ReportCategory[]>(PATHS.categories).catch(() => [] as ReportCategory[]),
      api.get<ReportConfig>(PATHS.config).catch(() => ({ privateCreation: false, version: 0 })),
    ]).then(([programs, users, categories, config]) => {
      if (active) setValue({ programs, users, categories, config });
    });
    return () => { active = false; };
  }, [api]);
  useEffect(() => (live ? live.subscribe(REPORT_CATEGORY_TOPIC, reloadCategories) : undefined), [live, reloadCategories]);
  return value ? { ...value, reloadCategories, setConfig } : null;
}

/** The names of a report's category and event. */
export function categoryNames(categories: readonly ReportCategory[], categoryId: number, eventId: number | null): { category: string; event: string } {
  const c = categories.find((x) => x.id === categoryId);
  return { category: c?.name ?? `#${categoryId}`, event: eventId === null ? '' : c?.events.find((e) => e.id === eventId)?.name ?? `#${eventId}` };
}

export const namesOf = (ids: readonly number[], list: readonly PickerOption[]) => ids.map((id) => list.find((o) => o.id === id)?.label ?? `#${id}`).join(', ');
