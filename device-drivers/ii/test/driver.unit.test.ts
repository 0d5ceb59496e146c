import { expect } from 'chai';
import net from 'node:net';
import { LaudaError, validateOptions } from '@lauda/sdk/device';
import driver, { createIiInstance, iiOptionsSchema, testIiConnection, type IiDeviceOptions } from '../src/driver.js';
import { IiSimulator } from '../src/simulator.js';
import { FAST, pair, Recorder, until } from './support/harness.js';

describe('II driver against the simulator', function () {
  this.timeout(30_000);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });
  const up = async (...args: Parameters<typeof pair>) => {
    const p = await pair(...args);
    cleanups.push(p.stop);
    await p.dev.connect();
    await p.rec.wait('setStatus', (s) => s.connected);
    return p;
  };

  it('declares itself: CG over II, port 23 by default, the record\'s host and lowerPort', () => {
    expect(driver).to.include({ id: 'ii', kind: 'CG', protocol: 'II' });
    expect(driver.capabilities).to.deep.equal(['templates', 'credits', 'trafficLog']);
    expect(driver.actions.map((a) => a.name)).to.include.members(['listTemplates', 'readTemplate', 'take', 'clear']);
    const v = validateOptions(iiOptionsSchema, { host: 'cg1.local' });
    expect(v.ok && v.options).to.include({ host: 'cg1.local', lowerPort: 23, charsetOutput: 'latin1', fillMode: 'write' });
  });

  it('connects, reports connected with its detail, and the template list from the device', async () => {
    const { dev, rec, sim } = await up();
    const s = dev.status();
    expect(s).to.include({ connected: true, lastError: null });
    expect(s.detail).to.include({ host: '127.0.0.1', port: sim.port, templateSource: 'device', templates: 4, banner: 'Welcome to the Lauda Intelligent Interface simulator (Chyron II)' });
    const ev = await rec.wait('templates');
    expect(ev.templates.map((t) => t.code)).to.deep.equal(['1001', '1002', '1003', '1004']);
    const list = await dev.listTemplates();
    expect(list[0]).to.deep.equal({ code: '1001', name: 'Lower third: name and role', fields: [{ number: 1, name: 'Name', size: 32 }, { number: 2, name: 'Role', size: 40 }] });
    expect(await dev.run('readTemplate', { templateCode: '1002' })).to.deep.equal({ code: '1002', name: 'Location', fields: [{ number: 1, name: 'Place', size: 24 }] });
    await expectReject(dev.run('readTemplate', { templateCode: '999' }), /refused Z\\F\\999\\\\: 412C/);
  });

  it('fills each credit\'s template fields (cut to size) and takes them in order', async () => {
    const { dev, sim } = await up();
    await dev.sendCredits([
      { templateCode: '1001', fields: [{ name: 'Role', value: 'Correspondent in São Paulo\\Brasília' }, { name: 'Name', value: 'Maria da Conceição Aparecida dos Santos' }] },
      { templateCode: '1002', fields: [{ name: 'Place', value: 'Ribeirão Preto' }] },
    ]);
    await dev.whenIdle(5000);
    const cmds = sim.received.filter((c) => c.letter !== 'Z').map((c) => c.text);
    expect(cmds).to.deep.equal([
      'W\\9000\\1001\\Maria da Conceição Aparecida dos\\Correspondent in São Paulo/Brasília\\\\',
      'V\\5\\3\\1\\1\\9000\\1\\\\',
      'W\\9001\\1002\\Ribeirão Preto\\\\',
      'V\\5\\3\\1\\1\\9001\\1\\\\',
    ]);
    expect(sim.messages.get('9000')!.values[0]).to.have.length(32);
    expect(sim.onAir.get(1)).to.deep.equal({ page: '9001', template: '1002', values: ['Ribeirão Preto'] });
    expect(dev.status().detail).to.deep.include({ onAir: { templateCode: '1002', page: 9001, at: (dev.status().detail as { onAir: { at: string } }).onAir.at } });
  });

  it('takes and clears by action; prepares credits for the take when takeOnSend is off', async () => {
    const { dev, sim } = await up({ takeOnSend: false, pageRangeStart: 500, pageRangeSize: 2 });
    await dev.sendCredits([
      { templateCode: '1002', fields: [{ name: 'Place', value: 'Recife' }] },
      { templateCode: '1002', fields: [{ name: 'Place', value: 'Olinda' }] },
      { templateCode: '1002', fields: [{ name: 'Place', value: 'Natal' }] },
    ]);
    await dev.whenIdle(5000);
    expect(sim.onAir.size).to.equal(0);
    // the page range wraps: the third credit reuses page 500
    expect([...sim.messages.keys()]).to.deep.equal(['500', '501']);
    expect(await dev.run('take', {})).to.deep.equal({ page: 500, templateCode: '1002', prepared: 2 });
    expect(sim.onAir.get(1)?.values).to.deep.equal(['Natal']);
    expect(await dev.run('take', {})).to.include({ page: 501 });
    expect(sim.onAir.get(1)?.values).to.deep.equal(['Olinda']);
    expect(await dev.run('cue', { page: 500 })).to.deep.equal({ page: 500, templateCode: null });
    expect(sim.preview.get(1)?.page).to.equal('500');
    expect(await dev.run('clear', {})).to.deep.equal({ cleared: true });
    expect(sim.onAir.size).to.equal(0);
    expect(sim.received.at(-1)!.keys).to.deep.equal([0xfe]);
    await dev.run('take', {});
    await expectReject(dev.run('take', {}), /nothing prepared to take/);
    await expectReject(dev.run('take', { page: 4242 }), /refused V\\5\\3\\1\\1\\4242\\1\\\\: 412C the message \(template\) does not exist/);
    await expectReject(dev.run('launch', {}), /no action "launch"/);
    expect(await dev.run('macro', { script: 'Lyric.Play' })).to.deep.equal({ done: true });
    expect(sim.macros).to.deep.equal(['Lyric.Play']);
  });

  it('refuses an unknown template or field with a clear error, sending nothing of the list', async () => {
    const { dev, sim } = await up();
    const before = sim.received.length;
    const err = await expectReject(dev.sendCredits([
      { templateCode: '1001', fields: [{ name: 'Name', value: 'Ana' }] },
      { templateCode: '7777', templateName: 'Weather map', fields: [] },
    ]), /Template "7777" \(Weather map\) is not on the CG device Test CG; it has 1001, 1002, 1003, 1004/);
    expect(err).to.be.instanceOf(LaudaError);
    expect((err as LaudaError).status).to.equal(422);
    expect((err as LaudaError).code).to.equal('device.unknownTemplate');
    await expectReject(dev.sendCredits([{ templateCode: '1002', fields: [{ name: 'City', value: 'x' }] }]), /Template 1002 \(Location\) has no field "City"; its fields are 1 Place/);
    await new Promise((r) => setTimeout(r, 100));
    expect(sim.received.length).to.equal(before);
  });

  it('reports a fill the device refuses as a NACK, and does not take the page', async () => {
    const { dev, rec, sim } = await up();
    // the page held an older credit: taking it after a refused fill would air the wrong text
    await dev.run('take', { page: 1001 });
    sim.messages.set('9000', { template: '1002', values: ['Yesterday\'s place'], writtenAt: '' });
    sim.onAir.clear();
    sim.inject({ kind: 'error', code: '4130' }, 1, (c) => c.letter === 'W');
    await dev.sendCredits([
      { templateCode: '1003', fields: [{ name: 'Headline', value: 'Too long for this CG' }] },
      { templateCode: '1002', fields: [{ name: 'Place', value: 'Vitória' }] },
    ]);
    await dev.whenIdle(5000);
    const nack = await rec.wait('delivery', (d) => d.outcome === 'NACK');
    expect(nack).to.include({ messageType: 'W write', detail: '4130: a field holds too much data' });
    expect(rec.of('delivery').map((d) => `${d.messageType} ${d.outcome}`).slice(-4)).to.deep.equal(['W write NACK', 'V read DROPPED', 'W write ACK', 'V read ACK']);
    expect(sim.received.filter((c) => c.text === 'V\\5\\3\\1\\1\\9000\\1\\\\')).to.have.length(0);
    expect(sim.onAir.get(1)?.values).to.deep.equal(['Vitória']);
    expect((dev.status().detail as { lastRefusal: string }).lastRefusal).to.match(/W write #\d+ refused: 4130/);
    const log = dev.trafficLog!();
    expect(log.find((e) => e.direction === 'out' && e.messageType === 'W write')).to.include({ ack: 'NACK', error: '4130: a field holds too much data' });
    expect(log.find((e) => e.direction === 'in' && e.text === '4130')).to.include({ messageType: 'error' });
  });

  it('keeps a traffic log: out and in, time, answer, attempts', async () => {
    const { dev } = await up();
    await dev.run('clear', {});
    const log = dev.trafficLog!();
    const out = log.filter((e) => e.direction === 'out');
    expect(out.map((e) => e.text)).to.deep.equal(['Z\\T\\\\', 'Y\\<FE>\\\\']);
    expect(out[1]).to.include({ port: 'ii', messageType: 'Y keys', ack: 'ACK', attempts: 1, bytes: 7 });
    expect(Date.parse(out[1]!.ackAt!)).to.be.at.least(Date.parse(out[1]!.at));
    const answer = log.find((e) => e.direction === 'in' && e.messageId === out[1]!.messageId);
    expect(answer).to.include({ messageType: 'ok', text: '*' });
    expect(dev.trafficLog!({ limit: 1 })).to.have.length(1);
    expect(dev.trafficLog!({ afterSeq: out[1]!.seq }).map((e) => e.text)).to.deep.equal(['*']);
  });

  it('reconnects when the device stops and starts again; what was queued meanwhile goes through in order', async () => {
    const { dev, rec, sim } = await up();
    await sim.stop();
    await rec.wait('setStatus', (s) => !s.connected && /closed by the device|ECONNREFUSED/.test(s.lastError ?? ''));
    expect(dev.status().connected).to.equal(false);
    await dev.sendCredits([
      { templateCode: '1002', fields: [{ name: 'Place', value: 'Manaus' }] },
      { templateCode: '1002', fields: [{ name: 'Place', value: 'Belém' }] },
    ]);
    expect((dev.status().detail as { queued: number }).queued).to.equal(4);
    await new Promise((r) => setTimeout(r, 300));
    const from = rec.events.length;
    await sim.start();
    await rec.wait('setStatus', (s) => s.connected, 10_000, from);
    await dev.whenIdle(5000);
    expect(sim.onAir.get(1)?.values).to.deep.equal(['Belém']);
    expect(sim.received.filter((c) => c.letter !== 'Z').map((c) => c.fields[0] === '5' ? `V${c.fields[4]}` : `W${c.fields[2]}`)).to.deep.equal(['WManaus', 'V9000', 'WBelém', 'V9001']);
    expect((dev.status().detail as { connects: number }).connects).to.be.at.least(2);
  });

  it('survives garbage from the device: logged and reported, the driver goes on', async () => {
    const { dev, rec, sim } = await up();
    sim.inject({ kind: 'garbage', text: '\u00ff\u00fe%% not II %%' });
    const take = dev.run('take', { page: 1001 });
    const err = await rec.wait('protocolError');
    expect(err).to.include({ code: 'ii.invalidAnswer' });
    // no answer came: after the timeout the connection is made again and the take sent again
    expect(await take).to.include({ page: 1001 });
    expect(sim.onAir.get(1)?.page).to.equal('1001');
    expect(dev.trafficLog!().find((e) => e.messageType === 'invalid')).to.include({ ack: 'ERROR', direction: 'in' });
    await dev.run('clear', {});
    expect(dev.status().connected).to.equal(true);
  });

  it('sends again after a silence, and gives a command up after maxAttempts', async () => {
    const { dev, rec, sim } = await up({ maxAttempts: 2 });
    sim.inject({ kind: 'silence' });
    expect(await dev.run('take', { page: 1002 })).to.include({ page: 1002 });
    expect(sim.received.filter((c) => c.text === 'V\\5\\3\\1\\1\\1002\\1\\\\')).to.have.length(2);
    sim.inject({ kind: 'silence' }, 2, (c) => c.letter === 'W');
    await dev.sendCredits([{ templateCode: '1002', fields: [{ name: 'Place', value: 'lost' }] }]);
    const dropped = await rec.wait('delivery', (d) => d.outcome === 'DROPPED');
    expect(dropped).to.include({ messageType: 'W write', detail: 'no answer after 2 sends' });
    const from = rec.events.findIndex((e) => e.payload === dropped);
    expect(await rec.wait('delivery', () => true, 5000, from + 1)).to.include({ messageType: 'V read', outcome: 'DROPPED' });
    await dev.whenIdle(5000);
    await rec.wait('setStatus', (s) => s.connected, 5000, from);
    expect(sim.received.filter((c) => c.letter === 'W')).to.have.length(2);
  });

  it('uses the templates option when the device does not answer the template query', async () => {
    const templates = [{ code: '20', name: 'Name strap', fields: [{ number: 1, name: 'Line 1', size: 5 }, { number: 2, name: 'Line 2' }] }];
    const { dev, sim } = await up({ templates }, { templateQuery: false, templates: [{ code: '20', name: 'x', fields: [{ number: 1, name: 'a', size: 0 }, { number: 2, name: 'b', size: 0 }] }] });
    expect(await dev.listTemplates()).to.deep.equal([{ code: '20', name: 'Name strap', fields: [{ number: 1, name: 'Line 1', size: 5 }, { number: 2, name: 'Line 2', size: 0 }] }]);
    expect(dev.status().detail).to.include({ templateSource: 'options', templateListing: 'the device refused the template query (4192: the operation is not valid)' });
    await dev.sendCredits([{ templateCode: '20', fields: [{ name: 'line 2', value: 'second' }, { name: 'Line 1', value: 'abcdefgh' }] }]);
    await dev.whenIdle(5000);
    expect(sim.messages.get('9000')).to.deep.include({ template: '20', values: ['abcde', 'second'] });
  });

  it('says the device does not support listing when it refuses the query and no templates are given', async () => {
    const { dev } = await up({}, { templateQuery: false });
    const err = await expectReject(dev.listTemplates(), /does not list its templates \(4192: the operation is not valid\); list its templates in the device's "templates" option/);
    expect((err as LaudaError).code).to.equal('device.unsupportedOperation');
  });

  it('builds and plays with key strokes in build mode', async () => {
    const { dev, sim } = await up({ fillMode: 'build', frameBuffer: 2 });
    await dev.sendCredits([{ templateCode: '1001', fields: [{ name: 'Name', value: 'Ana' }, { name: 'Role', value: '' }] }]);
    await dev.whenIdle(5000);
    expect(sim.received.filter((c) => c.letter !== 'Z').map((c) => c.text.startsWith('Y') ? `Y ${c.keys!.join(',')}` : c.text)).to.deep.equal(['V\\5\\13\\1\\2\\1001\\0\\Ana\\ \\\\', 'Y 213,243']);
    expect(sim.onAir.get(2)).to.deep.equal({ template: '1001', values: ['Ana', ' '] });
  });

  it('sends in the charset chosen: Latin-1 by default, UTF-8 when asked', async () => {
    const a = await up({}, { charset: 'latin1' });
    await a.dev.run('macro', { script: 'Ação' });
    expect(a.sim.macros).to.deep.equal(['Ação']);
    const b = await up({ charsetOutput: 'UTF-8' }, { charset: 'utf-8' });
    await b.dev.sendCredits([{ templateCode: '1002', fields: [{ name: 'Place', value: 'Goiânia “GO”' }] }]);
    await b.dev.whenIdle(5000);
    expect(b.sim.messages.get('9000')?.values).to.deep.equal(['Goiânia “GO”']);
    const c = await up({ charsetOutput: 'ISO-8859-1' }, { charset: 'latin1' });
    await c.dev.sendCredits([{ templateCode: '1002', fields: [{ name: 'Place', value: 'Goiânia “GO”' }] }]);
    await c.dev.whenIdle(5000);
    expect(c.sim.messages.get('9000')?.values).to.deep.equal(['Goiânia "GO"']);
  });

  it('refuses options it cannot use with a 400 naming the field', () => {
    const rec = new Recorder();
    const bad = () => createIiInstance(rec.ctx, { host: 'x', lowerPort: 23, ...FAST, charsetOutput: 'ebcdic', clearKeys: 'zz', backslashReplacement: '\\' } as IiDeviceOptions);
    expect(bad).to.throw(LaudaError, /charsetOutput unknown charset "ebcdic".*clearKeys.*backslashReplacement/);
    try {
      bad();
    } catch (e) {
      expect((e as LaudaError).status).to.equal(400);
      expect(((e as LaudaError).details as { issues: { field: string }[] }).issues.map((i) => i.field)).to.deep.equal(['options.charsetOutput', 'options.clearKeys', 'options.backslashReplacement']);
    }
  });

  it('sends the message directory on every connection when one is set', async () => {
    const { dev, sim } = await up({ messageDirectory: 'D:/Lyric/News' });
    await until(() => sim.directory === 'D:/Lyric/News', 5000, 'the M command');
    expect(sim.received.map((c) => c.letter).slice(0, 2)).to.deep.equal(['Z', 'M']);
    expect(dev.status().connected).to.equal(true);
  });

  it('is told when another client holds the device (Lyric serves one)', async () => {
    const { sim } = await up();
    const rec = new Recorder();
    const second = createIiInstance(rec.ctx, { host: '127.0.0.1', lowerPort: sim.port, ...FAST } as IiDeviceOptions);
    cleanups.push(() => second.disconnect());
    await second.connect();
    const s = await rec.wait('setStatus', (x) => /in use by another client/.test(x.lastError ?? ''));
    expect(s.connected).to.equal(false);
  });
});

describe('II connection test', function () {
  this.timeout(20_000);

  it('answers "not enough information" naming what is missing', async () => {
    expect(await testIiConnection({})).to.deep.include({ ok: false, code: 'device.notEnoughInformation', missing: ['host', 'lowerPort'] });
    expect(await testIiConnection({ host: 'cg.local' })).to.deep.include({ ok: false, code: 'device.notEnoughInformation', missing: ['lowerPort'] });
    expect(await driver.testConnection!({ lowerPort: 23 }, { settings: {}, env: {} })).to.deep.include({ missing: ['host'] });
  });

  it('answers "communication failed" when nothing listens, or something that is not II', async () => {
    const free = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const r = await testIiConnection({ host: '127.0.0.1', lowerPort: free });
    expect(r).to.include({ ok: false, code: 'device.communicationFailed' });
    expect(r.message).to.match(/ECONNREFUSED/);
    const http = net.createServer((s) => s.on('data', () => s.end('HTTP/1.1 400 Bad Request\r\n\r\n'))).listen(0, '127.0.0.1');
    await new Promise((r2) => http.once('listening', r2));
    try {
      const x = await testIiConnection({ host: '127.0.0.1', lowerPort: (http.address() as net.AddressInfo).port });
      expect(x).to.include({ ok: false, code: 'device.communicationFailed' });
      expect(x.message).to.match(/not Intelligent Interface: HTTP\/1\.1 400/);
    } finally {
      http.close();
    }
  });

  it('answers ok when the device answers an II command, and names a busy device', async () => {
    const sim = await new IiSimulator().start();
    try {
      const r = await testIiConnection({ host: '127.0.0.1', lowerPort: sim.port });
      expect(r).to.include({ ok: true, code: 'device.testOk' });
      expect(r.message).to.include('Welcome to the Lauda Intelligent Interface simulator');
      await until(() => sim.clients === 0, 5000, 'the test connection to close');
      const holder = net.connect(sim.port, '127.0.0.1');
      await until(() => sim.clients === 1, 5000, 'the first client');
      const busy = await testIiConnection({ host: '127.0.0.1', lowerPort: sim.port });
      expect(busy).to.include({ ok: false, code: 'device.communicationFailed' });
      expect(busy.message).to.match(/in use by another client/);
      holder.destroy();
    } finally {
      await sim.stop();
    }
  });
});

async function expectReject(p: Promise<unknown>, re: RegExp): Promise<Error> {
  try {
    await p;
  } catch (e) {
    expect((e as Error).message).to.match(re);
    return e as Error;
  }
  throw new Error(`expected a rejection matching ${re}`);
}
