/**
 * Lauda's listening side: the NCS lower and upper ports that MOS devices connect to (heartbeats,
 * roElementStat, mosObj, mosListAll, roReq …). One server per address and port pair is shared by
 * every MOS device of the process; messages are routed to a device by their <mosID>.
 *
 * Whatever a device sends, the server stays up: a message that cannot be read is logged for the
 * device that owns the connection (or the server's log) and dropped; the stream resynchronises at
 * the next `<mos>`.
 */
import net from 'node:net';
import { MosProtocolError, type MosNcsSettings, type MosPort } from '../model/index.js';
import { MosFrameDecoder, encodeMessage } from '../protocol/framing.js';
import { buildMosAck, envelope, parseMessage } from '../protocol/messages.js';
import type { XmlElement } from '../protocol/xml.js';
import type { Reply } from './client-port.js';

export interface IncomingHandler {
  /** answers a message from the device (null: no answer) */
  handle(msg: Reply, port: MosPort, xml: string, bytes: number): XmlElement | null;
  /** a message from this device's connection could not be read */
  protocolError(port: MosPort, code: string, message: string, preview: string, bytes: number): void;
}

interface Logger {
  warn(msg: string, extra?: Record<string, unknown>): void;
}

interface Conn {
  socket: net.Socket;
  port: MosPort;
  decoder: MosFrameDecoder;
  /** mosID of the first message read on this connection */
  owner: string | null;
}

export class MosNcsServer {
  private static readonly servers = new Map<string, MosNcsServer>();

  /** The shared server for these settings (started on first use). */
  static acquire(settings: MosNcsSettings, logger?: Logger): MosNcsServer {
    const key = `${settings.host ?? ''}|${settings.lowerPort}|${settings.upperPort}`;
    let s = MosNcsServer.servers.get(key);
    if (s && s.settings.ncsId !== settings.ncsId) {
      throw new Error(`the MOS ports ${settings.lowerPort}/${settings.upperPort} already serve NCS id "${s.settings.ncsId}", not "${settings.ncsId}"`);
    }
    if (!s) {
      s = new MosNcsServer(settings, key, logger);
      MosNcsServer.servers.set(key, s);
    }
    s.refs++;
    s.start();
    return s;
  }

  private refs = 0;
  private readonly handlers = new Map<string, IncomingHandler>();
  private readonly servers: Partial<Record<MosPort, net.Server>> = {};
  private readonly listeningOn: Record<MosPort, boolean> = { lower: false, upper: false };
  private readonly conns = new Set<Conn>();
  private retryTimer: NodeJS.Timeout | null = null;
  private started: Promise<void> | null = null;
  lastError: string | null = null;
  /** problems not attributable to a device */
  readonly errors: { at: string; port: MosPort; code: string; message: string }[] = [];

  private constructor(readonly settings: MosNcsSettings, private readonly key: string, private readonly logger?: Logger) {}

  get listening(): Record<MosPort, boolean> {
    return { ...this.listeningOn };
  }

  /** resolves once both ports listen (or failed to; see lastError) */
  ready(): Promise<void> {
    return this.started ?? Promise.resolve();
  }

  register(mosId: string, handler: IncomingHandler): void {
    if (this.handlers.has(mosId)) throw new Error(`a MOS device with mosID "${mosId}" is already connected to this NCS`);
    this.handlers.set(mosId, handler);
  }

  unregister(mosId: string, handler: IncomingHandler): void {
    if (this.handlers.get(mosId) === handler) this.handlers.delete(mosId);
    for (const c of this.conns) if (c.owner === mosId) c.socket.destroy();
  }

  async release(): Promise<void> {
    this.refs--;
    if (this.refs > 0) return;
    MosNcsServer.servers.delete(this.key);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const c of this.conns) c.socket.destroy();
    await Promise.all(Object.values(this.servers).map((srv) => new Promise<void>((resolve) => srv!.close(() => resolve()))));
  }

  private start(): void {
    if (this.started) return;
    this.started = this.listenAll();
  }

  private async listenAll(): Promise<void> {
    const failed: string[] = [];
    for (const port of ['lower', 'upper'] as const) {
      if (this.listeningOn[port]) continue;
      const number = port === 'lower' ? this.settings.lowerPort : this.settings.upperPort;
      const srv = this.servers[port] ?? net.createServer((s) => this.accept(s, port));
      this.servers[port] = srv;
      try {
        await new Promise<void>((resolve, reject) => {
          srv.once('error', reject);
          srv.listen({ port: number, host: this.settings.host }, () => {
            srv.off('error', reject);
            resolve();
          });
        });
        srv.on('error', (e) => this.logger?.warn('MOS NCS port error', { port: number, error: e.message }));
        this.listeningOn[port] = true;
      } catch (e) {
        failed.push(`cannot listen on MOS ${port} port ${number}: ${(e as Error).message}`);
      }
    }
    if (failed.length) {
      this.lastError = failed.join('; ');
      this.logger?.warn(this.lastError);
      // try again while devices use this server
      if (this.refs > 0) this.retryTimer = setTimeout(() => void this.listenAll(), 5000);
    } else this.lastError = null;
  }

  private accept(socket: net.Socket, port: MosPort): void {
    const conn: Conn = { socket, port, decoder: new MosFrameDecoder({ maxMessageBytes: this.settings.maxMessageBytes }), owner: null };
    this.conns.add(conn);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      try {
        this.onData(conn, chunk);
      } catch (e) {
        // never let one connection's data take the server down
        this.error(conn, 'malformed', (e as Error).message, '', chunk.length);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      for (const f of conn.decoder.end()) if (!f.ok) this.error(conn, f.code, f.message, f.preview, f.bytes);
      this.conns.delete(conn);
    });
  }

  private error(conn: Conn, code: string, message: string, preview: string, bytes: number): void {
    const h = conn.owner ? this.handlers.get(conn.owner) : undefined;
    if (h) h.protocolError(conn.port, code, message, preview, bytes);
    else {
      this.errors.push({ at: new Date().toISOString(), port: conn.port, code, message });
      if (this.errors.length > 200) this.errors.shift();
      this.logger?.warn('MOS message rejected', { port: conn.port, code, message, remote: conn.socket.remoteAddress });
    }
  }

  private onData(conn: Conn, chunk: Buffer): void {
    for (const f of conn.decoder.push(chunk)) {
      if (!f.ok) {
        this.error(conn, f.code, f.message, f.preview, f.bytes);
        continue;
      }
      let parsed: ReturnType<typeof parseMessage>;
      try {
        parsed = parseMessage(f.xml);
      } catch (e) {
        const err = e instanceof MosProtocolError ? e : new MosProtocolError('malformed', String(e));
        this.error(conn, err.code, err.message, f.xml.slice(0, 200), f.bytes);
        continue;
      }
      const env = parsed.envelope;
      const reply = (body: XmlElement) => {
        if (!conn.socket.destroyed) conn.socket.write(encodeMessage(envelope({ mosId: env.mosId, ncsId: this.settings.ncsId }, env.messageId, body)));
      };
      const handler = this.handlers.get(env.mosId);
      if (env.ncsId !== this.settings.ncsId || !handler) {
        const why = env.ncsId !== this.settings.ncsId ? `this NCS is "${this.settings.ncsId}", not "${env.ncsId}"` : `no MOS device "${env.mosId}" is configured`;
        this.error(conn, 'unknownDevice', why, f.xml.slice(0, 200), f.bytes);
        reply(buildMosAck({ objId: '0', status: 'NACK', description: why }));
        continue;
      }
      conn.owner ??= env.mosId;
      const answer = handler.handle({ envelope: env, body: parsed.body }, conn.port, f.xml, f.bytes);
      if (answer) reply(answer);
    }
  }
}
