import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { startTestKernel, TEST_PASSWORD, type KernelTestKernel } from '../src/testing.js';
import { createUser } from '../src/auth/users.js';
import { signLicense, type LicenseTerms } from '../src/license/format.js';
import { EVALUATION_SEATS, LicenseService, LICENSE_FILE_NAME } from '../src/license/service.js';
import { createLogger } from '../src/boot/logger.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const DAY = 86_400_000;
/** The development private key (test fixture; never the vendor's). */
export const DEV_PRIVATE_KEY = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'license-fixtures', 'dev-private-key.pem'), 'utf8');

export const licenseFile = (terms: Partial<LicenseTerms> = {}, key = DEV_PRIVATE_KEY) => signLicense({
  branch: 'TV Teste', seats: 10, expiresAt: new Date(Date.now() + 365 * DAY).toISOString(), issuedTo: 'Emissora Teste', ...terms,
}, key);

function signInForm(c: TestClient, username: string, password = TEST_PASSWORD) {
  return c.raw('POST', '/api/authentication', new URLSearchParams({ username, password }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
}

describe(`license on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let support: TestClient;
  before(async () => {
    k = await startTestKernel({ db });
    await createUser(k.kernel.db.knex, { username: 'support', password: TEST_PASSWORD, roles: [] });
    support = await k.signIn('support', TEST_PASSWORD);
  });
  after(async () => k?.stop());
  const store = (content: string | null) => k.kernel.db.knex('license').where('id', 1).update({ content });

  it('runs as an evaluation without a license', async () => {
    const info = (await support.get('/api/license/info')).body;
    expect(info).to.include({ status: 'evaluation', seats: EVALUATION_SEATS, daysToExpire: null, warning: false, expiresAt: null });
    expect((await support.get('/api/license/days-to-expire')).body).to.include({ days: null, warning: false, expired: false });
  });

  it('registers a signed license; refuses a bad signature, a tampered payload, garbage and an expired one', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const stranger = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const foreign = await support.post('/api/license/register', { content: licenseFile({}, stranger) });
    expect([foreign.status, foreign.body.code]).to.deep.equal([400, 'license.invalidSignature']);
    const file = JSON.parse(licenseFile({ seats: 5 }));
    const tampered = { ...file, payload: file.payload.replace('"seats":5', '"seats":5000') };
    expect((await support.post('/api/license/register', { content: JSON.stringify(tampered) })).body.code).to.equal('license.invalidSignature');
    expect((await support.post('/api/license/register', { content: 'hello' })).body.code).to.equal('license.malformed');
    const old = await support.post('/api/license/register', { content: licenseFile({ expiresAt: new Date(Date.now() - DAY).toISOString() }) });
    expect([old.status, old.body.code]).to.deep.equal([400, 'license.expired']);
    expect((await support.get('/api/license/info')).body.status).to.equal('evaluation');

    const ok = await support.post('/api/license/register', { content: licenseFile({ seats: 10, expiresAt: new Date(Date.now() + 20 * DAY + 3_600_000).toISOString() }) });
    expect(ok.status).to.equal(200);
    expect(ok.body).to.include({ status: 'valid', branch: 'TV Teste', issuedTo: 'Emissora Teste', seats: 10, daysToExpire: 20, warning: true, registeredBy: 'support' });
    expect((await support.get('/api/license/days-to-expire')).body).to.include({ days: 20, warning: true, expired: false });
    await support.post('/api/license/register', { content: licenseFile({ seats: 10 }) });
    expect((await support.get('/api/license/days-to-expire')).body).to.include({ days: 364, warning: false });
  });

  it('limits concurrent signed-in users to the seats; the support account is never refused', async () => {
    for (const u of ['seat1', 'seat2', 'seat3']) await createUser(k.kernel.db.knex, { username: u, password: TEST_PASSWORD, roles: [] });
    expect((await support.post('/api/license/register', { content: licenseFile({ seats: 2 }) })).status).to.equal(200);
    const one = k.anonymous();
    expect((await signInForm(one, 'seat1')).status).to.equal(200);
    expect((await signInForm(k.anonymous(), 'seat2')).status).to.equal(200);
    const third = await signInForm(k.anonymous(), 'seat3');
    expect([third.status, third.body.code]).to.deep.equal([401, 'error_max_user_limit']);
    // a user who holds a seat may open another session; support does not count and is not refused
    expect((await signInForm(k.anonymous(), 'seat1')).status).to.equal(200);
    expect((await signInForm(k.anonymous(), 'support')).status).to.equal(200);
    expect((await support.get('/api/license/info')).body.seatsInUse).to.equal(2);
    // seat1 signs out of both sessions: seat3 gets in
    await one.post('/api/logout');
    await k.kernel.db.knex('sessions').whereIn('user_id', k.kernel.db.knex('users').where('username', 'seat1').select('id')).update({ ended_at: Date.now() });
    expect((await signInForm(k.anonymous(), 'seat3')).status).to.equal(200);
    const log = await k.kernel.db.knex('auth_logs').where({ username: 'seat3', reason: 'error_max_user_limit' }).first();
    expect(log).to.exist;
  });

  it('an expired or invalid license refuses sign-in with error_license_invalid, except for support', async () => {
    await createUser(k.kernel.db.knex, { username: 'blocked', password: TEST_PASSWORD, roles: [] });
    await store(licenseFile({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    const r = await signInForm(k.anonymous(), 'blocked');
    expect([r.status, r.body.code]).to.deep.equal([401, 'error_license_invalid']);
    expect((await signInForm(k.anonymous(), 'support')).status).to.equal(200);
    const info = (await support.get('/api/license/info')).body;
    expect(info).to.include({ status: 'expired', daysToExpire: -1, warning: true });
    expect((await support.get('/api/license/days-to-expire')).body).to.include({ days: -1, expired: true });

    const file = JSON.parse(licenseFile());
    await store(JSON.stringify({ ...file, signature: Buffer.alloc(64).toString('base64') }));
    expect((await signInForm(k.anonymous(), 'blocked')).body.code).to.equal('error_license_invalid');
    expect((await support.get('/api/license/info')).body).to.include({ status: 'invalid', reason: 'signature' });
    // a wrong password still says error_authentication: the license is checked after the password
    expect((await signInForm(k.anonymous(), 'blocked', 'wrong-password')).body.code).to.equal('error_authentication');
    await store(licenseFile({ seats: 100 }));
    expect((await signInForm(k.anonymous(), 'blocked')).status).to.equal(200);
  });

  it('registers a license file dropped in the data folder at start', async () => {
    await store(null);
    fs.writeFileSync(path.join(k.kernel.config.dataDir, LICENSE_FILE_NAME), licenseFile({ branch: 'Da pasta', seats: 7 }));
    const service = new LicenseService(k.kernel.db, k.kernel.config);
    const state = await service.startupCheck(createLogger('silent'));
    expect(state.status).to.equal('valid');
    expect((await support.get('/api/license/info')).body).to.include({ branch: 'Da pasta', seats: 7, registeredBy: 'license file' });
    fs.rmSync(path.join(k.kernel.config.dataDir, LICENSE_FILE_NAME));
  });

  it('sets the server URL; the routes need the admin roles', async () => {
    const admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE']);
    const set = await admin.put('/api/license/server-url', { url: 'https://license.example.com/api' });
    expect(set.status).to.equal(200);
    expect(set.body.serverUrl).to.equal('https://license.example.com/api');
    const bad = await admin.put('/api/license/server-url', { url: 'ftp://x' });
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('url');
    expect((await admin.put('/api/license/server-url', { url: 'https://x.example/' + 'a'.repeat(500) })).status).to.equal(400);
    const reader = await k.userWith(['ROLE_ADMIN_READ']);
    expect((await reader.get('/api/license/info')).status).to.equal(200);
    expect((await reader.put('/api/license/server-url', { url: null })).status).to.equal(403);
    expect((await reader.post('/api/license/register', { content: licenseFile() })).status).to.equal(403);
    expect((await (await k.userWith([])).get('/api/license/days-to-expire')).status).to.equal(403);
    expect((await k.anonymous().get('/api/license/info')).status).to.equal(401);
  });
});
