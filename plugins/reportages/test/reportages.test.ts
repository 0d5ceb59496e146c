// Reportage rules on the database (sqlite and mysql): validation, section timing, CGs, states,
// approval, copy, privacy, list filters.
import { expect } from 'chai';
import { boot, ok, reportageBody, rich, type Rig } from './support.js';

describe('reportages: /api/news_reports', function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  const field = (body: any) => body.details?.issues?.[0]?.field ?? body.details?.field;

  it('validates the form (§5): slug required, not blank, at most 100, upper-cased; reporter required; cameraman at most 60', async () => {
    const base = reportageBody(rig, 'x');
    for (const [body, name] of [
      [{ ...base, slug: undefined }, 'slug'],
      [{ ...base, slug: '   ' }, 'slug'],
      [{ ...base, slug: 'a'.repeat(101) }, 'slug'],
      [{ ...base, reporterId: undefined }, 'reporterId'],
      [{ ...base, date: undefined }, 'date'],
      [{ ...base, date: '2031-02-30' }, 'date'],
      [{ ...base, cameraman: 'c'.repeat(61) }, 'cameraman'],
      [{ ...base, sections: [{ type: 'NOPE' }] }, 'sections.0.type'],
    ] as const) {
      const r = await rig.reporter.post('/api/news_reports', body);
      expect(r.status, JSON.stringify(r.body)).to.equal(400);
      expect(field(r.body)).to.equal(name);
    }
    const made = ok(await rig.reporter.post('/api/news_reports', { ...base, slug: '  feira do livro ', cameraman: 'c'.repeat(60) }), 201);
    expect(made.slug).to.equal('FEIRA DO LIVRO');
    expect(made.state).to.equal('PRODUCING');
    expect(made.ok).to.equal(false);
    const patched = await rig.reporter.patch(`/api/news_reports/${made.id}`, { field: 'slug', newValue: ' ' });
    expect(patched.status).to.equal(400);
  });

  it('times sections: automatic by reading time, interviews manual, totals summed, indexes consecutive after a reorder', async () => {
    const r = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'tempo')), 201);
    // 40 characters at 0.075 s = 3 s; the interview keeps its 12 s and starts manual
    expect(r.sections.map((s: any) => [s.index, s.type, s.duration, s.manual, s.approved])).to.deep.equal([[0, 'OFF', 'PT3S', false, false], [1, 'INTERVIEW', 'PT12S', true, false]]);
    expect(r.total).to.equal('PT15S');
    // an automatic section ignores a typed duration; [comments] are not read
    const next = [
      r.sections[1],
      { ...r.sections[0], content: [{ type: 'paragraph', children: [{ text: 'y'.repeat(80) }, { text: 'not read', comment: true }] }], duration: 'PT1M' },
      { type: 'SOUNDUP', content: rich('[sobe som] aa') }, // ' aa': 3 counted characters
    ];
    const saved = ok(await rig.reporter.put(`/api/news_reports/${r.id}`, { sections: next, version: r.version }));
    expect(saved.sections.map((s: any) => [s.index, s.type, s.duration])).to.deep.equal([[0, 'INTERVIEW', 'PT12S'], [1, 'OFF', 'PT6S'], [2, 'SOUNDUP', 'PT0.225S']]);
    expect(saved.sections[1].uuid).to.equal(r.sections[0].uuid);
    expect(saved.total).to.equal('PT18.225S');
    // toggling auto off keeps the duration given; on recomputes
    const manual = ok(await rig.reporter.patch(`/api/news_reports/${r.id}`, { field: 'sections', newValue: [{ ...saved.sections[1], manual: true, duration: 'PT20S' }] }));
    expect(manual.newValue[0].duration).to.equal('PT20S');
    const auto = ok(await rig.reporter.patch(`/api/news_reports/${r.id}`, { field: 'sections', newValue: [{ ...manual.newValue[0], manual: false }] }));
    expect(auto.oldValue[0].duration).to.equal('PT20S');
    expect(auto.newValue[0].duration).to.equal('PT6S');
    // a stale version is a 412
    expect((await rig.reporter.put(`/api/news_reports/${r.id}`, { slug: 'X', version: r.version })).status).to.equal(412);
  });

  it('accepts only CGs of a CG device of its programs, with a template of that device', async () => {
    const cg = (extra: Record<string, unknown> = {}) => ({ deviceId: rig.cgDeviceId, ciiData: { templateCode: 'CRED2', templateName: 'Crédito', fields: [{ uuid: 'f1', name: 'linha1', value: 'Ana Lima' }] }, ...extra });
    const made = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'cgs', { cgs: [cg()] })), 201);
    expect(made.cgs).to.have.length(1);
    expect(made.cgs[0]).to.include({ index: 0, deviceId: rig.cgDeviceId });
    const refuse = async (body: Record<string, unknown>, status: number, code: string | null, name: string) => {
      const r = await rig.reporter.post('/api/news_reports', reportageBody(rig, 'bad', body));
      expect(r.status, JSON.stringify(r.body)).to.equal(status);
      if (code) expect(r.body.code).to.equal(code);
      expect(field(r.body)).to.equal(name);
    };
    await refuse({ cgs: [cg({ deviceId: rig.playoutDeviceId, ciiData: undefined, mosData: { objId: 'X' } })] }, 422, 'reportage.onlyCg', 'cgs.0.deviceId');
    await refuse({ programsIds: [rig.otherProgramId], cgs: [cg()] }, 422, 'reportage.noCgDevice', 'cgs.0.deviceId');
    await refuse({ cgs: [cg({ ciiData: { templateCode: 'OUTRO', fields: [] } })] }, 422, 'reportage.templateNotOfDevice', 'cgs.0.ciiData.templateCode');
    await refuse({ cgs: [cg({ ciiData: { templateCode: 'CRED2', fields: [{ uuid: 'f1', name: 'linha1', value: 'z'.repeat(31) }] } })] }, 400, null, 'cgs.0.ciiData.fields.0.value');
    await refuse({ cgs: [{ deviceId: rig.cgDeviceId }] }, 400, null, 'cgs.0.ciiData');
    // moving the reportage away from the program of its CG device is refused too
    const r = await rig.reporter.patch(`/api/news_reports/${made.id}`, { field: 'programsIds', newValue: [rig.otherProgramId] });
    expect(r.status).to.equal(422);
  });

  it('changes the state of a list of ids, approves only for the approver role, and copies to programs and a date', async () => {
    const a = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'estado a')), 201);
    const b = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'estado b')), 201);
    const states = ok(await rig.reporter.post('/api/news_reports/state', { ids: [a.id, b.id], state: 'COVERING' }));
    expect(states.map((x: any) => x.state)).to.deep.equal(['COVERING', 'COVERING']);
    expect((await rig.reporter.post('/api/news_reports/state', { ids: [a.id], state: 'DONE' })).status).to.equal(400);
    expect((await rig.reporter.post('/api/news_reports/state', { ids: [a.id, 999999], state: 'EDITING' })).status).to.equal(404);
    expect(ok(await rig.reporter.get(`/api/news_reports/${a.id}`)).state).to.equal('COVERING');

    expect((await rig.reporter.post(`/api/news_reports/${a.id}/approve`, { approve: true })).status).to.equal(403);
    expect(ok(await rig.editor.post(`/api/news_reports/${a.id}/approve`, { approve: true }))).to.deep.equal({ field: 'ok', oldValue: false, newValue: true });
    expect(ok(await rig.reporter.get(`/api/news_reports/${a.id}`)).ok).to.equal(true);
    expect(ok(await rig.editor.post(`/api/news_reports/${a.id}/approve`, { approve: false })).newValue).to.equal(false);

    await rig.editor.post(`/api/news_reports/${a.id}/approve`, { approve: true });
    const copies = ok(await rig.reporter.post('/api/news_reports/copy', { ids: [a.id], programsIds: [rig.otherProgramId], date: '2031-04-01' }));
    expect(copies).to.have.length(1);
    expect(copies[0]).to.include({ slug: 'ESTADO A', date: '2031-04-01', ok: false, state: 'PRODUCING' });
    expect(copies[0].programsIds).to.deep.equal([rig.otherProgramId]);
    expect(copies[0].id).to.not.equal(a.id);
    expect(copies[0].sections.map((s: any) => s.duration)).to.deep.equal(a.sections.map((s: any) => s.duration));
    expect(copies[0].sections[0].uuid).to.not.equal(a.sections[0].uuid);
    const bad = await rig.reporter.post('/api/news_reports/copy', { ids: [a.id], programsIds: [], date: '2031-04-01' });
    expect(bad.status).to.equal(400);
    expect(field(bad.body)).to.equal('programsIds');
  });

  it("tells the editor whether reportages may be private, and the editor's body (ownerId, allowedUsers) makes one private and shared", async () => {
    expect(ok(await rig.reporter.get('/api/news_reports/settings'))).to.deep.equal({ privateCreation: true });
    const me = Number(ok(await rig.reporter.get('/api/users/me')).id);
    const editorId = Number(ok(await rig.editor.get('/api/users/me')).id);
    const r = ok(await rig.reporter.post('/api/news_reports', { ...reportageBody(rig, 'fonte reservada'), ownerId: me, allowedUsers: [editorId] }), 201);
    expect(r).to.include({ ownerId: me });
    expect(r.allowedUsers).to.deep.equal([editorId]);
    expect(ok(await rig.editor.get(`/api/news_reports/${r.id}`)).slug).to.equal('FONTE RESERVADA');
    // nobody makes a reportage private in someone else's name
    expect((await rig.reporter.post('/api/news_reports', { ...reportageBody(rig, 'em nome de outro'), ownerId: editorId })).status).to.equal(403);
  });

  it('lists by date range, slug filter and program; keeps private reportages to their owner and allowed users; trash and revisions', async () => {
    const mk = (slug: string, date: string, extra = {}) => rig.reporter.post('/api/news_reports', { ...reportageBody(rig, slug), date, ...extra });
    const d1 = ok(await mk('lista enchente', '2031-05-01'), 201);
    ok(await mk('lista feira', '2031-05-02', { programsIds: [rig.otherProgramId] }), 201);
    ok(await mk('lista fora', '2031-05-09'), 201);
    const priv = ok(await mk('lista privada', '2031-05-02', { private: true }), 201);
    const list = (q: string, c = rig.reporter) => c.get(`/api/news_reports?from=2031-05-01&to=2031-05-03&${q}`);
    expect(ok(await list('')).data.map((r: any) => r.slug)).to.deep.equal(['LISTA PRIVADA', 'LISTA FEIRA', 'LISTA ENCHENTE']);
    expect(ok(await list('slug=feir')).data.map((r: any) => r.slug)).to.deep.equal(['LISTA FEIRA']);
    expect(ok(await list(`allPrograms=false&programId=${rig.otherProgramId}`)).data.map((r: any) => r.slug)).to.deep.equal(['LISTA FEIRA']);
    expect(ok(await list('size=1')).total).to.equal(3);
    expect(field(ok(await list('allPrograms=false'), 400))).to.equal('programId');
    expect(field(ok(await rig.reporter.get('/api/news_reports?from=2031-05-03&to=2031-05-01'), 400))).to.equal('from');
    // the editor does not see the reporter's private reportage until it is shared
    expect(ok(await list('', rig.editor)).data.map((r: any) => r.slug)).to.not.include('LISTA PRIVADA');
    expect((await rig.editor.get(`/api/news_reports/${priv.id}`)).status).to.equal(404);
    const editorId = Number(ok(await rig.editor.get('/api/users/me')).id);
    ok(await rig.reporter.patch(`/api/news_reports/${priv.id}`, { field: 'allowedUsers', newValue: [editorId] }));
    expect(ok(await rig.editor.get(`/api/news_reports/${priv.id}`)).slug).to.equal('LISTA PRIVADA');
    expect(ok(await list('', rig.editor)).data.map((r: any) => r.slug)).to.include('LISTA PRIVADA');
    // only the owner shares it further
    expect((await rig.editor.patch(`/api/news_reports/${priv.id}`, { field: 'allowedUsers', newValue: [] })).status).to.equal(403);

    ok(await rig.reporter.patch(`/api/news_reports/${d1.id}`, { field: 'cameraman', newValue: 'Joel' }));
    const revisions = ok(await rig.reporter.get(`/api/revisions/reportage/${d1.id}`));
    expect(revisions.data[0].changes.cameraman).to.deep.equal({ old: null, new: 'Joel' });
    ok(await rig.reporter.delete(`/api/news_reports/${d1.id}`), 204);
    expect((await rig.reporter.get(`/api/news_reports/${d1.id}`)).status).to.equal(404);
    const trash = ok(await rig.reporter.get('/api/trash?size=100'));
    const item = trash.data.find((t: any) => t.entityType === 'reportage' && t.entityId === String(d1.id));
    expect(item?.title).to.equal('LISTA ENCHENTE');
    // restored from the trash, it is back in its program's list
    ok(await rig.reporter.post(`/api/trash/${item.id}/restore`));
    expect(ok(await rig.reporter.get(`/api/news_reports/${d1.id}`)).slug).to.equal('LISTA ENCHENTE');
    expect(ok(await list(`allPrograms=false&programId=${rig.programId}`)).data.map((r: any) => r.slug)).to.include('LISTA ENCHENTE');
  });
});
