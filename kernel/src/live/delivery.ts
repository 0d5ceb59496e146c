import type { Logger, SessionUser, Visibility } from '@lauda/sdk/server';
import type { Envelope } from './bus.js';
import { prepareMessage, type PreparedMessage } from './frames.js';
import { TOPIC_PREFIX, type StompSession } from './stomp-session.js';

/** What delivery asks of the document access contract. */
export interface VisibilityOf {
  visibilityForViewers(type: string, viewers: readonly SessionUser[], id: string | number): Promise<Visibility[]>;
}

let published = 0;

/** The frame tail of a message, encoded once for every connection; null when it cannot be written. */
function prepare(env: Envelope, logger: Logger, message = env.message): PreparedMessage | null {
  try {
    return prepareMessage(message.topic, TOPIC_PREFIX + message.topic, Buffer.from(JSON.stringify(message), 'utf8'), String(++published));
  } catch (e) {
    logger.error('live: message cannot be written as JSON', { topic: message.topic, error: (e as Error).message });
    return null;
  }
}

/** Users whose answer is the same: the same account with the same roles (a session's user object is shared: keyed once). */
const viewerKeys = new WeakMap<SessionUser, string>();
function viewerKey(u: SessionUser): string {
  let key = viewerKeys.get(u);
  if (key === undefined) viewerKeys.set(u, (key = `${u.id}|${u.support ? 1 : 0}|${u.roles.join(',')}`));
  return key;
}

/**
 * Hands each envelope to the connections subscribed to its topic, in publish order. A message
 * about a document goes to each subscriber only as far as the document's access answer allows
 * (`full`: the message, `placeholder`: its placeholder, `none`: nothing); the answer is asked once
 * per message for all its distinct viewers, and a failure to answer delivers nothing (closed, not
 * open). Messages that name no document go out at once while nothing is waiting before them.
 */
export class OrderedDelivery {
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly documents: VisibilityOf, private readonly logger: Logger) {}

  push(env: Envelope, subscribers: () => Iterable<StompSession>): void {
    if (!env.document && this.pending === 0) {
      this.plain(env, [...subscribers()]);
      return;
    }
    this.pending++;
    this.chain = this.chain.then(async () => {
      try {
        const subs = [...subscribers()];
        if (env.document) await this.byDocument(env, subs);
        else this.plain(env, subs);
      } catch (e) {
        this.logger.error('live: delivery failed', { topic: env.message.topic, error: (e as Error).message });
      } finally {
        this.pending--;
      }
    });
  }

  /** Resolves once everything pushed so far was delivered (tests, shutdown). */
  drained(): Promise<void> {
    return this.chain;
  }

  private send(subs: readonly StompSession[], env: Envelope, msg: PreparedMessage): void {
    for (const s of subs) {
      try {
        s.deliver(env, msg);
      } catch (e) {
        this.logger.error('live: delivery failed', { connection: s.id, error: (e as Error).message });
      }
    }
  }

  private plain(env: Envelope, subs: readonly StompSession[]): void {
    if (!subs.length) return;
    const msg = prepare(env, this.logger);
    if (msg) this.send(subs, env, msg);
  }

  private async byDocument(env: Envelope, subs: readonly StompSession[]): Promise<void> {
    if (!subs.length) return;
    const doc = env.document!;
    const viewers = new Map<string, SessionUser>();
    for (const s of subs) viewers.set(viewerKey(s.user), s.user);
    const answers = new Map<string, Visibility>();
    try {
      const keys = [...viewers.keys()];
      const seen = await this.documents.visibilityForViewers(doc.type, [...viewers.values()], doc.id);
      keys.forEach((key, i) => answers.set(key, seen[i] ?? 'none'));
    } catch (e) {
      this.logger.error('live: document access failed; message withheld', { type: doc.type, error: (e as Error).message });
    }
    const full: StompSession[] = [];
    const partial: StompSession[] = [];
    for (const s of subs) {
      const answer = answers.get(viewerKey(s.user));
      if (answer === 'full') full.push(s);
      else if (answer === 'placeholder' && doc.placeholder !== undefined) partial.push(s);
    }
    if (full.length) {
      const msg = prepare(env, this.logger);
      if (msg) this.send(full, env, msg);
    }
    if (partial.length) {
      const message = { ...env.message, op: doc.placeholderOp ?? env.message.op, data: doc.placeholder };
      const msg = prepare(env, this.logger, message);
      if (msg) this.send(partial, env, msg);
    }
  }
}
