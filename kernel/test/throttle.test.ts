import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { startTestKernel, TEST_PASSWORD, type KernelTestKernel } from '../src/testing.js';
import { createUser } from '../src/auth/users.js';
import { THROTTLE } from '../src/auth/throttle.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';

/** A form sign-in from a client (optionally from another address, via X-Forwarded-For). */
function signInForm(c: TestClient, fields: Record<string, string>, address?: string) {
  return c.raw('POST', '/api/authentication', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...(address ? { 'x-forwarded-for': address } : {}),
  });
}

let nextAddress = 1;
/** A fresh client address per test, so one test's failures do not throttle another's. */
const freshAddress = () => `10.2.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

describe(`sign-in throttling on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  before(async () => {
    // the tests stand in for clients behind a reverse proxy, each with its own X-Forwarded-For
    k = await startTestKernel({ db, config: { trustProxy: true } });
  });
  after(async () => k?.stop());

  it(`slows an account down after ${THROTTLE.ACCOUNT_FAILURES} failures from one address: 429 with Retry-After, logged, even with the right password`, async () => {
    await createUser(k.kernel.db.knex, { username: 'target', password: TEST_PASSWORD, roles: [] });
    const from = freshAddress();
    for (let i = 0; i < THROTTLE.ACCOUNT_FAILURES; i++) {
      const r = await signInForm(k.anonymous(), { username: 'target', password: `guess-${i}` }, from);
      expect(r.body.code).to.equal('error_authentication');
    }
    const t0 = Date.now();
    const refused = await signInForm(k.anonymous(), { username: 'target', password: TEST_PASSWORD }, from);
    expect(refused.status).to.equal(429);
    expect(refused.body.code).to.equal('error_too_many_attempts');
    expect(refused.body.details.scope).to.equal('account');
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 2);
    expect(await k.kernel.db.knex('auth_logs').where({ username: 'target', event: 'throttled' }).first()).to.exist;
    // an unknown account is throttled the same way: the answer tells nothing about existence
    const ghostFrom = freshAddress();
    for (let i = 0; i < THROTTLE.ACCOUNT_FAILURES; i++) await signInForm(k.anonymous(), { username: 'ghost', password: `guess-${i}` }, ghostFrom);
    expect((await signInForm(k.anonymous(), { username: 'Ghost', password: 'x' }, ghostFrom)).status).to.equal(429);
    // after the wait the right password signs in, and the success resets the count
    await new Promise((r) => setTimeout(r, Math.max(0, THROTTLE.BASE_DELAY_MS + 150 - (Date.now() - t0))));
    expect((await signInForm(k.anonymous(), { username: 'target', password: TEST_PASSWORD }, from)).status).to.equal(200);
    expect((await signInForm(k.anonymous(), { username: 'target', password: 'wrong-again' }, from)).body.code).to.equal('error_authentication');
    expect((await signInForm(k.anonymous(), { username: 'target', password: TEST_PASSWORD }, from)).status).to.equal(200);
  });

  it('counts the e-mail and other cases of the username against the same account', async () => {
    await createUser(k.kernel.db.knex, { username: 'produtora', email: 'produtora@example.com', password: TEST_PASSWORD, roles: [] });
    const from = freshAddress();
    const spellings = ['produtora', 'PRODUTORA', 'produtora@example.com', 'Produtora@Example.com', 'ProDutora'];
    for (let i = 0; i < THROTTLE.ACCOUNT_FAILURES; i++) {
      const r = await signInForm(k.anonymous(), { username: spellings[i % spellings.length]!, password: `guess-${i}` }, from);
      expect(r.body.code).to.equal('error_authentication');
    }
    const refused = await signInForm(k.anonymous(), { username: 'produtora', password: TEST_PASSWORD }, from);
    expect(refused.status).to.equal(429);
    expect(refused.body.details.scope).to.equal('account');
    const logged = await k.kernel.db.knex('auth_logs').where({ event: 'failure', ip: from });
    expect(new Set(logged.map((l) => l.user_id)).size).to.equal(1);
  });

  it('does not let one address lock an account out everywhere: the owner signs in from another address', async () => {
    await createUser(k.kernel.db.knex, { username: 'produtor', password: TEST_PASSWORD, roles: [] });
    const attacker = freshAddress();
    for (let i = 0; i < THROTTLE.ACCOUNT_FAILURES + 3; i++) await signInForm(k.anonymous(), { username: 'produtor', password: `guess-${i}` }, attacker);
    expect((await signInForm(k.anonymous(), { username: 'produtor', password: TEST_PASSWORD }, attacker)).status).to.equal(429);
    expect((await signInForm(k.anonymous(), { username: 'produtor', password: TEST_PASSWORD }, freshAddress())).status).to.equal(200);
    // and the attacker is still held off
    expect((await signInForm(k.anonymous(), { username: 'produtor', password: 'guess-again' }, attacker)).status).to.equal(429);
  });

  it(`slows an address down after ${THROTTLE.ADDRESS_FAILURES} failures, whatever the accounts`, async () => {
    await createUser(k.kernel.db.knex, { username: 'bystander', password: TEST_PASSWORD, roles: [] });
    const attacker = '10.99.0.1';
    for (let i = 0; i < THROTTLE.ADDRESS_FAILURES; i++) {
      const r = await signInForm(k.anonymous(), { username: `spray-${i}`, password: 'Summer2026!' }, attacker);
      expect(r.status).to.equal(401);
    }
    const refused = await signInForm(k.anonymous(), { username: 'bystander', password: TEST_PASSWORD }, attacker);
    expect(refused.status).to.equal(429);
    expect(refused.body.details.scope).to.equal('address');
    expect((await signInForm(k.anonymous(), { username: 'bystander', password: TEST_PASSWORD }, '10.99.0.2')).status).to.equal(200);
  });
});
