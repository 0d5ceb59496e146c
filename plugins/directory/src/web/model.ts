/** The directory form: its text fields, what the browser checks before sending (the server checks again), the body it sends. */
import { ATTRIBUTE_NAME, ATTRIBUTE_PRESETS, LDAP_URL, looksLikeFilter, type DirectoryConfig, type DirectoryConfigInput, type SyncState } from '../common/index.js';

export const PATHS = {
  config: '/api/ldap/config',
  check: '/api/ldap/check',
  synchronize: '/api/ldap/synchronize',
  state: '/api/ldap/sync-state',
} as const;

/** the form: every setting as typed (text), the two switches; an empty `bindPassword` keeps the stored one */
export type TextKey = Exclude<keyof DirectoryConfigInput, 'enabled' | 'deactivateMissing' | 'version'>;
export type Form = Record<TextKey, string> & Pick<DirectoryConfig, 'enabled' | 'deactivateMissing'>;

export const toForm = (c: DirectoryConfig): Form => ({
  enabled: c.enabled, deactivateMissing: c.deactivateMissing, url: c.url, bindDn: c.bindDn, bindPassword: '',
  usersBaseDn: c.usersBaseDn, userFilter: c.userFilter, usernameAttribute: c.usernameAttribute, nameAttribute: c.nameAttribute,
  emailAttribute: c.emailAttribute, groupsBaseDn: c.groupsBaseDn, groupFilter: c.groupFilter, groupMemberAttribute: c.groupMemberAttribute,
  syncEveryMinutes: String(c.syncEveryMinutes),
});

export const withPreset = (f: Form, kind: keyof typeof ATTRIBUTE_PRESETS): Form => ({ ...f, ...ATTRIBUTE_PRESETS[kind] });

/** field → message key (under `invalid.`) */
export function problems(f: Form): Partial<Record<TextKey, string>> {
  const p: Partial<Record<TextKey, string>> = {};
  const url = f.url.trim();
  if (url && !LDAP_URL.test(url)) p.url = 'invalid.url';
  if (f.enabled && !url) p.url = 'invalid.required';
  if (f.enabled && !f.usersBaseDn.trim()) p.usersBaseDn = 'invalid.required';
  if (!looksLikeFilter(f.userFilter.trim())) p.userFilter = 'invalid.filter';
  if (f.groupFilter.trim() && !looksLikeFilter(f.groupFilter.trim())) p.groupFilter = 'invalid.filter';
  for (const k of ['usernameAttribute', 'nameAttribute', 'emailAttribute', 'groupMemberAttribute'] as const) {
    if (!ATTRIBUTE_NAME.test(f[k].trim())) p[k] = 'invalid.attribute';
  }
  const minutes = Number(f.syncEveryMinutes);
  if (!/^\d+$/.test(f.syncEveryMinutes.trim()) || minutes > 10_080) p.syncEveryMinutes = 'invalid.minutes';
  return p;
}

/** what PUT /api/ldap/config takes (an empty password field keeps the stored password) */
export function toBody(f: Form, version: number): DirectoryConfigInput {
  const { bindPassword, syncEveryMinutes, ...rest } = f;
  const trimmed = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as Omit<Form, 'bindPassword' | 'syncEveryMinutes'>;
  return { ...trimmed, syncEveryMinutes: Number(syncEveryMinutes), version, ...(bindPassword ? { bindPassword } : {}) };
}

/** The later of two states (the answer to "sync now" may come after the run's end on the topic): a later run, or the same run ended. */
export function later(a: SyncState | null, b: SyncState): SyncState {
  if (!a || (b.startedAt ?? '') > (a.startedAt ?? '')) return b;
  if (b.startedAt === a.startedAt && a.syncing && !b.syncing) return b;
  return a;
}
