/**
 * The two connections Lauda makes to one device, lower (objects) and upper (running orders), each
 * with its queue; the message IDs they use count up together.
 */
import { MOS_DEFAULTS, type MosNcsSettings } from '../model/index.js';
import type { TrafficLog } from '@lauda/sdk/device';
import type { XmlElement } from '../protocol/xml.js';
import { MosClientPort, type Settled } from './client-port.js';
import type { ResolvedMosOptions } from './options.js';

export class MosPortPair {
  readonly lower: MosClientPort;
  readonly upper: MosClientPort;
  private messageId = 0;

  constructor(settings: MosNcsSettings, private readonly options: ResolvedMosOptions, log: TrafficLog) {
    const common = {
      host: options.host,
      ids: { mosId: options.mosId, ncsId: settings.ncsId },
      nextMessageId: () => (this.messageId = this.messageId >= 2 ** 31 - 2 ? 1 : this.messageId + 1),
      ackTimeoutMs: options.ackTimeoutMs,
      retries: options.retries,
      maxAttempts: options.maxAttempts,
      reconnectDelayMs: options.reconnectDelayMs,
      heartbeatIntervalMs: options.heartbeatIntervalMs,
      maxMessageBytes: settings.maxMessageBytes ?? MOS_DEFAULTS.maxMessageBytes,
      log,
      logHeartbeats: options.logHeartbeats,
    };
    this.lower = new MosClientPort({ ...common, name: 'lower', port: options.lowerPort });
    this.upper = new MosClientPort({ ...common, name: 'upper', port: options.upperPort });
  }

  get both(): MosClientPort[] {
    return [this.lower, this.upper];
  }

  /** messages waiting to be sent or answered, on both */
  get backlog(): number {
    return this.lower.backlog + this.upper.backlog;
  }

  start(): void {
    this.lower.start();
    this.upper.start();
  }

  async stop(): Promise<void> {
    await Promise.all([this.lower.stop(), this.upper.stop()]);
  }

  private port(body: XmlElement): MosClientPort {
    return /^ro[A-Z]/.test(body.name) ? this.upper : this.lower;
  }

  queue(body: XmlElement, roId?: string): void {
    this.port(body).enqueue({ body, ...(roId ? { roId } : {}) });
  }

  /** Sends a request and waits for its answer, at most long enough for the retries to run out. */
  request(body: XmlElement): Promise<Settled> {
    return this.port(body).request({ body }, Math.max(2_000, this.options.ackTimeoutMs * (this.options.retries + 1)));
  }

  /** Resolves once nothing (but heartbeats) waits to be sent or answered. */
  async whenIdle(timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.backlog > 0) {
      if (Date.now() > end) throw new Error(`MOS device ${this.options.mosId}: ${this.backlog} messages still waiting after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
