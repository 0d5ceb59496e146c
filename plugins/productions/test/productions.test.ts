import { expect } from 'chai';
import { boot, nextDate, ok, productionBody, testDb, type Rig } from './support.js';

describe(`production routes on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('creates a checklist with tasks, loads it, saves it with PUT (versioned) and patches one field', async () => {
    const date = nextDate();
    const res = ok(await rig.producer.post('/api/productions/resources', { name: 'Tripé' }), 201);
    const type = ok(await rig.producer.post('/api/productions/types', { name: 'Externa' }), 201);
    const p = ok(await rig.producer.post('/api/productions', productionBody('  entrevista ', date, { programsIds: [rig.programId], resourcesIds: [res.id], typeId: type.id })), 201);
    expect(p).to.include({ slug: 'ENTREVISTA', date, schedule: '15:00:00', departure: '14:15:00', arrival: '17:30:00', done: false, version: 0, guidelineId: null, private: false });
    expect(p.tasks).to.deep.equal([
      { id: 1, date, time: '10:00:00', label: 'Confirmar credenciais', done: false, information: '' },
      { id: 2, date, time: '14:00:00', label: 'Testar o link', done: false, information: '' },
    ]);
    expect(ok(await rig.producer.get(`/api/productions/${p.id}`))).to.deep.include({ id: p.id, resourcesIds: [res.id], typeId: type.id });
    expect(ok(await rig.producer.get('/api/productions/resources')).map((x: any) => x.name)).to.include('Tripé');

    const saved = ok(await rig.producer.put(`/api/productions/${p.id}`, { version: 0, tasks: [...p.tasks, { label: 'Levar bateria' }], team: 'PEDRO' }));
    expect(saved.version).to.equal(1);
    expect(saved.tasks.map((x: any) => [x.id, x.label])).to.deep.equal([[1, 'Confirmar credenciais'], [2, 'Testar o link'], [3, 'Levar bateria']]);
    const stale = await rig.producer.put(`/api/productions/${p.id}`, { version: 0, slug: 'OUTRA' });
    expect(stale.status).to.equal(412);
    expect(stale.body.code).to.equal('production.staleVersion');

    const patch = ok(await rig.producer.patch(`/api/productions/${p.id}`, { field: 'slug', newValue: 'nova' }));
    expect(patch).to.deep.equal({ field: 'slug', oldValue: 'ENTREVISTA', newValue: 'NOVA' });
    const done = ok(await rig.producer.patch(`/api/productions/${p.id}`, { field: 'done', newValue: true }));
    expect(done).to.deep.equal({ field: 'done', oldValue: false, newValue: true });

    const revs = ok(await rig.producer.get(`/api/productions/${p.id}/revisions`));
    expect(revs.total).to.equal(4);
    expect(revs.data[0].changes).to.have.property('done');
    expect(revs.data[0]).to.have.property('revisorNickname', 'producer');
    expect(revs.data[0].revisorIP).to.be.a('string');
    expect(ok(await rig.producer.get(`/api/revisions/production/${p.id}`)).total).to.equal(4);
  });

  it("lists a day's checklists by their date or a task's, and with onlyNotDone leaves out done ones and done tasks' dates", async () => {
    const date = nextDate();
    const later = nextDate();
    const own = ok(await rig.producer.post('/api/productions', productionBody('DO DIA', date)), 201);
    const byTask = ok(await rig.producer.post('/api/productions', productionBody('POR TAREFA', later, { tasks: [{ label: 'Reservar', date }] })), 201);
    const doneTask = ok(await rig.producer.post('/api/productions', productionBody('TAREFA FEITA', later, { tasks: [{ label: 'Feita', date, done: true }] })), 201);
    const finished = ok(await rig.producer.post('/api/productions', productionBody('CONCLUIDA', date, { done: true })), 201);
    ok(await rig.producer.post('/api/productions', productionBody('OUTRO DIA', later, { tasks: [] })), 201);

    const all = ok(await rig.producer.get(`/api/productions/dateList?date=${date}`));
    expect(all.date).to.equal(date);
    expect(all.data.map((x: any) => x.id)).to.have.members([own.id, byTask.id, doneTask.id, finished.id]);
    const open = ok(await rig.producer.get(`/api/productions/dateList?date=${date}&onlyNotDone=true`));
    expect(open.data.map((x: any) => x.id)).to.have.members([own.id, byTask.id]);

    // a task date moved away: the checklist leaves that day
    ok(await rig.producer.patch(`/api/productions/${byTask.id}`, { field: 'tasks', newValue: [{ id: 1, label: 'Reservar', date: later }] }));
    expect(ok(await rig.producer.get(`/api/productions/dateList?date=${date}`)).data.map((x: any) => x.id)).to.not.include(byTask.id);
    expect(ok(await rig.producer.get('/api/productions/dateList')).date).to.match(/^\d{4}-\d{2}-\d{2}$/);

    const f = ok(await rig.producer.get(`/api/productions/filter?slug=tarefa&from=${later}&to=${later}`));
    expect(f.total).to.equal(2);
  });

  it('moves to the trash, lists it as excluded and restores it', async () => {
    const date = nextDate();
    const p = ok(await rig.producer.post('/api/productions', productionBody('LIXEIRA', date)), 201);
    expect((await rig.producer.delete(`/api/productions?ids=${p.id}`)).status).to.equal(204);
    expect((await rig.producer.get(`/api/productions/${p.id}`)).status).to.equal(404);
    expect(ok(await rig.producer.get(`/api/productions/dateList?date=${date}`)).data).to.deep.equal([]);
    const trashed = ok(await rig.producer.get('/api/productions/excluded?size=100'));
    expect(trashed.data.find((x: any) => x.id === p.id).excluded).to.equal(true);
    const item = ok(await rig.producer.get('/api/trash?size=100')).data.find((t: any) => t.entityType === 'production' && t.entityId === String(p.id));
    expect(item.title).to.equal('LIXEIRA');

    const back = ok(await rig.producer.post('/api/productions/restore', { ids: [p.id] }));
    expect(back.map((x: any) => x.id)).to.deep.equal([p.id]);
    expect(ok(await rig.producer.get(`/api/productions/dateList?date=${date}`)).data.map((x: any) => x.id)).to.deep.equal([p.id]);
    expect(ok(await rig.producer.get('/api/trash?size=100')).data.some((t: any) => t.entityType === 'production' && t.entityId === String(p.id))).to.equal(false);
    expect((await rig.producer.post('/api/productions/restore', { ids: [p.id] })).status).to.equal(404);
  });

  it('answers 400 naming the field for bad input, never a 500', async () => {
    const date = nextDate();
    const cases: [unknown, string][] = [
      [{ date }, 'slug'],
      [{ slug: '   ', date }, 'slug'],
      [{ slug: 'X'.repeat(101), date }, 'slug'],
      [{ slug: 'A', date: '2033-02-30' }, 'date'],
      [{ slug: 'A' }, 'date'],
      [{ slug: 'A', date, schedule: '25:00' }, 'schedule'],
      [{ slug: 'A', date, departure: 'cedo' }, 'departure'],
      [{ slug: 'A', date, tasks: [{ label: '' }] }, 'tasks'],
      [{ slug: 'A', date, tasks: [{ label: 'x', date: 'amanhã' }] }, 'tasks'],
      [{ slug: 'A', date, programsIds: [999_999] }, 'programsIds'],
      [{ slug: 'A', date, resourcesIds: [999_999] }, 'resourcesIds'],
      [{ slug: 'A', date, typeId: 999_999 }, 'typeId'],
      [{ slug: 'A', date, done: 'sim' }, 'done'],
    ];
    for (const [body, field] of cases) {
      const r = await rig.producer.post('/api/productions', body);
      expect(r.status, JSON.stringify(body)).to.equal(400);
      expect(JSON.stringify(r.body), JSON.stringify(body)).to.contain(field);
    }
    const p = ok(await rig.producer.post('/api/productions', productionBody('VALIDA', date)), 201);
    const bad = await rig.producer.patch(`/api/productions/${p.id}`, { field: 'arrival', newValue: '99:99' });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('newValue');
    expect((await rig.producer.patch(`/api/productions/${p.id}`, { field: 'nope', newValue: 1 })).status).to.equal(400);
    expect((await rig.producer.get('/api/productions/filter?from=2033-02-02&to=2033-01-01')).body.details.issues[0].field).to.equal('from');
    expect((await rig.producer.get('/api/productions/dateList?date=ontem')).status).to.equal(400);
    expect((await rig.producer.get('/api/productions/dateList?onlyNotDone=talvez')).status).to.equal(400);
    expect((await rig.producer.delete('/api/productions?ids=1,x')).status).to.equal(400);
    expect((await rig.producer.get('/api/productions/abc')).status).to.equal(400);
    expect((await rig.producer.get('/api/productions/999999')).status).to.equal(404);
    expect((await rig.producer.post('/api/productions/types', { name: ' ' })).status).to.equal(400);
    expect((await rig.producer.post(`/api/productions/${p.id}/email`, { to: ['não é e-mail'] })).status).to.equal(400);
  });

  it('refuses e-mail with 412 naming that mail (SMTP) is not configured', async () => {
    const p = ok(await rig.producer.post('/api/productions', productionBody('EMAIL', nextDate())), 201);
    const r = await rig.producer.post(`/api/productions/${p.id}/email`, { to: ['produtor@example.org'] });
    expect(r.status).to.equal(412);
    expect(r.body.code).to.equal('mail.notConfigured');
    expect(r.body.message).to.match(/SMTP/);
  });

  it('keeps the config versioned; readers neither change it nor create checklists', async () => {
    const cfg = ok(await rig.producer.get('/api/productions/config'));
    expect(cfg).to.include({ typeEnabled: true, resourcesEnabled: true, vehiclesEnabled: true, mediasEnabled: true, privateCreation: false });
    ok(await rig.producer.put('/api/productions/config', { ...cfg, mediasEnabled: false }));
    expect((await rig.producer.put('/api/productions/config', { ...cfg, mediasEnabled: true })).status).to.equal(409);
    const reader = await rig.user(undefined, ['ROLE_PRODUCTION_READ']);
    expect((await reader.c.put('/api/productions/config', { ...cfg, version: cfg.version + 1 })).status).to.equal(403);
    expect((await reader.c.post('/api/productions', productionBody('LEITOR', nextDate()))).status).to.equal(403);
  });
});
