import { expect } from 'chai';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { boot, ok, reportBody, testDb, type Rig } from './support.js';

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const parts: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      parts.push(content.items.map((x) => ('str' in x ? x.str : '')).join(' ').replace(/\s+/g, ' '));
    }
    return parts.join('\n');
  } finally {
    await doc.destroy();
  }
}

describe(`report routes on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('creates a report, loads it, saves it with PUT (versioned), patches a field and keeps revisions', async () => {
    const r = ok(await rig.editor.post('/api/reports', reportBody(rig, '  Cobertura do 1º turno ', '2033-03-01', { programsIds: [rig.programId] })), 201);
    expect(r).to.include({ title: 'Cobertura do 1º turno', date: '2033-03-01', categoryId: rig.categoryId, eventId: rig.eventIds[0], version: 0, private: false });
    expect(r.body[0].children[1]).to.deep.equal({ text: 'Sem ocorrências.', bold: true });
    expect(ok(await rig.editor.get(`/api/reports/${r.id}`))).to.deep.include({ id: r.id, programsIds: [rig.programId], files: [] });

    const saved = ok(await rig.editor.put(`/api/reports/${r.id}`, { version: 0, eventId: rig.eventIds[1], people: 'Carlos' }));
    expect(saved).to.include({ version: 1, eventId: rig.eventIds[1], people: 'Carlos' });
    const stale = await rig.editor.put(`/api/reports/${r.id}`, { version: 0, title: 'Outro' });
    expect(stale.status).to.equal(412);
    expect(stale.body.code).to.equal('report.staleVersion');
    const patch = ok(await rig.editor.patch(`/api/reports/${r.id}`, { field: 'title', newValue: 'Apuração final' }));
    expect(patch).to.deep.equal({ field: 'title', oldValue: 'Cobertura do 1º turno', newValue: 'Apuração final' });

    const revs = ok(await rig.editor.get(`/api/reports/${r.id}/revisions`));
    expect(revs.total).to.equal(3);
    expect(revs.data[0].changes).to.have.property('title');
    expect(revs.data[0]).to.have.property('revisorNickname', 'editor');
    expect(ok(await rig.editor.get(`/api/revisions/report/${r.id}`)).total).to.equal(3);

    const copy = ok(await rig.editor.post(`/api/reports/${r.id}/copy`), 201);
    expect(copy.id).to.not.equal(r.id);
    expect(copy).to.include({ title: 'Apuração final', people: 'Carlos', version: 0 });
  });

  it('filters by date range, text, category and event, paged (default size 25)', async () => {
    const other = ok(await rig.editor.post('/api/reports/categories', { name: 'Clima' }), 201);
    const a = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Zona norte', '2033-04-02')), 201);
    const b = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Zona sul', '2033-04-03', { eventId: rig.eventIds[1], people: 'Maria Chuva' })), 201);
    const c = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Temporal', '2033-04-03', { categoryId: other.id, eventId: null })), 201);
    const range = ok(await rig.editor.get('/api/reports/filter?from=2033-04-01&to=2033-04-30'));
    expect(range).to.include({ total: 3, size: 25, number: 0 });
    expect(range.data.map((x: any) => x.id)).to.deep.equal([c.id, b.id, a.id]);
    expect(ok(await rig.editor.get('/api/reports/filter?from=2033-04-01&text=ZONA')).data.map((x: any) => x.id)).to.deep.equal([b.id, a.id]);
    expect(ok(await rig.editor.get('/api/reports/filter?from=2033-04-01&text=chuva')).data.map((x: any) => x.id)).to.deep.equal([b.id]);
    expect(ok(await rig.editor.get(`/api/reports/filter?from=2033-04-01&categoryId=${other.id}`)).data.map((x: any) => x.id)).to.deep.equal([c.id]);
    expect(ok(await rig.editor.get(`/api/reports/filter?from=2033-04-01&eventId=${rig.eventIds[1]}`)).data.map((x: any) => x.id)).to.deep.equal([b.id]);
    const page = ok(await rig.editor.get('/api/reports/filter?from=2033-04-01&to=2033-04-30&size=2&page=1'));
    expect(page).to.include({ total: 3, number: 1, size: 2 });
    expect(page.data.map((x: any) => x.id)).to.deep.equal([a.id]);
  });

  it('moves to the trash, lists it as excluded and restores it', async () => {
    const r = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Lixeira', '2033-05-01')), 201);
    expect((await rig.editor.delete(`/api/reports?ids=${r.id}`)).status).to.equal(204);
    expect((await rig.editor.get(`/api/reports/${r.id}`)).status).to.equal(404);
    expect(ok(await rig.editor.get('/api/reports/excluded?size=100')).data.find((x: any) => x.id === r.id).excluded).to.equal(true);
    const item = ok(await rig.editor.get('/api/trash?size=100')).data.find((t: any) => t.entityType === 'report' && t.entityId === String(r.id));
    expect(item.title).to.equal('Lixeira');
    expect(ok(await rig.editor.post('/api/reports/restore', { ids: [r.id] })).map((x: any) => x.id)).to.deep.equal([r.id]);
    expect(ok(await rig.editor.get(`/api/reports/${r.id}`)).excluded).to.equal(false);
    expect((await rig.editor.post('/api/reports/restore', { ids: [r.id] })).status).to.equal(404);
  });

  it('answers 400 naming the field for bad input, never a 500', async () => {
    const base = reportBody(rig, 'Válido');
    const cases: [unknown, string][] = [
      [{ ...base, title: undefined }, 'title'],
      [{ ...base, title: '   ' }, 'title'],
      [{ ...base, title: 'X'.repeat(201) }, 'title'],
      [{ ...base, date: '2033-02-30' }, 'date'],
      [{ ...base, categoryId: undefined }, 'categoryId'],
      [{ ...base, categoryId: 999_999 }, 'categoryId'],
      [{ ...base, eventId: 999_999 }, 'eventId'],
      [{ ...base, programsIds: [999_999] }, 'programsIds'],
      [{ ...base, body: [{ children: [{ text: 'x', color: 'red' }] }] }, 'body'],
      [{ ...base, body: 'texto' }, 'body'],
      [{ ...base, targetType: 'story' }, 'targetId'],
      [{ ...base, targetType: 'memo', targetId: 1 }, 'targetType'],
    ];
    for (const [body, field] of cases) {
      const r = await rig.editor.post('/api/reports', body);
      expect(r.status, JSON.stringify(body)).to.equal(400);
      expect(JSON.stringify(r.body.details), JSON.stringify(body)).to.contain(field);
    }
    const r = ok(await rig.editor.post('/api/reports', base), 201);
    const bad = await rig.editor.patch(`/api/reports/${r.id}`, { field: 'date', newValue: 'ontem' });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('newValue');
    expect((await rig.editor.patch(`/api/reports/${r.id}`, { field: 'nope', newValue: 1 })).status).to.equal(400);
    expect((await rig.editor.get('/api/reports/filter?from=2033-02-02&to=2033-01-01')).body.details.issues[0].field).to.equal('from');
    expect((await rig.editor.get('/api/reports/filter?size=501')).status).to.equal(400);
    expect((await rig.editor.get('/api/reports/filter?categoryId=x')).status).to.equal(400);
    expect((await rig.editor.get('/api/reports/by-target?type=story')).body.details.issues[0].field).to.equal('id');
    expect((await rig.editor.delete('/api/reports?ids=1,x')).status).to.equal(400);
    expect((await rig.editor.get('/api/reports/abc')).status).to.equal(400);
    expect((await rig.editor.get('/api/reports/999999')).status).to.equal(404);
  });

  it('keeps categories and events unique per level, and refuses removing one in use (422 report.inUse)', async () => {
    const dup = await rig.editor.post('/api/reports/categories', { name: 'eleições' });
    expect(dup.status).to.equal(400);
    expect(dup.body.code).to.equal('report.nameInUse');
    expect(dup.body.details.issues[0].field).to.equal('name');
    expect((await rig.editor.post(`/api/reports/categories/${rig.categoryId}/events`, { name: 'Apuração' })).body.code).to.equal('report.nameInUse');
    const sport = ok(await rig.editor.post('/api/reports/categories', { name: 'Esporte' }), 201);
    // the same event name in another category is fine
    const final = ok(await rig.editor.post(`/api/reports/categories/${sport.id}/events`, { name: 'Apuração' }), 201);
    expect(ok(await rig.editor.put(`/api/reports/categories/${sport.id}/events/${final.id}`, { name: 'Final' })).name).to.equal('Final');
    const list = ok(await rig.editor.get('/api/reports/categories'));
    expect(list.find((c: any) => c.id === sport.id).events.map((e: any) => e.name)).to.deep.equal(['Final']);
    expect(ok(await rig.editor.get(`/api/reports/categories/${sport.id}/events`)).map((e: any) => e.name)).to.deep.equal(['Final']);
    for (const path of ['/api/reports/categories/999999/events', '/api/reports/categories/999999/events/1']) {
      const missing = path.endsWith('/1') ? await rig.editor.put(path, { name: 'X' }) : await rig.editor.get(path);
      expect(missing.status, path).to.equal(404);
      expect(missing.body.code, path).to.equal('report.categoryNotFound');
    }
    expect((await rig.editor.put(`/api/reports/categories/${sport.id}/events/999999`, { name: 'X' })).body.code).to.equal('report.eventNotFound');
    expect((await rig.editor.put(`/api/reports/categories/${sport.id}`, { name: 'eleições' })).body.details.issues[0].field).to.equal('name');

    const r = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Jogo', '2033-06-01', { categoryId: sport.id, eventId: final.id })), 201);
    // an event of another category is refused
    const wrong = await rig.editor.patch(`/api/reports/${r.id}`, { field: 'eventId', newValue: rig.eventIds[0] });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.code).to.equal('report.unknownEvent');
    for (const path of [`/api/reports/categories/${sport.id}`, `/api/reports/categories/${sport.id}/events/${final.id}`]) {
      const refused = await rig.editor.delete(path);
      expect(refused.status, path).to.equal(422);
      expect(refused.body.code).to.equal('report.inUse');
      expect(refused.body.details.count).to.equal(1);
    }
    // moved to another category, the old event goes with the old category
    const moved = ok(await rig.editor.patch(`/api/reports/${r.id}`, { field: 'categoryId', newValue: rig.categoryId }));
    expect(moved.newValue).to.equal(rig.categoryId);
    expect(ok(await rig.editor.get(`/api/reports/${r.id}`)).eventId).to.equal(null);
    expect((await rig.editor.delete(`/api/reports/categories/${sport.id}`)).status).to.equal(204);
    const reader = await rig.user(undefined, ['ROLE_REPORT_READ', 'ROLE_REPORT_WRITE']);
    expect((await reader.c.post('/api/reports/categories', { name: 'Nova' })).status).to.equal(403);
  });

  it('renders the PDF with the report read back as text', async () => {
    const r = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Relatório impresso', '2033-07-04', {
      body: [{ children: [{ text: 'Primeiro parágrafo do relatório.' }] }, { children: [{ text: 'nota interna', comment: true }, { text: 'Segundo parágrafo.' }] }],
    })), 201);
    // the test client reads bodies as text: the bytes come through fetch with its session
    const res = await fetch(`${rig.k.url}/api/reports/${r.id}/pdf?locale=en_US`, { headers: { cookie: rig.editor.cookie ?? '' } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.contain('application/pdf');
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    for (const part of ['Report: Relatório impresso', '04/07/2033', 'Eleições', '1º turno', 'Ana Souza', 'Primeiro parágrafo do relatório.', 'Segundo parágrafo.']) expect(text).to.contain(part);
    expect(text).to.not.contain('nota interna');
  });
});
