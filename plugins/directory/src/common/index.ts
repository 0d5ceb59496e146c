/** What the directory plugin shares with browsers: ids, roles, the topic, the config and sync-state shapes, message keys. */
export const DIRECTORY_PLUGIN_ID = 'directory';
/** the spec's topic name: sync progress and result, administrators only */
export const LDAP_TOPIC = 'ldap';

export const DIRECTORY_ROLES = {
  read: 'ROLE_ADMIN_READ',
  write: 'ROLE_ADMIN_WRITE',
} as const;

export const DIRECTORY_ERRORS = {
  staleVersion: 'ldap.staleVersion',
  notConfigured: 'ldap.notConfigured',
  disabled: 'ldap.disabled',
  bindFailed: 'ldap.bindFailed',
  unavailable: 'ldap.unavailable',
  searchFailed: 'ldap.searchFailed',
  syncing: 'ldap.syncing',
} as const;

/** The auth log's reason when a directory user cannot be checked because the directory does not answer. */
export const DIRECTORY_UNAVAILABLE_REASON = 'directoryUnavailable';

/** a directory address: ldap:// or ldaps://, host and port */
export const LDAP_URL = /^ldaps?:\/\/[^\s/]+(:\d+)?\/?$/i;
/** an attribute's name */
export const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

/** An LDAP filter's outline: in parentheses that close in order (literal ones are escaped \28 \29); the server parses it too. */
export function looksLikeFilter(v: string): boolean {
  if (!v.startsWith('(') || !v.endsWith(')')) return false;
  let depth = 0;
  for (const ch of v) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** Attribute names the form proposes for each kind of directory. */
export const ATTRIBUTE_PRESETS = {
  activeDirectory: { usernameAttribute: 'sAMAccountName', nameAttribute: 'displayName', emailAttribute: 'mail', groupMemberAttribute: 'member',
    // people, not computers, and not the disabled accounts (the bit 2 of userAccountControl)
    userFilter: '(&(objectClass=user)(objectCategory=person)(!(userAccountControl:1.2.840.113556.1.4.803:=2)))', groupFilter: '(objectClass=group)' },
  openLdap: { usernameAttribute: 'uid', nameAttribute: 'cn', emailAttribute: 'mail', groupMemberAttribute: 'member',
    userFilter: '(objectClass=inetOrgPerson)', groupFilter: '(objectClass=groupOfNames)' },
} as const;

/** The directory settings as read (the bind password never leaves the server: `bindPasswordSet`). */
export interface DirectoryConfig {
  enabled: boolean;
  /** ldap:// or ldaps:// */
  url: string;
  bindDn: string;
  bindPasswordSet: boolean;
  usersBaseDn: string;
  userFilter: string;
  usernameAttribute: string;
  nameAttribute: string;
  emailAttribute: string;
  /** empty: groups are not synchronised */
  groupsBaseDn: string;
  groupFilter: string;
  groupMemberAttribute: string;
  /** 0: only by hand */
  syncEveryMinutes: number;
  /** users gone from the directory are deactivated */
  deactivateMissing: boolean;
  version: number;
}

/** What `PUT /api/ldap/config` takes: `bindPassword` absent keeps the stored one, '' clears it. */
export type DirectoryConfigInput = Omit<DirectoryConfig, 'bindPasswordSet'> & { bindPassword?: string };

/** `POST /api/ldap/check`: the bind worked; how many entries the filters find. */
export interface DirectoryCheck {
  users: number;
  groups: number;
}

/** The sync state (spec 001 §4: "AD user sync has a syncing flag"); instants ISO 8601. */
export interface SyncState {
  syncing: boolean;
  startedAt: string | null;
  finishedAt: string | null;
  created: number;
  updated: number;
  deactivated: number;
  groups: number;
  /** directory entries left alone: a local account of that name, a nickname or e-mail in use, no username */
  skipped: number;
  /** the message of the last failure (null after a sync that worked) */
  error: string | null;
  /** its message key (`ldap.unavailable`, `ldap.bindFailed`, `ldap.searchFailed`, …) */
  errorCode: string | null;
  /** what started it: `manual` or `scheduled` */
  trigger: string | null;
}
