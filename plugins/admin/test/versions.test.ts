import { expect } from 'chai';
import type { TestClient, TestResponse } from '@lauda/sdk/testing';
import { bootAdmin, expectRefused, testDb, unchanged, versionOf, type AdminKernel } from './support.js';

/** Every administration record a PUT changes: how to make one and what a change sends. */
interface Kind {
  label: string;
  path: string;
  code: string;
  create: (n: number) => Record<string, unknown>;
  change: (n: number) => Record<string, unknown>;
}

let seq = 0;
const KINDS: Kind[] = [
  {
    label: 'user', path: '/api/users', code: 'user.staleVersion',
    create: (n) => ({ username: `versao${n}`, nickname: `VERSAO${n}`, name: `Versão ${n}`, password: 'secret-pass' }),
    change: (n) => ({ name: `Versão ${n} alterada` }),
  },
  { label: 'group', path: '/api/groups', code: 'group.staleVersion', create: (n) => ({ name: `Grupo ${n}` }), change: (n) => ({ name: `Grupo ${n} b` }) },
  {
    label: 'program', path: '/api/programs', code: 'program.staleVersion',
    create: (n) => ({ name: `Programa ${n}`, start: '06:00:00', end: '07:00:00' }),
    change: (n) => ({ name: `Programa ${n} b`, start: '06:00:00', end: '07:30:00' }),
  },
  { label: 'team', path: '/api/teams', code: 'team.staleVersion', create: (n) => ({ name: `Equipe ${n}` }), change: (n) => ({ name: `Equipe ${n} b` }) },
  {
    label: 'branch', path: '/api/branches', code: 'branch.staleVersion',
    create: (n) => ({ name: `Praça ${n}`, host: `https://praca${n}.example.com` }),
    change: (n) => ({ name: `Praça ${n} b`, host: `https://praca${n}.example.com` }),
  },
  { label: 'classification', path: '/api/classifications', code: 'lookup.staleVersion', create: (n) => ({ name: `Classe ${n}` }), change: (n) => ({ name: `Classe ${n} b` }) },
  { label: 'editorial', path: '/api/editorials', code: 'lookup.staleVersion', create: (n) => ({ name: `Editoria ${n}` }), change: (n) => ({ name: `Editoria ${n} b` }) },
  { label: 'vehicle', path: '/api/vehicles', code: 'lookup.staleVersion', create: (n) => ({ name: `Veículo ${n}`, type: 'TV' }), change: (n) => ({ name: `Veículo ${n} b`, type: 'WEB' }) },
  {
    label: 'type', path: '/api/types', code: 'lookup.staleVersion',
    create: (n) => ({ name: `Tipo ${n}`, abbreviation: 'T', color: '#112233' }),
    change: (n) => ({ name: `Tipo ${n} b`, abbreviation: 'TB', color: '#445566' }),
  },
];

describe(`admin versioned PUTs on ${testDb()}`, function () {
  this.timeout(60_000);
  let ak: AdminKernel;
  let admin: TestClient;

  before(async () => {
    ak = await bootAdmin();
    admin = ak.admin;
  });
  after(async () => ak?.k.stop());

  const make = async (kind: Kind): Promise<{ id: number; n: number; url: string }> => {
    const n = ++seq;
    const r = await admin.post(kind.path, kind.create(n));
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    expect(r.body.version).to.equal(0);
    return { id: r.body.id, n, url: `${kind.path}/${r.body.id}` };
  };
  const putIfMatch = (url: string, body: unknown, ifMatch: string): Promise<TestResponse> =>
    admin.raw('PUT', url, JSON.stringify(body), { 'content-type': 'application/json', 'if-match': ifMatch });

  for (const kind of KINDS) {
    describe(`PUT ${kind.path}/{id}`, () => {
      it('takes the version read, answers the next one and shows it on every read', async () => {
        const { n, url } = await make(kind);
        const r = await admin.put(url, { ...kind.change(n), version: 0 });
        expect(r.status, JSON.stringify(r.body)).to.equal(200);
        expect(r.body.version).to.equal(1);
        expect((await admin.get(url)).body).to.deep.equal(r.body);
        const listed = (await admin.get(kind.path)).body.find((x: { id: number }) => x.id === r.body.id);
        expect(listed.version).to.equal(1);
      });

      it(`refuses a stale version with 412 ${kind.code} naming the current one, writing nothing`, async () => {
        const { n, url } = await make(kind);
        expect((await admin.put(url, { ...kind.change(n), version: 0 })).status).to.equal(200);
        const before = (await admin.get(url)).body;
        await unchanged(ak, async () => {
          const stale = await admin.put(url, { ...kind.create(n), version: 0 });
          expectRefused(stale, 412, kind.code);
          expect(stale.body.details.version).to.equal(1);
          expectRefused(await putIfMatch(url, kind.create(n), '"0"'), 412, kind.code);
        });
        expect((await admin.get(url)).body).to.deep.equal(before);
      });

      it('refuses a missing or malformed version with a 400 naming version, writing nothing', async () => {
        const { n, url } = await make(kind);
        const before = (await admin.get(url)).body;
        await unchanged(ak, async () => {
          expectRefused(await admin.put(url, kind.change(n)), 400, 'error.validation', 'version');
          expectRefused(await admin.put(url, { ...kind.change(n), version: -1 }), 400, 'error.validation', 'version');
          expectRefused(await admin.put(url, { ...kind.change(n), version: 'zero' }), 400, 'error.validation', 'version');
          expectRefused(await putIfMatch(url, kind.change(n), 'W/"abc"'), 400, 'error.validation', 'version');
        });
        expect((await admin.get(url)).body).to.deep.equal(before);
      });

      it('takes the version read as If-Match (quoted or bare) when the body has none', async () => {
        const { n, url } = await make(kind);
        const first = await putIfMatch(url, kind.change(n), '"0"');
        expect(first.status, JSON.stringify(first.body)).to.equal(200);
        expect(first.body.version).to.equal(1);
        const second = await putIfMatch(url, kind.create(n), '1');
        expect(second.status, JSON.stringify(second.body)).to.equal(200);
        expect(second.body.version).to.equal(2);
      });
    });
  }

  describe('other changes raise the version too', () => {
    const userKind = KINDS[0]!;

    it("a user's removal, restore and password reset", async () => {
      const { id, url } = await make(userKind);
      expect((await admin.delete(`/api/users?ids=${id}`)).status).to.equal(200);
      expect(await versionOf(admin, url)).to.equal(1);
      expect((await admin.post(`${url}/restore`)).status).to.equal(200);
      expect(await versionOf(admin, url)).to.equal(2);
      expect((await admin.post(`${url}/reset_password`)).status).to.equal(200);
      expect(await versionOf(admin, url)).to.equal(3);
    });

    it('a new password set at first sign-in', async () => {
      const n = ++seq;
      const made = await admin.post('/api/users', { username: `primeiro${n}`, nickname: `PRIMEIRO${n}`, name: 'Primeiro acesso' });
      expect(made.body.version).to.equal(0);
      const form = new URLSearchParams({
        username: `primeiro${n}`, password: made.body.temporaryPassword, isResetPassword: 'true', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass',
      });
      const signIn = await ak.k.anonymous().raw('POST', '/api/authentication', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
      expect(signIn.status, JSON.stringify(signIn.body)).to.equal(200);
      expect(await versionOf(admin, `/api/users/${made.body.id}`)).to.equal(1);
    });

    it("a membership changed through the group raises its users' versions, and through the user the groups'", async () => {
      const ana = await make(userKind);
      const bia = await make(userKind);
      const g = (await admin.post('/api/groups', { name: `Membros ${++seq}`, userIds: [ana.id] })).body;
      expect(await versionOf(admin, ana.url)).to.equal(1);
      const put = await admin.put(`/api/groups/${g.id}`, { userIds: [bia.id], version: g.version });
      expect(put.status, JSON.stringify(put.body)).to.equal(200);
      expect(put.body.version).to.equal(1);
      expect(await versionOf(admin, ana.url)).to.equal(2);
      expect(await versionOf(admin, bia.url)).to.equal(1);
      // a PUT of the user made with the version read before the group changed is stale now
      expectRefused(await admin.put(ana.url, { name: 'Ana', version: 1 }), 412, 'user.staleVersion');
      const joined = await admin.put(ana.url, { groupIds: [g.id], version: 2 });
      expect(joined.status, JSON.stringify(joined.body)).to.equal(200);
      expect(await versionOf(admin, `/api/groups/${g.id}`)).to.equal(2);
    });

    it('a user removed from the programs they were linked to raises those programs\' versions', async () => {
      const ana = await make(userKind);
      const p = (await admin.post('/api/programs', { name: `Programa ${++seq}`, start: '06:00:00', end: '07:00:00', presenterIds: [ana.id] })).body;
      expect((await admin.delete(`/api/users?ids=${ana.id}&confirm=true`)).status).to.equal(200);
      const after = (await admin.get(`/api/programs/${p.id}`)).body;
      expect(after.presenterIds).to.deep.equal([]);
      expect(after.version).to.equal(1);
    });
  });
});
