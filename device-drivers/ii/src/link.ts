/**
 * The TCP socket to a device's II port, read as lines; made again after a delay that doubles up
 * to `reconnectMaxDelayMs` while the device stays away.
 */
import net from 'node:net';
import type { IiCharset } from './charset.js';
import { IiLineDecoder } from './protocol.js';

export type IiLine = ReturnType<IiLineDecoder['push']>[number];
/** a line the connection closing cut off */
export type IiCutLine = NonNullable<ReturnType<IiLineDecoder['end']>>;

export interface IiLinkOptions {
  host: string;
  port: number;
  connectTimeoutMs: number;
  reconnectDelayMs: number;
  reconnectMaxDelayMs: number;
  charsetInput: IiCharset;
}

/** What the link tells its connection. */
export interface IiLinkHandlers {
  /** the port is open */
  open(): void;
  lines(lines: IiLine[]): void;
  /** the connection could not be made or failed */
  failed(message: string): void;
  /** the socket closed; a running link makes it again after the delay */
  closed(cut: IiCutLine | null): void;
}

export class IiLink {
  private socket: net.Socket | null = null;
  private tcpUp = false;
  private running = false;
  private connectTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private backoff: number;
  private decoder: IiLineDecoder;
  private closed: Promise<void> = Promise.resolve();

  constructor(private readonly o: IiLinkOptions, private readonly on: IiLinkHandlers) {
    this.backoff = o.reconnectDelayMs;
    this.decoder = new IiLineDecoder(o.charsetInput);
  }

  /** the port is open and can be written to */
  get up(): boolean {
    return this.tcpUp && !!this.socket;
  }

  start(): void {
    this.running = true;
    this.backoff = this.o.reconnectDelayMs;
    this.connect();
  }

  /** No connection is made again from now on; `close()` closes the one open. */
  stop(): void {
    this.running = false;
    for (const t of [this.connectTimer, this.reconnectTimer]) if (t) clearTimeout(t);
    this.connectTimer = this.reconnectTimer = null;
  }

  async close(): Promise<void> {
    const s = this.socket;
    if (s) {
      s.destroy();
      await this.closed;
    }
  }

  write(bytes: Buffer): void {
    this.socket!.write(bytes);
  }

  /** Closes the socket; a running link makes it again after the delay. */
  drop(): void {
    this.socket?.destroy();
  }

  /** The device answered: the next reconnect waits the first delay again. */
  resetBackoff(): void {
    this.backoff = this.o.reconnectDelayMs;
  }

  private connect(): void {
    if (!this.running || this.socket) return;
    this.reconnectTimer = null;
    const s = net.connect({ host: this.o.host, port: this.o.port });
    this.socket = s;
    this.decoder = new IiLineDecoder(this.o.charsetInput);
    this.closed = new Promise((resolve) => s.once('close', () => resolve()));
    s.setNoDelay(true);
    this.connectTimer = setTimeout(() => {
      this.on.failed(`${this.o.host}:${this.o.port}: no connection within ${this.o.connectTimeoutMs} ms`);
      s.destroy();
    }, this.o.connectTimeoutMs);
    s.on('connect', () => {
      if (this.connectTimer) clearTimeout(this.connectTimer);
      this.connectTimer = null;
      this.tcpUp = true;
      s.setKeepAlive(true, 10_000);
      this.on.open();
    });
    s.on('data', (chunk) => {
      if (this.socket === s) this.on.lines(this.decoder.push(chunk));
    });
    s.on('error', (e) => this.on.failed(`${this.o.host}:${this.o.port}: ${e.message}`));
    s.on('close', () => this.onClose(s));
  }

  private onClose(s: net.Socket): void {
    if (this.socket !== s) return;
    this.socket = null;
    this.tcpUp = false;
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
    this.on.closed(this.decoder.end());
    if (!this.running) return;
    const delay = this.backoff;
    this.backoff = Math.min(this.backoff * 2, this.o.reconnectMaxDelayMs);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }
}
