import { expect } from 'chai';
import { boot, guidelineBody, nextDate, ok, testDb, type Rig } from './support.js';

describe(`guideline routes on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('creates a guideline with guides and tasks, loads it and lists it by date and program', async () => {
    const date = nextDate();
    const g = ok(await rig.producer.post('/api/assignments', guidelineBody('  obras na ponte ', date, { programsIds: [rig.programId] })), 201);
    expect(g).to.include({ slug: 'OBRAS NA PONTE', date, state: 'PRODUCING', cameraman: 'JOÃO', excluded: false, private: false, version: 0 });
    expect(g.guides).to.deep.equal([{ id: 1, scheduleDate: date, scheduleTime: '09:30:00', interviewee: 'Carlos Lima', address: 'Av. Central, 1000', observation: 'confirmado', contacts: [] }]);
    expect(g.production.tasks).to.deep.equal([{ id: 1, label: 'Reservar carro', done: false, date, time: '08:00:00', information: '' }]);
    expect(g.programsIds).to.deep.equal([rig.programId]);

    const loaded = ok(await rig.producer.get(`/api/assignments/${g.id}`));
    expect(loaded).to.deep.include({ id: g.id, slug: 'OBRAS NA PONTE', finishedLocked: false });

    const other = ok(await rig.producer.post('/api/assignments', guidelineBody('BOM DIA', date, { programsIds: [rig.otherProgramId] })), 201);
    const none = ok(await rig.producer.post('/api/assignments', guidelineBody('ABERTA', date)), 201);
    const all = ok(await rig.producer.get(`/api/assignments/dateList?date=${date}`));
    expect(all.date).to.equal(date);
    expect(all.data.map((x: any) => x.slug)).to.deep.equal(['ABERTA', 'BOM DIA', 'OBRAS NA PONTE']);
    const one = ok(await rig.producer.get(`/api/assignments/dateList?date=${date}&programId=${rig.programId}`));
    expect(one.data.map((x: any) => x.id)).to.deep.equal([g.id]);
    const allAgain = ok(await rig.producer.get(`/api/assignments/dateList?date=${date}&programId=${rig.programId}&allPrograms=true`));
    expect(allAgain.data.map((x: any) => x.id)).to.have.members([g.id, other.id, none.id]);
    // the default day is today in the newsroom's zone
    const today = ok(await rig.producer.get('/api/assignments/dateList'));
    expect(today.date).to.match(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('saves with PUT (versioned), keeps guide ids and numbers new ones, and patches one field', async () => {
    const date = nextDate();
    const g = ok(await rig.producer.post('/api/assignments', guidelineBody('PUT', date)), 201);
    const guides = [...g.guides, { interviewee: 'Ana', address: 'Praça' }];
    const saved = ok(await rig.producer.put(`/api/assignments/${g.id}`, { version: 0, guides, referral: 'ouvir a prefeitura' }));
    expect(saved.version).to.equal(1);
    expect(saved.guides.map((x: any) => [x.id, x.interviewee])).to.deep.equal([[1, 'Carlos Lima'], [2, 'Ana']]);
    expect(saved.referral).to.equal('ouvir a prefeitura');
    const stale = await rig.producer.put(`/api/assignments/${g.id}`, { version: 0, slug: 'OUTRA' });
    expect(stale.status).to.equal(412);
    expect(stale.body.code).to.equal('guideline.staleVersion');

    const p = ok(await rig.producer.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'nova retranca' }));
    expect(p).to.deep.equal({ field: 'slug', oldValue: 'PUT', newValue: 'NOVA RETRANCA' });
    const t = ok(await rig.producer.patch(`/api/assignments/${g.id}`, { field: 'tasks', newValue: [{ label: 'Ligar para a fonte', done: true }] }));
    expect(t.newValue).to.deep.equal([{ id: 1, label: 'Ligar para a fonte', done: true, date: null, time: null, information: '' }]);
    const revs = ok(await rig.producer.get(`/api/revisions/guideline/${g.id}`));
    expect(revs.total).to.be.at.least(4);
    expect(revs.data[0].changes).to.have.property('production');
  });

  it('answers 400 naming the field for bad input, never a 500', async () => {
    const date = nextDate();
    const cases: [unknown, string][] = [
      [{ date }, 'slug'],
      [{ slug: '   ', date }, 'slug'],
      [{ slug: 'X'.repeat(101), date }, 'slug'],
      [{ slug: 'A', date: '2032-02-30' }, 'date'],
      [{ slug: 'A' }, 'date'],
      [{ slug: 'A', date, cameraman: 'C'.repeat(61) }, 'cameraman'],
      [{ slug: 'A', date, guides: [{ scheduleTime: '25:00' }] }, 'guides'],
      [{ slug: 'A', date, tasks: [{ label: '' }] }, 'tasks'],
      [{ slug: 'A', date, state: 'DONE' }, 'state'],
      [{ slug: 'A', date, programsIds: [999_999] }, 'programsIds'],
    ];
    for (const [body, field] of cases) {
      const r = await rig.producer.post('/api/assignments', body);
      expect(r.status, JSON.stringify(body)).to.equal(400);
      expect(JSON.stringify(r.body), JSON.stringify(body)).to.contain(field);
    }
    const g = ok(await rig.producer.post('/api/assignments', guidelineBody('VALIDA', date)), 201);
    const bad = await rig.producer.patch(`/api/assignments/${g.id}`, { field: 'date', newValue: 'amanhã' });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('newValue');
    expect((await rig.producer.patch(`/api/assignments/${g.id}`, { field: 'nope', newValue: 1 })).status).to.equal(400);
    expect((await rig.producer.get('/api/assignments/filter?from=2032-02-02&to=2032-01-01')).body.details.issues[0].field).to.equal('from');
    expect((await rig.producer.get('/api/assignments/dateList?date=ontem')).status).to.equal(400);
    expect((await rig.producer.delete('/api/assignments?ids=1,x')).status).to.equal(400);
    expect((await rig.producer.get('/api/assignments/abc')).status).to.equal(400);
    expect((await rig.producer.get('/api/assignments/999999')).status).to.equal(404);
  });

  it('filters by slug, text, state, program and date range, paged, and counts per date and state', async () => {
    const d1 = nextDate();
    const d2 = nextDate();
    const a = ok(await rig.producer.post('/api/assignments', guidelineBody('FILTRO CHUVA', d1, { programsIds: [rig.programId], information: 'alagamento 100%' })), 201);
    ok(await rig.producer.post('/api/assignments', guidelineBody('FILTRO SOL', d2, { state: 'COVERING' })), 201);
    ok(await rig.producer.post('/api/assignments', guidelineBody('FILTRO VENTO', d2, { state: 'COVERING' })), 201);
    const bySlug = ok(await rig.producer.get('/api/assignments/filter?slug=filtro&size=2'));
    expect(bySlug.total).to.equal(3);
    expect(bySlug.data).to.have.length(2);
    expect(bySlug.data[0].date).to.equal(d2);
    expect(ok(await rig.producer.get('/api/assignments/filter?text=100%25')).data.map((x: any) => x.id)).to.deep.equal([a.id]);
    expect(ok(await rig.producer.get('/api/assignments/filter?text=_')).total).to.equal(0);
    expect(ok(await rig.producer.get('/api/assignments/filter?slug=filtro&state=COVERING')).total).to.equal(2);
    expect(ok(await rig.producer.get(`/api/assignments/filter?slug=filtro&programId=${rig.programId}`)).total).to.equal(1);
    expect(ok(await rig.producer.get(`/api/assignments/filter?slug=filtro&from=${d2}&to=${d2}`)).total).to.equal(2);
    const counts = ok(await rig.producer.get(`/api/assignments/counter?from=${d1}&to=${d2}`));
    expect(counts).to.deep.equal([{ date: d1, state: 'PRODUCING', count: 1 }, { date: d2, state: 'COVERING', count: 2 }]);
  });

  it('changes states of a list, copies to programs and a date, removes to the trash and restores', async () => {
    const date = nextDate();
    const target = nextDate();
    const a = ok(await rig.producer.post('/api/assignments', guidelineBody('ESTADO A', date)), 201);
    const b = ok(await rig.producer.post('/api/assignments', guidelineBody('ESTADO B', date)), 201);
    const states = ok(await rig.producer.post('/api/assignments/updateState', { ids: [a.id, b.id], state: 'COVERING' }));
    expect(states.map((x: any) => x.state)).to.deep.equal(['COVERING', 'COVERING']);

    const copies = ok(await rig.producer.post('/api/assignments/copy', { ids: [a.id], programsIds: [rig.otherProgramId], date: target }), 201);
    expect(copies[0]).to.include({ slug: 'ESTADO A', date: target, state: 'PRODUCING' });
    expect(copies[0].programsIds).to.deep.equal([rig.otherProgramId]);
    expect(copies[0].id).to.not.equal(a.id);
    expect(copies[0].guides).to.deep.equal(a.guides);

    expect((await rig.producer.delete(`/api/assignments?ids=${a.id},${b.id}`)).status).to.equal(204);
    expect((await rig.producer.get(`/api/assignments/${a.id}`)).status).to.equal(404);
    expect(ok(await rig.producer.get(`/api/assignments/dateList?date=${date}`)).data).to.deep.equal([]);
    const trashed = ok(await rig.producer.get('/api/assignments/excluded?size=100'));
    expect(trashed.data.map((x: any) => x.id)).to.include.members([a.id, b.id]);
    expect(trashed.data.find((x: any) => x.id === a.id).excluded).to.equal(true);
    const trash = ok(await rig.producer.get('/api/trash?size=100'));
    const item = trash.data.find((t: any) => t.entityType === 'guideline' && t.entityId === String(a.id));
    expect(item.title).to.equal('ESTADO A');
    ok(await rig.producer.post(`/api/trash/${item.id}/restore`), 200);
    expect(ok(await rig.producer.get(`/api/assignments/dateList?date=${date}`)).data.map((x: any) => x.id)).to.deep.equal([a.id]);
  });

  it('answers the config of optional fields and keeps settings versioned', async () => {
    const cfg = ok(await rig.producer.get('/api/assignments/config'));
    expect(cfg.flags).to.have.keys(['classificationEnabled', 'editorsEnabled', 'reportersEnabled', 'editorialsEnabled', 'typeEnabled', 'vehiclesEnabled']);
    expect(cfg.settings).to.include({ lockFinished: true, privateCreation: false });
    const s = ok(await rig.producer.get('/api/assignments/settings'));
    ok(await rig.producer.put('/api/assignments/settings', { lockFinished: true, privateCreation: true, version: s.version }));
    const stale = await rig.producer.put('/api/assignments/settings', { lockFinished: false, privateCreation: true, version: s.version });
    expect(stale.status).to.equal(409);
    const reader = await rig.user(undefined, ['ROLE_ASSIGNMENT_READ']);
    expect((await reader.c.put('/api/assignments/settings', { lockFinished: false, privateCreation: false, version: s.version + 1 })).status).to.equal(403);
    expect((await reader.c.post('/api/assignments', guidelineBody('LEITOR', nextDate()))).status).to.equal(403);
  });
});
