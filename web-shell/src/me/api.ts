import type { ApiClient } from '@lauda/sdk/web';
import { isApiError } from '../api/client';

/** "My data" (kernel/src/me): the signed-in user's own records, as the kernel answers them. */
export const ME = '/api/users/me';
import type { Preferences } from '@lauda/sdk/web';
export type { MySession, Preferences, Profile } from '@lauda/sdk/web';

/** The field a refusal names (`details.issues[0].field`, or `details.field`), if any. */
export function refusedField(e: unknown): string | null {
  if (!isApiError(e)) return null;
  const d = e.details as { field?: unknown; issues?: { field?: unknown }[] } | undefined;
  const f = d?.issues?.[0]?.field ?? d?.field;
  return typeof f === 'string' ? f : null;
}

/** "Chrome 131 · Linux" from a user agent: enough to tell one's own browsers apart. */
export function browserOf(ua: string | null): string | null {
  if (!ua) return null;
  const browser = /Edg\/(\d+)/.exec(ua) ? `Edge ${/Edg\/(\d+)/.exec(ua)![1]}`
    : /Firefox\/(\d+)/.exec(ua) ? `Firefox ${/Firefox\/(\d+)/.exec(ua)![1]}`
    : /Chrom(?:e|ium)\/(\d+)/.exec(ua) ? `Chrome ${/Chrom(?:e|ium)\/(\d+)/.exec(ua)![1]}`
    : /Version\/(\d+).*Safari/.exec(ua) ? `Safari ${/Version\/(\d+)/.exec(ua)![1]}`
    : null;
  const system = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : null;
  return [browser, system].filter(Boolean).join(' · ') || ua.slice(0, 60);
}

/** The user's preferences, or the defaults when they cannot be read (a sign-in never fails over them). */
export async function loadPreferences(api: ApiClient): Promise<Preferences | null> {
  try {
    return await api.get<Preferences>(`${ME}/preferences`);
  } catch {
    return null;
  }
}
