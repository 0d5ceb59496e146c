/**
 * The guidelines' words on the server, for their PDFs: the same i18n files as the screens, in the
 * language the request asks for (else the branch's default).
 */
import { wordsOf as sdkWordsOf, type Locale, type Words } from '@lauda/sdk/server';
import en_US from '../../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../../i18n/pt_BR.json' with { type: 'json' };

export type { Words };

export const wordsOf = (locale: Locale | undefined): Words => sdkWordsOf({ en_US, es_ES, pt_BR }, locale);

/** A revision's field as the screens name it (`fields.<name>`, then `pdf.fields.<name>`), else as the API does. */
export function fieldLabel(w: Words, field: string): string {
  const key = field === 'production' ? 'sections.tasks' : field === 'guides' ? 'sections.guides' : `fields.${field}`;
  const label = w(key);
  if (label !== key) return label;
  return w(`pdf.fields.${field}`) === `pdf.fields.${field}` ? field : w(`pdf.fields.${field}`);
}
