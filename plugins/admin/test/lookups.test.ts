import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { bootAdmin, expectRefused, subscribe, testDb, unchanged, versionOf, type AdminKernel } from './support.js';

describe(`admin lookups and configs on ${testDb()}`, function () {
  this.timeout(60_000);
  let ak: AdminKernel;
  let admin: TestClient;

  before(async () => {
    ak = await bootAdmin();
    admin = ak.admin;
  });
  after(async () => ak?.k.stop());

  const samples = {
    classifications: { name: 'Política' },
    editorials: { name: 'Geral' },
    vehicles: { name: 'TV Lauda', type: 'TV' },
    types: { name: 'Reportagem', abbreviation: 'VT', color: '#43a047' },
  } as const;

  for (const [path, sample] of Object.entries(samples)) {
    describe(path, () => {
      let id: number;

      it('creates, reads, updates and lists by name', async () => {
        const r = await admin.post(`/api/${path}`, sample);
        expect(r.status, JSON.stringify(r.body)).to.equal(201);
        id = r.body.id;
        expect(r.body.name).to.equal(sample.name);
        expect((await admin.get(`/api/${path}/${id}`)).body).to.deep.equal(r.body);
        const u = await admin.put(`/api/${path}/${id}`, { ...sample, name: `${sample.name} 2`, version: r.body.version });
        expect(u.status, JSON.stringify(u.body)).to.equal(200);
        expect(u.body.name).to.equal(`${sample.name} 2`);
        const list = (await admin.get(`/api/${path}`)).body;
        expect(list).to.deep.include(u.body);
        expect(list.map((x: { name: string }) => x.name)).to.deep.equal(list.map((x: { name: string }) => x.name).sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
        // the company lookup every form reads
        const nobody = await ak.k.userWith([], `leitor-${path}`);
        expect((await nobody.get(`/api/companies/local/${path}`)).body).to.deep.equal(list);
      });

      it('refuses a duplicate name (409) and bad input (400 naming the field), writing nothing', async () => {
        await unchanged(ak, async () => {
          expectRefused(await admin.post(`/api/${path}`, { ...sample, name: `${sample.name.toUpperCase()} 2` }), 409, 'lookup.nameInUse');
          expectRefused(await admin.post(`/api/${path}`, { ...sample, name: undefined }), 400, 'error.validation', 'name');
          expectRefused(await admin.post(`/api/${path}`, { ...sample, name: 'x'.repeat(101) }), 400, 'error.validation', 'name');
          expectRefused(await admin.put(`/api/${path}/${id}`, { ...sample, name: '', version: await versionOf(admin, `/api/${path}/${id}`) }), 400, 'error.validation', 'name');
        });
        expectRefused(await admin.put(`/api/${path}/99999`, { ...sample, version: 0 }), 404, 'lookup.notFound');
      });

      it('deletes', async () => {
        expect((await admin.delete(`/api/${path}/${id}`)).status).to.equal(204);
        expect((await admin.get(`/api/${path}/${id}`)).status).to.equal(404);
      });
    });
  }

  it('checks vehicle types and type colours and abbreviations', async () => {
    await unchanged(ak, async () => {
      expectRefused(await admin.post('/api/vehicles', { name: 'Carro' }), 400, undefined, 'type');
      expectRefused(await admin.post('/api/vehicles', { name: 'Carro', type: 'CAR' }), 400, undefined, 'type');
      expectRefused(await admin.post('/api/types', { name: 'Nota', abbreviation: 'NC', color: 'blue' }), 400, undefined, 'color');
      expectRefused(await admin.post('/api/types', { name: 'Nota', abbreviation: 'NC', color: '#12345' }), 400, undefined, 'color');
      expectRefused(await admin.post('/api/types', { name: 'Nota', abbreviation: 'NC' }), 400, undefined, 'color');
      expectRefused(await admin.post('/api/types', { name: 'Nota', abbreviation: 'ABCDEFGHIJK', color: '#fff' }), 400, undefined, 'abbreviation');
      expectRefused(await admin.post('/api/types', { name: 'Nota', abbreviation: '', color: '#fff' }), 400, undefined, 'abbreviation');
    });
    const t = await admin.post('/api/types', { name: 'Nota', abbreviation: 'NC', color: '#fa0' });
    expect(t.body.color).to.equal('#FFAA00');
    expect((await admin.get('/api/vehicles/types')).body).to.deep.equal(['TV', 'RADIO', 'WEB', 'NEWSPAPER']);
  });

  it('takes names differing only in case or accents for the same name', async () => {
    expect((await admin.post('/api/editorials', { name: 'Educação' })).status).to.equal(201);
    await unchanged(ak, async () => {
      expectRefused(await admin.post('/api/editorials', { name: 'EDUCACAO' }), 409, 'lookup.nameInUse');
    });
  });

  it('refuses to delete a record in use, with the count of related records', async () => {
    const c = (await admin.post('/api/classifications', { name: 'Em uso' })).body;
    await admin.post('/api/content/items', { classificationId: c.id });
    await admin.post('/api/content/items', { classificationId: c.id });
    await unchanged(ak, async () => {
      const r = await admin.delete(`/api/classifications/${c.id}`);
      expectRefused(r, 422, 'record.inUse');
      expect(r.body.details).to.deep.include({ kind: 'classification', total: 2, counts: { items: 2 } });
    });
  });

  it('keeps the per-type config flags; every flag on until changed', async () => {
    const all = (await admin.get('/api/configs')).body;
    expect(all.map((c: { kind: string }) => c.kind)).to.deep.equal(['reportage', 'document', 'guideline', 'rundown', 'story']);
    const nobody = await ak.k.userWith([], 'leitorconfig');
    const reportage = (await nobody.get('/api/companies/local/news_reports/config')).body;
    expect(reportage).to.deep.equal({
      kind: 'reportage', version: 0,
      flags: { vehiclesEnabled: true, editorEnabled: true, cameramanEnabled: true, classificationEnabled: true, editorialsEnabled: true },
    });
    const put = await admin.put('/api/configs/reportage', { cameramanEnabled: false, version: 0 });
    expect(put.status, JSON.stringify(put.body)).to.equal(200);
    expect(put.body.version).to.equal(1);
    expect(put.body.flags.cameramanEnabled).to.equal(false);
    expect((await nobody.get('/api/companies/0/news_reports/config')).body.flags).to.include({ cameramanEnabled: false, vehiclesEnabled: true });
    for (const [path, kind] of [['documents', 'document'], ['assignments', 'guideline'], ['stories', 'story'], ['rundowns', 'rundown']]) {
      expect((await nobody.get(`/api/companies/local/${path}/config`)).body.kind).to.equal(kind);
    }
    expect((await nobody.get('/api/companies/local/assignments/config')).body.flags).to.have.keys(
      'classificationEnabled', 'editorsEnabled', 'reportersEnabled', 'editorialsEnabled', 'typeEnabled', 'vehiclesEnabled');
    await unchanged(ak, async () => {
      expectRefused(await admin.put('/api/configs/reportage', { cameramanEnabled: true, version: 0 }), 412, 'config.stale');
      expectRefused(await admin.put('/api/configs/reportage', { linkEnabled: true, version: 1 }), 400, 'error.validation', 'linkEnabled');
      expectRefused(await admin.put('/api/configs/reportage', { cameramanEnabled: 'no', version: 1 }), 400, 'error.validation', 'cameramanEnabled');
      expectRefused(await admin.put('/api/configs/reportage', { cameramanEnabled: true }), 400, 'error.validation', 'version');
      expectRefused(await admin.put('/api/configs/weather', { x: true }), 400, 'error.validation', 'kind');
    });
    expect((await admin.get('/api/revisions/lookup_config/reportage')).body.data[0].changes).to.deep.equal({ cameramanEnabled: { old: true, new: false } });
    expectRefused(await ak.k.userWith(['ROLE_ADMIN_READ'], 'leitoradmin').then((c) => c.put('/api/configs/story', { linkEnabled: false })), 403);
  });

  it('publishes lookup changes on the lookups topic to every signed-in user', async () => {
    const nobody = await ak.k.userWith([], 'ouvinte');
    const live = await subscribe(ak.k, nobody, ['lookups']);
    try {
      const e = (await admin.post('/api/editorials', { name: 'Internacional' })).body;
      expect(await live.next()).to.deep.include({ op: 'CREATE', topic: 'lookups', id: e.id, data: { kind: 'editorial', record: e } });
      await admin.put('/api/configs/story', { linkEnabled: false, version: 0 });
      const m = await live.next();
      expect(m).to.deep.include({ op: 'UPDATE', id: 'story' });
      expect(m.data.record.flags).to.deep.equal({ linkEnabled: false });
    } finally {
      live.close();
    }
  });

  it('needs ROLE_ADMIN_READ to read the CRUD lists and ROLE_ADMIN_WRITE to write', async () => {
    const reader = await ak.k.userWith(['ROLE_ADMIN_READ'], 'leitorlookups');
    expect((await reader.get('/api/classifications')).status).to.equal(200);
    expectRefused(await reader.post('/api/classifications', { name: 'x' }), 403);
    const nobody = await ak.k.userWith([], 'semlookups');
    expectRefused(await nobody.get('/api/classifications'), 403);
    expect((await nobody.get('/api/companies/local/classifications')).status).to.equal(200);
  });
});
