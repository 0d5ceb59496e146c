// Post rules on the database (sqlite and mysql): create, list by days, PUT with version, field patch,
// copy, trash, revisions, PDF, posts made from a story and a reportage, bad input.
import { expect } from 'chai';
import { boot, contentOf, fieldOf, ok, rich, testDb, type Rig } from './support.js';

describe(`posts: /api/posts on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('creates, lists by publication day, saves with the version read, patches one field, keeps revisions', async () => {
    const p = ok(await rig.writer.post('/api/posts', {
      title: '  Feira do livro abre hoje ', excerpt: 'Cem mil visitantes', caption: 'A praça', body: rich('Primeiro [ler devagar] parágrafo.', 'Segundo.'),
      publicationDate: '2031-03-10T12:00:00Z',
    }), 201);
    expect(p).to.include({ title: 'Feira do livro abre hoje', date: '2031-03-10', published: false, version: 0, wpPostId: null, createdBy: 'writer' });
    ok(await rig.writer.post('/api/posts', { title: 'Outro dia', publicationDate: '2031-03-12T12:00:00Z' }), 201);
    const inRange = ok(await rig.reader.get('/api/posts?from=2031-03-09&to=2031-03-11'));
    expect(inRange.data.map((x: any) => x.id)).to.deep.equal([p.id]);
    expect(inRange.total).to.equal(1);
    expect(ok(await rig.reader.get('/api/posts?from=2031-03-01&to=2031-03-31&text=livro')).data.map((x: any) => x.title)).to.deep.equal(['Feira do livro abre hoje']);
    expect(ok(await rig.reader.get('/api/posts?from=2031-03-01&to=2031-03-31&size=1&page=1')).data.map((x: any) => x.title)).to.deep.equal(['Feira do livro abre hoje']);

    const saved = ok(await rig.writer.put(`/api/posts/${p.id}`, { title: 'Feira do livro', body: p.body, version: 0 }));
    expect(saved).to.include({ title: 'Feira do livro', version: 1, excerpt: null });
    const stale = await rig.writer.put(`/api/posts/${p.id}`, { title: 'X', version: 0 });
    expect(stale.status).to.equal(412);
    expect(stale.body.code).to.equal('posts.staleVersion');
    const patch = ok(await rig.writer.patch(`/api/posts/${p.id}`, { field: 'excerpt', newValue: 'Resumo' }));
    expect(patch).to.deep.equal({ field: 'excerpt', oldValue: null, newValue: 'Resumo' });
    const revs = ok(await rig.reader.get(`/api/posts/${p.id}/revisions`));
    expect(revs.total).to.equal(3);
    expect(revs.data[0].changes).to.have.property('excerpt');

    const pdf = await rig.reader.raw('GET', `/api/posts/${p.id}/pdf`);
    expect(pdf.status).to.equal(200);
    expect(pdf.headers.get('content-type')).to.contain('application/pdf');
  });

  it('copies (unpublished, its text), removes to the trash, and refuses readers\' writes', async () => {
    const p = ok(await rig.writer.post('/api/posts', { title: 'Original', body: rich('Texto') }), 201);
    const copy = ok(await rig.writer.post(`/api/posts/${p.id}/copy`), 201);
    expect(copy).to.deep.include({ title: 'Original', body: rich('Texto'), published: false, source: { type: 'post', id: String(p.id) } });
    expect(copy.id).to.not.equal(p.id);
    expect((await rig.reader.post('/api/posts', { title: 'Intruso' })).status).to.equal(403);
    expect((await rig.reader.delete(`/api/posts/${p.id}`)).status).to.equal(403);
    expect((await rig.writer.delete(`/api/posts/${p.id}`)).status).to.equal(204);
    expect((await rig.reader.get(`/api/posts/${p.id}`)).status).to.equal(404);
    const trash = ok(await rig.writer.get('/api/trash'));
    expect(trash.data.map((t: any) => [t.entityType, t.title])).to.deep.include(['post', 'Original']);
  });

  it('answers bad input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(301) }, 'title'],
      [{ title: 'Ok', publicationDate: 'amanhã' }, 'publicationDate'],
      [{ title: 'Ok', body: 'texto' }, 'body'],
      [{ title: 'Ok', featuredImageId: 99999 }, 'featuredImageId'],
    ] as const) {
      const r = await rig.writer.post('/api/posts', body);
      expect(r.status, JSON.stringify(r.body)).to.equal(400);
      expect(fieldOf(r.body), JSON.stringify(r.body)).to.equal(field);
    }
    expect((await rig.reader.get('/api/posts?from=2031-02-30')).status).to.equal(400);
    const unknown = await rig.writer.post('/api/posts/from', { type: 'nothing_here', id: 1 });
    expect(unknown.status).to.equal(400);
    expect(fieldOf(unknown.body)).to.equal('type');
    expect(unknown.body.code).to.equal('posts.unknownSource');
    expect(fieldOf((await rig.writer.post('/api/posts/from', { type: 'Story!', id: 1 })).body)).to.equal('type');
  });

  it('makes a post from a story: its slug, the script as read (no [instructions], no comments), the rundown\'s day', async () => {
    const r = ok(await rig.editor.post('/api/rundowns', { date: '2031-04-02', programId: rig.programId }), 201);
    const story = ok(await rig.editor.post(`/api/rundowns/${r.id}/stories`, {
      slug: 'ENCHENTE',
      sections: [{ type: 'HEADER', entries: [{ camera: '1', text: [{ type: 'paragraph', children: [{ text: 'A chuva [pausa] parou.' }, { text: ' nota', comment: true }] }] }] }],
    }), 201);
    expect(await contentOf(rig, 'story', story.id)).to.deep.equal({ title: 'ENCHENTE', text: 'A chuva parou.', date: '2031-04-02', programsIds: [rig.programId] });
    const p = ok(await rig.editor.post('/api/posts/from', { type: 'story', id: story.id }), 201);
    expect(p).to.deep.include({ title: 'ENCHENTE', body: rich('A chuva parou.'), source: { type: 'story', id: String(story.id) } });
    // who may not read stories may not take one over
    expect((await rig.writer.post('/api/posts/from', { type: 'story', id: story.id })).status).to.equal(403);
    expect((await rig.editor.post('/api/posts/from', { type: 'story', id: 999999 })).status).to.equal(404);
  });

  it('makes a post from a reportage: its slug, its sections\' text, its day', async () => {
    const rep = ok(await rig.editor.post('/api/news_reports', {
      slug: 'feira', date: '2031-03-10', reporterId: rig.editorId, programsIds: [rig.programId],
      sections: [{ type: 'OFF', content: rich('A feira [sobe som] abriu.') }, { type: 'INTERVIEW', content: rich('Ana, organizadora') }],
    }), 201);
    expect(await contentOf(rig, 'reportage', rep.id)).to.deep.equal({ title: 'FEIRA', text: 'A feira abriu.\n\nAna, organizadora', date: '2031-03-10', programsIds: [rig.programId] });
    const p = ok(await rig.editor.post('/api/posts/from', { type: 'reportage', id: String(rep.id) }), 201);
    expect(p).to.deep.include({ title: 'FEIRA', body: rich('A feira abriu.', 'Ana, organizadora') });
  });
});
