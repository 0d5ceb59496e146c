/**
 * Everything Lauda does with one MOS device, as the NCS: two outgoing connections (lower and upper
 * ports of the device) with their queues, the device's messages arriving on the shared NCS server,
 * the running orders the device has been sent, the media it announced, and its traffic log.
 * The parts live beside it (port-pair, running-orders, objects, incoming); this class ties them
 * together and keeps the status.
 */
import { EventEmitter } from 'node:events';
import {
  TrafficLog, type DeliveryReport, type DeviceTemplate, type ElementRef, type ElementStatus, type MediaObject,
  type MosAction, type RunningOrder, type RunningOrderEdit, type RunningOrderStory,
} from '@lauda/sdk/device';
import type { MachineInfo, MosDeviceOptions, MosNcsSettings, MosPort } from '../model/index.js';
import { buildReqMachInfo, buildRoReq, readListMachInfo, readRunningOrder } from '../protocol/messages.js';
import type { XmlElement } from '../protocol/xml.js';
import type { Reply, Settled } from './client-port.js';
import { answerDevice, type IncomingContext } from './incoming.js';
import { MosNcsServer, type IncomingHandler } from './ncs-server.js';
import { MosObjects } from './objects.js';
import { MosPortPair } from './port-pair.js';
import { resolveOptions, type Logger, type ResolvedMosOptions } from './options.js';
import { MosRunningOrders } from './running-orders.js';

export { resolveOptions, type ResolvedMosOptions } from './options.js';

export interface ConnectionStatus {
  connected: boolean;
  lastError: string | null;
  detail: Record<string, unknown>;
}

export interface ConnectionEvents {
  status: [ConnectionStatus];
  elementStatus: [ElementStatus];
  media: [{ objects: MediaObject[]; complete: boolean }];
  templates: [{ templates: DeviceTemplate[] }];
  delivery: [DeliveryReport];
  protocolError: [{ code: string; message: string }];
}

export class MosNcsConnection extends EventEmitter<ConnectionEvents> implements IncomingHandler {
  readonly log: TrafficLog;
  readonly options: ResolvedMosOptions;
  private readonly ports: MosPortPair;
  private server: MosNcsServer | null = null;
  private readonly ros: MosRunningOrders;
  private readonly objects: MosObjects;
  private readonly incoming: IncomingContext;
  private readonly lastIncoming: Partial<Record<MosPort, string>> = {};
  private lastStatus: ConnectionStatus | null = null;
  private lastError: string | null = null;
  private running = false;

  constructor(readonly settings: MosNcsSettings, options: MosDeviceOptions, private readonly logger?: Logger) {
    super();
    this.options = resolveOptions(options);
    this.log = new TrafficLog(this.options.trafficLogSize);
    this.ports = new MosPortPair(settings, this.options, this.log);
    this.ros = new MosRunningOrders(this.options, (body, roId) => this.ports.queue(body, roId), logger);
    this.objects = new MosObjects({
      ask: (body) => this.request(body),
      media: (m) => this.emit('media', m),
      templates: (t) => this.emit('templates', t),
    });
    this.incoming = {
      ncsId: settings.ncsId,
      heartbeat: (port) => (this.lastIncoming[port] = new Date().toISOString()),
      elementStatus: (s) => this.emit('elementStatus', s),
      objects: (objects, complete) => this.objects.remember(objects, complete),
      runningOrder: (roId) => this.ros.get(roId),
      runningOrders: () => this.ros.list(),
      protocolError: (e) => this.emit('protocolError', e),
    };
    for (const p of this.ports.both) {
      p.on('alive', () => this.refreshStatus());
      p.on('failure', (msg) => {
        this.lastError = msg;
        this.refreshStatus();
      });
      p.on('delivery', (d) => this.onDelivery(d));
      p.on('protocolError', (e) => this.emit('protocolError', e));
      p.on('request', (msg, respond) => respond(this.handle(msg, p === this.ports.lower ? 'lower' : 'upper')));
    }
  }

  /* ------------------------------------------------------------------ life */

  async start(): Promise<void> {
    if (this.running) return;
    const server = MosNcsServer.acquire(this.settings, this.logger);
    try {
      server.register(this.options.mosId, this);
    } catch (e) {
      await server.release();
      throw e;
    }
    this.server = server;
    this.running = true;
    this.ports.start();
    await this.server.ready();
    this.refreshStatus();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.ports.stop();
    if (this.server) {
      this.server.unregister(this.options.mosId, this);
      await this.server.release();
      this.server = null;
    }
    this.refreshStatus();
  }

  status(): ConnectionStatus {
    const { lower, upper } = this.ports;
    const connected = this.running && lower.isAlive && upper.isAlive;
    return {
      connected,
      lastError: connected ? null : (this.lastError ?? this.server?.lastError ?? (this.running ? 'waiting for the device to answer' : 'stopped')),
      detail: {
        ncsId: this.settings.ncsId,
        mosId: this.options.mosId,
        host: this.options.host,
        lowerPort: this.options.lowerPort,
        upperPort: this.options.upperPort,
        lowerConnected: lower.isAlive,
        upperConnected: upper.isAlive,
        ncsListening: this.server?.listening ?? { lower: false, upper: false },
        lastHeartbeatFromDevice: { ...this.lastIncoming },
        queued: this.ports.backlog,
        runningOrders: this.ros.ids(),
      },
    };
  }

  private refreshStatus(): void {
    const s = this.status();
    const prev = this.lastStatus;
    if (prev && prev.connected === s.connected && prev.lastError === s.lastError) return;
    this.lastStatus = s;
    if (s.connected) this.lastError = null;
    this.emit('status', s);
  }

  /** Resolves once nothing (but heartbeats) waits to be sent or answered. */
  async whenIdle(timeoutMs = 30_000): Promise<void> {
    await this.ports.whenIdle(timeoutMs);
  }

  /* ------------------------------------------------------------------ sending */

  /** Sends a request and waits for its answer, at most long enough for the retries to run out. */
  private async request(body: XmlElement): Promise<Settled> {
    return this.ports.request(body);
  }

  /** A request of another module of the driver (profile 3, connector/media.ts). */
  ask = (body: XmlElement): Promise<Settled> => this.request(body);

  private onDelivery(d: DeliveryReport): void {
    if (d.outcome !== 'ACK') {
      this.lastError = `${d.messageType} (messageID ${d.messageId}) ${d.outcome === 'NACK' ? 'refused' : 'given up'}: ${d.detail ?? ''}`.trim();
      if (d.roId && d.messageType !== 'roDelete') this.ros.refused(d.roId);
      this.logger?.warn('MOS message not acknowledged', { mosId: this.options.mosId, ...d });
    }
    this.emit('delivery', d);
  }

  /** roCreate (or roReplace when the device has it already), then the story bodies when asked for. */
  sendRunningOrder(ro: RunningOrder): void {
    this.ros.send(ro);
  }

  /**
   * Sends the edits that bring the device's copy to `ro`; returns them (empty when nothing changed).
   * A running order this connection has not sent (Lauda restarted) or whose last edit the device
   * refused is sent whole, as roReplace.
   */
  updateRunningOrder(ro: RunningOrder): RunningOrderEdit[] {
    return this.ros.update(ro);
  }

  deleteRunningOrder(roId: string): void {
    this.ros.delete(roId);
  }

  readyToAir(roId: string, ready: boolean): void {
    this.ros.readyToAir(roId, ready);
  }

  /** roStorySend with the story's text and items (profile 4). */
  sendStory(roId: string, story: RunningOrderStory): void {
    this.ros.sendStory(roId, story);
  }

  /**
   * PLAY, STOP or BLANK of a story or item, sent as roElementStat (element STORY or ITEM) with that
   * status. With the `playOnly` quirk STOP is not sent. Returns false when nothing was sent.
   */
  runAction(action: MosAction, target: ElementRef): boolean {
    return this.ros.runAction(action, target);
  }

  /** roReq: the device's own copy of a running order. */
  async requestRunningOrder(roId: string): Promise<RunningOrder> {
    const r = await this.request(buildRoReq(roId));
    if (r.outcome !== 'ACK' || r.reply?.envelope.type !== 'roList') throw new Error(`roReq ${roId}: ${r.detail ?? r.reply?.envelope.type ?? r.outcome}`);
    return readRunningOrder(r.reply.body);
  }

  async requestMachineInfo(): Promise<MachineInfo> {
    const r = await this.request(buildReqMachInfo());
    if (r.outcome !== 'ACK' || r.reply?.envelope.type !== 'listMachInfo') throw new Error(`reqMachInfo: ${r.detail ?? r.outcome}`);
    return readListMachInfo(r.reply.body);
  }

  requestObject(objId: string): Promise<MediaObject> {
    return this.objects.request(objId);
  }

  /** mosReqAll: the device answers, then sends its objects (mosListAll or mosObj) to the NCS ports. */
  requestAllObjects(): Promise<void> {
    return this.objects.requestAll();
  }

  media(): MediaObject[] {
    return this.objects.list();
  }

  runningOrders(): RunningOrder[] {
    return this.ros.list();
  }

  /* ------------------------------------------------------------------ receiving (IncomingHandler) */

  protocolError(port: MosPort, code: string, message: string, preview: string, bytes: number): void {
    this.log.add({ direction: 'in', port, messageType: 'invalid', messageId: null, text: preview, bytes, ack: 'ERROR', error: `${code}: ${message}` });
    this.logger?.warn('MOS message from device rejected', { mosId: this.options.mosId, port, code, message });
    this.emit('protocolError', { code, message });
  }

  /** Answers what the device sends on its own connections to Lauda. */
  handle(msg: Reply, port: MosPort, xml?: string, bytes?: number): XmlElement | null {
    const env = msg.envelope;
    const entry = xml !== undefined && (env.type !== 'heartbeat' || this.options.logHeartbeats) ? this.log.add({ direction: 'in', port, messageType: env.type, messageId: env.messageId, text: xml, bytes: bytes ?? 0 }) : null;
    const a = answerDevice(this.incoming, msg, port);
    if (entry) {
      if (a.ack) entry.ack = a.ack;
      if (a.error) entry.error = a.error;
    }
    return a.reply;
  }
}
