import { searchWords, type EngineQuery, type SearchMode } from '@lauda/sdk/server';

export type { EngineMatch, EngineQuery, SearchFilters } from '@lauda/sdk/server';

/** The most words a search weighs (more would only slow the engines down). */
export const MAX_WORDS = 12;

/** The typed words, folded, duplicates dropped (a phrase keeps its order and repeats). */
export function typedWords(text: string, mode: SearchMode): string[] {
  const words = searchWords(text).slice(0, MAX_WORDS);
  return mode === 'PHRASE' ? words : [...new Set(words)];
}

/** The query for `mode`; `near` gives a word's near spellings (FUZZY), itself included. */
export async function buildQuery(words: string[], mode: SearchMode, near: (word: string) => Promise<string[]>): Promise<EngineQuery> {
  if (mode === 'PHRASE') return { kind: 'phrase', words };
  if (mode === 'SHOULD') return { kind: 'any', words };
  if (mode === 'MUST') return { kind: 'all', groups: words.map((w) => [w]) };
  return { kind: 'all', groups: await Promise.all(words.map(near)) };
}

/** Every word the query can match: the ones a result marks. */
export function matchedWords(q: EngineQuery): Set<string> {
  return new Set(q.kind === 'all' ? q.groups.flat() : q.words);
}
