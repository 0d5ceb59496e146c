/**
 * Everything Lauda does with one MOS device, as the NCS: two outgoing connections (lower and upper
 * ports of the device) with their queues, the device's messages arriving on the shared NCS server,
 * the running orders the device has been sent, the media it announced, and its traffic log.
 */
import { EventEmitter } from 'node:events';
import {
  applyRunningOrderEdits, diffRunningOrders, sameContent, storyWithoutScript,
  type DeliveryReport, type ElementRef, type ElementStatus, type MediaObject, type MosAction, type RunningOrder,
  type RunningOrderEdit, type RunningOrderStory, type DeviceTemplate,
} from '@lauda/sdk/device';
import { MOS_DEFAULTS, type MachineInfo, type MosDeviceOptions, type MosNcsSettings, type MosPort } from '../model/index.js';
import {
  buildListMachInfo, buildMosAck, buildMosReqAll, buildMosReqObj, buildReqMachInfo, buildRoAck, buildRoCreate,
  buildRoDelete, buildRoElementAction, buildRoElementStat, buildRoList, buildRoListAll, buildRoMetadataReplace,
  buildRoReadyToAir, buildRoReplace, buildRoReq, buildRoStoryAppend, buildRoStoryDelete, buildRoStoryInsert,
  buildRoStoryMove, buildRoStoryMoveMultiple, buildRoStoryReplace, buildRoStorySend, buildRoStorySwap,
  buildHeartbeat, readElementStatus, readListMachInfo, readMosObj, readRunningOrder,
} from '../protocol/messages.js';
import { childText, childrenNamed, type XmlElement } from '../protocol/xml.js';
import { mosTime } from '../protocol/time.js';
import { MosClientPort, type Reply, type Settled } from './client-port.js';
import { MosNcsServer, type IncomingHandler } from './ncs-server.js';
import { TrafficLog } from '@lauda/sdk/device';

export type ResolvedMosOptions = Required<Omit<MosDeviceOptions, 'lowerPort' | 'upperPort'>> & { lowerPort: number; upperPort: number };

export function resolveOptions(o: MosDeviceOptions): ResolvedMosOptions {
  return {
    mosId: o.mosId,
    host: o.host,
    lowerPort: o.lowerPort ?? MOS_DEFAULTS.lowerPort,
    upperPort: o.upperPort ?? MOS_DEFAULTS.upperPort,
    heartbeatIntervalMs: o.heartbeatIntervalMs ?? 5000,
    ackTimeoutMs: o.ackTimeoutMs ?? 5000,
    retries: o.retries ?? 3,
    maxAttempts: o.maxAttempts ?? 10,
    reconnectDelayMs: o.reconnectDelayMs ?? 2000,
    trafficLogSize: o.trafficLogSize ?? 1000,
    logHeartbeats: o.logHeartbeats ?? false,
    playOnly: o.playOnly ?? false,
    singleStoryMove: o.singleStoryMove ?? false,
    legacyStoryMessages: o.legacyStoryMessages ?? false,
    sendStoryBodies: o.sendStoryBodies ?? false,
    replaceExisting: o.replaceExisting ?? true,
    objActionNew: o.objActionNew ?? false,
  };
}

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

interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
}

export class MosNcsConnection extends EventEmitter<ConnectionEvents> implements IncomingHandler {
  readonly log: TrafficLog;
  readonly options: ResolvedMosOptions;
  private readonly lower: MosClientPort;
  private readonly upper: MosClientPort;
  private server: MosNcsServer | null = null;
  private messageId = 0;
  /** what the device holds (or will, once the queue is through), by roID */
  private readonly ros = new Map<string, RunningOrder>();
  /** running orders whose last edit the device refused: the next update replaces them whole */
  private readonly dirty = new Set<string>();
  private readonly mediaById = new Map<string, MediaObject>();
  private readonly lastIncoming: Partial<Record<MosPort, string>> = {};
  private lastStatus: ConnectionStatus | null = null;
  private lastError: string | null = null;
  private running = false;

  constructor(readonly settings: MosNcsSettings, options: MosDeviceOptions, private readonly logger?: Logger) {
    super();
    this.options = resolveOptions(options);
    this.log = new TrafficLog(this.options.trafficLogSize);
    const common = {
      host: this.options.host,
      ids: { mosId: this.options.mosId, ncsId: settings.ncsId },
      nextMessageId: () => (this.messageId = this.messageId >= 2 ** 31 - 2 ? 1 : this.messageId + 1),
      ackTimeoutMs: this.options.ackTimeoutMs,
      retries: this.options.retries,
      maxAttempts: this.options.maxAttempts,
      reconnectDelayMs: this.options.reconnectDelayMs,
      heartbeatIntervalMs: this.options.heartbeatIntervalMs,
      maxMessageBytes: settings.maxMessageBytes ?? MOS_DEFAULTS.maxMessageBytes,
      log: this.log,
      logHeartbeats: this.options.logHeartbeats,
    };
    this.lower = new MosClientPort({ ...common, name: 'lower', port: this.options.lowerPort });
    this.upper = new MosClientPort({ ...common, name: 'upper', port: this.options.upperPort });
    for (const p of [this.lower, this.upper]) {
      p.on('alive', () => this.refreshStatus());
      p.on('failure', (msg) => {
        this.lastError = msg;
        this.refreshStatus();
      });
      p.on('delivery', (d) => this.onDelivery(d));
      p.on('protocolError', (e) => this.emit('protocolError', e));
      p.on('request', (msg, respond) => respond(this.handle(msg, p === this.lower ? 'lower' : 'upper')));
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
    this.lower.start();
    this.upper.start();
    await this.server.ready();
    this.refreshStatus();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await Promise.all([this.lower.stop(), this.upper.stop()]);
    if (this.server) {
      this.server.unregister(this.options.mosId, this);
      await this.server.release();
      this.server = null;
    }
    this.refreshStatus();
  }

  status(): ConnectionStatus {
    const connected = this.running && this.lower.isAlive && this.upper.isAlive;
    return {
      connected,
      lastError: connected ? null : (this.lastError ?? this.server?.lastError ?? (this.running ? 'waiting for the device to answer' : 'stopped')),
      detail: {
        ncsId: this.settings.ncsId,
        mosId: this.options.mosId,
        host: this.options.host,
        lowerPort: this.options.lowerPort,
        upperPort: this.options.upperPort,
        lowerConnected: this.lower.isAlive,
        upperConnected: this.upper.isAlive,
        ncsListening: this.server?.listening ?? { lower: false, upper: false },
        lastHeartbeatFromDevice: { ...this.lastIncoming },
        queued: this.lower.backlog + this.upper.backlog,
        runningOrders: [...this.ros.keys()],
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
    const end = Date.now() + timeoutMs;
    while (this.lower.backlog + this.upper.backlog > 0) {
      if (Date.now() > end) throw new Error(`MOS device ${this.options.mosId}: ${this.lower.backlog + this.upper.backlog} messages still waiting after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /* ------------------------------------------------------------------ sending */

  private port(body: XmlElement): MosClientPort {
    return /^ro[A-Z]/.test(body.name) ? this.upper : this.lower;
  }

  private queue(body: XmlElement, roId?: string): void {
    this.port(body).enqueue({ body, ...(roId ? { roId } : {}) });
  }

  /** Sends a request and waits for its answer, at most long enough for the retries to run out. */
  private async request(body: XmlElement): Promise<Settled> {
    return this.port(body).request({ body }, Math.max(2_000, this.options.ackTimeoutMs * (this.options.retries + 1)));
  }

  /** A request of another module of the driver (profile 3, connector/media.ts). */
  ask = (body: XmlElement): Promise<Settled> => this.request(body);

  private onDelivery(d: DeliveryReport): void {
    if (d.outcome !== 'ACK') {
      this.lastError = `${d.messageType} (messageID ${d.messageId}) ${d.outcome === 'NACK' ? 'refused' : 'given up'}: ${d.detail ?? ''}`.trim();
      if (d.roId && d.messageType !== 'roDelete') this.dirty.add(d.roId);
      this.logger?.warn('MOS message not acknowledged', { mosId: this.options.mosId, ...d });
    }
    this.emit('delivery', d);
  }

  /** roCreate (or roReplace when the device has it already), then the story bodies when asked for. */
  sendRunningOrder(ro: RunningOrder): void {
    const known = this.ros.has(ro.id);
    this.queue(known && this.options.replaceExisting ? buildRoReplace(ro) : buildRoCreate(ro), ro.id);
    this.ros.set(ro.id, structuredClone(ro));
    this.dirty.delete(ro.id);
    if (this.options.sendStoryBodies) for (const s of ro.stories) this.queue(buildRoStorySend(ro.id, s), ro.id);
  }

  /**
   * Sends the edits that bring the device's copy to `ro`; returns them (empty when nothing changed).
   * A running order this connection has not sent (Lauda restarted) or whose last edit the device
   * refused is sent whole, as roReplace.
   */
  updateRunningOrder(ro: RunningOrder): RunningOrderEdit[] {
    const prev = this.ros.get(ro.id);
    // unknown here (e.g. after Lauda restarted) but meant to be on the device: replace it whole
    if (!prev || this.dirty.has(ro.id)) {
      this.queue(buildRoReplace(ro), ro.id);
      this.ros.set(ro.id, structuredClone(ro));
      this.dirty.delete(ro.id);
      if (this.options.sendStoryBodies) for (const s of ro.stories) this.queue(buildRoStorySend(ro.id, s), ro.id);
      return [];
    }
    const edits = diffRunningOrders(prev, ro);
    const check = applyRunningOrderEdits(prev, edits);
    if (!sameContent(check, ro)) {
      // cannot happen unless the diff has a bug: fall back to a whole replace rather than diverge
      this.logger?.warn('MOS edit plan did not reproduce the running order; sending roReplace', { roId: ro.id });
      this.queue(buildRoReplace(ro), ro.id);
    } else {
      for (const e of edits) this.sendEdit(ro.id, e);
    }
    this.ros.set(ro.id, structuredClone(ro));
    return edits;
  }

  private sendEdit(roId: string, e: RunningOrderEdit): void {
    const legacy = this.options.legacyStoryMessages;
    switch (e.op) {
      case 'metadata':
        this.queue(buildRoMetadataReplace(e.metadata), roId);
        return;
      case 'delete':
        this.queue(legacy ? buildRoStoryDelete(roId, e.storyIds) : buildRoElementAction(roId, 'DELETE', null, { storyIds: e.storyIds }), roId);
        return;
      case 'insert':
        if (legacy) this.queue(e.beforeStoryId === null ? buildRoStoryAppend(roId, e.stories) : buildRoStoryInsert(roId, e.beforeStoryId, e.stories), roId);
        else this.queue(buildRoElementAction(roId, 'INSERT', { storyId: e.beforeStoryId ?? '' }, { stories: e.stories }), roId);
        if (this.options.sendStoryBodies) for (const s of e.stories) this.queue(buildRoStorySend(roId, s), roId);
        return;
      case 'move': {
        const groups = this.options.singleStoryMove ? e.storyIds.map((id) => [id]) : [e.storyIds];
        for (const ids of groups) {
          if (!legacy) this.queue(buildRoElementAction(roId, 'MOVE', { storyId: e.beforeStoryId ?? '' }, { storyIds: ids }), roId);
          else if (ids.length === 1) this.queue(buildRoStoryMove(roId, ids[0]!, e.beforeStoryId), roId);
          else if (e.beforeStoryId !== null) this.queue(buildRoStoryMoveMultiple(roId, ids, e.beforeStoryId), roId);
          else for (const id of ids) this.queue(buildRoStoryMove(roId, id, null), roId);
        }
        return;
      }
      case 'swap':
        this.queue(legacy ? buildRoStorySwap(roId, e.storyIds[0], e.storyIds[1]) : buildRoElementAction(roId, 'SWAP', null, { storyIds: [...e.storyIds] }), roId);
        return;
      case 'replace': {
        if (!sameContent(storyWithoutScript(e.previous), storyWithoutScript(e.story))) {
          this.queue(legacy ? buildRoStoryReplace(roId, e.story) : buildRoElementAction(roId, 'REPLACE', { storyId: e.story.id }, { stories: [e.story] }), roId);
        }
        const textChanged = e.previous.script !== e.story.script || e.previous.presenter !== e.story.presenter;
        if (this.options.sendStoryBodies && (textChanged || !sameContent(e.previous.items, e.story.items))) this.queue(buildRoStorySend(roId, e.story), roId);
        return;
      }
    }
  }

  deleteRunningOrder(roId: string): void {
    this.queue(buildRoDelete(roId), roId);
    this.ros.delete(roId);
    this.dirty.delete(roId);
  }

  readyToAir(roId: string, ready: boolean): void {
    this.queue(buildRoReadyToAir(roId, ready), roId);
  }

  /** roStorySend with the story's text and items (profile 4). */
  sendStory(roId: string, story: RunningOrderStory): void {
    this.queue(buildRoStorySend(roId, story), roId);
  }

  /**
   * PLAY, STOP or BLANK of a story or item, sent as roElementStat (element STORY or ITEM) with that
   * status. With the `playOnly` quirk STOP is not sent. Returns false when nothing was sent.
   */
  runAction(action: MosAction, target: ElementRef): boolean {
    if (action === 'STOP' && this.options.playOnly) return false;
    const element = target.itemId ? 'ITEM' : target.storyId ? 'STORY' : 'RO';
    const item = target.itemId && target.storyId ? this.ros.get(target.roId)?.stories.find((s) => s.id === target.storyId)?.items.find((i) => i.id === target.itemId) : undefined;
    this.queue(buildRoElementStat({ element, roId: target.roId, storyId: target.storyId, itemId: target.itemId, objId: item?.objId, channel: item?.channel, status: action }), target.roId);
    return true;
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

  async requestObject(objId: string): Promise<MediaObject> {
    const r = await this.request(buildMosReqObj(objId));
    if (r.outcome !== 'ACK' || r.reply?.envelope.type !== 'mosObj') throw new Error(`mosReqObj ${objId}: ${r.detail ?? r.reply?.envelope.type ?? r.outcome}`);
    const o = readMosObj(r.reply.body, r.reply.envelope.mosId);
    this.remember([o], false);
    return o;
  }

  /** mosReqAll: the device answers, then sends its objects (mosListAll or mosObj) to the NCS ports. */
  async requestAllObjects(): Promise<void> {
    const r = await this.request(buildMosReqAll(0));
    if (r.outcome !== 'ACK') throw new Error(`mosReqAll: ${r.detail ?? r.outcome}`);
  }

  media(): MediaObject[] {
    return [...this.mediaById.values()];
  }

  runningOrders(): RunningOrder[] {
    return [...this.ros.values()];
  }

  private remember(objects: MediaObject[], complete: boolean): void {
    if (complete) this.mediaById.clear();
    for (const o of objects) {
      if (o.status === 'DELETED') this.mediaById.delete(o.objId);
      else this.mediaById.set(o.objId, o);
    }
    this.emit('media', { objects, complete });
    const templates = objects.filter((o) => (o.type ?? '').toUpperCase() === 'CG' && o.status !== 'DELETED');
    if (templates.length) this.emit('templates', { templates: templates.map((o) => ({ code: o.objId, name: o.slug, fields: [] })) });
  }

  /* ------------------------------------------------------------------ receiving (IncomingHandler) */

  protocolError(port: MosPort, code: string, message: string, preview: string, bytes: number): void {
    this.log.add({ direction: 'in', port, messageType: 'invalid', messageId: null, text: preview, bytes, ack: 'ERROR', error: `${code}: ${message}` });
    this.logger?.warn('MOS message from device rejected', { mosId: this.options.mosId, port, code, message });
    this.emit('protocolError', { code, message });
  }

  /** Answers what the device sends on its own connections to Lauda. */
  handle(msg: Reply, port: MosPort, xml?: string, bytes?: number): XmlElement | null {
    const { envelope: env, body } = msg;
    const entry = xml !== undefined && (env.type !== 'heartbeat' || this.options.logHeartbeats) ? this.log.add({ direction: 'in', port, messageType: env.type, messageId: env.messageId, text: xml, bytes: bytes ?? 0 }) : null;
    const answer = (reply: XmlElement | null, ok = true, error?: string) => {
      if (entry) {
        entry.ack = ok ? 'ACK' : 'NACK';
        if (error) entry.error = error;
      }
      return reply;
    };
    try {
      switch (env.type) {
        case 'heartbeat':
          this.lastIncoming[port] = new Date().toISOString();
          return answer(buildHeartbeat());
        case 'reqMachInfo':
          return answer(buildListMachInfo(this.machineInfo()));
        case 'roElementStat':
        case 'roItemStat': {
          const s = readElementStatus(body);
          this.emit('elementStatus', s);
          return answer(buildRoAck({ roId: s.roId, status: 'OK', objects: [] }));
        }
        case 'mosObj': {
          const o = readMosObj(body, env.mosId);
          this.remember([o], false);
          return answer(buildMosAck({ objId: o.objId, objRev: o.revision, status: 'ACK' }));
        }
        case 'mosListAll': {
          const objects = childrenNamed(body, 'mosObj').map((o) => readMosObj(o, env.mosId));
          this.remember(objects, true);
          return answer(buildMosAck({ objId: '0', status: 'ACK' }));
        }
        case 'roReq': {
          const roId = childText(body, 'roID') ?? '';
          const ro = this.ros.get(roId);
          return ro ? answer(buildRoList(ro)) : answer(buildRoAck({ roId, status: 'Unknown running order', objects: [] }), false, 'unknown running order');
        }
        case 'roReqAll':
          return answer(buildRoListAll([...this.ros.values()]));
        case 'roAck':
        case 'mosAck':
          // an answer that belongs to no request of ours on this connection
          if (entry) entry.error = 'unexpected answer';
          return null;
        default: {
          const why = `Lauda does not handle ${env.type} from a device`;
          this.emit('protocolError', { code: 'unsupported', message: why });
          return answer(/^ro[A-Z]/.test(env.type) ? buildRoAck({ roId: '', status: why, objects: [] }) : buildMosAck({ objId: '0', status: 'NACK', description: why }), false, why);
        }
      }
    } catch (e) {
      const why = (e as Error).message;
      this.emit('protocolError', { code: 'invalid', message: why });
      return answer(buildMosAck({ objId: '0', status: 'NACK', description: why }), false, why);
    }
  }

  private machineInfo(): MachineInfo {
    const now = mosTime();
    return {
      manufacturer: 'Lauda', model: 'Lauda NCS', hwRev: '0', swRev: '0.1.0', DOM: '2025-01-01T00:00:00,000Z', SN: this.settings.ncsId,
      ID: this.settings.ncsId, time: now, mosRev: '2.8.5', deviceType: 'NCS', profiles: { 0: true, 1: true, 2: true, 3: true, 4: true, 5: false, 6: false, 7: false },
    };
  }
}
