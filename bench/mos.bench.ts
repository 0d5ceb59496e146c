// MOS driver figures against the real peer (@mos-connection/connector as a MOS device on loopback):
// a 400-story roCreate until the peer has parsed it and Lauda has its roAck, and the latency of a
// one-story edit (roElementAction REPLACE) from the driver call to the peer's callback.
// Driver only: the rundown plugin's commit-to-driver time is not in these figures.
import { MosConnection } from '@mos-connection/connector';
import type { RunningOrder, RunningOrderStory } from '@lauda/sdk/device';
import { createMosInstance } from '@lauda/driver-mos/driver';
import { protocol } from '@lauda/driver-mos';
import { median, percentile, report } from './support/measure.js';
import { freePorts } from '@lauda/sdk/testing';

const STORIES = Number(process.env.BENCH_MOS_STORIES ?? 400);
const ROUNDS = Number(process.env.BENCH_MOS_ROUNDS ?? 10);
const EDITS = Number(process.env.BENCH_MOS_EDITS ?? 200);

const story = (ro: string, i: number): RunningOrderStory => ({
  id: `${ro}S${i}`,
  slug: `Story ${i} of the evening news`,
  number: `B${i}`,
  items: [0, 1].map((k) => ({ id: `${ro}S${i}I${k}`, slug: `clip ${i}.${k}`, objId: `OBJ${i}_${k}`, mosId: 'bench.mos', objDur: 750, objTB: 25, channel: 'A', edStart: 0, edDur: 750, abstract: `VT ${i}` })),
});
const runningOrder = (id: string): RunningOrder => ({ id, slug: `Bench ${id}`, stories: Array.from({ length: STORIES }, (_, i) => story(id, i + 1)) });

const [pl, pu, pq, nl, nu] = await freePorts(5);
const waiters = new Map<string, () => void>();
const arrived = (key: string) => new Promise<void>((resolve) => waiters.set(key, resolve));
const settle = (key: string) => {
  waiters.get(key)?.();
  waiters.delete(key);
};

const acks = new Map<string, () => void>();
const dev = createMosInstance({
  log: { info: () => {}, warn: () => {}, error: () => {} },
  setStatus: () => {},
  emit: (event, payload) => {
    if (event === 'delivery') {
      const d = payload as { messageType: string; roId?: string; outcome: string };
      if (d.outcome !== 'ACK') throw new Error(`${d.messageType} ${d.outcome}`);
      acks.get(`${d.messageType}:${d.roId}`)?.();
    }
  },
  settings: { ncsId: 'LAUDA', lowerPort: nl, upperPort: nu, host: '127.0.0.1' },
  env: {},
}, { mosId: 'bench.mos', host: '127.0.0.1', lowerPort: pl, upperPort: pu, ackTimeoutMs: 20_000, reconnectDelayMs: 100 });
await dev.connect();

const mos = new MosConnection({ mosID: 'bench.mos', acceptsConnections: true, profiles: { '0': true, '1': true, '2': true, '4': true }, ports: { lower: pl!, upper: pu!, query: pq! }, debug: false, strict: false });
mos.on('error', () => {});
mos.onConnection((d) => {
  d.onCreateRunningOrder(async (ro) => {
    settle(`create:${String((ro.ID as unknown as { _mosString128: string })._mosString128)}:${ro.Stories.length}`);
    return { ID: ro.ID, Status: 'OK' as never, Stories: [] };
  });
  d.onROReplaceStories(async (a, stories) => {
    settle(`replace:${String((stories[0]!.Slug as unknown as { _mosString128: string })._mosString128)}`);
    return { ID: a.RunningOrderID, Status: 'OK' as never, Stories: [] };
  });
});
await mos.init();
await mos.connect({ primary: { id: 'LAUDA', host: '127.0.0.1', ports: { lower: nl!, upper: nu!, query: nu! + 1 }, dontUseQueryPort: true, heartbeatInterval: 1000, timeout: 20_000 } });
for (const end = Date.now() + 20_000; !dev.status().connected; ) {
  if (Date.now() > end) throw new Error('the peer did not connect');
  await new Promise((r) => setTimeout(r, 20));
}

const bytes = protocol.encodeMessage(protocol.envelope({ mosId: 'bench.mos', ncsId: 'LAUDA' }, 1, protocol.buildRoCreate(runningOrder('SIZE')))).length;
const toPeer: number[] = [];
const toAck: number[] = [];
for (let r = 0; r < ROUNDS + 1; r++) {
  const ro = runningOrder(`RO${r}`);
  const atPeer = arrived(`create:${ro.id}:${STORIES}`);
  const acked = new Promise<void>((resolve) => acks.set(`roCreate:${ro.id}`, resolve));
  const t0 = performance.now();
  await dev.sendRunningOrder!(ro);
  await atPeer;
  const t1 = performance.now();
  await acked;
  const t2 = performance.now();
  if (r > 0) {
    // round 0 warms up
    toPeer.push(t1 - t0);
    toAck.push(t2 - t0);
  }
}
const build: number[] = [];
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  protocol.encodeMessage(protocol.envelope({ mosId: 'bench.mos', ncsId: 'LAUDA' }, 1, protocol.buildRoCreate(runningOrder(`B${i}`))));
  build.push(performance.now() - t);
}
report(`mos roCreate ${STORIES} stories size`, bytes, 'bytes');
report(`mos roCreate ${STORIES} stories built and encoded by Lauda (median)`, median(build), 'ms');
report(`mos roCreate ${STORIES} stories parsed by the peer (median)`, median(toPeer), 'ms');
report(`mos roCreate ${STORIES} stories acknowledged (median)`, median(toAck), 'ms');
report(`mos roCreate ${STORIES} stories acknowledged (max of ${ROUNDS})`, Math.max(...toAck), 'ms');

let ro = runningOrder('EDIT');
await dev.sendRunningOrder!(ro);
await new Promise<void>((resolve) => acks.set('roCreate:EDIT', resolve));
const edits: number[] = [];
for (let i = 0; i < EDITS; i++) {
  ro = structuredClone(ro);
  const s = ro.stories[i % STORIES]!;
  s.slug = `edit ${i}`;
  const atPeer = arrived(`replace:edit ${i}`);
  const t0 = performance.now();
  await dev.updateRunningOrder!(ro);
  await atPeer;
  edits.push(performance.now() - t0);
}
report('mos story edit to roElementAction REPLACE at the peer (p50)', median(edits), 'ms');
report('mos story edit to roElementAction REPLACE at the peer (p99)', percentile(edits, 99), 'ms');

await mos.dispose();
await dev.disconnect();
process.exit(0);
