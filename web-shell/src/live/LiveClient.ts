import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';
import type { LiveClient, LiveMessage } from '@lauda/sdk/web';

/** Spec 000 §7: the socket reconnects after 2500 ms while signed in. */
export const RECONNECT_DELAY_MS = 2500;
/** Spec 000 §8: other socket errors are shown after 150 ms, and only if still signed in. */
export const ERROR_DELAY_MS = 150;
/** WebSocket close code "policy violation": the server ended the session. */
export const CLOSE_SESSION_ENDED = 1008;

export interface LiveEvents {
  /** the server closed the socket with 1008 */
  onSessionExpired(): void;
  /** a socket or STOMP failure while signed in (called at most once per outage) */
  onError(detail: string): void;
  isSignedIn(): boolean;
}

interface Sub {
  topic: string;
  onMessage: (msg: LiveMessage) => void;
  stomp: StompSubscription | null;
}

export function socketUrl(loc: Location = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

/**
 * STOMP over WebSocket to `/ws`, connected while a user is signed in. Subscriptions survive
 * reconnections: each is made again on every connect. The STOMP library is downloaded on the
 * first start, so the sign-in page does not load it.
 */
export class ShellLiveClient implements LiveClient {
  private client: Client | null = null;
  private readonly subs = new Map<number, Sub>();
  private seq = 0;
  private running = false;
  private reported = false;
  private errorTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly events: LiveEvents, private readonly url: string = socketUrl()) {}

  private async open(): Promise<Client> {
    if (this.client) return this.client;
    const { Client } = await import('@stomp/stompjs');
    this.client ??= new Client({
      brokerURL: this.url,
      reconnectDelay: RECONNECT_DELAY_MS,
      heartbeatIncoming: 20_000,
      heartbeatOutgoing: 20_000,
      onConnect: () => {
        this.reported = false;
        if (this.errorTimer) clearTimeout(this.errorTimer);
        for (const sub of this.subs.values()) this.attach(sub);
      },
      onStompError: (frame) => this.failed(frame.headers['message'] ?? 'STOMP ERROR frame'),
      onWebSocketError: () => this.failed('WebSocket error'),
      onWebSocketClose: (evt: CloseEvent) => {
        for (const sub of this.subs.values()) sub.stomp = null;
        if (!this.running) return;
        if (evt.code === CLOSE_SESSION_ENDED) {
          this.stop();
          this.events.onSessionExpired();
          return;
        }
        if (!evt.wasClean || evt.code !== 1000) this.failed(`socket closed (${evt.code}${evt.reason ? `: ${evt.reason}` : ''})`);
      },
    });
    return this.client;
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.reported = false;
    void this.open().then((client) => {
      if (this.running && !client.active) client.activate();
    });
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    if (this.errorTimer) clearTimeout(this.errorTimer);
    if (this.client) void this.client.deactivate();
  }

  subscribe(topic: string, onMessage: (msg: LiveMessage) => void): () => void {
    const id = ++this.seq;
    const sub: Sub = { topic, onMessage, stomp: null };
    this.subs.set(id, sub);
    if (this.connected) this.attach(sub);
    return () => {
      this.subs.delete(id);
      if (sub.stomp && this.connected) {
        try {
          sub.stomp.unsubscribe();
        } catch {
          /* already gone with the connection */
        }
      }
      sub.stomp = null;
    };
  }

  private attach(sub: Sub): void {
    sub.stomp = this.client!.subscribe(`/topic/${sub.topic}`, (frame: IMessage) => {
      let msg: LiveMessage;
      try {
        msg = JSON.parse(frame.body) as LiveMessage;
      } catch {
        console.warn(`[lauda] live: a message on ${sub.topic} is not JSON`, frame.body);
        return;
      }
      try {
        sub.onMessage(msg);
      } catch (e) {
        console.error(`[lauda] live: a listener of ${sub.topic} failed`, e);
      }
    });
  }

  private failed(detail: string): void {
    if (!this.running || this.reported) return;
    if (this.errorTimer) clearTimeout(this.errorTimer);
    this.errorTimer = setTimeout(() => {
      this.errorTimer = null;
      if (!this.running || this.reported || this.connected || !this.events.isSignedIn()) return;
      this.reported = true;
      this.events.onError(detail);
    }, ERROR_DELAY_MS);
  }
}
