// The rundown grid's column layout per user (issue 13 item 8): kept on the server, one per user, bad input a 400 naming the field.
import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '../src/server/plugin.js';
import { boot, nextDate, ok, rich, RUNDOWN_ALL, testDb, type Rig } from './support.js';

describe(`rundown column layout on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  before(async () => {
    k = await startTestKernel({ plugins: [admin, rundown], db: testDb() });
  });
  after(async () => k?.stop());

  it('is null until chosen, then the same for the user on every call, and each user has their own', async () => {
    const ana = await k.userWith(RUNDOWN_ALL, 'ana');
    const bia = await k.userWith(RUNDOWN_ALL, 'bia');
    expect(ok(await ana.get('/api/rundown-columns'), 200)).to.deep.equal({ layout: null });
    const layout = { order: ['slug', 'front', 'back', 'total'], widths: { slug: 300, front: 90 } };
    expect(ok(await ana.put('/api/rundown-columns', layout), 200)).to.deep.equal({ layout });
    expect(ok(await ana.get('/api/rundown-columns'), 200)).to.deep.equal({ layout });
    const next = { order: ['page', 'slug'], widths: {} };
    ok(await ana.put('/api/rundown-columns', next), 200);
    expect(ok(await ana.get('/api/rundown-columns'), 200)).to.deep.equal({ layout: next });
    expect(ok(await bia.get('/api/rundown-columns'), 200)).to.deep.equal({ layout: null });
  });

  it('refuses unknown or repeated columns, no slug and widths out of range with a 400 naming the field', async () => {
    const ana = await k.userWith(RUNDOWN_ALL, 'ana2');
    for (const [body, field] of [
      [{ order: ['slug', 'nope'], widths: {} }, 'order'],
      [{ order: ['slug', 'page', 'page'], widths: {} }, 'order'],
      [{ order: ['page'], widths: {} }, 'order'],
      [{ order: ['slug'], widths: { slug: 5 } }, 'widths'],
      [{ order: ['slug'], widths: { nope: 50 } }, 'widths'],
    ] as const) {
      const r = await ana.put('/api/rundown-columns', body);
      expect(r.status, JSON.stringify(body)).to.equal(400);
      expect(JSON.stringify(r.body), JSON.stringify(body)).to.contain(field);
    }
  });

  it('needs the rundown read role', async () => {
    const none = await k.userWith([], 'nobody');
    expect((await none.get('/api/rundown-columns')).status).to.equal(403);
  });
});

describe(`rundown story summaries on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => {
    rig = await boot();
  });
  after(async () => rig?.stop());

  it('gives presenters, cameras, CG count and MOS readiness per story; a private story of another is left out', async () => {
    const owner = await rig.user('dono');
    const r = ok(await rig.producer.post('/api/rundowns', { date: nextDate(), programId: rig.programId }), 201);
    const block = r.blocks[0].id;
    const sections = [
      { type: 'HEADER', entries: [{ camera: '1', presenterId: rig.producerId, text: rich('boa noite') }, { camera: '2', text: rich('e mais') }] },
      { type: 'VT', subSections: [
        { type: 'MOS_VIDEO', status: 'READY', media: { slug: 'VT A', duration: 'PT30S' } },
        { type: 'MOS_CG', status: 'NOT READY', slug: 'GC 1' },
        { type: 'CG', slug: 'GC 2' },
      ] },
    ];
    const s = ok(await rig.producer.post(`/api/blocks/${block}/stories`, { slug: 'COM SCRIPT', sections }), 201);
    const p = ok(await owner.c.post(`/api/blocks/${block}/stories`, { slug: 'SEGREDO', private: true, sections }), 201);
    const all = ok(await rig.producer.get(`/api/rundowns/${r.id}/story-summaries`));
    expect(all[s.id]).to.deep.equal({ presenterIds: [rig.producerId], cameras: ['1', '2'], cg: 2, mosItems: 2, mosReady: 1 });
    expect(all).to.not.have.property(String(p.id));
    expect(ok(await owner.c.get(`/api/rundowns/${r.id}/story-summaries`))).to.have.property(String(p.id));
    expect((await rig.producer.get('/api/rundowns/999999/story-summaries')).status).to.equal(404);
  });
});
