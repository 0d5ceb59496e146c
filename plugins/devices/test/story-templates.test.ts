import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import type { MockMosDevice } from '@lauda/driver-mos/mock';
import devices from '../src/server/plugin.js';
import { FAST_MOS, simulatedMos, testDb, until } from './support/index.js';

const db = testDb();

/** A 1×1 PNG: the kernel's files service makes a thumbnail of it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe(`story templates of the devices on ${db}`, function () {
  this.timeout(90_000);
  let k: TestKernel;
  let admin: TestClient;
  let mock: MockMosDevice;
  /** a device's revision now: every PUT of a device names the one it read */
  const revisionOf = async (id: number) => Number((await admin.get(`/api/devices/${id}`)).body.revision);

  before(async () => {
    const mos = await simulatedMos({
      mosId: 'cg.test', ncsId: 'LAUDA-T', heartbeatIntervalMs: 300,
      objects: [
        { objId: 'LT1', mosId: 'cg.test', slug: 'Lower third', type: 'CG' },
        { objId: 'FS1', mosId: 'cg.test', slug: 'Full screen', type: 'CG' },
        { objId: 'CLIP1', mosId: 'cg.test', slug: 'Opening clip', type: 'VIDEO', duration: 250, timeBase: 25 },
      ],
    });
    mock = mos.mock;
    k = await startTestKernel({
      plugins: ['admin', devices],
      db,
      config: { devices: { drivers: {
        mos: mos.driver,
        'test-cg': { resolve: fileURLToPath(new URL('./support/template-driver.js', import.meta.url)) },
      } } },
    });
    admin = await k.userWith([
      'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE',
      'ROLE_MEDIA_READ', 'ROLE_MEDIA_WRITE', 'ROLE_STORY_READ',
    ], 'tplAdmin');
  });
  after(async () => {
    await k?.stop();
    await mock?.stop();
  });

  let cg: number; // a CG record that does not run (no host)
  let lt: { id: number; revision: number };

  it('declares the live topic story_templates with the role that reads it', async () => {
    const r = await admin.get('/api/live/topics');
    expect(r.body.find((x: { name: string }) => x.name === 'story_templates')).to.include({ owner: 'devices' }).and.to.have.deep.property('access', ['ROLE_STORY_READ']);
  });

  it('creates, lists, searches and loads the templates of a device', async () => {
    const d = await admin.post('/api/devices', { name: 'Chyron', kind: 'CG', protocol: 'MOS', mosId: 'chyron.test' });
    expect(d.status, JSON.stringify(d.body)).to.equal(201);
    cg = d.body.id;
    const made = await admin.post(`/api/devices/${cg}/story-templates`, {
      code: 'LT1', name: 'Lower third', fields: [{ name: 'Name', number: 1, size: 40 }, { name: 'Role' }],
    });
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    expect(made.body).to.include({ deviceId: cg, code: 'LT1', name: 'Lower third', thumbnailId: null, thumbnailUrl: null, revision: 1 });
    expect(made.body.fields).to.deep.equal([{ name: 'Name', number: 1, size: 40 }, { name: 'Role' }]);
    lt = made.body;
    for (const [code, name] of [['FS1', 'Full screen'], ['LOC', 'Location'], ['CRD', 'Credit']]) {
      expect((await admin.post(`/api/devices/${cg}/story-templates`, { code, name })).status).to.equal(201);
    }
    const all = await admin.get(`/api/devices/${cg}/story-templates`);
    expect(all.status).to.equal(200);
    expect(all.body).to.include({ total: 4, number: 0, size: 25 });
    expect(all.body.data.map((t: { name: string }) => t.name)).to.deep.equal(['Credit', 'Full screen', 'Location', 'Lower third']);
    const found = await admin.get(`/api/devices/${cg}/story-templates?text=${encodeURIComponent('LO')}`);
    expect(found.body.data.map((t: { name: string }) => t.name)).to.deep.equal(['Location', 'Lower third']);
    // LIKE wildcards are searched as text
    expect((await admin.get(`/api/devices/${cg}/story-templates?text=${encodeURIComponent('%')}`)).body.total).to.equal(0);
    const page = await admin.get(`/api/devices/${cg}/story-templates?page=1&size=3`);
    expect(page.body).to.include({ total: 4, number: 1, size: 3 });
    expect(page.body.data.map((t: { name: string }) => t.name)).to.deep.equal(['Lower third']);
    const one = await admin.get(`/api/story-templates/${lt.id}`);
    expect(one.status).to.equal(200);
    expect(one.body).to.deep.equal(made.body);
  });

  it('refuses bad input with the field named, a taken code, unknown ids and missing roles', async () => {
    const noName = await admin.post(`/api/devices/${cg}/story-templates`, { code: 'X' });
    expect(noName.status).to.equal(400);
    expect(noName.body.details.issues[0].field).to.equal('name');
    const badField = await admin.post(`/api/devices/${cg}/story-templates`, { code: 'X', name: 'X', fields: [{ name: ' ' }] });
    expect(badField.status).to.equal(400);
    expect(badField.body.details.issues[0].field).to.equal('fields.0.name');
    const badThumb = await admin.post(`/api/devices/${cg}/story-templates`, { code: 'X', name: 'X', thumbnailId: 999_999 });
    expect(badThumb.status).to.equal(400);
    expect(badThumb.body.code).to.equal('device.unknownThumbnail');
    expect(badThumb.body.details.issues[0].field).to.equal('thumbnailId');
    const taken = await admin.post(`/api/devices/${cg}/story-templates`, { code: 'lt1', name: 'Other' });
    expect(taken.status).to.equal(409);
    expect(taken.body.code).to.equal('device.templateCodeInUse');

    const noDevice = await admin.get('/api/devices/999999/story-templates');
    expect(noDevice.status).to.equal(404);
    expect(noDevice.body.code).to.equal('device.notFound');
    expect((await admin.post('/api/devices/999999/story-templates', { code: 'A', name: 'A' })).status).to.equal(404);
    const noTemplate = await admin.get('/api/story-templates/999999');
    expect(noTemplate.status).to.equal(404);
    expect(noTemplate.body.code).to.equal('device.templateNotFound');
    expect((await admin.put('/api/story-templates/999999', { code: 'A', name: 'A', revision: 1 })).status).to.equal(404);
    expect((await admin.delete('/api/story-templates/999999')).status).to.equal(404);

    const reader = await k.userWith(['ROLE_ADMIN_READ'], 'tplReader');
    expect((await reader.get(`/api/devices/${cg}/story-templates`)).status).to.equal(200);
    expect((await reader.post(`/api/devices/${cg}/story-templates`, { code: 'A', name: 'A' })).status).to.equal(403);
    expect((await reader.put(`/api/story-templates/${lt.id}`, { code: 'LT1', name: 'A' })).status).to.equal(403);
    expect((await reader.delete(`/api/story-templates/${lt.id}`)).status).to.equal(403);
    expect((await reader.post(`/api/devices/${cg}/story-templates/import`)).status).to.equal(403);
    const story = await k.userWith(['ROLE_STORY_READ'], 'tplStory');
    const refused = await story.get(`/api/devices/${cg}/story-templates`);
    expect(refused.status).to.equal(403);
    expect(refused.body.details.missingRoles).to.deep.equal(['ROLE_ADMIN_READ']);
  });

  it('updates a template with its revision, sets and removes its thumbnail, and deletes it', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'lower-third.png');
    const up = await admin.raw('POST', '/api/files/single', form);
    expect(up.status, JSON.stringify(up.body)).to.equal(201);
    const fileId = (up.body as { id: number }).id;

    const put = await admin.put(`/api/story-templates/${lt.id}`, { code: 'LT1', name: 'Lower third (2 lines)', fields: [{ name: 'Name', number: 1, size: 40 }], thumbnailId: fileId, revision: lt.revision });
    expect(put.status, JSON.stringify(put.body)).to.equal(200);
    expect(put.body).to.include({ name: 'Lower third (2 lines)', thumbnailId: fileId, thumbnailUrl: `/api/files/${fileId}/thumbnail`, revision: 2 });
    const thumb = await admin.raw('GET', put.body.thumbnailUrl);
    expect(thumb.status).to.equal(200);
    expect(thumb.headers.get('content-type')).to.equal('image/jpeg');

    const stale = await admin.put(`/api/story-templates/${lt.id}`, { code: 'LT1', name: 'Stale', revision: 1 });
    expect(stale.status).to.equal(412);
    expect(stale.body.code).to.equal('device.staleTemplate');
    // thumbnailId left out keeps the picture
    const kept = await admin.put(`/api/story-templates/${lt.id}`, { code: 'LT1', name: 'Lower third', revision: 2 });
    expect(kept.body).to.include({ thumbnailId: fileId, revision: 3 });
    expect(kept.body.fields).to.deep.equal([]);
    const taken = await admin.put(`/api/story-templates/${lt.id}`, { code: 'FS1', name: 'Lower third', revision: 3 });
    expect(taken.status).to.equal(409);
    const cleared = await admin.put(`/api/story-templates/${lt.id}`, { code: 'LT1', name: 'Lower third', thumbnailId: null, revision: 3 });
    expect(cleared.body).to.include({ thumbnailId: null, thumbnailUrl: null });
    const back = await admin.put(`/api/story-templates/${lt.id}`, { code: 'LT1', name: 'Lower third', thumbnailId: fileId, revision: 4 });
    expect(back.body.thumbnailId).to.equal(fileId);

    const crd = (await admin.get(`/api/devices/${cg}/story-templates?text=credit`)).body.data[0];
    expect((await admin.delete(`/api/story-templates/${crd.id}`)).status).to.equal(204);
    expect((await admin.get(`/api/story-templates/${crd.id}`)).status).to.equal(404);
    expect((await admin.get(`/api/devices/${cg}/story-templates`)).body.total).to.equal(3);
  });

  let mosCg: number;
  it('imports the templates a running device lists, by code, and says what it did', async () => {
    const notRunning = await admin.post(`/api/devices/${cg}/story-templates/import`);
    expect(notRunning.status).to.equal(422);
    expect(notRunning.body.code).to.equal('device.notRunning');

    const d = await admin.post('/api/devices', {
      name: 'CG MOS', kind: 'CG', protocol: 'MOS', mosId: 'cg.test', host: '127.0.0.1', lowerPort: mock.lowerPort, upperPort: mock.upperPort, options: FAST_MOS,
    });
    expect(d.status, JSON.stringify(d.body)).to.equal(201);
    mosCg = d.body.id;
    await until(() => admin.get(`/api/devices/${mosCg}/status`), (x) => x.body?.connected === true);
    // one template typed in by hand before the import: its fields survive (the device names none)
    const hand = await admin.post(`/api/devices/${mosCg}/story-templates`, { code: 'LT1', name: 'Old name', fields: [{ name: 'Name', size: 30 }] });
    expect(hand.status).to.equal(201);
    // the device announces its objects on a media sync; the CG ones are its templates
    expect((await admin.post(`/api/devices/${mosCg}/media/sync`)).status).to.equal(202);
    await until(() => admin.get(`/api/devices/${mosCg}/templates`), (x) => Array.isArray(x.body) && x.body.length === 2);

    const first = await admin.post(`/api/devices/${mosCg}/story-templates/import`);
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    expect(first.body).to.deep.equal({ total: 2, created: 1, updated: 1, unchanged: 0 });
    const list = (await admin.get(`/api/devices/${mosCg}/story-templates`)).body.data;
    expect(list.map((t: { code: string; name: string }) => `${t.code} ${t.name}`)).to.deep.equal(['FS1 Full screen', 'LT1 Lower third']);
    expect(list.find((t: { code: string }) => t.code === 'LT1').fields).to.deep.equal([{ name: 'Name', size: 30 }]);
    const again = await admin.post(`/api/devices/${mosCg}/story-templates/import`);
    expect(again.body).to.deep.equal({ total: 2, created: 0, updated: 0, unchanged: 2 });
    // the other device's templates are untouched
    expect((await admin.get(`/api/devices/${cg}/story-templates`)).body.total).to.equal(3);
  });

  it('says so when the device cannot list its templates, or its listing fails', async () => {
    const none = await admin.post('/api/devices', { name: 'No listing', kind: 'CG', protocol: 'WS', driver: 'test-cg', options: { mode: 'none' } });
    expect(none.status, JSON.stringify(none.body)).to.equal(201);
    const unsupported = await admin.post(`/api/devices/${none.body.id}/story-templates/import`);
    expect(unsupported.status).to.equal(422);
    expect(unsupported.body.code).to.equal('device.unsupportedOperation');
    const failing = await admin.post('/api/devices', { name: 'Failing listing', kind: 'CG', protocol: 'WS', driver: 'test-cg', options: { mode: 'fail' } });
    const failed = await admin.post(`/api/devices/${failing.body.id}/story-templates/import`);
    expect(failed.status).to.equal(422);
    expect(failed.body.code).to.equal('device.cannotListTemplates');
    expect(failed.body.message).to.match(/template folder cannot be read/);
    for (const d of [none.body.id, failing.body.id]) expect((await admin.delete(`/api/devices/${d}`)).status).to.equal(204);
  });

  let program: number;
  let closed: number;
  it('gives the credit chooser the templates of the program\'s CG devices, its CG device first', async () => {
    const p = await admin.post('/api/programs', { name: 'Jornal Hoje', start: '12:00:00', end: '13:00:00', cgDeviceId: mosCg });
    expect(p.status, JSON.stringify(p.body)).to.equal(201);
    program = p.body.id;
    // the other CG serves the program through its programs list
    const chyron = (await admin.get(`/api/devices/${cg}`)).body;
    const { status: _s, id: _i, createdAt: _c, updatedAt: _u, driver: _d, revision: _r, ...record } = chyron;
    expect((await admin.put(`/api/devices/${cg}`, { ...record, programIds: [program], revision: await revisionOf(cg) })).status).to.equal(200);
    // a playout device serving the program has no credits
    const playout = await admin.post('/api/devices', { name: 'Playout', kind: 'PLAYOUT', protocol: 'MOS', mosId: 'p.test', programIds: [program] });
    expect((await admin.post(`/api/devices/${playout.body.id}/story-templates`, { code: 'P1', name: 'Playout template' })).status).to.equal(201);

    const journalist = await k.userWith(['ROLE_STORY_READ'], 'journalist');
    const r = await journalist.get(`/api/programs/${program}/credit-templates`);
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.include({ total: 5, number: 0, size: 25 });
    expect(r.body.data.map((t: { deviceName: string; name: string }) => `${t.deviceName}: ${t.name}`)).to.deep.equal([
      'CG MOS: Full screen', 'CG MOS: Lower third', 'Chyron: Full screen', 'Chyron: Location', 'Chyron: Lower third',
    ]);
    const withThumb = r.body.data[4];
    expect(Object.keys(withThumb).sort()).to.deep.equal(['code', 'deviceId', 'deviceName', 'fields', 'id', 'name', 'thumbnailUrl']);
    expect(withThumb).to.include({ deviceId: cg, deviceName: 'Chyron', code: 'LT1', name: 'Lower third' });
    expect(withThumb.thumbnailUrl).to.match(/^\/api\/files\/\d+\/thumbnail$/);
    expect(r.body.data[1]).to.deep.include({ deviceId: mosCg, code: 'LT1', fields: [{ name: 'Name', size: 30 }], thumbnailUrl: null });

    const search = await journalist.get(`/api/programs/${program}/credit-templates?text=full&size=1`);
    expect(search.body).to.include({ total: 2, size: 1 });
    expect(search.body.data.map((t: { deviceName: string }) => t.deviceName)).to.deep.equal(['CG MOS']);
    const next = await journalist.get(`/api/programs/${program}/credit-templates?text=full&size=1&page=1`);
    expect(next.body.data.map((t: { deviceName: string }) => t.deviceName)).to.deep.equal(['Chyron']);

    // a disabled device offers nothing
    expect((await admin.put(`/api/devices/${cg}`, { ...record, programIds: [program], enabled: false, revision: await revisionOf(cg) })).status).to.equal(200);
    expect((await journalist.get(`/api/programs/${program}/credit-templates`)).body.total).to.equal(2);
    expect((await admin.put(`/api/devices/${cg}`, { ...record, programIds: [program], enabled: true, revision: await revisionOf(cg) })).status).to.equal(200);

    // a program without CG devices: an empty page
    const empty = await admin.post('/api/programs', { name: 'Sem grafismo', start: '06:00:00', end: '07:00:00' });
    expect((await journalist.get(`/api/programs/${empty.body.id}/credit-templates`)).body).to.deep.equal({ data: [], number: 0, size: 25, total: 0 });
  });

  it('follows the program access rules: allowed groups, roles, unknown programs, bad input', async () => {
    const insider = await k.userWith(['ROLE_STORY_READ'], 'insider');
    const outsider = await k.userWith(['ROLE_STORY_READ'], 'outsider');
    const insiderId = (await insider.get('/api/users/me')).body.id;
    const g = await admin.post('/api/groups', { name: 'Redação Hoje', userIds: [insiderId] });
    expect(g.status, JSON.stringify(g.body)).to.equal(201);
    const p = await admin.post('/api/programs', { name: 'Fechado', start: '20:00:00', end: '21:00:00', cgDeviceId: mosCg, allowedGroupIds: [g.body.id] });
    expect(p.status, JSON.stringify(p.body)).to.equal(201);
    closed = p.body.id;

    expect((await insider.get(`/api/programs/${closed}/credit-templates`)).body.total).to.equal(2);
    const refused = await outsider.get(`/api/programs/${closed}/credit-templates`);
    expect(refused.status).to.equal(403);
    expect(refused.body.code).to.equal('device.programNoAccess');
    const noRole = await k.userWith([], 'norole');
    expect((await noRole.get(`/api/programs/${program}/credit-templates`)).status).to.equal(403);
    expect((await k.anonymous().get(`/api/programs/${program}/credit-templates`)).status).to.equal(401);
    const unknown = await insider.get('/api/programs/999999/credit-templates');
    expect(unknown.status).to.equal(404);
    expect(unknown.body.code).to.equal('program.notFound');
    const bad = await insider.get('/api/programs/abc/credit-templates');
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('programId');
    const badSize = await insider.get(`/api/programs/${program}/credit-templates?size=0`);
    expect(badSize.status).to.equal(400);
    expect(badSize.body.details.issues[0].field).to.equal('size');
  });

  it('lists the web plugins of the devices serving a program', async () => {
    const mam = await admin.post('/api/devices', {
      name: 'MAM', kind: 'MAM', protocol: 'MOS', mosId: 'mam.test', plugin: 'html', pluginUrl: 'http://mam.example/plugin', programIds: [program, closed],
    });
    expect(mam.status, JSON.stringify(mam.body)).to.equal(201);
    // an ActiveX plugin or one without an address is not for the web shell; a disabled device is left out
    await admin.post('/api/devices', { name: 'Old MAM', kind: 'MAM', protocol: 'MOS', plugin: 'ACTIVEX', pluginUrl: 'http://old.example/x', programIds: [program] });
    await admin.post('/api/devices', { name: 'Off MAM', kind: 'MAM', protocol: 'MOS', plugin: 'HTML', pluginUrl: 'http://off.example/x', programIds: [program], enabled: false });
    const plain = await k.userWith([], 'plainUser');
    const r = await plain.get(`/api/programs/${program}/device-plugins`);
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.deep.equal([{ id: mam.body.id, name: 'MAM', kind: 'MAM', protocol: 'MOS', plugin: 'HTML', url: 'http://mam.example/plugin' }]);

    const none = await admin.post('/api/programs', { name: 'Sem plugin', start: '08:00:00', end: '09:00:00' });
    expect((await plain.get(`/api/programs/${none.body.id}/device-plugins`)).body).to.deep.equal([]);
    const refused = await plain.get(`/api/programs/${closed}/device-plugins`);
    expect(refused.status).to.equal(403);
    expect(refused.body.code).to.equal('device.programNoAccess');
    expect((await k.anonymous().get(`/api/programs/${program}/device-plugins`)).status).to.equal(401);
    expect((await plain.get('/api/programs/999999/device-plugins')).status).to.equal(404);
  });

  it('takes a device\'s templates with it when the device is deleted', async () => {
    const d = await admin.post('/api/devices', { name: 'Short-lived CG', kind: 'CG', protocol: 'MOS' });
    const t = await admin.post(`/api/devices/${d.body.id}/story-templates`, { code: 'A', name: 'A' });
    expect((await admin.delete(`/api/devices/${d.body.id}`)).status).to.equal(204);
    expect((await admin.get(`/api/story-templates/${t.body.id}`)).status).to.equal(404);
    // a device of a program still refuses, and keeps its templates
    const linked = await admin.delete(`/api/devices/${cg}`);
    expect(linked.status).to.equal(422);
    expect(linked.body.code).to.equal('device.linkedToProgram');
    expect((await admin.get(`/api/devices/${cg}/story-templates`)).body.total).to.equal(3);
  });
});
