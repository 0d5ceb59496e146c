import type { DocumentId, Logger, SearchSource } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import { indexRow, type SearchEngine } from './engine.js';
import type { SearchWords } from './words.js';

/** Pause before a batch of live changes is indexed: a story saved field by field is read once. */
const SETTLE_MS = 150;

/**
 * Writes entries (a page of a rebuild, or documents the live bus named) and keeps the index current:
 * `changed(type, id)` queues a document; the queue is read back from its owner and written within
 * a fraction of a second, one batch at a time.
 */
export class IndexWriter {
  private readonly byType = new Map<string, SearchSource[]>();
  private readonly pending = new Map<string, Set<DocumentId>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: KnexDatabase,
    private readonly engine: SearchEngine,
    private readonly words: SearchWords,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  addSource(source: SearchSource): void {
    this.byType.set(source.type, [...(this.byType.get(source.type) ?? []), source]);
  }

  indexes(type: string): boolean {
    return this.byType.has(type);
  }

  /** A document of `type` changed (created, updated, deleted, moved to the trash, restored). */
  changed(type: string, id: DocumentId): void {
    if (this.closed || !this.byType.has(type)) return;
    const ids = this.pending.get(type) ?? new Set<DocumentId>();
    ids.add(String(id));
    this.pending.set(type, ids);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.running = this.running.then(() => this.flush());
    }, SETTLE_MS);
  }

  /** Resolves once every queued change is in the index (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.timer || this.pending.size) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
        this.running = this.running.then(() => this.flush());
      }
      await this.running;
    }
    await this.running;
  }

  async close(): Promise<void> {
    await this.settled();
    this.closed = true;
  }

  private async flush(): Promise<void> {
    const batch = [...this.pending];
    this.pending.clear();
    for (const [type, ids] of batch) {
      for (const source of this.byType.get(type) ?? []) {
        try {
          await this.refresh(source, [...ids], null);
        } catch (e) {
          this.logger.error('search: indexing a change failed', { target: source.target, ids: [...ids].slice(0, 20), error: (e as Error).message });
        }
      }
    }
  }

  /** Reads `ids` from their owner and writes what it answers; ids it leaves out leave the index. */
  async refresh(source: SearchSource, ids: readonly DocumentId[], generation: number | null): Promise<number> {
    const entries = await source.entries(ids);
    const rows = [...entries].map(([docId, entry]) => indexRow(source.target, source.type, docId, entry));
    const gone = ids.filter((id) => !entries.has(id));
    const words = this.words.fresh(rows.flatMap((r) => [r.words.title, r.words.text]));
    await this.db.transaction(async (trx) => {
      await this.engine.write(trx, rows, this.now(), generation);
      await this.words.add(trx, words);
      if (generation === null) await this.engine.remove(trx, source.target, source.type, gone);
    });
    this.words.remember(words);
    return rows.length;
  }
}
