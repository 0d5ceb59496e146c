/** The report's PDF (kernel's PDF service): date, category, event, programs, people, the body with its marks, attachments. */
import { wordsOf as sdkWordsOf, type Locale, type PdfDocument, type PdfRun } from '@lauda/sdk/server';
import type { Report, ReportCategory } from '../../common/index.js';
import en_US from '../../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../../i18n/pt_BR.json' with { type: 'json' };

export const wordsOf = (locale: Locale | undefined) => sdkWordsOf({ en_US, es_ES, pt_BR }, locale);

export interface PdfNames {
  categories: ReportCategory[];
  programs: { id: number; name: string }[];
}

export function reportDocument(r: Report, names: PdfNames, locale: Locale | undefined): PdfDocument {
  const w = wordsOf(locale);
  const category = names.categories.find((c) => c.id === r.categoryId);
  const event = category?.events.find((e) => e.id === r.eventId);
  const programs = r.programsIds.map((id) => names.programs.find((p) => p.id === id)?.name ?? `#${id}`).join(', ');
  // comments are notes to the newsroom, not part of the report (as in a story's script)
  const paragraphs = r.body
    .map((p) => p.children.filter((c) => !c.comment && c.text).map((c): PdfRun => ({ text: c.text, bold: c.bold, italics: c.italic })))
    .filter((runs) => runs.length);
  return {
    title: `${w('pdf.title')}: ${r.title}`,
    subtitle: [{ date: r.date }],
    locale,
    content: [
      {
        kind: 'fields',
        items: [
          { label: w('fields.date'), value: [{ date: r.date }] },
          { label: w('fields.categoryId'), value: category?.name ?? '—' },
          { label: w('fields.eventId'), value: event?.name ?? '—' },
          { label: w('fields.programsIds'), value: programs || '—' },
          { label: w('fields.people'), value: r.people || '—' },
          { label: w('fields.author'), value: r.authorNickname ?? '—' },
        ],
      },
      { kind: 'heading', text: w('fields.body'), level: 2 },
      ...(paragraphs.length ? paragraphs.map((runs) => ({ kind: 'paragraph' as const, text: runs })) : [{ kind: 'paragraph' as const, text: '—', style: 'note' as const }]),
      ...(r.files.length ? [
        { kind: 'heading' as const, text: w('fields.files'), level: 2 as const },
        { kind: 'paragraph' as const, text: r.files.map((f) => f.name).join(', ') },
      ] : []),
    ],
  };
}
