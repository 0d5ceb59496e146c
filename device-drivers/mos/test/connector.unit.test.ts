import { expect } from 'chai';
import { sameContent, type RunningOrder } from '@lauda/sdk/device';
import { MockMosDevice } from '../src/mock/index.js';
import { freePorts } from './support/peer.js';
import { mosInstance, until, type Recorder } from './support/harness.js';
import { runningOrder, story } from './support/fixtures.js';
import type { MosDeviceInstance } from '../src/driver.js';

/** A Lauda MOS instance and a mock device that knows each other, both up. */
async function pair(options: Record<string, unknown> = {}, mockOptions: Partial<ConstructorParameters<typeof MockMosDevice>[0]> = {}) {
  const [nl, nu] = await freePorts(2);
  const mock = await new MockMosDevice({ mosId: 'mock.mos', ncsId: 'LAUDA', ncs: { host: '127.0.0.1', lowerPort: nl!, upperPort: nu! }, heartbeatIntervalMs: 300, ...mockOptions }).start();
  const { dev, rec } = mosInstance({ lowerPort: nl!, upperPort: nu! }, { mosId: 'mock.mos', lowerPort: mock.lowerPort, upperPort: mock.upperPort, ...options });
  await dev.connect();
  await rec.wait('setStatus', (s) => s.connected);
  await until(() => mock.connectedToNcs, 10_000, 'the mock device connecting to the NCS ports');
  return { mock, dev, rec, ncs: { lower: nl!, upper: nu! } };
}

const withoutText = (ro: RunningOrder): RunningOrder => ({ ...ro, stories: ro.stories.map(({ script: _s, presenter: _p, ...s }) => s) });

describe('MOS connector against the mock device', function () {
  this.timeout(60_000);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });
  const up = async (options?: Record<string, unknown>, mockOptions?: Record<string, unknown>) => {
    const p = await pair(options, mockOptions);
    cleanups.push(async () => {
      await p.dev.disconnect();
      await p.mock.stop();
    });
    return p;
  };

  it('connects both ways: heartbeats answered on both ports, the device heartbeats in', async () => {
    const { dev, mock } = await up();
    const s = dev.status();
    expect(s.connected).to.equal(true);
    expect(s.lastError).to.equal(null);
    await mock.waitFor((m) => m.type === 'heartbeat' && m.port === 'lower');
    await mock.waitFor((m) => m.type === 'heartbeat' && m.port === 'upper');
    await until(() => Object.keys((dev.status().detail as { lastHeartbeatFromDevice: object }).lastHeartbeatFromDevice).length === 2, 5000, 'device heartbeats');
    const info = (await dev.run('reqMachInfo', null)) as { deviceType: string; ID: string };
    expect(info).to.include({ deviceType: 'MOS', ID: 'mock.mos' });
  });

  for (const [name, options] of [
    ['roElementAction', {}],
    ['pre-2.8 roStory messages', { legacyStoryMessages: true }],
    ['one story per move', { singleStoryMove: true, legacyStoryMessages: true }],
  ] as const) {
    it(`keeps the device's running order equal to Lauda's through random edits (${name})`, async () => {
      const { dev, mock } = await up(options);
      let ro = runningOrder('RR', 8, 1, 'mock.mos');
      await dev.sendRunningOrder!(ro);
      let seed = 7;
      const rnd = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      for (let step = 0; step < 25; step++) {
        const next = structuredClone(ro);
        const s = next.stories;
        switch (rnd(5)) {
          case 0: s.splice(rnd(s.length + 1), 0, story(`N${step}`, rnd(3), 'mock.mos')); break;
          case 1: if (s.length > 2) s.splice(rnd(s.length), 1); break;
          case 2: { const [x] = s.splice(rnd(s.length), 1); s.splice(rnd(s.length + 1), 0, x!); break; }
          case 3: if (s.length) s[rnd(s.length)]!.slug = `edited ${step}`; break;
          case 4: { const a = rnd(s.length); const b = rnd(s.length); [s[a], s[b]] = [s[b]!, s[a]!]; next.slug = `slug ${step}`; break; }
        }
        ro = next;
        await dev.updateRunningOrder!(ro);
      }
      await dev.whenIdle!(20_000);
      expect(sameContent(mock.runningOrders.get('RR'), withoutText(ro)), `device: ${mock.runningOrders.get('RR')?.stories.map((x) => x.id)} lauda: ${ro.stories.map((x) => x.id)}`).to.equal(true);
      const types = new Set(mock.messages().map((m) => m.type));
      if (name === 'roElementAction') expect([...types]).to.include.members(['roCreate', 'roElementAction']);
      else expect([...types].some((t) => t.startsWith('roStory'))).to.equal(true);
      if ('singleStoryMove' in options) {
        for (const m of mock.messages('roStoryMove', 'roStoryMoveMultiple')) expect(m.type).to.equal('roStoryMove');
      }
      expect(dev.status().detail).to.include({ queued: 0 });
    });
  }

  it('sends again an unanswered message, with the same messageID, until the device answers', async () => {
    const { dev, mock, rec } = await up({ ackTimeoutMs: 300, retries: 5 });
    mock.ignore.add('roCreate');
    await dev.sendRunningOrder!(runningOrder('RT', 1, 1, 'mock.mos'));
    await until(() => mock.messages('roCreate').length >= 2, 5000, 'a second roCreate');
    mock.ignore.delete('roCreate');
    const d = await rec.wait('delivery', (x) => x.messageType === 'roCreate');
    expect(d.outcome).to.equal('ACK');
    const sent = mock.messages('roCreate');
    expect(new Set(sent.map((m) => m.messageId)).size).to.equal(1);
    const entry = dev.trafficLog!().find((e) => e.messageType === 'roCreate')!;
    expect(entry.attempts).to.be.greaterThanOrEqual(3);
    expect(entry.ack).to.equal('ACK');
  });

  it('gives a message up after maxAttempts and goes on with the next', async () => {
    const { dev, mock, rec } = await up({ ackTimeoutMs: 150, retries: 2, maxAttempts: 3 });
    mock.ignore.add('roReadyToAir');
    await dev.sendRunningOrder!(runningOrder('RD', 1, 0, 'mock.mos'));
    await dev.readyToAir!('RD', true);
    await dev.deleteRunningOrder!('RD');
    const dropped = await rec.wait('delivery', (x) => x.messageType === 'roReadyToAir');
    expect(dropped.outcome).to.equal('DROPPED');
    expect((await rec.wait('delivery', (x) => x.messageType === 'roDelete')).outcome).to.equal('ACK');
    expect(mock.runningOrders.has('RD')).to.equal(false);
  });

  it('reports a refusal and replaces the whole running order at the next update', async () => {
    const { dev, mock, rec } = await up();
    const ro = runningOrder('RN', 3, 1, 'mock.mos');
    await dev.sendRunningOrder!(ro);
    mock.refuse.add('roElementAction');
    const next = { ...ro, stories: ro.stories.slice(1) };
    await dev.updateRunningOrder!(next);
    const nack = await rec.wait('delivery', (x) => x.outcome === 'NACK');
    expect(nack).to.include({ messageType: 'roElementAction', roId: 'RN' });
    expect(dev.status().lastError).to.equal(null); // connected: the refusal is reported, not a broken link
    mock.refuse.delete('roElementAction');
    await dev.updateRunningOrder!(next);
    await dev.whenIdle!();
    expect(mock.messages('roReplace')).to.have.length(1);
    expect(sameContent(mock.runningOrders.get('RN'), withoutText(next))).to.equal(true);
  });

  it('sends PLAY, STOP and BLANK as roElementStat, and no STOP with the playOnly quirk', async () => {
    const { dev, mock } = await up();
    const ro = runningOrder('RA', 2, 1, 'mock.mos');
    await dev.sendRunningOrder!(ro);
    await dev.runMosAction!('PLAY', { roId: 'RA', storyId: 'RAS1' });
    await dev.runMosAction!('STOP', { roId: 'RA', storyId: 'RAS1', itemId: 'RAS1-I0' });
    await dev.runMosAction!('BLANK', { roId: 'RA', storyId: 'RAS2' });
    await dev.whenIdle!();
    const stats = mock.messages('roElementStat').map((m) => `${m.body.attrs.element}:${m.body.children.map((c) => (typeof c === 'object' && 'name' in c ? `${c.name}=${c.children.join('')}` : '')).filter((x) => /^(storyID|itemID|objID|status)=/.test(x)).join(',')}`);
    expect(stats).to.deep.equal([
      'STORY:storyID=RAS1,status=PLAY',
      'ITEM:storyID=RAS1,itemID=RAS1-I0,objID=OBJ-RAS1-0,status=STOP',
      'STORY:storyID=RAS2,status=BLANK',
    ]);

    const quirky = await up({ playOnly: true });
    await quirky.dev.sendRunningOrder!(ro);
    await quirky.dev.runMosAction!('STOP', { roId: 'RA', storyId: 'RAS1' });
    await quirky.dev.runMosAction!('PLAY', { roId: 'RA', storyId: 'RAS2' });
    await quirky.dev.whenIdle!();
    expect(quirky.mock.messages('roElementStat').map((m) => m.body.children.length && m.body.attrs.element)).to.have.length(1);
  });

  it('sends story bodies (roStorySend) after roCreate and on text changes when asked to', async () => {
    const { dev, mock } = await up({ sendStoryBodies: true });
    const ro = runningOrder('RB', 2, 1, 'mock.mos');
    await dev.sendRunningOrder!(ro);
    await dev.whenIdle!();
    expect(mock.messages('roStorySend')).to.have.length(2);
    const next = structuredClone(ro);
    next.stories[1]!.script = 'Texto novo.';
    await dev.updateRunningOrder!(next);
    await dev.whenIdle!();
    expect(mock.messages('roStorySend')).to.have.length(3);
    expect(mock.messages('roElementAction')).to.have.length(0); // only the text changed
    expect(mock.storyBodies.get('RBS2')!.paragraphs).to.deep.equal([{ text: 'Texto novo.', instruction: false }]);
  });

  it('takes media from the device: mosReqAll, mosObj, mosReqObj', async () => {
    const objects = [
      { objId: 'M1', mosId: 'mock.mos', slug: 'Clip one', type: 'VIDEO', duration: 500, timeBase: 25 },
      { objId: 'T1', mosId: 'mock.mos', slug: 'Lower third', type: 'CG' },
    ];
    const { dev, mock, rec } = await up({}, { objects });
    await dev.requestMedia!();
    const all = await rec.wait('media', (m) => m.complete);
    expect(all.objects.map((o) => o.objId)).to.deep.equal(['M1', 'T1']);
    expect((await rec.wait('templates')).templates).to.deep.equal([{ code: 'T1', name: 'Lower third', fields: [] }]);
    await mock.sendObject({ objId: 'M2', mosId: 'mock.mos', slug: 'Clip two' });
    await rec.wait('media', (m) => m.objects.some((o) => o.objId === 'M2'));
    expect((await dev.searchMedia!({ text: 'clip', page: 0, size: 10 })).data.map((o) => o.objId)).to.deep.equal(['M1', 'M2']);
    expect(await dev.listTemplates!()).to.deep.equal([{ code: 'T1', name: 'Lower third', fields: [] }]);
    const one = (await dev.run('mosReqObj', { objId: 'M1' })) as { slug: string };
    expect(one.slug).to.equal('Clip one');
  });

  it('answers roReq and roReqAll from the device with what Lauda sent it', async () => {
    const { dev, mock } = await up();
    const ro = runningOrder('RQ', 2, 1, 'mock.mos');
    await dev.sendRunningOrder!(ro);
    await dev.whenIdle!();
    const { el } = await import('../src/protocol/xml.js');
    const list = await mock.send('upper', el('roReq', null, el('roID', null, 'RQ')));
    expect(list.type).to.equal('roList');
    const all = await mock.send('upper', el('roReqAll', null));
    expect(all.type).to.equal('roListAll');
    const unknown = await mock.send('upper', el('roReq', null, el('roID', null, 'nope')));
    expect(unknown.type).to.equal('roAck');
  });

  it('logs heartbeats only when asked to', async () => {
    const quiet = await up();
    await until(() => quiet.mock.messages('heartbeat').length >= 4, 5000, 'heartbeats');
    expect(quiet.dev.trafficLog!().filter((e) => e.messageType === 'heartbeat')).to.have.length(0);
    await quiet.dev.disconnect();
    await quiet.mock.stop();
    const chatty = await up({ logHeartbeats: true });
    await until(() => chatty.dev.trafficLog!().filter((e) => e.messageType === 'heartbeat' && e.direction === 'in').length >= 3, 5000, 'heartbeats in the log');
    expect(chatty.dev.trafficLog!().some((e) => e.messageType === 'heartbeat' && e.direction === 'out' && e.ack === 'ACK')).to.equal(true);
  });

  it('keeps the traffic log bounded', async () => {
    const { dev } = await up({ trafficLogSize: 10 });
    for (let i = 0; i < 12; i++) await dev.readyToAir!('R', i % 2 === 0);
    await dev.whenIdle!();
    const log = dev.trafficLog!();
    expect(log).to.have.length(10);
    expect(log[log.length - 1]!.seq).to.be.greaterThan(20);
    expect(dev.trafficLog!({ limit: 3 })).to.have.length(3);
  });

  it('answers a connection test, and says what is missing', async () => {
    const { mock } = await up();
    const { testMosConnection } = await import('../src/driver.js');
    expect(await testMosConnection({ host: '127.0.0.1' }, {}, {})).to.include({ ok: false, code: 'device.notEnoughInformation' });
    expect(await testMosConnection({ mosId: 'mock.mos', host: '127.0.0.1', lowerPort: mock.lowerPort, upperPort: mock.upperPort }, {}, {})).to.include({ ok: true });
    const [closed] = await freePorts(1);
    const fail = await testMosConnection({ mosId: 'mock.mos', host: '127.0.0.1', lowerPort: closed, upperPort: closed }, {}, {}, 1000);
    expect(fail).to.include({ ok: false, code: 'device.communicationFailed' });
  });

  it('gives up a request to a device that is away, without holding up what follows', async () => {
    const [nl, nu, ml, mu] = await freePorts(4);
    const { dev } = mosInstance({ lowerPort: nl!, upperPort: nu! }, { mosId: 'away.mos', lowerPort: ml!, upperPort: mu!, ackTimeoutMs: 100, retries: 1 });
    cleanups.push(() => dev.disconnect());
    await dev.connect();
    const t0 = Date.now();
    let err: Error | null = null;
    await dev.run('reqMachInfo', null).catch((e: Error) => (err = e));
    expect(err).to.match(/no answer within/);
    expect(Date.now() - t0).to.be.lessThan(15_000);
    expect(dev.status().detail).to.include({ queued: 0 });
  });

  it('refuses a second device with the same MOS id on the same NCS ports', async () => {
    const { ncs } = await up();
    const { dev: twin } = mosInstance({ lowerPort: ncs.lower, upperPort: ncs.upper }, { mosId: 'mock.mos', lowerPort: 1, upperPort: 1 });
    let refused: Error | null = null;
    await twin.connect().catch((e: Error) => (refused = e));
    expect(refused).to.match(/already connected/);
    await twin.disconnect();
  });

  it('reports a device that never answers as disconnected and reconnects when it does', async () => {
    const [nl, nu, ml, mu] = await freePorts(4);
    const { dev, rec } = mosInstance({ lowerPort: nl!, upperPort: nu! }, { mosId: 'late.mos', lowerPort: ml!, upperPort: mu! });
    cleanups.push(() => dev.disconnect());
    await dev.connect();
    expect(dev.status().connected).to.equal(false);
    await dev.sendRunningOrder!(runningOrder('RL', 2, 1, 'late.mos'));
    const mock = await new MockMosDevice({ mosId: 'late.mos', ncsId: 'LAUDA', lowerPort: ml, upperPort: mu }).start();
    cleanups.push(() => mock.stop());
    await rec.wait('setStatus', (s) => s.connected);
    await mock.waitFor((m) => m.type === 'roCreate');
    expect(mock.runningOrders.get('RL')!.stories).to.have.length(2);
  });
});

export type { Recorder, MosDeviceInstance };
