// Agency delivery (issue 16 "done when"): a new item in an RSS feed, from the poll (`POST
// /api/agency/rss/feeds/{id}/poll`: the claim, the conditional request to a local feed server, the
// parse of a 20-item feed, the de-duplication, the insert) to its arrival on 200 connected STOMP
// clients subscribed to `agency_items`; beside the floor measured in the same run: the same item
// published on the same topic by the kernel's live bus in process (no poll, no HTTP) to the same clients.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import agency from '@lauda/plugin-agency';
import { median, percentile, report } from './support/measure.js';
import { Clients } from './support/clients.js';

const SCREENS = Number(process.env.BENCH_SCREENS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARM = 10;
const DESTINATION = '/topic/agency_items';

// the feed: the newest 20 items, a new one added before each poll
const items: string[] = [];
let version = 0;
const add = (n: number) => {
  items.unshift(`<item><guid>urn:bench:${n}</guid><title>Nota ${n}: votação adiada na Câmara</title><link>http://example.test/${n}</link>`
    + `<description>O plenário adiou a votação para a próxima semana; líderes negociam o texto.</description><pubDate>${new Date().toUTCString()}</pubDate></item>`);
  items.length = Math.min(items.length, 20);
  version++;
};
const server = http.createServer((req, res) => {
  const etag = `"v${version}"`;
  if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
  res.writeHead(200, { 'content-type': 'application/rss+xml', etag }).end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Bench</title>${items.join('')}</channel></rss>`);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
let n = 0;
add(++n);

const k = await startTestKernel({ plugins: [admin, guidelines, agency], db: 'sqlite', config: { plugins: { agency: { config: { pollCheckMs: 3_600_000 } } } } });
const must = async (r: Promise<{ status: number; body: any }>) => {
  const a = await r;
  if (a.status >= 300) throw new Error(`${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
};
const chief = await k.userWith(['ROLE_AGENCY_READ', 'ROLE_AGENCY_ADMIN'], 'chefe');
// The evaluation license has 50 seats: the screens past the chief's get their sessions from the
// kernel's session store directly (what a sign-in makes), as the bench measures delivery, not sign-in.
const inner = (k as unknown as { kernel: { container: { resolve(id: string): any }; sessions: { create(userId: number, ip: string, ua: string): Promise<{ token: string }>; cookie(token: string): string } } }).kernel;
const users = inner.container.resolve('core.users');
const live = inner.container.resolve('core.live') as { publish(...a: unknown[]): Promise<void> };
const cookies: (string | null)[] = [chief.cookie];
for (let i = 1; i < SCREENS; i++) {
  const { user } = await users.create({ username: `screen${i}`, nickname: `SCREEN${i}`, name: `Screen ${i}`, roles: ['ROLE_AGENCY_READ'], password: 'secret-pass' }, { userId: null, nickname: null, ip: null });
  const { token } = await inner.sessions.create(user.id, '127.0.0.1', 'bench');
  cookies.push(inner.sessions.cookie(token).split(';')[0]!);
}
const feed = await must(chief.post('/api/agency/rss/feeds', { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rss`, name: 'Bench' }));
const clients = new Clients();
await clients.open(k.url.replace(/^http/, 'ws') + '/ws', cookies, SCREENS, [DESTINATION]);

const poll = async () => {
  add(++n);
  const r = await must(chief.post(`/api/agency/rss/feeds/${feed.id}/poll`));
  if (r.status !== 'ok' || r.added !== 1) throw new Error(`poll answered ${JSON.stringify(r)}`);
};
const sample = (await must(chief.get('/api/agency/items?size=1'))).data[0];

// rounds alternate the poll and the floor, so load from elsewhere on the machine weighs on both alike
const pollMs: number[] = [];
const floorMs: number[] = [];
try {
  for (let i = 0; i < WARM + ROUNDS; i++) {
    const pm = await clients.round(2 * i, poll);
    const fm = await clients.round(2 * i + 1, () => live.publish('agency_items', 'CREATE', sample.id, sample, { by: null, document: { type: 'agency_item', id: sample.id } }));
    if (i >= WARM) {
      pollMs.push(pm);
      floorMs.push(fm);
    }
  }
} finally {
  await clients.close();
  await k.stop();
  server.close();
}

report(`agency_feed_item_to_${SCREENS}_screens_p50`, median(pollMs), 'ms');
report(`agency_feed_item_to_${SCREENS}_screens_p99`, percentile(pollMs, 99), 'ms');
report(`agency_live_publish_to_${SCREENS}_p50`, median(floorMs), 'ms');
report(`agency_live_publish_to_${SCREENS}_p99`, percentile(floorMs, 99), 'ms');
report(`agency_feed_item_to_${SCREENS}_p50_ratio`, median(pollMs) / median(floorMs), 'x');
report(`agency_feed_item_to_${SCREENS}_p99_ratio`, percentile(pollMs, 99) / percentile(floorMs, 99), 'x');
