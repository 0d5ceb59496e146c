import { useSyncExternalStore } from 'react';
import { MOBILE_READ, MOBILE_WRITE, type WebUser } from '@lauda/sdk/web';
import { canAccess } from '../registry/access';

/**
 * The mobile web app (README "Mobile"): a session is in mobile mode once it opened `/mobile` (the
 * installed app's start_url) or runs as the installed app; it leaves it with "Versão completa".
 * In mobile mode the shell offers the reporter's field screens only, refuses a user without
 * ROLE_MOBILE_READ, and shows the screens read-only to a user without ROLE_MOBILE_WRITE.
 */
const KEY = 'lauda.mobile';
const listeners = new Set<() => void>();

const installed = () => typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true;

export function isMobileMode(): boolean {
  try {
    const flag = sessionStorage.getItem(KEY);
    return flag === '1' || (flag === null && installed());
  } catch {
    return installed();
  }
}

export function setMobileMode(on: boolean): void {
  try {
    sessionStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // a browser without storage keeps the installed app's mode only
  }
  for (const fn of listeners) fn();
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
export const useMobileMode = (): boolean => useSyncExternalStore(subscribe, isMobileMode, () => false);

/** The panels of the field screens (the chat is the dock on every screen). */
export const FIELD_PANELS = ['guidelines', 'reportages'] as const;

export const mayUseMobile = (user: WebUser | null): boolean => canAccess([MOBILE_READ], user);

/** The user as the screens see them in mobile mode: without ROLE_MOBILE_WRITE, no write or admin role (read only). */
export function mobileUser<U extends WebUser | null>(user: U, mobile: boolean): U {
  if (!user || !mobile || canAccess([MOBILE_WRITE], user)) return user;
  return { ...user, roles: user.roles.filter((r) => !/_(WRITE|ADMIN)$/.test(r)) };
}
