import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import WebSocket from 'ws';
import { z } from 'zod';
import { LIVE_OPS, coreServices, definePlugin, noContent, type Logger, type SessionUser } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { StompFrameError, decodeFrames, encodeFrame, negotiateHeartBeat, negotiateVersion, type StompFrame } from '../src/live/frames.js';
import { startLive, type LiveOptions, type LiveServer } from '../src/live/server.js';
import { connectRedisTransport } from '../src/live/redis.js';
import { KernelLiveBus, type Envelope } from '../src/live/bus.js';
import { TopicRegistry } from '../src/live/topics.js';
import { KernelAccess } from '../src/access/index.js';
import { DocumentRegistry } from '../src/access/documents.js';
import type { SessionEndReason } from '../src/auth/sessions.js';
import { Inbox } from '../src/testing.js';
import { PROTOCOLS, stomp, type Closed } from './stomp-tester.js';

const REDIS_URL = process.env.LAUDA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// ---------------------------------------------------------------- helpers


const text = (f: StompFrame) => f.body.toString('utf8');
const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };


/** A bare WebSocket speaking hand-written frames, to test what stompjs would never send. */
class RawStomp {
  readonly frames = new Inbox<StompFrame>();
  heartbeats = 0;
  readonly closed: Promise<Closed>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      if (data.length === 1 && data[0] === 0x0a) {
        this.heartbeats++;
        return;
      }
      for (const f of decodeFrames(data, { version: '1.2' })) this.frames.push(f);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(url: string, cookie: string | null, protocols: string[] = ['v12.stomp']): Promise<RawStomp> {
    const ws = new WebSocket(url, protocols, { headers: cookie ? { cookie } : {} });
    const raw = new RawStomp(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(raw));
      ws.once('error', reject);
    });
  }

  send(frame: string | Buffer): void {
    this.ws.send(frame);
  }

  /** CONNECT and wait for CONNECTED */
  async connect(headers: Record<string, string> = { 'accept-version': '1.2', host: 'lauda' }): Promise<StompFrame> {
    this.send(encodeFrame('CONNECT', headers, '', 'none'));
    return this.frames.next();
  }
}

/** Opens a WebSocket and reports how the upgrade was refused (HTTP status) or that it opened. */
function tryUpgrade(url: string, cookie: string | null): Promise<number | 'open' | 'destroyed'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, PROTOCOLS, { headers: cookie ? { cookie } : {} });
    ws.once('open', () => {
      ws.terminate();
      resolve('open');
    });
    ws.once('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    ws.once('error', () => resolve('destroyed'));
  });
}

// ---------------------------------------------------------------- frames

describe('live: STOMP frames', () => {
  it('decodes frames with content-length in bytes, bodies holding NUL, escapes and heart-beats', () => {
    const body = Buffer.from('olá\u0000mundo', 'utf8');
    const data = Buffer.concat([
      Buffer.from('\n\r\n'),
      Buffer.from(`SEND\r\ndestination:/topic/a\\cb\nx:1\\n2\\\\3\\r\nx:ignored\ncontent-length:${body.length}\n\n`),
      body,
      Buffer.from('\u0000\n\nACK\nid:7\n\n\u0000'),
    ]);
    const frames = decodeFrames(data, { version: '1.2' });
    expect(frames.map((f) => f.command)).to.deep.equal(['SEND', 'ACK']);
    expect(frames[0]!.headers.destination).to.equal('/topic/a:b');
    expect(frames[0]!.headers.x).to.equal('1\n2\\3\r');
    expect(frames[0]!.body.equals(body)).to.equal(true);
    expect(frames[1]!.headers.id).to.equal('7');
    expect(decodeFrames(Buffer.from('\n\n'), { version: '1.2' })).to.deep.equal([]);
  });

  it('leaves CONNECT headers and STOMP 1.0 headers unescaped', () => {
    const [f] = decodeFrames(Buffer.from('CONNECT\nlogin:a\\b\n\n\u0000'), { version: null });
    expect(f!.headers.login).to.equal('a\\b');
    const [g] = decodeFrames(Buffer.from('SUBSCRIBE\nid:a\\b\n\n\u0000'), { version: '1.0' });
    expect(g!.headers.id).to.equal('a\\b');
  });

  it('refuses malformed frames with StompFrameError', () => {
    const bad = [
      'SEND\ndestination:x\n\nno terminator',
      'SEND\nno-colon\n\n\u0000',
      'SEND\nx:\\t\n\n\u0000',
      'SEND\ncontent-length:10\n\nshort\u0000',
      'SEND\ncontent-length:2\n\nlonger\u0000',
      'SEND\ncontent-length:-1\n\n\u0000',
      'send\n\n\u0000',
      'SEND',
    ];
    for (const b of bad) expect(() => decodeFrames(Buffer.from(b), { version: '1.2' }), JSON.stringify(b)).to.throw(StompFrameError);
    expect(() => decodeFrames(Buffer.from('SEND\nx:\\r\n\n\u0000'), { version: '1.1' })).to.throw(StompFrameError);
  });

  it('encodes with escaping and a byte content-length, and decodes back', () => {
    const buf = encodeFrame('MESSAGE', { subscription: 'a:b\nc\\d\re', 'message-id': 1 }, '{"é":1}', '1.2');
    const [f] = decodeFrames(buf, { version: '1.2' });
    expect(f!.headers.subscription).to.equal('a:b\nc\\d\re');
    expect(f!.headers['content-length']).to.equal(String(Buffer.byteLength('{"é":1}')));
    expect(text(f!)).to.equal('{"é":1}');
    const connected = encodeFrame('CONNECTED', { version: '1.2', server: 'x\ny' }, '', 'none').toString();
    expect(connected).to.equal('CONNECTED\nversion:1.2\nserver:x y\n\n\u0000');
  });

  it('negotiates version and heart-beats', () => {
    expect(negotiateVersion(undefined)).to.equal('1.0');
    expect(negotiateVersion('1.0,1.1,1.2')).to.equal('1.2');
    expect(negotiateVersion('1.1')).to.equal('1.1');
    expect(negotiateVersion('2.0')).to.equal(null);
    const server = { send: 10_000, receive: 10_000 };
    expect(negotiateHeartBeat(undefined, server)).to.deep.equal({ send: 0, receive: 0 });
    expect(negotiateHeartBeat('0,0', server)).to.deep.equal({ send: 0, receive: 0 });
    expect(negotiateHeartBeat('4000,20000', server)).to.deep.equal({ send: 20_000, receive: 10_000 });
    expect(negotiateHeartBeat('x', server)).to.equal(null);
  });
});

// ---------------------------------------------------------------- the socket on its own

class FakeSessions {
  readonly byToken = new Map<string, SessionUser>();
  private readonly listeners: ((ids: string[], reason: SessionEndReason) => void)[] = [];
  async resolve(token: string | undefined): Promise<SessionUser | null> {
    return (token && this.byToken.get(token)) || null;
  }
  onEnded(fn: (ids: string[], reason: SessionEndReason) => void): void {
    this.listeners.push(fn);
  }
  end(ids: string[], reason: SessionEndReason): void {
    for (const [t, u] of this.byToken) if (ids.includes(u.sessionId)) this.byToken.delete(t);
    for (const l of this.listeners) l(ids, reason);
  }
}

let userSeq = 0;
function fakeUser(roles: string[] = []): { token: string; user: SessionUser; cookie: string } {
  const token = crypto.randomBytes(12).toString('hex');
  const id = ++userSeq;
  const user: SessionUser = { id, username: `u${id}`, nickname: `U${id}`, name: `User ${id}`, email: null, roles, support: false, sessionId: `s-${token}` };
  return { token, user, cookie: `lauda_session=${token}` };
}

interface Standalone {
  url: string;
  bus: KernelLiveBus;
  sessions: FakeSessions;
  live: LiveServer;
  /** a user with a session known to this instance */
  user(roles?: string[], same?: ReturnType<typeof fakeUser>): ReturnType<typeof fakeUser>;
  connect(cookie: string, headers?: Record<string, string>): Promise<RawStomp>;
  stop(): Promise<void>;
}

async function standalone(options: LiveOptions & { redisUrl?: string } = {}): Promise<Standalone> {
  const topics = new TopicRegistry();
  topics.add({ owner: 'test', name: 'news', access: 'authenticated' });
  topics.add({ owner: 'test', name: 'desk', access: ['ROLE_RUNDOWN_READ'] });
  const bus = new KernelLiveBus(topics);
  const sessions = new FakeSessions();
  const server = http.createServer((_req, res) => res.end('ok'));
  const { redisUrl, ...liveOptions } = options;
  const live = await startLive({ server, bus, topics, sessions, access: new KernelAccess(), documents: new DocumentRegistry(new KernelAccess()), logger: silentLogger, config: { redisUrl: redisUrl ?? null } }, liveOptions);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  return {
    url,
    bus,
    sessions,
    live,
    user(roles = [], same) {
      const u = same ?? fakeUser(roles);
      sessions.byToken.set(u.token, u.user);
      return u;
    },
    async connect(cookie, headers) {
      const raw = await RawStomp.open(url, cookie);
      const connected = await raw.connect(headers);
      expect(connected.command).to.equal('CONNECTED');
      return raw;
    },
    async stop() {
      await live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const subscribeFrame = (id: string, destination: string, extra: Record<string, string> = {}) =>
  encodeFrame('SUBSCRIBE', { id, destination, ...extra }, '', '1.2');

describe('live: the STOMP socket', () => {
  let s: Standalone;
  before(async () => {
    s = await standalone({ recheckMs: 60_000 });
  });
  after(async () => s.stop());

  it('answers CONNECTED, RECEIPTs, MESSAGEs with byte content-length and ack headers, and DISCONNECT', async () => {
    const { cookie } = s.user();
    const raw = await RawStomp.open(s.url, cookie);
    expect(raw.ws.protocol).to.equal('v12.stomp');
    const connected = await raw.connect({ 'accept-version': '1.1,1.2', host: 'lauda', 'heart-beat': '0,0' });
    expect(connected.headers.version).to.equal('1.2');
    expect(connected.headers['heart-beat']).to.equal('10000,10000');

    raw.send(subscribeFrame('a:1', '/topic/news', { ack: 'client-individual', receipt: 'r1' }));
    const r1 = await raw.frames.next();
    expect([r1.command, r1.headers['receipt-id']]).to.deep.equal(['RECEIPT', 'r1']);

    await s.bus.publish('news', 'PATCH', 7, { field: 'title', newValue: 'Chuva forte em São Paulo' }, { by: 'ana' });
    const m = await raw.frames.next();
    expect(m.command).to.equal('MESSAGE');
    expect(m.headers.subscription).to.equal('a:1');
    expect(m.headers.destination).to.equal('/topic/news');
    expect(m.headers['content-type']).to.equal('application/json');
    expect(Number(m.headers['content-length'])).to.equal(m.body.length);
    expect(m.headers.ack).to.equal(m.headers['message-id']);
    const body = JSON.parse(text(m));
    expect(body).to.include({ op: 'PATCH', topic: 'news', id: 7, by: 'ana' });
    expect(body.data).to.deep.equal({ field: 'title', newValue: 'Chuva forte em São Paulo' });
    expect(Date.parse(body.at)).to.be.a('number').and.not.NaN;

    raw.send(encodeFrame('ACK', { id: m.headers.ack!, receipt: 'r2' }));
    raw.send(encodeFrame('NACK', { id: m.headers.ack!, receipt: 'r3' }));
    raw.send(encodeFrame('UNSUBSCRIBE', { id: 'a:1', receipt: 'r4' }));
    for (const r of ['r2', 'r3', 'r4']) expect((await raw.frames.next()).headers['receipt-id']).to.equal(r);
    // unsubscribed: the next message goes nowhere; a fresh subscription sees only what follows
    await s.bus.publish('news', 'UPDATE', 8, null);
    raw.send(subscribeFrame('b', '/topic/news', { receipt: 'r5' }));
    expect((await raw.frames.next()).headers['receipt-id']).to.equal('r5');
    await s.bus.publish('news', 'UPDATE', 9, null);
    const m2 = await raw.frames.next();
    expect(JSON.parse(text(m2)).id).to.equal(9);
    expect(m2.headers.ack).to.equal(undefined);

    raw.send(encodeFrame('DISCONNECT', { receipt: 'bye' }));
    expect((await raw.frames.next()).headers['receipt-id']).to.equal('bye');
    expect((await raw.closed).code).to.equal(1000);
  });

  it('speaks STOMP 1.0 to a client that names no version', async () => {
    const { cookie } = s.user();
    const raw = await RawStomp.open(s.url, cookie, ['v10.stomp']);
    expect(raw.ws.protocol).to.equal('v10.stomp');
    const connected = await raw.connect({});
    expect(connected.headers.version).to.equal('1.0');
    raw.ws.close();
  });

  const refusals: [string, (raw: RawStomp) => void, string, number][] = [
    ['SEND (clients may not publish)', (r) => r.send(encodeFrame('SEND', { destination: '/topic/news', receipt: 'x' }, '{}')), 'forbidden', 1002],
    ['SUBSCRIBE without id', (r) => r.send(encodeFrame('SUBSCRIBE', { destination: '/topic/news' })), 'missing header', 1002],
    ['a queue destination', (r) => r.send(subscribeFrame('1', '/queue/news')), 'unknown topic', 1002],
    ['an unknown topic', (r) => r.send(subscribeFrame('1', '/topic/nope')), 'unknown topic', 1002],
    ['a topic without the role', (r) => r.send(subscribeFrame('1', '/topic/desk')), 'forbidden', 1002],
    ['a bad ack mode', (r) => r.send(subscribeFrame('1', '/topic/news', { ack: 'never' })), 'invalid ack mode', 1002],
    ['an unknown command', (r) => r.send('PUBLISH\n\n\u0000'), 'unknown command', 1002],
    ['a second CONNECT', (r) => r.send(encodeFrame('CONNECT', { 'accept-version': '1.2' }, '', 'none')), 'already connected', 1002],
    ['a frame without NUL', (r) => r.send('SUBSCRIBE\nid:1\ndestination:/topic/news\n\n'), 'malformed frame', 1002],
    ['a bad escape', (r) => r.send('SUBSCRIBE\nid:\\t\ndestination:/topic/news\n\n\u0000'), 'malformed frame', 1002],
    ['a binary garbage message', (r) => r.send(crypto.randomBytes(64)), 'malformed frame', 1002],
  ];
  for (const [what, act, message, code] of refusals) {
    it(`answers ERROR and closes on ${what}`, async () => {
      const raw = await s.connect(s.user().cookie);
      act(raw);
      const err = await raw.frames.next();
      expect(err.command).to.equal('ERROR');
      expect(err.headers.message).to.equal(message);
      expect(text(err).length).to.be.greaterThan(0);
      if (what.startsWith('SEND')) expect(err.headers['receipt-id']).to.equal('x');
      expect((await raw.closed).code).to.equal(code);
    });
  }

  it('refuses any frame but CONNECT first, and an unsupported version', async () => {
    const a = await RawStomp.open(s.url, s.user().cookie);
    a.send(subscribeFrame('1', '/topic/news'));
    expect((await a.frames.next()).headers.message).to.equal('not connected');
    expect((await a.closed).code).to.equal(1002);
    const b = await RawStomp.open(s.url, s.user().cookie);
    const err = await b.connect({ 'accept-version': '2.0' });
    expect([err.command, err.headers.version]).to.deep.equal(['ERROR', '1.2,1.1,1.0']);
    await b.closed;
  });

  it('lets a user with the role subscribe to a guarded topic', async () => {
    const raw = await s.connect(s.user(['ROLE_RUNDOWN_READ']).cookie);
    raw.send(subscribeFrame('1', '/topic/desk', { receipt: 'ok' }));
    expect((await raw.frames.next()).command).to.equal('RECEIPT');
    raw.ws.close();
  });

  it('delivers onlyUsers messages to those users only', async () => {
    const alice = s.user();
    const bob = s.user();
    const a = await s.connect(alice.cookie);
    const b = await s.connect(bob.cookie);
    for (const r of [a, b]) {
      r.send(subscribeFrame('1', '/topic/news', { receipt: 'ok' }));
      await r.frames.next();
    }
    await s.bus.publish('news', 'READ', 1, 'private', { onlyUsers: [alice.user.id] });
    await s.bus.publish('news', 'READ', 2, 'public');
    expect(JSON.parse(text(await a.frames.next())).id).to.equal(1);
    expect(JSON.parse(text(await a.frames.next())).id).to.equal(2);
    expect(JSON.parse(text(await b.frames.next())).id).to.equal(2);
    a.ws.close();
    b.ws.close();
  });

  it('refuses upgrades without a session, from another site, and on other paths', async () => {
    expect(await tryUpgrade(s.url, null)).to.equal(401);
    expect(await tryUpgrade(s.url, 'lauda_session=unknown')).to.equal(401);
    expect(await tryUpgrade(s.url.replace('/ws', '/other'), s.user().cookie)).to.equal('destroyed');
    const cross = await new Promise((resolve) => {
      const ws = new WebSocket(s.url, PROTOCOLS, { headers: { cookie: s.user().cookie }, origin: 'https://evil.example' });
      ws.once('unexpected-response', (req, res) => {
        resolve(res.statusCode);
        req.destroy();
      });
      ws.once('open', () => resolve('open'));
    });
    expect(cross).to.equal(403);
    expect(await tryUpgrade(s.url, s.user().cookie)).to.equal('open');
  });

  it('closes every socket of a session when the session ends', async () => {
    const u = s.user();
    const one = await s.connect(u.cookie);
    const two = await s.connect(u.cookie);
    const other = await s.connect(s.user().cookie);
    s.sessions.end([u.user.sessionId], 'forced');
    for (const r of [one, two]) expect(await r.closed).to.deep.equal({ code: 1008, reason: 'session ended: forced' });
    // the other user's socket still works
    other.send(subscribeFrame('1', '/topic/news', { receipt: 'ok' }));
    expect((await other.frames.next()).command).to.equal('RECEIPT');
    other.ws.close();
  });
});

describe('live: limits, heart-beats and session re-checks', () => {
  let s: Standalone;
  before(async () => {
    s = await standalone({ recheckMs: 40, frameLimit: 1024, heartbeat: { send: 40, receive: 40 }, connectTimeoutMs: 300 });
  });
  after(async () => s.stop());

  it('answers ERROR to a frame over the limit and closes with 1009', async () => {
    const raw = await s.connect(s.user().cookie);
    raw.send(encodeFrame('SEND', { destination: '/topic/news' }, 'x'.repeat(2000)));
    const err = await raw.frames.next();
    expect([err.command, err.headers.message]).to.deep.equal(['ERROR', 'frame too large']);
    expect((await raw.closed).code).to.equal(1009);
  });

  it('sends heart-beats, keeps a client that beats and closes one that falls silent', async () => {
    const raw = await RawStomp.open(s.url, s.user().cookie);
    const connected = await raw.connect({ 'accept-version': '1.2', 'heart-beat': '50,50' });
    expect(connected.headers['heart-beat']).to.equal('40,40');
    // agreed: the server beats every 50 ms and wants one at least every 50 ms (closing after 100 ms of silence)
    const beat = setInterval(() => raw.send('\n'), 20);
    let closedEarly = false;
    void raw.closed.then(() => (closedEarly = true));
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (raw.heartbeats >= 6) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    clearInterval(beat);
    expect(closedEarly).to.equal(false);
    expect(await raw.closed).to.deep.equal({ code: 4408, reason: 'heart-beat timeout' });
  });

  it('closes a socket that never sends CONNECT', async () => {
    const raw = await RawStomp.open(s.url, s.user().cookie);
    expect((await raw.closed).code).to.equal(4408);
  });

  it('re-checks sessions: closes a socket whose session ended elsewhere', async () => {
    const u = s.user();
    const raw = await s.connect(u.cookie, { 'accept-version': '1.2', 'heart-beat': '0,0' });
    s.sessions.byToken.delete(u.token); // ended by another instance: no local event
    expect(await raw.closed).to.deep.equal({ code: 1008, reason: 'session ended' });
  });

  it('re-checks roles: a subscription the user may no longer read ends the connection', async () => {
    const u = s.user(['ROLE_RUNDOWN_READ']);
    const raw = await s.connect(u.cookie, { 'accept-version': '1.2', 'heart-beat': '0,0' });
    raw.send(subscribeFrame('1', '/topic/desk', { receipt: 'ok' }));
    expect((await raw.frames.next()).command).to.equal('RECEIPT');
    s.sessions.byToken.set(u.token, { ...u.user, roles: [] });
    const err = await raw.frames.next();
    expect([err.command, err.headers.message]).to.deep.equal(['ERROR', 'forbidden']);
    await raw.closed;
  });

  it('close() closes every socket with 1001', async () => {
    const other = await standalone();
    const raws = [await other.connect(other.user().cookie), await other.connect(other.user().cookie)];
    expect(other.live.connections()).to.equal(2);
    await other.stop();
    for (const r of raws) expect((await r.closed).code).to.equal(1001);
    expect(other.live.connections()).to.equal(0);
  });
});

// ---------------------------------------------------------------- Redis

describe('live: Redis transport', () => {
  it('carries a publish on one bus to the listeners of another (and back to its own)', async () => {
    const prefix = `lauda-test-${crypto.randomBytes(4).toString('hex')}`;
    const topics = new TopicRegistry();
    topics.add({ owner: 'test', name: 'news', access: 'authenticated' });
    const busA = new KernelLiveBus(topics);
    const busB = new KernelLiveBus(topics);
    const endedOnB = new Inbox<[string[], string]>();
    const endedOnA = new Inbox<[string[], string]>();
    const a = await connectRedisTransport({ url: REDIS_URL, bus: busA, logger: silentLogger, prefix, onSessionsEnded: (ids, r) => endedOnA.push([ids, r]) });
    const b = await connectRedisTransport({ url: REDIS_URL, bus: busB, logger: silentLogger, prefix, onSessionsEnded: (ids, r) => endedOnB.push([ids, r]) });
    try {
      const onA = new Inbox<Envelope>();
      const onB = new Inbox<Envelope>();
      busA.listen((e) => onA.push(e));
      busB.listen((e) => onB.push(e));
      await busA.publish('news', 'CREATE', 'x1', { title: 'Olá' }, { by: 'ana', onlyUsers: [3] });
      const got = await onB.next();
      expect(got.message).to.include({ op: 'CREATE', topic: 'news', id: 'x1', by: 'ana' });
      expect(got.message.data).to.deep.equal({ title: 'Olá' });
      expect(got.onlyUsers).to.deep.equal([3]);
      expect((await onA.next()).message.id).to.equal('x1');

      await a.publishSessionsEnded(['s1', 's2'], 'forced');
      expect(await endedOnB.next()).to.deep.equal([['s1', 's2'], 'forced']);
      expect(endedOnA.size).to.equal(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('fails start-up clearly when Redis cannot be reached', async () => {
    const topics = new TopicRegistry();
    let error: Error | null = null;
    try {
      await connectRedisTransport({ url: 'redis://127.0.0.1:1', bus: new KernelLiveBus(topics), logger: silentLogger, connectTimeoutMs: 2000 });
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).to.match(/Cannot connect to Redis at redis:\/\/127\.0\.0\.1:1/);
  });

  it('two socket servers sharing Redis: messages and session ends cross instances', async () => {
    const redisPrefix = `lauda-test-${crypto.randomBytes(4).toString('hex')}`;
    const A = await standalone({ redisUrl: REDIS_URL, redisPrefix });
    const B = await standalone({ redisUrl: REDIS_URL, redisPrefix });
    try {
      // one session, known to both (as with a shared database)
      const u = A.user();
      B.user([], u);
      const onB = await B.connect(u.cookie);
      onB.send(subscribeFrame('1', '/topic/news', { receipt: 'ok' }));
      expect((await onB.frames.next()).command).to.equal('RECEIPT');
      await A.bus.publish('news', 'PATCH', 1, { field: 'x', newValue: 1 });
      const m = await onB.frames.next();
      expect(JSON.parse(text(m))).to.include({ op: 'PATCH', topic: 'news', id: 1 });
      A.sessions.end([u.user.sessionId], 'forced'); // B's sessions never hear of it but through Redis
      expect(await onB.closed).to.deep.equal({ code: 1008, reason: 'session ended: forced' });
    } finally {
      await A.stop();
      await B.stop();
    }
  });
});

// ---------------------------------------------------------------- through a real kernel

const livetest = definePlugin({
  id: 'livetest',
  version: '0.1.0',
  sdk: '^0.1.0',
  topics: [
    { name: 'lt_news', access: 'authenticated' },
    { name: 'lt_rundown', access: ['ROLE_RUNDOWN_READ'] },
  ],
  deps: { live: coreServices.live },
  setup: ({ live }) => ({
    routes(router) {
      router.post('/api/livetest/publish', {
        access: 'authenticated',
        summary: 'test: publish a live message',
        body: z.object({
          topic: z.string(),
          op: z.enum(LIVE_OPS),
          id: z.union([z.string(), z.number()]).nullable(),
          data: z.unknown(),
          onlyUsers: z.array(z.number()).optional(),
        }),
      }, async ({ body, user }) => {
        await live.publish(body.topic, body.op, body.id, body.data, { by: user.nickname, onlyUsers: body.onlyUsers });
        return noContent();
      });
    },
  }),
});

interface Inside {
  kernel?: { sessions: { endForUser(userId: number, reason: 'forced'): Promise<number> } };
}

describe('live: through a test kernel', function () {
  let k: TestKernel & Inside;
  let wsUrl: string;
  const publish = async (c: TestClient, body: Record<string, unknown>) => {
    const r = await c.post('/api/livetest/publish', body);
    expect(r.status, JSON.stringify(r.body)).to.equal(204);
  };
  const idOf = async (c: TestClient) => (await c.get('/api/users/me')).body.id as number;

  before(async () => {
    k = (await startTestKernel({ plugins: [livetest] })) as TestKernel & Inside;
    wsUrl = k.url.replace(/^http/, 'ws') + '/ws';
  });
  after(async () => k?.stop());

  it('a stompjs client subscribes and receives a PATCH published by a route', async () => {
    const c = await k.userWith([]);
    const t = await stomp(k.url, c.cookie);
    const inbox = await t.subscribe('/topic/lt_news');
    await publish(c, { topic: 'lt_news', op: 'PATCH', id: 42, data: { field: 'slug', oldValue: 'a', newValue: 'ação' } });
    const m = await inbox.next();
    expect(m.headers.destination).to.equal('/topic/lt_news');
    const body = JSON.parse(m.body);
    expect(body).to.include({ op: 'PATCH', topic: 'lt_news', id: 42 });
    expect(body.data).to.deep.equal({ field: 'slug', oldValue: 'a', newValue: 'ação' });
    expect(body.by).to.be.a('string');
    await t.client.deactivate();
  });

  it('refuses a subscription without the topic\'s role with an ERROR frame, and allows it with the role', async () => {
    const plain = await stomp(k.url, (await k.userWith([])).cookie);
    let refused: Error | null = null;
    await plain.subscribe('/topic/lt_rundown').catch((e) => (refused = e));
    expect(String(refused)).to.match(/ERROR forbidden/);
    expect((await plain.closed).code).to.equal(1002);

    const reader = await stomp(k.url, (await k.userWith(['ROLE_RUNDOWN_READ'])).cookie);
    await reader.subscribe('/topic/lt_rundown');
    await reader.client.deactivate();
  });

  it('refuses an unknown topic', async () => {
    const t = await stomp(k.url, (await k.userWith([])).cookie);
    let refused: Error | null = null;
    await t.subscribe('/topic/no_such_topic').catch((e) => (refused = e));
    expect(String(refused)).to.match(/ERROR unknown topic/);
    await t.closed;
  });

  it('refuses an upgrade without a session cookie (401)', async () => {
    expect(await tryUpgrade(wsUrl, null)).to.equal(401);
    expect(await tryUpgrade(wsUrl, k.anonymous().cookie)).to.equal(401);
    expect(await tryUpgrade(wsUrl, 'lauda_session=forged')).to.equal(401);
  });

  it('answers a malformed frame with ERROR and keeps serving the others', async () => {
    const c = await k.userWith([]);
    const t = await stomp(k.url, c.cookie);
    const inbox = await t.subscribe('/topic/lt_news');
    const raw = await RawStomp.open(wsUrl, c.cookie);
    await raw.connect();
    raw.send('SUBSCRIBE\nid:1\ndestination:/topic/lt_news\ncontent-length:99\n\n\u0000');
    const err = await raw.frames.next();
    expect([err.command, err.headers.message]).to.deep.equal(['ERROR', 'malformed frame']);
    expect((await raw.closed).code).to.equal(1002);
    await publish(c, { topic: 'lt_news', op: 'UPDATE', id: 1, data: null });
    expect(JSON.parse((await inbox.next()).body).op).to.equal('UPDATE');
    await t.client.deactivate();
  });

  it('delivers onlyUsers messages only to the users named', async () => {
    const alice = await k.userWith([]);
    const bob = await k.userWith([]);
    const aliceId = await idOf(alice);
    const [ta, tb] = [await stomp(k.url, alice.cookie), await stomp(k.url, bob.cookie)];
    const [ia, ib] = [await ta.subscribe('/topic/lt_news'), await tb.subscribe('/topic/lt_news')];
    await publish(alice, { topic: 'lt_news', op: 'MESSAGE', id: 'private', data: {}, onlyUsers: [aliceId] });
    await publish(alice, { topic: 'lt_news', op: 'MESSAGE', id: 'everyone', data: {} });
    expect(JSON.parse((await ia.next()).body).id).to.equal('private');
    expect(JSON.parse((await ia.next()).body).id).to.equal('everyone');
    expect(JSON.parse((await ib.next()).body).id).to.equal('everyone');
    await ta.client.deactivate();
    await tb.client.deactivate();
  });

  it('closes the socket with 1008 when its session signs out', async () => {
    const c = await k.userWith([]);
    const t = await stomp(k.url, c.cookie);
    const cookie = c.cookie;
    expect((await c.post('/api/logout')).status).to.equal(204);
    expect(await t.closed).to.deep.equal({ code: 1008, reason: 'session ended: logout' });
    expect(await tryUpgrade(wsUrl, cookie)).to.equal(401);
  });

  it('closes the socket with 1008 when the user is forced out', async function () {
    if (!k.kernel) this.skip();
    const c = await k.userWith([]);
    const t = await stomp(k.url, c.cookie);
    await k.kernel!.sessions.endForUser(await idOf(c), 'forced');
    expect(await t.closed).to.deep.equal({ code: 1008, reason: 'session ended: forced' });
  });
});
