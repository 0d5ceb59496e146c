/**
 * The plugin's words on the server, for its PDFs: the same i18n files as its screens, in the
 * language the request asks for (else the branch's, chosen by the PDF service).
 */
import { DEFAULT_LOCALE, type Locale, type PdfRun } from '@lauda/sdk/server';
import en_US from '../../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../../i18n/pt_BR.json' with { type: 'json' };

const RESOURCES: Record<Locale, unknown> = { en_US, es_ES, pt_BR };

export type Words = (key: string, values?: Record<string, string | number>) => string;

function lookup(tree: unknown, key: string): string | null {
  let at = tree;
  for (const part of key.split('.')) {
    if (at === null || typeof at !== 'object') return null;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : null;
}

/** `w('web.grid.block', { n: 2 })` in `locale`, falling back to the default language, then to the key. */
export function wordsOf(locale: Locale | undefined): Words {
  const tree = RESOURCES[locale ?? DEFAULT_LOCALE] ?? RESOURCES[DEFAULT_LOCALE];
  return (key, values = {}) =>
    (lookup(tree, key) ?? lookup(RESOURCES[DEFAULT_LOCALE], key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? `{{${k}}}`));
}

/** A sentence whose `{{name}}` placeholders are runs (an instant the PDF service writes in the branch's zone). */
export function sentence(template: string, values: Record<string, PdfRun>): PdfRun[] {
  const out: PdfRun[] = [];
  let from = 0;
  for (const m of template.matchAll(/\{\{(\w+)\}\}/g)) {
    if (m.index > from) out.push({ text: template.slice(from, m.index) });
    out.push(values[m[1]!] ?? { text: '' });
    from = m.index + m[0].length;
  }
  if (from < template.length) out.push({ text: template.slice(from) });
  return out;
}
