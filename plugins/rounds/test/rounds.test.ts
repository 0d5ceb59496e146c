import { expect } from 'chai';
import type { TestClient, TestKernel } from '@lauda/sdk/testing';
import { bootRounds, contentOf, listen, ok, pdfOf, testDb } from './support.js';

const field = (r: { body: any }) => JSON.stringify(r.body.details ?? r.body);

describe(`rounds on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let chief: TestClient;
  let reader: TestClient;
  let safety: any;
  let health: any;
  let police: any;
  let hospital: any;
  before(async () => {
    ({ k, chief, reader } = await bootRounds());
    safety = ok(await chief.post('/api/rounds/segments', { name: 'Segurança' }), 201);
    health = ok(await chief.post('/api/rounds/segments', { name: 'Saúde' }), 201);
    police = ok(await chief.post('/api/rounds/institutions', { name: '1º Distrito Policial', segmentId: safety.id, phone: '+55 11 3333-0001', contact: 'Delegado Silva' }), 201);
    hospital = ok(await chief.post('/api/rounds/institutions', { name: 'Hospital Municipal', segmentId: health.id }), 201);
  });
  after(async () => k?.stop());

  it('keeps institution and segment names unique, and refuses removing one in use', async () => {
    const twin = await chief.post('/api/rounds/segments', { name: '  segurança ' });
    expect(twin.status).to.equal(409);
    expect(twin.body.code).to.equal('rounds.segmentNameInUse');
    expect(twin.body.details.field).to.equal('name');
    const twinInst = await chief.post('/api/rounds/institutions', { name: 'hospital municipal' });
    expect([twinInst.status, twinInst.body.code, twinInst.body.details.field]).to.deep.equal([409, 'rounds.institutionNameInUse', 'name']);
    const renamed = await chief.put(`/api/rounds/institutions/${hospital.id}`, { name: '1º distrito policial', version: 0 });
    expect(renamed.status).to.equal(409);

    expect(ok(await reader.get('/api/rounds/institutions')).map((i: any) => [i.name, i.segmentName])).to.deep.equal([
      ['1º Distrito Policial', 'Segurança'], ['Hospital Municipal', 'Saúde'],
    ]);
    // a segment an institution uses stays
    const inUse = await chief.delete(`/api/rounds/segments/${safety.id}`);
    expect([inUse.status, inUse.body.code, inUse.body.message]).to.deep.equal([422, 'rounds.recordInUse', 'Record in use cannot be deleted']);
    const spare = ok(await chief.post('/api/rounds/segments', { name: 'Política' }), 201);
    const renamedSeg = ok(await chief.put(`/api/rounds/segments/${spare.id}`, { name: 'Política local', version: 0 }));
    expect(renamedSeg).to.include({ name: 'Política local', version: 1 });
    expect((await chief.put(`/api/rounds/segments/${spare.id}`, { name: 'X', version: 0 })).status).to.equal(412);
    expect((await chief.delete(`/api/rounds/segments/${spare.id}`)).status).to.equal(204);

    const fireDept = ok(await chief.post('/api/rounds/institutions', { name: 'Bombeiros' }), 201);
    ok(await chief.post('/api/rounds', { date: '2031-05-02', time: '08:00', institutionId: fireDept.id }), 201);
    expect((await chief.delete(`/api/rounds/institutions/${fireDept.id}`)).status).to.equal(422);
  });

  it('lists a day\'s rounds sorted by time, with the institution\'s segment by default, and tells live', async () => {
    const date = '2031-05-10';
    const live = await listen(k, reader, ['rounds']);
    try {
      const late = ok(await chief.post('/api/rounds', { date, time: '17:30', institutionId: police.id, who: 'Ana', notes: 'Nada de novo' }), 201);
      const early = ok(await chief.post('/api/rounds', { date, time: '07:05:00', institutionId: hospital.id, segmentId: safety.id, result: 'news' }), 201);
      ok(await chief.post('/api/rounds', { date, time: '12:00', institutionId: hospital.id }), 201);
      ok(await chief.post('/api/rounds', { date: '2031-05-11', time: '06:00', institutionId: police.id }), 201);
      expect(late).to.include({ time: '17:30:00', institutionName: '1º Distrito Policial', segmentId: safety.id, segmentName: 'Segurança', result: 'pending', who: 'Ana', authorNickname: 'chefe' });
      expect(early).to.include({ segmentId: safety.id, result: 'news' });
      const day = ok(await reader.get(`/api/rounds?date=${date}`));
      expect(day.map((r: any) => r.time)).to.deep.equal(['07:05:00', '12:00:00', '17:30:00']);

      const changed = ok(await chief.put(`/api/rounds/${late.id}`, { date, time: '06:45', institutionId: police.id, notes: 'Prisão em flagrante', result: 'news', version: 0 }));
      expect(changed).to.include({ version: 1, notes: 'Prisão em flagrante', who: '' });
      expect(ok(await reader.get(`/api/rounds?date=${date}`))[0].id).to.equal(late.id);
      expect((await chief.put(`/api/rounds/${late.id}`, { date, time: '06:45', institutionId: police.id, version: 0 })).status).to.equal(412);

      const removed = ok(await chief.delete(`/api/rounds?ids=${early.id},999999`));
      expect(removed).to.deep.equal({ ids: [early.id] });
      const heard = await live.until(6);
      expect(heard.map((m) => [m.op, m.id])).to.deep.equal([
        ['CREATE', late.id], ['CREATE', early.id], ['CREATE', heard[2]!.id], ['CREATE', heard[3]!.id], ['UPDATE', late.id], ['DELETE', early.id],
      ]);
      expect(heard[4]!.data).to.include({ time: '06:45:00', notes: 'Prisão em flagrante' });
    } finally {
      live.stop();
    }
  });

  it('refuses bad input naming the field, and writes without the write role', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2031-02-30', time: '10:00', institutionId: police.id }, 'date'],
      [{ date: '2031-02-03', time: '25:00', institutionId: police.id }, 'time'],
      [{ date: '2031-02-03', time: '10:00' }, 'institutionId'],
      [{ date: '2031-02-03', time: '10:00', institutionId: 987654 }, 'institutionId'],
      [{ date: '2031-02-03', time: '10:00', institutionId: police.id, segmentId: 987654 }, 'segmentId'],
      [{ date: '2031-02-03', time: '10:00', institutionId: police.id, result: 'maybe' }, 'result'],
    ];
    for (const [body, name] of cases) {
      const r = await chief.post('/api/rounds', body);
      expect(r.status, name).to.equal(400);
      expect(field(r), name).to.contain(`"${name}"`);
    }
    const blank = await chief.post('/api/rounds/segments', { name: '   ' });
    expect([blank.status, field(blank).includes('"name"')]).to.deep.equal([400, true]);
    expect((await chief.get('/api/rounds?date=hoje')).status).to.equal(400);
    expect((await chief.delete('/api/rounds?ids=a,b')).status).to.equal(400);
    expect((await reader.post('/api/rounds', { date: '2031-02-03', time: '10:00', institutionId: police.id })).status).to.equal(403);
    expect((await reader.post('/api/rounds/segments', { name: 'Esporte' })).status).to.equal(403);
    expect((await (await k.userWith([], 'ninguem')).get('/api/rounds?date=2031-02-03')).status).to.equal(403);
  });

  it('creates a guideline from a round once; the guideline is in the guidelines API', async () => {
    const r = ok(await chief.post('/api/rounds', { date: '2031-06-01', time: '09:15', institutionId: police.id, who: 'Bruno', notes: 'Operação contra roubo de cargas' }), 201);
    const refused = await chief.post(`/api/rounds/${r.id}/guideline`, { programsIds: [987654] });
    expect(refused.status).to.be.within(400, 499);
    expect(ok(await reader.get(`/api/rounds/${r.id}`))).to.include({ guidelineId: null, version: 0 });
    const made = ok(await chief.post(`/api/rounds/${r.id}/guideline`, {}), 201);
    expect(made.round).to.include({ guidelineId: made.guideline.id, result: 'news', version: 1 });
    expect(made.guideline).to.include({ date: '2031-06-01', proposal: 'Operação contra roubo de cargas' });
    expect(made.guideline.slug.toUpperCase()).to.equal('1º DISTRITO POLICIAL');
    const g = ok(await chief.get(`/api/assignments/${made.guideline.id}`));
    expect(g.information).to.contain('Segurança').and.contain('09:15').and.contain('Bruno');
    expect(await contentOf(k, 'round', r.id, ['ROLE_ROUND_READ'])).to.deep.equal({
      title: '1º Distrito Policial', text: '1º Distrito Policial · Segurança — 09:15 — Bruno\n\nOperação contra roubo de cargas', date: '2031-06-01',
    });
    const again = await chief.post(`/api/rounds/${r.id}/guideline`, {});
    expect([again.status, again.body.code]).to.deep.equal([409, 'rounds.hasGuideline']);
    // without the guidelines' write role the route is closed
    expect((await (await k.userWith(['ROLE_ROUND_READ', 'ROLE_ROUND_WRITE'], 'semPauta')).post(`/api/rounds/${r.id}/guideline`, {})).status).to.equal(403);
  });

  it('prints a round and a day as PDFs in the asked language', async () => {
    const date = '2031-07-04';
    const r = ok(await chief.post('/api/rounds', { date, time: '10:20', institutionId: hospital.id, who: 'Carla', notes: 'Surto de dengue no bairro', result: 'news' }), 201);
    ok(await chief.post('/api/rounds', { date, time: '08:10', institutionId: police.id, result: 'nothing' }), 201);
    const one = await pdfOf(k, reader, `/api/rounds/${r.id}/pdf?locale=pt_BR`);
    expect([one.status, one.type]).to.deep.equal([200, 'application/pdf']);
    expect(one.title).to.equal('Ronda: Hospital Municipal');
    for (const s of ['04/07/2031', '10:20', 'Saúde', 'Carla', 'Notícia', 'Surto de dengue no bairro']) expect(one.text, s).to.contain(s);
    const day = await pdfOf(k, reader, `/api/rounds/pdf?date=${date}&locale=en_US`);
    expect(day.title).to.equal("The day's rounds");
    expect(day.text.indexOf('08:10')).to.be.within(0, day.text.indexOf('10:20'));
    for (const s of ['1º Distrito Policial', 'Hospital Municipal', 'Nothing to report', 'News']) expect(day.text, s).to.contain(s);
    expect((await pdfOf(k, reader, '/api/rounds/99999/pdf')).status).to.equal(404);
  });
});
