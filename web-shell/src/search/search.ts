/**
 * The global search screen's state, as the address keeps it (`/main/search?q=…&mode=…`), and the
 * API paths it asks. Pure: no React, no DOM.
 */
import {
  SEARCH_MODES, SEARCH_TARGETS, foldText, markWords, searchWords,
  type SearchHit, type SearchMode, type SearchPart, type SearchTarget,
} from '@lauda/sdk/web';

/** Results a page (the API takes up to 100). */
export const SEARCH_PAGE_SIZE = 25;
export const DEFAULT_MODE: SearchMode = 'MUST';
/** The modes as the screen offers them: the default first, the loosest last. */
export const MODE_ORDER: readonly SearchMode[] = ['MUST', 'SHOULD', 'PHRASE', 'FUZZY'];
/** The path of the screen (the header's search field opens it with the typed text). */
export const SEARCH_SCREEN = '/main/search';

export interface SearchForm {
  /** the words as typed (trimmed) */
  q: string;
  mode: SearchMode;
  /** none: every target the user may search */
  targets: SearchTarget[];
  /** YYYY-MM-DD or '' (the document's day, both included) */
  from: string;
  to: string;
  programId: number | null;
  /** 0-based */
  page: number;
}

export const EMPTY_SEARCH: SearchForm = { q: '', mode: DEFAULT_MODE, targets: [], from: '', to: '', programId: null, page: 0 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isMode = (v: string | null): v is SearchMode => !!v && (SEARCH_MODES as readonly string[]).includes(v);
const isTarget = (v: string): v is SearchTarget => (SEARCH_TARGETS as readonly string[]).includes(v);
const positive = (v: string | null): number | null => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The screen's state from the address; what does not read as a value is left at its default. */
export function readSearch(params: URLSearchParams): SearchForm {
  const mode = params.get('mode');
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    q: (params.get('q') ?? '').trim(),
    mode: isMode(mode) ? mode : DEFAULT_MODE,
    targets: [...new Set((params.get('targets') ?? '').split(',').map((t) => t.trim()).filter(isTarget))],
    from: day('from'),
    to: day('to'),
    programId: positive(params.get('programId')),
    page: Math.max(0, Number(params.get('page')) || 0),
  };
}

/** The filters as query parameters, defaults left out (the address; the API adds paging). */
function filterParams(f: SearchForm): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.mode !== DEFAULT_MODE) p.set('mode', f.mode);
  if (f.targets.length) p.set('targets', f.targets.join(','));
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.programId) p.set('programId', String(f.programId));
  return p;
}

/** The address's query of a state (`readSearch` reads it back). */
export function writeSearch(f: SearchForm): URLSearchParams {
  const p = filterParams(f);
  if (f.page > 0) p.set('page', String(f.page));
  return p;
}

/** `GET /api/search` of a page of results; the mode is always sent. */
export function searchPath(f: SearchForm, size = SEARCH_PAGE_SIZE): string {
  const p = filterParams(f);
  p.set('mode', f.mode);
  p.set('page', String(f.page));
  p.set('size', String(size));
  return `/api/search?${p.toString()}`;
}

/** `GET /api/search/export`: the same search as CSV (every visible result up to the cap). */
export function exportPath(f: SearchForm): string {
  const p = filterParams(f);
  p.set('mode', f.mode);
  return `/api/search/export?${p.toString()}`;
}

/** The header's search: the screen with the typed words. */
export function screenPath(q: string): string {
  const text = q.trim();
  return text ? `${SEARCH_SCREEN}?${new URLSearchParams({ q: text }).toString()}` : SEARCH_SCREEN;
}

/** How many filters narrow the search (targets, days, program). */
export const filterCount = (f: SearchForm): number => (f.targets.length ? 1 : 0) + (f.from || f.to ? 1 : 0) + (f.programId !== null ? 1 : 0);

export const datesInOrder = (f: Pick<SearchForm, 'from' | 'to'>): boolean => !f.from || !f.to || f.from <= f.to;

/** Whether a search can be asked: some letter or digit typed and the dates in order. */
export const askable = (f: SearchForm): boolean => searchWords(f.q).length > 0 && datesInOrder(f);

/**
 * The words to mark in a hit's whole text (the generic viewer): those the server marked in its
 * title and passages (FUZZY's near spellings among them) and the typed ones, folded.
 */
export function hitWords(hit: Pick<SearchHit, 'titleParts' | 'fragments'>, q: string): Set<string> {
  const marked = [hit.titleParts, ...hit.fragments].flat().filter((p) => p.mark).map((p) => foldText(p.text));
  return new Set([...marked, ...searchWords(q)]);
}

/** A text's paragraphs (the index keeps them apart with line breaks), each with `words` marked. */
export function markedParagraphs(text: string, words: ReadonlySet<string>): SearchPart[][] {
  return text.split(/\n+/).map((l) => l.trim()).filter(Boolean).map((l) => markWords(l, words));
}

/** The program names of a hit, in its order; a program the user may not open is left out. */
export function programNames(ids: readonly number[], programs: readonly { id: number; label: string }[]): string[] {
  const byId = new Map(programs.map((p) => [p.id, p.label]));
  return ids.map((id) => byId.get(id)).filter((n): n is string => !!n);
}
