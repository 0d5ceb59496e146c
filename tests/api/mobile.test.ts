import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const MOBILE = { 'X-Lauda-Mobile': '1', 'content-type': 'application/json' };
const ADMIN = ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];

/** README "Mobile": requests from the mobile web app keep the ROLE_MOBILE_* rules on the server too. */
describe(`the mobile web app's roles on the server, on ${db}`, function () {
  this.timeout(90_000);
  let k: TestKernel;
  let none: TestClient;
  let reader: TestClient;
  let writer: TestClient;

  before(async () => {
    k = await startTestKernel({ db });
    none = await k.userWith(ADMIN);
    reader = await k.userWith([...ADMIN, 'ROLE_MOBILE_READ']);
    writer = await k.userWith([...ADMIN, 'ROLE_MOBILE_READ', 'ROLE_MOBILE_WRITE']);
  });
  after(async () => k?.stop());

  it('refuses a user without ROLE_MOBILE_READ everything but who they are, only from the app', async () => {
    const r = await none.raw('GET', '/api/mail/config', null, MOBILE);
    expect(r.status).to.equal(403);
    expect(r.body).to.include({ code: 'mobile.notAllowed' });
    expect((await none.raw('GET', '/api/users/me', null, MOBILE)).status).to.equal(200);
    // what needs no role still answers (the shell reads the branch's settings)
    expect((await none.raw('GET', '/api/branch/config', null, MOBILE)).status).to.equal(200);
    expect((await none.raw('GET', '/api/mail/config')).status).to.equal(200);
  });

  it('lets ROLE_MOBILE_READ read but not change, and ROLE_MOBILE_WRITE change', async () => {
    expect((await reader.raw('GET', '/api/mail/config', null, MOBILE)).status).to.equal(200);
    const refused = await reader.raw('PUT', '/api/mail/config', JSON.stringify({ version: 0 }), MOBILE);
    expect(refused.status).to.equal(403);
    expect(refused.body.details.missingRoles).to.include('ROLE_ADMIN_WRITE');
    // past the role check: the body is what is wrong now
    const checked = await writer.raw('PUT', '/api/mail/config', JSON.stringify({ version: 0 }), MOBILE);
    expect(checked.status).to.equal(400);
    expect((await reader.raw('PUT', '/api/mail/config', JSON.stringify({ version: 0 }), { 'content-type': 'application/json' })).status, 'outside the app').to.equal(400);
  });
});
