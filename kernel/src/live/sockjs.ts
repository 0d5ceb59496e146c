import type http from 'node:http';
import type { Duplex } from 'node:stream';
import sockjs from 'sockjs';
import type { Logger, SessionUser } from '@lauda/sdk/server';
import { SESSION_COOKIE, type Sessions } from '../auth/sessions.js';
import { cookieValue, crossSite, SECURITY_HEADERS } from '../http/guards.js';
import { sockJsConnection, type LiveConnection, type SockJsConnection } from './connection.js';
import { admit, pathOf, refuseRequest, refuseUpgrade } from './gate.js';

/**
 * The transports served. JSONP and htmlfile (script and iframe pages of this site, the
 * cross-site ways) are not: a same-site SockJS client always has XHR or WebSocket.
 */
const RECEIVING = new Set(['websocket', 'xhr_streaming', 'xhr', 'eventsource']);
const SENDING = 'xhr_send';
/** `/ws/<server>/<session>/<transport>` as SockJS writes it */
const SESSION_PATH = /^\/([^/.]+)\/([^/.]+)\/([a-z_]+)\/?$/;
/** a binding no connection took up within this time is dropped */
const UNUSED_MS = 60_000;

interface Binding {
  token: string;
  user: SessionUser;
  at: number;
  conn: SockJsConnection | null;
  /** the STOMP session over it has closed; SockJS may still owe the client its close frame */
  closed: boolean;
}

export interface SockJsDeps {
  prefix: string;
  sessions: Pick<Sessions, 'resolve'>;
  logger: Logger;
  /** largest xhr_send body and WebSocket message, in bytes */
  bodyLimit: number;
  /** runs a STOMP session over the connection; answers a promise of its end */
  attach(conn: LiveConnection, user: SessionUser, token: string): Promise<void> | null;
}

export interface SockJsTransport {
  /** true when the request is SockJS's (then it is answered here) */
  request(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

/** The part of the `sockjs` listener used here: its request handler and its error answer. */
interface SockJsListener {
  getHandler(): (req: http.IncomingMessage, res: http.ServerResponse | Duplex, head?: Buffer) => boolean;
  app: { handle_error(req: http.IncomingMessage, res: http.ServerResponse, x: unknown): boolean };
}

/**
 * SockJS under `/ws/…` (the spec's client: `new SockJS('/ws')`), beside the raw WebSocket at `/ws`.
 * SockJS hands a connection over without its cookies, so every request is authenticated here
 * first, and each SockJS session id is bound to the sign-in that opened it: a request naming a
 * session opened with another cookie is refused, so no one can read or write someone else's.
 */
export function sockJsTransport(deps: SockJsDeps): SockJsTransport {
  const { prefix, sessions, logger } = deps;
  const bindings = new Map<string, Binding>();
  const server = sockjs.createServer({
    prefix,
    websocket: true,
    // same-site only (the gate refuses other origins): no CORS answers
    disable_cors: true,
    log: (severity, line) => (severity === 'error' ? logger.warn(`live: sockjs: ${line}`) : undefined),
    faye_server_options: { maxLength: deps.bodyLimit },
  } as sockjs.ServerOptions);
  const listener = (server as unknown as { listener(): SockJsListener }).listener();
  const handle = listener.getHandler();
  const sockjsError = listener.app.handle_error.bind(listener.app);
  // SockJS answers a bad xhr_send body with 500; it is the client's fault: 400 naming the body
  listener.app.handle_error = (req, res, x) => {
    const e = x as { status?: number; message?: string };
    if (e && typeof e === 'object' && e.status === 500 && e.message) {
      refuseRequest(res, 400, 'error.validation', `Invalid field 'body': ${e.message}`, 'body');
      return true;
    }
    return sockjsError(req, res, x);
  };

  server.on('connection', (raw: SockJsConnection) => {
    const sid = SESSION_PATH.exec(pathOf({ url: raw.url } as http.IncomingMessage).slice(prefix.length))?.[2];
    const binding = sid ? bindings.get(sid) : undefined;
    if (!sid || !binding || binding.conn) {
      raw.close(1008, 'session ended: unknown');
      return;
    }
    binding.conn = raw;
    raw.on('close', () => {
      if (bindings.get(sid) === binding) bindings.delete(sid);
    });
    const ended = deps.attach(sockJsConnection(raw), binding.user, binding.token);
    if (!ended) bindings.delete(sid);
    else void ended.then(() => (binding.closed = true));
  });

  const sweep = setInterval(() => {
    const old = Date.now() - UNUSED_MS;
    for (const [sid, b] of bindings) if (!b.conn && b.at < old) bindings.delete(sid);
  }, UNUSED_MS);
  sweep.unref();

  /** Decides a SockJS request: null to pass it on, else the refusal. */
  const check = async (req: http.IncomingMessage, path: string): Promise<{ status: number; code: string; message: string } | null> => {
    const rest = path.slice(prefix.length);
    // the info probe says only which transports exist; it comes before any session
    if (rest === '/info' || rest === '/info/') {
      return crossSite(req.headers) ? { status: 403, code: 'error.crossSite', message: 'error.crossSite: cross-site socket refused' } : null;
    }
    const m = SESSION_PATH.exec(rest);
    if (!m || !(RECEIVING.has(m[3]!) || m[3] === SENDING)) return { status: 404, code: 'error.routeNotFound', message: `No live transport at ${path}` };
    const sid = m[2]!;
    const bound = bindings.get(sid);
    const gate = await admit(req, sessions);
    if (!gate.ok) {
      // a session that just ended may still owe the client its close frame (1008 on a poll)
      const ownClose = gate.status === 401 && bound?.closed && bound.token === cookieValue(req.headers.cookie, SESSION_COOKIE);
      return ownClose ? null : gate;
    }
    if (bound && bound.token !== gate.token) return { status: 403, code: 'error.forbidden', message: 'This live session was opened by another sign-in' };
    if (!bound) {
      if (m[3] === SENDING) return { status: 404, code: 'error.notFound', message: 'No such live session' };
      bindings.set(sid, { token: gate.token, user: gate.user, at: Date.now(), conn: null, closed: false });
    }
    return null;
  };

  return {
    request(req, res) {
      // every HTTP request passes here: only SockJS's pay for reading the URL
      if (!req.url?.startsWith(`${prefix}/`)) return false;
      const path = pathOf(req);
      if (!path.startsWith(`${prefix}/`)) return false;
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      const tooLarge = () => refuseRequest(res, 413, 'error.tooLarge', `Invalid field 'body': at most ${deps.bodyLimit} bytes`, 'body');
      if (Number(req.headers['content-length'] ?? 0) > deps.bodyLimit) {
        tooLarge();
        return true;
      }
      check(req, path).then((refusal) => {
        if (refusal) return refuseRequest(res, refusal.status, refusal.code, refusal.message);
        // SockJS reads a body whole, without a limit: a chunked one is cut here
        let read = 0;
        req.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > deps.bodyLimit && !res.headersSent) {
            tooLarge();
            req.destroy();
          }
        });
        handle(req, res);
      }).catch((e) => {
        logger.error('live: sockjs request failed', { error: (e as Error).message });
        refuseRequest(res, 500, 'error.internal', 'Internal server error');
      });
      return true;
    },
    upgrade(req, socket, head) {
      const path = pathOf(req);
      if (!path.startsWith(`${prefix}/`)) return false;
      check(req, path).then((refusal) => {
        if (refusal) refuseUpgrade(socket, refusal.status, refusal.message);
        else if (!socket.destroyed) handle(req, socket, head);
      }).catch((e) => {
        logger.error('live: sockjs upgrade failed', { error: (e as Error).message });
        refuseUpgrade(socket, 500, 'Internal error');
      });
      return true;
    },
    close() {
      clearInterval(sweep);
      for (const b of bindings.values()) b.conn?.close(1001, 'server shutting down');
      bindings.clear();
    },
  };
}
