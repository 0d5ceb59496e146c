import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { bootAdmin, expectRefused, subscribe, testDb, unchanged, versionOf, type AdminKernel } from './support.js';

describe(`admin teams and branches on ${testDb()}`, function () {
  this.timeout(60_000);
  let ak: AdminKernel;
  let admin: TestClient;
  let ana: number;
  let bia: number;

  before(async () => {
    ak = await bootAdmin();
    admin = ak.admin;
    const mk = async (nickname: string) => (await admin.post('/api/users', { username: nickname.toLowerCase(), nickname, name: nickname, password: 'secret-pass' })).body.id as number;
    ana = await mk('ANA');
    bia = await mk('BIA');
  });
  after(async () => ak?.k.stop());

  describe('teams', () => {
    it('creates, reads and updates a team with member nicknames', async () => {
      const r = await admin.post('/api/teams', { name: 'Equipe Externa', memberIds: [bia, ana, bia] });
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      expect(r.body).to.deep.include({ name: 'Equipe Externa', memberIds: [bia, ana], membersNicknames: ['BIA', 'ANA'] });
      expect((await admin.get(`/api/teams/${r.body.id}`)).body).to.deep.equal(r.body);
      const u = await admin.put(`/api/teams/${r.body.id}`, { name: 'Equipe Externa Manhã', version: r.body.version });
      expect(u.body).to.deep.include({ name: 'Equipe Externa Manhã', memberIds: [bia, ana] });
      const list = (await admin.get('/api/teams')).body;
      expect(list.map((t: { name: string }) => t.name)).to.include('Equipe Externa Manhã');
      const revs = await admin.get(`/api/revisions/team/${r.body.id}`);
      expect(revs.body.total).to.equal(2);
      // every signed-in user reads the teams lookup
      const nobody = await ak.k.userWith([], 'semtime');
      expect((await nobody.get('/api/companies/0/teams')).body[0]).to.have.keys('id', 'name', 'memberIds', 'membersNicknames', 'version');
    });

    it('answers bad input with a 400 naming the field, and writes nothing', async () => {
      const t = (await admin.post('/api/teams', { name: 'Alvo' })).body;
      await unchanged(ak, async () => {
        for (const [body, field] of [
          [{}, 'name'], [{ name: '' }, 'name'], [{ name: 'x'.repeat(101) }, 'name'], [{ name: ['a'] }, 'name'],
          [{ name: 'Ok', memberIds: [99999] }, 'memberIds'], [{ name: 'Ok', memberIds: [-3] }, 'memberIds.0'],
          [{ name: 'Ok', memberIds: 'ana' }, 'memberIds'],
        ] as const) {
          expectRefused(await admin.post('/api/teams', body), 400, undefined, field);
          expectRefused(await admin.put(`/api/teams/${t.id}`, { ...body, version: t.version }), 400, undefined, field);
        }
      });
      expectRefused(await admin.put('/api/teams/99999', { name: 'x', version: 0 }), 404, 'team.notFound');
    });

    it('refuses to delete a team used in a document (422 with the counts)', async () => {
      const t = (await admin.post('/api/teams', { name: 'Em Uso', memberIds: [ana] })).body;
      await admin.post('/api/content/items', { teamId: t.id });
      await unchanged(ak, async () => {
        const r = await admin.delete(`/api/teams/${t.id}`);
        expectRefused(r, 422, 'team.inUse');
        expect(r.body.details).to.deep.include({ counts: { items: 1 }, total: 1 });
      });
      const free = (await admin.post('/api/teams', { name: 'Livre', memberIds: [ana] })).body;
      expect((await admin.delete(`/api/teams/${free.id}`)).status).to.equal(204);
      expect((await admin.get(`/api/teams/${free.id}`)).status).to.equal(404);
    });

    it('publishes on the spec\'s teams topic', async () => {
      const live = await subscribe(ak.k, admin, ['teams']);
      try {
        const t = (await admin.post('/api/teams', { name: 'Ao Vivo', memberIds: [ana] })).body;
        expect(await live.next()).to.deep.include({ op: 'CREATE', topic: 'teams', id: t.id });
      } finally {
        live.close();
      }
    });

    it('needs ROLE_TEAM_READ and ROLE_TEAM_WRITE', async () => {
      const reader = await ak.k.userWith(['ROLE_TEAM_READ'], 'leitortime');
      expect((await reader.get('/api/teams')).status).to.equal(200);
      expectRefused(await reader.post('/api/teams', { name: 'x' }), 403);
      expect((await ak.k.anonymous().get('/api/teams')).status).to.equal(401);
    });
  });

  describe('branches (remote companies)', () => {
    it('creates a branch, normalising the host', async () => {
      const r = await admin.post('/api/branches', { name: 'Sucursal Campinas', host: 'https://Campinas.Example.com/' });
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      expect(r.body).to.deep.include({ name: 'Sucursal Campinas', host: 'https://campinas.example.com', active: true });
      expect((await admin.get('/api/branches')).body).to.deep.equal([r.body]);
    });

    it('refuses a duplicate name, host or both with the three messages, and writes nothing', async () => {
      await unchanged(ak, async () => {
        expectRefused(await admin.post('/api/branches', { name: 'sucursal campinas', host: 'https://outra.example.com' }), 409, 'branch.nameInUse');
        expectRefused(await admin.post('/api/branches', { name: 'Outra', host: 'https://campinas.example.com' }), 409, 'branch.hostInUse');
        expectRefused(await admin.post('/api/branches', { name: 'Sucursal Campinas', host: 'https://campinas.example.com/' }), 409, 'branch.nameAndHostInUse');
      });
      const other = (await admin.post('/api/branches', { name: 'Sucursal Santos', host: 'http://santos.example.com:8080' })).body;
      await unchanged(ak, async () => {
        expectRefused(await admin.put(`/api/branches/${other.id}`, { name: 'Sucursal Campinas', host: other.host, version: other.version }), 409, 'branch.nameInUse');
      });
    });

    it('answers bad input with a 400 naming the field, and writes nothing', async () => {
      await unchanged(ak, async () => {
        for (const [body, field] of [
          [{ host: 'https://a.example.com' }, 'name'],
          [{ name: 'x'.repeat(101), host: 'https://a.example.com' }, 'name'],
          [{ name: 'Sem host' }, 'host'],
          [{ name: 'Host ruim', host: 'not a url' }, 'host'],
          [{ name: 'FTP', host: 'ftp://a.example.com' }, 'host'],
          [{ name: 'Senha', host: 'https://user:pw@a.example.com' }, 'host'],
          [{ name: 'Longo', host: `https://${'a'.repeat(250)}.com` }, 'host'],
          [{ name: 'Ativo', host: 'https://b.example.com', active: 'sim' }, 'active'],
        ] as const) {
          expectRefused(await admin.post('/api/branches', body), 400, undefined, field);
        }
      });
    });

    it('deactivates with PUT; refuses deleting one in use; deletes a free one', async () => {
      const b = (await admin.post('/api/branches', { name: 'Sucursal Sorocaba', host: 'https://sorocaba.example.com' })).body;
      const off = await admin.put(`/api/branches/${b.id}`, { name: b.name, host: b.host, active: false, version: b.version });
      expect(off.body.active).to.equal(false);
      expect((await admin.get('/api/branches?activeOnly=true')).body.map((x: { id: number }) => x.id)).not.to.include(b.id);
      await admin.post('/api/content/items', { branchId: b.id });
      await unchanged(ak, async () => expectRefused(await admin.delete(`/api/branches/${b.id}`), 422, 'branch.inUse'));
      const free = (await admin.post('/api/branches', { name: 'Sucursal Livre', host: 'https://livre.example.com' })).body;
      expect((await admin.delete(`/api/branches/${free.id}`)).status).to.equal(204);
    });

    it('company lookups: this branch is 0 or local; a remote one answers 422 branch.inactive; an unknown one 404', async () => {
      const b = (await admin.get('/api/branches')).body[0];
      const nobody = await ak.k.userWith([], 'semfilial');
      expect((await nobody.get('/api/companies/local/remote')).status).to.equal(200);
      expect((await nobody.get('/api/companies/local/remote')).body.every((x: { active: boolean }) => x.active)).to.equal(true);
      expectRefused(await nobody.get(`/api/companies/${b.id}/programs`), 422, 'branch.inactive');
      expectRefused(await nobody.get('/api/companies/99999/programs'), 404, 'branch.notFound');
      expectRefused(await nobody.get('/api/companies/abc/programs'), 400, undefined, 'companyId');
    });

    it('reads with ROLE_BRANCH_READ, writes with ROLE_ADMIN_WRITE', async () => {
      const reader = await ak.k.userWith(['ROLE_BRANCH_READ'], 'leitorfilial');
      expect((await reader.get('/api/branches')).status).to.equal(200);
      const denied = await reader.post('/api/branches', { name: 'X', host: 'https://x.example.com' });
      expectRefused(denied, 403);
      expect(denied.body.details.missingRoles).to.deep.equal(['ROLE_ADMIN_WRITE']);
    });
  });
});
