import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '@lauda/sdk/server';
import type { Envelope, KernelLiveBus } from './bus.js';

export interface RedisTransportOptions {
  url: string;
  bus: KernelLiveBus;
  logger: Logger;
  /** channel prefix: `<prefix>:live` and `<prefix>:sessions` (default `lauda`; tests use their own) */
  prefix?: string;
  /** sessions another instance ended: close their sockets here */
  onSessionsEnded?: (sessionIds: string[], reason: string) => void;
  /** users another instance changed: drop their cached sessions here */
  onUsersChanged?: (userIds: number[]) => void;
  /** how long the first connection may take before start-up fails (default 10 s) */
  connectTimeoutMs?: number;
}

export interface RedisTransport {
  readonly instanceId: string;
  /** tells the other instances that these sessions ended */
  publishSessionsEnded(sessionIds: string[], reason: string): Promise<void>;
  /** tells the other instances that these users' records changed (their cached sessions are stale) */
  publishUsersChanged(userIds: number[]): Promise<void>;
  close(): Promise<void>;
}

/** On the sessions channel: sessions that ended (`ids`, `reason`) or users that changed (`users`). */
interface SessionsMessage {
  origin: string;
  ids?: string[];
  reason?: string;
  users?: number[];
}

function isEnvelope(v: unknown): v is Envelope {
  const e = v as Envelope;
  return !!e && typeof e === 'object' && !!e.message && typeof e.message.topic === 'string'
    && (e.onlyUsers === null || Array.isArray(e.onlyUsers))
    && (e.exceptUsers === undefined || e.exceptUsers === null || Array.isArray(e.exceptUsers))
    && (e.document === undefined || e.document === null || (typeof e.document.type === 'string' && typeof e.document.id === 'string'));
}

/**
 * Carries live messages between kernel instances through Redis pub/sub: one publisher and one
 * subscriber connection. Every envelope goes through Redis, this instance's own included, so every
 * instance delivers in the same order. Session ends travel on a second channel so a force-out on one
 * instance closes that user's sockets on every other at once.
 */
export async function connectRedisTransport(options: RedisTransportOptions): Promise<RedisTransport> {
  const { bus, logger } = options;
  const prefix = options.prefix ?? 'lauda';
  const liveChannel = `${prefix}:live`;
  const sessionsChannel = `${prefix}:sessions`;
  const instanceId = crypto.randomUUID();

  const connect = (role: string) => {
    const client = new Redis(options.url, { lazyConnect: true, connectionName: `lauda-live-${role}`, maxRetriesPerRequest: 3 });
    let lastError = '';
    client.on('error', (err: Error) => {
      // ioredis reconnects by itself; log each distinct failure once
      if (err.message === lastError) return;
      lastError = err.message;
      logger.warn('live: redis connection error', { role, error: err.message });
    });
    client.on('ready', () => {
      if (lastError) logger.info('live: redis connection restored', { role });
      lastError = '';
    });
    return client;
  };
  const publisher = connect('publisher');
  const subscriber = connect('subscriber');

  const timeoutMs = options.connectTimeoutMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([publisher.connect(), subscriber.connect()]).then(() => subscriber.subscribe(liveChannel, sessionsChannel)),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (e) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot connect to Redis at ${redactUrl(options.url)}: ${(e as Error).message}`);
  } finally {
    clearTimeout(timer);
  }

  subscriber.on('message', (channel: string, text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      logger.warn('live: unreadable message on redis', { channel });
      return;
    }
    if (channel === liveChannel) {
      if (!isEnvelope(parsed)) {
        logger.warn('live: unexpected message on redis', { channel });
        return;
      }
      try {
        bus.deliverLocal(parsed);
      } catch (e) {
        logger.error('live: delivery failed', { error: (e as Error).message });
      }
    } else if (channel === sessionsChannel) {
      const m = parsed as SessionsMessage;
      if (!m || m.origin === instanceId) return; // this instance already closed its own
      if (Array.isArray(m.ids) && typeof m.reason === 'string') options.onSessionsEnded?.(m.ids.filter((id) => typeof id === 'string'), m.reason);
      if (Array.isArray(m.users)) options.onUsersChanged?.(m.users.filter((id) => Number.isInteger(id)));
    }
  });

  let closed = false;
  bus.useTransport(async (env) => {
    if (closed) return; // shutting down: nobody left to deliver to
    try {
      await publisher.publish(liveChannel, JSON.stringify(env));
    } catch (e) {
      // the change behind it is already committed: losing the notification must not fail the request
      logger.error('live: could not publish to redis; message lost', { topic: env.message.topic, error: (e as Error).message });
    }
  });

  const tell = async (msg: Omit<SessionsMessage, 'origin'>) => {
    if (closed) return;
    try {
      await publisher.publish(sessionsChannel, JSON.stringify({ origin: instanceId, ...msg }));
    } catch (e) {
      logger.error('live: could not tell other instances about ended sessions or changed users', { error: (e as Error).message });
    }
  };
  return {
    instanceId,
    publishSessionsEnded: (ids, reason) => (ids.length ? tell({ ids, reason }) : Promise.resolve()),
    publishUsersChanged: (users) => (users.length ? tell({ users }) : Promise.resolve()),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid url)';
  }
}
