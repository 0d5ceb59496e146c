// On-air figures (issue 7), through the whole chain: a kernel with every plugin, a program whose
// MOS device is the real peer (@mos-connection/connector on loopback), a 400-story rundown.
// 1. Enabling MOS until the peer holds the 400-story roCreate (its roAck goes back at once).
// 2. A story PATCH request until the peer gets the matching roElementAction REPLACE (the story
//    replace of MOS 2.8), p50 and p99; the PATCH's own answer time beside it.
import { startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import devices from '@lauda/plugin-devices';
import onair from '@lauda/plugin-onair';
import { Peer, freePorts, str } from '@lauda/driver-mos/testing/peer';
import { median, percentile, report } from './support/measure.js';

const db = (process.env.BENCH_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const STORIES = Number(process.env.BENCH_MOS_STORIES ?? 400);
const EDITS = Number(process.env.BENCH_MOS_EDITS ?? 200);
const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];
const ok = async <T = any>(p: Promise<{ status: number; body: T }>, status = 200): Promise<T> => {
  const r = await p;
  if (r.status !== status) throw new Error(`${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body;
};
const rich = (t: string) => [{ type: 'paragraph', children: [{ text: t }] }];
const body = (i: number) => ({
  slug: `MATERIA ${i}`,
  sections: [
    { type: 'HEADER', entries: [{ camera: '1', text: rich(`Boa noite. A chuva da tarde alagou ruas em seis bairros da zona sul; matéria ${i}.`) }] },
    { type: 'VT', subSections: [{ type: 'MOS_VIDEO', slug: `VT ${i}`, media: { slug: `VT ${i}`, objectId: `MAM-${i}`, duration: 'PT1M30S', timeBase: 25 } }] },
  ],
});

const [nl, nu, pl, pu, pq] = await freePorts(5);
const k = await startTestKernel({
  plugins: [admin, rundown, devices, onair],
  db,
  config: { devices: { drivers: { mos: { settings: { ncsId: 'LAUDA-BENCH', lowerPort: nl, upperPort: nu, host: '127.0.0.1' } } } } },
});
const peer = await new Peer({ mosId: 'bench.peer', ncsId: 'LAUDA-BENCH', ports: { lower: pl!, upper: pu!, query: pq! }, ncsPorts: { lower: nl!, upper: nu! }, heartbeatInterval: 1000 }).start();
try {
  const p = await k.userWith(ROLES, 'bench');
  const programId = (await ok(p.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 201)).id;
  const device = await ok(p.post('/api/devices', {
    name: 'Playout', kind: 'playout', protocol: 'mos', mosId: 'bench.peer', host: '127.0.0.1', lowerPort: pl, upperPort: pu,
    options: { ackTimeoutMs: 20_000 }, programIds: [programId],
  }), 201);
  for (const end = Date.now() + 20_000; !(await p.get(`/api/devices/${device.id}/status`)).body.connected;) {
    if (Date.now() > end) throw new Error('the peer did not connect');
    await new Promise((r) => setTimeout(r, 50));
  }
  const r = await ok(p.post('/api/rundowns', { date: '2033-03-03', programId }), 201);
  for (let i = 1; i <= STORIES; i++) await ok(p.post(`/api/blocks/${r.blocks[0].id}/stories`, body(i)), 201);
  const loaded = await ok(p.get(`/api/rundowns/${r.id}?sections=false`));
  const stories: { id: number; uuid: string }[] = loaded.blocks[0].stories;

  const t0 = Date.now();
  await ok(p.post(`/api/rundowns/${r.id}/mos`, { enabled: true }));
  const created = await peer.waitKind('roCreate', 60_000);
  const enableToPeer = created.at - t0;
  if (created.data.Stories.length !== STORIES) throw new Error(`the peer got ${created.data.Stories.length} stories`);
  report(`onair enable MOS → roCreate of ${STORIES} stories at the peer (${db})`, enableToPeer, 'ms');

  const toPeer: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < EDITS + 10; i++) {
    const s = stories[i % stories.length]!;
    const slug = `EDIT ${i}`;
    const from = peer.events.length;
    const start = performance.now();
    const startWall = Date.now();
    await ok(p.patch(`/api/stories/${s.id}`, { field: 'slug', newValue: slug }));
    const answer = performance.now() - start;
    const e = await peer.waitFor((x) => x.kind === 'replaceStories' && str(x.data.stories[0]?.Slug) === slug, 10_000, from);
    if (i >= 10) {
      // the first ten warm up
      toPeer.push(e.at - startWall);
      answered.push(answer);
    }
  }
  report(`onair story PATCH → roElementAction REPLACE at the peer p50 (${db})`, median(toPeer), 'ms');
  report(`onair story PATCH → roElementAction REPLACE at the peer p99 (${db})`, percentile(toPeer, 99), 'ms');
  report(`onair story PATCH answered p50 (${db})`, median(answered), 'ms');
} finally {
  await peer.stop();
  await k.stop();
}
