/**
 * Text case tools of spec 000 §9: upper, capitalise sentences, lower — on the selected text (or the
 * whole text when nothing is selected), keeping its marks.
 */
import { closeHistory } from 'prosemirror-history';
import type { Mark } from 'prosemirror-model';
import { TextSelection, type Command } from 'prosemirror-state';

export type CaseMode = 'upper' | 'capitalise' | 'lower';
export const CASE_MODES: readonly CaseMode[] = ['upper', 'capitalise', 'lower'];

const LETTER = /\p{L}/u;
const ENDS_SENTENCE = /[.!?…]/;
/** Characters that neither end nor start a sentence: spaces, quotes, brackets, dashes. */
const NEUTRAL = /[\s"'“”‘’«»()[\]{}\-–—]/;

/**
 * Lower-cases a text and upper-cases the first letter of each sentence. `atStart` says whether the
 * text begins a sentence; answers the converted text and whether the next character would begin one.
 */
export function capitaliseSentences(text: string, atStart = true, locale?: string): { text: string; atStart: boolean } {
  let start = atStart;
  let out = '';
  for (const ch of text) {
    if (LETTER.test(ch)) {
      out += start ? ch.toLocaleUpperCase(locale) : ch.toLocaleLowerCase(locale);
      start = false;
    } else {
      out += ch;
      if (ch === '\n' || ENDS_SENTENCE.test(ch)) start = true;
      else if (!NEUTRAL.test(ch)) start = false;
    }
  }
  return { text: out, atStart: start };
}

/** Whether a sentence begins right after `before` (the text preceding the selection in its paragraph). */
export function sentenceStartsAfter(before: string): boolean {
  return capitaliseSentences(before, true).atStart;
}

export function convertCase(text: string, mode: CaseMode, locale?: string, atStart = true): string {
  if (mode === 'upper') return text.toLocaleUpperCase(locale);
  if (mode === 'lower') return text.toLocaleLowerCase(locale);
  return capitaliseSentences(text, atStart, locale).text;
}

/**
 * Changes the case of the selection, or of the whole text when nothing is selected, and selects what
 * it changed. Every paragraph begins a sentence; a selection starting mid-sentence does not
 * capitalise its first word. Lengths may change (ß → SS): the selection follows.
 */
export function changeCase(mode: CaseMode, locale?: string): Command {
  return (state, dispatch) => {
    const sel = state.selection;
    const [from, to] = sel.empty ? [1, state.doc.content.size - 1] : [sel.from, sel.to];
    const pieces: { from: number; to: number; text: string; marks: readonly Mark[] }[] = [];
    let para = -1;
    let atStart = true;
    state.doc.nodesBetween(from, to, (node, pos, _parent, index) => {
      if (node.isTextblock) {
        para = index;
        atStart = pos + 1 >= from ? true : sentenceStartsAfter(node.textBetween(0, from - pos - 1));
        return true;
      }
      if (!node.isText || para < 0) return false;
      const a = Math.max(from, pos);
      const b = Math.min(to, pos + node.nodeSize);
      if (a >= b) return false;
      const original = node.text!.slice(a - pos, b - pos);
      let text: string;
      if (mode === 'capitalise') ({ text, atStart } = capitaliseSentences(original, atStart, locale));
      else text = convertCase(original, mode, locale);
      if (text !== original) pieces.push({ from: a, to: b, text, marks: node.marks });
      return false;
    });
    if (!pieces.length) return false;
    if (dispatch) {
      const tr = state.tr;
      // back to front, so earlier positions stay valid; the text keeps the marks of what it replaces
      for (const p of pieces.reverse()) tr.replaceWith(p.from, p.to, state.schema.text(p.text, p.marks));
      tr.setSelection(TextSelection.create(tr.doc, tr.mapping.map(from, -1), tr.mapping.map(to, 1)));
      dispatch(closeHistory(tr).scrollIntoView());
    }
    return true;
  };
}
