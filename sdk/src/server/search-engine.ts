/**
 * The engine adapter behind the global search (`kernel/src/search`): the kernel ships the database's
 * own full-text engines (SQLite FTS5, MariaDB/MySQL FULLTEXT), both behind this interface, so a search
 * cluster can be added later as one more adapter. The kernel keeps the rest: sources, access filtering,
 * highlighting, states and rebuilds. Every entry is a row of the `search_entries` table (its `id` is the
 * `entryId` of a match); an adapter for a cluster writes that row too (in `write`, inside the kernel's
 * transaction) and sends the words to the cluster, and `match` answers the rows' ids.
 */
import type { Knex } from 'knex';
import type { SearchEntry } from './search.js';

/** One document's entry as written into the index. */
export interface IndexRow {
  target: string;
  type: string;
  docId: string;
  entry: SearchEntry;
  /** the title's and the text's words as the index keeps them (folded: lower case, no accents), read once per row */
  words: { title: string[]; text: string[] };
}

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

export interface SearchEngine {
  /** writes (inserts or replaces) entries, stamped with `now` and the rebuild's `generation` (null: a live change) */
  write(trx: Knex.Transaction, rows: readonly IndexRow[], now: number, generation: number | null): Promise<void>;
  /** removes entries of one target and type */
  remove(trx: Knex.Transaction, target: string, type: string, docIds: readonly string[]): Promise<void>;
  /** removes what a rebuild neither wrote nor saw written since it began */
  removeStale(trx: Knex.Transaction, target: string, generation: number, startedAt: number): Promise<number>;
  /** the best `limit` matches, best first */
  match(q: EngineQuery, filters: SearchFilters, limit: number): Promise<EngineMatch[]>;
}
