import type { Knex } from 'knex';
import type { DocumentType } from './documents.js';

/**
 * `DocumentType.ownedBy` over one table with an integer `id`: the rows whose owner or author
 * column (any of `columns`) names the user, by id, those in the trash (`deleted_at` set) left out
 * when `trash` is true. `scope` narrows the rows further (e.g. series occurrences).
 */
export function ownedByColumns(knex: Knex, def: {
  table: string;
  /** owner and author columns holding a user id: `owner_id`, `author_id`, `created_by_id` */
  columns: readonly string[];
  trash?: boolean;
  scope?: (q: Knex.QueryBuilder) => Knex.QueryBuilder;
}): NonNullable<DocumentType['ownedBy']> {
  return async (userId, page) => {
    const id = `${def.table}.id`;
    let q = knex(def.table).where((w) => {
      for (const c of def.columns) w.orWhere(`${def.table}.${c}`, userId);
    });
    if (def.trash) q = q.whereNull(`${def.table}.deleted_at`);
    if (def.scope) q = def.scope(q);
    const after = page.after === null ? 0 : Number(page.after);
    const ids = await q.where(id, '>', Number.isFinite(after) ? after : 0).orderBy(id).limit(Math.max(1, Math.min(page.limit, 1000))).pluck(id);
    return ids.map(String);
  };
}
