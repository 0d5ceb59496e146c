/**
 * Talking to the directory with ldapts: bind with the service account, search users and groups
 * (paged), and check a user's password by binding as their entry. Failures become the API's:
 * a refused bind 422 ldap.bindFailed, a refused search 422 ldap.searchFailed, a directory that does
 * not answer 502 ldap.unavailable, each with the directory's own message.
 */
import { Client, Filter, InvalidCredentialsError, ResultCodeError, type Entry } from 'ldapts';
import { LaudaError, RuleRefusedError, type PasswordVerdict } from '@lauda/sdk/server';
import { DIRECTORY_ERRORS } from '../../common/index.js';
import type { Settings } from './settings.js';

export interface DirectoryUser {
  dn: string;
  username: string;
  name: string;
  email: string | null;
}

export interface DirectoryGroup {
  dn: string;
  name: string;
  /** DNs of the members (or usernames, for a posixGroup's memberUid) */
  members: string[];
}

const PAGE = 500;

/** the values of an attribute, whatever case the directory answers its name in */
function values(entry: Entry, attribute: string): string[] {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const v = key ? entry[key] : undefined;
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).map((x) => (Buffer.isBuffer(x) ? x.toString('utf8') : String(x)));
}

/** The API's answer for a failure of the directory. */
export function directoryFailure(e: unknown): LaudaError {
  if (e instanceof LaudaError) return e;
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof InvalidCredentialsError) return new RuleRefusedError(`The directory refused the bind: ${message}`, DIRECTORY_ERRORS.bindFailed, { directory: message });
  if (e instanceof ResultCodeError) return new RuleRefusedError(`The directory refused the search: ${message}`, DIRECTORY_ERRORS.searchFailed, { directory: message, resultCode: e.code });
  return new LaudaError(502, DIRECTORY_ERRORS.unavailable, `The directory does not answer: ${message}`, { directory: message });
}

/** Opens a connection bound with the service account (anonymous without a bind DN), runs `fn`, unbinds. */
export async function withDirectory<T>(s: Settings, timeoutMs: number, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ url: s.url, timeout: timeoutMs, connectTimeout: timeoutMs });
  try {
    if (s.bindDn) await client.bind(s.bindDn, s.bindPassword);
    return await fn(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

async function search(c: Client, base: string, filter: string, attributes: string[]): Promise<Entry[]> {
  const { searchEntries } = await c.search(base, { scope: 'sub', filter, attributes, paged: { pageSize: PAGE } });
  return searchEntries;
}

export async function searchUsers(c: Client, s: Settings): Promise<DirectoryUser[]> {
  const entries = await search(c, s.usersBaseDn, s.userFilter, [s.usernameAttribute, s.nameAttribute, s.emailAttribute]);
  return entries.flatMap((e) => {
    const username = values(e, s.usernameAttribute)[0]?.trim() ?? '';
    const email = values(e, s.emailAttribute)[0]?.trim().toLowerCase() || null;
    return [{ dn: e.dn, username, name: values(e, s.nameAttribute)[0]?.trim() || username, email }];
  });
}

export async function searchGroups(c: Client, s: Settings): Promise<DirectoryGroup[]> {
  if (!s.groupsBaseDn) return [];
  const entries = await search(c, s.groupsBaseDn, s.groupFilter || '(objectClass=*)', ['cn', s.groupMemberAttribute]);
  return entries.map((e) => ({ dn: e.dn, name: values(e, 'cn')[0]?.trim() || e.dn, members: values(e, s.groupMemberAttribute) }));
}

/** How many entries the filters find (after the bind). */
export async function countEntries(s: Settings, timeoutMs: number): Promise<{ users: number; groups: number }> {
  return withDirectory(s, timeoutMs, async (c) => ({
    users: (await search(c, s.usersBaseDn, s.userFilter, ['1.1'])).length,
    groups: s.groupsBaseDn ? (await search(c, s.groupsBaseDn, s.groupFilter || '(objectClass=*)', ['1.1'])).length : 0,
  }));
}

/**
 * A directory user's password: find their entry (service bind), then bind as it. An empty password
 * is wrong (an LDAP bind with an empty password is an anonymous bind, which succeeds).
 */
export async function verifyDirectoryPassword(s: Settings, timeoutMs: number, username: string, password: string): Promise<PasswordVerdict> {
  if (!password) return 'wrong';
  try {
    const filter = `(&${s.userFilter}(${s.usernameAttribute}=${Filter.escape(username)}))`;
    const found = await withDirectory(s, timeoutMs, (c) => search(c, s.usersBaseDn, filter, ['1.1']));
    if (found.length !== 1) return 'wrong';
    const client = new Client({ url: s.url, timeout: timeoutMs, connectTimeout: timeoutMs });
    try {
      await client.bind(found[0]!.dn, password);
      return 'ok';
    } finally {
      await client.unbind().catch(() => undefined);
    }
  } catch (e) {
    return e instanceof InvalidCredentialsError ? 'wrong' : 'unavailable';
  }
}
