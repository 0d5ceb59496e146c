/**
 * The device registry end to end with the example driver: the kernel finds the installed driver
 * package by itself, the devices plugin starts an instance per record, and status changes and
 * item statuses reach the live topic `devices`.
 */
import { expect } from 'chai';
import WebSocket from 'ws';
import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { defineDeviceDriver, type DeviceContext } from '@lauda/sdk/device';
import { LoopbackDevice } from '../src/mock.js';

const db = process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite';

async function subscribe(url: string, cookie: string | null, destination: string): Promise<{ messages: IMessage[]; client: Client }> {
  const messages: IMessage[] = [];
  const client = new Client({
    webSocketFactory: () => new WebSocket(url.replace(/^http/, 'ws') + '/ws', ['v12.stomp', 'v11.stomp', 'v10.stomp'], { headers: cookie ? { cookie } : {} }) as unknown as IStompSocket,
    reconnectDelay: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onWebSocketClose = () => reject(new Error('socket closed'));
    client.activate();
  });
  await new Promise<void>((resolve) => {
    client.watchForReceipt('sub-1', () => resolve());
    client.subscribe(destination, (m) => messages.push(m), { receipt: 'sub-1' });
  });
  return { messages, client };
}

async function until(test: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`device registry with the loopback driver on ${db}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let admin: TestClient;
  before(async () => {
    k = await startTestKernel({ plugins: ['admin', 'devices'], db });
    admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'root1');
  });
  after(async () => k?.stop());

  it('finds the installed driver package without any kernel change', async () => {
    const r = await admin.get('/api/devices/drivers');
    const lb = r.body.find((d: { id: string }) => d.id === 'loopback');
    expect(lb).to.include({ protocol: 'WS', source: '@lauda/driver-loopback', title: 'Loopback (simulated device)' });
    expect(lb.kinds).to.deep.equal(['CG', 'PLAYOUT']);
  });

  it('runs a device, publishes its status and item statuses live, and stops it when deleted', async () => {
    const live = await subscribe(k.url, admin.cookie, '/topic/devices');
    try {
      const r = await admin.post('/api/devices', { name: 'Loop CG', kind: 'CG', protocol: 'WS', driver: 'loopback', options: { deviceName: 'registry-test' } });
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      expect(r.body.status).to.include({ connected: true });
      const id = r.body.id;
      const bodies = () => live.messages.map((m) => JSON.parse(m.body));
      await until(() => bodies().some((b) => b.data.event === 'status' && b.data.connected === true));
      expect(bodies().find((b) => b.data.event === 'status')).to.include({ op: 'UPDATE', topic: 'devices', id });
      await until(() => bodies().some((b) => b.data.event === 'record' && b.op === 'CREATE'));

      // PLAY through the driver: the simulated device reports the status back, live
      const device = LoopbackDevice.named('registry-test');
      const play = await admin.post(`/api/devices/${id}/actions/ping`, {});
      expect(play.body.result).to.equal('pong');
      device.action('PLAY', { roId: 'R', storyId: 'S1' });
      await until(() => bodies().some((b) => b.data.event === 'elementStatus'));
      expect(bodies().find((b) => b.data.event === 'elementStatus').data).to.include({ deviceId: id, roId: 'R', storyId: 'S1', status: 'PLAY', element: 'STORY' });

      expect((await admin.delete(`/api/devices/${id}`)).status).to.equal(204);
      await until(() => bodies().some((b) => b.op === 'DELETE'));
      expect(device.onStatus).to.equal(null);
    } finally {
      await live.client.deactivate();
    }
  });

  it('takes drivers from the config: given in code, switched off, with their settings', async () => {
    const seen: DeviceContext['settings'][] = [];
    const acme = defineDeviceDriver<{ host: string }>({
      id: 'acme-cg', sdk: '^0.1.0', kind: 'CG', protocol: 'II', actions: [],
      options: { type: 'object', properties: { host: { type: 'string' }, port: { type: 'integer', default: 5000 } }, required: ['host'] },
      create(ctx, options) {
        seen.push({ ...ctx.settings, options });
        return { connect: async () => ctx.setStatus({ connected: true, lastError: null }), disconnect: async () => {}, status: () => ({ connected: true, lastError: null, since: new Date().toISOString() }), run: async () => null };
      },
    });
    const k2 = await startTestKernel({
      plugins: ['admin', 'devices'],
      db,
      config: { devices: { definitions: [acme], drivers: { loopback: { enabled: false }, 'acme-cg': { settings: { site: 'studio B' } } } } },
    });
    try {
      const c = await k2.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'root2');
      const ids = (await c.get('/api/devices/drivers')).body.map((d: { id: string }) => d.id);
      expect(ids).to.include.members(['acme-cg', 'mos']);
      expect(ids).not.to.include('loopback');
      const r = await c.post('/api/devices', { name: 'Chyron', kind: 'CG', protocol: 'II', host: 'cg.local' });
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      expect(r.body).to.include({ driver: 'acme-cg' });
      expect(r.body.status).to.include({ connected: true });
      expect(seen).to.deep.equal([{ site: 'studio B', options: { host: 'cg.local', port: 5000 } }]);
    } finally {
      await k2.stop();
    }
  });
});
