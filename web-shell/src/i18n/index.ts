import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type I18nResources, type Locale } from '@lauda/sdk/web';

/** The shell's own namespace; each plugin's strings live in a namespace named after the plugin id. */
export const SHELL_NS = 'shell';
/** Where the user's language choice is kept (spec 000 §9: "language choice is stored locally"). */
export const LOCALE_KEY = 'lauda.locale';

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** `pt_BR` → `pt-BR`, for `<html lang>` and `Intl` (plugins format dates with `document.documentElement.lang`). */
export const bcp47 = (l: Locale): string => l.replace('_', '-');

function storedLocale(): Locale | null {
  try {
    const v = localStorage.getItem(LOCALE_KEY);
    return isLocale(v) ? v : null;
  } catch {
    return null;
  }
}

/** The user's stored choice, else the branch's locale, else pt_BR. */
export function chooseLocale(branchLocale: unknown): Locale {
  return storedLocale() ?? (isLocale(branchLocale) ? branchLocale : DEFAULT_LOCALE);
}

export const i18n = i18next.createInstance();

/** The shell's strings of each language, downloaded when that language is used (one on the sign-in page). */
const BUNDLES: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  pt_BR: () => import('./pt_BR.json'),
  en_US: () => import('./en_US.json'),
  es_ES: () => import('./es_ES.json'),
};

/** Adds the shell's strings of `locale` unless they are there. */
async function loadShellStrings(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, SHELL_NS)) return;
  const bundle = (await BUNDLES[locale]()).default;
  i18n.addResourceBundle(locale, SHELL_NS, bundle, true, true);
}

export async function initI18n(locale: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // the codes are used as given (pt_BR), never cut to a language part
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: [SHELL_NS],
    defaultNS: SHELL_NS,
    fallbackNS: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  // one language only: the three have the same keys (test/errors.test.ts), so no fallback is downloaded
  await loadShellStrings(locale);
  document.documentElement.lang = bcp47(locale);
}

export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await loadShellStrings(locale);
  document.documentElement.lang = bcp47(locale);
  await i18n.changeLanguage(locale);
}

/** Adds a plugin's resources under its own namespace. */
export function addPluginResources(ns: string, resources: I18nResources | undefined): void {
  if (!resources) return;
  for (const locale of LOCALES) {
    const bundle = resources[locale];
    if (bundle) i18n.addResourceBundle(locale, ns, bundle, true, true);
  }
}
