/** What the guideline screens read from the API: paths, the lookups every form uses, the error body. */
import { useEffect, useState } from 'react';
import type { ApiClient, WebUser } from '@lauda/sdk/web';
import type { PickerOption } from '@lauda/web-kit';
import { GUIDELINE_ROLES, type GuidelineSettings } from '../common/index.js';

export const PATHS = {
  base: '/api/assignments',
  dateList: (date: string, programId: number | null) => `/api/assignments/dateList?date=${date}${programId ? `&programId=${programId}` : '&allPrograms=true'}`,
  filter: (q: URLSearchParams) => `/api/assignments/filter?${q.toString()}`,
  counter: (from: string, to: string, programId: number | null) => `/api/assignments/counter?from=${from}&to=${to}${programId ? `&programId=${programId}` : ''}`,
  one: (id: number, edit = false) => `/api/assignments/${id}${edit ? '?edit=true' : ''}`,
  config: '/api/assignments/config',
} as const;

export const holds = (user: WebUser, role: string) => user.support || user.roles.includes(role);
export const canWrite = (user: WebUser) => holds(user, GUIDELINE_ROLES.write);

/** The error body of a failed call (the shell's ApiError carries it). */
export const errorCode = (e: unknown): string | null => (e && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : null);
export const errorDetails = (e: unknown): Record<string, unknown> => {
  const d = e && typeof e === 'object' ? (e as { details?: unknown }).details : undefined;
  return d && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : {};
};

export type ConfigFlags = Record<'classificationEnabled' | 'editorsEnabled' | 'reportersEnabled' | 'editorialsEnabled' | 'typeEnabled' | 'vehiclesEnabled', boolean>;

/** The lists the form picks from, and the per-type config of its optional fields. */
export interface Lookups {
  programs: PickerOption[];
  users: PickerOption[];
  teams: PickerOption[];
  classifications: PickerOption[];
  vehicles: PickerOption[];
  types: PickerOption[];
  editorials: PickerOption[];
  flags: ConfigFlags;
  settings: GuidelineSettings;
}

const L = '/api/companies/local';
type Named = { id: number; name?: string; nickname?: string };
const options = (rows: Named[]): PickerOption[] => rows.map((r) => ({ id: r.id, label: r.nickname ?? r.name ?? String(r.id), hint: r.nickname ? r.name : undefined }));

/** Loads the lookups once per panel; a lookup that fails (no right to it) is an empty list. */
export function useLookups(api: ApiClient): Lookups | null {
  const [value, setValue] = useState<Lookups | null>(null);
  useEffect(() => {
    let live = true;
    const list = (path: string) => api.get<Named[]>(path).then(options, () => [] as PickerOption[]);
    void Promise.all([
      list(`${L}/programs`), list(`${L}/users`), list(`${L}/teams`), list(`${L}/classifications`), list(`${L}/vehicles`), list(`${L}/types`), list(`${L}/editorials`),
      api.get<{ flags: ConfigFlags; settings: GuidelineSettings }>(PATHS.config),
    ]).then(([programs, users, teams, classifications, vehicles, types, editorials, config]) => {
      if (live) setValue({ programs, users, teams, classifications, vehicles, types, editorials, ...config });
    }).catch(() => {
      if (live) setValue({ programs: [], users: [], teams: [], classifications: [], vehicles: [], types: [], editorials: [], flags: ALL_ON, settings: { lockFinished: true, privateCreation: false, version: 0 } });
    });
    return () => { live = false; };
  }, [api]);
  return value;
}

const ALL_ON: ConfigFlags = { classificationEnabled: true, editorsEnabled: true, reportersEnabled: true, editorialsEnabled: true, typeEnabled: true, vehiclesEnabled: true };

/** Names of ids in a lookup, joined. */
export const namesOf = (ids: readonly number[], list: readonly PickerOption[]) => ids.map((id) => list.find((o) => o.id === id)?.label ?? `#${id}`).join(', ');
