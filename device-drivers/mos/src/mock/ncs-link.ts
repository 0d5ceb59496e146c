/** The mock device's own connections to the NCS ports: heartbeats, and messages it sends and waits on. */
import net from 'node:net';
import type { MosPort } from '../model/index.js';
import { MosFrameDecoder, encodeMessage } from '../protocol/framing.js';
import { buildHeartbeat, envelope, parseMessage, type XmlElement } from '../protocol/index.js';
import type { MockMosDeviceOptions } from './options.js';

export type NcsAnswer = { type: string; body: XmlElement };

export class MockNcsLink {
  private readonly clients: Partial<Record<MosPort, { socket: net.Socket; decoder: MosFrameDecoder; waiting: Map<number, (r: NcsAnswer) => void> }>> = {};
  private timers: NodeJS.Timeout[] = [];
  private nextId = 1000;
  private stopped = false;

  constructor(private readonly options: MockMosDeviceOptions) {}

  start(): void {
    this.connectBack('lower');
    this.connectBack('upper');
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    for (const c of Object.values(this.clients)) c?.socket.destroy();
  }

  private connectBack(port: MosPort): void {
    if (this.stopped || !this.options.ncs) return;
    const number = port === 'lower' ? this.options.ncs.lowerPort : this.options.ncs.upperPort;
    const socket = net.connect({ host: this.options.ncs.host, port: number });
    const c = { socket, decoder: new MosFrameDecoder(), waiting: new Map<number, (r: NcsAnswer) => void>() };
    this.clients[port] = c;
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      const beat = () => {
        if (this.stopped || socket.destroyed) return;
        void this.send(port, buildHeartbeat()).catch(() => undefined);
        this.timers.push(setTimeout(beat, this.options.heartbeatIntervalMs ?? 1000));
      };
      beat();
    });
    socket.on('data', (chunk) => {
      for (const f of c.decoder.push(chunk)) {
        if (!f.ok) continue;
        const { envelope: env, body } = parseMessage(f.xml);
        const cb = env.messageId !== null ? c.waiting.get(env.messageId) : undefined;
        if (cb) {
          c.waiting.delete(env.messageId!);
          cb({ type: env.type, body });
        }
      }
    });
    socket.on('close', () => {
      if (!this.stopped) this.timers.push(setTimeout(() => this.connectBack(port), 300));
    });
  }

  /** both connections to the NCS are open */
  get connected(): boolean {
    return (['lower', 'upper'] as const).every((p) => {
      const c = this.clients[p];
      return !!c && !c.socket.destroyed && !c.socket.connecting;
    });
  }

  /** Like a real device, keeps trying (through a reconnect of its NCS connection) until the NCS answers. */
  async sendPersistently(port: MosPort, body: XmlElement, attempts = 50): Promise<void> {
    for (let i = 0; i < attempts && !this.stopped; i++) {
      try {
        await this.send(port, body);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Sends a message to the NCS and waits for the answer. */
  send(port: MosPort, body: XmlElement, timeoutMs = 5000): Promise<NcsAnswer> {
    const c = this.clients[port];
    if (!c || c.socket.destroyed || c.socket.connecting) return Promise.reject(new Error(`mock: not connected to the NCS ${port} port`));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => {
        c.waiting.delete(id);
        reject(new Error(`mock: no answer to ${body.name} within ${timeoutMs} ms`));
      }, timeoutMs);
      c.waiting.set(id, (r) => {
        clearTimeout(t);
        resolve(r);
      });
      c.socket.write(encodeMessage(envelope({ mosId: this.options.mosId, ncsId: this.options.ncsId }, id, body)));
    });
  }
}
