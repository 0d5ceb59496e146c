/** The checklist's PDF (kernel's PDF service): header fields, tasks with done marks, information. */
import { wordsOf as sdkWordsOf, type Locale, type PdfDocument, type PdfText } from '@lauda/sdk/server';
import type { Production, ProductionLookup } from '../../common/index.js';
import en_US from '../../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../../i18n/pt_BR.json' with { type: 'json' };

export const wordsOf = (locale: Locale | undefined) => sdkWordsOf({ en_US, es_ES, pt_BR }, locale);

export interface PdfNames {
  resources: ProductionLookup[];
  vehicles: ProductionLookup[];
  types: ProductionLookup[];
}

const namesOf = (ids: number[], list: ProductionLookup[]) => ids.map((id) => list.find((x) => x.id === id)?.name ?? `#${id}`).join(', ');
const hm = (t: string | null) => (t ? t.slice(0, 5) : '—');

export function checklistDocument(p: Production, names: PdfNames, locale: Locale | undefined): PdfDocument {
  const w = wordsOf(locale);
  const when = (date: string | null, time: string | null): PdfText => (date ? [{ date }, { text: time ? ` ${hm(time)}` : '' }] : hm(time));
  const type = p.typeId ? namesOf([p.typeId], names.types) : '—';
  return {
    title: `${w('pdf.title')}: ${p.slug}`,
    subtitle: [{ date: p.date }],
    locale,
    content: [
      {
        kind: 'fields',
        items: [
          { label: w('fields.slug'), value: p.slug },
          { label: w('fields.date'), value: [{ date: p.date }] },
          { label: w('fields.schedule'), value: hm(p.schedule) },
          { label: w('fields.departure'), value: hm(p.departure) },
          { label: w('fields.arrival'), value: hm(p.arrival) },
          { label: w('fields.typeId'), value: type },
          { label: w('fields.local'), value: p.local || '—' },
          { label: w('fields.team'), value: p.team || '—' },
          { label: w('fields.medias'), value: p.medias || '—' },
          { label: w('fields.resourcesIds'), value: namesOf(p.resourcesIds, names.resources) || '—' },
          { label: w('fields.vehiclesIds'), value: namesOf(p.vehiclesIds, names.vehicles) || '—' },
          { label: w('fields.done'), value: p.done ? w('pdf.yes') : w('pdf.no') },
        ],
      },
      { kind: 'heading', text: w('fields.tasks'), level: 2 },
      p.tasks.length
        ? {
          kind: 'table',
          columns: [{ title: '', width: 'auto', align: 'center' }, { title: w('task.when'), width: 'auto' }, { title: w('task.label') }, { title: w('task.information') }],
          rows: p.tasks.map((t) => ({ cells: [t.done ? '[x]' : '[ ]', when(t.date, t.time), t.label, t.information], muted: t.done })),
        }
        : { kind: 'paragraph', text: w('task.none'), style: 'note' },
      { kind: 'heading', text: w('fields.information'), level: 2 },
      { kind: 'paragraph', text: p.information || '—' },
    ],
  };
}
