import { foldText, markWords, type SearchPart } from '@lauda/sdk/server';

interface Token { start: number; end: number; marked: boolean }

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

function tokens(text: string, words: ReadonlySet<string>): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, marked: words.has(foldText(m[0])) }));
}

/** Characters of context either side of a matched word. */
const AROUND = 80;

/**
 * Up to `max` passages of `text` around matched words, marked, cut at word boundaries, with `…`
 * where a passage does not reach the text's start or end. A text with no matched word (the match
 * was in the title) gives its opening.
 */
export function fragments(text: string, words: ReadonlySet<string>, max = 3): SearchPart[][] {
  const all = tokens(text, words);
  const marked = all.filter((t) => t.marked);
  if (!marked.length) {
    if (!text.trim()) return [];
    const end = all.find((t) => t.end >= AROUND * 2)?.end ?? text.length;
    return [[{ text: text.slice(0, end).trim() + (end < text.length ? ' …' : '') }]];
  }
  const windows: Array<[number, number]> = [];
  for (const t of marked) {
    const last = windows[windows.length - 1];
    if (last && t.start <= last[1]) { last[1] = Math.max(last[1], t.end + AROUND); continue; }
    if (windows.length === max) break;
    windows.push([t.start - AROUND, t.end + AROUND]);
  }
  return windows.map(([a, b]) => {
    // snap to the words around the window's edges
    const from = a <= 0 ? 0 : (all.find((t) => t.start >= a)?.start ?? 0);
    const to = b >= text.length ? text.length : ([...all].reverse().find((t) => t.end <= b)?.end ?? text.length);
    const parts = markWords(text, words, from, to);
    if (from > 0) parts.unshift({ text: '… ' });
    if (to < text.length) parts.push({ text: ' …' });
    return parts;
  });
}
