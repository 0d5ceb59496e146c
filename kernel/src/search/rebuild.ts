import os from 'node:os';
import { ConflictError, type IndexState, type IndexStateName, type LiveBus, type Logger, type SearchSource, type SearchTarget } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { SearchEngine } from './engine.js';
import type { IndexWriter } from './index-writer.js';

/** Bump when what an entry holds changes: every target becomes outdated. */
export const INDEX_VERSION = 1;
/** Documents read and written per step of a rebuild; writes of others go on between steps. */
const PAGE = 200;
/** A rebuild's claim lapses this long after its last step (its instance died). */
const LEASE_MS = 5 * 60_000;
/** Progress goes out at most this often. */
const PROGRESS_MS = 250;

interface TargetRow {
  target: string; state: string; done: number; total: number; generation: number; version: number;
  started_at: number | null; rebuilt_at: number | null; holder: string | null; lease_until: number;
}

/**
 * Index targets' states (outdated / rebuilding / rebuilt) and their rebuild: claimed by one atomic
 * UPDATE so one instance rebuilds a target at a time, walked page by page without blocking writes;
 * what the walk neither wrote nor saw written since it began is removed at the end.
 */
export class IndexRebuilder {
  /** index target → the sources feeding it (`documents` is fed by several plugins) */
  private readonly sources = new Map<string, SearchSource[]>();
  private readonly instance = `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  private readonly work = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: KnexDatabase,
    private readonly engine: SearchEngine,
    private readonly writer: IndexWriter,
    private readonly live: LiveBus,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  addSource(source: SearchSource): void {
    const fed = this.sources.get(source.target) ?? [];
    if (fed.some((s) => s.type === source.type)) throw new Error(`search: index target "${source.target}" is fed twice with type "${source.type}"`);
    this.sources.set(source.target, [...fed, source]);
  }

  /** the targets fed, each with its document types */
  targets(): Array<{ target: string; types: string[] }> {
    return [...this.sources].map(([target, fed]) => ({ target, types: fed.map((s) => s.type) }));
  }

  /** Makes sure every target has its row; a new target, or one made by an older version, is outdated. */
  async prepare(): Promise<void> {
    const k = this.db.knex;
    const rows = new Map((await k<TargetRow>('search_targets').select()).map((r) => [r.target, r]));
    for (const t of this.sources.keys()) {
      const r = rows.get(t);
      if (!r) await k('search_targets').insert({ target: t, state: 'outdated', version: INDEX_VERSION }).onConflict('target').ignore();
      else if (r.version !== INDEX_VERSION) await k('search_targets').where({ target: t }).update({ state: 'outdated', version: INDEX_VERSION });
    }
  }

  async states(): Promise<IndexState[]> {
    const k = this.db.knex;
    const rows = new Map((await k<TargetRow>('search_targets').select()).map((r) => [r.target, r]));
    const counted = (await k('search_entries').select('target').count({ n: '*' }).groupBy('target')) as Array<{ target: string; n: number | string }>;
    const counts = new Map(counted.map((r) => [String(r.target), Number(r.n)]));
    return this.targets().sort((a, b) => a.target.localeCompare(b.target))
      .map((s) => this.stateOf(s, rows.get(s.target), counts.get(s.target) ?? 0));
  }

  private stateOf(s: { target: string; types: string[] }, r: TargetRow | undefined, entries: number): IndexState {
    // a rebuild whose claim lapsed died with its instance: the target is outdated
    const lapsed = r?.state === 'rebuilding' && Number(r.lease_until) < this.now();
    const state = (!r || lapsed ? 'outdated' : r.state) as IndexStateName;
    return {
      target: s.target as SearchTarget, types: s.types, state, done: r?.done ?? 0, total: r?.total ?? 0, entries,
      rebuiltAt: r?.rebuilt_at ? new Date(Number(r.rebuilt_at)).toISOString() : null,
      generation: Number(r?.generation ?? 0),
    };
  }

  /**
   * Starts rebuilding `targets` (every one when empty); 409 `index.rebuilding` when one of them is
   * being rebuilt (here or on another instance), and then none starts.
   */
  async rebuild(targets: readonly string[], by: string | null): Promise<IndexState[]> {
    const chosen = targets.length ? [...new Set(targets)] : [...this.sources.keys()];
    const now = this.now();
    const claimed: Array<{ target: string; generation: number }> = [];
    await this.db.transaction(async (trx) => {
      for (const target of chosen) {
        const n = await trx('search_targets').where({ target })
          .andWhere((q) => q.whereNot('state', 'rebuilding').orWhere('lease_until', '<', now))
          .update({ state: 'rebuilding', holder: this.instance, lease_until: now + LEASE_MS, started_at: now, done: 0, total: 0, generation: trx.raw('generation + 1') });
        if (!n) throw new ConflictError(`The index of ${target} is being rebuilt`, 'index.rebuilding', { target });
        const { generation } = await trx('search_targets').where({ target }).first('generation');
        claimed.push({ target, generation: Number(generation) });
      }
    });
    // every viewer of the index page sees the claimed targets rebuilding at once (those waiting
    // their turn too), before the walk's first progress
    const started = (await this.states()).filter((s) => chosen.includes(s.target));
    for (const s of started) await this.live.publish('index', 'UPDATE', s.target, s, { by });
    const job = this.walkAll(claimed, by).finally(() => this.work.delete(job));
    this.work.add(job);
    return started;
  }

  /** Rebuilds the outdated targets (at start); a target another instance holds is left to it. */
  async rebuildOutdated(): Promise<void> {
    const outdated = (await this.states()).filter((s) => s.state === 'outdated').map((s) => s.target);
    for (const t of outdated) {
      try {
        await this.rebuild([t], null);
      } catch (e) {
        if (!(e instanceof ConflictError)) throw e;
      }
    }
  }

  /** Resolves when the rebuilds this instance runs have ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.work.size) await Promise.allSettled([...this.work]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async walkAll(claimed: Array<{ target: string; generation: number }>, by: string | null): Promise<void> {
    for (const c of claimed) {
      try {
        await this.walk(c.target, this.sources.get(c.target)!, c.generation, by);
      } catch (e) {
        this.logger.error('search: rebuild failed', { target: c.target, error: (e as Error).message });
        await this.db.knex('search_targets').where({ target: c.target, holder: this.instance }).update({ state: 'outdated', holder: null, lease_until: 0 }).catch(() => undefined);
        await this.publish(c.target, by).catch(() => undefined);
      }
    }
  }

  private async walk(target: string, sources: SearchSource[], generation: number, by: string | null): Promise<void> {
    const k = this.db.knex;
    const mine = () => k('search_targets').where({ target, holder: this.instance });
    const startedAt = this.now();
    const total = (await Promise.all(sources.map((s) => s.count()))).reduce((a, b) => a + b, 0);
    await mine().update({ total });
    let done = 0;
    let sent = 0;
    for (const source of sources) {
      let after: string | null = null;
      for (;;) {
        if (this.stopped) throw new Error('the server is stopping');
        const ids = await source.ids(after, PAGE);
        if (!ids.length) break;
        await this.writer.refresh(source, ids, generation);
        done += ids.length;
        after = ids[ids.length - 1]!;
        await mine().update({ done, total: Math.max(total, done), lease_until: this.now() + LEASE_MS });
        if (this.now() - sent >= PROGRESS_MS) {
          sent = this.now();
          await this.publish(target, by);
        }
        // let requests in between (the embedded SQLite has one connection)
        await new Promise((r) => setImmediate(r));
      }
    }
    await this.db.transaction((trx) => this.engine.removeStale(trx, target, generation, startedAt));
    await mine().update({ state: 'rebuilt', done, total: done, rebuilt_at: this.now(), holder: null, lease_until: 0 });
    await this.publish(target, by);
    this.logger.info('search: target rebuilt', { target, documents: done, ms: this.now() - startedAt });
  }

  async publish(target: string, by: string | null): Promise<void> {
    const state = (await this.states()).find((s) => s.target === target);
    if (state) await this.live.publish('index', 'UPDATE', target, state, { by });
  }
}
