/**
 * The story's rich text (spec 000 §3): paragraphs ("blocks") whose children hold text and the flags
 * bold, italic, underline, color and comment. Everything here is pure: the editor keeps its state in
 * this model and only renders it to the DOM (`toHtml`) and reads the DOM back (`fromDom`).
 *
 * A position is `{ p, o }`: the paragraph's index and a character offset in its text.
 */
import type { RichText, RichTextRun } from '../../common/types.js';
import { RICH_TEXT_COLOR } from '../../common/ids.js';

export type { RichText, RichTextRun };
export type Paragraph = RichText[number];
export type Flag = 'bold' | 'italic' | 'underline' | 'comment';
export const FLAGS: readonly Flag[] = ['bold', 'italic', 'underline', 'comment'];

export interface Pos {
  p: number;
  o: number;
}
export interface Range {
  start: Pos;
  end: Pos;
}

/** The colours offered by the editor; colours read back from the DOM are kept only when they are one of these. */
export const TEXT_COLORS = ['#c4303b', '#d9822b', '#23824a', '#1f63d6', '#7b3fb5', '#6b4f2a'] as const;
/** Bracketed text and comment runs are shown in this colour (spec 001 §9: "square-bracketed text is a comment and coloured"). */
export const COMMENT_COLOR = '#8a5a00';

/* ------------------------------------------------------------------ runs */

/** A run with only its set flags: false flags and empty colours are dropped. */
export function cleanRun(run: RichTextRun): RichTextRun {
  const out: RichTextRun = { text: typeof run.text === 'string' ? run.text : '' };
  if (run.bold) out.bold = true;
  if (run.italic) out.italic = true;
  if (run.underline) out.underline = true;
  if (run.comment) out.comment = true;
  // only #rrggbb: a stored or pasted value like `red;background:url(…)` would be CSS in a colleague's editor
  if (typeof run.color === 'string' && RICH_TEXT_COLOR.test(run.color.trim())) out.color = run.color.trim().toLowerCase();
  return out;
}

export function sameMarks(a: RichTextRun, b: RichTextRun): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.underline === !!b.underline && !!a.comment === !!b.comment
    && (a.color || null) === (b.color || null);
}

/** Merges neighbours with the same marks and drops empty runs; a paragraph keeps one (empty) run. */
export function normalizeRuns(runs: readonly RichTextRun[]): RichTextRun[] {
  const out: RichTextRun[] = [];
  for (const raw of runs) {
    const run = cleanRun(raw);
    if (!run.text) continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last, run)) last.text += run.text;
    else out.push(run);
  }
  if (!out.length) {
    // an empty paragraph keeps the marks of its first run, so typing into it continues them
    const first = runs[0] ? cleanRun(runs[0]) : { text: '' };
    out.push({ ...first, text: '' });
  }
  return out;
}

export function normalizeDoc(doc: RichText | null | undefined): RichText {
  const list = Array.isArray(doc) ? doc : [];
  const out = list.map((p) => ({ type: p?.type || 'paragraph', children: normalizeRuns(Array.isArray(p?.children) ? p.children : []) }));
  return out.length ? out : [emptyParagraph()];
}

export const emptyParagraph = (): Paragraph => ({ type: 'paragraph', children: [{ text: '' }] });
export const emptyDoc = (): RichText => [emptyParagraph()];

/** A document of plain text: one paragraph per line, no marks. */
export function fromPlainText(text: string): RichText {
  return text.split(/\r\n|\r|\n/).map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

/* ------------------------------------------------------------------ text */

export const paragraphText = (p: Paragraph): string => (p.children ?? []).map((c) => c.text ?? '').join('');
export const paragraphLength = (p: Paragraph): number => paragraphText(p).length;

/** The text as typed (comment runs without brackets), paragraphs on lines. */
export function docText(doc: RichText | undefined): string {
  return (doc ?? []).map(paragraphText).join('\n');
}

/**
 * The text a presenter reads, as the server times it: runs joined, paragraphs on lines, comment runs
 * as `[comments]` (so the timing engine leaves them out like bracketed text).
 */
export function plainText(doc: RichText | undefined): string {
  return (doc ?? []).map((p) => (p.children ?? []).map((c) => (c.comment ? `[${c.text}]` : c.text)).join('')).join('\n');
}

/** Spec 000 §5: a text counts as non-empty only if it holds a non-blank string; a story text is valid when at least one child text is non-blank. */
export const isNonBlank = (s: unknown): boolean => typeof s === 'string' && s.trim().length > 0;
export function hasText(doc: RichText | undefined | null): boolean {
  return (doc ?? []).some((p) => (p.children ?? []).some((c) => isNonBlank(c.text)));
}

/* ------------------------------------------------------------------ positions */

export const comparePos = (a: Pos, b: Pos): number => (a.p !== b.p ? a.p - b.p : a.o - b.o);
export const samePos = (a: Pos, b: Pos): boolean => a.p === b.p && a.o === b.o;
export const isCollapsed = (r: Range): boolean => samePos(r.start, r.end);

/** The range with start before end, both clamped into the document. */
export function orderRange(doc: RichText, r: Range): Range {
  const a = clampPos(doc, r.start);
  const b = clampPos(doc, r.end);
  return comparePos(a, b) <= 0 ? { start: a, end: b } : { start: b, end: a };
}

export function clampPos(doc: RichText, pos: Pos): Pos {
  if (!doc.length) return { p: 0, o: 0 };
  const p = Math.max(0, Math.min(doc.length - 1, Math.floor(pos.p)));
  const o = Math.max(0, Math.min(paragraphLength(doc[p]!), Math.floor(pos.o)));
  return { p, o };
}

export const docStart = (): Pos => ({ p: 0, o: 0 });
export function docEnd(doc: RichText): Pos {
  const p = Math.max(0, doc.length - 1);
  return { p, o: doc[p] ? paragraphLength(doc[p]!) : 0 };
}
export const wholeDoc = (doc: RichText): Range => ({ start: docStart(), end: docEnd(doc) });

/** Splits runs at a character offset: the runs before and after it (a run cut in two keeps its marks on both sides). */
export function splitRunsAt(runs: readonly RichTextRun[], offset: number): [RichTextRun[], RichTextRun[]] {
  const left: RichTextRun[] = [];
  const right: RichTextRun[] = [];
  let at = 0;
  for (const run of runs) {
    const len = run.text.length;
    if (at + len <= offset) left.push({ ...run });
    else if (at >= offset) right.push({ ...run });
    else {
      const cut = offset - at;
      left.push({ ...run, text: run.text.slice(0, cut) });
      right.push({ ...run, text: run.text.slice(cut) });
    }
    at += len;
  }
  return [left, right];
}

/** The run whose marks text typed at `pos` takes: the character before, else the one after. */
export function marksAt(doc: RichText, pos: Pos): RichTextRun {
  const para = doc[pos.p];
  if (!para) return { text: '' };
  let at = 0;
  let found: RichTextRun | null = null;
  for (const run of para.children) {
    const end = at + run.text.length;
    if (pos.o > at && pos.o <= end) return { ...cleanRun(run), text: '' };
    if (!found && pos.o <= at) found = run;
    at = end;
  }
  const base = found ?? para.children[para.children.length - 1] ?? { text: '' };
  return { ...cleanRun(base), text: '' };
}

/* ------------------------------------------------------------------ editing */

/**
 * Maps every part of every run inside the range through `fn` (marks changes, case changes);
 * outside the range nothing changes. Answers the new document.
 */
export function mapRange(doc: RichText, range: Range, fn: (run: RichTextRun, ctx: { p: number }) => RichTextRun): RichText {
  const r = orderRange(doc, range);
  return normalizeDoc(doc.map((para, p) => {
    if (p < r.start.p || p > r.end.p) return para;
    const len = paragraphLength(para);
    const from = p === r.start.p ? r.start.o : 0;
    const to = p === r.end.p ? r.end.o : len;
    if (from >= to) return para;
    const [before, rest] = splitRunsAt(para.children, from);
    const [middle, after] = splitRunsAt(rest, to - from);
    return { ...para, children: [...before, ...middle.map((run) => fn(run, { p })), ...after] };
  }));
}

/** True when every character of the range carries the flag (a collapsed range looks at the marks typing would take). */
export function rangeHas(doc: RichText, range: Range, flag: Flag): boolean {
  const r = orderRange(doc, range);
  if (isCollapsed(r)) return !!marksAt(doc, r.start)[flag];
  let all = true;
  let any = false;
  mapRange(doc, r, (run) => {
    if (run.text) {
      any = true;
      if (!run[flag]) all = false;
    }
    return run;
  });
  return any && all;
}

/** Sets (or clears) a flag on the range. */
export function setFlag(doc: RichText, range: Range, flag: Flag, on: boolean): RichText {
  return mapRange(doc, range, (run) => ({ ...run, [flag]: on }));
}

/** Toggles a flag: on for the whole range unless it is already on everywhere in it. */
export function toggleFlag(doc: RichText, range: Range, flag: Flag): RichText {
  return setFlag(doc, range, flag, !rangeHas(doc, range, flag));
}

export function setColor(doc: RichText, range: Range, color: string | null): RichText {
  return mapRange(doc, range, (run) => ({ ...run, color: color || null }));
}

/** Deletes the range; answers the document and the caret. */
export function deleteRange(doc: RichText, range: Range): { doc: RichText; caret: Pos } {
  const r = orderRange(doc, range);
  if (isCollapsed(r)) return { doc, caret: r.start };
  const first = doc[r.start.p]!;
  const last = doc[r.end.p]!;
  const [keep] = splitRunsAt(first.children, r.start.o);
  const [, tail] = splitRunsAt(last.children, r.end.o);
  const merged: Paragraph = { ...first, children: normalizeRuns([...keep, ...tail].length ? [...keep, ...tail] : [{ ...marksAt(doc, r.start), text: '' }]) };
  const next = [...doc.slice(0, r.start.p), merged, ...doc.slice(r.end.p + 1)];
  return { doc: normalizeDoc(next), caret: r.start };
}

/**
 * Replaces the range with `text` (line breaks make new paragraphs). Inserted text takes the marks
 * of the character before the range (or `marks` when given). Answers the document and the caret after the text.
 */
export function insertText(doc: RichText, range: Range, text: string, marks?: Omit<RichTextRun, 'text'>): { doc: RichText; caret: Pos } {
  const r = orderRange(doc, range);
  const style = marks ? cleanRun({ ...marks, text: '' }) : marksAt(doc, r.start);
  const { doc: cleared, caret } = deleteRange(doc, r);
  const para = cleared[caret.p]!;
  const [before, after] = splitRunsAt(para.children, caret.o);
  const lines = text.replace(/\r\n|\r/g, '\n').split('\n');
  const run = (s: string): RichTextRun => ({ ...style, text: s });
  if (lines.length === 1) {
    const next = { ...para, children: normalizeRuns([...before, run(lines[0]!), ...after]) };
    return { doc: normalizeDoc([...cleared.slice(0, caret.p), next, ...cleared.slice(caret.p + 1)]), caret: { p: caret.p, o: caret.o + lines[0]!.length } };
  }
  const firstPara: Paragraph = { ...para, children: normalizeRuns([...before, run(lines[0]!)]) };
  const middle: Paragraph[] = lines.slice(1, -1).map((l) => ({ type: para.type || 'paragraph', children: normalizeRuns([run(l)]) }));
  const lastLine = lines[lines.length - 1]!;
  const lastPara: Paragraph = { type: para.type || 'paragraph', children: normalizeRuns([run(lastLine), ...after].length ? [run(lastLine), ...after] : [run('')]) };
  const out = [...cleared.slice(0, caret.p), firstPara, ...middle, lastPara, ...cleared.slice(caret.p + 1)];
  return { doc: normalizeDoc(out), caret: { p: caret.p + lines.length - 1, o: lastLine.length } };
}

/* ------------------------------------------------------------------ comments ([brackets]) */

/** Character intervals `[from, to)` of the bracketed comments in a text (the timing engine's rule: `[` … `]`). */
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
 * The runs of every paragraph cut where bracketed comments start and end, so the editor and the
 * viewers colour `[this]`. A bracket may open in one run (or paragraph) and close in another.
 */
export function segments(doc: RichText): Segment[][] {
  const text = docText(doc);
  const intervals = bracketIntervals(text);
  const out: Segment[][] = [];
  let base = 0;
  for (const para of doc) {
    const segs: Segment[] = [];
    let at = base;
    for (const run of para.children) {
      let i = 0;
      const t = run.text;
      while (i < t.length) {
        const abs = at + i;
        const inside = intervals.find(([a, b]) => abs >= a && abs < b);
        let stop: number;
        if (inside) stop = Math.min(t.length, inside[1] - at);
        else {
          const next = intervals.find(([a]) => a > abs);
          stop = next ? Math.min(t.length, next[0] - at) : t.length;
        }
        segs.push({ ...cleanRun(run), text: t.slice(i, stop), bracket: !!inside });
        i = stop;
      }
      at += t.length;
    }
    if (!segs.length) segs.push({ ...cleanRun(para.children[0] ?? { text: '' }), text: '', bracket: false });
    out.push(segs);
    base = at + 1; // the line break
  }
  return out;
}

/* ------------------------------------------------------------------ HTML (model → DOM) */

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The inline style and data attributes of a segment (the data attributes are what `fromDom` reads back). */
function segmentHtml(s: Segment): string {
  const data: string[] = [];
  const style: string[] = [];
  const cls = ['rt'];
  if (s.bold) { data.push('data-b="1"'); style.push('font-weight:700'); }
  if (s.italic) { data.push('data-i="1"'); style.push('font-style:italic'); }
  if (s.underline) { data.push('data-u="1"'); style.push('text-decoration:underline'); }
  if (s.color && RICH_TEXT_COLOR.test(s.color)) { data.push(`data-c="${s.color}"`); style.push(`color:${s.color}`); }
  if (s.comment) { data.push('data-comment="1"'); cls.push('rt-comment'); }
  if (s.bracket) cls.push('rt-bracket');
  const attrs = [`class="${cls.join(' ')}"`, ...data, style.length ? `style="${style.join(';')}"` : ''].filter(Boolean).join(' ');
  return `<span ${attrs}>${escapeHtml(s.text)}</span>`;
}

/** The editor's DOM for a document: one `<p>` per paragraph, one `<span>` per segment; an empty paragraph holds a `<br>`. */
export function toHtml(doc: RichText): string {
  return segments(normalizeDoc(doc))
    .map((segs) => {
      const inner = segs.filter((s) => s.text).map(segmentHtml).join('');
      return `<p>${inner || '<br>'}</p>`;
    })
    .join('');
}

/* ------------------------------------------------------------------ DOM → model */

/** The little of the DOM that reading needs, so the conversion runs (and is tested) without a browser. */
export interface DomLike {
  nodeType: number;
  nodeName: string;
  nodeValue?: string | null;
  childNodes: ArrayLike<DomLike>;
  getAttribute?(name: string): string | null;
  style?: Partial<Record<'fontWeight' | 'fontStyle' | 'textDecoration' | 'textDecorationLine' | 'color', string>>;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE', 'TR', 'TABLE']);
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'TITLE', 'META']);

/** `rgb(196, 48, 59)` or `#C4303B` → `#c4303b`; anything else → null. */
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
const paletteColor = (raw: string | null | undefined): string | null => {
  const c = normalizeColor(raw);
  return c && (TEXT_COLORS as readonly string[]).includes(c) ? c : null;
};

/** The marks an element adds to what it holds. */
function elementMarks(el: DomLike, inherited: RichTextRun): RichTextRun {
  const m: RichTextRun = { ...inherited };
  const name = el.nodeName.toUpperCase();
  const attr = (n: string) => el.getAttribute?.(n) ?? null;
  const st = el.style ?? {};
  if (name === 'B' || name === 'STRONG' || attr('data-b') === '1' || st.fontWeight === 'bold' || Number(st.fontWeight) >= 600) m.bold = true;
  if (name === 'I' || name === 'EM' || attr('data-i') === '1' || st.fontStyle === 'italic') m.italic = true;
  if (name === 'U' || attr('data-u') === '1' || /underline/.test(st.textDecoration ?? '') || /underline/.test(st.textDecorationLine ?? '')) m.underline = true;
  if (attr('data-comment') === '1') m.comment = true;
  const color = paletteColor(attr('data-c')) ?? paletteColor(name === 'FONT' ? attr('color') : null) ?? paletteColor(st.color);
  if (color) m.color = color;
  return m;
}

/** What the walk reports, in document order. */
export interface WalkVisitor {
  /**
   * one line of a text node (a node holding `\n` reports each line), in paragraph `p` from offset `o`;
   * `from` is where the line starts in the node's value
   */
  text?(node: DomLike, text: string, marks: RichTextRun, p: number, o: number, from: number): void;
  /** before child `index` of an element (`index` = number of children: after the last) */
  point?(node: DomLike, index: number, p: number, o: number): void;
  /** a paragraph begins; `el` is the block element that opened it, if any */
  paragraph?(p: number, el: DomLike | null): void;
}

const isBlank = (n: DomLike) => n.nodeType === TEXT_NODE && !(n.nodeValue ?? '');

/** Whether a `<br>` is the last thing in its block (then it only keeps an empty line open and is not a break). */
function isTrailingBr(parent: DomLike, index: number): boolean {
  const kids = parent.childNodes;
  for (let i = index + 1; i < kids.length; i++) if (!isBlank(kids[i]!)) return false;
  return true;
}

/**
 * Walks an editor's DOM the way it is read as paragraphs: block elements and `<br>` end lines,
 * a `<br>` last in its block is a placeholder, a `\n` inside a text node is a line break.
 * Answers the number of paragraphs.
 */
export function walkDom(root: DomLike, v: WalkVisitor): number {
  let p = 0;
  let o = 0;
  let started = false; // paragraph p exists
  let hasContent = false; // paragraph p holds something
  let needNew = false; // the next content starts a new paragraph
  const open = (el: DomLike | null) => {
    if (!started) started = true;
    else {
      p += 1;
      o = 0;
    }
    hasContent = false;
    needNew = false;
    v.paragraph?.(p, el);
  };
  const ensure = () => {
    if (!started || needNew) open(null);
  };
  const br = (parent: DomLike, i: number, block: boolean) => {
    ensure();
    if (!(isTrailingBr(parent, i) && block)) open(null);
    hasContent = true;
  };
  const visit = (node: DomLike, marks: RichTextRun) => {
    if (node.nodeType === TEXT_NODE) {
      const value = node.nodeValue ?? '';
      if (!value) {
        // an empty text node (the caret may sit in one): a place, not content
        v.text?.(node, '', marks, p, o, 0);
        return;
      }
      let from = 0;
      value.split('\n').forEach((line, i) => {
        if (i > 0) open(null);
        else ensure();
        v.text?.(node, line, marks, p, o, from);
        o += line.length;
        from += line.length + 1;
        hasContent = true;
      });
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const name = node.nodeName.toUpperCase();
    if (SKIP.has(name)) return;
    const block = BLOCKS.has(name);
    if (block && (needNew || hasContent || !started)) open(node);
    else if (block) v.paragraph?.(p, node); // an empty paragraph was open already (nested blocks): this block takes it
    const inner = elementMarks(node, marks);
    const kids = node.childNodes;
    for (let i = 0; i < kids.length; i++) {
      v.point?.(node, i, p, o);
      const kid = kids[i]!;
      if (kid.nodeType === ELEMENT_NODE && kid.nodeName.toUpperCase() === 'BR') br(node, i, block);
      else visit(kid, inner);
    }
    v.point?.(node, kids.length, p, o);
    if (block) needNew = true;
  };
  // the root is the editor: its own marks do not count, and a trailing <br> in it is a placeholder
  const kids = root.childNodes;
  for (let i = 0; i < kids.length; i++) {
    v.point?.(root, i, p, o);
    const kid = kids[i]!;
    if (kid.nodeType === ELEMENT_NODE && kid.nodeName.toUpperCase() === 'BR') br(root, i, true);
    else visit(kid, { text: '' });
  }
  v.point?.(root, kids.length, p, o);
  return started ? p + 1 : 0;
}

/** Reads an editor's DOM back into the model. */
export function fromDom(root: DomLike): RichText {
  const paras: RichTextRun[][] = [];
  const at = (p: number) => (paras[p] ??= []);
  walkDom(root, {
    paragraph: (p) => void at(p),
    text: (_n, text, marks, p) => {
      if (text) at(p).push({ ...marks, text });
    },
  });
  for (let i = 0; i < paras.length; i++) paras[i] ??= [];
  return normalizeDoc(paras.map((children) => ({ type: 'paragraph', children: children.length ? children : [{ text: '' }] })));
}

/** The model position of a DOM point (a text node and offset, or an element and child index); null when it is not in the editor. */
export function domPointToPos(root: DomLike, node: DomLike, offset: number): Pos | null {
  let found: Pos | null = null;
  walkDom(root, {
    text: (n, text, _m, p, o, from) => {
      if (!found && n === node && offset >= from && offset <= from + text.length) found = { p, o: o + offset - from };
    },
    point: (n, index, p, o) => {
      if (!found && n === node && index === offset) found = { p, o };
    },
  });
  return found;
}

/** The DOM point of a model position: a text node and offset, or a paragraph element and 0 when it holds no text. */
export function posToDomPoint(root: DomLike, pos: Pos): { node: DomLike; offset: number } | null {
  const texts: { node: DomLike; p: number; o: number; len: number; start: number }[] = [];
  const blocks = new Map<number, DomLike>();
  walkDom(root, {
    paragraph: (p, el) => {
      if (el && !blocks.has(p)) blocks.set(p, el);
    },
    text: (node, text, _m, p, o, from) => {
      texts.push({ node, p, o, len: text.length, start: from });
    },
  });
  const inPara = texts.filter((t) => t.p === pos.p);
  if (inPara.length) {
    // the run ending at the caret (typing continues its marks), else the one holding it
    const hit = inPara.find((t) => pos.o > t.o && pos.o <= t.o + t.len) ?? inPara.find((t) => pos.o <= t.o) ?? inPara[inPara.length - 1]!;
    const within = Math.max(0, Math.min(hit.len, pos.o - hit.o));
    return { node: hit.node, offset: hit.start + within };
  }
  const el = blocks.get(pos.p);
  if (el) return { node: el, offset: 0 };
  return root.childNodes.length ? null : { node: root, offset: 0 };
}
