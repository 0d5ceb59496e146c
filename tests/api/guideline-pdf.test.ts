import { expect } from 'chai';
import { boot, guidelineBody, nextDate, ok, testDb, type Rig } from '@lauda/plugin-guidelines/testing';
import type { TestClient } from '@lauda/sdk/testing';
import { fetchPdf, pdfText } from '../support/pdf-text.js';

/**
 * The guidelines' PDFs through the kernel's PDF service, read back as text: content (guides and
 * tasks), archive (with the revision summary) and the day's grid; the document access contract
 * (a hidden guideline is a 404 and the grid leaves it out) and 400 naming a bad field.
 */
describe(`guideline PDFs, on ${testDb()}`, function () {
  this.timeout(90_000);
  let rig: Rig;
  let owner: { c: TestClient; id: number; nickname: string };
  let outsider: { c: TestClient; id: number; nickname: string };
  let date: string;
  let bridge: { id: number };
  let secret: { id: number };

  const getPdf = (c: TestClient, path: string) => fetchPdf(rig.k.url, c.cookie, path);
  async function textOf(c: TestClient, path: string): Promise<string> {
    const r = await getPdf(c, path);
    expect(r.status, `${path}: ${r.bytes.toString().slice(0, 300)}`).to.equal(200);
    expect(r.type).to.equal('application/pdf');
    return (await pdfText(r.bytes)).text;
  }

  before(async () => {
    rig = await boot();
    const settings = ok<Record<string, unknown>>(await rig.producer.get('/api/assignments/settings'));
    ok(await rig.producer.put('/api/assignments/settings', { ...settings, privateCreation: true }));
    owner = await rig.user('dona');
    outsider = await rig.user('fora');
    date = nextDate();
    bridge = ok(await rig.producer.post('/api/assignments', guidelineBody('obras na ponte', date, {
      programsIds: [rig.programId], reportersIds: [owner.id], referral: 'Ouvir o engenheiro responsável',
    })), 201);
    ok(await rig.producer.put(`/api/assignments/${bridge.id}`, { version: 0, cameraman: 'PEDRO' }));
    ok(await rig.producer.post('/api/assignments', guidelineBody('feira livre', date, {
      guides: [{ scheduleDate: date, scheduleTime: '07:15', interviewee: 'Dona Maria', address: 'Rua da Feira, 5' }],
    })), 201);
    secret = ok(await owner.c.post('/api/assignments', guidelineBody('furo secreto', date, { private: true })), 201);
  });
  after(async () => rig?.stop());

  it('prints the content: fields, guides (date, time, interviewee, address, observation) and tasks', async () => {
    const text = await textOf(rig.producer, `/api/assignments/${bridge.id}/pdf?kind=content`);
    expect(text).to.include('OBRAS NA PONTE').and.include('Conteúdo').and.include('Jornal da Noite').and.include('dona');
    expect(text).to.include('Carlos Lima').and.include('Av. Central, 1000').and.include('09:30').and.include('confirmado');
    expect(text).to.include('Reservar carro').and.include('Ouvir o engenheiro responsável').and.include('PEDRO');
    const [y, m, d] = date.split('-');
    expect(text).to.include(`${d}/${m}/${y}`);
    expect(text).not.to.include('Histórico');
  });

  it('prints the archive with the revision summary, in the language asked for', async () => {
    const text = await textOf(rig.producer, `/api/assignments/${bridge.id}/pdf?kind=archive&locale=en_US`);
    expect(text).to.include('OBRAS NA PONTE').and.include('Archive').and.include('Carlos Lima');
    expect(text).to.include('Versions').and.include('producer').and.include('Cameraman');
  });

  it('prints the day as a grid, earliest first guide first, and only what the reader may see', async () => {
    const mine = await textOf(owner.c, `/api/assignments/pdf?kind=grid&date=${date}`);
    expect(mine).to.include('Pautas do dia').and.include('FURO SECRETO');
    const text = await textOf(rig.producer, `/api/assignments/pdf?kind=grid&date=${date}`);
    expect(text).to.include('FEIRA LIVRE').and.include('OBRAS NA PONTE').and.include('07:15').and.include('Produzindo');
    expect(text.indexOf('FEIRA LIVRE')).to.be.below(text.indexOf('OBRAS NA PONTE'));
    expect(text).not.to.include('FURO SECRETO');
    const one = await textOf(rig.producer, `/api/assignments/pdf?kind=grid&date=${date}&programId=${rig.programId}`);
    expect(one).to.include('OBRAS NA PONTE').and.include('Jornal da Noite').and.not.include('FEIRA LIVRE');
    // a program the reader may not open: nothing listed, not even its name
    const group = ok(await rig.producer.post('/api/groups', { name: 'Restrito PDF', userIds: [rig.producerId] }), 201);
    const closed = ok(await rig.producer.post('/api/programs', { name: 'Programa Fechado', start: '06:00:00', end: '07:00:00', allowedGroupIds: [group.id] }), 201);
    ok(await rig.producer.post('/api/assignments', guidelineBody('pauta fechada', date, { programsIds: [closed.id] })), 201);
    expect(await textOf(rig.producer, `/api/assignments/pdf?kind=grid&date=${date}&programId=${closed.id}`)).to.include('Programa Fechado').and.include('PAUTA FECHADA');
    const none = await textOf(outsider.c, `/api/assignments/pdf?kind=grid&date=${date}&programId=${closed.id}`);
    expect(none).to.include(`#${closed.id}`);
    expect(none).not.to.include('Programa Fechado');
    expect(none).not.to.include('PAUTA FECHADA');
    expect(await textOf(outsider.c, `/api/assignments/pdf?kind=grid&date=${date}`)).not.to.include('PAUTA FECHADA');
    // a guideline of an open program and a closed one: the reader sees it, and the closed program by its id only
    const both = ok(await rig.producer.post('/api/assignments', guidelineBody('duas pracas', date, { programsIds: [closed.id, rig.programId] })), 201);
    const content = await textOf(outsider.c, `/api/assignments/${both.id}/pdf?kind=content`);
    expect(content).to.include('DUAS PRACAS').and.include('Jornal da Noite').and.include(`#${closed.id}`);
    expect(content).not.to.include('Programa Fechado');
  });

  it('answers 404 for a guideline the reader may not see', async () => {
    expect((await getPdf(outsider.c, `/api/assignments/${secret.id}/pdf?kind=content`)).status).to.equal(404);
    expect((await getPdf(outsider.c, `/api/assignments/${secret.id}/pdf?kind=archive`)).status).to.equal(404);
    expect((await getPdf(owner.c, `/api/assignments/${secret.id}/pdf?kind=content`)).status).to.equal(200);
  });

  it('answers 400 naming the bad field', async () => {
    for (const [path, field] of [
      [`/api/assignments/${bridge.id}/pdf?kind=grid`, 'kind'],
      [`/api/assignments/${bridge.id}/pdf`, 'kind'],
      ['/api/assignments/pdf?kind=content', 'kind'],
      [`/api/assignments/pdf?kind=grid&date=2031-02-30`, 'date'],
      [`/api/assignments/pdf?kind=grid&programId=abc`, 'programId'],
      [`/api/assignments/${bridge.id}/pdf?kind=content&locale=xx`, 'locale'],
    ] as const) {
      const r = await rig.producer.get(path);
      expect(r.status, path).to.equal(400);
      expect(JSON.stringify(r.body), path).to.include(field);
    }
  });
});
