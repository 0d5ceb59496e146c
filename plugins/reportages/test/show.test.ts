// A reportage sent to the show (issue 14 item 3), its edit lock (race, take-over, save refused),
// the guideline association, and the live topic.
import { expect } from 'chai';
import { listen } from '@lauda/plugin-rundown/testing';
import { boot, ok, reportageBody, type Rig } from './support.js';

describe('reportages: send to the show, locks, association', function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  const withCg = () => reportageBody(rig, 'feira do livro', {
    headingSuggestion: 'Começa hoje a feira do livro.',
    noteSuggestion: 'A entrada é gratuita.',
    cgs: [{ deviceId: rig.cgDeviceId, ciiData: { templateCode: 'CRED2', templateName: 'Crédito 2 linhas', fields: [{ uuid: 'f1', name: 'linha1', value: 'Ana Lima' }, { uuid: 'f2', name: 'linha2', value: 'Organizadora' }] } }],
  });

  it('sends a reportage to a rundown block as a story: its sections the script, its CGs the CG items, the reportage kept', async () => {
    const r = ok(await rig.reporter.post('/api/news_reports', withCg()), 201);
    const rundown = ok(await rig.editor.post('/api/rundowns', { date: '2031-03-10', programId: rig.programId }), 201);
    const blockId = rundown.blocks[0].id;
    // the reporter may not change the rundown
    expect((await rig.reporter.post(`/api/news_reports/${r.id}/send`, { rundownId: rundown.id, blockId })).status).to.equal(403);
    const story = ok(await rig.editor.post(`/api/news_reports/${r.id}/send`, { rundownId: rundown.id, blockId }), 201);
    expect(story).to.include({ slug: 'FEIRA DO LIVRO', reportageId: r.id, blockId, rundownId: rundown.id, reporterId: rig.reporterId });
    const types = story.sections.map((s: any) => s.type);
    expect(types).to.deep.equal(['HEADER', 'VT', 'FOOTER']);
    const vt = story.sections[1];
    expect(vt.duration).to.equal('PT15S');
    expect(story.vt).to.equal('PT15S');
    const texts = vt.subSections.filter((x: any) => x.type === 'TEXT').map((x: any) => x.text.map((p: any) => p.children.map((c: any) => c.text).join('')).join('|'));
    expect(texts).to.deep.equal([`OFF|${'x'.repeat(40)}`, 'INTERVIEW|Ana, organizadora|Esperamos cem mil pessoas.']);
    const cgs = vt.subSections.filter((x: any) => x.type === 'CG');
    expect(cgs).to.have.length(1);
    expect(cgs[0]).to.include({ code: 'CRED2', templateName: 'Crédito 2 linhas' });
    expect(cgs[0].cgFields.map((f: any) => f.value)).to.deep.equal(['Ana Lima', 'Organizadora']);
    // the story is in the rundown, and loads with its reportage
    const loaded = ok(await rig.editor.get(`/api/rundowns/${rundown.id}`));
    expect(loaded.blocks[0].stories.map((s: any) => s.slug)).to.include('FEIRA DO LIVRO');
    expect(ok(await rig.editor.get(`/api/stories/${story.id}`)).reportageId).to.equal(r.id);
    // a block of another rundown is a 400 naming the field
    const other = ok(await rig.editor.post('/api/rundowns', { date: '2031-03-11', programId: rig.programId }), 201);
    const bad = await rig.editor.post(`/api/news_reports/${r.id}/send`, { rundownId: rundown.id, blockId: other.blocks[0].id });
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('blockId');
    expect((await rig.editor.post(`/api/news_reports/${r.id}/send`, {})).status).to.equal(400);
  });

  it('sends a reportage to a program\'s drawer', async () => {
    const r = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'para a gaveta')), 201);
    const story = ok(await rig.editor.post(`/api/news_reports/${r.id}/send`, { drawer: { programId: rig.programId } }), 201);
    expect(story.drawer).to.deep.equal({ programId: rig.programId });
    expect(story.reportageId).to.equal(r.id);
    const drawer = ok(await rig.editor.get(`/api/drawer?filter=DRAWER&programId=${rig.programId}`));
    expect(drawer.data.map((s: any) => s.slug)).to.include('PARA A GAVETA');
  });

  it('holds the edit lock: one of two racing loads wins, the other may not save until it takes over', async () => {
    const r = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'disputa')), 201);
    const other = (await rig.user(['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE'], 'reporter2')).c;
    const [a, b] = await Promise.all([rig.reporter.get(`/api/news_reports/${r.id}?edit=true`), other.get(`/api/news_reports/${r.id}?edit=true`)]);
    expect([a.status, b.status].sort()).to.deep.equal([200, 409]);
    const [winner, loser] = a.status === 200 ? [rig.reporter, other] : [other, rig.reporter];
    const lost = a.status === 200 ? b : a;
    expect(lost.body.code).to.equal('lock.held');
    expect((await loser.put(`/api/news_reports/${r.id}`, { slug: 'PERDEU' })).status).to.equal(409);
    expect((await loser.patch(`/api/news_reports/${r.id}`, { field: 'slug', newValue: 'PERDEU' })).status).to.equal(409);
    expect((await loser.post('/api/news_reports/state', { ids: [r.id], state: 'EDITING' })).status).to.equal(409);
    ok(await winner.put(`/api/news_reports/${r.id}`, { slug: 'ganhou' }));
    // take-over: the loser takes the lock, the winner's next save is refused
    ok(await loser.post('/api/locks/take-over', { key: `reportage:${r.id}` }));
    expect((await winner.put(`/api/news_reports/${r.id}`, { slug: 'DEPOIS' })).status).to.equal(409);
    expect(ok(await loser.put(`/api/news_reports/${r.id}?unlock=true`, { slug: 'tomou' })).slug).to.equal('TOMOU');
    ok(await winner.get(`/api/news_reports/${r.id}?edit=true`));
  });

  it('associates a guideline only when the guideline is visible (404 with no guidelines plugin); removes the association', async () => {
    const r = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'pauta')), 201);
    expect(ok(await rig.reporter.get(`/api/news_reports/${r.id}/assignment`))).to.deep.equal({ reportageId: r.id, assignmentId: null });
    const types: { type: string }[] = ok(await rig.reporter.get('/api/documents/types'));
    if (!types.some((t) => t.type === 'guideline')) {
      const refused = await rig.reporter.put(`/api/news_reports/${r.id}/assignment`, { guidelineId: 1 });
      expect(refused.status).to.equal(404);
      expect(refused.body.code).to.equal('document.notFound');
    }
    expect((await rig.reporter.delete(`/api/news_reports/${r.id}/assignment`)).status).to.equal(404);
    expect((await rig.reporter.put(`/api/news_reports/${r.id}/assignment`, { guidelineId: 0 })).status).to.equal(400);
  });

  it('publishes on news_reports: CREATE, a PATCH with the old and new value, DELETE', async () => {
    const { inbox, stop } = await listen(rig.k, rig.editor, ['news_reports']);
    try {
      const r = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'ao vivo')), 201);
      const created = await inbox.find((m) => m.op === 'CREATE' && Number(m.id) === r.id);
      expect(created.data.slug).to.equal('AO VIVO');
      expect(created.by).to.equal('reporter1');
      ok(await rig.reporter.patch(`/api/news_reports/${r.id}`, { field: 'cameraman', newValue: 'Joel' }));
      const patch = await inbox.find((m) => m.op === 'PATCH' && Number(m.id) === r.id);
      expect(patch.data).to.include({ field: 'cameraman', oldValue: null, newValue: 'Joel' });
      ok(await rig.reporter.delete(`/api/news_reports/${r.id}`), 204);
      await inbox.find((m) => m.op === 'DELETE' && Number(m.id) === r.id);
    } finally {
      await stop();
    }
  });
});
