// What the document access contract costs live: 480 STOMP clients of 40 distinct users (12 sockets
// each, as a newsroom's open tabs) hear a story of a program with allowed groups changed. Each
// message about a document is delivered only after its access answer is known for every distinct
// viewer (story row, the viewer's groups, the programs they open). Floor, in the same run, on the
// same kernel and the same 480 sockets' users: a message of the same size on a topic about no
// document (delivered without asking), published in process.
import { startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import hello from '@lauda/plugin-hello';
import rundown from '@lauda/plugin-rundown';
import { median, percentile, report } from './support/measure.js';
import { Clients } from './support/clients.js';

// the evaluation license has 50 seats: 40 viewers and the producer
const USERS = Number(process.env.BENCH_USERS ?? 40);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 480);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);
const WARM = 10;

const k = await startTestKernel({ plugins: [admin, hello, rundown], db: 'sqlite' });
const ok = async (p: Promise<{ status: number; body: any }>, status = 200) => {
  const r = await p;
  if (r.status !== status) throw new Error(`answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};
const VIEW = ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_PROGRAM_READ', 'ROLE_HELLO_READ'];
const producer = await k.userWith([...VIEW, 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_HELLO_WRITE'], 'bench-producer');
const viewers = [];
for (let i = 0; i < USERS; i++) viewers.push(await k.userWith(VIEW, `viewer${i}`));
const ids = await Promise.all(viewers.map(async (v) => Number((await v.get('/api/users/me')).body.id)));
const me = Number((await producer.get('/api/users/me')).body.id);
// a program for a group of every viewer: each delivery asks the real questions
const group = await ok(producer.post('/api/groups', { name: 'Redação', userIds: [me, ...ids] }), 201);
const program = await ok(producer.post('/api/programs', { name: 'Jornal', start: '19:00:00', end: '19:45:00', allowedGroupIds: [group.id] }), 201);
const r = await ok(producer.post('/api/rundowns', { date: '2031-05-05', programId: program.id }), 201);
const story = await ok(producer.post(`/api/blocks/${r.blocks[0].id}/stories`, { slug: 'INCÊNDIO CENTRO' }), 201);

const url = k.url.replace(/^http/, 'ws') + '/ws';
const cookies = viewers.map((v) => v.cookie);
const storyClients = new Clients();
await storyClients.open(url, cookies, CLIENTS, ['/topic/stories']);
const plainClients = new Clients();
await plainClients.open(url, cookies, CLIENTS, ['/topic/hello_greetings']);
const live = (k as unknown as { kernel: { container: { resolve(id: string): { publish(...a: unknown[]): Promise<void> } } } }).kernel.container.resolve('core.live');

let n = 0;
const data = () => ({ field: 'information', oldValue: null, newValue: `Bombeiros no local ${++n}`, rundownId: r.id, blockId: r.blocks[0].id, version: n });
const patchMs: number[] = [];
const docMs: number[] = [];
const plainMs: number[] = [];
try {
  for (let i = 0; i < WARM + ROUNDS; i++) {
    const pm = await storyClients.round(3 * i, async () => void (await ok(producer.patch(`/api/stories/${story.id}`, { field: 'information', newValue: `Bombeiros no local ${i}` }))));
    const dm = await storyClients.round(3 * i + 1, () => live.publish('stories', 'PATCH', story.id, data(), { by: 'bench', document: { type: 'story', id: story.id } }));
    const fm = await plainClients.round(3 * i + 2, () => live.publish('hello_greetings', 'PATCH', story.id, data(), { by: 'bench' }));
    if (i >= WARM) {
      patchMs.push(pm);
      docMs.push(dm);
      plainMs.push(fm);
    }
  }
} finally {
  await storyClients.close();
  await plainClients.close();
  await k.stop();
}

const name = `documents_${CLIENTS}_clients_${USERS}_users`;
report(`${name}_story_patch_http_p50`, median(patchMs), 'ms');
report(`${name}_story_patch_http_p99`, percentile(patchMs, 99), 'ms');
report(`${name}_document_publish_p50`, median(docMs), 'ms');
report(`${name}_document_publish_p99`, percentile(docMs, 99), 'ms');
report(`${name}_plain_publish_p50`, median(plainMs), 'ms');
report(`${name}_plain_publish_p99`, percentile(plainMs, 99), 'ms');
report(`${name}_document_vs_plain_p50_ratio`, median(docMs) / median(plainMs), 'x');
