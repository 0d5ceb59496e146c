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

/** Whether the browser has a network (it tells when it changes). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
