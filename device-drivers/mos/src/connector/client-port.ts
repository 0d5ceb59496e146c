/**
 * One outgoing MOS connection: Lauda (NCS) → a device's lower or upper port.
 *
 * Messages wait in a queue and go out one at a time: the next is sent only when the device has
 * answered the one before (MOS allows one unacknowledged message per port). An unanswered message
 * is sent again after `ackTimeoutMs`; after `retries` sends the connection is dropped and made
 * again, and the message is the first sent on the new connection. The queue lives in memory beside
 * the socket, so it survives the device going away and coming back, and delivers in order.
 */
import net from 'node:net';
import { EventEmitter } from 'node:events';
import { MosFrameDecoder, encodeMessage } from '../protocol/framing.js';
import { buildHeartbeat, envelope, parseMessage } from '../protocol/messages.js';
import { classify, type ClientPortEvents, type ClientPortOptions, type OutgoingMessage, type Reply, type Settled } from './client-messages.js';
import { MosProtocolError } from '../model/index.js';
import type { TrafficEntry } from '@lauda/sdk/device';

interface Pending extends OutgoingMessage {
  type: string;
  messageId: number;
  heartbeat: boolean;
  attempts: number;
  sendsOnConnection: number;
  entry?: TrafficEntry;
  settle?: (s: Settled) => void;
}

/** Replies a message type expects when the reply carries no messageID (MOS 2.8 heartbeat and listMachInfo). */
const UNNUMBERED_REPLY: Record<string, string> = { heartbeat: 'heartbeat', reqMachInfo: 'listMachInfo' };

export class MosClientPort extends EventEmitter<ClientPortEvents> {
  private queue: Pending[] = [];
  private socket: net.Socket | null = null;
  private connected = false;
  private alive = false;
  private running = false;
  private inFlight: Pending | null = null;
  private ackTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private decoder: MosFrameDecoder;
  private closed: Promise<void> = Promise.resolve();
  lastError: string | null = null;

  constructor(private readonly o: ClientPortOptions) {
    super();
    this.decoder = new MosFrameDecoder({ maxMessageBytes: o.maxMessageBytes });
  }

  get isAlive(): boolean {
    return this.alive;
  }
  get isConnected(): boolean {
    return this.connected;
  }
  /** messages waiting or unanswered, heartbeats not counted */
  get backlog(): number {
    return this.queue.filter((p) => !p.heartbeat).length;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  async stop(): Promise<void> {
    this.running = false;
    // callers waiting for an answer are told; queued messages without a waiter stay (start() sends them)
    for (const p of [...this.queue]) if (p.settle) this.finish(p, { outcome: 'DROPPED', detail: 'connection stopped' });
    for (const t of [this.ackTimer, this.heartbeatTimer, this.reconnectTimer]) if (t) clearTimeout(t);
    this.ackTimer = this.heartbeatTimer = this.reconnectTimer = null;
    const s = this.socket;
    if (s) {
      s.destroy();
      await this.closed;
    }
  }

  /** Queues a message; `settle` is called once it is answered or given up. */
  enqueue(msg: OutgoingMessage, settle?: (s: Settled) => void): number {
    const p: Pending = { ...msg, type: msg.body.name, messageId: this.o.nextMessageId(), heartbeat: false, attempts: 0, sendsOnConnection: 0, settle };
    this.queue.push(p);
    this.pump();
    return p.messageId;
  }

  /** Sends and waits for the answer; after `timeoutMs` a message still queued is withdrawn (DROPPED). */
  request(msg: OutgoingMessage, timeoutMs?: number): Promise<Settled> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const id = this.enqueue(msg, (s) => {
        if (timer) clearTimeout(timer);
        resolve(s);
      });
      if (timeoutMs) timer = setTimeout(() => this.cancel(id, `no answer within ${timeoutMs} ms`), timeoutMs);
    });
  }

  /** Withdraws a message not sent yet (or given up waiting for): it settles as DROPPED. */
  cancel(messageId: number, reason: string): void {
    const p = this.queue.find((x) => x.messageId === messageId);
    if (!p) return;
    if (this.inFlight === p) {
      if (this.ackTimer) clearTimeout(this.ackTimer);
      this.ackTimer = null;
      this.inFlight = null;
    }
    this.finish(p, { outcome: 'DROPPED', detail: reason });
    this.pump();
  }

  private connect(): void {
    if (!this.running || this.socket) return;
    this.reconnectTimer = null;
    const s = net.connect({ host: this.o.host, port: this.o.port });
    this.socket = s;
    this.decoder = new MosFrameDecoder({ maxMessageBytes: this.o.maxMessageBytes });
    this.closed = new Promise((resolve) => s.once('close', () => resolve()));
    s.setNoDelay(true);
    s.on('connect', () => {
      this.connected = true;
      for (const p of this.queue) p.sendsOnConnection = 0;
      // a heartbeat first: the device is alive only once it answers
      this.queue.unshift(this.heartbeat());
      this.pump();
    });
    s.on('data', (chunk) => this.onData(chunk));
    s.on('error', (e) => {
      this.lastError = `${this.o.name} port ${this.o.host}:${this.o.port}: ${e.message}`;
      this.emit('failure', this.lastError);
    });
    s.on('close', () => this.onClose(s));
  }

  private heartbeat(): Pending {
    return { body: buildHeartbeat(), type: 'heartbeat', messageId: this.o.nextMessageId(), heartbeat: true, attempts: 0, sendsOnConnection: 0 };
  }

  private onClose(s: net.Socket): void {
    if (this.socket !== s) return;
    this.socket = null;
    this.connected = false;
    this.inFlight = null;
    for (const t of [this.ackTimer, this.heartbeatTimer]) if (t) clearTimeout(t);
    this.ackTimer = this.heartbeatTimer = null;
    this.queue = this.queue.filter((p) => !p.heartbeat);
    for (const f of this.decoder.end()) if (!f.ok) this.protocolError(f.code, f.message, f.preview, f.bytes);
    this.setAlive(false);
    if (this.running) this.reconnectTimer = setTimeout(() => this.connect(), this.o.reconnectDelayMs);
  }

  private setAlive(v: boolean): void {
    if (this.alive === v) return;
    this.alive = v;
    this.emit('alive', v);
  }

  private pump(): void {
    if (!this.connected || this.inFlight || !this.socket) return;
    const head = this.queue[0];
    if (!head) {
      if (!this.heartbeatTimer && this.running) {
        this.heartbeatTimer = setTimeout(() => {
          this.heartbeatTimer = null;
          if (this.connected && !this.queue.length) {
            this.queue.push(this.heartbeat());
            this.pump();
          }
        }, this.o.heartbeatIntervalMs);
      }
      return;
    }
    if (this.heartbeatTimer) {
      clearTimeout(this.heartbeatTimer);
      this.heartbeatTimer = null;
    }
    this.send(head);
  }

  private send(p: Pending): void {
    p.attempts++;
    p.sendsOnConnection++;
    const xml = envelope(this.o.ids, p.messageId, p.body);
    const buf = encodeMessage(xml);
    if (!p.heartbeat || this.o.logHeartbeats) {
      if (!p.entry) p.entry = this.o.log.add({ direction: 'out', port: this.o.name, messageType: p.type, messageId: p.messageId, text: xml, bytes: buf.length, ack: 'PENDING', attempts: p.attempts });
      else p.entry.attempts = p.attempts;
    }
    this.inFlight = p;
    this.socket!.write(buf);
    this.ackTimer = setTimeout(() => this.onTimeout(p), this.o.ackTimeoutMs);
  }

  private onTimeout(p: Pending): void {
    if (this.inFlight !== p) return;
    this.ackTimer = null;
    this.inFlight = null;
    if (p.heartbeat) {
      // no answer to a heartbeat: the connection is dead; make it again
      this.lastError = `${this.o.name} port: no answer to a heartbeat within ${this.o.ackTimeoutMs} ms`;
      this.socket?.destroy();
      return;
    }
    if (this.o.maxAttempts > 0 && p.attempts >= this.o.maxAttempts) {
      this.finish(p, { outcome: 'DROPPED', detail: `no answer after ${p.attempts} attempts` });
      this.pump();
      return;
    }
    if (p.sendsOnConnection >= this.o.retries) {
      if (p.entry) p.entry.ack = 'TIMEOUT';
      this.lastError = `${this.o.name} port: no answer to ${p.type} (messageID ${p.messageId}) after ${p.sendsOnConnection} sends; reconnecting`;
      this.emit('failure', this.lastError);
      this.socket?.destroy();
      return;
    }
    this.send(p);
  }

  private finish(p: Pending, s: Settled): void {
    const i = this.queue.indexOf(p);
    if (i !== -1) this.queue.splice(i, 1);
    if (p.entry) {
      p.entry.ack = s.outcome;
      p.entry.ackAt = new Date().toISOString();
      if (s.detail) p.entry.error = s.detail;
    }
    if (!p.heartbeat) this.emit('delivery', { messageType: p.type, messageId: p.messageId, outcome: s.outcome, ...(s.detail ? { detail: s.detail } : {}), ...(p.roId ? { roId: p.roId } : {}) });
    p.settle?.(s);
  }

  private protocolError(code: string, message: string, text: string, bytes: number): void {
    this.o.log.add({ direction: 'in', port: this.o.name, messageType: 'invalid', messageId: null, text, bytes, ack: 'ERROR', error: `${code}: ${message}` });
    this.emit('protocolError', { code, message });
  }

  private onData(chunk: Buffer): void {
    for (const f of this.decoder.push(chunk)) {
      if (!f.ok) {
        this.protocolError(f.code, f.message, f.preview, f.bytes);
        continue;
      }
      let parsed: ReturnType<typeof parseMessage>;
      try {
        parsed = parseMessage(f.xml);
      } catch (e) {
        const err = e instanceof MosProtocolError ? e : new MosProtocolError('malformed', String(e));
        this.protocolError(err.code, err.message, f.xml, f.bytes);
        continue;
      }
      this.onMessage({ envelope: parsed.envelope, body: parsed.body }, f.xml, f.bytes);
    }
  }

  private onMessage(reply: Reply, xml: string, bytes: number): void {
    const p = this.inFlight;
    const { envelope: env } = reply;
    const matches = p && (env.messageId === p.messageId || (env.messageId === null && UNNUMBERED_REPLY[p.type] === env.type));
    if (!matches) {
      const entry = this.o.log.add({ direction: 'in', port: this.o.name, messageType: env.type, messageId: env.messageId, text: xml, bytes });
      if (/Ack$/.test(env.type) || (p && env.type === UNNUMBERED_REPLY[p.type])) {
        entry.error = 'answer to no message waiting for one (late or unknown messageID)';
        return;
      }
      this.emit('request', reply, (body) => {
        entry.ack = body ? 'ACK' : 'NACK';
        if (body && this.socket) this.socket.write(encodeMessage(envelope(this.o.ids, env.messageId, body)));
      });
      return;
    }
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = null;
    this.inFlight = null;
    if (!p.heartbeat || this.o.logHeartbeats) this.o.log.add({ direction: 'in', port: this.o.name, messageType: env.type, messageId: env.messageId, text: xml, bytes });
    this.setAlive(true);
    this.finish(p, classify(reply));
    this.pump();
  }
}

export type { ClientPortEvents, ClientPortOptions, OutgoingMessage, Reply, Settled } from './client-messages.js';
