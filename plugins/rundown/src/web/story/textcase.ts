/**
 * Text case tools of spec 000 §9: upper, capitalise sentences, lower — on the selected part of a
 * rich text, keeping its marks.
 */
import { mapRange, orderRange, paragraphText, type Range, type RichText } from './richtext.js';

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
 * Changes the case of the range (marks kept). Capitalising looks at the text before the range to know
 * whether it begins a sentence; every paragraph begins one. Answers the document and the range it now covers.
 */
export function changeCase(doc: RichText, range: Range, mode: CaseMode, locale?: string): { doc: RichText; range: Range } {
  const r = orderRange(doc, range);
  let state = sentenceStartsAfter(paragraphText(doc[r.start.p]!).slice(0, r.start.o));
  let para = r.start.p;
  let endLength = 0;
  const next = mapRange(doc, r, (run, { p }) => {
    if (p !== para) {
      para = p;
      state = true;
    }
    let text: string;
    if (mode === 'capitalise') {
      const res = capitaliseSentences(run.text, state, locale);
      state = res.atStart;
      text = res.text;
    } else text = convertCase(run.text, mode, locale);
    if (p === r.end.p) endLength += text.length;
    return { ...run, text };
  });
  // case changes may change lengths (ß → SS): the range's end moves with them
  const endOffset = r.start.p === r.end.p ? r.start.o + endLength : endLength;
  return { doc: next, range: { start: r.start, end: { p: r.end.p, o: endOffset } } };
}
