// The global search over a corpus of 5,000 guidelines in Portuguese (sdk/testing's newsCorpus) and
// seven written by hand whose words the corpus never uses, on SQLite and MariaDB: what each mode must
// return is written out below. The corpus is written behind the index's back, so the index is
// rebuilt first, with guidelines being created through the API meanwhile.
import { expect } from 'chai';
import { newsCorpus } from '@lauda/sdk/testing';
import type { IndexState, SearchResults } from '@lauda/sdk/server';
import { boot, insertGuidelines, ok, testDb, type Rig } from '@lauda/plugin-guidelines/testing';

const CORPUS = 5000;

describe(`search over ${CORPUS} documents on ${testDb()}`, function () {
  this.timeout(300_000);
  let rig: Rig;
  let bia: Awaited<ReturnType<Rig['user']>>;
  let admin: Awaited<ReturnType<Rig['user']>>;
  const n: Record<string, string> = {};
  let openA: number;
  let openB: number;

  const search = async (who: { c: Rig['producer'] }, query: string): Promise<SearchResults> => ok(await who.c.get(`/api/search?${query}&size=100`));
  /** the needles a search returns, by name (corpus documents have none of their words) */
  const found = async (who: { c: Rig['producer'] }, query: string) => {
    const r = await search(who, query);
    const names = Object.fromEntries(Object.entries(n).map(([k, v]) => [v, k]));
    return r.data.map((h) => names[h.id] ?? `corpus:${h.id}`).sort();
  };

  before(async () => {
    rig = await boot();
    const producer = { c: rig.producer, id: rig.producerId };
    const group = ok(await rig.producer.post('/api/groups', { name: 'Especiais', userIds: [rig.producerId] }), 201);
    const restricted = ok(await rig.producer.post('/api/programs', { name: 'Especial', start: '21:00:00', end: '22:00:00', allowedGroupIds: [group.id] }), 201).id as number;
    [openA, openB] = [rig.programId, rig.otherProgramId];
    bia = await rig.user('bia', ['ROLE_ASSIGNMENT_READ', 'ROLE_PROGRAM_READ']);
    admin = await rig.user('chefe', ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ']);
    const corpus = newsCorpus(CORPUS, { programs: 2 }).map((d) => ({ slug: d.title, text: d.body, date: d.day, programId: d.program === 1 ? openA : openB }));
    await insertGuidelines(rig.knex, corpus);
    const needles = {
      N1: { slug: 'Cheia em Xiquexique desaloja moradores', text: 'A cheia do rio São Francisco atingiu Xiquexique na madrugada de domingo.', date: '2026-03-02', programId: openA },
      N2: { slug: 'Prefeitura de Xiquexique decreta emergência', text: 'O decreto de emergência vale por noventa dias.', date: '2026-03-03', programId: openA },
      N3: { slug: 'Festival quilombola em Paraopeba', text: 'Comunidades quilombolas celebram com música.', date: '2026-05-10', programId: openB },
      N4: { slug: 'Paraopeba: barragem completa cinco anos', text: 'Moradores de Brumadinho lembram o rompimento da barragem.', date: '2026-01-25', programId: openB },
      N5: { slug: 'Xiquexique: denúncia sigilosa', text: 'Sigilo sobre contratos.', date: '2026-03-04', programId: openA, ownerId: producer.id },
      N6: { slug: 'Xiquexique no programa especial', text: 'Pauta exclusiva.', date: '2026-03-05', programId: restricted },
      N7: { slug: 'Decreto de emergência em Brumadinho', text: 'A defesa civil mantém o alerta.', date: '2026-01-26', programId: openA },
    };
    const ids = await insertGuidelines(rig.knex, Object.values(needles));
    Object.keys(needles).forEach((k, i) => (n[k] = String(ids[i])));
  });
  after(async () => rig?.stop());

  it('rebuild reaches every document, progress going up to 100%, while guidelines are written through the API', async () => {
    expect(ok(await admin.c.post('/api/index/rebuild', { targets: ['assignments'] }), 202)[0]).to.include({ target: 'assignments', state: 'rebuilding' });
    const seen: IndexState[] = [];
    // written while the rebuild walks the table
    const writes = Array.from({ length: 20 }, (_, i) => rig.producer.post('/api/assignments', { slug: `Durante a reconstrução ${i} Itacaré`, date: '2026-06-01', programsIds: [openA] }));
    for (;;) {
      const state = (ok(await admin.c.get('/api/index')) as IndexState[]).find((s) => s.target === 'assignments')!;
      seen.push(state);
      if (state.state === 'rebuilt') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const w of await Promise.all(writes)) expect((w as { status: number }).status).to.equal(201);
    const progress = seen.filter((s) => s.state === 'rebuilding' && s.total > 0).map((s) => s.done / s.total);
    expect(progress.length, 'progress seen while rebuilding').to.be.greaterThan(0);
    expect(progress.some((p) => p < 1), 'a step before the end').to.equal(true);
    expect(progress).to.deep.equal([...progress].sort((a, b) => a - b));
    const last = seen[seen.length - 1]!;
    expect(last.done).to.equal(last.total);
    expect(last.total).to.be.at.least(CORPUS + 7);
    await (rig.k as unknown as { kernel: { search: { writer: { settled(): Promise<void> } } } }).kernel.search.writer.settled();
    const all = (ok(await admin.c.get('/api/index')) as IndexState[]).find((s) => s.target === 'assignments')!;
    expect(all.entries).to.equal(CORPUS + 7 + 20);
    expect((await search(admin, 'q=itacare')).total).to.equal(20);
  });

  it('MUST: every word; accents and case folded', async () => {
    expect(await found(bia, 'q=xiquexique&mode=MUST')).to.deep.equal(['N1', 'N2']);
    expect(await found(bia, 'q=Xiquexique%20EMERGENCIA&mode=MUST')).to.deep.equal(['N2']);
    expect(await found(bia, `q=${encodeURIComponent('decreto emergência')}&mode=MUST`)).to.deep.equal(['N2', 'N7']);
    expect(await found(bia, 'q=xiquexique%20paraopeba&mode=MUST')).to.deep.equal([]);
  });

  it('SHOULD: any word, the document with the most of them first', async () => {
    const r = await search(bia, 'q=xiquexique%20paraopeba%20brumadinho&mode=SHOULD');
    expect(await found(bia, 'q=xiquexique%20paraopeba%20brumadinho&mode=SHOULD')).to.deep.equal(['N1', 'N2', 'N3', 'N4', 'N7']);
    expect(r.data[0]!.id).to.equal(n.N4);
  });

  it('PHRASE: the words side by side, in order', async () => {
    expect(await found(bia, `q=${encodeURIComponent('decreto de emergência')}&mode=PHRASE`)).to.deep.equal(['N2', 'N7']);
    expect(await found(bia, `q=${encodeURIComponent('emergência decreto')}&mode=PHRASE`)).to.deep.equal([]);
    expect(await found(bia, 'q=cheia%20do%20rio&mode=PHRASE')).to.deep.equal(['N1']);
  });

  it('FUZZY: a typing mistake or two forgiven, by the length of the word', async () => {
    expect(await found(bia, 'q=xiquexiqe&mode=FUZZY')).to.deep.equal(['N1', 'N2']);
    expect(await found(bia, 'q=xiquexiqe&mode=MUST')).to.deep.equal([]);
    expect(await found(bia, 'q=paraopeva&mode=FUZZY')).to.deep.equal(['N3', 'N4']);
    expect(await found(bia, 'q=quilombolas&mode=FUZZY')).to.deep.equal(['N3']);
  });

  it('a private document and one of a restricted program are never listed nor counted', async () => {
    expect(await found({ c: rig.producer }, 'q=xiquexique')).to.deep.equal(['N1', 'N2', 'N5', 'N6']);
    const r = await search(bia, 'q=xiquexique&mode=SHOULD');
    expect(r.total).to.equal(2);
    expect(JSON.stringify(r)).not.to.match(/sigilosa|especial/i);
    expect((await search(bia, 'q=sigilosa')).total).to.equal(0);
    expect((await search(bia, 'q=exclusiva')).total).to.equal(0);
  });

  it('filters by day and program; a word in a thousand documents and more says so', async () => {
    expect(await found(bia, 'q=xiquexique&from=2026-03-03&to=2026-03-31')).to.deep.equal(['N2']);
    expect(await found(bia, `q=paraopeba%20brumadinho&mode=SHOULD&programId=${openB}`)).to.deep.equal(['N3', 'N4']);
    const common = await search(bia, 'q=prefeitura');
    expect(common).to.include({ capped: true, total: 1000 });
  });

  it('a change is found within a second, and the old words are not', async () => {
    const id = Number(n.N1);
    const before = ok(await rig.producer.get(`/api/assignments/${id}`));
    ok(await rig.producer.patch(`/api/assignments/${id}`, { field: 'proposal', newValue: 'A cheia chegou a Itaparica.' }));
    const start = Date.now();
    while ((await search(bia, 'q=itaparica')).total !== 1) {
      expect(Date.now() - start, 'found within a second').to.be.below(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await found(bia, 'q=madrugada%20domingo')).to.deep.equal([]);
    expect(before.slug).to.equal('Cheia em Xiquexique desaloja moradores');
  });
});
