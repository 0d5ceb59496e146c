// Live fan-out latency: one change through HTTP delivered to 500 subscribed STOMP clients on loopback,
// from the start of the request to the last client's receipt, beside the floor: the same MESSAGE frame
// broadcast by a bare `ws` server to 500 clients, measured in the same run.
//
// The change is the hello plugin's `POST /api/hello/greetings` (session check, validation, SQLite
// insert, revision, publish after commit), standing in for a story PATCH until the rundown plugin
// exists. The 500 clients are minimal STOMP clients on plain `ws` sockets in a worker thread (their own
// event loop, as browsers would be elsewhere); the kernel is the real one, in this process.
// `kernel_publish_only` times the kernel's delivery path alone (live.publish in process, no HTTP or
// database) and shows how much of the difference from the floor is the request itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { startTestKernel } from '@lauda/sdk/testing';
import hello from '@lauda/plugin-hello';
import { median, percentile, report } from './support/measure.js';
import { Clients } from './support/clients.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM = 10;
const DESTINATION = '/topic/hello_greetings';

// ---- the kernel: a real one with the hello plugin on SQLite
const k = await startTestKernel({ plugins: [hello], db: 'sqlite' });
const writer = await k.userWith(['ROLE_HELLO_READ', 'ROLE_HELLO_WRITE'], 'bench');
const kernelClients = new Clients();
await kernelClients.open(k.url.replace(/^http/, 'ws') + '/ws', [writer.cookie], CLIENTS, DESTINATION);
// the kernel's live bus, to time its delivery path alone (no HTTP, no database)
const live = (k as unknown as { kernel: { container: { resolve(id: string): { publish(...a: unknown[]): Promise<void> } } } }).kernel.container.resolve('core.live');
let posted = 0;
const postGreeting = async () => {
  const r = await writer.post('/api/hello/greetings', { text: `Greeting ${++posted}: the rundown changed, story 3 moved to block B` });
  if (r.status !== 201) throw new Error(`POST answered ${r.status}`);
  return r.body as { id: number };
};

// ---- the floor: a bare ws server sending one ready-made frame to every client
const server = http.createServer();
const wss = new WebSocketServer({ server, perMessageDeflate: false, handleProtocols: (p) => (p.has('v12.stomp') ? 'v12.stomp' : false) });
const subscribed = new Set<WebSocket>();
wss.on('connection', (ws) => {
  ws.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    if (text.startsWith('CONNECT')) ws.send('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\u0000');
    else if (text.startsWith('SUBSCRIBE')) {
      subscribed.add(ws);
      const receipt = /\nreceipt:([^\n]*)/.exec(text)?.[1];
      if (receipt) ws.send(`RECEIPT\nreceipt-id:${receipt}\n\n\u0000`);
    }
  });
  ws.on('close', () => subscribed.delete(ws));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const floorClients = new Clients();
await floorClients.open(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`, [null], CLIENTS, DESTINATION);

// the frame the floor broadcasts: a MESSAGE as the kernel writes it, with the same body size
const sample = await postGreeting();
const body = Buffer.from(JSON.stringify({ op: 'CREATE', topic: 'hello_greetings', id: sample.id, data: sample, by: 'bench', at: new Date().toISOString() }));
const frame = Buffer.concat([
  Buffer.from(`MESSAGE\nsubscription:sub-0\nmessage-id:00000000-0000-4000-8000-000000000000-1\ndestination:${DESTINATION}\ncontent-type:application/json\ncontent-length:${body.length}\n\n`),
  body,
  Buffer.from([0]),
]);

// Rounds alternate kernel and floor, so load from elsewhere on the machine weighs on both alike.
const kernelMs: number[] = [];
const publishMs: number[] = [];
const floorMs: number[] = [];
try {
  for (let i = 0; i < WARM + ROUNDS; i++) {
    const km = await kernelClients.round(3 * i, async () => void (await postGreeting()));
    const pm = await kernelClients.round(3 * i + 1, () => live.publish('hello_greetings', 'CREATE', sample.id, sample, { by: 'bench' }));
    const fm = await floorClients.round(3 * i + 2, () => {
      for (const ws of subscribed) ws.send(frame, { binary: false });
    });
    if (i >= WARM) {
      kernelMs.push(km);
      publishMs.push(pm);
      floorMs.push(fm);
    }
  }
} finally {
  await kernelClients.close();
  await floorClients.close();
  await k.stop();
  wss.close();
  server.close();
}

const kp50 = median(kernelMs);
const kp99 = percentile(kernelMs, 99);
const fp50 = median(floorMs);
const fp99 = percentile(floorMs, 99);
report(`fanout_${CLIENTS}_kernel_http_post_p50`, kp50, 'ms');
report(`fanout_${CLIENTS}_kernel_http_post_p99`, kp99, 'ms');
report(`fanout_${CLIENTS}_kernel_publish_only_p50`, median(publishMs), 'ms');
report(`fanout_${CLIENTS}_kernel_publish_only_p99`, percentile(publishMs, 99), 'ms');
report(`fanout_${CLIENTS}_bare_ws_broadcast_p50`, fp50, 'ms');
report(`fanout_${CLIENTS}_bare_ws_broadcast_p99`, fp99, 'ms');
report(`fanout_${CLIENTS}_p50_ratio`, kp50 / fp50, 'x');
report(`fanout_${CLIENTS}_p99_ratio`, kp99 / fp99, 'x');
report(`fanout_${CLIENTS}_publish_only_p99_ratio`, percentile(publishMs, 99) / fp99, 'x');
report('fanout_p99_target_met', kp99 <= 2 * fp99 ? 1 : 0, '(1 = p99 at most 2x the floor)');
