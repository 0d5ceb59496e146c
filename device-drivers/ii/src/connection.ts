/**
 * One TCP connection to a device's Intelligent Interface port, kept open.
 *
 * Commands wait in a queue and go out one at a time: II answers carry no message number, so the
 * next command is sent only once the device has answered the one before. No answer within
 * `replyTimeoutMs`: the connection is dropped (a late answer would otherwise be taken for the next
 * command's) and made again, and the command is sent again first, up to `maxAttempts` sends.
 * A lost connection is made again after a delay that doubles up to `reconnectMaxDelayMs`.
 * The queue lives beside the socket, so it survives the device restarting and delivers in order.
 * The socket is in link.ts, the queue in command-queue.ts; this reads the answers.
 */
import { EventEmitter } from 'node:events';
import type { DeliveryReport, TrafficLog } from '@lauda/sdk/device';
import type { IiCharset } from './charset.js';
import { IiCommandQueue, MESSAGE_TYPES, type Pending, type Settled } from './command-queue.js';
import { IiLink, type IiCutLine, type IiLine } from './link.js';
import { parseReply, type EncodeOptions, type IiCommand, type IiReply } from './protocol.js';

export type { Settled } from './command-queue.js';

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

export interface IiConnectionEvents {
  /** connected or not, or the last error changed */
  change: [];
  delivery: [DeliveryReport];
  protocolError: [{ code: string; message: string }];
  /** the answer to the probe of a new connection */
  probed: [Settled];
}

export class IiConnection extends EventEmitter<IiConnectionEvents> {
  private readonly queue: IiCommandQueue;
  private readonly link: IiLink;
  private alive = false;
  private running = false;
  private inFlight: Pending | null = null;
  private replyTimer: NodeJS.Timeout | null = null;
  lastError: string | null = null;
  /** the telnet greeting, when the device sent one */
  banner: string | null = null;
  lastAnswerAt: string | null = null;
  connects = 0;

  constructor(private readonly o: IiConnectionOptions) {
    super();
    this.queue = new IiCommandQueue(o.encode, o.log, (p, s) => this.finished(p, s));
    this.link = new IiLink(o, {
      open: () => this.onOpen(),
      lines: (lines) => this.onLines(lines),
      failed: (message) => this.fail(message),
      closed: (cut) => this.onClose(cut),
    });
  }

  get isAlive(): boolean {
    return this.running && this.alive;
  }
  get isRunning(): boolean {
    return this.running;
  }
  /** commands waiting or unanswered (the probe not counted) */
  get backlog(): number {
    return this.queue.backlog;
  }
  get pending(): string | null {
    return this.inFlight?.text ?? null;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.link.start();
    this.emit('change');
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = null;
    this.link.stop();
    // callers waiting for an answer are told; queued commands nobody awaits stay for start()
    for (const p of this.queue.all()) if (p.waited || p.role !== 'command') this.queue.finish(p, { outcome: 'DROPPED', detail: 'connection stopped', templates: [] });
    await this.link.close();
    this.emit('change');
  }

  /**
   * Queues a command; `settle` is called once it is answered or given up. With `after`, it is
   * skipped (DROPPED) when that earlier command was not done. Returns its number in the log.
   */
  enqueue(cmd: IiCommand, settle?: (s: Settled) => void, waited = false, after?: number): number {
    const p = this.queue.make(cmd, 'command', waited, settle);
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

  /** A command not sent yet leaves the queue; one on the wire keeps its place but its caller is answered now. */
  private withdraw(id: number, reason: string): void {
    const p = this.queue.find(id);
    if (!p) return;
    if (this.inFlight === p) {
      const settle = p.settle;
      p.settle = undefined;
      settle?.({ outcome: 'DROPPED', detail: reason, templates: [] });
      return;
    }
    this.queue.finish(p, { outcome: 'DROPPED', detail: reason, templates: [] });
  }

  private onOpen(): void {
    this.connects++;
    const first = [...(this.o.probe ? [this.queue.make(this.o.probe, 'probe', false)] : []), ...(this.o.setup ?? []).map((c) => this.queue.make(c, 'setup', false))];
    this.queue.unshift(first);
    if (!this.o.probe) this.setAlive(true);
    this.pump();
  }

  private fail(message: string): void {
    if (this.lastError === message) return;
    this.lastError = message;
    this.emit('change');
  }

  private onClose(cut: IiCutLine | null): void {
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = null;
    if (cut) this.invalid(cut.preview, cut.bytes, cut.reason);
    const p = this.inFlight;
    this.inFlight = null;
    if (p && p.role === 'command' && this.queue.includes(p) && p.attempts >= this.o.maxAttempts) this.queue.finish(p, { outcome: 'DROPPED', detail: `connection lost after ${p.attempts} sends`, templates: [] });
    for (const x of this.queue.all().filter((q) => q.role !== 'command')) this.queue.finish(x, { outcome: 'DROPPED', detail: 'connection lost', templates: [] });
    if (this.running && this.alive && !this.lastError) this.lastError = `${this.o.host}:${this.o.port}: connection closed by the device`;
    this.setAlive(false);
    this.emit('change');
  }

  private setAlive(v: boolean): void {
    if (this.alive === v) return;
    this.alive = v;
    if (v) {
      this.lastError = null;
      this.link.resetBackoff();
    }
    this.emit('change');
  }

  private pump(): void {
    if (!this.link.up || this.inFlight) return;
    const head = this.queue.next();
    if (head) this.send(head);
  }

  private send(p: Pending): void {
    this.queue.sending(p);
    this.inFlight = p;
    this.link.write(p.bytes);
    this.replyTimer = setTimeout(() => this.onTimeout(p), this.o.replyTimeoutMs);
  }

  private onTimeout(p: Pending): void {
    if (this.inFlight !== p) return;
    this.replyTimer = null;
    if (p.entry) p.entry.ack = 'TIMEOUT';
    this.lastError = `no answer to ${p.text} within ${this.o.replyTimeoutMs} ms; reconnecting`;
    if (p.role === 'command' && p.attempts >= this.o.maxAttempts) {
      this.inFlight = null;
      this.queue.finish(p, { outcome: 'DROPPED', detail: `no answer after ${p.attempts} sends`, templates: [] });
    }
    this.emit('change');
    // answers carry no number: only a new connection tells which answer is whose
    this.link.drop();
  }

  /** Delivery events for commands; the probe's answer goes to whoever reads `probed`. */
  private finished(p: Pending, s: Settled): void {
    if (p.role === 'probe') this.emit('probed', s);
    else if (p.role === 'command' || s.outcome !== 'DROPPED') this.emit('delivery', { messageType: MESSAGE_TYPES[p.cmd.kind], messageId: p.id, outcome: s.outcome, ...(s.detail ? { detail: s.code ? `${s.code}: ${s.detail}` : s.detail } : {}) });
  }

  private invalid(text: string, bytes: number, reason: string): void {
    this.o.log.add({ direction: 'in', port: 'ii', messageType: 'invalid', messageId: this.inFlight?.id ?? null, text, bytes, ack: 'ERROR', error: reason });
    this.emit('protocolError', { code: 'ii.invalidAnswer', message: `${reason}: ${text.slice(0, 200)}` });
  }

  private onLines(lines: IiLine[]): void {
    for (const l of lines) {
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
      this.link.drop();
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
    this.queue.finish(p, r.kind === 'ok' ? { outcome: 'ACK', templates: p.templates } : { outcome: 'NACK', code: r.code, detail: r.message, templates: [] });
    this.pump();
  }
}
