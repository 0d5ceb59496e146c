/**
 * The script's ProseMirror schema: paragraphs of text with the marks of the stored rich text (bold,
 * italic, underline, a colour, comment). Its parse rules are also what cleans pasted HTML: only these
 * marks are read, colours only from the palette, everything else (styles, images, links, tables) is
 * left as plain text or dropped.
 */
import { Schema, type MarkSpec, type NodeSpec } from 'prosemirror-model';
import { paletteColor, STORED_COLOR } from './model.js';

/** `font-weight` values that mean bold (Google Docs wraps its whole copy in `<b style="font-weight:normal">`). */
export const isBoldWeight = (value: string): boolean => /^(bold(er)?|[6-9]\d{2,})$/.test(value.trim());
export const isUnderline = (value: string): boolean => /\bunderline\b/.test(value);

const nodes: Record<string, NodeSpec> = {
  doc: { content: 'paragraph+' },
  paragraph: {
    content: 'text*',
    parseDOM: [{ tag: 'p' }],
    toDOM: () => ['p', 0],
  },
  text: {},
};

const marks: Record<string, MarkSpec> = {
  bold: {
    parseDOM: [
      { tag: 'strong' },
      { tag: 'b', getAttrs: (el) => ((el as HTMLElement).style.fontWeight === 'normal' ? false : null) },
      { style: 'font-weight=400', clearMark: (m) => m.type.name === 'bold' },
      { style: 'font-weight=normal', clearMark: (m) => m.type.name === 'bold' },
      { style: 'font-weight', getAttrs: (v) => (isBoldWeight(v) ? null : false) },
    ],
    toDOM: () => ['strong', 0],
  },
  italic: {
    parseDOM: [
      { tag: 'em' },
      { tag: 'i' },
      { style: 'font-style=normal', clearMark: (m) => m.type.name === 'italic' },
      { style: 'font-style=italic' },
    ],
    toDOM: () => ['em', 0],
  },
  underline: {
    parseDOM: [
      { tag: 'u' },
      { style: 'text-decoration', getAttrs: (v) => (isUnderline(v) ? null : false) },
      { style: 'text-decoration-line', getAttrs: (v) => (isUnderline(v) ? null : false) },
    ],
    toDOM: () => ['u', 0],
  },
  color: {
    attrs: { color: { validate: (v) => { if (typeof v !== 'string' || !STORED_COLOR.test(v)) throw new RangeError('colour must be #rrggbb'); } } },
    parseDOM: [
      { tag: 'font[color]', getAttrs: (el) => colorAttrs((el as HTMLElement).getAttribute('color')) },
      { style: 'color', getAttrs: (v) => colorAttrs(v) },
    ],
    toDOM: (m) => ['span', { style: `color:${m.attrs.color}`, 'data-color': m.attrs.color }, 0],
  },
  comment: {
    parseDOM: [{ tag: 'span[data-comment]' }],
    toDOM: () => ['span', { class: 'rt-comment', 'data-comment': '1' }, 0],
  },
};

function colorAttrs(raw: string | null): { color: string } | false {
  const color = paletteColor(raw);
  return color ? { color } : false;
}

export const scriptSchema = new Schema({ nodes, marks });
