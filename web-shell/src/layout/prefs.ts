import { useCallback, useSyncExternalStore } from 'react';

/** The shell's layout choices, kept per user in this browser (layout only, so localStorage is enough). */
export interface LayoutPrefs {
  menuCollapsed: boolean;
  compactHeader: boolean;
}
const DEFAULTS: LayoutPrefs = { menuCollapsed: false, compactHeader: false };

export const layoutKey = (userId: number | string | null | undefined) => `lauda.layout.${userId ?? 'anonymous'}`;

export function readPrefs(userId: number | string | null | undefined): LayoutPrefs {
  try {
    const raw = localStorage.getItem(layoutKey(userId));
    const saved = raw ? (JSON.parse(raw) as Partial<LayoutPrefs>) : {};
    return { menuCollapsed: saved.menuCollapsed === true, compactHeader: saved.compactHeader === true };
  } catch {
    return DEFAULTS;
  }
}

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  window.addEventListener('storage', fn);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', fn);
  };
};

/** The user's layout choices and a setter; every component reading them follows a change at once. */
export function useLayoutPrefs(userId: number | string | null | undefined): [LayoutPrefs, (change: Partial<LayoutPrefs>) => void] {
  const key = layoutKey(userId);
  const raw = useSyncExternalStore(subscribe, () => {
    try {
      return localStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  });
  const prefs = raw ? readPrefs(userId) : DEFAULTS;
  const set = useCallback((change: Partial<LayoutPrefs>) => {
    try {
      localStorage.setItem(key, JSON.stringify({ ...readPrefs(userId), ...change }));
    } catch {
      /* private mode: the choice is not kept */
    }
    for (const l of listeners) l();
  }, [key, userId]);
  return [prefs, set];
}

/** Phones (up to 640 px wide): the menu becomes a drawer and screens show their phone layout. */
export const PHONE_QUERY = '(max-width: 640px)';

const mediaSubscribe = (fn: () => void) => {
  const m = window.matchMedia(PHONE_QUERY);
  m.addEventListener('change', fn);
  return () => m.removeEventListener('change', fn);
};
export function usePhone(): boolean {
  return useSyncExternalStore(mediaSubscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}
