import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import WebSocket from 'ws';
import { coreServices, definePlugin, jsonValue, text, z, type Logger } from '@lauda/sdk/server';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const JSON_TYPE = { 'content-type': 'application/json' };

// A note kept in memory, and answers that cannot be written as JSON.
let note: unknown = null;
const probe = definePlugin({
  id: 'probe', version: '1.0.0', sdk: '^0.1.0',
  setup: () => ({
    routes(r) {
      r.put('/api/probe/note', { access: 'authenticated', summary: 'keeps a note', body: z.object({ text: text(100), meta: jsonValue({ depth: 4, bytes: 200 }).optional() }) }, ({ body }) => {
        note = body;
        return note;
      });
      r.get('/api/probe/note', { access: 'authenticated', summary: 'the note' }, () => ({ note }));
      r.post('/api/probe/any', { access: 'authenticated', summary: 'takes any JSON', body: z.unknown() }, () => ({ ok: true }));
      r.post('/api/probe/form', { access: 'public', summary: 'a form route', form: true, body: z.object({ a: z.string() }) }, ({ body }) => body);
      r.post('/api/probe/ping', { access: 'authenticated', summary: 'no body' }, () => ({ pong: true }));
      r.get('/api/probe/bigint', { access: 'public', summary: 'a BigInt' }, () => ({ n: 10n }));
      r.get('/api/probe/cycle', { access: 'public', summary: 'a cycle' }, () => {
        const a: Record<string, unknown> = {};
        a.self = a;
        return a;
      });
    },
  }),
});

describe(`transport rules on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let webRoot: string;
  const errors: string[] = [];
  before(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-shell-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Lauda</title>');
    k = await startTestKernel({ db, plugins: [probe], config: { webRoot, trustProxy: true } });
    const logger = k.kernel.container.resolve<Logger>(coreServices.logger.id);
    const error = logger.error.bind(logger);
    logger.error = (msg: string, data?: Record<string, unknown>) => {
      errors.push(msg);
      error(msg, data);
    };
  });
  after(async () => {
    await k?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const branchConfig = async () => (await k.anonymous().get('/api/branch/config')).body;

  it('treats an undecodable session cookie as anonymous, on every route, sign-in included', async () => {
    const bad = { cookie: 'lauda_session=%E0%A4%A' };
    const me = await k.anonymous().raw('GET', '/api/users/me', null, bad);
    expect(me.status).to.equal(401);
    expect((await k.anonymous().raw('GET', '/api/branch/config', null, bad)).status).to.equal(200);
    await k.userWith([], 'cookieuser');
    const signIn = await k.anonymous().raw('POST', '/api/authentication', new URLSearchParams({ username: 'cookieuser', password: 'secret-pass' }).toString(),
      { ...bad, 'content-type': 'application/x-www-form-urlencoded' });
    expect(signIn.status).to.equal(200);
  });

  it('answers a badly encoded path with 400 or 404, never 500', async () => {
    for (const p of ['/%E0%A4%A', '/assets/%E0%A4%A.js', '/api/probe/%E0%A4%A', '/%00']) {
      const r = await k.anonymous().get(p);
      expect(r.status, p).to.be.oneOf([400, 404]);
      expect(r.body.code, p).to.be.a('string');
    }
    expect((await k.anonymous().get('/rundowns/hoje')).status).to.equal(200);
  });

  it('answers a value that cannot be written as JSON with the error shape and a log line', async () => {
    for (const p of ['/api/probe/bigint', '/api/probe/cycle']) {
      errors.length = 0;
      const r = await k.anonymous().get(p);
      expect(r.status, p).to.equal(500);
      expect(r.headers.get('content-type')).to.match(/^application\/json/);
      expect(r.body).to.deep.equal({ status: 500, code: 'error.internal', message: 'Internal server error' });
      expect(errors.some((e) => e.includes(`GET ${p}`)), errors.join('; ')).to.equal(true);
    }
  });

  it('refuses a JSON body nested deeper than 64 levels, on any route, naming the field', async () => {
    const c = await k.userWith([], 'deep');
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const r = await c.raw('POST', '/api/probe/any', `{"x":${deep(64)}}`, JSON_TYPE);
    expect(r.status).to.equal(400);
    expect(r.body.code).to.equal('error.validation');
    expect(r.body.details.issues[0].field).to.equal('x' + '.0'.repeat(63));
    expect((await c.raw('POST', '/api/probe/any', `{"x":${deep(63)}}`, JSON_TYPE)).status).to.equal(200);
    expect((await c.raw('POST', '/api/probe/any', deep(100_000), JSON_TYPE)).status).to.equal(400);
  });

  it('refuses control characters and unpaired surrogates in any string or key, and keeps the note unchanged', async () => {
    const c = await k.userWith([], 'texter');
    const saved = await c.put('/api/probe/note', { text: 'linha\tum\r\ndois', meta: { a: [1] } });
    expect(saved.status).to.equal(200);
    for (const [body, field] of [
      ['{"text":"a\\u0000b"}', 'text'],
      ['{"text":"a\\u001bb"}', 'text'],
      ['{"text":"a\\u0085b"}', 'text'],
      ['{"text":"a\\ud800b"}', 'text'],
      ['{"text":"ok","meta":{"k\\u0001":1}}', 'meta.k\u0001'],
      ['{"text":"ok","meta":{"a":{"b":{"c":{"d":{"e":1}}}}}}', 'meta.a.b.c.d'],
      ['{"text":"ok","meta":{"big":"' + 'x'.repeat(300) + '"}}', 'meta'],
    ] as const) {
      const r = await c.raw('PUT', '/api/probe/note', body, JSON_TYPE);
      expect(r.status, body).to.equal(400);
      expect(r.body.details.issues.map((i: { field: string }) => i.field), body).to.include(field);
    }
    // a form body is checked too
    const form = await c.raw('POST', '/api/probe/form', 'a=x%01y', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).to.equal(400);
    expect((await c.get('/api/probe/note')).body.note).to.deep.equal({ text: 'linha\tum\r\ndois', meta: { a: [1] } });
  });

  it('refuses Origin null and a cross-site Referer on state-changing requests (403 error.crossSite), changing nothing', async () => {
    const admin = await k.userWith(['ROLE_ADMIN_WRITE'], 'origins');
    const before = await branchConfig();
    const body = JSON.stringify({ ...before, branchName: 'Invadida' });
    for (const headers of <Record<string, string>[]>[
      { origin: 'null' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { referer: 'not a url' },
    ]) {
      const r = await admin.raw('PUT', '/api/branch/config', body, { ...JSON_TYPE, ...headers });
      expect(r.status, JSON.stringify(headers)).to.equal(403);
      expect(r.body.code).to.equal('error.crossSite');
    }
    expect(await branchConfig()).to.deep.equal(before);
    // a same-site Referer and reads from anywhere pass
    const host = new URL(k.url).host;
    expect((await admin.raw('GET', '/api/users/me', null, { origin: 'null' })).status).to.equal(200);
    const same = await admin.raw('PUT', '/api/branch/config', JSON.stringify({ ...before, branchName: 'Mesma' }), { ...JSON_TYPE, referer: `http://${host}/admin` });
    expect(same.status).to.equal(200);
  });

  it('refuses the live socket from Origin null or a cross-site Referer', async () => {
    const c = await k.userWith([], 'socket');
    const upgrade = (headers: Record<string, string>) => new Promise((resolve) => {
      const ws = new WebSocket(k.url.replace(/^http/, 'ws') + '/ws', ['v12.stomp'], { headers: { cookie: c.cookie!, ...headers } });
      ws.once('open', () => { ws.terminate(); resolve('open'); });
      ws.once('unexpected-response', (req, res) => { resolve(res.statusCode); res.resume(); req.destroy(); });
      ws.once('error', () => resolve('error'));
    });
    expect(await upgrade({ origin: 'null' })).to.equal(403);
    expect(await upgrade({ referer: 'https://evil.example/' })).to.equal(403);
    expect(await upgrade({})).to.equal('open');
  });

  it('wants JSON on JSON routes (415 naming the type), forms where allowed, and takes a POST without a body', async () => {
    const c = await k.userWith([], 'types');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const r = await c.raw('PUT', '/api/probe/note', '{"text":"tipo"}', { 'content-type': type });
      expect(r.status, type).to.equal(415);
      expect(r.body.code).to.equal('error.unsupportedMediaType');
      expect(r.body.message).to.contain('application/json');
      expect(r.body.details.expected).to.deep.equal(['application/json']);
    }
    const untyped = await c.raw('PUT', '/api/probe/note', new Uint8Array(Buffer.from('{"text":"tipo"}')));
    expect(untyped.status).to.equal(415);
    expect((await c.get('/api/probe/note')).body.note).to.not.deep.include({ text: 'tipo' });
    const plain = await c.raw('POST', '/api/probe/form', 'a=1', { 'content-type': 'text/plain' });
    expect(plain.status).to.equal(415);
    expect(plain.body.details.expected).to.deep.equal(['application/json', 'application/x-www-form-urlencoded']);
    expect((await c.raw('POST', '/api/probe/form', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' })).body).to.deep.equal({ a: '1' });
    expect((await c.raw('POST', '/api/probe/ping')).status).to.equal(200);
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const p of ['/', '/rundowns', '/api/branch/config', '/api/nothing-here']) {
      const r = await k.anonymous().get(p);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp, p).to.contain("frame-ancestors 'self'");
      expect(csp).to.contain("style-src 'self' 'unsafe-inline'");
      expect(csp).to.match(/frame-src http: https:/);
      expect(r.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(r.headers.get('x-frame-options')).to.equal('SAMEORIGIN');
      expect(r.headers.get('referrer-policy')).to.equal('same-origin');
    }
  });

  it('marks the session cookie Secure over TLS (X-Forwarded-Proto from a trusted proxy), not over plain http', async () => {
    await k.userWith([], 'tls');
    const form = new URLSearchParams({ username: 'tls', password: 'secret-pass' }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const tls = await k.anonymous().raw('POST', '/api/authentication', form, { ...headers, 'x-forwarded-proto': 'https' });
    expect(tls.headers.get('set-cookie')).to.match(/lauda_session=[^;]+;.*; Secure/);
    const plain = await k.anonymous().raw('POST', '/api/authentication', form, headers);
    expect(plain.headers.get('set-cookie')).to.match(/^lauda_session=/).and.not.match(/Secure/);
  });

  it('takes the version of a versioned PUT from If-Match, 400 naming version without either, and documents the header', async () => {
    const admin = await k.userWith(['ROLE_ADMIN_WRITE'], 'versions');
    const current = await branchConfig();
    const { version, ...rest } = current;
    const none = await admin.put('/api/branch/config', rest);
    expect(none.status).to.equal(400);
    expect(none.body.details.issues[0].field).to.equal('version');
    const stale = await admin.raw('PUT', '/api/branch/config', JSON.stringify({ ...rest, branchName: 'Velha' }), { ...JSON_TYPE, 'if-match': `"${version + 5}"` });
    expect(stale.status).to.equal(409);
    expect(await branchConfig()).to.deep.equal(current);
    const saved = await admin.raw('PUT', '/api/branch/config', JSON.stringify({ ...rest, branchName: 'Pelo cabeçalho' }), { ...JSON_TYPE, 'if-match': `"${version}"` });
    expect(saved.status).to.equal(200);
    expect((await branchConfig()).branchName).to.equal('Pelo cabeçalho');
    const doc = (await k.anonymous().get('/api/openapi.json')).body;
    expect(doc.paths['/api/branch/config'].put.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).to.include('header:If-Match');
    expect(doc.paths['/api/branch/config'].get.parameters.map((p: { name: string }) => p.name)).to.not.include('If-Match');
  });
});
