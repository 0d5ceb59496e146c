/**
 * The II driver in a real kernel with the devices plugin: the kernel finds the package by itself,
 * a device record's host and lower port point the driver at the simulator, the status becomes
 * connected, the templates route lists the simulator's templates and credits reach the device.
 */
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { IiSimulator } from '../src/simulator.js';

const db = process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite';

async function until<T>(get: () => Promise<T>, test: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await get();
    if (test(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`II driver in the device registry on ${db}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let admin: TestClient;
  let sim: IiSimulator;
  before(async () => {
    sim = await new IiSimulator({ charset: 'utf-8' }).start();
    k = await startTestKernel({ plugins: ['admin', 'devices'], db });
    admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_MEDIA_READ'], 'cgadmin');
  });
  after(async () => {
    await k?.stop();
    await sim?.stop();
  });

  it('is found among the installed drivers', async () => {
    const r = await admin.get('/api/devices/drivers');
    const ii = r.body.find((d: { id: string }) => d.id === 'ii');
    expect(ii).to.include({ protocol: 'II', source: '@lauda/driver-ii', title: 'Chyron Intelligent Interface (TCP)' });
    expect(ii.kinds).to.deep.equal(['CG']);
    expect(ii.capabilities).to.deep.equal(['templates', 'credits', 'trafficLog']);
    expect(ii.options.properties.lowerPort).to.include({ default: 23 });
  });

  it('runs a record pointing at the simulator: connected, templates listed, credits on air, traffic logged', async () => {
    const r = await admin.post('/api/devices', {
      name: 'Lyric studio A', kind: 'CG', protocol: 'II', vendor: 'Chyron', host: '127.0.0.1', lowerPort: sim.port,
      options: { charsetOutput: 'UTF-8', replyTimeoutMs: 1000, reconnectDelayMs: 100, reconnectMaxDelayMs: 500 },
    });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    expect(r.body).to.include({ driver: 'ii', host: '127.0.0.1', lowerPort: sim.port });
    const id = r.body.id;

    const status = await until(() => admin.get(`/api/devices/${id}/status`), (s) => s.body?.connected === true);
    expect(status.body.detail).to.include({ host: '127.0.0.1', port: sim.port, charsetOutput: 'utf-8', templateSource: 'device' });

    const t = await admin.get(`/api/devices/${id}/templates`);
    expect(t.status, JSON.stringify(t.body)).to.equal(200);
    expect(t.body.map((x: { code: string }) => x.code)).to.deep.equal([...sim.templates.keys()]);
    expect(t.body[0]).to.deep.equal({ code: '1001', name: 'Lower third: name and role', fields: [{ number: 1, name: 'Name', size: 32 }, { number: 2, name: 'Role', size: 40 }] });

    const sent = await admin.post(`/api/devices/${id}/actions/sendCredits`, { credits: [{ templateCode: '1001', fields: [{ name: 'Name', value: 'João Araújo' }, { name: 'Role', value: 'Repórter' }] }] });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    await until(async () => sim.onAir.get(1), (v) => !!v);
    expect(sim.onAir.get(1)).to.deep.include({ template: '1001', values: ['João Araújo', 'Repórter'] });

    const refused = await admin.post(`/api/devices/${id}/actions/sendCredits`, { credits: [{ templateCode: '9999', fields: [] }] });
    expect(refused.status).to.equal(422);
    expect(refused.body.message).to.match(/Template "9999" is not on the CG device Lyric studio A/);

    const log = await admin.get(`/api/devices/${id}/mos-log`);
    expect(log.status).to.equal(200);
    expect(log.body.filter((e: { direction: string }) => e.direction === 'out').map((e: { text: string }) => e.text)).to.include.members(['Z\\T\\\\', 'V\\5\\3\\1\\1\\9000\\1\\\\']);

    expect((await admin.delete(`/api/devices/${id}`)).status).to.equal(204);
    await until(async () => sim.clients, (n) => n === 0);
  });

  it('keeps a record it cannot reach, disconnected with the reason, and tests fields without enough information', async () => {
    const r = await admin.post('/api/devices', { name: 'Lyric nowhere', kind: 'CG', protocol: 'II', host: '127.0.0.1', lowerPort: 1, options: { connectTimeoutMs: 500, reconnectDelayMs: 100 } });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    const s = await until(() => admin.get(`/api/devices/${r.body.id}/status`), (x) => /ECONNREFUSED/.test(x.body?.lastError ?? ''));
    expect(s.body.connected).to.equal(false);
    const test = await admin.post('/api/devices/test', { kind: 'CG', protocol: 'II' });
    expect(test.status).to.equal(422);
    expect(test.body).to.deep.include({ code: 'device.notEnoughInformation' });
    expect(test.body.details.missing).to.deep.equal(['host', 'lowerPort']);
    const bad = await admin.post('/api/devices/test', { kind: 'CG', protocol: 'II', host: '127.0.0.1', lowerPort: 1 });
    expect(bad.status).to.equal(200);
    expect(bad.body).to.include({ ok: false, code: 'device.communicationFailed' });
  });
});
