/** The lists a reportage names ids from (users, programs, the admin's lookups) and the per-type optional fields. */
import { useEffect, useState } from 'react';
import type { ApiClient } from '@lauda/sdk/web';
import type { Flags, People } from './editor/Fields.js';

const L = '/api/companies/local';
export const NO_PEOPLE: People = { reporters: [], editors: [], programs: [], vehicles: [], classifications: [], editorials: [] };

/** Loaded once per mount; a list the user may not read is empty (its ids then show as #id). */
export function usePeople(api: ApiClient, reloadKey?: unknown): { people: People; flags: Flags } {
  const [value, setValue] = useState<{ people: People; flags: Flags }>({ people: NO_PEOPLE, flags: {} });
  useEffect(() => {
    let live = true;
    const list = <T,>(path: string) => api.get<T[]>(`${L}/${path}`).catch(() => [] as T[]);
    void Promise.all([
      // any active user may be a reportage's reporter
      list<People['reporters'][number]>('users'), list<People['editors'][number]>('users/editors'), list<People['programs'][number]>('programs'),
      list<People['vehicles'][number]>('vehicles'), list<People['classifications'][number]>('classifications'), list<People['editorials'][number]>('editorials'),
      api.get<{ flags?: Flags } & Flags>(`${L}/news_reports/config`).catch(() => ({})),
      api.get<{ privateCreation: boolean }>('/api/news_reports/settings').catch(() => ({ privateCreation: false })),
    ]).then(([reporters, editors, programs, vehicles, classifications, editorials, config, settings]) => {
      const flags = (config as { flags?: Flags }).flags ?? (config as Flags);
      if (live) setValue({ people: { reporters, editors, programs, vehicles, classifications, editorials }, flags: { ...flags, privateCreation: settings.privateCreation } });
    });
    return () => { live = false; };
  }, [api, reloadKey]);
  return value;
}

/** The names of ids in a list, joined; an id the list lacks shows as #id. */
export const namesOf = (ids: readonly (number | null)[], rows: readonly { id: number; name?: string; nickname?: string }[]) =>
  ids.filter((id): id is number => id !== null).map((id) => { const r = rows.find((x) => x.id === id); return r ? (r.nickname ?? r.name ?? `#${id}`) : `#${id}`; }).join(', ');
