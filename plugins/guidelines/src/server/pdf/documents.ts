/**
 * The guidelines' printable kinds as documents for the kernel's PDF service (`core.pdf`): a
 * guideline's content (fields, texts, guides, tasks), its archive (content and revision summary)
 * and a day's grid. Pure: guidelines the reader may see, their names, and words in; a `PdfDocument` out.
 */
import { revisionTable, type Locale, type PdfBlock, type PdfDocument, type PdfRevision, type PdfRow, type PdfText } from '@lauda/sdk/server';
import type { Guideline } from '../../common/index.js';
import { fieldLabel, type Words } from './words.js';

/** Names of what a guideline refers to by id, and the language of the document. */
export interface PdfContext {
  w: Words;
  locale?: Locale;
  programs: ReadonlyMap<number, string>;
  users: ReadonlyMap<number, string>;
}

const names = (ids: readonly number[], from: ReadonlyMap<number, string>) => ids.map((id) => from.get(id) ?? `#${id}`).join(', ');
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : '');
const dateRun = (date: string | null): PdfText => (date ? [{ date }] : '');

/** The earliest guide's time (HH:mm), '' when no guide has one: the list screen's order. */
export const firstTime = (g: Guideline) => hhmm(g.guides.map((x) => x.scheduleTime).filter((x): x is string => !!x).sort()[0] ?? null);

function fields(g: Guideline, c: PdfContext): PdfBlock {
  const { w } = c;
  const items: { label: string; value: PdfText }[] = [
    { label: w('fields.date'), value: [{ date: g.date }] },
    { label: w('fields.state'), value: w(`states.${g.state}`) },
  ];
  const lists: [string, number[], ReadonlyMap<number, string>][] = [
    ['programsIds', g.programsIds, c.programs], ['reportersIds', g.reportersIds, c.users],
    ['producersIds', g.producersIds, c.users], ['editorsIds', g.editorsIds, c.users],
  ];
  for (const [field, ids, from] of lists) if (ids.length) items.push({ label: w(`fields.${field}`), value: names(ids, from) });
  if (g.cameraman) items.push({ label: w('fields.cameraman'), value: g.cameraman });
  return { kind: 'fields', items };
}

function contentBlocks(g: Guideline, c: PdfContext): PdfBlock[] {
  const { w } = c;
  const out: PdfBlock[] = [fields(g, c)];
  for (const field of ['proposal', 'referral', 'information'] as const) {
    if (!g[field].trim()) continue;
    out.push({ kind: 'heading', level: 3, text: w(`fields.${field}`) });
    for (const line of g[field].split(/\n+/).filter((l) => l.trim())) out.push({ kind: 'paragraph', text: line });
  }
  out.push({ kind: 'heading', level: 2, text: w('sections.guides') });
  if (!g.guides.length) out.push({ kind: 'paragraph', style: 'note', text: w('viewer.noGuides') });
  else {
    out.push({
      kind: 'table',
      columns: [
        { title: w('guides.date'), width: 'auto' }, { title: w('guides.time'), width: 'auto' }, { title: w('guides.interviewee') },
        { title: w('guides.address') }, { title: w('guides.observation') },
      ],
      rows: g.guides.map((x) => ({ cells: [dateRun(x.scheduleDate), hhmm(x.scheduleTime), x.interviewee, x.address, x.observation] })),
    });
  }
  out.push({ kind: 'heading', level: 2, text: w('tasks.title') });
  const tasks = g.production.tasks;
  if (!tasks.length) out.push({ kind: 'paragraph', style: 'note', text: w('tasks.empty') });
  else {
    out.push({
      kind: 'table',
      columns: [
        { title: w('tasks.done'), width: 'auto', align: 'center' }, { title: w('tasks.label') }, { title: w('tasks.date'), width: 'auto' },
        { title: w('tasks.time'), width: 'auto' }, { title: w('tasks.information') },
      ],
      rows: tasks.map((t) => ({ muted: t.done, cells: [t.done ? '✓' : '', t.label, dateRun(t.date), hhmm(t.time), t.information] })),
    });
  }
  return out;
}

/** A guideline's content: its fields and texts, its guides and its production tasks. */
export function contentDocument(g: Guideline, c: PdfContext): PdfDocument {
  return { title: g.slug, subtitle: c.w('pdf.content'), locale: c.locale, content: contentBlocks(g, c) };
}

/** A guideline's archive: its content and the summary of its revisions (date, nickname, changed fields). */
export function archiveDocument(g: Guideline, revisions: readonly PdfRevision[], c: PdfContext): PdfDocument {
  const { w } = c;
  const history: PdfBlock = revisions.length
    ? revisionTable(revisions, { date: w('fields.date'), nickname: w('viewer.nickname'), changed: w('viewer.changed') }, (f) => fieldLabel(w, f))
    : { kind: 'paragraph', style: 'note', text: w('viewer.noVersions') };
  return {
    title: g.slug,
    subtitle: w('pdf.archive'),
    locale: c.locale,
    content: [...contentBlocks(g, c), { kind: 'heading', level: 2, text: w('viewer.versions') }, history],
  };
}

/** A day's guidelines as a table: time of the first guide, slug, programs, reporters, state; earliest first. */
export function gridDocument(date: string, programName: string | null, list: readonly Guideline[], c: PdfContext): PdfDocument {
  const { w } = c;
  const timed = list.map((g) => ({ g, time: firstTime(g) }));
  timed.sort((a, b) => (a.time || '99').localeCompare(b.time || '99') || a.g.slug.localeCompare(b.g.slug));
  const rows: PdfRow[] = timed.map(({ g, time }) => ({
    cells: [time, g.slug, names(g.programsIds, c.programs), names(g.reportersIds, c.users), w(`states.${g.state}`)],
  }));
  return {
    title: w('pdf.grid'),
    subtitle: [{ date }, { text: ` · ${programName ?? w('allPrograms')}` }],
    locale: c.locale,
    orientation: 'landscape',
    content: rows.length
      ? [{
        kind: 'table',
        columns: [
          { title: w('fields.time'), width: 'auto' }, { title: w('fields.slug') }, { title: w('fields.programsIds') },
          { title: w('fields.reportersIds') }, { title: w('fields.state'), width: 'auto' },
        ],
        rows,
      }]
      : [{ kind: 'paragraph', style: 'note', text: w('empty') }],
  };
}
