/**
 * The lists the story screens pick from: users (names, and the reporter, editor and image-editor
 * lists), the program's presenters, story types (abbreviation and colour), the story config
 * (`linkEnabled`) and the branch name. Each comes from the admin plugin's or the kernel's routes; a
 * call the user may not make (403: those routes need ROLE_USER_READ, ROLE_ADMIN_READ, ROLE_PROGRAM_READ)
 * just leaves its list empty, and pickers fall back to showing ids they cannot name.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '@lauda/sdk/web';

export interface UserOption {
  id: number;
  nickname: string;
  name?: string;
}
export interface TypeOption {
  id: number;
  name: string;
  abbreviation?: string | null;
  color?: string | null;
}
export interface ProgramInfo {
  id: number;
  name: string;
  presenterIds?: number[];
  announcerIds?: number[];
  defaultPresenterId?: number | null;
}

export interface Lookups {
  /** every user the caller may list, by id */
  users: Map<number, UserOption>;
  reporters: UserOption[];
  editors: UserOption[];
  imageEditors: UserOption[];
  /** the program's presenters and announcers, else every user */
  presenters: UserOption[];
  types: TypeOption[];
  program: ProgramInfo | null;
  branchName: string | null;
  /** story config: the LINK section is offered (default true) */
  linkEnabled: boolean;
  loaded: boolean;
}

export const emptyLookups: Lookups = {
  users: new Map(), reporters: [], editors: [], imageEditors: [], presenters: [], types: [], program: null, branchName: null, linkEnabled: true, loaded: false,
};

const TTL_MS = 60_000;
const cache = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

/** GET with a short cache per API client; a failure answers `fallback` (and is not cached). */
export function cachedGet<T>(api: Pick<ApiClient, 'get'>, path: string, fallback: T): Promise<T> {
  let m = cache.get(api);
  if (!m) cache.set(api, (m = new Map()));
  const hit = m.get(path);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = api.get<T>(path).catch(() => {
    m!.delete(path);
    return fallback;
  });
  m.set(path, { at: Date.now(), value });
  return value;
}

const list = (v: unknown): UserOption[] =>
  (Array.isArray(v) ? v : Array.isArray((v as { data?: unknown })?.data) ? (v as { data: unknown[] }).data : [])
    .filter((u): u is UserOption => typeof (u as UserOption)?.id === 'number')
    .map((u) => ({ id: u.id, nickname: u.nickname ?? u.name ?? `#${u.id}`, name: u.name }));

export async function loadLookups(api: Pick<ApiClient, 'get'>, programId: number | null): Promise<Lookups> {
  const [all, reporters, editors, imageEditors, types, program, config, branch] = await Promise.all([
    cachedGet<unknown>(api, '/api/users?category=active', []),
    cachedGet<unknown>(api, '/api/users/reporters', []),
    cachedGet<unknown>(api, '/api/users/editors', []),
    cachedGet<unknown>(api, '/api/users/image_editors', []),
    cachedGet<unknown>(api, '/api/types', []),
    programId ? cachedGet<ProgramInfo | null>(api, `/api/programs/${programId}`, null) : Promise.resolve(null),
    cachedGet<Record<string, unknown> | null>(api, '/api/configs/story', null),
    cachedGet<{ branchName?: string } | null>(api, '/api/branch/config', null),
  ]);
  const users = new Map<number, UserOption>();
  for (const u of [...list(all), ...list(reporters), ...list(editors), ...list(imageEditors)]) if (!users.has(u.id)) users.set(u.id, u);
  const presenterIds = [...(program?.presenterIds ?? []), ...(program?.announcerIds ?? [])];
  const presenters = presenterIds.length ? presenterIds.map((id) => users.get(id) ?? { id, nickname: `#${id}` }) : [...users.values()];
  const flags = (config as { flags?: Record<string, unknown> } | null)?.flags ?? config ?? {};
  return {
    users,
    reporters: list(reporters),
    editors: list(editors),
    imageEditors: list(imageEditors),
    presenters,
    types: (Array.isArray(types) ? types : []).filter((x): x is TypeOption => typeof x?.id === 'number'),
    program,
    branchName: branch?.branchName ?? null,
    linkEnabled: flags.linkEnabled !== false,
    loaded: true,
  };
}

export function useLookups(api: Pick<ApiClient, 'get'>, programId: number | null): Lookups {
  const [value, setValue] = useState<Lookups>(emptyLookups);
  useEffect(() => {
    let active = true;
    loadLookups(api, programId).then((l) => active && setValue(l)).catch(() => undefined);
    return () => {
      active = false;
    };
  }, [api, programId]);
  return value;
}

/** A user's nickname, or `#id` when the list does not hold it. */
export const userName = (l: Pick<Lookups, 'users'>, id: number | null | undefined): string => (id ? l.users.get(id)?.nickname ?? `#${id}` : '');
export const typeOf = (l: Pick<Lookups, 'types'>, id: number | null | undefined): TypeOption | null => (id ? l.types.find((x) => x.id === id) ?? null : null);
