import { expect } from 'chai';
import { boot, daysBefore, field400, guidelineOn, ok, READ, reportageOn, rundownOn, story, testDb, WRITE, type Rig } from './support.js';

const ids = (page: { data: { id: number }[] }) => page.data.map((d) => d.id);

describe(`archive on ${testDb()}`, function () {
  this.timeout(120_000);
  let rig: Rig;
  let listId: number;
  before(async () => {
    rig = await boot();
    listId = Number(ok(await rig.chief.post('/api/programs', { name: 'Jornal da Lista', start: '12:00:00', end: '12:30:00' }), 201).id);
  });
  after(async () => rig?.stop());

  it('lists past rundowns by range, program and slug, newest first, paged; today is not in the archive', async () => {
    const c = rig.chief;
    const d1 = await rundownOn(c, listId, daysBefore(rig.today, 1), ['CHUVA FORTE']);
    const d3 = await rundownOn(c, listId, daysBefore(rig.today, 3), ['ELEIÇÃO', 'TRÂNSITO']);
    const d40 = await rundownOn(c, listId, daysBefore(rig.today, 40), ['FUTEBOL']);
    const now = await rundownOn(c, listId, rig.today, ['HOJE']);
    const all = ok(await c.get(`/api/archive/rundowns?programId=${listId}`));
    expect(ids(all)).to.deep.equal([d1.id, d3.id, d40.id]);
    expect(all).to.include({ total: 3, number: 0, size: 25, from: null, to: daysBefore(rig.today, 1) });
    expect(all.data[1]).to.include({ date: d3.date, programId: listId, stories: 2 });
    expect(ids(all)).to.not.include(now.id);
    const some = ok(await c.get(`/api/archive/rundowns?programId=${listId}&from=${daysBefore(rig.today, 5)}&to=${daysBefore(rig.today, 2)}`));
    expect(ids(some)).to.deep.equal([d3.id]);
    expect(some).to.include({ from: daysBefore(rig.today, 5), to: daysBefore(rig.today, 2) });
    // a slug of one of its stories, in any case; a LIKE wildcard is a plain character
    expect(ids(ok(await c.get(`/api/archive/rundowns?programId=${listId}&slug=trân`)))).to.deep.equal([d3.id]);
    expect(ok(await c.get(`/api/archive/rundowns?programId=${listId}&slug=%25`)).total).to.equal(0);
    const second = ok(await c.get(`/api/archive/rundowns?programId=${listId}&size=1&page=1`));
    expect(second).to.include({ total: 3, number: 1, size: 1 });
    expect(ids(second)).to.deep.equal([d3.id]);
    // every program the caller opens, without the filter
    expect(ids(ok(await c.get('/api/archive/rundowns?size=500')))).to.include.members([d1.id, d3.id, d40.id]);
  });

  it('lists past reportages and guidelines the same way', async () => {
    const c = rig.chief;
    const r1 = await reportageOn(c, rig.chiefId, daysBefore(rig.today, 2), 'feira antiga', { programsIds: [listId] });
    const r2 = await reportageOn(c, rig.chiefId, daysBefore(rig.today, 9), 'obra parada', { programsIds: [listId] });
    await reportageOn(c, rig.chiefId, rig.today, 'de hoje', { programsIds: [listId] });
    expect(ids(ok(await c.get(`/api/archive/reportages?programId=${listId}`)))).to.deep.equal([r1.id, r2.id]);
    expect(ids(ok(await c.get(`/api/archive/reportages?programId=${listId}&slug=OBRA`)))).to.deep.equal([r2.id]);
    expect(ids(ok(await c.get(`/api/archive/reportages?programId=${listId}&to=${daysBefore(rig.today, 3)}`)))).to.deep.equal([r2.id]);
    const g1 = await guidelineOn(c, daysBefore(rig.today, 1), 'PAUTA ONTEM', { programsIds: [listId] });
    const g2 = await guidelineOn(c, daysBefore(rig.today, 20), 'PAUTA ANTIGA', { programsIds: [listId] });
    await guidelineOn(c, rig.today, 'PAUTA HOJE', { programsIds: [listId] });
    const gs = ok(await c.get(`/api/archive/guidelines?programId=${listId}`));
    expect(ids(gs)).to.deep.equal([g1.id, g2.id]);
    expect(gs.data[0]).to.deep.equal({ id: g1.id, date: g1.date, slug: 'PAUTA ONTEM', state: 'PRODUCING', programsIds: [listId], private: false });
    expect(ids(ok(await c.get(`/api/archive/guidelines?programId=${listId}&from=${daysBefore(rig.today, 5)}&slug=pauta`)))).to.deep.equal([g1.id]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const c = rig.chief;
    for (const type of ['rundowns', 'reportages', 'guidelines']) {
      const notPast = await c.get(`/api/archive/${type}?to=${rig.today}`);
      expect(field400(notPast)).to.equal('to');
      expect(notPast.body.code).to.equal('archive.notPast');
      const order = await c.get(`/api/archive/${type}?from=${daysBefore(rig.today, 1)}&to=${daysBefore(rig.today, 3)}`);
      expect(field400(order)).to.equal('from');
      expect(order.body.code).to.equal('archive.badRange');
      expect(field400(await c.get(`/api/archive/${type}?from=2031-02-30`))).to.equal('from');
      expect(field400(await c.get(`/api/archive/${type}?programId=abc`))).to.equal('programId');
      expect(field400(await c.get(`/api/archive/${type}?size=0`))).to.equal('size');
      expect(field400(await c.get(`/api/archive/${type}?slug=${'x'.repeat(101)}`))).to.equal('slug');
      expect(field400(await c.post(`/api/archive/${type}/abc/restore`, {}))).to.equal('id');
    }
    expect(field400(await c.post('/api/archive/guidelines/1/restore', { programsIds: ['x'] }))).to.equal('programsIds.0');
    expect(field400(await c.post('/api/archive/reportages/1/restore', { programsIds: 3 }))).to.equal('programsIds');
  });

  it('shows a user outside a restricted program nothing of it, nor lets them restore it', async () => {
    const c = rig.chief;
    const day = daysBefore(rig.today, 2);
    const rd = await rundownOn(c, rig.closedId, day, ['SEGREDO FECHADO']);
    const rp = await reportageOn(c, rig.chiefId, day, 'reportagem fechada', { programsIds: [rig.closedId] });
    const gl = await guidelineOn(c, day, 'PAUTA FECHADA', { programsIds: [rig.closedId] });
    const out = await rig.user(WRITE, 'de-fora');
    const q = `from=${day}&to=${day}&size=500`;
    const seen = async (client: typeof c) => [
      ...ids(ok(await client.get(`/api/archive/rundowns?${q}`))),
      ...ids(ok(await client.get(`/api/archive/reportages?${q}`))),
      ...ids(ok(await client.get(`/api/archive/guidelines?${q}`))),
    ];
    expect(await seen(c)).to.include.members([rd.id, rp.id, gl.id]);
    expect(await seen(out.c)).to.not.include.members([rd.id]);
    expect(ids(ok(await out.c.get(`/api/archive/reportages?${q}`)))).to.not.include(rp.id);
    expect(ids(ok(await out.c.get(`/api/archive/guidelines?${q}`)))).to.not.include(gl.id);
    for (const type of ['rundowns', 'reportages', 'guidelines']) {
      const page = ok(await out.c.get(`/api/archive/${type}?programId=${rig.closedId}`));
      expect(page.total, type).to.equal(0);
      expect(page.data).to.deep.equal([]);
    }
    expect(ok(await out.c.get(`/api/archive/rundowns?slug=segredo&${q}`)).total).to.equal(0);
    expect((await out.c.post(`/api/archive/rundowns/${rd.id}/restore`)).status).to.equal(404);
    expect((await out.c.post(`/api/archive/reportages/${rp.id}/restore`, {})).status).to.equal(404);
    expect((await out.c.post(`/api/archive/guidelines/${gl.id}/restore`, {})).status).to.equal(404);
    const programs = ok(await out.c.get('/api/archive/programs')).map((p: { id: number }) => p.id);
    expect(programs).to.include(rig.openId).and.not.include(rig.closedId);
    expect(ok(await c.get('/api/archive/programs')).map((p: { id: number }) => p.id)).to.include(rig.closedId);
  });

  it('leaves out others\' private documents; a private story\'s slug matches only for who sees it', async () => {
    const c = rig.chief;
    const colleague = await rig.user(WRITE, 'colega');
    const day = daysBefore(rig.today, 11);
    const rd = await rundownOn(c, rig.openId, day, ['PÚBLICA']);
    ok(await c.post(`/api/blocks/${rd.blocks[0].id}/stories`, story('PRIVADA DO CHEFE', { private: true })), 201);
    const q = `from=${day}&to=${day}&programId=${rig.openId}`;
    expect(ids(ok(await colleague.c.get(`/api/archive/rundowns?${q}`)))).to.deep.equal([rd.id]);
    expect(ok(await colleague.c.get(`/api/archive/rundowns?${q}&slug=privada`)).total).to.equal(0);
    expect(ok(await c.get(`/api/archive/rundowns?${q}&slug=privada`)).total).to.equal(1);
    expect(ok(await colleague.c.get(`/api/archive/rundowns?${q}&slug=pública`)).total).to.equal(1);
    const mine = await reportageOn(c, rig.chiefId, day, 'só minha', { programsIds: [rig.openId], private: true });
    expect(ids(ok(await c.get(`/api/archive/reportages?${q}`)))).to.include(mine.id);
    expect(ok(await colleague.c.get(`/api/archive/reportages?${q}`)).total).to.equal(0);
    expect((await colleague.c.post(`/api/archive/reportages/${mine.id}/restore`, {})).status).to.equal(404);
    const flags = ok(await c.get('/api/settings/flags'));
    ok(await c.put('/api/settings/flags', { privateGuideline: true, version: flags.version }));
    const secret = await guidelineOn(c, day, 'PAUTA PRIVADA', { programsIds: [rig.openId], private: true });
    expect(ok(await c.get(`/api/archive/guidelines?${q}`)).data.map((g: any) => [g.id, g.private])).to.deep.equal([[secret.id, true]]);
    expect(ok(await colleague.c.get(`/api/archive/guidelines?${q}`)).total).to.equal(0);
    expect((await colleague.c.post(`/api/archive/guidelines/${secret.id}/restore`, {})).status).to.equal(404);
  });
});
