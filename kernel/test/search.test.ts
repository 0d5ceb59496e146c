import { expect } from 'chai';
import type { IndexState, SearchResults } from '@lauda/sdk/server';
import type { TestClient } from '@lauda/sdk/testing';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';
import { NOTE_ROLES, notesPlugin } from './search-fixture.js';
import { stomp } from './stomp-tester.js';

const titles = (r: { body: SearchResults }) => r.body.data.map((h) => h.title).sort();

/** Polls a search until `ok` holds (the index is written a moment after the change); answers the time it took. */
async function until(c: TestClient, path: string, ok: (r: SearchResults) => boolean, ms = 5000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const r = await c.get(path);
    if (r.status === 200 && ok(r.body)) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${path} → ${r.status} ${JSON.stringify(r.body).slice(0, 400)}`);
    await new Promise((res) => setTimeout(res, 25));
  }
}

describe('global search: modes, accents, access, live index, rebuild', function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let ana: TestClient;
  let bia: TestClient;
  const note = async (c: TestClient, body: Record<string, unknown>) => {
    const r = await c.post('/api/notes', body);
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    return Number(r.body.id);
  };
  const settle = () => k.kernel.search.writer.settled();

  before(async () => {
    k = await startTestKernel({ plugins: [notesPlugin] });
    ana = await k.userWith(NOTE_ROLES, 'busca-ana');
    bia = await k.userWith(NOTE_ROLES, 'busca-bia');
    await note(ana, { title: 'Eleição municipal em Niterói', body: 'A apuração dos votos da eleição termina hoje à noite.', day: '2026-10-04', programId: 1 });
    await note(ana, { title: 'Votos brancos', body: 'Apuração: os votos brancos e nulos cresceram.', day: '2026-10-05', programId: 2 });
    await note(ana, { title: 'Chuva no RJ', body: 'Temporal no Rio de Janeiro; a Defesa Civil pede cuidado.', day: '2026-10-06', programId: 1 });
    await note(ana, { title: 'Campanha eleitoral', body: 'Candidatos encerram a campanha com comícios.', day: '2026-10-03', programId: 2 });
    await note(ana, { title: 'Furo da eleição', body: 'Documento sigiloso sobre a eleição.', day: '2026-10-04', programId: 1, private: true });
    await settle();
  });
  after(async () => k?.stop());

  it('MUST: every word, accents and case folded both ways', async () => {
    expect(titles(await ana.get('/api/search?q=eleicao&mode=MUST'))).to.deep.equal(['Eleição municipal em Niterói', 'Furo da eleição']);
    expect(titles(await ana.get('/api/search?q=ELEIÇÃO%20apuração&mode=MUST'))).to.deep.equal(['Eleição municipal em Niterói']);
    expect(titles(await ana.get('/api/search?q=niteroi'))).to.deep.equal(['Eleição municipal em Niterói']);
    // words MariaDB's English stopword list would drop ("com" is Portuguese "with")
    expect(titles(await ana.get('/api/search?q=campanha%20com&mode=PHRASE'))).to.deep.equal(['Campanha eleitoral']);
    expect(titles(await ana.get('/api/search?q=rio%20de%20janeiro&mode=PHRASE'))).to.deep.equal(['Chuva no RJ']);
  });

  it('SHOULD: any word, the documents with more of them first', async () => {
    const r = await ana.get('/api/search?q=votos%20brancos%20temporal&mode=SHOULD');
    expect(titles(r)).to.deep.equal(['Chuva no RJ', 'Eleição municipal em Niterói', 'Votos brancos']);
    expect(r.body.data[0].title).to.equal('Votos brancos');
  });

  it('PHRASE: the words side by side, in that order', async () => {
    expect(titles(await ana.get('/api/search?q=votos%20brancos&mode=PHRASE'))).to.deep.equal(['Votos brancos']);
    expect(titles(await ana.get('/api/search?q=brancos%20votos&mode=PHRASE'))).to.deep.equal([]);
    expect(titles(await ana.get('/api/search?q=defesa%20civil&mode=PHRASE'))).to.deep.equal(['Chuva no RJ']);
  });

  it('FUZZY: small typing mistakes forgiven, none in words of three letters', async () => {
    expect(titles(await ana.get('/api/search?q=elicao&mode=FUZZY'))).to.deep.equal(['Eleição municipal em Niterói', 'Furo da eleição']);
    expect(titles(await ana.get('/api/search?q=apuracão%20comicio&mode=FUZZY'))).to.deep.equal([]);
    expect(titles(await ana.get('/api/search?q=candidatso&mode=FUZZY'))).to.deep.equal(['Campanha eleitoral']);
    expect(titles(await ana.get('/api/search?q=elicao&mode=MUST'))).to.deep.equal([]);
    // two-letter words are found exactly (on MariaDB too, under its shortest indexed word)
    expect(titles(await ana.get('/api/search?q=rj&mode=FUZZY'))).to.deep.equal(['Chuva no RJ']);
  });

  it('marks the matched words in the title and in passages of the text', async () => {
    const r = await ana.get('/api/search?q=apuracao&mode=MUST');
    const hit = r.body.data.find((h: { title: string }) => h.title === 'Votos brancos');
    expect(hit.fragments[0].filter((p: { mark?: true }) => p.mark).map((p: { text: string }) => p.text)).to.deep.equal(['Apuração']);
    const title = (await ana.get('/api/search?q=eleicao%20municipal')).body.data[0].titleParts;
    expect(title.filter((p: { mark?: true }) => p.mark).map((p: { text: string }) => p.text)).to.deep.equal(['Eleição', 'municipal']);
  });

  it('a private document is never listed, counted or highlighted for someone who may not see it', async () => {
    const r = await bia.get('/api/search?q=eleicao&mode=SHOULD');
    expect(titles(r)).to.deep.equal(['Eleição municipal em Niterói']);
    expect(r.body.total).to.equal(1);
    expect(JSON.stringify(r.body)).not.to.contain('sigiloso');
    expect((await bia.get('/api/search?q=sigiloso')).body).to.deep.include({ total: 0, data: [] });
    const id = (await ana.get('/api/search?q=sigiloso')).body.data[0].id;
    expect((await bia.get(`/api/search/entries/note/${id}`)).status).to.equal(404);
    expect((await ana.get(`/api/search/entries/note/${id}`)).body).to.include({ title: 'Furo da eleição', date: '2026-10-04' });
  });

  it('filters by day range, program and target', async () => {
    expect(titles(await ana.get('/api/search?q=eleicao%20votos&mode=SHOULD&from=2026-10-05&to=2026-10-06'))).to.deep.equal(['Votos brancos']);
    expect(titles(await ana.get('/api/search?q=apuracao&programId=2'))).to.deep.equal(['Votos brancos']);
    expect((await ana.get('/api/search?q=apuracao&targets=stories')).body.total).to.equal(0);
    expect((await ana.get('/api/search?q=apuracao&targets=documents')).body.total).to.equal(2);
  });

  it('pages the visible results and counts them all', async () => {
    const first = await ana.get('/api/search?q=eleicao%20votos%20chuva%20campanha&mode=SHOULD&size=2');
    const second = await ana.get('/api/search?q=eleicao%20votos%20chuva%20campanha&mode=SHOULD&size=2&page=1');
    expect(first.body).to.include({ total: 5, number: 0, size: 2, capped: false });
    expect(first.body.data).to.have.length(2);
    expect([...titles(first), ...titles(second)]).to.have.length(4);
  });

  it('bad input is a 400 naming the field', async () => {
    const field = async (path: string) => {
      const r = await ana.get(path);
      expect(r.status, path).to.equal(400);
      return r.body.details.issues[0].field;
    };
    expect(await field('/api/search?q=')).to.equal('q');
    expect(await field('/api/search?q=%21%21%21')).to.equal('q');
    expect(await field('/api/search?q=a&mode=LOOSE')).to.equal('mode');
    expect(await field('/api/search?q=a&targets=stories,nothing')).to.equal('targets');
    expect(await field('/api/search?q=a&from=2026-10-07&to=2026-10-01')).to.equal('from');
    expect(await field('/api/search?q=a&size=101')).to.equal('size');
    expect((await k.anonymous().get('/api/search?q=a')).status).to.equal(401);
  });

  it('a change is found, and the old words no longer, within a second; a deleted one leaves at once', async () => {
    const id = await note(ana, { title: 'Ponte interditada', body: 'A ponte Rio-Niterói foi interditada.', day: '2026-10-07' });
    expect(await until(ana, '/api/search?q=interditada', (r) => r.total === 1)).to.be.below(1000);
    expect((await ana.put(`/api/notes/${id}`, { title: 'Ponte liberada', body: 'A ponte foi liberada às 9h.', day: '2026-10-07' })).status).to.equal(200);
    expect(await until(ana, '/api/search?q=liberada', (r) => r.total === 1)).to.be.below(1000);
    expect((await ana.get('/api/search?q=interditada')).body.total).to.equal(0);
    expect((await ana.delete(`/api/notes/${id}`)).status).to.equal(204);
    expect(await until(ana, '/api/search?q=liberada', (r) => r.total === 0)).to.be.below(1000);
    // restored from the trash: found again
    const trash = (await ana.get('/api/trash')).body.data.find((t: { entityId: string }) => t.entityId === String(id));
    expect((await ana.post(`/api/trash/${trash.id}/restore`)).status).to.equal(200);
    expect(await until(ana, '/api/search?q=liberada', (r) => r.total === 1)).to.be.below(1000);
  });

  it('the sign-in log is the administrators\' `logs` target', async () => {
    const admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'busca-admin');
    await k.anonymous().post('/api/authentication', { username: 'intruso-xyz', password: 'nope' });
    await until(admin, '/api/search?q=intruso%20xyz&targets=logs', (r) => r.total === 1);
    expect((await ana.get('/api/search?q=intruso%20xyz')).body.total).to.equal(0);
    expect((await ana.get('/api/search/targets')).body.map((t: { target: string }) => t.target)).to.deep.equal(['documents']);
    expect((await admin.get('/api/search/targets')).body.map((t: { target: string }) => t.target)).to.deep.equal(['logs']);
  });

  it('rebuild: progress to every document while writes go on; one rebuild at a time; states per target', async () => {
    const admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', ...NOTE_ROLES], 'busca-root');
    const old = Array.from({ length: 2000 }, (_, i) => ({ title: `Lote ${i}`, body: `registro antigo numero${i}`, day: '2026-09-01' }));
    for (let i = 0; i < old.length; i += 200) await k.kernel.db.knex('notes').insert(old.slice(i, i + 200));
    // written without a message: only a rebuild finds them
    expect((await admin.get('/api/search?q=numero7')).body.total).to.equal(0);
    const watcher = await stomp(k.url, admin.cookie);
    const topic = await watcher.subscribe('/topic/index');
    const started = await admin.post('/api/index/rebuild', { targets: ['documents'] });
    expect(started.status, JSON.stringify(started.body)).to.equal(202);
    expect((await admin.post('/api/index/rebuild', { targets: ['documents'] })).body.code).to.equal('index.rebuilding');
    const during = await note(admin, { title: 'Durante a reconstrução', body: 'escrito no meio' });
    await k.kernel.search.rebuilder.idle();
    await settle();
    // the index page hears the target rebuilding before any progress, then its progress up to rebuilt
    const heard = async () => JSON.parse((await topic.next()).body) as { op: string; id: string; data: IndexState };
    const first = await heard();
    expect(first).to.deep.include({ op: 'UPDATE', id: 'documents' });
    expect(first.data).to.include({ state: 'rebuilding', done: 0 });
    let last = first;
    while (last.data.state === 'rebuilding') last = await heard();
    expect(last.data.state).to.equal('rebuilt');
    // one rebuild: one number, raised by the claim
    expect(last.data.generation).to.equal(first.data.generation).and.to.be.greaterThan(0);
    await watcher.client.deactivate();
    const states = (await admin.get('/api/index')).body as IndexState[];
    const docs = states.find((s) => s.target === 'documents')!;
    // 6 notes of the tests above, 2000 written behind the index's back, and the one written during the rebuild
    expect(docs).to.include({ state: 'rebuilt', entries: 2007 });
    expect(docs.done).to.be.within(2006, 2007);
    expect(docs.total).to.equal(docs.done);
    expect(docs.types).to.deep.equal(['note']);
    expect((await admin.get('/api/search?q=numero7')).body.total).to.equal(1);
    expect((await admin.get(`/api/search?q=${encodeURIComponent('reconstrução')}`)).body.data[0].id).to.equal(String(during));
    const bad = await admin.post('/api/index/rebuild', { targets: ['media'] });
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('targets');
    expect((await ana.post('/api/index/rebuild', { targets: [] })).status).to.equal(403);
  });
});
