// GET /api/session: the shell's start-up probe answers 200 signed in or not (no 401 in the console).
import { expect } from 'chai';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';

describe('the session probe', function () {
  let k: KernelTestKernel;
  before(async () => (k = await startTestKernel()));
  after(async () => k?.stop());

  it('answers { user: null } to a visitor and the user (as /api/users/me) when signed in', async () => {
    const visitor = await k.anonymous().get('/api/session');
    expect([visitor.status, visitor.body]).to.deep.equal([200, { user: null }]);
    const c = await k.userWith([], 'probe');
    const me = await c.get('/api/users/me');
    const session = await c.get('/api/session');
    expect(session.status).to.equal(200);
    expect(session.body.user).to.deep.equal(me.body);
  });
});
