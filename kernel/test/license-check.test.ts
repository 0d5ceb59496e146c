import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { startTestKernel, TEST_PASSWORD, type KernelTestKernel } from '../src/testing.js';
import { createUser } from '../src/auth/users.js';
import { signLicense } from '../src/license/format.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const DAY = 86_400_000;
const KEY = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'license-fixtures', 'dev-private-key.pem'), 'utf8');

/** A license server answering the documented shape: what `reply` says, recording each request. */
function licenseServer(reply: () => { status: number; body: unknown }) {
  const seen: { path: string; body: any }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ path: `${req.method} ${req.url}`, body: raw ? JSON.parse(raw) : null });
      const r = reply();
      res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.body));
    });
  });
  return new Promise<{ url: string; seen: typeof seen; close: () => Promise<void> }>((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, seen, close: () => new Promise((r) => server.close(() => r())),
  })));
}

describe(`license server check on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let admin: TestClient;
  let reader: TestClient;
  let reply: { status: number; body: unknown } = { status: 200, body: { status: 'active' } };
  let server: Awaited<ReturnType<typeof licenseServer>>;
  before(async () => {
    k = await startTestKernel({ db });
    admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'licadmin');
    reader = await k.userWith(['ROLE_ADMIN_READ'], 'licreader');
    server = await licenseServer(() => reply);
  });
  after(async () => {
    await server?.close();
    await k?.stop();
  });

  it('refuses without a server URL and for a reader', async () => {
    const none = await admin.post('/api/license/check');
    expect([none.status, none.body.code]).to.deep.equal([422, 'license.noServerUrl']);
    expect((await reader.post('/api/license/check')).status).to.equal(403);
  });

  it('answers not activated while no license is registered', async () => {
    expect((await admin.put('/api/license/server-url', { url: server.url })).status).to.equal(200);
    const r = await admin.post('/api/license/check');
    expect([r.status, r.body.code, r.body.details.status]).to.deep.equal([422, 'license.invalid', 'notActivated']);
    expect(server.seen.at(-1)).to.deep.equal({ path: 'POST /api/check', body: { branch: null, issuedTo: null, licenseId: null, signatureHash: null } });
  });

  it('sends the registered license and answers active, with the warning below 30 days', async () => {
    const file = signLicense({ branch: 'TV Teste', seats: 5, issuedTo: 'Emissora', id: 'L-1', expiresAt: new Date(Date.now() + 300 * DAY).toISOString() }, KEY);
    expect((await admin.post('/api/license/register', { content: file })).status).to.equal(200);
    const ok = await admin.post('/api/license/check');
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body).to.include({ status: 'active', daysToExpire: 299, warning: false, serverUrl: server.url });
    const sent = server.seen.at(-1)!.body;
    expect(sent).to.include({ branch: 'TV Teste', issuedTo: 'Emissora', licenseId: 'L-1' });
    expect(sent.signatureHash).to.match(/^[0-9a-f]{64}$/);

    reply = { status: 200, body: { status: 'active', expiresAt: new Date(Date.now() + 10 * DAY + 3_600_000).toISOString() } };
    expect((await admin.post('/api/license/check')).body).to.include({ daysToExpire: 10, warning: true });
  });

  it('answers license.invalid for invalid or not activated, and 502 for a failing or bad server', async () => {
    for (const status of ['invalid', 'notActivated']) {
      reply = { status: 200, body: { status } };
      const r = await admin.post('/api/license/check');
      expect([r.status, r.body.code, r.body.details.status]).to.deep.equal([422, 'license.invalid', status]);
    }
    reply = { status: 500, body: { error: 'boom' } };
    expect((await admin.post('/api/license/check')).body.code).to.equal('license.serverUnreachable');
    reply = { status: 200, body: { hello: 'world' } };
    const bad = await admin.post('/api/license/check');
    expect([bad.status, bad.body.code]).to.deep.equal([502, 'license.serverUnreachable']);
  });

  it('answers 502 when the server is down, and sign-in still works', async () => {
    await server.close();
    const down = await admin.post('/api/license/check');
    expect([down.status, down.body.code]).to.deep.equal([502, 'license.serverUnreachable']);
    expect(down.body.message).to.contain('could not be reached');
    await createUser(k.kernel.db.knex, { username: 'during-outage', password: TEST_PASSWORD, roles: [] });
    const me = await (await k.signIn('during-outage', TEST_PASSWORD)).get('/api/users/me');
    expect([me.status, me.body.username]).to.deep.equal([200, 'during-outage']);
  });
});
