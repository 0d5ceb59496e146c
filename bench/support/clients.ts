import { Worker } from 'node:worker_threads';

/** The worker thread holding the clients, with request/answer helpers. */
export class Clients {
  private readonly worker = new Worker(new URL('./stomp-clients.js', import.meta.url));
  private waiting: ((m: any) => void) | null = null;
  /** the last round's ms from just before its trigger to the first client's receipt */
  firstMs = 0;
  private started = 0n;
  constructor() {
    this.worker.on('message', (m) => {
      const w = this.waiting;
      this.waiting = null;
      w?.(m);
    });
    this.worker.on('error', (e) => {
      process.stderr.write(`clients worker failed: ${e.message}\n`);
      process.exit(1);
    });
  }
  private ask(msg: unknown): Promise<any> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.worker.postMessage(msg);
    });
  }
  /** Opens `count` clients subscribed to `destinations`, client i signed in with `cookies[i % cookies.length]`. */
  async open(url: string, cookies: (string | null)[], count: number, destinations: string[]): Promise<void> {
    const m = await this.ask({ type: 'open', url, cookies, count, destinations });
    if (m.type !== 'ready') throw new Error(`clients could not connect: ${m.error}`);
  }
  /** Arms the clients, runs `trigger`, and answers ms from just before `trigger` to the last receipt. */
  async round(n: number, trigger: () => Promise<void> | void): Promise<number> {
    await this.ask({ type: 'arm', round: n });
    const done = new Promise<any>((resolve) => (this.waiting = resolve));
    this.started = process.hrtime.bigint();
    await trigger();
    const m = await done;
    this.firstMs = Number(BigInt(m.first) - this.started) / 1e6;
    return Number(BigInt(m.last) - this.started) / 1e6;
  }

  /** ms since the current round's trigger started (for step marks taken during it) */
  sinceStart(): number {
    return Number(process.hrtime.bigint() - this.started) / 1e6;
  }

  async close(): Promise<void> {
    await this.ask({ type: 'close' });
    await this.worker.terminate();
  }
}
