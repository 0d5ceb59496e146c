/**
 * A small simulated MOS device for fast tests: it listens on its lower and upper ports, answers
 * what Lauda sends (heartbeats, running orders and their edits, object requests), keeps the
 * running orders it was sent by applying every edit, and connects back to the NCS ports to send
 * heartbeats, item statuses and objects. Built only on this driver's protocol layer.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ElementStatus, MediaObject, RunningOrder } from '@lauda/sdk/device';
import type { MosPort } from '../model/index.js';
import { MosFrameDecoder, encodeMessage } from '../protocol/framing.js';
import {
  buildHeartbeat, buildListMachInfo, buildMosAck, buildMosObj, buildRoAck, buildRoElementStat, buildRoList,
  envelope, parseMessage, readStorySend, el, childText, type XmlElement,
} from '../protocol/index.js';
import { mosTime } from '../protocol/time.js';
import { answerMam, type MockMam } from './mam.js';
import { MockNcsLink } from './ncs-link.js';
import type { MockMosDeviceOptions, ReceivedMessage } from './options.js';
import { applyRoMessage } from './running-orders.js';

export type { MockMosDeviceOptions, ReceivedMessage } from './options.js';

type Waiter = { test: (m: ReceivedMessage) => boolean; resolve: (m: ReceivedMessage) => void };

export class MockMosDevice {
  readonly received: ReceivedMessage[] = [];
  readonly runningOrders = new Map<string, RunningOrder>();
  /** message types answered with a refusal */
  readonly refuse = new Set<string>();
  /** message types never answered (to test retries) */
  readonly ignore = new Set<string>();
  /** stories received through roStorySend, by story id */
  readonly storyBodies = new Map<string, ReturnType<typeof readStorySend>>();
  lowerPort = 0;
  upperPort = 0;
  private readonly servers: net.Server[] = [];
  private readonly sockets = new Set<net.Socket>();
  private readonly ncs: MockNcsLink;
  private waiters: Waiter[] = [];
  private timers: NodeJS.Timeout[] = [];

  /** the device as a MAM (profile 3): its objects are `options.objects` */
  readonly mam: MockMam;

  constructor(readonly options: MockMosDeviceOptions) {
    options.objects ??= [];
    this.ncs = new MockNcsLink(options);
    this.mam = { mosId: options.mosId, schema: options.searchSchema ?? 'http://lauda.test/mock-schema', objects: options.objects, announce: (o) => void this.ncs.sendPersistently('lower', buildMosObj(o)) };
  }

  /** every object as its own mosObj, `everyMs` apart (a device that answers mosReqAll with a pause) */
  private announceAll(everyMs: number): void {
    this.mam.objects.forEach((o, i) => this.timers.push(setTimeout(() => void this.ncs.sendPersistently('lower', buildMosObj(o)), 10 + i * everyMs)));
  }

  async start(): Promise<this> {
    const listen = (port: number, name: MosPort) => new Promise<number>((resolve, reject) => {
      const srv = net.createServer((s) => this.serve(s, name));
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => resolve((srv.address() as AddressInfo).port));
      this.servers.push(srv);
    });
    this.lowerPort = await listen(this.options.lowerPort ?? 0, 'lower');
    this.upperPort = await listen(this.options.upperPort ?? 0, 'upper');
    if (this.options.ncs) this.ncs.start();
    return this;
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    for (const s of this.sockets) s.destroy();
    this.ncs.stop();
    await Promise.all(this.servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
  }

  /** Resolves with the first message (already received or coming) that passes `test`. */
  waitFor(test: (m: ReceivedMessage) => boolean, timeoutMs = 10_000, from = 0): Promise<ReceivedMessage> {
    const found = this.received.slice(from).find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const w: Waiter = { test, resolve: (m) => { clearTimeout(t); resolve(m); } };
      const t = setTimeout(() => {
        this.waiters = this.waiters.filter((x) => x !== w);
        reject(new Error(`mock MOS device ${this.options.mosId}: no matching message within ${timeoutMs} ms (got ${this.received.map((m) => m.type).join(', ')})`));
      }, timeoutMs);
      this.waiters.push(w);
    });
  }

  /** Messages received of these types, oldest first (heartbeats left out unless asked for). */
  messages(...types: string[]): ReceivedMessage[] {
    return this.received.filter((m) => (types.length ? types.includes(m.type) : m.type !== 'heartbeat'));
  }

  private serve(socket: net.Socket, port: MosPort): void {
    this.sockets.add(socket);
    const decoder = new MosFrameDecoder();
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      for (const f of decoder.push(chunk)) {
        if (!f.ok) continue;
        const { envelope: env, body } = parseMessage(f.xml);
        const m: ReceivedMessage = { type: env.type, port, messageId: env.messageId, body, at: Date.now() };
        if (this.ignore.has(env.type)) {
          this.record(m);
          continue;
        }
        const reply = this.answer(m);
        this.record(m);
        if (!reply) continue;
        const write = () => socket.write(encodeMessage(envelope({ mosId: this.options.mosId, ncsId: this.options.ncsId }, env.messageId, reply)));
        const hold = env.type === 'mosReqAll' ? this.options.holdReqAllAckMs ?? 0 : 0;
        if (hold) this.timers.push(setTimeout(write, hold));
        else write();
      }
    });
  }

  private record(m: ReceivedMessage): void {
    this.received.push(m);
    for (const w of [...this.waiters]) {
      if (w.test(m)) {
        this.waiters = this.waiters.filter((x) => x !== w);
        w.resolve(m);
      }
    }
  }

  private ack(roId: string, type: string): XmlElement {
    return buildRoAck({ roId, status: this.refuse.has(type) ? `refused ${type}` : 'OK', objects: [] });
  }

  /** What the device answers, and what it does with a running order message. */
  private answer(m: ReceivedMessage): XmlElement | null {
    const b = m.body;
    const roId = childText(b, 'roID') ?? '';
    switch (m.type) {
      case 'heartbeat':
        return buildHeartbeat();
      case 'reqMachInfo':
        return buildListMachInfo({ manufacturer: 'Lauda tests', model: 'mock', hwRev: '1', swRev: '1', DOM: mosTime(), SN: '1', ID: this.options.mosId, time: mosTime(), mosRev: '2.8.5', deviceType: 'MOS', profiles: { 0: true, 1: true, 2: true, 3: true, 4: true } });
      case 'mosReqObj': {
        const o = this.options.objects?.find((x) => x.objId === childText(b, 'objID'));
        return o ? buildMosObj(o) : buildMosAck({ objId: childText(b, 'objID') ?? '', status: 'NACK', description: 'unknown object' });
      }
      case 'mosReqAll':
        if (this.options.announceEveryMs) this.announceAll(this.options.announceEveryMs);
        else setTimeout(() => void this.ncs.sendPersistently('lower', el('mosListAll', null, this.mam.objects.map(buildMosObj))), 10);
        return buildMosAck({ objId: '0', status: 'ACK' });
      case 'roReq': {
        const ro = this.runningOrders.get(roId);
        return ro ? buildRoList(ro) : buildRoAck({ roId, status: 'NACK', objects: [] });
      }
      case 'roStorySend': {
        const s = readStorySend(b);
        this.storyBodies.set(s.story.id, s);
        return this.ack(roId, m.type);
      }
      case 'roReadyToAir':
      case 'roElementStat':
        return this.ack(roId, m.type);
      default:
        if (applyRoMessage(this.runningOrders, m, this.refuse.has(m.type))) return this.ack(roId, m.type);
        return answerMam(this.mam, m.type, b) ?? buildMosAck({ objId: '0', status: 'NACK', description: `mock does not handle ${m.type}` });
    }
  }

  /* ------------------------------------------------------------------ device → NCS */

  /** both connections to the NCS are open */
  get connectedToNcs(): boolean {
    return this.ncs.connected;
  }

  /** Sends a message to the NCS and waits for the answer. */
  send(port: MosPort, body: XmlElement, timeoutMs = 5000): Promise<{ type: string; body: XmlElement }> {
    return this.ncs.send(port, body, timeoutMs);
  }

  /** roElementStat from the device (item, story or running-order status). */
  sendStatus(s: Omit<ElementStatus, 'time'>): Promise<{ type: string; body: XmlElement }> {
    return this.send('upper', buildRoElementStat(s));
  }

  sendObject(o: MediaObject): Promise<{ type: string; body: XmlElement }> {
    return this.send('lower', buildMosObj(o));
  }
}
