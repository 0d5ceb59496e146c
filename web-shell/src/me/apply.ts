import { i18n, setLocale } from '../i18n';
import type { DesktopAlerts } from '../notifications/desktop';
import type { Preferences } from './api';

/**
 * The account's preferences on this browser: notice sounds and desktop notices at once, and its
 * language when it has one (kept locally too, so the sign-in page speaks it next time). Without
 * one, the browser's local choice stays.
 */
export async function applyPreferences(p: Preferences | null, desktop: DesktopAlerts): Promise<void> {
  if (!p) return;
  desktop.configure({ sounds: p.sounds, desktop: p.desktopNotices });
  if (p.locale && p.locale !== i18n.language) await setLocale(p.locale);
}
