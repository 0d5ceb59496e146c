/**
 * The rundown's printable kinds as documents for the kernel's PDF service (`core.pdf`): the
 * rundown grid and display, a story's content and voice-over. Pure: the loaded rundown or story
 * (already as the reader may see it: private stories as placeholders) in, a `PdfDocument` out.
 */
import type { Locale, PdfBlock, PdfDocument, PdfRow, PdfRun, PdfText } from '@lauda/sdk/server';
import { scriptOf } from '../../common/script.js';
import { SECTION_TYPES, type Accumulation, type SectionType } from '../../common/timing.js';
import type { Block, Rundown, RichText, Section, Story } from '../../common/types.js';
import { clock, isoMs } from '../../web/logic/format.js';
import { printRows } from '../../web/logic/print.js';
import { sentence, type Words } from './pdf-words.js';


export interface GridOptions {
  fontSize: number;
  withoutStandBy: boolean;
  approvedOnly: boolean;
  accumulation: Accumulation;
}

/** Where a document comes from: the program's name and the language asked for. */
export interface PdfContext {
  w: Words;
  locale?: Locale;
  programName: string;
}

const blockLabel = (w: Words, b: Block) => (b.standBy ? w('web.grid.standBy') : w('web.grid.block', { n: b.index + 1 }));
const dur = (iso: string | null | undefined) => clock(isoMs(iso));
/** A duration typed by hand (`PT0S` = timed from its content): ` · mm:ss`, or nothing. */
const typed = (iso: string | null | undefined) => (iso && isoMs(iso) ? ` · ${dur(iso)}` : '');
/** The time column: a time of day as it is, a duration (ISO, maybe negative) as mm:ss. */
const clockCell = (v: string | undefined) => (!v ? '' : /^-?P/.test(v) ? dur(v) : v);
const rundownSubtitle = (r: Rundown, programName: string): PdfRun[] =>
  [{ text: `${programName} — ` }, { date: r.date }, { text: ` · ${r.start}–${r.end}` }];

/** The rundown grid: the browser print's columns and limits (100 records, an even font size). */
export function gridDocument(r: Rundown, o: GridOptions, c: PdfContext): PdfDocument {
  const { w } = c;
  const rows: PdfRow[] = [];
  for (const { block, stories } of printRows(r.blocks, o).blocks) {
    rows.push({ band: `${blockLabel(w, block)} · ${w('web.grid.commercial')} ${dur(block.commercial)}` });
    for (const s of stories) {
      rows.push({
        muted: !s.visible,
        cells: [s.page ?? '', s.visible ? s.slug ?? '' : w('web.grid.private'), dur(s.estimated), dur(s.head), dur(s.vt), dur(s.total), clockCell(r.clock?.[s.id]), s.approved ? '✓' : ''],
      });
    }
  }
  const narrow = (title: string) => ({ title, width: 'auto' as const, align: 'right' as const });
  return {
    title: w('pdf.grid'),
    subtitle: rundownSubtitle(r, c.programName),
    locale: c.locale,
    orientation: 'landscape',
    fontSize: o.fontSize,
    content: [{
      kind: 'table',
      columns: [
        { title: w('web.columns.page'), width: 'auto' }, { title: w('web.columns.slug') },
        narrow(w('web.columns.estimated')), narrow(w('web.columns.head')), narrow(w('web.columns.vt')), narrow(w('web.columns.total')),
        narrow(w(`accumulation.${o.accumulation}`)), { title: w('web.columns.approved'), width: 'auto', align: 'center' },
      ],
      rows,
    }],
  };
}

/** Block by block, story by story in show order: each visible story's `body` (none: "no script"), a private story of others by its place only. */
function storyByStory(r: Rundown, w: Words, body: (s: Story) => PdfBlock[]): PdfBlock[] {
  const content: PdfBlock[] = [];
  for (const b of r.blocks) {
    content.push({ kind: 'heading', level: 1, text: blockLabel(w, b) });
    for (const s of b.stories) {
      content.push({ kind: 'heading', level: 2, text: storyHeading(s, w) });
      if (!s.visible) continue;
      const blocks = body(s);
      content.push(...(blocks.length ? blocks : [{ kind: 'paragraph', style: 'note', text: w('pdf.noScript') } as PdfBlock]), { kind: 'rule' });
    }
  }
  return content;
}

/** The display: what is read on air, story by story in show order (camera | text). */
export function displayDocument(r: Rundown, c: PdfContext, fontSize?: number): PdfDocument {
  const { w } = c;
  const content = storyByStory(r, w, (s) => scriptOf(s.sections).map((l) => cameraAndText(l.camera ? `${w('storyForm.camera')} ${l.camera}` : '', l.text, l.instruction)));
  return { title: w('pdf.display'), subtitle: rundownSubtitle(r, c.programName), locale: c.locale, fontSize, content };
}

const storyHeading = (s: Story, w: Words) => `${s.page ? `${s.page} · ` : ''}${s.visible ? s.slug || w('storyForm.untitled') : w('web.grid.private')} (${dur(s.total)})`;

function cameraAndText(left: string, text: string, instruction = false): PdfBlock {
  return {
    kind: 'columns',
    widths: [70, '*'],
    columns: [[{ kind: 'paragraph', style: 'note', text: left }], [{ kind: 'paragraph', style: instruction ? 'note' : 'normal', text }]],
  };
}

/** A rich text as paragraphs: comment runs in italics. */
function richParagraphs(doc: RichText | undefined): PdfText[] {
  return (doc ?? [])
    .map((p) => (p.children ?? []).map((run) => ({ text: typeof run.text === 'string' ? run.text : '', italics: !!run.comment, muted: !!run.comment })))
    .filter((runs) => runs.some((r) => r.text.trim()));
}

/** The story's meta lines: program, date, times, last change (an instant in the branch's zone). */
function storyFields(s: Story, c: PdfContext): PdfBlock {
  const { w } = c;
  const items: { label: string; value: PdfText }[] = c.programName ? [{ label: w('pdf.program'), value: c.programName }] : [];
  if (s.date) items.push({ label: w('pdf.date'), value: [{ date: s.date }] });
  items.push({ label: w('web.columns.totalTitle'), value: `${dur(s.total)} (${w('web.columns.estimatedTitle')} ${dur(s.estimated)})` });
  if (s.information) items.push({ label: w('pdf.information'), value: s.information });
  return { kind: 'fields', items };
}

const changed = (s: Story, w: Words): PdfBlock =>
  ({ kind: 'paragraph', style: 'note', text: sentence(w('storyForm.changedAt', { by: s.authorNickname ?? '—' }), { date: { instant: s.changeDate } }) });

const sorted = (sections: Section[] | undefined, types: readonly SectionType[]) =>
  (sections ?? []).filter((x) => types.includes(x.type)).sort((a, b) => SECTION_TYPES.indexOf(a.type) - SECTION_TYPES.indexOf(b.type));

/** One section: its name and times, its cues, its entries (camera | text) and subsections. */
function sectionBlocks(x: Section, w: Words): PdfBlock[] {
  const out: PdfBlock[] = [{ kind: 'heading', level: 3, text: `${w(`sections.${x.type}`)}${typed(x.duration)}` }];
  const cues: { label: string; value: PdfText }[] = [];
  if (x.cueIn) cues.push({ label: w('storyForm.cueIn'), value: x.cueIn });
  if (x.cueOut) cues.push({ label: w('storyForm.cueOut'), value: x.cueOut });
  if (cues.length) out.push({ kind: 'fields', items: cues });
  for (const e of x.entries ?? []) {
    const paragraphs = richParagraphs(e.text);
    paragraphs.forEach((p, i) => out.push({
      kind: 'columns', widths: [70, '*'],
      columns: [[{ kind: 'paragraph', style: 'note', text: i === 0 && e.camera ? `${w('storyForm.camera')} ${e.camera}` : '' }], [{ kind: 'paragraph', text: p }]],
    }));
  }
  for (const sub of x.subSections ?? []) {
    const label = [w(`subSections.${sub.type}`), sub.slug ?? sub.media?.slug ?? sub.templateName ?? '', isoMs(sub.duration ?? sub.media?.duration) ? dur(sub.duration ?? sub.media?.duration) : ''].filter(Boolean).join(' · ');
    out.push({ kind: 'paragraph', style: 'quote', text: [{ text: label, bold: true }] });
    for (const p of richParagraphs(sub.text)) out.push({ kind: 'paragraph', style: 'quote', text: p });
    for (const f of sub.cgFields ?? []) out.push({ kind: 'paragraph', style: 'quote', text: `${f.name}: ${f.value}` });
  }
  return out;
}

/** A story's content: every section, its cues, texts, media and CGs. `columns` 2 flows it in two columns. */
export function contentDocument(s: Story, c: PdfContext, columns: 1 | 2 = 1): PdfDocument {
  const { w } = c;
  return {
    title: s.slug || w('storyForm.untitled'),
    subtitle: `${w('pdf.content')}${s.page ? ` · ${w('web.columns.pageTitle')} ${s.page}` : ''}`,
    locale: c.locale,
    columns,
    content: [storyFields(s, c), changed(s, w), { kind: 'rule' }, ...sorted(s.sections, SECTION_TYPES).flatMap((x) => sectionBlocks(x, w))],
  };
}

/** A rundown's scripts: every story in show order with its whole content (the content kind's sections). */
export function scriptsDocument(r: Rundown, c: PdfContext): PdfDocument {
  const { w } = c;
  const content = storyByStory(r, w, (s) => sorted(s.sections, SECTION_TYPES).flatMap((x) => sectionBlocks(x, w)));
  return { title: w('pdf.scripts'), subtitle: rundownSubtitle(r, c.programName), locale: c.locale, content };
}

/** A story's voice-over: the texts read over pictures (live and recorded VO), with their cues and times. */
export function voiceoverDocument(s: Story, c: PdfContext): PdfDocument {
  const { w } = c;
  const sections = sorted(s.sections, ['LIVE_VO', 'RECORDED_VO']);
  const content: PdfBlock[] = [storyFields(s, c), { kind: 'rule' }];
  for (const x of sections) {
    content.push({ kind: 'heading', level: 3, text: `${w(`sections.${x.type}`)}${typed(isoMs(x.voDuration) ? x.voDuration : x.duration)}` });
    if (x.cueIn) content.push({ kind: 'fields', items: [{ label: w('storyForm.cueIn'), value: x.cueIn }] });
    for (const e of x.entries ?? []) for (const p of richParagraphs(e.text)) content.push({ kind: 'paragraph', text: p });
    if (x.cueOut) content.push({ kind: 'fields', items: [{ label: w('storyForm.cueOut'), value: x.cueOut }] });
  }
  if (!sections.length) content.push({ kind: 'paragraph', style: 'note', text: w('pdf.noVoiceover') });
  return { title: s.slug || w('storyForm.untitled'), subtitle: w('pdf.voiceover'), locale: c.locale, fontSize: 14, content };
}
