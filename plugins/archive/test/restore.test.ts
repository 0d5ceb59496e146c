import { expect } from 'chai';
import { boot, daysBefore, guidelineOn, ok, READ, reportageOn, rundownOn, story, testDb, WRITE, type Rig } from './support.js';

const slugsOf = (r: any) => r.blocks.map((b: any) => b.stories.map((s: any) => (s.visible ? s.slug : 'PRIVATE')));

describe(`archive restores on ${testDb()}`, function () {
  this.timeout(120_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  const program = async (name: string) => Number(ok(await rig.chief.post('/api/programs', { name, start: '20:00:00', end: '20:40:00' }), 201).id);

  it("restores a past rundown as today's rundown of its program: blocks and the stories the caller sees, others' private ones left out", async () => {
    const c = rig.chief;
    const programId = await program('Jornal Restaurado');
    const colleague = await rig.user(WRITE, 'colega-r');
    const src = await rundownOn(c, programId, daysBefore(rig.today, 4), ['ABERTURA', 'CHUVA']);
    ok(await c.post(`/api/blocks/${src.blocks[0].id}/stories`, story('MINHA PRIVADA', { private: true })), 201);
    ok(await colleague.c.post(`/api/blocks/${src.blocks[0].id}/stories`, story('DO COLEGA', { private: true })), 201);
    const second = ok(await c.post(`/api/rundowns/${src.id}/blocks`, { commercial: 'PT2M30S' }), 201);
    ok(await c.post(`/api/blocks/${second.id}/stories`, story('ESPORTE')), 201);
    const standBy = src.blocks[src.blocks.length - 1];
    ok(await c.post(`/api/blocks/${standBy.id}/stories`, story('NOTA RESERVA')), 201);
    ok(await c.post(`/api/stories/${src.blocks[0].stories[0].id}/approve`, { approve: true }));
    ok(await c.post('/api/stories/display-status', { ids: [src.blocks[0].stories[0].id], status: 'stop', updatePrevious: false }));
    const before = ok(await c.get(`/api/rundowns/${src.id}`));

    const made = ok(await c.post(`/api/archive/rundowns/${src.id}/restore`), 201);
    expect(made).to.include({ type: 'rundowns', date: rig.today, copied: 5, leftOut: 1 });
    const copy = ok(await c.get(`/api/rundowns/${made.id}`));
    expect(copy).to.include({ date: rig.today, programId, displayStatus: 'blank' });
    expect(copy.blocks.map((b: any) => [b.standBy, b.commercial])).to.deep.equal(before.blocks.map((b: any) => [b.standBy, b.commercial]));
    expect(slugsOf(copy)).to.deep.equal([['ABERTURA', 'CHUVA', 'MINHA PRIVADA'], ['ESPORTE'], ['NOTA RESERVA']]);
    const stories = copy.blocks.flatMap((b: any) => b.stories);
    expect(stories.every((s: any) => s.displayStatus === 'blank' && s.date === rig.today)).to.equal(true);
    expect(stories.find((s: any) => s.slug === 'MINHA PRIVADA').ownerId).to.equal(rig.chiefId);
    expect(stories.find((s: any) => s.slug === 'CHUVA').sections[0].entries[0].text[0].children[0].text).to.equal('texto de CHUVA');
    // the copied stories are found by the global search on today (written in bulk, told to the index)
    const chuva = String(stories.find((s: any) => s.slug === 'CHUVA').id);
    const found = async () => ok(await c.get(`/api/search?q=chuva&targets=stories&from=${rig.today}&to=${rig.today}`)).data.map((h: any) => h.id);
    for (let i = 0; i < 50 && !(await found()).includes(chuva); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await found()).to.deep.equal([chuva]);
    // the past rundown is as it was
    expect(ok(await c.get(`/api/rundowns/${src.id}`))).to.deep.equal(before);
    // the colleague sees the copy without the chief's private story's content
    expect(slugsOf(ok(await colleague.c.get(`/api/rundowns/${made.id}`)))).to.deep.equal([['ABERTURA', 'CHUVA', 'PRIVATE'], ['ESPORTE'], ['NOTA RESERVA']]);

    // one rundown per program and day: a second restore into today is refused, nothing written
    const other = await rundownOn(c, programId, daysBefore(rig.today, 8), ['OUTRA']);
    const again = await c.post(`/api/archive/rundowns/${other.id}/restore`);
    expect(again.status).to.equal(409);
    expect(again.body.code).to.equal('rundown.alreadyExists');
    expect(ok(await c.get(`/api/rundowns?date=${rig.today}&programId=${programId}`)).id).to.equal(made.id);
    // today's rundown is not in the archive
    const today = await c.post(`/api/archive/rundowns/${made.id}/restore`);
    expect(today.status).to.equal(422);
    expect(today.body.code).to.equal('archive.notPast');
  });

  it('refuses a rundown restore for an inactive program, without the write roles, and for a rundown not seen', async () => {
    const c = rig.chief;
    const programId = await program('Jornal Extinto');
    const src = await rundownOn(c, programId, daysBefore(rig.today, 3), ['ÚLTIMA EDIÇÃO']);
    const p = ok(await c.get(`/api/programs/${programId}`));
    ok(await c.put(`/api/programs/${programId}`, { name: p.name, start: p.start, end: p.end, active: false, version: p.version }));
    const inactive = await c.post(`/api/archive/rundowns/${src.id}/restore`);
    expect(inactive.status).to.equal(422);
    expect(inactive.body.code).to.equal('rundown.cannotCreate');
    // the archive still lists the inactive program's past shows
    expect(ok(await c.get(`/api/archive/rundowns?programId=${programId}`)).total).to.equal(1);
    expect(ok(await c.get('/api/archive/programs')).find((x: any) => x.id === programId)).to.include({ active: false });

    const open = await rundownOn(c, rig.openId, daysBefore(rig.today, 3), ['ABERTA']);
    const reader = await rig.user(READ, 'leitor');
    const refused = await reader.c.post(`/api/archive/rundowns/${open.id}/restore`);
    expect(refused.status).to.equal(403);
    expect(refused.body.details.missingRoles).to.include.members(['ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE']);
    const noStories = await rig.user(READ.concat('ROLE_RUNDOWN_WRITE'), 'sem-materias');
    expect((await noStories.c.post(`/api/archive/rundowns/${open.id}/restore`)).status).to.equal(403);
    expect((await c.post('/api/archive/rundowns/99999999/restore')).status).to.equal(404);
    // none of the refusals made a rundown
    expect((await c.get(`/api/rundowns?programId=${rig.openId}&date=${rig.today}`)).status).to.equal(404);
    expect((await c.get(`/api/rundowns?programId=${programId}&date=${rig.today}`)).status).to.equal(404);
  });

  it('copies a past guideline to today, keeping its programs or taking the chosen ones; refusals', async () => {
    const c = rig.chief;
    const src = await guidelineOn(c, daysBefore(rig.today, 5), 'ENCHENTE NO CENTRO', { programsIds: [rig.openId], state: 'COMPLETED' });
    const kept = ok(await c.post(`/api/archive/guidelines/${src.id}/restore`), 201);
    expect(kept).to.include({ type: 'guidelines', date: rig.today });
    const copy = ok(await c.get(`/api/assignments/${kept.id}`));
    expect(copy).to.include({ slug: 'ENCHENTE NO CENTRO', date: rig.today, state: 'PRODUCING', proposal: 'proposta de ENCHENTE NO CENTRO' });
    expect(copy.programsIds).to.deep.equal([rig.openId]);
    expect(ok(await c.get(`/api/assignments/${src.id}`))).to.include({ date: src.date, state: 'COMPLETED' });
    const chosen = ok(await c.post(`/api/archive/guidelines/${src.id}/restore`, { programsIds: [rig.closedId] }), 201);
    expect(ok(await c.get(`/api/assignments/${chosen.id}`)).programsIds).to.deep.equal([rig.closedId]);

    const out = await rig.user(WRITE, 'de-fora-g');
    const refused = await out.c.post(`/api/archive/guidelines/${src.id}/restore`, { programsIds: [rig.closedId] });
    expect(refused.status).to.equal(400);
    expect(refused.body.details.issues[0].field).to.equal('programsIds');
    const reader = await rig.user(READ, 'leitor-g');
    expect((await reader.c.post(`/api/archive/guidelines/${src.id}/restore`)).status).to.equal(403);
    const now = await c.post(`/api/archive/guidelines/${kept.id}/restore`);
    expect(now.status).to.equal(422);
    expect(now.body.code).to.equal('archive.notPast');
  });

  it('copies a past reportage to today, keeping its programs or taking the chosen ones; refusals', async () => {
    const c = rig.chief;
    const src = await reportageOn(c, rig.chiefId, daysBefore(rig.today, 6), 'ponte nova', { programsIds: [rig.openId], state: 'COMPLETED' });
    ok(await c.post(`/api/news_reports/${src.id}/approve`, { approve: true }));
    const kept = ok(await c.post(`/api/archive/reportages/${src.id}/restore`, {}), 201);
    expect(kept).to.include({ type: 'reportages', date: rig.today });
    const copy = ok(await c.get(`/api/news_reports/${kept.id}`));
    expect(copy).to.include({ slug: 'PONTE NOVA', date: rig.today, state: 'PRODUCING', ok: false });
    expect(copy.programsIds).to.deep.equal([rig.openId]);
    expect(copy.sections.map((s: any) => s.type)).to.deep.equal(['OFF']);
    const chosen = ok(await c.post(`/api/archive/reportages/${src.id}/restore`, { programsIds: [rig.closedId, rig.openId] }), 201);
    expect(ok(await c.get(`/api/news_reports/${chosen.id}`)).programsIds).to.have.members([rig.closedId, rig.openId]);

    const out = await rig.user(WRITE, 'de-fora-r');
    const refused = await out.c.post(`/api/archive/reportages/${src.id}/restore`, { programsIds: [rig.closedId] });
    expect(refused.status).to.equal(403);
    expect(refused.body.code).to.equal('reportage.programNoAccess');
    const reader = await rig.user(READ, 'leitor-r');
    expect((await reader.c.post(`/api/archive/reportages/${src.id}/restore`)).status).to.equal(403);
    const now = await c.post(`/api/archive/reportages/${kept.id}/restore`);
    expect(now.status).to.equal(422);
    expect(now.body.code).to.equal('archive.notPast');
  });

  it('documents its routes with their roles in OpenAPI', async () => {
    const doc = ok(await rig.k.anonymous().get('/api/openapi.json'));
    expect(doc.paths['/api/archive/rundowns'].get['x-roles']).to.deep.equal(['ROLE_RUNDOWN_READ']);
    expect(doc.paths['/api/archive/reportages'].get['x-roles']).to.deep.equal(['ROLE_NEWS_REPORT_READ']);
    expect(doc.paths['/api/archive/guidelines'].get['x-roles']).to.deep.equal(['ROLE_ASSIGNMENT_READ']);
    expect(doc.paths['/api/archive/rundowns/{id}/restore'].post['x-roles']).to.deep.equal(['ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE']);
    expect(doc.paths['/api/archive/guidelines/{id}/restore'].post['x-roles']).to.deep.equal(['ROLE_ASSIGNMENT_WRITE']);
    expect(doc.paths['/api/archive/reportages/{id}/restore'].post['x-roles']).to.deep.equal(['ROLE_NEWS_REPORT_WRITE']);
    expect(doc.paths['/api/archive/rundowns'].get.parameters.map((p: any) => p.name)).to.include.members(['from', 'to', 'programId', 'slug', 'page', 'size']);
  });
});
