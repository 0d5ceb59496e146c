import { escapeHeader, escapingFor, type StompVersion } from './frames.js';

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

/** A refusal that ends the connection: ERROR frame with `message`, then close. */
export class Refusal extends Error {
  constructor(message: string, readonly detail: string, readonly code: number = CLOSE.protocolError) {
    super(message);
  }
}

export interface Subscription {
  id: string;
  /** the id as the `subscription` header of MESSAGE frames writes it (escaped for the version) */
  escapedId: string;
  destination: string;
  topic: string;
  ack: 'auto' | 'client' | 'client-individual';
}

/**
 * One connection's subscriptions, checked as STOMP says, and how many it holds per topic (the
 * server's topic index only hears when a topic gains its first or loses its last).
 */
export class Subscriptions {
  private readonly subs = new Map<string, Subscription>();
  private readonly topicCount = new Map<string, number>();
  /** per topic, the subscriptions in the order they were made (what a MESSAGE goes to) */
  private readonly onTopic = new Map<string, Subscription[]>();

  constructor(private readonly max: number) {}

  topics(): string[] {
    return [...this.topicCount.keys()];
  }

  of(topic: string): readonly Subscription[] {
    return this.onTopic.get(topic) ?? [];
  }

  /** Checks a SUBSCRIBE's headers; answers the subscription and its topic name, or throws a Refusal. */
  parse(h: Record<string, string>, version: StompVersion): Omit<Subscription, 'topic'> & { topic: string } {
    const destination = h.destination;
    if (!destination) throw new Refusal('missing header', 'SUBSCRIBE needs a destination header');
    // STOMP 1.0 made the id optional: then the destination names the subscription
    const id = h.id ?? (version === '1.0' ? destination : undefined);
    if (!id) throw new Refusal('missing header', 'SUBSCRIBE needs an id header');
    if (this.subs.has(id)) throw new Refusal('duplicate subscription', `Subscription id "${id}" is already in use`);
    if (this.subs.size >= this.max) throw new Refusal('too many subscriptions', `At most ${this.max} subscriptions per connection`);
    const ack = h.ack ?? 'auto';
    if (!ACK_MODES.has(ack)) throw new Refusal('invalid ack mode', 'ack must be auto, client or client-individual');
    if (!destination.startsWith(TOPIC_PREFIX)) throw new Refusal('unknown topic', `No such destination ${destination}: use ${TOPIC_PREFIX}<name>`);
    const topic = destination.slice(TOPIC_PREFIX.length);
    return { id, escapedId: escapeHeader(id, escapingFor('MESSAGE', version)), destination, topic, ack: ack as Subscription['ack'] };
  }

  /** Adds it; true when it is the connection's first on its topic. */
  add(sub: Subscription): boolean {
    this.subs.set(sub.id, sub);
    const n = this.topicCount.get(sub.topic) ?? 0;
    this.topicCount.set(sub.topic, n + 1);
    this.onTopic.set(sub.topic, [...(this.onTopic.get(sub.topic) ?? []), sub]);
    return n === 0;
  }

  /** Removes the subscription `id`; answers its topic when it was the connection's last there. */
  remove(id: string): string | null {
    const sub = this.subs.get(id);
    if (!sub) return null; // unsubscribing twice is harmless
    this.subs.delete(id);
    const rest = (this.onTopic.get(sub.topic) ?? []).filter((s) => s !== sub);
    const n = (this.topicCount.get(sub.topic) ?? 1) - 1;
    if (n > 0) {
      this.topicCount.set(sub.topic, n);
      this.onTopic.set(sub.topic, rest);
      return null;
    }
    this.topicCount.delete(sub.topic);
    this.onTopic.delete(sub.topic);
    return sub.topic;
  }
}

/**
 * The agreed heart-beats as timers: a `\n` when the connection has been idle for `send` ms
 * (ticking at half the interval so no gap exceeds it), and a time-out when the client has been
 * silent for more than twice `receive` ms.
 */
export function heartBeatTimers(
  beats: { send: number; receive: number },
  on: { idleFor(): number; beat(): void; silentFor(): number; timedOut(): void },
): NodeJS.Timeout[] {
  const timers: NodeJS.Timeout[] = [];
  if (beats.send > 0) {
    const every = Math.max(1, Math.floor(beats.send / 2));
    timers.push(setInterval(() => { if (on.idleFor() >= every) on.beat(); }, every));
  }
  if (beats.receive > 0) timers.push(setInterval(() => { if (on.silentFor() > 2 * beats.receive) on.timedOut(); }, beats.receive));
  for (const t of timers) t.unref();
  return timers;
}
