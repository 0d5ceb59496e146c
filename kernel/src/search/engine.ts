import type { Knex } from 'knex';
import { searchWords, type EngineMatch, type IndexRow, type SearchEntry, type SearchFilters } from '@lauda/sdk/server';

export type { IndexRow, SearchEngine } from '@lauda/sdk/server';

/** A document's row for the engines, its words folded once. */
export const indexRow = (target: string, type: string, docId: string, entry: SearchEntry): IndexRow => ({
  target, type, docId, entry, words: { title: searchWords(entry.title.slice(0, TITLE_MAX)), text: searchWords(entry.text.slice(0, BODY_MAX)) },
});

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
