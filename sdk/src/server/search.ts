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

/** Keys whose values are never words (ids, kinds, colours, instants): left out by `searchText`. */
const NOT_WORDS_KEYS = /^(id|uuid|type|kind|colou?r|version|revision|date|time|duration|position|index)$/i;
const NOT_WORDS_SUFFIX = /[a-z](Id|Ids|Date|Time|At|Ms|Duration)$/;
const withoutInstructions = (s: string) => s.replace(/\[[^\]]*\]/g, ' ').replace(/[ \t]+/g, ' ').trim();

/**
 * The words of stored values as one plain text for a `SearchEntry`: strings as they are, JSON
 * columns (lists of guides, tasks, sections, CGs) walked for their strings, rich text (paragraphs
 * of runs) read as its paragraphs without comment runs and `[instructions]`; numbers, ids, kinds,
 * colours and instants left out. Pieces are separated by a blank line.
 */
export function searchText(...values: unknown[]): string {
  const out: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (v === null || v === undefined || depth > 16) return;
    if (typeof v === 'string') {
      const t = v.trim();
      if (!t) return;
      if (depth === 0 && /^[[{]/.test(t)) {
        try {
          return walk(JSON.parse(t), 1);
        } catch {
          // not JSON: a text that starts with an [instruction]
        }
      }
      const plain = withoutInstructions(t);
      if (plain) out.push(plain);
      return;
    }
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    if (typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (o.comment === true) return;
    if (Array.isArray(o.children) && o.children.every((c) => c && typeof c === 'object' && 'text' in c)) {
      // a rich-text paragraph: its runs are one line (a word may span two runs)
      const line = withoutInstructions((o.children as { text?: unknown; comment?: unknown }[]).filter((c) => c.comment !== true).map((c) => String(c.text ?? '')).join(''));
      if (line) out.push(line);
      return;
    }
    for (const [k, x] of Object.entries(o)) if (!NOT_WORDS_KEYS.test(k) && !NOT_WORDS_SUFFIX.test(k)) walk(x, depth + 1);
  };
  for (const v of values) walk(v, 0);
  return out.join('\n\n');
}

/** A number list column (`"[1,4]"`, or already parsed) as ids: the programs of a `SearchEntry`. */
export function idsOf(v: unknown): number[] {
  try {
    const list = typeof v === 'string' ? JSON.parse(v || '[]') : v;
    return Array.isArray(list) ? list.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

type Row = Record<string, any>;

/**
 * The usual index target: one row per document, its title and text read from columns (`searchText`
 * of each `text` column), its day and programs from a column or a function of the row. `timeZone`
 * (the branch's) is read before the rows when `date` needs it (an instant's day).
 */
export function rowSearchSource(knex: Knex, def: {
  target: SearchTarget;
  type: string;
  table: string;
  trash?: boolean;
  scope?: (q: Knex.QueryBuilder) => Knex.QueryBuilder;
  title: string;
  text: readonly string[];
  date?: string | ((row: Row, timeZone: string) => string | null);
  programs?: string | ((row: Row) => number[]);
  timeZone?: () => Promise<string>;
}): SearchSource {
  const columns = [...new Set(['id', def.title, ...def.text,
    ...(typeof def.date === 'string' ? [def.date] : []), ...(typeof def.programs === 'string' ? [def.programs] : [])])];
  const extra = typeof def.date === 'function' || typeof def.programs === 'function';
  return tableSearchSource(knex, {
    ...def,
    async entries(ids) {
      const zone = def.timeZone ? await def.timeZone() : 'UTC';
      const rows: Row[] = await knex(def.table).whereIn('id', [...ids]).select(extra ? ['*'] : columns);
      return new Map(rows.map((r): [number, SearchEntry] => [Number(r.id), {
        title: String(r[def.title] ?? ''),
        text: searchText(...def.text.map((c) => r[c])),
        date: typeof def.date === 'function' ? def.date(r, zone) : def.date ? ((r[def.date] as string | null) ?? null) : null,
        programsIds: typeof def.programs === 'function' ? def.programs(r) : def.programs ? idsOf(r[def.programs]) : [],
      }]));
    },
  });
}

/** An index target read from the document type's own `content` (what other areas take over), for a type that offers one. */
export function contentSearchSource(knex: Knex, def: {
  target: SearchTarget;
  type: string;
  table: string;
  trash?: boolean;
  scope?: (q: Knex.QueryBuilder) => Knex.QueryBuilder;
  content(ids: readonly DocumentId[]): Promise<Map<DocumentId, SearchEntry>>;
}): SearchSource {
  return tableSearchSource(knex, {
    ...def,
    entries: async (ids) => new Map([...(await def.content(ids.map(String)))].map(([id, e]) => [Number(id), e])),
  });
}
