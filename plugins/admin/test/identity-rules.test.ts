import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { bootAdmin, expectRefused, testDb, unchanged, versionOf, type AdminKernel } from './support.js';

// The attack of an ordinary user holding only "users: write", through the API.
describe(`admin API: who may grant what, on ${testDb()}`, function () {
  this.timeout(60_000);
  let ak: AdminKernel;
  let admin: TestClient;
  let clerk: TestClient;
  let clerkId: number;

  before(async () => {
    ak = await bootAdmin();
    admin = ak.admin;
    clerk = await ak.k.userWith(['ROLE_USER_READ', 'ROLE_USER_WRITE'], 'clerk');
    clerkId = (await clerk.get('/api/users/me')).body.id;
  });
  after(async () => ak?.k.stop());

  const person = (username: string, extra: Record<string, unknown> = {}) => ({
    username, nickname: username.toUpperCase(), name: `${username} da Silva`, password: 'secret-pass', mustChangePassword: false, ...extra,
  });

  it('refuses a self-grant of ROLE_ROOT, of a role not held and of the admin group with 403 identity.cannotGrant, writing nothing', async () => {
    const admins = await ak.k.userWith(['ROLE_ROOT', 'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_ADMIN_WRITE'], 'rootadmin');
    const group = (await admins.post('/api/groups', { name: 'Administração', roles: ['ROLE_ROOT', 'ROLE_ADMIN_WRITE'] })).body;
    await unchanged(ak, async () => {
      const root = await clerk.put(`/api/users/${clerkId}`, { version: await versionOf(clerk, `/api/users/${clerkId}`), roles: ['ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_ROOT'] });
      expectRefused(root, 403, 'identity.cannotGrant');
      expect(root.body.details.roles).to.deep.equal(['ROLE_ROOT']);
      const story = await clerk.put(`/api/users/${clerkId}`, { version: await versionOf(clerk, `/api/users/${clerkId}`), roles: ['ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_STORY_READ'] });
      expect(story.body.details.roles).to.deep.equal(['ROLE_STORY_READ']);
      expectRefused(await clerk.put(`/api/users/${clerkId}`, { version: await versionOf(clerk, `/api/users/${clerkId}`), groupIds: [group.id] }), 403, 'identity.cannotGrant');
      expectRefused(await clerk.put(`/api/groups/${group.id}`, { version: await versionOf(clerk, `/api/groups/${group.id}`), userIds: [clerkId] }), 403, 'identity.cannotGrant');
      expectRefused(await clerk.post('/api/users', person('newroot', { roles: ['ROLE_ROOT'] })), 403, 'identity.cannotGrant');
    });
    expect((await admin.get(`/api/users/${clerkId}`)).body.effectiveRoles).to.deep.equal(['ROLE_USER_READ', 'ROLE_USER_WRITE']);
    expect((await clerk.get('/api/users/me')).status).to.equal(200);
  });

  it('refuses to change or force out a ROOT user (403 identity.cannotManage)', async () => {
    const rootId = (await admin.get('/api/users/filter?filter=rootadmin')).body.data[0].id;
    await unchanged(ak, async () => {
      expectRefused(await clerk.put(`/api/users/${rootId}`, { version: await versionOf(clerk, `/api/users/${rootId}`), password: 'taken-over-1' }), 403, 'identity.cannotManage');
      expectRefused(await clerk.post(`/api/users/${rootId}/reset_password`), 403, 'identity.cannotManage');
      expectRefused(await clerk.delete(`/api/users/${rootId}/session`), 403, 'identity.cannotManage');
      expectRefused(await clerk.delete(`/api/users?ids=${rootId}`), 403, 'identity.cannotManage');
    });
    expect((await ak.k.signIn('rootadmin', 'secret-pass')).cookie).to.be.a('string');
  });

  it("refuses the username 'support' in any case, on create and on rename (400 user.usernameReserved naming username)", async () => {
    await unchanged(ak, async () => {
      for (const username of ['support', 'Support']) {
        expectRefused(await clerk.post('/api/users', person(username)), 400, 'user.usernameReserved', 'username');
        expectRefused(await clerk.put(`/api/users/${clerkId}`, { version: await versionOf(clerk, `/api/users/${clerkId}`), username }), 400, 'user.usernameReserved', 'username');
      }
    });
  });

  it('a user whose roles are all removed is refused on the very next request, so cannot create a root account', async () => {
    const holder = await ak.k.userWith(['ROLE_USER_WRITE', 'ROLE_ROOT'], 'holder');
    const holderId = (await holder.get('/api/users/me')).body.id;
    const stripped = await ak.k.userWith(['ROLE_ROOT', 'ROLE_USER_READ', 'ROLE_USER_WRITE'], 'stripper');
    expect((await stripped.put(`/api/users/${holderId}`, { version: await versionOf(stripped, `/api/users/${holderId}`), roles: [] })).status).to.equal(200);
    const attempt = await holder.post('/api/users', person('rootagain', { roles: ['ROLE_ROOT'] }));
    expect([attempt.status, attempt.body.code]).to.deep.equal([401, 'error.unauthorized']);
    expect((await admin.get('/api/users/filter?filter=rootagain')).body.total).to.equal(0);
  });
});
