import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import hello from '@lauda/plugin-hello';
import { testDb } from '../support/dbs.js';

const db = testDb();

describe(`kernel services on ${db}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  before(async () => {
    k = await startTestKernel({ plugins: [hello], db });
  });
  after(async () => k?.stop());

  describe('sign-in and sessions', () => {
    it('signs in with a form, knows the user, signs out', async () => {
      const c = await k.userWith(['ROLE_HELLO_READ'], 'marta');
      const me = await c.get('/api/users/me');
      expect(me.status).to.equal(200);
      expect(me.body).to.include({ username: 'marta', nickname: 'marta', support: false });
      expect(me.body.roles).to.deep.equal(['ROLE_HELLO_READ']);
      const out = await c.post('/api/logout');
      expect(out.status).to.equal(204);
      expect((await c.get('/api/users/me')).status).to.equal(401);
    });

    it('does not tell whether a user exists', async () => {
      await k.userWith([], 'known');
      const form = (u: string, p: string) => new URLSearchParams({ username: u, password: p }).toString();
      const a = await k.anonymous().raw('POST', '/api/authentication', form('known', 'wrong-pass'), { 'content-type': 'application/x-www-form-urlencoded' });
      const b = await k.anonymous().raw('POST', '/api/authentication', form('nobody', 'wrong-pass'), { 'content-type': 'application/x-www-form-urlencoded' });
      expect(a.status).to.equal(401);
      expect(b.status).to.equal(401);
      expect(a.body).to.deep.equal(b.body);
      expect(a.body.code).to.equal('error_authentication');
    });

    it('sets an HttpOnly SameSite cookie that is not the stored id', async () => {
      const c = k.anonymous();
      await k.userWith([], 'cookie-user');
      const r = await c.raw('POST', '/api/authentication', JSON.stringify({ username: 'cookie-user', password: 'secret-pass' }), { 'content-type': 'application/json' });
      expect(r.status).to.equal(200);
      expect(r.headers.get('set-cookie')).to.match(/HttpOnly/).and.to.match(/SameSite=Lax/);
    });

    it('lists the roles of the spec and those of the plugins', async () => {
      const c = await k.userWith([]);
      const r = await c.get('/api/authorities');
      expect(r.body).to.include.members(['ROLE_RUNDOWN_WRITE', 'ROLE_ROOT', 'ROLE_HELLO_WRITE']);
    });
  });

  describe('branch configuration', () => {
    it('is readable by anyone, with the locales', async () => {
      const r = await k.anonymous().get('/api/branch/config');
      expect(r.status).to.equal(200);
      expect(r.body).to.include({ locale: 'pt_BR', timeZone: 'America/Sao_Paulo' });
      expect(r.body.version).to.be.a('number');
      const l = await k.anonymous().get('/api/branch/locales');
      expect(l.body).to.deep.equal({ locales: ['en_US', 'es_ES', 'pt_BR'], default: 'pt_BR' });
    });

    it('is written with a version; a stale version is a 409', async () => {
      const admin = await k.userWith(['ROLE_ADMIN_WRITE']);
      const current = (await admin.get('/api/branch/config')).body;
      const saved = await admin.put('/api/branch/config', { ...current, branchName: 'TV Norte' });
      expect(saved.status).to.equal(200);
      expect(saved.body.version).to.equal(current.version + 1);
      expect((await k.anonymous().get('/api/branch/config')).body.branchName).to.equal('TV Norte');
      const stale = await admin.put('/api/branch/config', { ...current, branchName: 'TV Sul' });
      expect(stale.status).to.equal(409);
      expect(stale.body.code).to.equal('branch.configConflict');
      expect((await k.anonymous().get('/api/branch/config')).body.branchName).to.equal('TV Norte');
    });

    it('refuses bad values and users without the admin role', async () => {
      const admin = await k.userWith(['ROLE_ADMIN_WRITE']);
      const current = (await admin.get('/api/branch/config')).body;
      const bad = await admin.put('/api/branch/config', { ...current, locale: 'fr_FR' });
      expect(bad.status).to.equal(400);
      expect(bad.body.details.issues[0].field).to.equal('locale');
      const tz = await admin.put('/api/branch/config', { ...current, timeZone: 'Mars/Olympus' });
      expect(tz.status).to.equal(400);
      const reader = await k.userWith([]);
      expect((await reader.put('/api/branch/config', current)).status).to.equal(403);
      expect((await k.anonymous().put('/api/branch/config', current)).status).to.equal(401);
    });
  });

  describe('trash', () => {
    it('soft-deletes, lists, restores and deletes for good', async () => {
      const w = await k.userWith(['ROLE_HELLO_READ', 'ROLE_HELLO_WRITE']);
      const id = (await w.post('/api/hello/greetings', { text: 'to be deleted' })).body.id;
      expect((await w.delete(`/api/hello/greetings/${id}`)).status).to.equal(204);
      const list = await w.get('/api/hello/greetings?size=500');
      expect(list.body.data.map((g: { id: number }) => g.id)).not.to.include(id);
      const trash = await w.get('/api/trash?type=greeting');
      const item = trash.body.data.find((t: { entityId: string }) => t.entityId === String(id));
      expect(item).to.include({ entityType: 'greeting', title: 'to be deleted' });

      const outsider = await k.userWith([]);
      expect((await outsider.get('/api/trash')).body.data).to.deep.equal([]);
      expect((await outsider.post(`/api/trash/${item.id}/restore`)).status).to.equal(403);

      expect((await w.post(`/api/trash/${item.id}/restore`)).status).to.equal(200);
      expect((await w.get('/api/hello/greetings?size=500')).body.data.map((g: { id: number }) => g.id)).to.include(id);

      await w.delete(`/api/hello/greetings/${id}`);
      const again = (await w.get('/api/trash?type=greeting')).body.data.find((t: { entityId: string }) => t.entityId === String(id));
      expect((await w.delete(`/api/trash/${again.id}`)).status).to.equal(204);
      expect((await w.post(`/api/trash/${again.id}/restore`)).status).to.equal(404);
      expect((await w.get('/api/trash?type=nothing')).status).to.equal(400);
    });
  });
});
