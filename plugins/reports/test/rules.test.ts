import { expect } from 'chai';
import { boot, ok, reportBody, testDb, type Rig } from './support.js';

describe(`report rules (privacy, locks, files, targets) on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot({ withGuidelines: true }); });
  after(async () => rig?.stop());

  it('keeps a private report to its owner and allowed users; only the owner shares it', async () => {
    const friend = await rig.user();
    const outsider = await rig.user();
    const refused = await rig.editor.post('/api/reports', reportBody(rig, 'Sigilo', '2033-08-01', { private: true }));
    expect(refused.status).to.equal(422);
    expect(refused.body.code).to.equal('report.privateNotAllowed');
    const cfg = ok(await rig.editor.get('/api/reports/config'));
    ok(await rig.editor.put('/api/reports/config', { ...cfg, privateCreation: true }));
    expect((await rig.editor.put('/api/reports/config', cfg)).body.code).to.equal('report.configConflict');

    const priv = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Sigilo', '2033-08-01', { private: true, allowedUsers: [friend.id] })), 201);
    expect(priv).to.include({ private: true, ownerId: rig.editorId });
    const open = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Aberto', '2033-08-01')), 201);
    expect(ok(await friend.c.get(`/api/reports/${priv.id}`)).title).to.equal('Sigilo');
    expect(ok(await outsider.c.get('/api/reports/filter?from=2033-08-01&to=2033-08-01')).data.map((x: any) => x.id)).to.deep.equal([open.id]);
    expect(ok(await friend.c.get('/api/reports/filter?from=2033-08-01&to=2033-08-01')).total).to.equal(2);
    for (const path of ['', '/pdf', '/revisions']) expect((await outsider.c.get(`/api/reports/${priv.id}${path}`)).status, path).to.equal(404);
    expect((await outsider.c.get(`/api/revisions/report/${priv.id}`)).status).to.equal(404);
    expect((await outsider.c.patch(`/api/reports/${priv.id}`, { field: 'title', newValue: 'X' })).status).to.equal(404);
    expect((await outsider.c.post(`/api/reports/${priv.id}/copy`)).status).to.equal(404);

    // the allowed user edits it but may not share it further; the owner may
    ok(await friend.c.patch(`/api/reports/${priv.id}`, { field: 'people', newValue: 'Fonte reservada' }));
    const share = await friend.c.patch(`/api/reports/${priv.id}`, { field: 'allowedUsers', newValue: [rig.editorId, outsider.id] });
    expect(share.status).to.equal(403);
    expect(share.body.code).to.equal('report.onlyOwnerCanShare');
    expect((await rig.editor.patch(`/api/reports/${open.id}`, { field: 'allowedUsers', newValue: [friend.id] })).body.code).to.equal('report.onlyOwnerCanShare');
    // a copy made by the allowed user stays private, theirs, shared with the owner
    const copy = ok(await friend.c.post(`/api/reports/${priv.id}/copy`), 201);
    expect(copy).to.include({ private: true, ownerId: friend.id });
    expect(copy.allowedUsers).to.deep.equal([rig.editorId]);
    expect((await outsider.c.get(`/api/reports/${copy.id}`)).status).to.equal(404);
    ok(await rig.editor.patch(`/api/reports/${priv.id}`, { field: 'allowedUsers', newValue: [friend.id, outsider.id] }));
    expect(ok(await outsider.c.get(`/api/reports/${priv.id}`)).people).to.equal('Fonte reservada');
  });

  it('gives the edit lock to one of two users loading at once; the other gets 409 naming the holder and cannot write', async () => {
    const r = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Corrida', '2033-08-02')), 201);
    const a = await rig.user();
    const b = await rig.user();
    const [ra, rb] = await Promise.all([a.c.get(`/api/reports/${r.id}?edit=true`), b.c.get(`/api/reports/${r.id}?edit=true`)]);
    expect([ra.status, rb.status].sort()).to.deep.equal([200, 409]);
    const [winner, loser, refused] = ra.status === 200 ? [a, b, rb] : [b, a, ra];
    expect(refused.body.code).to.equal('lock.held');
    expect(refused.body.details.holder).to.equal(winner.nickname);
    const before = JSON.stringify(await rig.knex('report_reports').where('id', r.id).first());
    const writes = await Promise.all([
      loser.c.put(`/api/reports/${r.id}`, { version: 0, title: 'Tomada' }),
      loser.c.patch(`/api/reports/${r.id}`, { field: 'people', newValue: 'x' }),
      loser.c.delete(`/api/reports/${r.id}`),
      loser.c.raw('POST', `/api/reports/${r.id}/files`, form('a.txt', 'x')),
    ]);
    for (const w of writes) expect(w.status, JSON.stringify(w.body)).to.equal(409);
    expect(JSON.stringify(await rig.knex('report_reports').where('id', r.id).first())).to.equal(before);
    ok(await loser.c.post('/api/locks/take-over', { key: `report:${r.id}` }));
    ok(await loser.c.put(`/api/reports/${r.id}?unlock=true`, { version: 0, title: 'Tomada' }));
    expect((await winner.c.patch(`/api/reports/${r.id}`, { field: 'title', newValue: 'De volta' })).status).to.equal(200);
    const reader = await rig.user(undefined, ['ROLE_REPORT_READ']);
    expect((await reader.c.get(`/api/reports/${r.id}?edit=true`)).status).to.equal(403);
  });

  it('attaches files that only who sees the report may read, and takes them off', async () => {
    const cfg = ok(await rig.editor.get('/api/reports/config'));
    if (!cfg.privateCreation) ok(await rig.editor.put('/api/reports/config', { ...cfg, privateCreation: true }));
    const outsider = await rig.user();
    const r = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Anexos', '2033-08-03', { private: true })), 201);
    const withFile = ok(await rig.editor.raw('POST', `/api/reports/${r.id}/files`, form('ata.txt', 'ata da reunião')), 201);
    expect(withFile.version).to.equal(1);
    const [file] = withFile.files;
    expect(file).to.include({ name: 'ata.txt', url: `/api/files/${file.id}` });
    const read = await fetch(`${rig.k.url}/api/files/${file.id}`, { headers: { cookie: rig.editor.cookie ?? '' } });
    expect(read.status).to.equal(200);
    expect(await read.text()).to.equal('ata da reunião');
    expect((await outsider.c.get(`/api/files/${file.id}`)).status).to.equal(404);
    expect((await outsider.c.raw('POST', `/api/reports/${r.id}/files`, form('b.txt', 'y'))).status).to.equal(404);
    const pdf = await fetch(`${rig.k.url}/api/reports/${r.id}/pdf`, { headers: { cookie: rig.editor.cookie ?? '' } });
    expect(pdf.status).to.equal(200);

    expect((await rig.editor.delete(`/api/reports/${r.id}/files/999999`)).body.details.issues[0].field).to.equal('fileId');
    const without = ok(await rig.editor.delete(`/api/reports/${r.id}/files/${file.id}`));
    expect(without.files).to.deep.equal([]);
    // off the list, the stored file still follows the report: an outsider cannot read it
    expect((await outsider.c.get(`/api/files/${file.id}`)).status).to.equal(404);
  });

  it('loads the reports about a guideline, only for who sees that guideline', async () => {
    const g = ok(await rig.editor.post('/api/assignments', { slug: 'PONTE', date: '2033-08-04', programsIds: [rig.programId] }), 201);
    const a = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Sobre a ponte', '2033-08-04', { targetType: 'guideline', targetId: g.id })), 201);
    ok(await rig.editor.post('/api/reports', reportBody(rig, 'Outro', '2033-08-04')), 201);
    expect(a).to.include({ targetType: 'guideline', targetId: g.id });
    expect(ok(await rig.editor.get(`/api/reports/by-target?type=guideline&id=${g.id}`)).map((x: any) => x.id)).to.deep.equal([a.id]);
    expect((await rig.editor.get('/api/reports/by-target?type=guideline&id=999999')).status).to.equal(404);
    const noGuidelines = await rig.user(undefined, ['ROLE_REPORT_READ', 'ROLE_REPORT_WRITE']);
    expect((await noGuidelines.c.get(`/api/reports/by-target?type=guideline&id=${g.id}`)).status).to.be.oneOf([403, 404]);
    expect((await noGuidelines.c.post('/api/reports', reportBody(rig, 'Intruso', '2033-08-04', { targetType: 'guideline', targetId: g.id }))).status).to.be.oneOf([403, 404]);
    // reportage type with no plugin enabled: nothing to see
    expect((await rig.editor.get('/api/reports/by-target?type=reportage&id=1')).status).to.equal(404);
  });
});

function form(name: string, content: string): FormData {
  const f = new FormData();
  f.append('file', new Blob([content], { type: 'text/plain' }), name);
  return f;
}
