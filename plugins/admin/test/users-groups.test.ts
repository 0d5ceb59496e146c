import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { bootAdmin, expectRefused, subscribe, testDb, unchanged, versionOf, type AdminKernel } from './support.js';

describe(`admin users and groups on ${testDb()}`, function () {
  this.timeout(60_000);
  let ak: AdminKernel;
  let admin: TestClient;

  before(async () => {
    ak = await bootAdmin();
    admin = ak.admin;
  });
  after(async () => ak?.k.stop());

  const person = (nickname: string, extra: Record<string, unknown> = {}) => ({
    username: nickname.toLowerCase(), nickname, name: `${nickname} da Silva`, email: `${nickname.toLowerCase()}@example.com`, password: 'secret-pass', mustChangePassword: false, ...extra,
  });

  describe('users', () => {
    let ana: number;

    it('creates a user; without a password a temporary one is answered once and must be changed', async () => {
      const r = await admin.post('/api/users', person('ANA', { roles: ['ROLE_STORY_READ'] }));
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      ana = r.body.id;
      expect(r.body).to.include({ username: 'ana', nickname: 'ANA', email: 'ana@example.com', active: true, excluded: false, temporaryPassword: null });
      expect(r.body).not.to.have.property('password_hash');
      const t = await admin.post('/api/users', person('BIA', { password: undefined }));
      expect(t.body.temporaryPassword).to.be.a('string').with.length.at.least(12);
      expect(t.body.mustChangePassword).to.equal(true);
      const first = await ak.k.anonymous().post('/api/authentication', { username: 'bia', password: t.body.temporaryPassword });
      expect(first.status).to.equal(401);
      expect(first.body.code).to.equal('error_reset_password');
      const revs = await admin.get(`/api/revisions/user/${ana}`);
      expect(revs.body.data[0].changes.nickname).to.deep.equal({ old: null, new: 'ANA' });
    });

    it('refuses a duplicate e-mail and/or nickname with the three messages, writing nothing', async () => {
      await unchanged(ak, async () => {
        expectRefused(await admin.post('/api/users', person('ANA', { username: 'ana2' })), 409, 'user.emailAndNicknameInUse');
        expectRefused(await admin.post('/api/users', person('OUTRA', { username: 'ana3', email: 'ANA@example.com' })), 409, 'user.emailInUse');
        expectRefused(await admin.post('/api/users', person('ANA', { username: 'ana4', email: 'other@example.com' })), 409, 'user.nicknameInUse');
      });
    });

    it('answers bad input with a 400 naming the field, writing nothing', async () => {
      await unchanged(ak, async () => {
        for (const [body, field] of [
          [person('X1', { username: undefined }), 'username'],
          [person('X2', { username: 'com espaço' }), 'username'],
          [person('X3', { name: undefined }), 'name'],
          [person('X4', { name: 'n'.repeat(201) }), 'name'],
          [{ ...person('X5'), nickname: 'n'.repeat(101) }, 'nickname'],
          [person('X6', { email: 'not-an-email' }), 'email'],
          [person('X7', { password: 'short' }), 'password'],
          [person('X8', { roles: ['ROLE_NOPE_NOT_A_ROLE'] }), 'roles'],
          [person('X9', { groupIds: [99999] }), 'groupIds'],
          [person('X10', { passwordExpirationDays: -1 }), 'passwordExpirationDays'],
          [person('X11', { adUser: 'yes' }), 'adUser'],
        ] as const) {
          expectRefused(await admin.post('/api/users', body), 400, undefined, field);
        }
        expectRefused(await admin.put(`/api/users/${ana}`, { email: 'bad', version: await versionOf(admin, `/api/users/${ana}`) }), 400, undefined, 'email');
      });
    });

    it('updates, lists by category, filters by page and reads one', async () => {
      const g = (await admin.post('/api/groups', { name: 'Editores', categories: ['editor'], userIds: [ana] })).body;
      const u = await admin.put(`/api/users/${ana}`, { name: 'Ana Souza', version: await versionOf(admin, `/api/users/${ana}`) });
      expect(u.status, JSON.stringify(u.body)).to.equal(200);
      expect(u.body).to.include({ name: 'Ana Souza', nickname: 'ANA' });
      expect(u.body.groupIds).to.deep.equal([g.id]);
      expect((await admin.get('/api/users/editors')).body.map((x: { id: number }) => x.id)).to.deep.equal([ana]);
      expect((await admin.get('/api/users?category=editors')).body.map((x: { id: number }) => x.id)).to.deep.equal([ana]);
      expect((await admin.get('/api/users/reporters')).body).to.deep.equal([]);
      expect((await admin.get('/api/users/producers')).status).to.equal(200);
      expect((await admin.get('/api/users?category=imageEditors')).status).to.equal(200);
      expectRefused(await admin.get('/api/users?category=cameramen'), 400, undefined, 'category');
      const page = await admin.get('/api/users/filter?filter=souza&activeOnly=true&page=0&size=10');
      expect(page.body).to.deep.include({ number: 0, size: 10, total: 1 });
      expect(page.body.data[0].id).to.equal(ana);
      expectRefused(await admin.get('/api/users/filter?size=0'), 400, undefined, 'size');
      expect((await admin.get(`/api/users/${ana}`)).body.name).to.equal('Ana Souza');
      expectRefused(await admin.get('/api/users/99999'), 404, 'user.notFound');
      // the kernel still answers /api/users/me
      expect((await admin.get('/api/users/me')).body.username).to.equal('chief');
      const nobody = await ak.k.userWith([], 'semusuarios');
      const lookup = (await nobody.get('/api/companies/local/users/editors')).body;
      expect(lookup).to.deep.equal([{ id: ana, nickname: 'ANA', name: 'Ana Souza', online: false, categories: ['editor'] }]);
    });

    it('removes (deactivates) and restores; never the caller; unknown ids are a 404', async () => {
      const me = (await admin.get('/api/users/me')).body.id;
      await unchanged(ak, async () => {
        expectRefused(await admin.delete(`/api/users?ids=${me}`), 422, 'user.cannotRemoveSelf');
        expectRefused(await admin.delete('/api/users?ids=99999'), 404, 'user.notFound');
        expectRefused(await admin.delete('/api/users?ids=abc'), 400, undefined, 'ids');
        expectRefused(await admin.delete('/api/users'), 400, undefined, 'ids');
      });
      const r = await admin.delete(`/api/users?ids=${ana}`);
      expect(r.body).to.deep.equal({ removed: [ana], skipped: [], unlinkedProgramIds: [] });
      expect((await admin.get('/api/users?category=active')).body.map((u: { id: number }) => u.id)).not.to.include(ana);
      expect((await admin.get('/api/users')).body.find((u: { id: number }) => u.id === ana)).to.include({ excluded: true });
      expect((await admin.delete(`/api/users?ids=${ana}`)).body).to.deep.include({ removed: [], skipped: [ana] });
      const back = await admin.post(`/api/users/${ana}/restore`);
      expect(back.body).to.include({ active: true, excluded: false });
      expectRefused(await admin.post('/api/users/99999/restore'), 404);
    });

    it('resets a password: the old one stops working and the next sign-in must set a new one', async () => {
      await ak.k.signIn('ana', 'secret-pass');
      const r = await admin.post(`/api/users/${ana}/reset_password`);
      expect(r.status).to.equal(200);
      expect(r.body.temporaryPassword).to.be.a('string');
      expect((await ak.k.anonymous().post('/api/authentication', { username: 'ana', password: 'secret-pass' })).status).to.equal(401);
      const next = await ak.k.anonymous().post('/api/authentication', { username: 'ana', password: r.body.temporaryPassword });
      expect(next.body.code).to.equal('error_reset_password');
    });

    it('forces a user out: their session ends at once', async () => {
      const victim = await ak.k.userWith(['ROLE_STORY_READ'], 'vitima');
      const id = (await victim.get('/api/users/me')).body.id;
      const r = await admin.delete(`/api/users/${id}/session`);
      expect(r.status, JSON.stringify(r.body)).to.equal(200);
      expect(r.body).to.deep.equal({ id, endedSessions: 1 });
      expect((await victim.get('/api/users/me')).status).to.equal(401);
      expectRefused(await admin.delete('/api/users/99999/session'), 404);
    });

    it('publishes user changes on the users topic without e-mail or roles', async () => {
      const nobody = await ak.k.userWith([], 'ouvinteusuarios');
      const live = await subscribe(ak.k, nobody, ['users']);
      try {
        const made = (await admin.post('/api/users', person('CAIO'))).body;
        let m = await live.next();
        while (m.op === 'LOGIN' || m.op === 'LOGOUT') m = await live.next();
        expect(m).to.deep.include({ op: 'CREATE', topic: 'users', id: made.id });
        expect(m.data).to.deep.equal({ id: made.id, nickname: 'CAIO', name: 'CAIO da Silva', active: true, excluded: false, online: false, categories: [] });
      } finally {
        live.close();
      }
    });

    it('needs ROLE_USER_READ to read and ROLE_USER_WRITE to write', async () => {
      const reader = await ak.k.userWith(['ROLE_USER_READ'], 'leitorusuarios');
      expect((await reader.get('/api/users')).status).to.equal(200);
      expectRefused(await reader.post('/api/users', person('NOPE')), 403);
      expectRefused(await reader.delete(`/api/users/${ana}/session`), 403);
      expect((await ak.k.anonymous().get('/api/users')).status).to.equal(401);
    });
  });

  describe('groups', () => {
    it('creates, reads and updates a group', async () => {
      const r = await admin.post('/api/groups', { name: 'Produtores', categories: ['producer'], roles: ['ROLE_RUNDOWN_READ'], levels: { stories: 'write' } });
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      expect(r.body.roles).to.include.members(['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE']);
      expect((await admin.get(`/api/groups/${r.body.id}`)).body).to.deep.equal(r.body);
      const u = await admin.put(`/api/groups/${r.body.id}`, { name: 'Produção', version: r.body.version });
      expect(u.body.name).to.equal('Produção');
      expect((await admin.get('/api/groups')).body.map((g: { name: string }) => g.name)).to.include('Produção');
      expect((await admin.get(`/api/revisions/group/${r.body.id}`)).body.total).to.equal(2);
    });

    it('refuses a duplicate name and bad input, writing nothing', async () => {
      await unchanged(ak, async () => {
        expectRefused(await admin.post('/api/groups', { name: 'produção' }), 409, 'group.nameInUse');
        expectRefused(await admin.post('/api/groups', {}), 400, undefined, 'name');
        expectRefused(await admin.post('/api/groups', { name: 'g'.repeat(101) }), 400, undefined, 'name');
        expectRefused(await admin.post('/api/groups', { name: 'Câmeras', categories: ['cameraman'] }), 400, undefined, 'categories.0');
        expectRefused(await admin.post('/api/groups', { name: 'Papéis', roles: ['ROLE_NOT_REAL'] }), 400, undefined, 'roles');
        expectRefused(await admin.post('/api/groups', { name: 'Membros', userIds: [99999] }), 400, undefined, 'userIds');
      });
    });

    it('cannot delete a group with users; deletes an empty one', async () => {
      const me = (await admin.get('/api/users/me')).body.id;
      const g = (await admin.post('/api/groups', { name: 'Com gente', userIds: [me] })).body;
      await unchanged(ak, async () => expectRefused(await admin.delete(`/api/groups/${g.id}`), 422, 'group.hasUsers'));
      const empty = (await admin.post('/api/groups', { name: 'Vazio' })).body;
      expect((await admin.delete(`/api/groups/${empty.id}`)).status).to.equal(204);
      expectRefused(await admin.get(`/api/groups/${empty.id}`), 404);
    });
  });
});
