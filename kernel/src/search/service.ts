import {
  BadRequestError, SEARCH_MATCH_CAP, SEARCH_SCAN_CAP, SEARCH_TARGETS, markWords,
  type SearchEntryView, type SearchHit, type SearchMode, type SearchResults, type SearchSource, type SearchTarget,
  type SearchTargetInfo, type SessionUser,
} from '@lauda/sdk/server';
import type { KernelAccess } from '../access/index.js';
import { documentNotFound, type DocumentRegistry } from '../access/documents.js';
import type { KnexDatabase } from '../storage/db.js';
import type { SearchEngine } from './engine.js';
import { fragments } from './highlight.js';
import type { IndexWriter } from './index-writer.js';
import { buildQuery, matchedWords, typedWords, type EngineMatch, type EngineQuery } from './query.js';
import type { IndexRebuilder } from './rebuild.js';
import type { SearchWords } from './words.js';

export interface SearchParams {
  q: string;
  mode: SearchMode;
  /** none: every target the caller may search */
  targets?: SearchTarget[];
  from?: string;
  to?: string;
  programId?: number;
  page: number;
  size: number;
}

const noWords = () => new BadRequestError('q: type at least one word (letters or digits)', { in: 'query', issues: [{ field: 'q', message: 'no word to search for' }] }, 'search.noWords');
const badTargets = (unknown: string[]) =>
  new BadRequestError(`targets: not an index target here: ${unknown.join(', ')}`, { in: 'body', issues: [{ field: 'targets', message: `unknown: ${unknown.join(', ')}` }] }, 'index.unknownTarget');

interface EntryRow { id: number; target: string; type: string; doc_id: string; title: string; body: string; date: string | null; programs: string }

const programsOf = (s: string) => s.split(',').filter(Boolean).map(Number);

/**
 * The global search (`GET /api/search`): of the engine's best matches each document's own access
 * answer (`core.documents`) keeps only what the caller sees in full, up to `SEARCH_MATCH_CAP`, so a
 * document they may not see is never listed, counted or highlighted, nor takes a visible one's place.
 */
export class KernelSearch {
  constructor(
    private readonly db: KnexDatabase,
    private readonly engine: SearchEngine,
    private readonly words: SearchWords,
    readonly writer: IndexWriter,
    readonly rebuilder: IndexRebuilder,
    private readonly documents: DocumentRegistry,
    private readonly access: KernelAccess,
  ) {}

  /** A plugin's index target; its type must be a registered document type (its access decides who sees a hit). */
  addSource(owner: string, source: SearchSource): void {
    const where = `${owner}: search source "${source.target}"`;
    if (!(SEARCH_TARGETS as readonly string[]).includes(source.target)) throw new Error(`${where} is not one of the index targets (${SEARCH_TARGETS.join(', ')})`);
    if (!this.documents.get(source.type)) throw new Error(`${where} names document type "${source.type}", which nobody declared`);
    this.rebuilder.addSource(source);
    this.writer.addSource(source);
  }

  /** The targets `user` may search: those of whose document types they hold the read roles. */
  targetsFor(user: SessionUser): SearchTargetInfo[] {
    return this.rebuilder.targets()
      .map((t) => ({ target: t.target as SearchTarget, types: t.types.filter((type) => this.access.allows(user, this.documents.get(type)!.readRoles)) }))
      .filter((t) => t.types.length)
      .sort((a, b) => a.target.localeCompare(b.target));
  }

  /** Checks rebuild targets: every one fed here (400 naming `targets` otherwise). */
  assertTargets(targets: readonly string[]): void {
    const fed = new Set(this.rebuilder.targets().map((t) => t.target));
    const unknown = targets.filter((t) => !fed.has(t));
    if (unknown.length) throw badTargets(unknown);
  }

  async search(user: SessionUser, p: SearchParams): Promise<SearchResults> {
    const { hits, capped, query } = await this.visibleMatches(user, p);
    const start = p.page * p.size;
    const page = hits.slice(start, start + p.size);
    const rows = await this.entryRows(page.map((m) => m.entryId));
    const marked = matchedWords(query);
    const data = page.map((m) => rows.get(m.entryId)).filter((r): r is EntryRow => !!r).map((r) => toHit(r, marked));
    return { data, number: p.page, size: p.size, total: hits.length, capped };
  }

  /** Every visible match up to the cap, best first (the export). */
  async allVisible(user: SessionUser, p: Omit<SearchParams, 'page' | 'size'>): Promise<{ hits: SearchHit[]; capped: boolean }> {
    const { hits, capped, query } = await this.visibleMatches(user, { ...p, page: 0, size: SEARCH_MATCH_CAP });
    const rows = await this.entryRows(hits.map((m) => m.entryId));
    const marked = matchedWords(query);
    return { hits: hits.map((m) => rows.get(m.entryId)).filter((r): r is EntryRow => !!r).map((r) => toHit(r, marked)), capped };
  }

  /** One indexed document, as the generic viewer shows it; 404 unless the caller sees it in full. */
  async entry(user: SessionUser, type: string, id: string): Promise<SearchEntryView> {
    const rows: EntryRow[] = await this.db.knex('search_entries').where({ type, doc_id: id }).select();
    if (!rows.length) throw documentNotFound(type, [id]);
    // a placeholder is not enough: the index holds the text
    if ((await this.documents.visibility(type, user, [id])).get(id) !== 'full') throw documentNotFound(type, [id]);
    const best = rows.reduce((a, b) => (b.body.length > a.body.length ? b : a));
    return {
      type, id, targets: rows.map((r) => r.target as SearchTarget), title: best.title, text: best.body,
      date: best.date ?? null, programsIds: programsOf(best.programs),
    };
  }

  private async query(p: Pick<SearchParams, 'q' | 'mode'>) {
    const words = typedWords(p.q, p.mode);
    if (!words.length) throw noWords();
    return buildQuery(words, p.mode, (w) => this.words.near(w));
  }

  private async visibleMatches(user: SessionUser, p: SearchParams): Promise<{ hits: EngineMatch[]; capped: boolean; query: EngineQuery }> {
    const allowed = this.targetsFor(user).map((t) => t.target);
    const targets = p.targets?.length ? allowed.filter((t) => p.targets!.includes(t)) : allowed;
    const query = await this.query(p);
    if (!targets.length) return { hits: [], capped: false, query };
    const filters = { targets, from: p.from, to: p.to, programId: p.programId };
    // Asked for more while too few of the best matches are visible: the caller's list (and its total)
    // must be what it would be if the documents they may not see were not in the index at all.
    const seen = new Map<string, boolean>();
    let limit = SEARCH_MATCH_CAP + 1;
    for (;;) {
      const found = await this.engine.match(query, filters, limit);
      await this.askVisibility(user, found, seen);
      const hits = uniqueVisible(found, seen);
      const exhausted = found.length < limit;
      if (hits.length > SEARCH_MATCH_CAP || exhausted || limit >= SEARCH_SCAN_CAP) {
        return { hits: hits.slice(0, SEARCH_MATCH_CAP), capped: hits.length > SEARCH_MATCH_CAP || !exhausted, query };
      }
      limit = Math.min(limit * 4, SEARCH_SCAN_CAP);
    }
  }

  /** Fills `seen` (type:id → seen in full) for the matches not asked about yet. */
  private async askVisibility(user: SessionUser, found: EngineMatch[], seen: Map<string, boolean>): Promise<void> {
    const byType = new Map<string, string[]>();
    for (const m of found) {
      const key = `${m.type}:${m.docId}`;
      if (seen.has(key)) continue;
      seen.set(key, false);
      const ids = byType.get(m.type);
      if (ids) ids.push(m.docId);
      else byType.set(m.type, [m.docId]);
    }
    for (const [type, ids] of byType) {
      if (!this.access.allows(user, this.documents.get(type)?.readRoles ?? ['ROLE_ROOT'])) continue;
      for (let i = 0; i < ids.length; i += 1000) {
        for (const [id, v] of await this.documents.visibility(type, user, ids.slice(i, i + 1000))) if (v === 'full') seen.set(`${type}:${id}`, true);
      }
    }
  }

  private async entryRows(ids: number[]): Promise<Map<number, EntryRow>> {
    const out = new Map<number, EntryRow>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows: EntryRow[] = await this.db.knex('search_entries').whereIn('id', ids.slice(i, i + 500))
        .select('id', 'target', 'type', 'doc_id', 'title', 'body', 'date', 'programs');
      for (const r of rows) out.set(Number(r.id), r);
    }
    return out;
  }
}

/** The matches seen in full, best first; a document matched in two targets (a story's slug and its script) once, at its best place. */
function uniqueVisible(found: EngineMatch[], seen: ReadonlyMap<string, boolean>): EngineMatch[] {
  const listed = new Set<string>();
  return found.filter((m) => {
    const key = `${m.type}:${m.docId}`;
    if (!seen.get(key) || listed.has(key)) return false;
    listed.add(key);
    return true;
  });
}

function toHit(r: EntryRow, marked: ReadonlySet<string>): SearchHit {
  return {
    target: r.target as SearchTarget,
    type: r.type,
    id: String(r.doc_id),
    title: r.title,
    date: r.date ?? null,
    programsIds: programsOf(r.programs),
    titleParts: markWords(r.title, marked),
    fragments: fragments(r.body, marked),
  };
}
