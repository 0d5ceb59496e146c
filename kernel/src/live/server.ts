import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Logger, SessionUser } from '@lauda/sdk/server';
import type { KernelAccess } from '../access/index.js';
import type { Sessions } from '../auth/sessions.js';
import type { KernelConfig } from '../config/index.js';
import type { KernelLiveBus, Envelope } from './bus.js';
import type { TopicRegistry } from './topics.js';
import { CLOSE, StompSession, type SessionHooks, type StompSessionOptions } from './stomp-session.js';
import { OrderedDelivery, type VisibilityOf } from './delivery.js';
import { connectRedisTransport, type RedisTransport } from './redis.js';
import { webSocketConnection, type LiveConnection } from './connection.js';
import { admit, pathOf, refuseUpgrade } from './gate.js';
import { sockJsTransport } from './sockjs.js';
import { LIVE_BEAT_MS } from './liveness.js';

export interface LiveServer {
  close(): Promise<void>;
  /** open live connections (raw WebSocket and SockJS) on this instance */
  connections(): number;
}

export interface LiveDeps {
  server: http.Server;
  bus: KernelLiveBus;
  topics: TopicRegistry;
  /** `forget` and `onUsersChanged` keep other instances' session caches right over Redis */
  sessions: Pick<Sessions, 'resolve' | 'onEnded'> & Partial<Pick<Sessions, 'forget' | 'onUsersChanged'>>;
  access: KernelAccess;
  /** the document access contract: messages about documents go only to who may see them */
  documents: VisibilityOf;
  logger: Logger;
  config: Pick<KernelConfig, 'redisUrl'>;
  /** presence follows sockets: told when a session's first socket here opens, and stamps live sessions */
  presence?: { connected(sessionId: string, userId: number): Promise<void>; seen(sessionIds: string[]): Promise<void> };
}

/** Internal tuning, mostly for tests; the defaults suit production. */
export interface LiveOptions extends Partial<StompSessionOptions> {
  /** how often every connection's session is checked again, in ms (default 30 s) */
  recheckMs?: number;
  /** how often the sessions with open sockets are stamped live, in ms (default LIVE_BEAT_MS) */
  beatMs?: number;
  /** Redis channel prefix (default `lauda`) */
  redisPrefix?: string;
}

export const LIVE_PATH = '/ws';
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

const DEFAULTS: StompSessionOptions = {
  frameLimit: 64 * 1024,
  heartbeat: { send: 10_000, receive: 10_000 },
  connectTimeoutMs: 10_000,
  closeGraceMs: 2_000,
  maxSubscriptions: 256,
  maxBuffered: 8 * 1024 * 1024,
  serverName: 'Lauda/0.1.0',
};

/**
 * The live socket: STOMP 1.2 (and 1.1, 1.0) over a raw WebSocket at `/ws` and over SockJS under
 * `/ws/…`, authenticated by the session cookie. Clients subscribe to `/topic/<name>`; every message
 * the bus carries reaches the connections subscribed to its topic (and allowed by `onlyUsers`).
 * See README.md beside this file.
 */
export async function startLive(deps: LiveDeps, options: LiveOptions = {}): Promise<LiveServer> {
  const { server, bus, topics, sessions, access, documents, logger, config, presence } = deps;
  const { recheckMs = 30_000, beatMs = LIVE_BEAT_MS, redisPrefix, ...sessionOptions } = options;
  const opts: StompSessionOptions = { ...DEFAULTS, ...sessionOptions };

  const all = new Set<StompSession>();
  const byTopic = new Map<string, Set<StompSession>>();
  const bySession = new Map<string, Set<StompSession>>();
  let closing = false;

  const closeSessions = (ids: string[], reason: string) => {
    for (const id of ids) {
      for (const s of bySession.get(id) ?? []) s.close(CLOSE.sessionEnded, `session ended: ${reason}`);
    }
  };

  let transport: RedisTransport | null = null;
  if (config.redisUrl) {
    transport = await connectRedisTransport({
      url: config.redisUrl, bus, logger, prefix: redisPrefix,
      onSessionsEnded: (ids, reason) => {
        sessions.forget?.(ids);
        closeSessions(ids, reason);
      },
      onUsersChanged: (userIds) => sessions.forget?.([], userIds),
    });
  }

  const stamp = (p: Promise<void> | undefined) => void p?.catch((e) => logger.error('live: presence stamp failed', { error: (e as Error).message }));

  const hooks: SessionHooks = {
    subscribed(s, topic) {
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(s);
    },
    unsubscribed(s, topic) {
      const set = byTopic.get(topic);
      set?.delete(s);
      if (set && !set.size) byTopic.delete(topic);
    },
    closed(s) {
      all.delete(s);
      for (const topic of s.topicNames()) hooks.unsubscribed(s, topic);
      const mine = bySession.get(s.user.sessionId);
      mine?.delete(s);
      if (mine && !mine.size) {
        bySession.delete(s.user.sessionId);
        // the grace before the seat is free starts now
        if (!closing) stamp(presence?.seen([s.user.sessionId]));
      }
      logger.debug('live: disconnected', { connection: s.id, user: s.user.username });
    },
  };

  // encoded once for every subscriber; messages about documents filtered by their access answer
  const delivery = new OrderedDelivery(documents, logger);
  const unlisten = bus.listen((env: Envelope) => {
    if (closing || !byTopic.get(env.message.topic)?.size) return;
    delivery.push(env, () => byTopic.get(env.message.topic) ?? []);
  });

  sessions.onEnded((ids, reason) => {
    if (closing) return;
    closeSessions(ids, reason);
    return transport?.publishSessionsEnded(ids, reason);
  });
  sessions.onUsersChanged?.((userIds) => transport?.publishUsersChanged(userIds));

  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    // above the frame limit so an oversized frame is answered with an ERROR frame, not a bare 1009
    maxPayload: opts.frameLimit * 16,
    handleProtocols: (offered) => SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
  });

  /** Runs a STOMP session over a connection; answers a promise of its end (null when refused). */
  const attach = (conn: LiveConnection, user: SessionUser, token: string): Promise<void> | null => {
    if (closing) {
      conn.close(CLOSE.goingAway, 'server shutting down');
      return null;
    }
    const s = new StompSession(conn, user, token, { topics, access, logger, hooks, options: opts });
    all.add(s);
    let mine = bySession.get(user.sessionId);
    if (!mine) {
      bySession.set(user.sessionId, (mine = new Set()));
      stamp(presence?.connected(user.sessionId, user.id));
    }
    mine.add(s);
    logger.debug('live: connected', { connection: s.id, user: user.username, transport: conn.transport });
    return s.closedPromise;
  };

  // SockJS under /ws/…: its requests are answered before the HTTP app's (which would say 404)
  const sockJs = sockJsTransport({ prefix: LIVE_PATH, sessions, logger, bodyLimit: opts.frameLimit * 16, attach });
  const appListeners = server.listeners('request') as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners('request');
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (sockJs.request(req, res)) return;
    for (const l of appListeners) l.call(server, req, res);
  };
  server.on('request', onRequest);

  const upgrade = async (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(req) !== LIVE_PATH) {
      socket.destroy();
      return;
    }
    if (closing) return refuseUpgrade(socket, 503, 'The server is shutting down');
    const gate = await admit(req, sessions);
    if (!gate.ok) return refuseUpgrade(socket, gate.status, gate.message);
    if (socket.destroyed) return;
    if (closing) return refuseUpgrade(socket, 503, 'The server is shutting down');
    wss.handleUpgrade(req, socket, head, (ws) => attach(webSocketConnection(ws), gate.user, gate.token));
  };
  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (err) => logger.debug('live: upgrade socket error', { error: err.message }));
    if (!closing && sockJs.upgrade(req, socket, head)) return;
    upgrade(req, socket, head).catch((e) => {
      logger.error('live: upgrade failed', { error: (e as Error).message });
      refuseUpgrade(socket, 500, 'Internal error');
    });
  };
  server.on('upgrade', onUpgrade);

  // Sessions can end where this instance does not hear of it (another instance without Redis,
  // expiry): check every connection's session again now and then, and ping for liveness.
  let checking = false;
  const recheck = async () => {
    if (checking || closing) return;
    checking = true;
    try {
      const byToken = new Map<string, StompSession[]>();
      for (const s of all) {
        if (!s.checkAlive()) continue;
        const list = byToken.get(s.token);
        if (list) list.push(s);
        else byToken.set(s.token, [s]);
      }
      const entries = [...byToken];
      for (let i = 0; i < entries.length && !closing; i += 16) {
        await Promise.all(entries.slice(i, i + 16).map(async ([token, list]) => {
          let user;
          try {
            user = await sessions.resolve(token);
          } catch (e) {
            logger.warn('live: session check failed', { error: (e as Error).message });
            return;
          }
          for (const s of list) {
            if (!user) s.close(CLOSE.sessionEnded, 'session ended');
            else s.refreshUser(user);
          }
        }));
      }
    } finally {
      checking = false;
    }
  };
  const recheckTimer = setInterval(() => void recheck(), recheckMs);
  recheckTimer.unref();
  // the sessions this instance serves stay live while their sockets are open
  const beatTimer = setInterval(() => {
    if (bySession.size) stamp(presence?.seen([...bySession.keys()]));
  }, beatMs);
  beatTimer.unref();

  logger.info('live socket ready', { path: LIVE_PATH, redis: !!transport });

  let closed: Promise<void> | null = null;
  return {
    connections: () => all.size,
    close: () =>
      (closed ??= (async () => {
        closing = true;
        clearInterval(recheckTimer);
        clearInterval(beatTimer);
        unlisten();
        server.off('upgrade', onUpgrade);
        server.off('request', onRequest);
        for (const l of appListeners) server.on('request', l);
        sockJs.close();
        const sockets = [...all];
        for (const s of sockets) s.close(CLOSE.goingAway, 'server shutting down');
        await Promise.all(sockets.map((s) => s.closedPromise));
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await transport?.close();
      })()),
  };
}
