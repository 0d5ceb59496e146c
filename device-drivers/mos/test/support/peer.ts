/**
 * The real MOS peer for tests: @mos-connection/connector (the library Sofie's MOS gateway uses),
 * started as a MOS device on loopback. It records every callback it gets, in order.
 */
export { freePorts } from '@lauda/sdk/testing';
import { MosConnection, type MosDevice, type IMOSROAck, type IMOSAck } from '@mos-connection/connector';

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
}

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
      profiles: { '0': true, '1': true, '2': true, '4': true },
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
    d.onRequestAllMOSObjects(async () => { this.record('mosReqAll', null); return []; });
    d.onRequestAllRunningOrders(async () => { this.record('roReqAll', null); return []; });
    d.onRunningOrderStory(async (story) => { this.record('roStorySend', story); return ok(story.RunningOrderId); });
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
