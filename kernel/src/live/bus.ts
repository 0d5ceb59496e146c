import type { LiveBus, LiveMessage, LiveOp, PublishOptions } from '@lauda/sdk/server';
import type { TopicRegistry } from './topics.js';

/** A message as it travels between instances: the live message and who may receive it. */
export interface Envelope {
  message: LiveMessage;
  onlyUsers: number[] | null;
  exceptUsers?: number[] | null;
  /** the document the message is about: each subscriber gets what its access answer allows */
  document?: { type: string; id: string; placeholder?: unknown; placeholderOp?: LiveOp } | null;
}

type Deliver = (env: Envelope) => void;

/**
 * The in-process bus: publish hands the envelope to every local listener (the socket server).
 * A Redis transport, when configured, carries it to the other instances too.
 */
export class KernelLiveBus implements LiveBus {
  private readonly listeners = new Set<Deliver>();
  private transport: ((env: Envelope) => Promise<void>) | null = null;
  private readonly documentHooks = new Set<(type: string, id: string, topic: string) => void>();

  constructor(private readonly topics: TopicRegistry, private readonly clock: () => Date = () => new Date()) {}

  async publish(topic: string, op: LiveOp, id: string | number | null, data: unknown, options: PublishOptions = {}): Promise<void> {
    const declared = this.topics.get(topic);
    if (!declared) throw new Error(`live: topic "${topic}" is not declared by any plugin`);
    const doc = options.document;
    if (declared.documents && !doc) throw new Error(`live: a message on "${topic}" must name its document (options.document)`);
    const env: Envelope = {
      message: { op, topic, id, data, by: options.by ?? null, at: this.clock().toISOString() },
      onlyUsers: options.onlyUsers ? [...options.onlyUsers] : null,
      exceptUsers: options.exceptUsers ? [...options.exceptUsers] : null,
      document: doc ? { type: doc.type, id: String(doc.id), placeholder: doc.placeholder, placeholderOp: doc.placeholderOp } : null,
    };
    // on the publishing instance only: the index is shared, one instance writes it
    if (env.document) for (const hook of this.documentHooks) hook(env.document.type, env.document.id, topic);
    if (this.transport) await this.transport(env);
    else this.deliverLocal(env);
  }

  documentsWritten(type: string, ids: readonly (string | number)[]): void {
    for (const id of ids) for (const hook of this.documentHooks) hook(type, String(id), '');
  }

  /** Hears of every published message about a document (the search index keeps itself current so). */
  onDocument(fn: (type: string, id: string, topic: string) => void): () => void {
    this.documentHooks.add(fn);
    return () => this.documentHooks.delete(fn);
  }

  /** Called for each envelope from the transport (including this instance's own). */
  deliverLocal(env: Envelope): void {
    for (const l of this.listeners) l(env);
  }

  listen(fn: Deliver): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  useTransport(send: (env: Envelope) => Promise<void>): void {
    this.transport = send;
  }
}
