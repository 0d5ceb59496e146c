/**
 * The kit's own words (pager, picker, dialog, actions, validation) in the three languages, so a
 * plugin's strings need not repeat them. The language comes from `KitProvider` (the shell's
 * choice), else from `<html lang>`.
 */
import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@lauda/sdk/web';
import en_US from '../i18n/en_US.json';
import es_ES from '../i18n/es_ES.json';
import pt_BR from '../i18n/pt_BR.json';

type Bundle = { [key: string]: string | Bundle };
const BUNDLES: Record<Locale, Bundle> = { pt_BR, en_US, es_ES };

export type KitT = (key: string, vars?: Record<string, unknown>) => string;

/** `pt-BR` or `pt_BR` → `pt_BR`; anything else → the default language. */
export function toLocale(tag: string | null | undefined): Locale {
  const l = (tag ?? '').replace('-', '_');
  return (LOCALES as readonly string[]).includes(l) ? (l as Locale) : DEFAULT_LOCALE;
}

/** Replaces `{{name}}` by `vars.name`. */
export function interpolate(text: string, vars?: Record<string, unknown>): string {
  return vars ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;
}

/** The kit's text for `key` (dotted) in `locale`, falling back to the default language, then to the key. */
export function kitText(locale: Locale, key: string, vars?: Record<string, unknown>): string {
  for (const l of [locale, DEFAULT_LOCALE]) {
    let node: string | Bundle | undefined = BUNDLES[l];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return interpolate(node, vars);
  }
  return key;
}

export const KitLocaleContext = createContext<Locale | null>(null);

const pageLocale = (): Locale => toLocale(typeof document === 'undefined' ? null : document.documentElement.lang);

/** The kit's language (the shell's choice). */
export function useKitLocale(): Locale {
  return useContext(KitLocaleContext) ?? pageLocale();
}

/** The kit's translate function in the current language. */
export function useKitText(): KitT {
  const locale = useKitLocale();
  return useCallback<KitT>((key, vars) => kitText(locale, key, vars), [locale]);
}

/** `<html lang>` style tag of a locale, for `Intl` (`pt_BR` → `pt-BR`). */
export const bcp47 = (l: Locale): string => l.replace('_', '-');

/**
 * A panel's `t` under a key prefix, remembering each plain text once it is found: a grid of rows asks
 * the same labels hundreds of times per render, and i18next resolves every call anew. Calls with
 * variables (plurals, names) are not remembered; a text not (yet) found is asked again next time.
 * Made anew whenever `t` changes (the language).
 */
export function scopedT(t: KitT, prefix: string): KitT {
  const found = new Map<string, string>();
  return (key, vars) => {
    if (vars) return t(prefix + key, vars);
    let text = found.get(key);
    if (text === undefined) {
      text = t(prefix + key);
      if (text !== prefix + key) found.set(key, text);
    }
    return text;
  };
}
