import crypto from 'node:crypto';
import type { Logger, SessionUser } from '@lauda/sdk/server';
import type { KernelAccess } from '../access/index.js';
import type { TopicRegistry } from './topics.js';
import type { Envelope } from './bus.js';
import type { LiveConnection } from './connection.js';
import {
  HEARTBEAT, StompFrameError, decodeFrames, encodeFrame, escapingFor, frameFor, negotiateHeartBeat, negotiateVersion,
  type HeaderInput, type PreparedMessage, type StompFrame, type StompVersion,
} from './frames.js';
import { CLOSE, Refusal, Subscriptions, TOPIC_PREFIX, heartBeatTimers, type StompSessionOptions } from './stomp-rules.js';

export { CLOSE, TOPIC_PREFIX, type StompSessionOptions } from './stomp-rules.js';

/** What the socket server learns from a connection, to keep its topic index. */
export interface SessionHooks {
  subscribed(session: StompSession, topic: string): void;
  /** the connection has no subscription left on `topic` */
  unsubscribed(session: StompSession, topic: string): void;
  closed(session: StompSession): void;
}

/**
 * One STOMP connection over one live connection (a raw WebSocket or a SockJS session). Clients only
 * listen: they subscribe to `/topic/<name>` and receive MESSAGE frames; publishing is done by the
 * server (plugins call `live.publish`), so a client SEND is refused.
 */
export class StompSession {
  readonly id = crypto.randomUUID();
  private version: StompVersion | null = null;
  private readonly subs: Subscriptions;
  private timers: NodeJS.Timeout[] = [];
  private lastReceived = Date.now();
  private lastSent = Date.now();
  private closing = false;
  private isClosed = false;
  readonly closedPromise: Promise<void>;

  constructor(
    private readonly conn: LiveConnection,
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
    this.subs = new Subscriptions(deps.options.maxSubscriptions);
    conn.listen({
      message: (data) => this.onMessage(data),
      error: (err) => deps.logger.debug('live: socket error', { connection: this.id, error: err.message }),
      closed: () => {
        this.isClosed = true;
        this.closing = true;
        this.clearTimers();
        deps.hooks.closed(this);
        resolveClosed();
      },
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
    return this.subs.topics();
  }

  /**
   * Sends a MESSAGE for every subscription of this connection on the envelope's topic, the frame
   * shared with every other connection whose subscription has the same id and ack mode.
   */
  deliver(env: Envelope, msg: PreparedMessage): void {
    if (this.closing || !this.version) return;
    if (env.onlyUsers && !env.onlyUsers.includes(this.user.id)) return;
    if (env.exceptUsers && env.exceptUsers.includes(this.user.id)) return;
    if (this.conn.buffered() > this.deps.options.maxBuffered) {
      this.deps.logger.warn('live: closing a client that reads too slowly', { connection: this.id, user: this.user.username });
      this.close(CLOSE.slowConsumer, 'slow consumer');
      return;
    }
    for (const sub of this.subs.of(msg.topic)) this.sendRaw(frameFor(msg, sub.escapedId, sub.ack !== 'auto'));
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
      this.conn.close(code, reason.slice(0, 120));
    } catch {
      this.conn.terminate();
      return;
    }
    const grace = setTimeout(() => {
      if (!this.isClosed) this.conn.terminate();
    }, this.deps.options.closeGraceMs);
    grace.unref();
  }

  /**
   * Transport-level liveness, for clients without STOMP heart-beats: false (and the connection
   * dropped) when the previous probe (a WebSocket ping) went unanswered; otherwise probes again.
   */
  checkAlive(): boolean {
    if (this.isClosed) return false;
    if (!this.conn.probe()) {
      this.deps.logger.debug('live: no pong, dropping the connection', { connection: this.id });
      this.terminate();
      return false;
    }
    return true;
  }

  terminate(): void {
    this.closing = true;
    this.clearTimers();
    this.conn.terminate();
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
    this.conn.send(frame);
  }

  private onMessage(data: Buffer): void {
    if (this.closing) return;
    this.lastReceived = Date.now();
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
    this.timers.push(...heartBeatTimers(beats, {
      idleFor: () => Date.now() - this.lastSent,
      beat: () => {
        if (this.isClosed) return;
        this.lastSent = Date.now();
        this.conn.send(HEARTBEAT);
      },
      silentFor: () => Date.now() - this.lastReceived,
      timedOut: () => {
        this.deps.logger.debug('live: heart-beat timeout', { connection: this.id, user: this.user.username });
        this.close(CLOSE.timeout, 'heart-beat timeout');
      },
    }));
  }

  private subscribe(h: Record<string, string>): void {
    const sub = this.subs.parse(h, this.version!);
    const topic = this.deps.topics.get(sub.topic);
    if (!topic) throw new Refusal('unknown topic', `No topic named "${sub.topic}"`);
    if (!this.deps.access.allows(this.user, topic.access)) throw new Refusal('forbidden', `You may not read ${sub.destination}`);
    if (this.subs.add(sub)) this.deps.hooks.subscribed(this, sub.topic);
  }

  private unsubscribe(h: Record<string, string>): void {
    const id = h.id ?? (this.version === '1.0' ? h.destination : undefined);
    if (!id) throw new Refusal('missing header', 'UNSUBSCRIBE needs an id header');
    const emptied = this.subs.remove(id);
    if (emptied) this.deps.hooks.unsubscribed(this, emptied);
  }
}
