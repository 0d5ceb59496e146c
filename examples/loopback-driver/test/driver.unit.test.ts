import { expect } from 'chai';
import type { DeviceEventName, DeviceEvents, DeviceStatus, RunningOrder } from '@lauda/sdk/device';
import driver from '../src/driver.js';
import { LoopbackDevice } from '../src/mock.js';

/** What the kernel gives an instance, recording what the driver reports. */
function fakeContext() {
  const statuses: Omit<DeviceStatus, 'since'>[] = [];
  const events: { event: DeviceEventName; payload: unknown }[] = [];
  return {
    statuses,
    events,
    ctx: {
      deviceId: 1,
      name: 'test',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      setStatus: (s: Omit<DeviceStatus, 'since'>) => statuses.push(s),
      emit: <E extends DeviceEventName>(event: E, payload: DeviceEvents[E]) => events.push({ event, payload }),
      settings: {},
      env: {},
    },
  };
}

const ro = (ids: string[]): RunningOrder => ({ id: 'RO', slug: 'Show', stories: ids.map((id) => ({ id, slug: id, items: [] })) });

describe('loopback driver: the driver contract', () => {
  it('declares itself as the kernel expects', () => {
    expect(driver).to.include({ id: 'loopback', protocol: 'WS', sdk: '^0.1.0' });
    expect(driver.options.required).to.deep.equal(['deviceName']);
  });

  it('connects, follows a running order through edits, and reports statuses back', async () => {
    const { ctx, statuses, events } = fakeContext();
    const dev = driver.create(ctx, { deviceName: 'unit' });
    await dev.connect();
    expect(dev.status().connected).to.equal(true);
    await dev.sendRunningOrder!(ro(['a', 'b', 'c']));
    await dev.updateRunningOrder!(ro(['c', 'a', 'x']));
    const device = LoopbackDevice.named('unit');
    expect(device.runningOrders.get('RO')!.stories.map((s) => s.id)).to.deep.equal(['c', 'a', 'x']);
    await dev.runMosAction!('PLAY', { roId: 'RO', storyId: 'c' });
    await new Promise((r) => setImmediate(r));
    expect(events).to.deep.include({ event: 'elementStatus', payload: events.find((e) => e.event === 'elementStatus')!.payload });
    expect(events.find((e) => e.event === 'elementStatus')!.payload).to.include({ element: 'STORY', storyId: 'c', status: 'PLAY' });
    expect(await dev.run('ping', null)).to.equal('pong');
    expect(await dev.listTemplates!()).to.deep.equal([{ code: 'LT1', name: 'Lower third', fields: [] }]);

    device.online = false;
    await dev.deleteRunningOrder!('RO').catch(() => undefined);
    expect(dev.status()).to.include({ connected: false, lastError: 'loopback device unit is offline' });
    device.online = true;
    await dev.deleteRunningOrder!('RO');
    expect(dev.status().connected).to.equal(true);
    expect(statuses.map((s) => s.connected)).to.deep.equal([true, false, true]);
    // what was sent, with its answer, for the traffic log in admin
    expect(dev.trafficLog!().map((e) => `${e.messageType}:${e.ack}`)).to.deep.equal(['create:ACK', 'edit:ACK', 'PLAY:ACK', 'delete:ERROR', 'delete:ACK']);
    expect(dev.trafficLog!().find((e) => e.ack === 'ERROR')!.error).to.equal('loopback device unit is offline');
    expect(JSON.parse(dev.trafficLog!({ limit: 1 })[0]!.text)).to.deep.equal({ roId: 'RO' });
    await dev.disconnect();
  });

  it('tests a connection and says what is missing', async () => {
    expect(await driver.testConnection!({}, { settings: {}, env: {} })).to.include({ ok: false, code: 'device.notEnoughInformation' });
    expect(await driver.testConnection!({ deviceName: 'unit' }, { settings: {}, env: {} })).to.include({ ok: true });
  });
});
