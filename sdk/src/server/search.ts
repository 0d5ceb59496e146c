import type { Knex } from 'knex';
import type { SearchTarget } from '../common/search.js';
import type { DocumentId } from './documents.js';

/** What the index keeps of one document (plain text: no markup, no `[instructions]`). */
export interface SearchEntry {
  title: string;
  text: string;
  /** the day it is for (YYYY-MM-DD), for the date filter */
  date?: string | null;
  /** its programs, for the program filter */
  programsIds?: readonly number[];
}

/**
 * One index target fed by the plugin that owns its documents (`setup` part `search`). The kernel
 * keeps the index current from the live bus: every publish naming a document of `type` makes it
 * ask `entries` for that id again (an id left out of the answer leaves the index: deleted, in the
 * trash). A rebuild walks `ids` page by page. Who sees a hit is the document type's access answer:
 * only documents the user sees in full are listed or counted.
 */
export interface SearchSource {
  target: SearchTarget;
  /** the registered document type whose access decides who sees a hit */
  type: string;
  /** how many documents a rebuild walks (for its progress) */
  count(): Promise<number>;
  /** ids after `after` (null: from the first), in the order `after` follows, at most `limit` */
  ids(after: DocumentId | null, limit: number): Promise<DocumentId[]>;
  /** what to index of each id; ids left out are not (or no longer) in this target */
  entries(ids: readonly DocumentId[]): Promise<Map<DocumentId, SearchEntry>>;
}

/**
 * A source over one table with an integer `id` (and `deleted_at` when the type goes to the trash):
 * `scope` narrows the rows (e.g. one agency source kind), `entries` reads the ids given.
 */
export function tableSearchSource(knex: Knex, def: {
  target: SearchTarget;
  type: string;
  table: string;
  /** rows in the trash are left out when true */
  trash?: boolean;
  scope?: (q: Knex.QueryBuilder) => Knex.QueryBuilder;
  entries(ids: readonly number[]): Promise<Map<number, SearchEntry>>;
}): SearchSource {
  const rows = () => {
    let q = knex(def.table);
    if (def.trash) q = q.whereNull(`${def.table}.deleted_at`);
    return def.scope ? def.scope(q) : q;
  };
  return {
    target: def.target,
    type: def.type,
    async count() {
      const [r] = await rows().count({ n: '*' });
      return Number((r as { n: number | string }).n);
    },
    async ids(after, limit) {
      const got = await rows().where(`${def.table}.id`, '>', after === null ? 0 : Number(after))
        .orderBy(`${def.table}.id`).limit(limit).pluck(`${def.table}.id`);
      return got.map(String);
    },
    async entries(ids) {
      const numeric = ids.map(Number).filter((n) => Number.isInteger(n) && n > 0);
      if (!numeric.length) return new Map();
      // the scope decides membership: an id outside it is not in this target
      const inScope = new Set((await rows().whereIn(`${def.table}.id`, numeric).pluck(`${def.table}.id`)).map(Number));
      const got = await def.entries(numeric.filter((n) => inScope.has(n)));
      return new Map([...got].map(([id, e]) => [String(id), e]));
    },
  };
}
