import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '../src/server/plugin.js';
import { ok, RUNDOWN_ALL, storyBody, testDb } from './support.js';

/** The behaviour flags this plugin owns, saved through the admin settings and read here. */
describe(`rundown behaviour flags (admin settings) on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let c: TestClient;
  let programId: number;
  const flags = async (values: Record<string, unknown>) => {
    const version = (await c.get('/api/settings/flags')).body.version;
    return ok(await c.put('/api/settings/flags', { ...values, version }));
  };
  const refused = (r: { status: number; body: { code?: string } }, status: number, code: string) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    expect(r.body.code).to.equal(code);
  };

  before(async () => {
    k = await startTestKernel({ plugins: [admin, rundown], db: testDb() });
    c = await k.userWith([...RUNDOWN_ALL, 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE']);
    programId = ok(await c.post('/api/programs', { name: 'Rádio', start: '07:00:00', end: '08:00:00' }), 201).id;
  });
  after(async () => k?.stop());

  it('reads at the stored read rate: 0.075 s a character by default, then 0.1 (new and changed stories)', async () => {
    const r = ok(await c.post('/api/rundowns', { date: '2031-05-01', programId }), 201);
    const before = ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('NORMAL', 40)), 201);
    expect(before).to.include({ head: 'PT3S', total: 'PT3S' });
    await flags({ readRate: 0.1 });
    const s = ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('LENTO', 40)), 201);
    expect(s).to.include({ head: 'PT4S', total: 'PT4S' });
    const changed = ok(await c.put(`/api/stories/${before.id}`, { ...storyBody('NORMAL', 80), version: before.version }));
    expect(changed).to.include({ head: 'PT8S' });
    await flags({ readRate: 0.075 });
  });

  it('counts approved stories only in the time column when approved-only is on (unless the call says otherwise)', async () => {
    const r = ok(await c.post('/api/rundowns', { date: '2031-05-02', programId }), 201);
    const first = ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('NAO APROVADA', 40)), 201);
    const second = ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('APROVADA', 40)), 201);
    ok(await c.post(`/api/stories/${second.id}/approve`, { approve: true }));
    const clockOf = async (q = '') => ok(await c.get(`/api/rundowns/${r.id}?accumulation=accumulated&sections=false${q}`)).clock;
    const all = await clockOf();
    expect(all[second.id]).to.equal('PT6S');
    await flags({ approvedOnly: true });
    const approved = await clockOf();
    expect(approved[second.id]).to.equal('PT3S');
    expect(approved).to.deep.equal(await clockOf('&approvedOnly=true'));
    expect(await clockOf('&approvedOnly=false')).to.deep.equal(all);
    expect(first.id).to.be.a('number');
    await flags({ approvedOnly: false });
  });

  it('closes a rundown the set minutes after its show ended (422 rundown.closedAfterEnd), never with 0', async () => {
    const past = ok(await c.post('/api/rundowns', { date: '2020-03-02', programId }), 201);
    const future = ok(await c.post('/api/rundowns', { date: '2031-05-03', programId }), 201);
    await flags({ rundownLockMinutes: 60 });
    refused(await c.post(`/api/blocks/${past.blocks[0].id}/stories`, storyBody('TARDE', 10)), 422, 'rundown.closedAfterEnd');
    ok(await c.post(`/api/blocks/${future.blocks[0].id}/stories`, storyBody('A TEMPO', 10)), 201);
    await flags({ rundownLockMinutes: 0 });
    ok(await c.post(`/api/blocks/${past.blocks[0].id}/stories`, storyBody('TARDE', 10)), 201);
  });

  it('refuses a display status set by hand when manual control is off (422 rundown.manualControlOff)', async () => {
    const r = ok(await c.post('/api/rundowns', { date: '2031-05-04', programId }), 201);
    const s = ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('NO AR', 10)), 201);
    ok(await c.post(`/api/stories/${s.id}/approve`, { approve: true }));
    await flags({ manualControl: false });
    refused(await c.post('/api/stories/display-status', { ids: [s.id], status: 'play' }), 422, 'rundown.manualControlOff');
    refused(await c.patch(`/api/stories/${s.id}`, { field: 'displayStatus', newValue: 'play' }), 422, 'rundown.manualControlOff');
    expect(ok(await c.get(`/api/stories/${s.id}`)).displayStatus).to.equal('blank');
    await flags({ manualControl: true });
    ok(await c.post('/api/stories/display-status', { ids: [s.id], status: 'play' }));
    expect(ok(await c.get(`/api/stories/${s.id}`)).displayStatus).to.equal('play');
  });

  it('refuses a story created private when private creation of stories is off (422 story.privateNotAllowed)', async () => {
    const r = ok(await c.post('/api/rundowns', { date: '2031-05-05', programId }), 201);
    ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('MINHA', 10, 0, { private: true })), 201);
    await flags({ privateStory: false });
    refused(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('MINHA 2', 10, 0, { private: true })), 422, 'story.privateNotAllowed');
    ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('PUBLICA', 10)), 201);
    await flags({ privateStory: true });
  });
});
