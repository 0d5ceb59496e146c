import crypto from 'node:crypto';
import type { WebSocket, RawData } from 'ws';
import type { Logger, SessionUser } from '@lauda/sdk/server';
import type { KernelAccess } from '../access/index.js';
import type { TopicRegistry } from './topics.js';
import type { Envelope } from './bus.js';
import {
  HEARTBEAT, StompFrameError, decodeFrames, encodeFrame, escapeHeader, escapingFor, messageFrame, negotiateHeartBeat, negotiateVersion,
  type HeaderInput, type PreparedMessage, type StompFrame, type StompVersion,
} from './frames.js';

/** Close codes the socket uses (besides 1000 after DISCONNECT and 1001 on shutdown). */
export const CLOSE = {
  normal: 1000,
  goingAway: 1001,
  /** after an ERROR frame */
  protocolError: 1002,
  /** the session ended (sign-out, force-out, expiry, deactivation) */
  sessionEnded: 1008,
  /** after an ERROR frame for a frame over the size limit */
  tooBig: 1009,
  /** the client reads too slowly: too much queued for it */
  slowConsumer: 1013,
  /** no CONNECT in time, or the client stopped sending heart-beats */
  timeout: 4408,
} as const;

export const TOPIC_PREFIX = '/topic/';
const ACK_MODES = new Set(['auto', 'client', 'client-individual']);

export interface StompSessionOptions {
  /** largest frame accepted, in bytes */
  frameLimit: number;
  /** what the server offers: sends a heart-beat every `send` ms, wants one every `receive` ms (0 = none) */
  heartbeat: { send: number; receive: number };
  /** a client that has not sent CONNECT by then is closed */
  connectTimeoutMs: number;
  /** after a close frame, how long to wait for the client's before dropping the TCP connection */
  closeGraceMs: number;
  maxSubscriptions: number;
  /** bytes queued for a client past which it is closed as too slow */
  maxBuffered: number;
  /** `server` header of CONNECTED */
  serverName: string;
}

/** What the socket server learns from a connection, to keep its topic index. */
export interface SessionHooks {
  subscribed(session: StompSession, topic: string): void;
  /** the connection has no subscription left on `topic` */
  unsubscribed(session: StompSession, topic: string): void;
  closed(session: StompSession): void;
}

interface Subscription {
  id: string;
  /** the id as the `subscription` header of MESSAGE frames writes it (escaped for the version) */
  escapedId: string;
  destination: string;
  topic: string;
  ack: 'auto' | 'client' | 'client-individual';
}

/** A refusal that ends the connection: ERROR frame with `message`, then close. */
class Refusal extends Error {
  constructor(message: string, readonly detail: string, readonly code: number = CLOSE.protocolError) {
    super(message);
  }
}

/**
 * One STOMP connection over one WebSocket. Clients only listen: they subscribe to `/topic/<name>`
 * and receive MESSAGE frames; publishing is done by the server (plugins call `live.publish`), so a
 * client SEND is refused.
 */
export class StompSession {
  readonly id = crypto.randomUUID();
  private version: StompVersion | null = null;
  private readonly subs = new Map<string, Subscription>();
  private readonly topicCount = new Map<string, number>();
  private timers: NodeJS.Timeout[] = [];
  private lastReceived = Date.now();
  private lastSent = Date.now();
  private messageSeq = 0;
  private closing = false;
  private isClosed = false;
  /** answered the last WebSocket ping */
  alive = true;
  readonly closedPromise: Promise<void>;

  constructor(
    private readonly ws: WebSocket,
    /** the signed-in user; refreshed by the server's periodic session check */
    public user: SessionUser,
    /** the session cookie token, to check the session again later */
    readonly token: string,
    private readonly deps: {
      topics: TopicRegistry;
      access: KernelAccess;
      logger: Logger;
      hooks: SessionHooks;
      options: StompSessionOptions;
    },
  ) {
    let resolveClosed!: () => void;
    this.closedPromise = new Promise((r) => (resolveClosed = r));
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('pong', () => (this.alive = true));
    ws.on('error', (err) => deps.logger.debug('live: socket error', { connection: this.id, error: err.message }));
    ws.on('close', () => {
      this.isClosed = true;
      this.closing = true;
      this.clearTimers();
      deps.hooks.closed(this);
      resolveClosed();
    });
    const connectTimer = setTimeout(() => {
      if (!this.version) this.close(CLOSE.timeout, 'no CONNECT frame');
    }, deps.options.connectTimeoutMs);
    connectTimer.unref();
    this.timers.push(connectTimer);
  }

  get connected(): boolean {
    return this.version !== null && !this.closing;
  }

  /** Topics this connection listens to. */
  topicNames(): string[] {
    return [...this.topicCount.keys()];
  }

  /**
   * Sends a MESSAGE for every subscription of this connection on the envelope's topic. The frame's
   * tail (destination, content headers, body) was encoded once for all connections; only the
   * subscription and message-id head is written here.
   */
  deliver(env: Envelope, msg: PreparedMessage): void {
    if (this.closing || !this.version) return;
    if (env.onlyUsers && !env.onlyUsers.includes(this.user.id)) return;
    if (env.exceptUsers && env.exceptUsers.includes(this.user.id)) return;
    if (this.ws.bufferedAmount > this.deps.options.maxBuffered) {
      this.deps.logger.warn('live: closing a client that reads too slowly', { connection: this.id, user: this.user.username });
      this.close(CLOSE.slowConsumer, 'slow consumer');
      return;
    }
    for (const sub of this.subs.values()) {
      if (sub.topic !== msg.topic) continue;
      const messageId = `${this.id}-${++this.messageSeq}`;
      this.sendRaw(messageFrame(sub.escapedId, messageId, sub.ack !== 'auto', msg.tail));
    }
  }

  /**
   * After the server re-checked the session: takes the fresh user and ends the connection
   * if it may no longer read one of its topics.
   */
  refreshUser(user: SessionUser): void {
    this.user = user;
    for (const topic of this.topicNames()) {
      const t = this.deps.topics.get(topic);
      if (!t || !this.deps.access.allows(user, t.access)) {
        this.refuse(new Refusal('forbidden', `You may no longer read ${TOPIC_PREFIX}${topic}`), undefined);
        return;
      }
    }
  }

  /** Closes the socket (no ERROR frame); drops the TCP connection if the client does not answer. */
  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.clearTimers();
    try {
      this.ws.close(code, reason.slice(0, 120));
    } catch {
      this.ws.terminate();
      return;
    }
    const grace = setTimeout(() => {
      if (!this.isClosed) this.ws.terminate();
    }, this.deps.options.closeGraceMs);
    grace.unref();
  }

  /**
   * WebSocket-level liveness, for clients without STOMP heart-beats: false (and the connection
   * dropped) when the previous ping went unanswered; otherwise pings again.
   */
  checkAlive(): boolean {
    if (this.isClosed) return false;
    if (!this.alive) {
      this.deps.logger.debug('live: no pong, dropping the connection', { connection: this.id });
      this.terminate();
      return false;
    }
    this.alive = false;
    this.ws.ping();
    return true;
  }

  terminate(): void {
    this.closing = true;
    this.clearTimers();
    this.ws.terminate();
  }

  private clearTimers(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }

  private send(command: string, headers: HeaderInput, body?: Buffer | string): void {
    this.sendRaw(encodeFrame(command, headers, body, escapingFor(command, this.version ?? '1.0')));
  }

  private sendRaw(frame: Buffer): void {
    if (this.isClosed) return;
    this.lastSent = Date.now();
    // text frames: every frame we write is UTF-8 (JSON bodies, plain-text errors)
    this.ws.send(frame, { binary: false });
  }

  private onMessage(raw: RawData, _isBinary: boolean): void {
    if (this.closing) return;
    this.lastReceived = Date.now();
    const data = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    if (data.length > this.deps.options.frameLimit) {
      this.refuse(new Refusal('frame too large', `Frames may not exceed ${this.deps.options.frameLimit} bytes`, CLOSE.tooBig), undefined);
      return;
    }
    let frames: StompFrame[];
    try {
      frames = decodeFrames(data, { version: this.version });
    } catch (e) {
      this.refuse(new Refusal('malformed frame', e instanceof StompFrameError ? e.message : 'The frame cannot be read'), undefined);
      return;
    }
    for (const frame of frames) {
      if (this.closing) return;
      try {
        this.handle(frame);
      } catch (e) {
        if (e instanceof Refusal) this.refuse(e, frame);
        else {
          this.deps.logger.error('live: failed to handle a frame', { connection: this.id, command: frame.command, error: (e as Error).message });
          this.refuse(new Refusal('internal error', 'The server could not handle this frame'), frame);
        }
      }
    }
  }

  /** ERROR frame (with `receipt-id` when the frame asked for a receipt), then close. */
  private refuse(r: Refusal, frame: StompFrame | undefined): void {
    if (this.closing) return;
    this.deps.logger.debug('live: refused', { connection: this.id, user: this.user.username, message: r.message, detail: r.detail });
    const receipt = frame?.headers.receipt;
    this.send('ERROR', [
      ['message', r.message],
      ...(receipt !== undefined ? [['receipt-id', receipt] as [string, string]] : []),
      ['content-type', 'text/plain'],
    ], r.detail);
    this.close(r.code, r.message);
  }

  private handle(frame: StompFrame): void {
    const h = frame.headers;
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
      if (this.version) throw new Refusal('already connected', 'CONNECT was sent twice on one connection');
      this.connect(frame);
    } else {
      if (!this.version) throw new Refusal('not connected', 'The first frame must be CONNECT (or STOMP)');
      switch (frame.command) {
        case 'SUBSCRIBE':
          this.subscribe(h);
          break;
        case 'UNSUBSCRIBE':
          this.unsubscribe(h);
          break;
        case 'SEND':
          throw new Refusal('forbidden', 'Clients may not publish: live messages are published by the server only');
        case 'ACK':
        case 'NACK':
          // messages are not kept, so there is nothing to redeliver: accepted and forgotten
          break;
        case 'BEGIN':
        case 'COMMIT':
        case 'ABORT':
          // transactions only group ACKs and SENDs here: accepted as no-ops
          if (!h.transaction) throw new Refusal('missing header', `${frame.command} needs a transaction header`);
          break;
        case 'DISCONNECT':
          if (h.receipt !== undefined) this.send('RECEIPT', [['receipt-id', h.receipt]]);
          this.close(CLOSE.normal, 'disconnected');
          return;
        default:
          throw new Refusal('unknown command', `Unknown STOMP command ${frame.command}`);
      }
    }
    if (h.receipt !== undefined) this.send('RECEIPT', [['receipt-id', h.receipt]]);
  }

  private connect(frame: StompFrame): void {
    const version = negotiateVersion(frame.headers['accept-version']);
    if (!version) {
      this.send('ERROR', [['version', '1.2,1.1,1.0'], ['message', 'unsupported protocol version'], ['content-type', 'text/plain']],
        'Supported protocol versions are 1.0, 1.1 and 1.2');
      this.close(CLOSE.protocolError, 'unsupported protocol version');
      return;
    }
    const beats = negotiateHeartBeat(frame.headers['heart-beat'], this.deps.options.heartbeat);
    if (!beats) throw new Refusal('malformed heart-beat header', 'heart-beat must be two integers: "cx,cy"');
    this.version = version;
    this.clearTimers();
    const { send: sx, receive: sy } = this.deps.options.heartbeat;
    this.send('CONNECTED', [
      ['version', version],
      ['heart-beat', `${sx},${sy}`],
      ['server', this.deps.options.serverName],
      ['session', this.id],
      ['user-name', this.user.username],
    ]);
    if (beats.send > 0) {
      // tick at half the interval so the gap between two frames never exceeds it
      const every = Math.max(1, Math.floor(beats.send / 2));
      const t = setInterval(() => {
        if (Date.now() - this.lastSent >= every && !this.isClosed) {
          this.lastSent = Date.now();
          this.ws.send(HEARTBEAT, { binary: false });
        }
      }, every);
      t.unref();
      this.timers.push(t);
    }
    if (beats.receive > 0) {
      const t = setInterval(() => {
        if (Date.now() - this.lastReceived > 2 * beats.receive) {
          this.deps.logger.debug('live: heart-beat timeout', { connection: this.id, user: this.user.username });
          this.close(CLOSE.timeout, 'heart-beat timeout');
        }
      }, beats.receive);
      t.unref();
      this.timers.push(t);
    }
  }

  private subscribe(h: Record<string, string>): void {
    const destination = h.destination;
    if (!destination) throw new Refusal('missing header', 'SUBSCRIBE needs a destination header');
    // STOMP 1.0 made the id optional: then the destination names the subscription
    const id = h.id ?? (this.version === '1.0' ? destination : undefined);
    if (!id) throw new Refusal('missing header', 'SUBSCRIBE needs an id header');
    if (this.subs.has(id)) throw new Refusal('duplicate subscription', `Subscription id "${id}" is already in use`);
    if (this.subs.size >= this.deps.options.maxSubscriptions) {
      throw new Refusal('too many subscriptions', `At most ${this.deps.options.maxSubscriptions} subscriptions per connection`);
    }
    const ack = h.ack ?? 'auto';
    if (!ACK_MODES.has(ack)) throw new Refusal('invalid ack mode', 'ack must be auto, client or client-individual');
    if (!destination.startsWith(TOPIC_PREFIX)) throw new Refusal('unknown topic', `No such destination ${destination}: use ${TOPIC_PREFIX}<name>`);
    const name = destination.slice(TOPIC_PREFIX.length);
    const topic = this.deps.topics.get(name);
    if (!topic) throw new Refusal('unknown topic', `No topic named "${name}"`);
    if (!this.deps.access.allows(this.user, topic.access)) throw new Refusal('forbidden', `You may not read ${destination}`);
    this.subs.set(id, { id, escapedId: escapeHeader(id, escapingFor('MESSAGE', this.version)), destination, topic: name, ack: ack as Subscription['ack'] });
    const n = this.topicCount.get(name) ?? 0;
    this.topicCount.set(name, n + 1);
    if (n === 0) this.deps.hooks.subscribed(this, name);
  }

  private unsubscribe(h: Record<string, string>): void {
    const id = h.id ?? (this.version === '1.0' ? h.destination : undefined);
    if (!id) throw new Refusal('missing header', 'UNSUBSCRIBE needs an id header');
    const sub = this.subs.get(id);
    if (!sub) return; // unsubscribing twice is harmless
    this.subs.delete(id);
    const n = (this.topicCount.get(sub.topic) ?? 1) - 1;
    if (n > 0) this.topicCount.set(sub.topic, n);
    else {
      this.topicCount.delete(sub.topic);
      this.deps.hooks.unsubscribed(this, sub.topic);
    }
  }
}
