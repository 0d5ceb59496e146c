/**
 * Pasting: HTML from Word, Google Docs or web pages is read through the schema's parse rules (only its
 * marks, palette colours); line breaks become paragraphs, no-break spaces plain spaces; plain text
 * keeps its lines as paragraphs. Drops from outside the editor are not taken. Copied text is one line
 * per paragraph.
 */
import { Fragment, Slice, type Node as PMNode } from 'prosemirror-model';
import type { EditorProps } from 'prosemirror-view';
import { plainTextSlice } from './convert.js';

/** `<br>` → an empty block, so the parser ends the paragraph there (the stored text has no line breaks inside a paragraph). */
export function cleanPastedHtml(html: string): string {
  return html.replace(/<br\b[^>]*>/gi, '<div></div>');
}

function mapText(fragment: Fragment, fn: (node: PMNode) => PMNode): Fragment {
  const out: PMNode[] = [];
  fragment.forEach((node) => out.push(node.isText ? fn(node) : node.copy(mapText(node.content, fn))));
  return Fragment.from(out);
}

/**
 * No-break spaces (Word fills with them) become plain spaces; empty paragraphs between others (what
 * was left of an image or a figure, invisible on the page copied from) are dropped.
 */
export function cleanPastedSlice(slice: Slice): Slice {
  const blocks: PMNode[] = [];
  const last = slice.content.childCount - 1;
  slice.content.forEach((node, _offset, i) => {
    if (node.isTextblock && node.content.size === 0 && i > 0 && i < last) return;
    blocks.push(node);
  });
  const content = mapText(Fragment.from(blocks), (t) => (t.text!.includes('\u00a0') ? t.type.schema.text(t.text!.replace(/\u00a0/g, ' '), t.marks) : t));
  return new Slice(content, slice.openStart, slice.openEnd);
}

/** Copied text as plain text: one line per paragraph, as the stored text reads (ProseMirror's default leaves a blank line between). */
export const copiedText = (slice: Slice): string => slice.content.textBetween(0, slice.content.size, '\n');

export const pasteProps: Pick<EditorProps, 'transformPastedHTML' | 'transformPasted' | 'clipboardTextParser' | 'clipboardTextSerializer' | 'handleDrop'> = {
  transformPastedHTML: cleanPastedHtml,
  // plain text keeps its empty lines (`clipboardTextParser`); HTML is cleaned
  transformPasted: (slice, _view, plain) => (plain ? slice : cleanPastedSlice(slice)),
  clipboardTextParser: (text) => plainTextSlice(text.replace(/\u00a0/g, ' ')),
  clipboardTextSerializer: copiedText,
  // text moved inside the editor is dropped as usual; what comes from outside is not taken (a MOS item
  // dropped on the form is the form's to read, and text comes in by paste), as with the old editor
  handleDrop: (_view, _event, _slice, moved) => !moved,
};
