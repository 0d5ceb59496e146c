/**
 * The reportages' words on the server, for their PDFs: the same i18n files as the screens, in the
 * language the request asks for (else the default one).
 */
import { wordsOf as sdkWordsOf, type Locale, type Words } from '@lauda/sdk/server';
import en_US from '../../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../../i18n/pt_BR.json' with { type: 'json' };

export type { Words };

export const wordsOf = (locale: Locale | undefined): Words => sdkWordsOf({ en_US, es_ES, pt_BR }, locale);

const FIELD_KEYS: Record<string, string> = {
  slug: 'web.fields.slug', date: 'web.fields.date', state: 'web.fields.state', cameraman: 'web.fields.cameraman',
  reporterId: 'web.fields.reporter', editorId: 'web.fields.editor', programsIds: 'web.fields.programs', ok: 'web.approvedBadge',
  teaser: 'web.areas.teaser', headingSuggestion: 'web.areas.headingSuggestion', noteSuggestion: 'web.areas.noteSuggestion',
  information: 'web.areas.information', lead: 'pdf.lead', sections: 'pdf.sections', cgs: 'pdf.cgs',
};

/** A revision's field as the screens name it (or `pdf.fields.<name>`), else as the API does. */
export function fieldLabel(w: Words, field: string): string {
  const key = FIELD_KEYS[field] ?? `pdf.fields.${field}`;
  const label = w(key);
  return label === key ? field : label;
}
