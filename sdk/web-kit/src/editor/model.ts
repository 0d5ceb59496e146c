/**
 * The stored rich text of a script (spec 000 §3): paragraphs whose children are runs of text with the
 * flags bold, italic, underline, color and comment. This JSON is what the server reads (reading time,
 * MOS) and what is stored; the editor's ProseMirror document is converted to and from it (`convert.ts`).
 * Everything here is pure.
 */

import type { RichText, RichTextRun } from '@lauda/sdk/web';

export type { RichText, RichTextRun };
export type Paragraph = RichText[number];
export type Flag = 'bold' | 'italic' | 'underline' | 'comment';
export const FLAGS: readonly Flag[] = ['bold', 'italic', 'underline', 'comment'];

/** The colours offered by the editor; pasted colours are kept only when they are one of these. */
export const TEXT_COLORS = ['#c4303b', '#d9822b', '#23824a', '#1f63d6', '#7b3fb5', '#6b4f2a'] as const;
/** Bracketed text and comment runs are shown in this colour (spec 001 §9: "square-bracketed text is a comment and coloured"). */
export const COMMENT_COLOR = '#8a5a00';
/** A stored colour: only #rrggbb, so a value like `red;background:url(…)` never becomes CSS. */
export const STORED_COLOR = /^#[0-9a-fA-F]{6}$/;

/** `rgb(196, 48, 59)`, `#C4303B` or `#abc` → `#rrggbb`; anything else → null. */
export function normalizeColor(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const s = raw.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(s)) return s;
  if (/^#[0-9a-f]{3}$/.test(s)) return '#' + [...s.slice(1)].map((c) => c + c).join('');
  const m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(s);
  if (m) {
    if (m[4] !== undefined && Number(m[4]) === 0) return null;
    return '#' + [m[1], m[2], m[3]].map((n) => Math.max(0, Math.min(255, Number(n))).toString(16).padStart(2, '0')).join('');
  }
  return null;
}

/** A colour of the palette, or null (what paste keeps). */
export function paletteColor(raw: string | null | undefined): string | null {
  const c = normalizeColor(raw);
  return c && (TEXT_COLORS as readonly string[]).includes(c) ? c : null;
}

/* ------------------------------------------------------------------ runs */

/** A run with only its set flags: false flags, empty and malformed colours are dropped. */
export function cleanRun(run: RichTextRun): RichTextRun {
  const out: RichTextRun = { text: typeof run.text === 'string' ? run.text : '' };
  if (run.bold) out.bold = true;
  if (run.italic) out.italic = true;
  if (run.underline) out.underline = true;
  if (run.comment) out.comment = true;
  if (typeof run.color === 'string' && STORED_COLOR.test(run.color.trim())) out.color = run.color.trim().toLowerCase();
  return out;
}

export function sameMarks(a: RichTextRun, b: RichTextRun): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.underline === !!b.underline && !!a.comment === !!b.comment
    && (a.color || null) === (b.color || null);
}

/**
 * Merges neighbours with the same marks and drops empty runs. A paragraph with no text keeps one
 * empty run without marks (marks on no text mean nothing; the editor carries typing marks itself).
 */
export function normalizeRuns(runs: readonly RichTextRun[]): RichTextRun[] {
  const out: RichTextRun[] = [];
  for (const raw of runs) {
    const run = cleanRun(raw ?? { text: '' });
    if (!run.text) continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last, run)) last.text += run.text;
    else out.push(run);
  }
  return out.length ? out : [{ text: '' }];
}

export const emptyParagraph = (): Paragraph => ({ type: 'paragraph', children: [{ text: '' }] });
export const emptyDoc = (): RichText => [emptyParagraph()];

/** The stored form of any value: a list of paragraphs of normalized runs, at least one paragraph. */
export function normalizeDoc(doc: RichText | null | undefined): RichText {
  const list = Array.isArray(doc) ? doc : [];
  const out = list.map((p) => ({ type: 'paragraph', children: normalizeRuns(Array.isArray(p?.children) ? p.children : []) }));
  return out.length ? out : emptyDoc();
}

/** A document of plain text: one paragraph per line, no marks. */
export function fromPlainText(text: string): RichText {
  return text.split(/\r\n|\r|\n/).map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

/* ------------------------------------------------------------------ text */

export const paragraphText = (p: Paragraph): string => (p.children ?? []).map((c) => c.text ?? '').join('');

/** The text as typed (comment runs without brackets), paragraphs on lines. */
export function docText(doc: RichText | undefined): string {
  return (doc ?? []).map(paragraphText).join('\n');
}

/**
 * The text a presenter reads, as the server times it: runs joined, paragraphs on lines, comment runs
 * as `[comments]` (so the timing leaves them out like bracketed text).
 */
export function plainText(doc: RichText | undefined): string {
  return (doc ?? []).map((p) => (p.children ?? []).map((c) => (c.comment ? `[${c.text}]` : c.text)).join('')).join('\n');
}

/** Spec 000 §5: a text counts as non-empty only if it holds a non-blank string. */
export const isNonBlank = (s: unknown): boolean => typeof s === 'string' && s.trim().length > 0;
export function hasText(doc: RichText | undefined | null): boolean {
  return (doc ?? []).some((p) => (p.children ?? []).some((c) => isNonBlank(c.text)));
}

/** Spec 001 reading estimate: the characters read are the text without `[notes]`, line breaks and tabs. */
export function readChars(doc: RichText | undefined): number {
  return plainText(doc).replace(/\[[^\]]*\]/g, '').replace(/[\n\r\t]/g, '').length;
}

/** Reading time in ms at `readRate` seconds per character read (the spec's default 0.075). */
export function readingTime(doc: RichText | undefined, readRate = 0.075): number {
  return Math.round(readChars(doc) * readRate * 1000);
}

/* ------------------------------------------------------------------ [instructions] */

/** Character intervals `[from, to)` of the bracketed notes in a text (the timing's rule: `[` … `]`, across lines). */
export function bracketIntervals(text: string): [number, number][] {
  const out: [number, number][] = [];
  const re = /\[[^\]]*\]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** A piece of a run as shown: its marks, and whether it lies inside [brackets]. */
export interface Segment extends RichTextRun {
  bracket: boolean;
}

/**
 * The runs of every paragraph cut where bracketed notes start and end, so read-only views colour
 * `[this]`. A bracket may open in one run (or paragraph) and close in another.
 */
export function segments(doc: RichText): Segment[][] {
  const intervals = bracketIntervals(docText(doc));
  const out: Segment[][] = [];
  let at = 0;
  let next = 0; // the first interval that may still matter
  for (const para of doc) {
    const segs: Segment[] = [];
    for (const run of para.children) {
      const t = run.text;
      let i = 0;
      while (i < t.length) {
        const abs = at + i;
        while (next < intervals.length && intervals[next]![1] <= abs) next++;
        const iv = intervals[next];
        const inside = !!iv && abs >= iv[0];
        const stop = inside ? Math.min(t.length, iv![1] - at) : iv ? Math.min(t.length, iv[0] - at) : t.length;
        segs.push({ ...cleanRun(run), text: t.slice(i, stop), bracket: inside });
        i = stop;
      }
      at += t.length;
    }
    if (!segs.length) segs.push({ text: '', bracket: false });
    out.push(segs);
    at += 1; // the line break
  }
  return out;
}
