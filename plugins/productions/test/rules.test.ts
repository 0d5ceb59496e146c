import { expect } from 'chai';
import { boot, nextDate, ok, productionBody, testDb, type Rig } from './support.js';

describe(`production rules (guideline, locks, access) on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  const guideline = async (slug: string, date: string, extra: Record<string, unknown> = {}) => ok(await rig.producer.post('/api/assignments', {
    slug, date, programsIds: [rig.programId], information: 'levar crachá',
    guides: [{ scheduleTime: '09:30', interviewee: 'Carlos', address: 'Av. Central, 1000' }, { interviewee: 'Ana', address: 'Praça da Matriz' }],
    tasks: [{ label: 'Reservar carro', date, time: '08:00' }, { label: 'Pedir imagens', done: true }],
    ...extra,
  }), 201);

  it('loads the checklist of a guideline: the first call makes it (201), the next answer the same (200)', async () => {
    const date = nextDate();
    const g = await guideline('PONTE', date);
    const [a, b] = await Promise.all([rig.producer.get(`/api/productions/guideline/${g.id}`), rig.producer.get(`/api/productions/guideline/${g.id}`)]);
    expect([a.status, b.status].sort()).to.deep.equal([200, 201]);
    expect(a.body.id).to.equal(b.body.id);
    const p = a.body;
    expect(p).to.include({ slug: 'PONTE', date, guidelineId: g.id, local: 'Av. Central, 1000; Praça da Matriz', information: 'levar crachá' });
    expect(p.programsIds).to.deep.equal([rig.programId]);
    expect(p.tasks.map((t: any) => [t.label, t.date, t.time, t.done])).to.deep.equal([['Reservar carro', date, '08:00:00', false], ['Pedir imagens', null, null, true]]);
    const again = ok(await rig.producer.get(`/api/productions/guideline/${g.id}`));
    expect(again.id).to.equal(p.id);
    expect((await rig.knex('production_productions').where('guideline_id', g.id)).length).to.equal(1);

    // create from guideline makes another each time
    const other = ok(await rig.producer.post('/api/productions/fromGuideline', { guidelineId: g.id, lock: true }), 201);
    expect(other.id).to.not.equal(p.id);
    expect(other.lock.key).to.equal(`production:${other.id}`);
    expect((await rig.producer.get('/api/productions/guideline/999999')).status).to.equal(404);
    expect((await rig.producer.post('/api/productions/fromGuideline', { guidelineId: 'x' })).body.details.issues[0].field).to.equal('guidelineId');
  });

  it('makes a private checklist from a private guideline, shared with who shares the guideline', async () => {
    const s = ok(await rig.producer.get('/api/assignments/settings'));
    ok(await rig.producer.put('/api/assignments/settings', { ...s, privateCreation: true }));
    const friend = await rig.user();
    const stranger = await rig.user();
    const g = await guideline('PRIVADA', nextDate(), { private: true, allowedUsers: [friend.id], programsIds: [] });
    const p = ok(await friend.c.get(`/api/productions/guideline/${g.id}`), 201);
    expect(p).to.include({ private: true, ownerId: friend.id });
    expect(p.allowedUsers).to.deep.equal([rig.producerId]);
    expect(ok(await rig.producer.get(`/api/productions/${p.id}`)).id).to.equal(p.id);
    expect((await stranger.c.get(`/api/productions/${p.id}`)).status).to.equal(404);
    expect((await stranger.c.get(`/api/productions/guideline/${g.id}`)).status).to.equal(404);
  });

  it('answers 422 while another user edits the guideline, and makes the checklist once it is free', async () => {
    const g = await guideline('EDITADA', nextDate());
    const editor = await rig.user();
    ok(await editor.c.get(`/api/assignments/${g.id}?edit=true`));
    const r = await rig.producer.get(`/api/productions/guideline/${g.id}`);
    expect(r.status).to.equal(422);
    expect(r.body.code).to.equal('production.guidelineBeingEdited');
    expect(r.body.details.holder).to.equal(editor.nickname);
    expect((await rig.producer.post('/api/productions/fromGuideline', { guidelineId: g.id })).status).to.equal(422);
    ok(await editor.c.post('/api/locks/unlock', { key: `guideline:${g.id}` }), 204);
    ok(await rig.producer.get(`/api/productions/guideline/${g.id}`), 201);
    // a reader of checklists does not make one
    const g2 = await guideline('SO LEITURA', nextDate());
    const reader = await rig.user(undefined, ['ROLE_PRODUCTION_READ', 'ROLE_ASSIGNMENT_READ']);
    expect((await reader.c.get(`/api/productions/guideline/${g2.id}`)).status).to.equal(403);
  });

  it('gives the edit lock to one of two users loading at once; the other gets 409 naming the holder and cannot write', async () => {
    const p = ok(await rig.producer.post('/api/productions', productionBody('CORRIDA', nextDate())), 201);
    const a = await rig.user();
    const b = await rig.user();
    const [ra, rb] = await Promise.all([a.c.get(`/api/productions/${p.id}?edit=true`), b.c.get(`/api/productions/${p.id}?edit=true`)]);
    expect([ra.status, rb.status].sort()).to.deep.equal([200, 409]);
    const [winner, loser] = ra.status === 200 ? [a, b] : [b, a];
    const refused = ra.status === 200 ? rb : ra;
    expect(refused.body.code).to.equal('lock.held');
    expect(refused.body.details.holder).to.equal(winner.nickname);
    const before = JSON.stringify(await rig.knex('production_productions').where('id', p.id).first());
    const writes = await Promise.all([
      loser.c.put(`/api/productions/${p.id}`, { version: 0, slug: 'TOMADA' }),
      loser.c.patch(`/api/productions/${p.id}`, { field: 'done', newValue: true }),
      loser.c.delete(`/api/productions/${p.id}`),
    ]);
    for (const w of writes) expect(w.status, JSON.stringify(w.body)).to.equal(409);
    expect(JSON.stringify(await rig.knex('production_productions').where('id', p.id).first())).to.equal(before);
    ok(await loser.c.post('/api/locks/take-over', { key: `production:${p.id}` }));
    ok(await loser.c.patch(`/api/productions/${p.id}`, { field: 'slug', newValue: 'TOMADA' }));
    expect((await winner.c.patch(`/api/productions/${p.id}`, { field: 'slug', newValue: 'DE VOLTA' })).status).to.equal(409);
  });

  it('shows nothing of a program the user may not open, nor a private checklist of someone else', async () => {
    const date = nextDate();
    const outsider = await rig.user();
    const group = ok(await rig.producer.post('/api/groups', { name: 'Só produtores', userIds: [rig.producerId] }), 201);
    const restricted = ok(await rig.producer.post('/api/programs', { name: 'Fechado', start: '10:00:00', end: '11:00:00', allowedGroupIds: [group.id] }), 201).id;
    const hidden = ok(await rig.producer.post('/api/productions', productionBody('SEGREDO', date, { programsIds: [restricted] })), 201);
    const cfg = ok(await rig.producer.get('/api/productions/config'));
    ok(await rig.producer.put('/api/productions/config', { ...cfg, privateCreation: true }));
    const priv = ok(await rig.producer.post('/api/productions', productionBody('PRIVADA', date, { private: true })), 201);
    const open = ok(await rig.producer.post('/api/productions', productionBody('ABERTA', date)), 201);
    expect(ok(await outsider.c.get(`/api/productions/dateList?date=${date}`)).data.map((x: any) => x.id)).to.deep.equal([open.id]);
    expect(ok(await outsider.c.get(`/api/productions/filter?from=${date}&to=${date}`)).total).to.equal(1);
    for (const id of [hidden.id, priv.id]) {
      expect((await outsider.c.get(`/api/productions/${id}`)).status).to.equal(404);
      expect((await outsider.c.get(`/api/productions/${id}/pdf`)).status).to.equal(404);
      expect((await outsider.c.get(`/api/productions/${id}/revisions`)).status).to.equal(404);
      expect((await outsider.c.patch(`/api/productions/${id}`, { field: 'slug', newValue: 'X' })).status).to.equal(404);
    }
    const owner = ok(await rig.producer.get(`/api/productions/dateList?date=${date}`));
    expect(owner.data.map((x: any) => x.id)).to.have.members([hidden.id, priv.id, open.id]);
  });
});
