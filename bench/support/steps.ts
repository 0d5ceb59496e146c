// Where a round's time goes (fanout.bench.ts with BENCH_FANOUT_STEPS=1): each step is noted the
// first time it happens in a round, as ms since the round's trigger started, and reported as its
// median over the rounds. The hooks cost a little, so the benchmark's figures are taken without them.
import dc from 'node:diagnostics_channel';
import { median, report } from './measure.js';

export class Steps {
  private readonly times = new Map<string, number[]>();
  private readonly seen = new Set<string>();
  private on = false;

  constructor(private readonly since: () => number) {}

  start(): void {
    this.seen.clear();
    this.on = true;
  }

  stop(): void {
    this.on = false;
  }

  mark(step: string): void {
    if (!this.on || this.seen.has(step)) return;
    this.seen.add(step);
    this.add(step, this.since());
  }

  /** whether `step` was noted in the current round */
  has(step: string): boolean {
    return this.seen.has(step);
  }

  /** Adds a time measured elsewhere (e.g. the first client's receipt) for this round. */
  add(step: string, ms: number): void {
    const list = this.times.get(step) ?? [];
    list.push(ms);
    this.times.set(step, list);
  }

  report(prefix: string): void {
    for (const [step, list] of this.times) report(`${prefix}_${step}_p50`, median(list), 'ms');
  }
}

interface QueryEvents {
  on(event: 'query', fn: (q: { sql: string }) => void): unknown;
}
interface Audience {
  visibilityForViewers(...args: unknown[]): Promise<unknown>;
}

/**
 * Notes a change request's steps: the server reads it, its first query, its commit, and its
 * document's audience asked and answered (the kernel's document access service, wrapped).
 */
export function watchRequest(steps: Steps, knex: QueryEvents, documents: Audience): void {
  dc.channel('http.server.request.start').subscribe(() => steps.mark('request_read'));
  knex.on('query', (q) => {
    // the search index may write in the same round (it batches changes): only the request's queries count
    if (!steps.has('request_read')) return;
    steps.mark('first_query');
    if (/^commit/i.test(q.sql)) steps.mark('commit');
  });
  const ask = documents.visibilityForViewers.bind(documents);
  documents.visibilityForViewers = async (...args: unknown[]) => {
    steps.mark('audience_asked');
    const answer = await ask(...args);
    steps.mark('audience_answered');
    return answer;
  };
}
