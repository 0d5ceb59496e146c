import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel, freePorts } from '@lauda/sdk/testing';
import type { MockMosDevice } from '@lauda/driver-mos/mock';
import devices from '../src/server/plugin.js';
import { FAST_MOS, simulatedMos, testDb, until } from './support/index.js';

const db = testDb();

describe(`devices plugin on ${db}`, function () {
  this.timeout(90_000);
  let k: TestKernel;
  let admin: TestClient;
  let mock: MockMosDevice;

  before(async () => {
    const mos = await simulatedMos({ mosId: 'playout.test', ncsId: 'LAUDA-T', heartbeatIntervalMs: 300 });
    mock = mos.mock;
    k = await startTestKernel({ plugins: ['admin', devices], db, config: { devices: { drivers: { mos: mos.driver } } } });
    admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_MEDIA_READ', 'ROLE_MEDIA_WRITE'], 'devadmin');
  });
  after(async () => {
    await k?.stop();
    await mock?.stop();
  });

  const mosDevice = (name: string, extra: Record<string, unknown> = {}) => ({
    name, kind: 'playout', protocol: 'mos', vendor: 'Test Vendor', mosId: 'playout.test', host: '127.0.0.1',
    lowerPort: mock.lowerPort, upperPort: mock.upperPort, options: FAST_MOS, ...extra,
  });

  it('lists the installed drivers with their options schema', async () => {
    const r = await admin.get('/api/devices/drivers');
    expect(r.status).to.equal(200);
    const mos = r.body.find((d: { id: string }) => d.id === 'mos');
    expect(mos).to.include({ protocol: 'MOS' });
    expect(mos.kinds).to.include.members(['PLAYOUT', 'CG', 'MAM', 'TP', 'CC']);
    expect(mos.options.required).to.deep.equal(['mosId', 'host']);
    expect(mos.capabilities).to.include('runningOrders');
  });

  it('refuses those without the admin roles', async () => {
    const nobody = await k.userWith([], 'nobody');
    expect((await nobody.get('/api/devices')).status).to.equal(403);
    const reader = await k.userWith(['ROLE_ADMIN_READ'], 'reader');
    expect((await reader.get('/api/devices')).status).to.equal(200);
    expect((await reader.post('/api/devices', mosDevice('x'))).status).to.equal(403);
  });

  let id: number;
  it('creates a MOS device that connects to the device at once', async () => {
    const r = await admin.post('/api/devices', mosDevice('Playout 1'));
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    expect(r.body).to.include({ name: 'Playout 1', kind: 'PLAYOUT', protocol: 'MOS', driver: 'mos', mosId: 'playout.test', revision: 1, enabled: true });
    id = r.body.id;
    const s = await until(() => admin.get(`/api/devices/${id}/status`), (x) => x.body?.connected === true);
    expect(s.body.detail).to.include({ mosId: 'playout.test', ncsId: 'LAUDA-T' });
    const list = await admin.get('/api/devices?kind=PLAYOUT');
    expect(list.body.total).to.equal(1);
    expect(list.body.data[0].status.connected).to.equal(true);
  });

  it('validates the record: field names in 400s, unique names', async () => {
    const bad = await admin.post('/api/devices', { ...mosDevice('Bad'), kind: 'TOASTER' });
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('kind');
    const dup = await admin.post('/api/devices', mosDevice('playout 1'));
    expect(dup.status).to.equal(409);
    expect(dup.body.code).to.equal('device.nameInUse');
    const badOpt = await admin.post('/api/devices', mosDevice('Bad options', { options: { retries: 'many' } }));
    expect(badOpt.status).to.equal(201);
    expect(badOpt.body.status.lastError).to.match(/retries/);
    expect((await admin.delete(`/api/devices/${badOpt.body.id}`)).status).to.equal(204);
  });

  it('takes only http(s) plug-in URLs and bounded options, storing nothing else', async () => {
    const count = async () => (await admin.get('/api/devices')).body.total as number;
    const before = await count();
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>', 'file:///etc/passwd', 'ftp://mam.example/plugin']) {
      const r = await admin.post('/api/devices', { ...mosDevice('Plugin ruim'), plugin: 'HTML', pluginUrl: url });
      expect(r.status, url).to.equal(400);
      expect(r.body.details.issues[0].field).to.equal('pluginUrl');
    }
    let deep: unknown = 1;
    for (let i = 0; i < 9; i++) deep = { a: deep };
    const opts = await admin.post('/api/devices', mosDevice('Opções fundas', { options: deep as Record<string, unknown> }));
    expect(opts.status).to.equal(400);
    expect(opts.body.details.issues[0].field).to.match(/^options(\.a)+$/);
    expect(await count()).to.equal(before);
    const ok = await admin.post('/api/devices', { ...mosDevice('Plugin bom'), plugin: 'HTML', pluginUrl: 'https://mam.example/plugin' });
    expect(ok.status).to.equal(201);
    expect((await admin.delete(`/api/devices/${ok.body.id}`)).status).to.equal(204);
  });

  it('keeps an incomplete record and says what a connection test lacks', async () => {
    const r = await admin.post('/api/devices', { name: 'CG without host', kind: 'CG', protocol: 'MOS', mosId: 'cg.test' });
    expect(r.status).to.equal(201);
    expect(r.body.status).to.include({ connected: false });
    expect(r.body.status.lastError).to.match(/not enough information.*host/);
    const t = await admin.post(`/api/devices/${r.body.id}/test`);
    expect(t.status).to.equal(422);
    expect(t.body.code).to.equal('device.notEnoughInformation');
    expect(t.body.details.missing).to.deep.equal(['host']);
    const unsaved = await admin.post('/api/devices/test', { protocol: 'MOS', host: '127.0.0.1' });
    expect(unsaved.status).to.equal(422);
    expect(unsaved.body.details.missing).to.deep.equal(['mosId']);
    expect((await admin.delete(`/api/devices/${r.body.id}`)).status).to.equal(204);
  });

  it('tests a connection: the device answers, or MOS communication failed', async () => {
    const ok = await admin.post(`/api/devices/${id}/test`);
    expect(ok.status).to.equal(200);
    expect(ok.body).to.include({ ok: true, code: 'device.testOk' });
    const [closed] = await freePorts(1);
    const fail = await admin.post('/api/devices/test', { protocol: 'MOS', mosId: 'x', host: '127.0.0.1', lowerPort: closed, upperPort: closed });
    expect(fail.status).to.equal(200);
    expect(fail.body).to.include({ ok: false, code: 'device.communicationFailed' });
  });

  it('shows and exports the MOS traffic log of a device', async () => {
    const act = await admin.post(`/api/devices/${id}/actions/reqMachInfo`, {});
    expect(act.status).to.equal(200);
    expect(act.body.result).to.include({ ID: 'playout.test' });
    const log = await admin.get(`/api/devices/${id}/mos-log`);
    expect(log.status).to.equal(200);
    const out = log.body.find((e: { messageType: string }) => e.messageType === 'reqMachInfo');
    expect(out).to.include({ direction: 'out', port: 'lower', ack: 'ACK' });
    expect(out.text).to.match(/^<mos><mosID>playout\.test<\/mosID><ncsID>LAUDA-T<\/ncsID>/);
    const file = await admin.raw('GET', `/api/devices/${id}/mos-log?download=true`);
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-disposition')).to.match(/attachment; filename="Playout_1-mos-log-.*\.json"/);
    expect((file.body as { entries: unknown[] }).entries.length).to.be.greaterThan(0);
  });

  it('syncs media once at a time', async () => {
    const first = await admin.post(`/api/devices/${id}/media/sync`);
    expect(first.status).to.equal(202);
    const second = await admin.post(`/api/devices/${id}/media/sync`);
    // the mock answers fast: either still running (409) or already done (202)
    expect([202, 409]).to.include(second.status);
    if (second.status === 409) expect(second.body.code).to.equal('device.syncInProgress');
    await until(() => admin.get(`/api/devices/${id}/media/sync`), (r) => r.body.syncing === false).catch(async (e) => {
      console.log('sync did not finish; mock connected to the NCS:', mock.connectedToNcs, JSON.stringify((await admin.get(`/api/devices/${id}/mos-log`)).body.map((x: any) => `${x.direction} ${x.port} ${x.messageType} ${x.ack} ${x.error ?? ''}`)));
      throw e;
    });
  });

  it('refuses to delete a device linked to a program, then deletes it once unlinked', async () => {
    const p = await admin.post('/api/programs', { name: 'Jornal da Noite', start: '22:00:00', end: '23:00:00' });
    expect(p.status, JSON.stringify(p.body)).to.equal(201);
    const linked = await admin.put(`/api/devices/${id}`, mosDevice('Playout 1', { programIds: [p.body.id], revision: 1 }));
    expect(linked.status, JSON.stringify(linked.body)).to.equal(200);
    expect(linked.body).to.include({ revision: 2 });
    expect(linked.body.programIds).to.deep.equal([p.body.id]);
    const stale = await admin.put(`/api/devices/${id}`, mosDevice('Playout 1', { revision: 1 }));
    expect(stale.status).to.equal(412);
    const unknown = await admin.put(`/api/devices/${id}`, mosDevice('Playout 1', { programIds: [99999], revision: 2 }));
    expect(unknown.status).to.equal(400);
    expect(unknown.body.details.issues[0].field).to.equal('programIds');

    const refused = await admin.delete(`/api/devices/${id}`);
    expect(refused.status).to.equal(422);
    expect(refused.body.code).to.equal('device.linkedToProgram');
    expect(refused.body.details.programIds).to.deep.equal([p.body.id]);

    // a program naming it as its playout device links it too
    expect((await admin.put(`/api/devices/${id}`, mosDevice('Playout 1', { programIds: [], revision: 2 }))).status).to.equal(200);
    const q = await admin.put(`/api/programs/${p.body.id}`, { name: 'Jornal da Noite', start: '22:00:00', end: '23:00:00', playoutDeviceId: id, version: p.body.version });
    expect(q.status, JSON.stringify(q.body)).to.equal(200);
    expect((await admin.delete(`/api/devices/${id}`)).status).to.equal(422);
    const cleared = await admin.put(`/api/programs/${p.body.id}`, { name: 'Jornal da Noite', start: '22:00:00', end: '23:00:00', playoutDeviceId: null, version: q.body.version });
    expect(cleared.status, JSON.stringify(cleared.body)).to.equal(200);

    expect((await admin.delete(`/api/devices/${id}`)).status).to.equal(204);
    expect((await admin.get(`/api/devices/${id}`)).status).to.equal(404);
  });

  it('gives the web shell the plugin of a device', async () => {
    const r = await admin.post('/api/devices', { name: 'MAM', kind: 'MAM', protocol: 'MOS', mosId: 'mam.test', host: '127.0.0.1', lowerPort: 1, upperPort: 1, plugin: 'html', pluginUrl: 'http://mam.example/plugin', enabled: false });
    expect(r.status).to.equal(201);
    expect(r.body.status).to.include({ connected: false, lastError: 'disabled' });
    const reporter = await k.userWith([], 'plain');
    const plug = await reporter.get(`/api/devices/${r.body.id}/plugin`);
    expect(plug.body).to.deep.equal({ id: r.body.id, name: 'MAM', kind: 'MAM', protocol: 'MOS', plugin: 'HTML', url: 'http://mam.example/plugin' });
  });
});
