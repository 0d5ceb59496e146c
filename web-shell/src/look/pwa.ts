import { useSyncExternalStore } from 'react';

/**
 * The installable web app (README "Mobile"): the service worker at `/sw.js` (web-shell/public)
 * keeps the app shell for offline starts; the manifest is the kernel's `/api/branch/manifest.webmanifest`.
 * Registered in built shells only (the dev server reloads its modules itself).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => console.warn('[lauda] service worker not registered', e));
  });
}

const subscribe = (fn: () => void) => {
  window.addEventListener('online', fn);
  window.addEventListener('offline', fn);
  return () => {
    window.removeEventListener('online', fn);
    window.removeEventListener('offline', fn);
  };
};

/** Whether the browser says it has a network (it tells when it changes). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

/**
 * Whether the server answers: a light public call that the service worker never caches, made now
 * and whenever the browser's network changes. A fetch that fails (no answer at all, not an HTTP
 * error) means the shell was opened from the kept copy without a network.
 */
export async function serverReachable(): Promise<boolean> {
  try {
    await fetch('/api/branch/locales', { cache: 'no-store', credentials: 'same-origin' });
    return true;
  } catch {
    return false;
  }
}
