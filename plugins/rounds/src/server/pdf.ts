/** The rounds as PDFs (spec 001 §9 "round content", PDF "round"): one round, and a day's rounds as a table. */
import { wordsOf, type Locale, type PdfDocument, type WordResources } from '@lauda/sdk/server';
import type { Round } from '../common/index.js';

const hhmm = (time: string) => time.slice(0, 5);

export function roundDocument(r: Round, resources: WordResources, locale?: Locale): PdfDocument {
  const w = wordsOf(resources, locale);
  return {
    title: w('print.roundTitle', { name: r.institutionName }),
    subtitle: [{ date: r.date }, { text: ` ${hhmm(r.time)}` }],
    locale,
    content: [
      {
        kind: 'fields',
        items: [
          { label: w('fields.institutionId'), value: r.institutionName },
          { label: w('fields.segmentId'), value: r.segmentName ?? '—' },
          { label: w('fields.time'), value: hhmm(r.time) },
          { label: w('fields.who'), value: r.who || '—' },
          { label: w('fields.result'), value: w(`results.${r.result}`) },
        ],
      },
      { kind: 'heading', text: w('fields.notes'), level: 2 },
      { kind: 'paragraph', text: r.notes || '—' },
    ],
  };
}

export function dayDocument(date: string, list: Round[], resources: WordResources, locale?: Locale): PdfDocument {
  const w = wordsOf(resources, locale);
  return {
    title: w('print.dayTitle'),
    subtitle: [{ date }],
    locale,
    content: list.length
      ? [{
          kind: 'table',
          columns: [
            { title: w('fields.time'), width: 'auto' }, { title: w('fields.institutionId'), width: 'auto' },
            { title: w('fields.segmentId'), width: 'auto' }, { title: w('fields.who'), width: 'auto' },
            { title: w('fields.result'), width: 'auto' }, { title: w('fields.notes') },
          ],
          rows: list.map((r) => ({ cells: [hhmm(r.time), r.institutionName, r.segmentName ?? '—', r.who, w(`results.${r.result}`), r.notes] })),
        }]
      : [{ kind: 'paragraph', text: w('emptyDay'), style: 'note' }],
  };
}
