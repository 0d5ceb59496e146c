/** What the checklist screens read from the API: paths, the lookups every form uses, the error body. */
import { useEffect, useState } from 'react';
import type { ApiClient, WebUser } from '@lauda/sdk/web';
import type { PickerOption } from '@lauda/web-kit';
import { PRODUCTION_ROLES, type ProductionConfig } from '../common/index.js';

export const PATHS = {
  base: '/api/productions',
  dateList: (date: string, onlyNotDone: boolean) => `/api/productions/dateList?date=${date}${onlyNotDone ? '&onlyNotDone=true' : ''}`,
  one: (id: number, edit = false) => `/api/productions/${id}${edit ? '?edit=true' : ''}`,
  pdf: (id: number, locale: string) => `/api/productions/${id}/pdf?locale=${locale}`,
  revisions: (id: number) => `/api/productions/${id}/revisions?size=50`,
  fromGuideline: '/api/productions/fromGuideline',
  guidelines: (date: string) => `/api/assignments/dateList?date=${date}&allPrograms=true`,
} as const;

export const holds = (user: WebUser, role: string) => user.support || user.roles.includes(role);
export const canWrite = (user: WebUser) => holds(user, PRODUCTION_ROLES.write);
/** "Nova a partir de pauta" lists the day's guidelines: it needs to read them */
export const canUseGuidelines = (user: WebUser) => canWrite(user) && holds(user, 'ROLE_ASSIGNMENT_READ');

export const errorCode = (e: unknown): string | null => (e && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : null);
export const errorDetails = (e: unknown): Record<string, unknown> => {
  const d = e && typeof e === 'object' ? (e as { details?: unknown }).details : undefined;
  return d && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : {};
};
export const httpStatus = (e: unknown) => (e && typeof e === 'object' && typeof (e as { status?: unknown }).status === 'number' ? (e as { status: number }).status : 0);

/** The lists the form picks from, and the optional fields' config. */
export interface Lookups {
  programs: PickerOption[];
  users: PickerOption[];
  vehicles: PickerOption[];
  resources: PickerOption[];
  types: PickerOption[];
  config: ProductionConfig;
}

const L = '/api/companies/local';
type Named = { id: number; name?: string; nickname?: string };
const options = (rows: Named[]): PickerOption[] => rows.map((r) => ({ id: r.id, label: r.nickname ?? r.name ?? String(r.id), hint: r.nickname ? r.name : undefined }));
const DEFAULT_CONFIG: ProductionConfig = { typeEnabled: true, resourcesEnabled: true, vehiclesEnabled: true, mediasEnabled: true, privateCreation: false, version: 0 };

/** Loads the lookups once per panel; a lookup that fails (no right to it) is an empty list. */
export function useLookups(api: ApiClient): Lookups | null {
  const [value, setValue] = useState<Lookups | null>(null);
  useEffect(() => {
    let live = true;
    const list = (path: string) => api.get<Named[]>(path).then(options, () => [] as PickerOption[]);
    void Promise.all([
      list(`${L}/programs`), list(`${L}/users`), list(`${L}/vehicles`), list('/api/productions/resources'), list('/api/productions/types'),
      api.get<ProductionConfig>('/api/productions/config').catch(() => DEFAULT_CONFIG),
    ]).then(([programs, users, vehicles, resources, types, config]) => {
      if (live) setValue({ programs, users, vehicles, resources, types, config });
    });
    return () => { live = false; };
  }, [api]);
  return value;
}

/** Names of ids in a lookup, joined. */
export const namesOf = (ids: readonly number[], list: readonly PickerOption[]) => ids.map((id) => list.find((o) => o.id === id)?.label ?? `#${id}`).join(', ');
