// core.passwordChecks: a plugin that keeps some users' passwords decides their sign-in (ok, wrong,
// unavailable — logged with its reason), a check that throws counts as unavailable, every other
// account keeps its local hash, and a delegated account is never asked for a local new password.
import { expect } from 'chai';
import { coreServices, definePlugin, type PasswordVerdict } from '@lauda/sdk/server';
import { startTestKernel, TEST_PASSWORD, type KernelTestKernel } from '../src/testing.js';
import { createUser } from '../src/auth/users.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';

let answer: PasswordVerdict | 'throw' = 'ok';
const asked: string[] = [];
const keeper = definePlugin({
  id: 'keeper', version: '1.0.0', sdk: '^0.1.0',
  deps: { checks: coreServices.passwordChecks },
  setup: ({ checks }) => {
    checks.register({
      unavailableReason: 'keeperDown',
      handles: (a) => a.adUser,
      async verify(a, password) {
        asked.push(`${a.username}:${password}`);
        if (answer === 'throw') throw new Error('boom');
        return answer;
      },
    });
    return {};
  },
});

describe(`password checks kept by a plugin on ${db}`, function () {
  this.timeout(30_000);
  let k: KernelTestKernel;
  const signIn = (username: string, password: string) =>
    k.anonymous().raw('POST', '/api/authentication', new URLSearchParams({ username, password }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  const lastReason = async (username: string) =>
    (await k.kernel.db.knex('auth_logs').where('username', username).orderBy('id', 'desc').first())?.reason ?? null;

  before(async () => {
    k = await startTestKernel({ plugins: [keeper], db });
    // a delegated account whose local flags would ask for a new password: the keeper's password rules
    const id = await createUser(k.kernel.db.knex, { username: 'dir', password: 'local-hash-pass', roles: [], mustChangePassword: true });
    await k.kernel.db.knex('users').where('id', id).update({ ad_user: true });
    await createUser(k.kernel.db.knex, { username: 'local', password: TEST_PASSWORD, roles: [] });
  });
  after(async () => k?.stop());

  it('asks the keeper for its users and the local hash for the others', async () => {
    answer = 'ok';
    expect((await signIn('dir', 'whatever-the-keeper-says')).status).to.equal(200);
    expect(asked).to.deep.equal(['dir:whatever-the-keeper-says']);
    answer = 'wrong';
    const wrong = await signIn('dir', 'local-hash-pass');
    expect([wrong.status, wrong.body.code]).to.deep.equal([401, 'error_authentication']);
    expect((await signIn('local', TEST_PASSWORD)).status).to.equal(200);
    expect(asked).to.have.length(2);
  });

  it('refuses with the usual 401 when the keeper cannot answer, logging its reason; local accounts still sign in', async () => {
    for (const a of ['unavailable', 'throw'] as const) {
      answer = a;
      const r = await signIn('dir', 'any-password');
      expect([r.status, r.body.code]).to.deep.equal([401, 'error_authentication']);
      expect(await lastReason('dir')).to.equal('keeperDown');
      expect((await signIn('local', TEST_PASSWORD)).status).to.equal(200);
    }
  });
});
