/**
 * Global search (spec 000 §3 "Index state and rebuild targets", "Search modes"): what a browser
 * and the API share. The server half (sources, engine) is in `@lauda/sdk/server`.
 */

/** The spec's index targets: each is fed by the plugin that owns its documents. */
export const SEARCH_TARGETS = [
  'assignments', 'contacts', 'documents', 'facebook', 'logs', 'media', 'newsreports', 'posts',
  'productions', 'reports', 'rss', 'scripts', 'stories', 'twitter',
] as const;
export type SearchTarget = (typeof SEARCH_TARGETS)[number];

/**
 * - `MUST`: every word is in the document;
 * - `SHOULD`: any word is, the more the better;
 * - `PHRASE`: the words in that order, side by side;
 * - `FUZZY`: every word, each allowing small typing mistakes (one letter for 4-7 letters, two from 8).
 */
export const SEARCH_MODES = ['FUZZY', 'MUST', 'PHRASE', 'SHOULD'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** Visible matches listed at most per search: `total` counts up to this many. */
export const SEARCH_MATCH_CAP = 1000;
/**
 * Matches the engine is asked for at most per search while looking for `SEARCH_MATCH_CAP` visible
 * ones (documents the caller may not see are passed over, never counted in their place).
 */
export const SEARCH_SCAN_CAP = 16 * (SEARCH_MATCH_CAP + 1);

/** A piece of a title or fragment; `mark` when it is a matched word. */
export interface SearchPart {
  text: string;
  mark?: true;
}

export interface SearchHit {
  /** the index target it matched in (the best one when it matched in several, e.g. a story's slug and script) */
  target: SearchTarget;
  /** the document type (the viewer drawer's origin) */
  type: string;
  id: string;
  title: string;
  /** the day it is for (YYYY-MM-DD), when it has one */
  date: string | null;
  programsIds: number[];
  titleParts: SearchPart[];
  /** up to three passages around matched words */
  fragments: SearchPart[][];
}

export interface SearchResults {
  data: SearchHit[];
  number: number;
  size: number;
  /** visible matches, at most `SEARCH_MATCH_CAP` */
  total: number;
  /** more than `SEARCH_MATCH_CAP` visible matches (or more than `SEARCH_SCAN_CAP` in all): the list stops there */
  capped: boolean;
}

export type IndexStateName = 'outdated' | 'rebuilding' | 'rebuilt';

/** One index target's state (`GET /api/index`, topic `index`). */
export interface IndexState {
  target: SearchTarget;
  /** the document types feeding it (`documents` takes several) */
  types: string[];
  state: IndexStateName;
  /** documents done in the running (or last) rebuild, of `total` */
  done: number;
  total: number;
  /** entries in the index now */
  entries: number;
  /** when the last rebuild ended (ISO instant) */
  rebuiltAt: string | null;
  /**
   * The number of the running (or last) rebuild, raised by every claim: with `done`, it orders two
   * states of one target (an answer may reach a browser after newer messages of the topic).
   */
  generation: number;
}

/** Folds text the way the index does: lower case, no accents (`eleição` → `eleicao`). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The words of a text as the index keeps them: folded, split on anything not a letter or digit. */
export function searchWords(text: string): string[] {
  return foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * `text` (from `from` to `to`, both on word edges) cut into parts, each word whose folded form is
 * in `words` a marked part: a highlighted title or passage. The server marks hits with it, the
 * browser the text of a document it shows after a search.
 */
export function markWords(text: string, words: ReadonlySet<string>, from = 0, to = text.length): SearchPart[] {
  const parts: SearchPart[] = [];
  let at = from;
  for (const m of text.slice(from, to).matchAll(WORD)) {
    if (!words.has(foldText(m[0]))) continue;
    const start = from + m.index!;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: m[0], mark: true });
    at = start + m[0].length;
  }
  if (at < to) parts.push({ text: text.slice(at, to) });
  return parts;
}

/** The sections of an export of search results (spec 001 §9 "attachment and export sections"), by index target. */
export const EXPORT_SECTION: Record<SearchTarget, string> = {
  assignments: 'assignments', contacts: 'contacts', documents: 'documents', facebook: 'facebook', logs: 'logs',
  media: 'media', newsreports: 'news_reports', posts: 'posts', productions: 'productions', reports: 'reports',
  rss: 'rss', scripts: 'stories', stories: 'stories', twitter: 'twitter',
};

/** What `GET /api/search/targets` answers: an index target the caller may search, and its document types. */
export interface SearchTargetInfo {
  target: SearchTarget;
  types: string[];
}

/** One indexed document as the search's generic viewer shows it (`GET /api/search/entries/{type}/{id}`). */
export interface SearchEntryView {
  type: string;
  id: string;
  targets: SearchTarget[];
  title: string;
  text: string;
  date: string | null;
  programsIds: number[];
}
