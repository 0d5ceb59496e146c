/**
 * The plugin's words on the server, for its PDFs: the same i18n files as its screens, in the
 * language the request asks for (else the branch's, chosen by the PDF service).
 */
import { wordsOf as sdkWordsOf, type Locale, type PdfRun, type Words } from '@lauda/sdk/server';
import en_US from '../../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../../i18n/pt_BR.json' with { type: 'json' };

export type { Words };

/** The plugin's words in `locale` (else the default language, else the key). */
export const wordsOf = (locale: Locale | undefined): Words => sdkWordsOf({ en_US, es_ES, pt_BR }, locale);

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
