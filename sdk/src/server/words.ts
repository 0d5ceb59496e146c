/**
 * Words on the server (PDFs, and later mail): a plugin's i18n files read by key, as its screens'
 * `t()` reads them, in the language asked for, else the default one, else the key itself.
 */
import { DEFAULT_LOCALE, type Locale } from '../common/locales.js';

export type Words = (key: string, values?: Record<string, string | number>) => string;

/** An i18n file per language (the same JSON the web part loads). */
export type WordResources = Partial<Record<Locale, unknown>>;

function lookup(tree: unknown, key: string): string | null {
  let at = tree;
  for (const part of key.split('.')) {
    if (at === null || typeof at !== 'object') return null;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : null;
}

/** `{{name}}` placeholders filled from `values`; a name without a value stays as written. */
export function fillWords(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** `w('web.grid.block', { n: 2 })` in `locale`, falling back to the default language, then to the key. */
export function wordsOf(resources: WordResources, locale?: Locale): Words {
  const tree = resources[locale ?? DEFAULT_LOCALE] ?? resources[DEFAULT_LOCALE];
  return (key, values) => fillWords(lookup(tree, key) ?? lookup(resources[DEFAULT_LOCALE], key) ?? key, values);
}
