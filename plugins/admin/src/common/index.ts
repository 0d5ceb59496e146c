/**
 * What other plugins and the admin screens may import: ids, roles, topic names, DTO types and
 * message keys. Browser-safe: the services this plugin provides are in `./server` (src/server/refs.ts).
 */

export const ADMIN_PLUGIN_ID = 'admin';

/** Roles this plugin checks (all are the spec's, 000 §6). */
export const ADMIN_ROLES = {
  adminRead: 'ROLE_ADMIN_READ',
  adminWrite: 'ROLE_ADMIN_WRITE',
  branchRead: 'ROLE_BRANCH_READ',
  programRead: 'ROLE_PROGRAM_READ',
  programWrite: 'ROLE_PROGRAM_WRITE',
  teamRead: 'ROLE_TEAM_READ',
  teamWrite: 'ROLE_TEAM_WRITE',
  userRead: 'ROLE_USER_READ',
  userWrite: 'ROLE_USER_WRITE',
} as const;

/** Live topics: `users` and `teams` are the spec's (000 §7); the others are this plugin's. */
export const ADMIN_TOPICS = {
  users: 'users',
  groups: 'groups',
  teams: 'teams',
  programs: 'programs',
  branches: 'branches',
  /** classifications, vehicles, types, editorials and the per-type configs; `data.kind` says which */
  lookups: 'lookups',
} as const;

/** Entity types of the revision history (`GET /api/revisions/{type}/{id}`). */
export const ADMIN_REVISION_TYPES = {
  program: 'program',
  team: 'team',
  branch: 'branch',
  classification: 'classification',
  vehicle: 'vehicle',
  type: 'type',
  editorial: 'editorial',
  config: 'lookup_config',
  user: 'user',
  group: 'group',
} as const;

/** Limits of the fields (characters). */
export const ADMIN_LIMITS = {
  name: 100,
  host: 255,
  abbreviation: 10,
  /** ids in one list field (presenters, members, allowed groups…) */
  ids: 500,
} as const;

/** `HH:mm:ss`, 00:00:00 to 23:59:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** `#RRGGBB` (a `#RGB` input is widened and upper-cased). */
export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The spec's media types (000 §3 "Media types"): what a vehicle is. */
export const VEHICLE_TYPES = ['TV', 'RADIO', 'WEB', 'NEWSPAPER'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/* ------------------------------------------------------------------ DTOs */

export interface Program {
  id: number;
  name: string;
  /** HH:mm:ss; when `end` is before `start` the program ends the next day */
  start: string;
  end: string;
  presenterIds: number[];
  announcerIds: number[];
  editorIds: number[];
  imageEditorIds: number[];
  defaultPresenterId: number | null;
  defaultAnnouncerId: number | null;
  /** blank = every user may see the program */
  allowedGroupIds: number[];
  cgDeviceId: number | null;
  playoutDeviceId: number | null;
  legacy: boolean;
  active: boolean;
  /** raised by every change; a PUT sends the one it read (stale: 412) */
  version: number;
}

export interface Team {
  id: number;
  name: string;
  memberIds: number[];
  /** nicknames of the members, in the order of `memberIds` */
  membersNicknames: string[];
  /** raised by every change; a PUT sends the one it read (stale: 412) */
  version: number;
}

/** A remote company (branch) of the same organisation. */
export interface Branch {
  id: number;
  name: string;
  /** base URL of the branch's Lauda, e.g. https://campinas.example.com */
  host: string;
  active: boolean;
  /** a credential to call the branch with is stored (it is never answered) */
  credentialSet: boolean;
  /** raised by every change; a PUT sends the one it read (stale: 412) */
  version: number;
}

export interface Classification {
  id: number;
  name: string;
  version: number;
}
export interface Editorial {
  id: number;
  name: string;
  version: number;
}
export interface Vehicle {
  id: number;
  name: string;
  type: VehicleType;
  version: number;
}
/** A document type: abbreviation and colour. */
export interface DocumentType {
  id: number;
  name: string;
  abbreviation: string;
  /** #RRGGBB */
  color: string;
  version: number;
}

/** Lookup kinds with their own CRUD (`/api/classifications`, …). */
export const LOOKUP_KINDS = ['classification', 'vehicle', 'type', 'editorial'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** Per-type enabled flags (spec 001 §3 Configs). */
export const CONFIG_FLAGS = {
  reportage: ['vehiclesEnabled', 'editorEnabled', 'cameramanEnabled', 'classificationEnabled', 'editorialsEnabled'],
  document: ['branchEnabled'],
  guideline: ['classificationEnabled', 'editorsEnabled', 'reportersEnabled', 'editorialsEnabled', 'typeEnabled', 'vehiclesEnabled'],
  rundown: ['estimatedEnabled'],
  story: ['linkEnabled'],
} as const;
export type ConfigKind = keyof typeof CONFIG_FLAGS;
export const CONFIG_KINDS = Object.keys(CONFIG_FLAGS) as ConfigKind[];
export type ConfigFlags<K extends ConfigKind = ConfigKind> = { [F in (typeof CONFIG_FLAGS)[K][number]]: boolean };
export interface LookupConfig<K extends ConfigKind = ConfigKind> {
  kind: K;
  flags: ConfigFlags<K>;
  version: number;
}
/** The company lookup path of each config (`/api/companies/{id}/<path>/config`). */
export const CONFIG_LOOKUP_PATHS: Record<string, ConfigKind> = {
  documents: 'document',
  assignments: 'guideline',
  news_reports: 'reportage',
  stories: 'story',
  rundowns: 'rundown',
};

/** A user as the company lookups show it to every signed-in user (no e-mail, no roles). */
export interface UserLookup {
  id: number;
  nickname: string;
  name: string;
  online: boolean;
  categories: string[];
}

/** `companyId` of this branch in the company lookups. */
export const LOCAL_COMPANY_IDS = ['0', 'local'] as const;

/* ------------------------------------------------------------------ message keys */

/** Error codes this plugin answers with; `i18n/<locale>.json` has their texts keyed by the code. */
export const ADMIN_ERRORS = {
  programNotFound: 'program.notFound',
  programNameInUse: 'program.nameInUse',
  programHasContent: 'program.hasContent',
  programUnknownUser: 'program.unknownUser',
  programUnknownGroup: 'program.unknownGroup',
  programDefaultNotListed: 'program.defaultNotListed',
  teamNotFound: 'team.notFound',
  teamInUse: 'team.inUse',
  teamUnknownUser: 'team.unknownUser',
  branchNotFound: 'branch.notFound',
  branchNameInUse: 'branch.nameInUse',
  branchHostInUse: 'branch.hostInUse',
  branchNameAndHostInUse: 'branch.nameAndHostInUse',
  branchInUse: 'branch.inUse',
  branchInactive: 'branch.inactive',
  branchCredentialNotFound: 'branch.credentialNotFound',
  branchCredentialUser: 'branch.credentialUser',
  lookupNotFound: 'lookup.notFound',
  lookupNameInUse: 'lookup.nameInUse',
  recordInUse: 'record.inUse',
  groupInPrograms: 'group.inPrograms',
  configStale: 'config.stale',
  programStaleVersion: 'program.staleVersion',
  teamStaleVersion: 'team.staleVersion',
  branchStaleVersion: 'branch.staleVersion',
  lookupStaleVersion: 'lookup.staleVersion',
  userLinkedToPrograms: 'user.linkedToPrograms',
  userCannotRemoveSelf: 'user.cannotRemoveSelf',
} as const;

/** An incoming branch credential: another installation calls this one with its token, acting as `userId`. */
export interface BranchCredential {
  id: number;
  name: string;
  userId: number;
  userNickname: string | null;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revoked: boolean;
}

/** Document types a user may copy to another branch (`POST /api/branches/{id}/copies`). */
export const BRANCH_COPY_TYPES = ['guideline', 'reportage', 'story', 'proposal', 'rundown'] as const;
export type BranchCopyType = (typeof BRANCH_COPY_TYPES)[number];

/** The answer of a copy: the new document on the other branch. */
export interface BranchCopy {
  id: number;
  /** path in the other branch's shell */
  link: string;
  /** the full address (the branch's host + link) */
  url: string;
}
export * from './settings.js';
