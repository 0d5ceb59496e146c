/**
 * Credits reach the program's CG device: the Intelligent Interface driver against its simulator
 * (a Chyron-like CG on a TCP port), through the on-air route a producer calls.
 */
import { expect } from 'chai';
import { IiSimulator } from '@lauda/driver-ii/simulator';
import type { TestClient } from '@lauda/sdk/testing';
import { bootAir, nextDate, ok, rich, testDb, until, type Air } from './support.js';

const cg = (code: string, fields: [string, string][], templateName?: string) => ({
  type: 'CG', code, ...(templateName ? { templateName } : {}), cgFields: fields.map(([name, value], i) => ({ uuid: `f${i}`, name, value })),
});
const story = (slug: string, credits: unknown[]) => ({ slug, sections: [{ type: 'HEADER', entries: [{ text: rich(`${slug}.`) }], subSections: credits }] });

describe(`on air: credits to the CG device (Intelligent Interface simulator) on ${testDb()}`, function () {
  this.timeout(60_000);
  let air: Air;
  let p: TestClient;
  let sim: IiSimulator;
  let deviceId: number;
  let rundown: any;

  before(async () => {
    air = await bootAir();
    p = air.producer;
    sim = await new IiSimulator().start();
    const d = ok(await p.post('/api/devices', { name: 'GC Estúdio', kind: 'cg', protocol: 'ii', vendor: 'Chyron', host: '127.0.0.1', lowerPort: sim.port, programIds: [air.programId] }), 201);
    deviceId = d.id;
    await until(() => p.get(`/api/devices/${deviceId}/status`), (r) => r.body?.connected === true, 15_000, 'the CG to connect');
    const r = ok(await p.post('/api/rundowns', { date: nextDate(), programId: air.programId }), 201);
    const [show, standBy] = [r.blocks[0].id, r.blocks[r.blocks.length - 1].id];
    ok(await p.post(`/api/blocks/${show}/stories`, story('CHUVA', [cg('1001', [['Name', 'Marta Souza, moradora do bairro Jardim das Flores há 40 anos'], ['Role', 'Moradora']], 'Lower third: name and role')])), 201);
    ok(await p.post(`/api/blocks/${show}/stories`, story('TRÂNSITO', [cg('1002', [['Place', 'Marginal Tietê']])])), 201);
    ok(await p.post(`/api/blocks/${standBy}/stories`, story('RESERVA', [cg('1002', [['Place', 'Fora do ar']])])), 201);
    rundown = ok(await p.get(`/api/rundowns/${r.id}`));
  });
  after(async () => {
    await air?.stop();
    await sim?.stop();
  });

  it('tells which CG device credits go to, and null for a program without one (the menu disables the item)', async () => {
    expect(ok(await p.get(`/api/rundowns/${rundown.id}/credits/device`))).to.deep.equal({ device: { id: deviceId, name: 'GC Estúdio' } });
    const bare = Number(ok(await p.post('/api/programs', { name: 'Sem GC', start: '06:00:00', end: '07:00:00' }), 201).id);
    const other = ok(await p.post('/api/rundowns', { date: nextDate(), programId: bare }), 201);
    expect(ok(await p.get(`/api/rundowns/${other.id}/credits/device`))).to.deep.equal({ device: null });
    const refused = await p.post(`/api/rundowns/${other.id}/credits`, {});
    expect([refused.status, refused.body.code]).to.deep.equal([422, 'onair.noCgDevice']);
  });

  it('sends the show\'s CG items, in order, filled and cut to each field\'s size; Stand By is not on air', async () => {
    const answer = ok(await p.post(`/api/rundowns/${rundown.id}/credits`, {}));
    expect(answer).to.deep.equal({ sent: 2, device: { id: deviceId, name: 'GC Estúdio' } });
    await until(() => [...sim.messages.values()], (m) => m.length >= 2, 10_000, 'two pages written');
    const pages = [...sim.messages.values()].map((m) => ({ template: m.template, values: m.values }));
    expect(pages).to.deep.equal([
      // the template's Name field takes 32 characters
      { template: '1001', values: ['Marta Souza, moradora do bairro ', 'Moradora'] },
      { template: '1002', values: ['Marginal Tietê'] },
    ]);
    expect(sim.received.some((c) => c.text.includes('Fora do ar'))).to.equal(false);
  });

  it('a template the CG does not have is refused before anything is sent, with the driver\'s key', async () => {
    const before = sim.received.length;
    const s = rundown.blocks[0].stories[1];
    const full = ok(await p.get(`/api/stories/${s.id}`));
    full.sections[0].subSections = [cg('9999', [['Place', 'x']], 'Não existe')];
    ok(await p.put(`/api/stories/${s.id}`, { ...full, version: full.version }));
    const r = await p.post(`/api/rundowns/${rundown.id}/credits`, {});
    expect(r.status).to.equal(422);
    expect(r.body.code).to.equal('device.unknownTemplate');
    expect(sim.received.slice(before).filter((c) => c.letter === 'W')).to.have.length(0);
  });

  it('an empty rundown answers sent 0 (the UI warns "credits empty"); a reader may not send', async () => {
    const r = ok(await p.post('/api/rundowns', { date: nextDate(), programId: air.programId }), 201);
    expect(ok(await p.post(`/api/rundowns/${r.id}/credits`, {}))).to.deep.equal({ sent: 0, device: { id: deviceId, name: 'GC Estúdio' } });
    const reader = await air.k.userWith(['ROLE_RUNDOWN_READ', 'ROLE_PROGRAM_READ'], 'leitor');
    expect((await reader.post(`/api/rundowns/${r.id}/credits`, {})).status).to.equal(403);
    expect((await reader.post(`/api/rundowns/${r.id}/teleprompter`, {})).status).to.equal(403);
  });

  it('a CG device that is switched off: credits not sent (502), Lauda stays up', async () => {
    await sim.stop();
    await until(() => p.get(`/api/devices/${deviceId}/status`), (r) => r.body?.connected === false, 15_000, 'the CG seen away');
    const s = rundown.blocks[0].stories[1];
    const full = ok(await p.get(`/api/stories/${s.id}`));
    full.sections[0].subSections = [cg('1002', [['Place', 'Centro']])];
    ok(await p.put(`/api/stories/${s.id}`, { ...full, version: full.version }));
    const r = await p.post(`/api/rundowns/${rundown.id}/credits`, {});
    expect(r.status).to.equal(502);
    expect(r.body.code).to.equal('onair.creditsNotSent');
    // nothing waits to air later
    await sim.start();
    await until(() => p.get(`/api/devices/${deviceId}/status`), (x) => x.body?.connected === true, 15_000, 'the CG back');
    await new Promise((res) => setTimeout(res, 300));
    expect(sim.received.some((c) => c.text.includes('Centro'))).to.equal(false);
    ok(await p.get(`/api/rundowns/${rundown.id}`));
  });
});
