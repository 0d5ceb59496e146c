/**
 * One TCP connection to a device's Intelligent Interface port, kept open.
 *
 * Commands wait in a queue and go out one at a time: II answers carry no message number, so the
 * next command is sent only once the device has answered the one before. No answer within
 * `replyTimeoutMs`: the connection is dropped (a late answer would otherwise be taken for the next
 * command's) and made again, and the command is sent again first, up to `maxAttempts` sends.
 * A lost connection is made again after a delay that doubles up to `reconnectMaxDelayMs`.
 * The queue lives beside the socket, so it survives the device restarting and delivers in order.
 */
import net from 'node:net';
import { EventEmitter } from 'node:events';
import type { DeliveryReport, DeviceTemplate, TrafficEntry } from '@lauda/sdk/device';
import type { IiCharset } from './charset.js';
import { encodeCommand, IiLineDecoder, parseReply, type EncodeOptions, type IiCommand, type IiReply } from './protocol.js';
import type { TrafficLog } from '@lauda/sdk/device';

export interface IiConnectionOptions {
  host: string;
  port: number;
  replyTimeoutMs: number;
  connectTimeoutMs: number;
  /** sends of one command before it is given up */
  maxAttempts: number;
  reconnectDelayMs: number;
  reconnectMaxDelayMs: number;
  encode: EncodeOptions;
  charsetInput: IiCharset;
  log: TrafficLog;
  /** sent first on every new connection; the device counts as connected once it answers (null: at once) */
  probe: IiCommand | null;
  /** sent after the probe on every new connection (message directory) */
  setup?: IiCommand[];
}

export interface Settled {
  outcome: 'ACK' | 'NACK' | 'DROPPED';
  /** the device's error code (NACK) */
  code?: string;
  detail?: string;
  /** template lines that came before the `*` */
  templates: DeviceTemplate[];
}

interface Pending {
  id: number;
  cmd: IiCommand;
  bytes: Buffer;
  text: string;
  attempts: number;
  /** probe and setup commands belong to one connection: no delivery events, dropped when it closes */
  role: 'command' | 'probe' | 'setup';
  /** a caller awaits the answer (dropped when the connection stops) */
  waited: boolean;
  entry?: TrafficEntry;
  templates: DeviceTemplate[];
  settle?: (s: Settled) => void;
  /** sent only when this command (by id) was done: a take never airs a page whose fill failed */
  after?: number;
}

export interface IiConnectionEvents {
  /** connected or not, or the last error changed */
  change: [];
  delivery: [DeliveryReport];
  protocolError: [{ code: string; message: string }];
  /** the answer to the probe of a new connection */
  probed: [Settled];
}

const TYPES: Record<IiCommand['kind'], string> = {
  write: 'W write', read: 'V read', build: 'V build', keys: 'Y keys', macro: 'E macro', directory: 'M directory',
  listTemplates: 'Z templates', readTemplate: 'Z template',
};

export class IiConnection extends EventEmitter<IiConnectionEvents> {
  private queue: Pending[] = [];
  private socket: net.Socket | null = null;
  private tcpUp = false;
  private alive = false;
  private running = false;
  private inFlight: Pending | null = null;
  private replyTimer: NodeJS.Timeout | null = null;
  private connectTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private backoff: number;
  private decoder: IiLineDecoder;
  private closed: Promise<void> = Promise.resolve();
  private nextId = 1;
  /** commands not done that a queued command depends on */
  private readonly failed = new Set<number>();
  lastError: string | null = null;
  /** the telnet greeting, when the device sent one */
  banner: string | null = null;
  lastAnswerAt: string | null = null;
  connects = 0;

  constructor(private readonly o: IiConnectionOptions) {
    super();
    this.backoff = o.reconnectDelayMs;
    this.decoder = new IiLineDecoder(o.charsetInput);
  }

  get isAlive(): boolean {
    return this.running && this.alive;
  }
  get isRunning(): boolean {
    return this.running;
  }
  /** commands waiting or unanswered (the probe not counted) */
  get backlog(): number {
    return this.queue.filter((p) => p.role === 'command').length;
  }
  get pending(): string | null {
    return this.inFlight?.text ?? null;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.backoff = this.o.reconnectDelayMs;
    this.connect();
    this.emit('change');
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const t of [this.replyTimer, this.connectTimer, this.reconnectTimer]) if (t) clearTimeout(t);
    this.replyTimer = this.connectTimer = this.reconnectTimer = null;
    // callers waiting for an answer are told; queued commands nobody awaits stay for start()
    for (const p of [...this.queue]) if (p.waited || p.role !== 'command') this.finish(p, { outcome: 'DROPPED', detail: 'connection stopped', templates: [] });
    const s = this.socket;
    if (s) {
      s.destroy();
      await this.closed;
    }
    this.emit('change');
  }

  /**
   * Queues a command; `settle` is called once it is answered or given up. With `after`, it is
   * skipped (DROPPED) when that earlier command was not done. Returns its number in the log.
   */
  enqueue(cmd: IiCommand, settle?: (s: Settled) => void, waited = false, after?: number): number {
    const p = this.pending_(cmd, 'command', waited, settle);
    if (after !== undefined) p.after = after;
    this.queue.push(p);
    this.pump();
    return p.id;
  }

  /** Sends and waits for the answer; after `timeoutMs` the command is withdrawn (DROPPED). */
  request(cmd: IiCommand, timeoutMs: number, after?: number): Promise<Settled> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const id = this.enqueue(cmd, (s) => {
        if (timer) clearTimeout(timer);
        resolve(s);
      }, true, after);
      timer = setTimeout(() => this.withdraw(id, `no answer within ${timeoutMs} ms${this.alive ? '' : ` (${this.lastError ?? 'not connected'})`}`), timeoutMs);
    });
  }

  /** Resolves once nothing waits to be sent or answered. */
  async whenIdle(timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.queue.length || this.inFlight) {
      if (Date.now() > end) throw new Error(`${this.backlog} Intelligent Interface commands still waiting after ${timeoutMs} ms${this.alive ? '' : ` (${this.lastError ?? 'not connected'})`}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  private pending_(cmd: IiCommand, role: Pending['role'], waited: boolean, settle?: (s: Settled) => void): Pending {
    // encoding errors (a bad code) are the caller's: they throw here, before anything is queued
    const { bytes, text } = encodeCommand(cmd, this.o.encode);
    return { id: this.nextId++, cmd, bytes, text, attempts: 0, role, waited, templates: [], settle };
  }

  /** A command not sent yet leaves the queue; one on the wire keeps its place but its caller is answered now. */
  private withdraw(id: number, reason: string): void {
    const p = this.queue.find((x) => x.id === id);
    if (!p) return;
    if (this.inFlight === p) {
      const settle = p.settle;
      p.settle = undefined;
      settle?.({ outcome: 'DROPPED', detail: reason, templates: [] });
      return;
    }
    this.finish(p, { outcome: 'DROPPED', detail: reason, templates: [] });
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
      this.fail(`${this.o.host}:${this.o.port}: no connection within ${this.o.connectTimeoutMs} ms`);
      s.destroy();
    }, this.o.connectTimeoutMs);
    s.on('connect', () => {
      if (this.connectTimer) clearTimeout(this.connectTimer);
      this.connectTimer = null;
      this.tcpUp = true;
      this.connects++;
      s.setKeepAlive(true, 10_000);
      const first = [...(this.o.probe ? [this.pending_(this.o.probe, 'probe', false)] : []), ...(this.o.setup ?? []).map((c) => this.pending_(c, 'setup', false))];
      this.queue.unshift(...first);
      if (!this.o.probe) this.setAlive(true);
      this.pump();
    });
    s.on('data', (chunk) => {
      if (this.socket === s) this.onData(chunk);
    });
    s.on('error', (e) => this.fail(`${this.o.host}:${this.o.port}: ${e.message}`));
    s.on('close', () => this.onClose(s));
  }

  private fail(message: string): void {
    if (this.lastError === message) return;
    this.lastError = message;
    this.emit('change');
  }

  private onClose(s: net.Socket): void {
    if (this.socket !== s) return;
    this.socket = null;
    this.tcpUp = false;
    for (const t of [this.replyTimer, this.connectTimer]) if (t) clearTimeout(t);
    this.replyTimer = this.connectTimer = null;
    const cut = this.decoder.end();
    if (cut) this.invalid(cut.preview, cut.bytes, cut.reason);
    const p = this.inFlight;
    this.inFlight = null;
    if (p && p.role === 'command' && this.queue.includes(p) && p.attempts >= this.o.maxAttempts) this.finish(p, { outcome: 'DROPPED', detail: `connection lost after ${p.attempts} sends`, templates: [] });
    for (const x of this.queue.filter((q) => q.role !== 'command')) this.finish(x, { outcome: 'DROPPED', detail: 'connection lost', templates: [] });
    if (this.running && this.alive && !this.lastError) this.lastError = `${this.o.host}:${this.o.port}: connection closed by the device`;
    this.setAlive(false);
    this.emit('change');
    if (!this.running) return;
    const delay = this.backoff;
    this.backoff = Math.min(this.backoff * 2, this.o.reconnectMaxDelayMs);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private setAlive(v: boolean): void {
    if (this.alive === v) return;
    this.alive = v;
    if (v) {
      this.lastError = null;
      this.backoff = this.o.reconnectDelayMs;
    }
    this.emit('change');
  }

  private pump(): void {
    if (!this.tcpUp || this.inFlight || !this.socket) return;
    let head = this.queue[0];
    while (head?.after !== undefined && this.failed.has(head.after)) {
      this.finish(head, { outcome: 'DROPPED', detail: `not sent: command #${head.after} before it was not done`, templates: [] });
      head = this.queue[0];
    }
    if (head) this.send(head);
  }

  private send(p: Pending): void {
    p.attempts++;
    if (!p.entry) p.entry = this.o.log.add({ direction: 'out', port: 'ii', messageType: TYPES[p.cmd.kind], messageId: p.id, text: p.text, bytes: p.bytes.length, ack: 'PENDING', attempts: p.attempts });
    else {
      p.entry.attempts = p.attempts;
      p.entry.ack = 'PENDING';
    }
    p.templates = [];
    this.inFlight = p;
    this.socket!.write(p.bytes);
    this.replyTimer = setTimeout(() => this.onTimeout(p), this.o.replyTimeoutMs);
  }

  private onTimeout(p: Pending): void {
    if (this.inFlight !== p) return;
    this.replyTimer = null;
    if (p.entry) p.entry.ack = 'TIMEOUT';
    this.lastError = `no answer to ${p.text} within ${this.o.replyTimeoutMs} ms; reconnecting`;
    if (p.role === 'command' && p.attempts >= this.o.maxAttempts) {
      this.inFlight = null;
      this.finish(p, { outcome: 'DROPPED', detail: `no answer after ${p.attempts} sends`, templates: [] });
    }
    this.emit('change');
    // answers carry no number: only a new connection tells which answer is whose
    this.socket?.destroy();
  }

  private finish(p: Pending, s: Settled): void {
    const i = this.queue.indexOf(p);
    if (i !== -1) this.queue.splice(i, 1);
    if (p.after !== undefined) this.failed.delete(p.after);
    if (s.outcome !== 'ACK' && this.queue.some((q) => q.after === p.id)) this.failed.add(p.id);
    if (p.entry) {
      p.entry.ack = s.outcome;
      p.entry.ackAt = new Date().toISOString();
      if (s.detail) p.entry.error = s.code ? `${s.code}: ${s.detail}` : s.detail;
    }
    if (p.role === 'probe') this.emit('probed', s);
    else if (p.role === 'command' || s.outcome !== 'DROPPED') this.emit('delivery', { messageType: TYPES[p.cmd.kind], messageId: p.id, outcome: s.outcome, ...(s.detail ? { detail: s.code ? `${s.code}: ${s.detail}` : s.detail } : {}) });
    const settle = p.settle;
    p.settle = undefined;
    settle?.(s);
  }

  private invalid(text: string, bytes: number, reason: string): void {
    this.o.log.add({ direction: 'in', port: 'ii', messageType: 'invalid', messageId: this.inFlight?.id ?? null, text, bytes, ack: 'ERROR', error: reason });
    this.emit('protocolError', { code: 'ii.invalidAnswer', message: `${reason}: ${text.slice(0, 200)}` });
  }

  private onData(chunk: Buffer): void {
    for (const l of this.decoder.push(chunk)) {
      if (!l.ok) this.invalid(l.preview, l.bytes, l.reason);
      else this.onLine(parseReply(l.text), l.text, l.bytes);
    }
  }

  private onLine(r: IiReply, text: string, bytes: number): void {
    const p = this.inFlight;
    if (r.kind === 'unknown') return this.invalid(text, bytes, r.reason);
    const entry = this.o.log.add({ direction: 'in', port: 'ii', messageType: r.kind, messageId: p?.id ?? null, text, bytes });
    this.lastAnswerAt = entry.at;
    if (r.kind === 'banner') {
      this.banner = r.text;
      return;
    }
    if (r.kind === 'busy') {
      entry.ack = 'ERROR';
      this.lastError = `${this.o.host}:${this.o.port}: the device says its Intelligent Interface port is in use by another client (${r.text})`;
      this.emit('change');
      this.socket?.destroy();
      return;
    }
    const listing = p && (p.cmd.kind === 'listTemplates' || p.cmd.kind === 'readTemplate');
    if (!p || (r.kind === 'template' && !listing)) {
      entry.ack = 'ERROR';
      entry.error = p ? 'a template line where none was asked for' : 'an answer while no command waits for one';
      this.emit('protocolError', { code: 'ii.unexpectedAnswer', message: `${entry.error}: ${text.slice(0, 200)}` });
      return;
    }
    if (r.kind === 'template') {
      p.templates.push(r.template);
      return;
    }
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = null;
    this.inFlight = null;
    this.setAlive(true);
    this.finish(p, r.kind === 'ok' ? { outcome: 'ACK', templates: p.templates } : { outcome: 'NACK', code: r.code, detail: r.message, templates: [] });
    this.pump();
  }
}
