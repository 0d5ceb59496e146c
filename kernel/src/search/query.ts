import { searchWords, type SearchMode } from '@lauda/sdk/server';

/**
 * A search as the engines take it: groups of words, every group needed (`all`: MUST and FUZZY,
 * a group being a typed word and its near spellings), any word (`any`: SHOULD), or the words side
 * by side in order (`phrase`). Words are folded and hold only letters and digits.
 */
export type EngineQuery =
  | { kind: 'all'; groups: string[][] }
  | { kind: 'any'; words: string[] }
  | { kind: 'phrase'; words: string[] };

export interface SearchFilters {
  targets: readonly string[];
  /** YYYY-MM-DD, both included */
  from?: string;
  to?: string;
  programId?: number;
}

/** One match as an engine answers it, best first. */
export interface EngineMatch {
  entryId: number;
  target: string;
  type: string;
  docId: string;
}

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
