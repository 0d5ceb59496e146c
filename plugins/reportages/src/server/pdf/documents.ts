/**
 * A reportage as a document for the kernel's PDF service (`core.pdf`): the header (slug, date,
 * programs, reporter, cameraman, total time), the text areas, the sections in one column (one
 * after another) or two (the TV script: section type, times and CGs left, the text right), and
 * for the archive the revision summary. Pure: the reportage, its names and words in.
 */
import type { RichText } from '@lauda/sdk';
import { parseDuration, revisionTable, type Locale, type PdfBlock, type PdfDocument, type PdfRevision, type PdfText } from '@lauda/sdk/server';
import type { CgItem, Reportage, ReportageSection } from '../../common/types.js';
import { fieldLabel, type Words } from './words.js';

export interface PdfContext {
  w: Words;
  locale?: Locale;
  programs: ReadonlyMap<number, string>;
  users: ReadonlyMap<number, string>;
}

export type Columns = 1 | 2;
export type Kind = 'content' | 'archive';

const AREAS = ['teaser', 'headingSuggestion', 'noteSuggestion', 'information'] as const;

/** An ISO duration as mm:ss. */
export function mmss(iso: string): string {
  const s = Math.round((parseDuration(iso) ?? 0) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A rich text as paragraphs: comment runs (not read on air) in grey italics. */
function paragraphs(doc: RichText | null | undefined): PdfText[] {
  return (doc ?? [])
    .map((p) => (p.children ?? []).map((run) => ({ text: typeof run.text === 'string' ? run.text : '', italics: !!run.comment, muted: !!run.comment })))
    .filter((runs) => runs.some((r) => r.text.trim()));
}

const sectionLabel = (s: ReportageSection, w: Words) =>
  `${String(s.index + 1).padStart(2, '0')} · ${w(`web.sectionTypes.${s.type}`)} · ${mmss(s.duration)}${s.approved ? ' ✓' : ''}`;

/** What a CG shows: the template and its field values, or the MOS object's slug. */
export const cgText = (c: CgItem): string =>
  c.ciiData ? `${c.ciiData.templateName ?? c.ciiData.templateCode}: ${c.ciiData.fields.map((f) => f.value).filter(Boolean).join(' / ')}` : c.mosData?.slug ?? c.mosData?.objId ?? '';

function header(r: Reportage, c: PdfContext): PdfBlock {
  const { w } = c;
  const items: { label: string; value: PdfText }[] = [{ label: w('web.fields.date'), value: [{ date: r.date }] }];
  if (r.programsIds.length) items.push({ label: w('web.fields.programs'), value: r.programsIds.map((id) => c.programs.get(id) ?? `#${id}`).join(', ') });
  items.push({ label: w('web.fields.reporter'), value: c.users.get(r.reporterId) ?? `#${r.reporterId}` });
  if (r.editorId !== null) items.push({ label: w('web.fields.editor'), value: c.users.get(r.editorId) ?? `#${r.editorId}` });
  if (r.cameraman) items.push({ label: w('web.fields.cameraman'), value: r.cameraman });
  items.push({ label: w('web.fields.state'), value: `${w(`web.states.${r.state}`)}${r.ok ? ` · ${w('web.approvedBadge')}` : ''}` });
  items.push({ label: w('pdf.totalTime'), value: mmss(r.total) });
  return { kind: 'fields', items };
}

function areas(r: Reportage, w: Words): PdfBlock[] {
  const out: PdfBlock[] = [];
  if (r.lead) out.push({ kind: 'paragraph', text: [{ text: `${w('pdf.lead')}: `, bold: true }, { text: r.lead }] });
  for (const a of AREAS) if (r[a]) out.push({ kind: 'paragraph', text: [{ text: `${w(`web.areas.${a}`)}: `, bold: true }, { text: r[a]! }] });
  return out;
}

/** One column: each section's number · type · duration, then its text (an interview's quote after it). */
function oneColumn(r: Reportage, w: Words): PdfBlock[] {
  const out: PdfBlock[] = [];
  for (const s of r.sections) {
    out.push({ kind: 'heading', level: 3, text: sectionLabel(s, w) });
    for (const p of paragraphs(s.content)) out.push({ kind: 'paragraph', text: p });
    if (s.observation) out.push({ kind: 'paragraph', style: 'quote', text: `“${s.observation}”` });
  }
  if (r.cgs.length) {
    out.push({ kind: 'heading', level: 3, text: w('pdf.cgs') });
    for (const cg of r.cgs) out.push({ kind: 'paragraph', style: 'quote', text: cgText(cg) });
  }
  return out;
}

const LEFT = 130;
const side = (left: PdfText, right: PdfBlock[], note = true): PdfBlock =>
  ({ kind: 'columns', widths: [LEFT, '*'], columns: [[{ kind: 'paragraph', style: note ? 'note' : 'normal', text: left }], right] });

/** Two columns, the TV script: left the section's type and times (and the CGs), right its text. */
function twoColumns(r: Reportage, w: Words): PdfBlock[] {
  const out: PdfBlock[] = [];
  for (const s of r.sections) {
    const text: PdfBlock[] = paragraphs(s.content).map((p) => ({ kind: 'paragraph', text: p }));
    if (s.observation) text.push({ kind: 'paragraph', style: 'quote', text: `“${s.observation}”` });
    out.push(side([{ text: sectionLabel(s, w), bold: true }, ...(s.manual ? [{ text: `\n${w('pdf.manual')}`, muted: true }] : [])], text), { kind: 'rule' });
  }
  for (const cg of r.cgs) out.push(side([{ text: `${w('pdf.cg')} ${cg.index + 1}`, bold: true }], [{ kind: 'paragraph', text: cgText(cg) }]));
  return out;
}

/** A reportage's content (`columns` 1 or 2) and, for the archive, its revision summary. */
export function reportageDocument(r: Reportage, kind: Kind, columns: Columns, c: PdfContext, revisions: readonly PdfRevision[] = []): PdfDocument {
  const { w } = c;
  const content: PdfBlock[] = [header(r, c), ...areas(r, w), { kind: 'rule' }, ...(columns === 2 ? twoColumns(r, w) : oneColumn(r, w))];
  if (!r.sections.length) content.push({ kind: 'paragraph', style: 'note', text: w('pdf.noSections') });
  if (kind === 'archive') {
    content.push({ kind: 'heading', level: 2, text: w('web.versions.title') });
    content.push(revisions.length
      ? revisionTable(revisions, { date: w('pdf.revisionDate'), nickname: w('pdf.nickname'), changed: w('pdf.changed') }, (f) => fieldLabel(w, f))
      : { kind: 'paragraph', style: 'note', text: w('web.versions.empty') });
  }
  return { title: r.slug, subtitle: `${w(`pdf.${kind}`)} · ${w(columns === 2 ? 'pdf.twoColumns' : 'pdf.oneColumn')}`, locale: c.locale, content };
}
