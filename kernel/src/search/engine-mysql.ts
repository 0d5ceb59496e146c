import type { Knex } from 'knex';
import { applyFilters, entryColumns, toMatch, type IndexRow, type SearchEngine } from './engine.js';
import type { EngineQuery, SearchFilters } from './query.js';

/**
 * InnoDB indexes no word shorter than `innodb_ft_min_token_size` (3 by default): Lauda writes and
 * asks short words padded with `_` (a word character there, never in folded text), so `sp`, `rj`
 * and `tv` are found as on SQLite.
 */
export const pad = (w: string) => (w.length >= 3 ? w : w.padEnd(3, '_'));
const ftText = (words: readonly string[]) => words.map(pad).join(' ');

/** Boolean-mode syntax; words hold only letters, digits (and the padding). */
export function booleanQuery(q: EngineQuery): string {
  if (q.kind === 'phrase') return `"${q.words.map(pad).join(' ')}"`;
  if (q.kind === 'any') return q.words.map(pad).join(' ');
  return q.groups.map((g) => `+(${g.map(pad).join(' ')})`).join(' ');
}

/** MariaDB/MySQL: a FULLTEXT index (InnoDB) over the folded title and body columns. */
export class MysqlSearchEngine implements SearchEngine {
  constructor(private readonly knex: Knex) {}

  async write(trx: Knex.Transaction, rows: readonly IndexRow[], now: number, generation: number | null): Promise<void> {
    if (!rows.length) return;
    const values = rows.map((r) => ({ ...entryColumns(r, now, generation), ft_title: ftText(r.words.title), ft_body: ftText(r.words.text) }));
    await trx('search_entries').insert(values).onConflict(['target', 'type', 'doc_id']).merge();
  }

  async remove(trx: Knex.Transaction, target: string, type: string, docIds: readonly string[]): Promise<void> {
    if (docIds.length) await trx('search_entries').where({ target, type }).whereIn('doc_id', [...docIds]).delete();
  }

  async removeStale(trx: Knex.Transaction, target: string, generation: number, startedAt: number): Promise<number> {
    return trx('search_entries').where({ target }).where('generation', '<', generation).where('updated_at', '<', startedAt).delete();
  }

  async match(q: EngineQuery, filters: SearchFilters, limit: number) {
    const against = booleanQuery(q);
    const query = this.knex('search_entries as e')
      .select('e.id', 'e.target', 'e.type', 'e.doc_id')
      .whereRaw('MATCH(e.ft_title, e.ft_body) AGAINST (? IN BOOLEAN MODE)', [against])
      .orderByRaw('MATCH(e.ft_title, e.ft_body) AGAINST (? IN BOOLEAN MODE) DESC, e.date DESC, e.id DESC', [against])
      .limit(limit);
    return (await applyFilters(query, filters)).map(toMatch);
  }
}
