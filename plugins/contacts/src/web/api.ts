/** What the contacts screens read from the API: paths, the lookups the form uses. */
import { useEffect, useState } from 'react';
import type { ApiClient, WebUser } from '@lauda/sdk/web';
import type { PickerOption } from '@lauda/web-kit';
import { CONTACT_ROLES, type Contact, type ContactCountry, type ContactGroup } from '../common/index.js';

export const PATHS = {
  filter: (q: URLSearchParams) => `/api/contacts/filter?${q.toString()}`,
  names: (ids: readonly number[]) => `/api/contacts/names?ids=${ids.join(',')}`,
  countries: '/api/contacts/countries',
  import: '/api/contacts/import',
} as const;

export const holds = (user: WebUser, role: string) => user.support || user.roles.includes(role);
export const canWrite = (user: WebUser) => holds(user, CONTACT_ROLES.write);

export interface Lookups {
  countries: ContactCountry[];
  users: PickerOption[];
}

type Named = { id: number; name?: string; nickname?: string };

/** The countries and the users to share with, once per panel; a lookup that fails is an empty list. */
export function useLookups(api: ApiClient): Lookups | null {
  const [value, setValue] = useState<Lookups | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([
      api.get<ContactCountry[]>(PATHS.countries).catch(() => [] as ContactCountry[]),
      api.get<Named[]>('/api/companies/local/users').then((rows) => rows.map((r) => ({ id: r.id, label: r.nickname ?? r.name ?? String(r.id), hint: r.nickname ? r.name : undefined })), () => [] as PickerOption[]),
    ]).then(([countries, users]) => live && setValue({ countries, users }));
    return () => { live = false; };
  }, [api]);
  return value;
}

/** The contact groups, reloaded by `reload()`. */
export function useGroups(api: ApiClient): [ContactGroup[], () => void] {
  const [groups, setGroups] = useState<ContactGroup[]>([]);
  const [serial, setSerial] = useState(0);
  useEffect(() => {
    let live = true;
    api.get<ContactGroup[]>('/api/contacts/groups').then((g) => live && setGroups(g), () => live && setGroups([]));
    return () => { live = false; };
  }, [api, serial]);
  return [groups, () => setSerial((n) => n + 1)];
}

export interface ContactPage { data: Contact[]; number: number; size: number; total: number }
