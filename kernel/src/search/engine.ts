import type { Knex } from 'knex';
import { searchWords, type SearchEntry } from '@lauda/sdk/server';
import type { EngineMatch, EngineQuery, SearchFilters } from './query.js';

/** One document's entry as written into the index. */
export interface IndexRow {
  target: string;
  type: string;
  docId: string;
  entry: SearchEntry;
  /** the title's and the text's words as the index keeps them (folded), read once per row */
  words: { title: string[]; text: string[] };
}

/** A document's row for the engines, its words folded once. */
export const indexRow = (target: string, type: string, docId: string, entry: SearchEntry): IndexRow => ({
  target, type, docId, entry, words: { title: searchWords(entry.title.slice(0, TITLE_MAX)), text: searchWords(entry.text.slice(0, BODY_MAX)) },
});

/**
 * The full-text engine behind the search: the database's own. An adapter for a search cluster
 * would implement the same four calls.
 */
export interface SearchEngine {
  /** writes (inserts or replaces) entries, stamped with `now` and `generation` */
  write(trx: Knex.Transaction, rows: readonly IndexRow[], now: number, generation: number | null): Promise<void>;
  /** removes entries of one target and type */
  remove(trx: Knex.Transaction, target: string, type: string, docIds: readonly string[]): Promise<void>;
  /** removes what a rebuild neither wrote nor saw written since it began */
  removeStale(trx: Knex.Transaction, target: string, generation: number, startedAt: number): Promise<number>;
  /** the best `limit` matches */
  match(q: EngineQuery, filters: SearchFilters, limit: number): Promise<EngineMatch[]>;
}

/** Stored title and body are capped: an index entry is for finding, not for archiving. */
export const TITLE_MAX = 500;
export const BODY_MAX = 100_000;

export function entryColumns(row: IndexRow, now: number, generation: number | null) {
  const e = row.entry;
  return {
    target: row.target,
    type: row.type,
    doc_id: row.docId,
    title: e.title.slice(0, TITLE_MAX),
    body: e.text.slice(0, BODY_MAX),
    date: e.date ?? null,
    programs: `,${(e.programsIds ?? []).join(',')}${e.programsIds?.length ? ',' : ''}`,
    updated_at: now,
    ...(generation === null ? {} : { generation }),
  };
}

/** The filters every engine applies to `search_entries` (aliased `e`). */
export function applyFilters(q: Knex.QueryBuilder, f: SearchFilters): Knex.QueryBuilder {
  q.whereIn('e.target', [...f.targets]);
  if (f.from) q.where('e.date', '>=', f.from);
  if (f.to) q.where('e.date', '<=', f.to);
  if (f.programId !== undefined) q.where('e.programs', 'like', `%,${f.programId},%`);
  return q;
}

export function toMatch(r: { id: number; target: string; type: string; doc_id: string }): EngineMatch {
  return { entryId: Number(r.id), target: r.target, type: r.type, docId: String(r.doc_id) };
}
