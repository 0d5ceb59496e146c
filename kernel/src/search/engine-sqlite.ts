import type { Knex } from 'knex';
import { applyFilters, entryColumns, toMatch, type IndexRow, type SearchEngine } from './engine.js';
import type { EngineQuery, SearchFilters } from './query.js';

const quote = (w: string) => `"${w}"`;

/** FTS5 query syntax; words hold only letters and digits, so quoting them is enough. */
export function fts5Query(q: EngineQuery): string {
  if (q.kind === 'phrase') return `"${q.words.join(' ')}"`;
  if (q.kind === 'any') return q.words.map(quote).join(' OR ');
  return q.groups.map((g) => `(${g.map(quote).join(' OR ')})`).join(' AND ');
}

/** SQLite: an FTS5 table (contentless, rowid = the entry's id) over the folded title and body. */
export class SqliteSearchEngine implements SearchEngine {
  constructor(private readonly knex: Knex) {}

  async write(trx: Knex.Transaction, rows: readonly IndexRow[], now: number, generation: number | null): Promise<void> {
    // one statement per 50 rows (a row is 10 values; SQLite takes 32766 per statement)
    for (let i = 0; i < rows.length; i += 50) {
      const part = rows.slice(i, i + 50);
      await trx('search_entries').insert(part.map((r) => entryColumns(r, now, generation))).onConflict(['target', 'type', 'doc_id']).merge();
      const rowids = await this.entryIds(trx, part);
      await trx.raw(`DELETE FROM search_fts WHERE rowid IN (${rowids.map(() => '?').join(',')})`, rowids);
      await trx.raw(`INSERT INTO search_fts (rowid, title, body) VALUES ${part.map(() => '(?, ?, ?)').join(', ')}`,
        part.flatMap((r, j) => [rowids[j]!, r.words.title.join(' '), r.words.text.join(' ')]));
    }
  }

  /** the entries' ids, in the order of `rows` (a refresh writes rows of one target and type) */
  private async entryIds(trx: Knex.Transaction, rows: readonly IndexRow[]): Promise<number[]> {
    const byKey = new Map<string, number>();
    for (const [target, type] of [...new Set(rows.map((r) => JSON.stringify([r.target, r.type])))].map((k) => JSON.parse(k) as [string, string])) {
      const got = await trx('search_entries').where({ target, type }).whereIn('doc_id', rows.filter((r) => r.target === target && r.type === type).map((r) => r.docId)).select('id', 'doc_id');
      for (const g of got) byKey.set(JSON.stringify([target, type, String(g.doc_id)]), Number(g.id));
    }
    return rows.map((r) => byKey.get(JSON.stringify([r.target, r.type, r.docId]))!);
  }

  async remove(trx: Knex.Transaction, target: string, type: string, docIds: readonly string[]): Promise<void> {
    if (!docIds.length) return;
    const ids = await trx('search_entries').where({ target, type }).whereIn('doc_id', [...docIds]).pluck('id');
    await this.drop(trx, ids);
  }

  async removeStale(trx: Knex.Transaction, target: string, generation: number, startedAt: number): Promise<number> {
    const ids = await trx('search_entries').where({ target }).where('generation', '<', generation).where('updated_at', '<', startedAt).pluck('id');
    await this.drop(trx, ids);
    return ids.length;
  }

  private async drop(trx: Knex.Transaction, ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      const part = ids.slice(i, i + 500);
      await trx.raw(`DELETE FROM search_fts WHERE rowid IN (${part.map(() => '?').join(',')})`, part);
      await trx('search_entries').whereIn('id', part).delete();
    }
  }

  async match(q: EngineQuery, filters: SearchFilters, limit: number) {
    const query = this.knex('search_fts').join('search_entries as e', 'e.id', 'search_fts.rowid')
      .whereRaw('search_fts MATCH ?', [fts5Query(q)])
      .select('e.id', 'e.target', 'e.type', 'e.doc_id')
      // the title weighs four times the body; newer days first among equals
      .orderByRaw('bm25(search_fts, 4.0, 1.0), e.date DESC, e.id DESC')
      .limit(limit);
    return (await applyFilters(query, filters)).map(toMatch);
  }
}
