/**
 * The real MOS peer for tests: @mos-connection/connector (the library Sofie's MOS gateway uses),
 * started as a MOS device on loopback. It records every callback it gets, in order.
 */
export { freePorts } from '@lauda/sdk/testing';
import { MosConnection, getMosTypes, type MosDevice, type IMOSROAck, type IMOSAck, type IMOSObject } from '@mos-connection/connector';

export interface PeerEvent {
  kind: string;
  data: any;
  at: number;
}

export interface PeerOptions {
  mosId: string;
  ncsId: string;
  /** the peer's own ports */
  ports: { lower: number; upper: number; query: number };
  /** Lauda's NCS ports the peer connects to */
  ncsPorts: { lower: number; upper: number };
  heartbeatInterval?: number;
  /** the peer as a MAM (profile 3): its searchable schema and its objects (mosReqAll answers them too) */
  mam?: { schema: string; objects: IMOSObject[] };
}

const types = getMosTypes(false);

/** An object of the peer as a MAM: a clip with a proxy picture and one metadata payload. */
export function peerObject(o: { id: string; slug: string; type?: 'VIDEO' | 'AUDIO' | 'STILL' | 'OTHER'; duration?: number; timeBase?: number; abstract?: string;
  air?: 'READY' | 'NOT READY'; proxy?: string; schema?: string; payload?: Record<string, unknown>; status?: string; description?: string }): IMOSObject {
  return {
    ID: types.mosString128.create(o.id), Slug: types.mosString128.create(o.slug), MosAbstract: o.abstract, Type: (o.type ?? 'VIDEO') as never,
    TimeBase: o.timeBase ?? 50, Duration: o.duration ?? 0, Revision: 1, Status: (o.status ?? 'NEW') as never, AirStatus: (o.air ?? 'READY') as never,
    Paths: o.proxy ? [{ Type: 'PROXY PATH' as never, Description: 'JPEG', Target: o.proxy }] : undefined,
    CreatedBy: types.mosString128.create('peer'), Created: types.mosTime.create(new Date('2031-05-04T12:00:00Z')), Description: o.description,
    MosExternalMetaData: o.schema ? [{ MosScope: 'OBJECT' as never, MosSchema: o.schema, MosPayload: o.payload ?? {} }] : undefined,
  };
}

const ack = (id: string, status: 'ACK' | 'NACK' = 'ACK', description = ''): IMOSAck =>
  ({ ID: types.mosString128.create(id), Revision: 1, Status: status as never, Description: types.mosString128.create(description) });

const ok = (id: unknown): IMOSROAck => ({ ID: id as never, Status: 'OK' as never, Stories: [] });

export class Peer {
  readonly events: PeerEvent[] = [];
  readonly raw: { source: string; type: string; message: string }[] = [];
  readonly errors: string[] = [];
  mos!: MosConnection;
  device!: MosDevice;
  connected = false;
  private waiters: { test: (e: PeerEvent) => boolean; resolve: (e: PeerEvent) => void }[] = [];

  constructor(readonly options: PeerOptions) {}

  async start(): Promise<this> {
    const o = this.options;
    this.mos = new MosConnection({
      mosID: o.mosId,
      acceptsConnections: true,
      profiles: { '0': true, '1': true, '2': true, '3': !!o.mam, '4': true },
      ports: o.ports,
      debug: false,
      strict: false,
    });
    this.mos.on('error', (e: unknown) => this.errors.push(String(e)));
    this.mos.on('warning' as never, (e: unknown) => this.errors.push(`warning: ${String(e)}`));
    this.mos.on('rawMessage', (source: string, type: string, message: string) => this.raw.push({ source, type, message }));
    this.mos.onConnection((d) => this.wire(d));
    await this.mos.init();
    this.device = await this.mos.connect({
      primary: { id: o.ncsId, host: '127.0.0.1', ports: { lower: o.ncsPorts.lower, upper: o.ncsPorts.upper, query: o.ncsPorts.upper + 1 }, dontUseQueryPort: true, heartbeatInterval: o.heartbeatInterval ?? 500, timeout: 2000 },
    });
    return this;
  }

  async stop(): Promise<void> {
    await this.mos?.dispose();
  }

  private record(kind: string, data: any): void {
    const e = { kind, data, at: Date.now() };
    this.events.push(e);
    for (const w of [...this.waiters]) {
      if (w.test(e)) {
        this.waiters = this.waiters.filter((x) => x !== w);
        w.resolve(e);
      }
    }
  }

  waitFor(test: (e: PeerEvent) => boolean, timeoutMs = 15_000, from = 0): Promise<PeerEvent> {
    const found = this.events.slice(from).find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`peer: nothing matching within ${timeoutMs} ms; got ${this.events.map((e) => e.kind).join(', ')}; errors: ${this.errors.slice(-5).join(' | ')}`)), timeoutMs);
      this.waiters.push({ test, resolve: (e) => { clearTimeout(t); resolve(e); } });
    });
  }

  waitKind(kind: string, timeoutMs?: number, from = 0): Promise<PeerEvent> {
    return this.waitFor((e) => e.kind === kind, timeoutMs, from);
  }

  /** events of these kinds, oldest first */
  kinds(...kinds: string[]): PeerEvent[] {
    return this.events.filter((e) => kinds.includes(e.kind));
  }

  private wire(d: MosDevice): void {
    d.onConnectionChange((s) => {
      this.connected = s.PrimaryConnected;
      this.record('connection', s);
    });
    d.onRequestMachineInfo(async () => ({
      manufacturer: 'peer' as never, model: 'peer' as never, hwRev: '1' as never, swRev: '1' as never, DOM: '2020-01-01T00:00:00' as never, SN: '1' as never,
      ID: this.options.mosId as never, time: new Date() as never, mosRev: '2.8.5' as never,
      supportedProfiles: { deviceType: 'MOS', profile0: true, profile1: true, profile2: true, profile4: true },
    } as never));
    d.onCreateRunningOrder(async (ro) => { this.record('roCreate', ro); return ok(ro.ID); });
    d.onReplaceRunningOrder(async (ro) => { this.record('roReplace', ro); return ok(ro.ID); });
    d.onDeleteRunningOrder(async (id) => { this.record('roDelete', id); return ok(id); });
    d.onRequestRunningOrder(async (id) => { this.record('roReq', id); return null; });
    d.onMetadataReplace(async (ro) => { this.record('roMetadataReplace', ro); return ok(ro.ID); });
    d.onRunningOrderStatus(async (s) => { this.record('roStatus', s); return ok(s.ID); });
    d.onStoryStatus(async (s) => { this.record('storyStatus', s); return ok(s.RunningOrderId); });
    d.onItemStatus(async (s) => { this.record('itemStatus', s); return ok(s.RunningOrderId); });
    d.onReadyToAir(async (a) => { this.record('roReadyToAir', a); return ok(a.ID); });
    d.onROInsertStories(async (a, stories) => { this.record('insertStories', { action: a, stories }); return ok(a.RunningOrderID); });
    d.onROInsertItems(async (a, items) => { this.record('insertItems', { action: a, items }); return ok(a.RunningOrderID); });
    d.onROReplaceStories(async (a, stories) => { this.record('replaceStories', { action: a, stories }); return ok(a.RunningOrderID); });
    d.onROReplaceItems(async (a, items) => { this.record('replaceItems', { action: a, items }); return ok(a.RunningOrderID); });
    d.onROMoveStories(async (a, ids) => { this.record('moveStories', { action: a, ids }); return ok(a.RunningOrderID); });
    d.onROMoveItems(async (a, ids) => { this.record('moveItems', { action: a, ids }); return ok(a.RunningOrderID); });
    d.onRODeleteStories(async (a, ids) => { this.record('deleteStories', { action: a, ids }); return ok(a.RunningOrderID); });
    d.onRODeleteItems(async (a, ids) => { this.record('deleteItems', { action: a, ids }); return ok(a.RunningOrderID); });
    d.onROSwapStories(async (a, s0, s1) => { this.record('swapStories', { action: a, ids: [s0, s1] }); return ok(a.RunningOrderID); });
    d.onROSwapItems(async (a, i0, i1) => { this.record('swapItems', { action: a, ids: [i0, i1] }); return ok(a.RunningOrderID); });
    d.onMOSObjects(async (objs) => { this.record('mosObjects', objs); return { ID: '0', Revision: 0, Description: '', Status: 'ACK' } as unknown as IMOSAck; });
    d.onRequestMOSObject(async (id) => { this.record('mosReqObj', id); return null; });
    d.onRequestAllMOSObjects(async () => { this.record('mosReqAll', null); return this.options.mam?.objects ?? []; });
    d.onRequestAllRunningOrders(async () => { this.record('roReqAll', null); return []; });
    d.onRunningOrderStory(async (story) => { this.record('roStorySend', story); return ok(story.RunningOrderId); });
    if (this.options.mam) this.wireMam(d, this.options.mam);
  }

  /** Profile 3: what a MAM answers (searches over its objects' slugs only; the test checks what arrived). */
  private wireMam(d: MosDevice, mam: NonNullable<PeerOptions['mam']>): void {
    let made = 0;
    // The library (4.1.1) reads `searchGroup` only when a request has two or more (none or one, as MOS
    // allows, throws inside it): its parsed message is given the list shape before its own routing.
    const route = d.routeData.bind(d);
    d.routeData = (data: any, port) => {
      const q = data?.mos?.mosReqObjList;
      if (q) {
        const field = (f: any) => (f?.attributes ? { ...f.attributes } : f);
        q.searchGroup = [q.searchGroup ?? []].flat().map((g: any) => ({ searchField: [g?.searchField ?? []].flat().map(field) }));
      }
      return route(data, port);
    };
    d.onRequestSearchableSchema(async (username) => { this.record('mosReqSearchableSchema', username); return { username, mosSchema: mam.schema }; });
    d.onRequestObjectList(async (q) => {
      this.record('mosReqObjList', q);
      const text = str(q.generalSearch).toLowerCase();
      const found = mam.objects.filter((o) => !text || str(o.Slug).toLowerCase().includes(text));
      const start = q.listReturnStart ?? 1;
      const end = Math.min(q.listReturnEnd ?? start + 19, found.length);
      return { username: q.username, queryID: str(q.queryID), listReturnStart: start, listReturnEnd: end, listReturnTotal: found.length, list: found.slice(start - 1, end) };
    });
    d.onObjectCreate(async (obj) => { this.record('mosObjCreate', obj); return ack(`PEER-${++made}`); });
    d.onRequestObjectActionNew(async (obj) => { this.record('mosReqObjActionNew', obj); return ack(`PEER-${++made}`); });
    d.onRequestObjectActionUpdate(async (objId, obj) => {
      this.record('mosReqObjActionUpdate', { objId: str(objId), obj });
      return mam.objects.some((o) => str(o.ID) === str(objId)) ? ack(str(objId)) : ack(str(objId), 'NACK', 'unknown object');
    });
    d.onRequestObjectActionDelete(async (objId) => { this.record('mosReqObjActionDelete', str(objId)); return ack(str(objId)); });
  }

  /** Announces objects to the NCS as the MAM changed them (one mosObj each). */
  async announce(objects: IMOSObject[]): Promise<void> {
    for (const o of objects) await this.device.sendMOSObject(o);
  }
}

/** A MOS string type (the peer wraps strings) as a plain string. */
export const str = (v: unknown): string => {
  if (v && typeof v === 'object') {
    if ('_mosString128' in v) return String((v as { _mosString128: unknown })._mosString128);
    if ('_mosTime' in v) return new Date(Number((v as { _mosTime: unknown })._mosTime)).toISOString();
  }
  return v === undefined || v === null ? '' : String(v);
};
