/**
 * The lookups the whole web part names things with — the grid and the workspace (programs, document
 * types, users) and the story screens (reporter / editor / image-editor lists, the program's
 * presenters, the story config, the branch name). They come from the admin plugin's lookup routes
 * for this branch, `/api/companies/local/...`, which every signed-in user may read, so a journalist
 * with only the rundown and story roles sees names, not ids. A call that fails just leaves its list
 * empty (ids are shown then), never an error: the rundown itself needs only ROLE_RUNDOWN_READ.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '@lauda/sdk/web';
import { cachedGet } from '@lauda/web-kit';
import { DEFAULT_SETTINGS, type DocumentType, type EditorSettings, type Program as AdminProgram, type SettingsSections, type UserLookup } from '@lauda/plugin-admin/common';

/** The admin plugin's lookups of this branch (spec 000 §7 "Lookups per company"). */
export const LOOKUP_BASE = '/api/companies/local';
export const LOOKUP_PATHS = {
  programs: `${LOOKUP_BASE}/programs`,
  types: `${LOOKUP_BASE}/types`,
  users: `${LOOKUP_BASE}/users`,
  reporters: `${LOOKUP_BASE}/users/reporters`,
  editors: `${LOOKUP_BASE}/users/editors`,
  imageEditors: `${LOOKUP_BASE}/users/image_editors`,
  storyConfig: `${LOOKUP_BASE}/stories/config`,
  rundownConfig: `${LOOKUP_BASE}/rundowns/config`,
  /** the branch's settings (admin plugin), every signed-in user: behaviour flags, print, editor */
  settings: '/api/settings',
  /** the kernel's, public */
  branchConfig: '/api/branch/config',
} as const;

/** An active program the caller may see: the admin plugin's `Program`, of which the screens read these fields. */
export type Program = Pick<AdminProgram, 'id' | 'name' | 'start' | 'end'> & Partial<Pick<AdminProgram, 'active' | 'presenterIds' | 'announcerIds' | 'defaultPresenterId'>>;
export type ProgramInfo = Program;
/** A document type of the admin plugin's lookups (abbreviation and colour may be missing). */
export type DocType = Pick<DocumentType, 'id' | 'name'> & { abbreviation?: DocumentType['abbreviation'] | null; color?: DocumentType['color'] | null };
export type TypeOption = DocType;
/** A user of the admin plugin's company lookups. */
export type UserOption = Pick<UserLookup, 'id' | 'nickname'> & Partial<Pick<UserLookup, 'name' | 'categories'>>;
export type UserLite = UserOption;

const rows = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : Array.isArray((v as { data?: unknown })?.data) ? (v as { data: unknown[] }).data : [];
const withId = <X extends { id: number }>(v: unknown): X[] => rows(v).filter((x): x is X => typeof (x as X)?.id === 'number');
const userList = (v: unknown): UserOption[] =>
  withId<UserOption>(v).map((u) => ({ id: u.id, nickname: u.nickname ?? u.name ?? `#${u.id}`, name: u.name, categories: u.categories }));

export const loadPrograms = (api: Pick<ApiClient, 'get'>) => cachedGet<unknown>(api, LOOKUP_PATHS.programs, []).then((v) => withId<Program>(v));
export const loadTypes = (api: Pick<ApiClient, 'get'>) => cachedGet<unknown>(api, LOOKUP_PATHS.types, []).then((v) => withId<DocType>(v));
export const loadUsers = (api: Pick<ApiClient, 'get'>) => cachedGet<unknown>(api, LOOKUP_PATHS.users, []).then(userList);

/** The branch's settings (defaults when they cannot be read). */
export async function loadSettings(api: Pick<ApiClient, 'get'>): Promise<SettingsSections> {
  const r = await cachedGet<Partial<Record<keyof SettingsSections, { values?: object }>> | null>(api, LOOKUP_PATHS.settings, null);
  return {
    flags: { ...DEFAULT_SETTINGS.flags, ...r?.flags?.values },
    print: { ...DEFAULT_SETTINGS.print, ...r?.print?.values },
    editor: { ...DEFAULT_SETTINGS.editor, ...r?.editor?.values },
  };
}

/** The branch's settings for a screen: the defaults until they load. */
export function useBranchSettings(api: Pick<ApiClient, 'get'>): SettingsSections {
  const [value, setValue] = useState<SettingsSections>(DEFAULT_SETTINGS);
  useEffect(() => {
    let active = true;
    loadSettings(api).then((s) => active && setValue(s), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);
  return value;
}

/** The rundown config's `estimatedEnabled` (the estimated column and field are shown; default true). */
export async function loadEstimatedEnabled(api: Pick<ApiClient, 'get'>): Promise<boolean> {
  const c = await cachedGet<{ flags?: Record<string, unknown> } | Record<string, unknown> | null>(api, LOOKUP_PATHS.rundownConfig, null);
  const flags = ((c as { flags?: Record<string, unknown> } | null)?.flags ?? c ?? {}) as Record<string, unknown>;
  return flags.estimatedEnabled !== false;
}

/* ------------------------------------------------------------------ the workspace's lists */

export interface WorkspaceLookups {
  programs: Program[];
  types: DocType[];
  users: UserLite[];
}

export async function loadWorkspaceLookups(api: Pick<ApiClient, 'get'>): Promise<WorkspaceLookups> {
  const [programs, types, users] = await Promise.all([loadPrograms(api), loadTypes(api), loadUsers(api)]);
  return { programs, types, users };
}

/* ------------------------------------------------------------------ the story screens' lists */

export interface Lookups {
  /** every active user, by id */
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
  /** rundown config: the estimated time is shown (default true) */
  estimatedEnabled: boolean;
  /** the branch's reading estimate, seconds per counted character */
  readRate: number;
  /** the branch's script editor defaults */
  editor: EditorSettings;
  loaded: boolean;
}

export const emptyLookups: Lookups = {
  users: new Map(), reporters: [], editors: [], imageEditors: [], presenters: [], types: [], program: null, branchName: null, linkEnabled: true,
  estimatedEnabled: true, readRate: DEFAULT_SETTINGS.flags.readRate, editor: DEFAULT_SETTINGS.editor, loaded: false,
};

export async function loadLookups(api: Pick<ApiClient, 'get'>, programId: number | null): Promise<Lookups> {
  const [all, reporters, editors, imageEditors, types, programs, config, branch, settings, estimatedEnabled] = await Promise.all([
    loadUsers(api),
    cachedGet<unknown>(api, LOOKUP_PATHS.reporters, []).then(userList),
    cachedGet<unknown>(api, LOOKUP_PATHS.editors, []).then(userList),
    cachedGet<unknown>(api, LOOKUP_PATHS.imageEditors, []).then(userList),
    loadTypes(api),
    programId ? loadPrograms(api) : Promise.resolve([] as Program[]),
    cachedGet<Record<string, unknown> | null>(api, LOOKUP_PATHS.storyConfig, null),
    cachedGet<{ branchName?: string } | null>(api, LOOKUP_PATHS.branchConfig, null),
    loadSettings(api),
    loadEstimatedEnabled(api),
  ]);
  const users = new Map<number, UserOption>();
  for (const u of [...all, ...reporters, ...editors, ...imageEditors]) if (!users.has(u.id)) users.set(u.id, u);
  const program = programId ? programs.find((p) => p.id === programId) ?? null : null;
  const presenterIds = [...(program?.presenterIds ?? []), ...(program?.announcerIds ?? [])];
  const presenters = presenterIds.length ? presenterIds.map((id) => users.get(id) ?? { id, nickname: `#${id}` }) : [...users.values()];
  const flags = ((config as { flags?: Record<string, unknown> } | null)?.flags ?? config ?? {}) as Record<string, unknown>;
  return {
    users, reporters, editors, imageEditors, presenters, types, program,
    branchName: branch?.branchName ?? null,
    linkEnabled: flags.linkEnabled !== false,
    estimatedEnabled,
    readRate: settings.flags.readRate,
    editor: settings.editor,
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
