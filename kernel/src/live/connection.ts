import type { WebSocket, RawData } from 'ws';

/** What a STOMP session hears from its connection. */
export interface ConnectionEvents {
  message(data: Buffer): void;
  /** the connection is gone (closed by either side, or dropped); called once */
  closed(): void;
  error(err: Error): void;
}

/**
 * One client connection as the STOMP session sees it, whatever carries it: a raw WebSocket at
 * `/ws` or a SockJS session under `/ws/…` (websocket, xhr-streaming, xhr-polling, eventsource).
 * One STOMP frame per message either way.
 */
export interface LiveConnection {
  /** `websocket` for the raw socket, else the SockJS transport (`xhr-streaming`, …) */
  readonly transport: string;
  /** bytes queued for the client and not yet written (a slow reader is closed) */
  buffered(): number;
  send(frame: Buffer): void;
  close(code: number, reason: string): void;
  /** drops the connection without waiting for the client */
  terminate(): void;
  /** liveness: false when the previous probe went unanswered, else probes again */
  probe(): boolean;
  listen(events: ConnectionEvents): void;
}

const toBuffer = (raw: RawData): Buffer => (Array.isArray(raw) ? Buffer.concat(raw) : Buffer.isBuffer(raw) ? raw : Buffer.from(raw));

/** The raw WebSocket at `/ws` (the `ws` package): text frames, WebSocket pings for liveness. */
export function webSocketConnection(ws: WebSocket): LiveConnection {
  let alive = true;
  ws.on('pong', () => (alive = true));
  return {
    transport: 'websocket',
    buffered: () => ws.bufferedAmount,
    // text frames: every frame written is UTF-8 (JSON bodies, plain-text errors)
    send: (frame) => ws.send(frame, { binary: false }),
    close: (code, reason) => ws.close(code, reason),
    terminate: () => ws.terminate(),
    probe() {
      if (!alive) return false;
      alive = false;
      ws.ping();
      return true;
    },
    listen(events) {
      ws.on('message', (raw) => events.message(toBuffer(raw)));
      ws.on('error', events.error);
      ws.on('close', () => events.closed());
    },
  };
}

/** The parts of a `sockjs` 0.3 connection used here (its types do not declare the session). */
export interface SockJsConnection {
  readonly protocol: string;
  readonly url: string;
  write(text: string): boolean;
  close(code?: number, reason?: string): boolean;
  on(event: 'data', fn: (text: string) => void): unknown;
  on(event: 'close', fn: () => void): unknown;
  _session?: {
    send_buffer?: string[];
    recv?: { connection?: { writableLength?: number } | null; response?: { connection?: { writableLength?: number } | null } | null } | null;
  };
}

/**
 * A SockJS session. SockJS carries text, so frames are written as UTF-8 strings; it keeps its own
 * heart-beats and drops a session whose transport is gone after its disconnect delay, so there is
 * no probe. Closing sends SockJS's close frame (code and reason reach the client) after anything
 * still queued; nothing more is sent after it, so the session counts as closed at once.
 */
export function sockJsConnection(conn: SockJsConnection): LiveConnection {
  let events: ConnectionEvents | null = null;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    events?.closed();
  };
  return {
    transport: conn.protocol,
    buffered() {
      const s = conn._session;
      let n = 0;
      for (const m of s?.send_buffer ?? []) n += m.length;
      const socket = s?.recv?.connection ?? s?.recv?.response?.connection;
      return n + (socket?.writableLength ?? 0);
    },
    send: (frame) => void conn.write(frame.toString('utf8')),
    close(code, reason) {
      conn.close(code, reason);
      finish();
    },
    terminate() {
      conn.close(1006, 'connection dropped');
      finish();
    },
    probe: () => !done,
    listen(e) {
      events = e;
      conn.on('data', (text) => e.message(Buffer.from(text, 'utf8')));
      conn.on('close', finish);
    },
  };
}
