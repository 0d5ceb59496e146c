import { DEFAULT_LOCALE, type Locale, type WebUser } from '@lauda/sdk/web';
import { api, ApiError } from '../api/client';
import type { BranchConfig, SystemInfo } from '../api/types';
import { chooseLocale, initI18n } from '../i18n';

export interface BootState {
  branch: BranchConfig | null;
  user: WebUser | null;
  system: SystemInfo | null;
  locale: Locale;
}

export const PRODUCT = 'Lauda';

/** Spec 000 §1: the product name followed by the server version when known. */
export function setPageTitle(system: SystemInfo | null): void {
  document.title = system ? `${system.product || PRODUCT} ${system.version}`.trim() : PRODUCT;
}

/** GET /api/session: the user, or null when not signed in (a 200 either way, so no console error). */
export async function fetchMe(): Promise<WebUser | null> {
  try {
    return (await api.get<{ user: WebUser | null }>('/api/session')).user;
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 401) console.error('[lauda] cannot load the current user', e);
    return null;
  }
}

/** GET /api/system, or null (e.g. not public on this server before sign-in). */
export async function fetchSystem(): Promise<SystemInfo | null> {
  try {
    return await api.get<SystemInfo>('/api/system');
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 401) console.error('[lauda] cannot load the system information', e);
    return null;
  }
}

/**
 * Startup (spec 000 §1): the branch configuration first (its locale and name; pt_BR when it
 * cannot be loaded), then the current user, then the application is shown.
 */
export async function bootstrap(): Promise<BootState> {
  let branch: BranchConfig | null = null;
  try {
    branch = await api.get<BranchConfig>('/api/branch/config');
  } catch (e) {
    console.error('[lauda] cannot load the branch configuration; using pt_BR', e);
  }
  const locale = branch ? chooseLocale(branch.locale) : chooseLocale(DEFAULT_LOCALE);
  await initI18n(locale);
  const [user, system] = await Promise.all([fetchMe(), fetchSystem()]);
  setPageTitle(system);
  return { branch, user, system, locale };
}
