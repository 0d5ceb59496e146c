// SockJS at /ws (the spec's client: `new SockJS('/ws')` with @stomp/stompjs) beside the raw WebSocket:
// the same session cookie, topics, access answers and close codes, on the websocket transport and on
// the XHR fallbacks, against a kernel with the rundown plugin.
import http from 'node:http';
import { expect } from 'chai';
import { boot, ok, rundownWith, testDb, type Rig } from '@lauda/plugin-rundown/testing';
import { stomp, type Live } from './support.js';

const STORIES = '/topic/stories';

/** A SockJS request made by hand (status, headers, body). */
async function call(url: string, method: string, headers: Record<string, string> = {}, body?: string) {
  const r = await fetch(url, { method, headers, body });
  return { status: r.status, headers: r.headers, text: await r.text() };
}

/** Opens an xhr_streaming receiver by hand; resolves once SockJS has said `o` (the session is open). */
function openStream(url: string, cookie: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`xhr_streaming answered ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => { if (chunk.toString().includes('o\n')) resolve(req); });
    });
    req.on('error', () => {});
    req.end();
  });
}

describe(`live over SockJS on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  for (const transport of ['websocket', 'xhr-streaming', 'xhr-polling'] as const) {
    it(`a stompjs client over SockJS (${transport}) receives a story PATCH`, async () => {
      const r = await rundownWith(rig, 2);
      const story = r.blocks[0].stories[1];
      const client = await stomp(rig.k.url, rig.producer.cookie!, transport);
      try {
        expect((client.client.webSocket as unknown as { transport: string }).transport).to.equal(transport);
        const inbox = await client.subscribe(STORIES);
        ok(await rig.producer.patch(`/api/stories/${story.id}`, { field: 'slug', newValue: `VIA ${transport}` }));
        const patch = await inbox.find((m) => m.op === 'PATCH' && m.id === story.id);
        expect(patch.data).to.include({ field: 'slug', oldValue: story.slug, newValue: `VIA ${transport}`, rundownId: r.id });
        expect(patch.by).to.equal('producer');
        expect(patch.headers).to.include({ destination: STORIES, 'content-type': 'application/json' });
      } finally {
        await client.stop();
      }
    });
  }

  it('refuses a client without a session: no STOMP connection, 401 on every transport', async () => {
    let error: Error | null = null;
    await stomp(rig.k.url, null, 'websocket').catch((e: Error) => (error = e));
    expect(String(error)).to.match(/closed before CONNECTED/);
    // the info probe says only which transports exist, and answers with the security headers
    const info = await call(`${rig.k.url}/ws/info`, 'GET');
    expect(info.status).to.equal(200);
    expect(JSON.parse(info.text)).to.include({ websocket: true });
    expect(info.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(info.headers.get('access-control-allow-origin')).to.equal(null);
    for (const t of ['xhr_streaming', 'xhr', 'xhr_send']) {
      const r = await call(`${rig.k.url}/ws/0/anon${t}/${t}`, 'POST');
      expect([r.status, JSON.parse(r.text).code]).to.deep.equal([401, 'error.unauthorized']);
    }
    // another site's page may not use the cookie; JSONP and the iframe pages are not served
    const cross = await call(`${rig.k.url}/ws/0/cross1/xhr_streaming`, 'POST', { cookie: rig.producer.cookie!, origin: 'http://evil.example' });
    expect([cross.status, JSON.parse(cross.text).code]).to.deep.equal([403, 'error.crossSite']);
    expect((await call(`${rig.k.url}/ws/0/jsonp1/jsonp?c=x`, 'GET', { cookie: rig.producer.cookie! })).status).to.equal(404);
    expect((await call(`${rig.k.url}/ws/iframe.html`, 'GET', { cookie: rig.producer.cookie! })).status).to.equal(404);
  });

  it('a SockJS session opened by one sign-in cannot be read or written with another cookie', async () => {
    const other = await rig.user('sockjs-other');
    const base = `${rig.k.url}/ws/7/mine${Date.now()}`;
    const stream = await openStream(`${base}/xhr_streaming`, rig.producer.cookie!);
    try {
      for (const t of ['xhr', 'xhr_streaming']) {
        const r = await call(`${base}/${t}`, 'POST', { cookie: other.c.cookie! });
        expect([r.status, JSON.parse(r.text).code]).to.deep.equal([403, 'error.forbidden']);
      }
      const send = await call(`${base}/xhr_send`, 'POST', { cookie: other.c.cookie!, 'content-type': 'text/plain' }, '["DISCONNECT\\n\\n\\u0000"]');
      expect(send.status).to.equal(403);
      // its owner may; a body that is not SockJS's JSON array is the client's fault (400 naming it)
      expect((await call(`${base}/xhr_send`, 'POST', { cookie: rig.producer.cookie!, 'content-type': 'text/plain' }, '["\\n"]')).status).to.equal(204);
      const bad = await call(`${base}/xhr_send`, 'POST', { cookie: rig.producer.cookie!, 'content-type': 'text/plain' }, '{not json');
      expect([bad.status, JSON.parse(bad.text).details.issues[0].field]).to.deep.equal([400, 'body']);
      const huge = await call(`${base}/xhr_send`, 'POST', { cookie: rig.producer.cookie!, 'content-type': 'text/plain' }, `["${'x'.repeat(1_100_000)}"]`);
      expect([huge.status, JSON.parse(huge.text).code]).to.deep.equal([413, 'error.tooLarge']);
    } finally {
      stream.destroy();
    }
  });

  it('refuses a subscription without the topic\'s role with ERROR forbidden and close 1002', async () => {
    const reporter = await rig.user('sockjs-noread', ['ROLE_STORY_READ']);
    const client = await stomp(rig.k.url, reporter.c.cookie!, 'websocket');
    let refused: Error | null = null;
    await client.subscribe(STORIES).catch((e: Error) => (refused = e));
    expect(String(refused)).to.match(/ERROR forbidden/);
    expect((await client.closed).code).to.equal(1002);
  });

  it('tells a user outside a story\'s program nothing of it (the leak rule holds on SockJS)', async () => {
    const group = ok(await rig.producer.post('/api/groups', { name: `Fechado SockJS ${Date.now()}`, userIds: [rig.producerId] }), 201);
    const closed = ok(await rig.producer.post('/api/programs', { name: `Fechado SockJS ${Date.now()}`, start: '22:00:00', end: '22:30:00', allowedGroupIds: [group.id] }), 201);
    const secret = await rundownWith(rig, 1, rig.producer, closed.id);
    const open = await rundownWith(rig, 1);
    const outsider = await rig.user('sockjs-outsider');
    const client = await stomp(rig.k.url, outsider.c.cookie!, 'xhr-streaming');
    try {
      const inbox = await client.subscribe(STORIES);
      ok(await rig.producer.patch(`/api/stories/${secret.blocks[0].stories[0].id}`, { field: 'slug', newValue: 'SEGREDO' }));
      ok(await rig.producer.patch(`/api/stories/${open.blocks[0].stories[0].id}`, { field: 'slug', newValue: 'ABERTA' }));
      // messages come in publish order: once the open story's patch is here, the secret one would have been too
      const seen: Live[] = [];
      await inbox.find((m) => (seen.push(m), m.id === open.blocks[0].stories[0].id && m.op === 'PATCH'));
      expect(seen.filter((m) => m.id === secret.blocks[0].stories[0].id)).to.deep.equal([]);
      expect(JSON.stringify(seen)).not.to.contain('SEGREDO');
    } finally {
      await client.stop();
    }
  });

  it('closes a SockJS client with 1008 when its session signs out', async () => {
    const u = await rig.user('sockjs-leaving');
    const client = await stomp(rig.k.url, u.c.cookie!, 'xhr-streaming');
    await client.subscribe(STORIES);
    expect((await u.c.post('/api/logout')).status).to.be.oneOf([200, 204]);
    const closed = await client.closed;
    expect(closed).to.deep.equal({ code: 1008, reason: 'session ended: logout' });
  });
});
