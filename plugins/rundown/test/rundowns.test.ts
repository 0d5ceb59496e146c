import { expect } from 'chai';
import { boot, invariants, nextDate, ok, rows, rundownWith, storyBody, testDb, type Rig } from './support.js';

describe(`rundowns on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('documents every route of the issue with its roles in the OpenAPI document', async () => {
    const doc = ok(await rig.k.anonymous().get('/api/openapi.json'));
    const want: [string, string, string[]][] = [
      ['get', '/api/rundowns', ['ROLE_RUNDOWN_READ']], ['post', '/api/rundowns', ['ROLE_RUNDOWN_WRITE']],
      ['get', '/api/rundowns/{id}', ['ROLE_RUNDOWN_READ']], ['patch', '/api/rundowns/{id}', ['ROLE_RUNDOWN_WRITE']],
      ['post', '/api/rundowns/{id}/blocks', ['ROLE_RUNDOWN_WRITE']], ['patch', '/api/blocks/{id}', ['ROLE_RUNDOWN_WRITE']],
      ['delete', '/api/blocks/{id}', ['ROLE_RUNDOWN_WRITE']], ['post', '/api/rundowns/{id}/blocks/order', ['ROLE_RUNDOWN_WRITE']],
      ['post', '/api/blocks/{id}/stories', ['ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE']], ['post', '/api/stories/{id}/after', ['ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE']],
      ['get', '/api/stories/{id}', ['ROLE_STORY_READ']], ['put', '/api/stories/{id}', ['ROLE_STORY_WRITE']],
      ['patch', '/api/stories/{id}', ['ROLE_STORY_WRITE']], ['delete', '/api/stories/{id}', ['ROLE_STORY_WRITE', 'ROLE_RUNDOWN_WRITE']],
      ['post', '/api/stories/move', ['ROLE_RUNDOWN_WRITE']], ['post', '/api/stories/copy', ['ROLE_RUNDOWN_WRITE']],
      ['post', '/api/rundowns/{id}/repaginate', ['ROLE_RUNDOWN_WRITE']], ['post', '/api/rundowns/{id}/approve', ['ROLE_RUNDOWN_ADMIN']],
      ['post', '/api/blocks/{id}/approve', ['ROLE_RUNDOWN_ADMIN']], ['post', '/api/stories/{id}/approve', ['ROLE_STORY_ADMIN']],
      ['post', '/api/stories/{id}/ok', ['ROLE_STORY_WRITE']], ['post', '/api/stories/display-status', ['ROLE_RUNDOWN_WRITE']],
      ['post', '/api/rundowns/{id}/date', ['ROLE_RUNDOWN_ADMIN']], ['post', '/api/rundowns/{id}/recreate', ['ROLE_RUNDOWN_ADMIN']],
      ['get', '/api/rundowns/{id}/logs', ['ROLE_RUNDOWN_READ']], ['get', '/api/rundown_templates', ['ROLE_RUNDOWN_READ']],
      ['get', '/api/drawer', ['ROLE_RUNDOWN_READ']],
    ];
    for (const [method, path, roles] of want) expect(doc.paths[path]?.[method]?.['x-roles'], `${method} ${path}`).to.deep.equal(roles);
    expect(doc.paths['/api/rundowns'].post.requestBody.content['application/json'].schema.required).to.include.members(['date', 'programId']);
  });

  describe('create and load', () => {
    it('creates a rundown with a block and the Stand By block last, timed from the program', async () => {
      const date = nextDate();
      const r = ok(await rig.producer.post('/api/rundowns', { date, programId: rig.programId }), 201);
      expect(r).to.include({ date, programId: rig.programId, start: '19:00:00', end: '19:45:00', production: 'PT0S', displayStatus: 'blank', mosEnabled: false, templateId: null });
      expect(r.blocks.map((b: any) => [b.index, b.standBy])).to.deep.equal([[0, false], [1, true]]);
      expect(r.totals.duration).to.equal('PT45M');
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('refuses a second rundown of a program on a date (409 rundown.alreadyExists), writing nothing', async () => {
      const date = nextDate();
      ok(await rig.producer.post('/api/rundowns', { date, programId: rig.programId }), 201);
      const before = await rows(rig.knex, 'rundown_blocks');
      const r = await rig.producer.post('/api/rundowns', { date, programId: rig.programId });
      expect(r.status).to.equal(409);
      expect(r.body.code).to.equal('rundown.alreadyExists');
      expect(await rows(rig.knex, 'rundown_blocks')).to.equal(before);
      // the other program may have one that day
      ok(await rig.producer.post('/api/rundowns', { date, programId: rig.otherProgramId }), 201);
    });

    it('refuses an unknown program with a 400 naming programId', async () => {
      const r = await rig.producer.post('/api/rundowns', { date: nextDate(), programId: 9999 });
      expect(r.status).to.equal(400);
      expect(r.body.code).to.equal('rundown.programNotFound');
      expect(r.body.details.issues[0].field).to.equal('programId');
    });

    it('refuses to create for a disabled program (422 rundown.cannotCreate)', async () => {
      const p = ok(await rig.producer.post('/api/programs', { name: 'Fora do Ar', start: '10:00:00', end: '11:00:00', active: false }), 201);
      const r = await rig.producer.post('/api/rundowns', { date: nextDate(), programId: p.id });
      expect(r.status).to.equal(422);
      expect(r.body.code).to.equal('rundown.cannotCreate');
    });

    it('refuses a malformed date and a bad body with a 400 naming the field', async () => {
      const r = await rig.producer.post('/api/rundowns', { date: '2031-02-30', programId: rig.programId });
      expect(r.status).to.equal(400);
      expect(r.body.details.issues[0].field).to.equal('date');
    });

    it('loads the rundown of a program on a date, or 404 rundown.notFoundForDate', async () => {
      const r = await rundownWith(rig, 2);
      const byDate = ok(await rig.producer.get(`/api/rundowns?date=${r.date}&programId=${rig.programId}`));
      expect(byDate.id).to.equal(r.id);
      expect(byDate.blocks[0].stories).to.have.length(2);
      const none = await rig.producer.get(`/api/rundowns?date=1999-01-01&programId=${rig.programId}`);
      expect(none.status).to.equal(404);
      expect(none.body.code).to.equal('rundown.notFoundForDate');
      const list = ok(await rig.producer.get(`/api/rundowns?date=${r.date}`));
      expect(list.data.map((x: any) => x.id)).to.include(r.id);
      expect(list.data[0]).not.to.have.property('blocks');
      expect((await rig.producer.get('/api/rundowns/99999')).body.code).to.equal('rundown.notFound');
    });

    it('leaves the scripts out with sections=false and adds the time column with accumulation', async () => {
      const r = await rundownWith(rig, 3);
      const light = ok(await rig.producer.get(`/api/rundowns/${r.id}?sections=false&accumulation=progressive`));
      expect(light.blocks[0].stories[0]).not.to.have.property('sections');
      const ids = light.blocks[0].stories.map((s: any) => s.id);
      // head of 40, 41, 42 characters at 0.075 s: 3 s, 3.075 s, 3.15 s from 19:00:00
      expect(ids.map((id: number) => light.clock[id])).to.deep.equal(['19:00:00', '19:00:03', '19:00:06']);
      const cd = ok(await rig.producer.get(`/api/rundowns/${r.id}?accumulation=countdown`));
      expect(cd.clock[ids[2]]).to.equal('PT44M50.775S');
    });

    it('refuses a rundown of a program the user\'s groups do not give (403 rundown.programNoAccess)', async () => {
      const g = ok(await rig.producer.post('/api/groups', { name: `Editores ${nextDate()}`, userIds: [rig.producerId] }), 201);
      const closed = ok(await rig.producer.post('/api/programs', { name: `Fechado ${nextDate()}`, start: '22:00:00', end: '23:00:00', allowedGroupIds: [g.id] }), 201);
      const r = await rundownWith(rig, 0, rig.producer, closed.id);
      const outsider = await rig.user();
      expect((await outsider.c.get(`/api/rundowns/${r.id}`)).body.code).to.equal('rundown.programNoAccess');
      expect((await outsider.c.patch(`/api/rundowns/${r.id}`, { field: 'production', newValue: 'PT10M' })).status).to.equal(403);
      expect(ok(await outsider.c.get(`/api/rundowns?date=${r.date}`)).data).to.deep.equal([]);
      expect((await outsider.c.post('/api/rundowns', { date: nextDate(), programId: closed.id })).body.code).to.equal('rundown.programNoAccess');
    });
  });

  describe('patch', () => {
    it('answers old and new value and recomputes the totals', async () => {
      const r = await rundownWith(rig, 1);
      const p = ok(await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'end', newValue: '20:00:00' }));
      expect(p).to.deep.equal({ field: 'end', oldValue: '19:45:00', newValue: '20:00:00' });
      const after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.totals.duration).to.equal('PT1H');
      ok(await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'production', newValue: 'PT40M' }));
      expect(ok(await rig.producer.get(`/api/rundowns/${r.id}`)).totals.productionFullDiff).to.equal('PT39M57S');
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('rolls the end to the next day when it is before the start', async () => {
      const r = await rundownWith(rig, 0);
      ok(await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'start', newValue: '23:30:00' }));
      ok(await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'end', newValue: '00:30:00' }));
      expect(ok(await rig.producer.get(`/api/rundowns/${r.id}`)).totals.duration).to.equal('PT1H');
    });

    it('answers the affected devices when MOS is enabled or disabled', async () => {
      const r = await rundownWith(rig, 0);
      expect(ok(await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'mosEnabled', newValue: true }))).to.deep.equal({ field: 'mosEnabled', oldValue: false, newValue: true, devices: [] });
    });

    it('refuses an unknown field with a 400 naming it, and a malformed value naming newValue', async () => {
      const r = await rundownWith(rig, 0);
      const u = await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'programId', newValue: 3 });
      expect(u.status).to.equal(400);
      expect(u.body.message).to.contain("'programId'");
      expect(u.body.details.issues[0].field).to.equal('field');
      const d = await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'production', newValue: '40 minutes' });
      expect(d.status).to.equal(400);
      expect(d.body.details.issues[0].field).to.equal('newValue');
      const t = await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'start', newValue: '25:00:00' });
      expect(t.status).to.equal(400);
    });
  });

  describe('blocks and the Stand By block', () => {
    it('inserts a new block before the Stand By block', async () => {
      const r = await rundownWith(rig, 0);
      const b = ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`, { commercial: 'PT2M' }), 201);
      expect(b.index).to.equal(1);
      const after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.blocks.map((x: any) => x.id)).to.deep.equal([r.blocks[0].id, b.id, r.blocks[1].id]);
      expect(after.blocks[2].standBy).to.equal(true);
      expect(after.totals.commercialTotal).to.equal('PT2M');
    });

    it('refuses to move the Stand By block (422 rundown.standByCannotMove) and keeps the order', async () => {
      const r = await rundownWith(rig, 0);
      const b = ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`), 201);
      const [a, sb] = [r.blocks[0].id, r.blocks[1].id];
      const bad = await rig.producer.post(`/api/rundowns/${r.id}/blocks/order`, { blockIds: [sb, a, b.id] });
      expect(bad.status).to.equal(422);
      expect(bad.body.code).to.equal('rundown.standByCannotMove');
      expect(bad.body.details.oldValue).to.deep.equal([a, b.id, sb]);
      expect(ok(await rig.producer.get(`/api/rundowns/${r.id}`)).blocks.map((x: any) => x.id)).to.deep.equal([a, b.id, sb]);
      ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks/order`, { blockIds: [b.id, a, sb] }));
      expect(ok(await rig.producer.get(`/api/rundowns/${r.id}`)).blocks.map((x: any) => x.id)).to.deep.equal([b.id, a, sb]);
      const missing = await rig.producer.post(`/api/rundowns/${r.id}/blocks/order`, { blockIds: [b.id, sb] });
      expect(missing.status).to.equal(400);
      expect(missing.body.details.issues[0].field).to.equal('blockIds');
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('refuses to remove the Stand By block', async () => {
      const r = await rundownWith(rig, 0);
      const d = await rig.producer.delete(`/api/blocks/${r.blocks[1].id}`);
      expect(d.status).to.equal(422);
      expect(d.body.code).to.equal('block.standByCannotBeDeleted');
    });

    it('removes a block, its stories going to the trash, the later blocks closing up', async () => {
      const r = await rundownWith(rig, 2);
      const b = ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`), 201);
      expect((await rig.producer.delete(`/api/blocks/${r.blocks[0].id}`)).status).to.equal(204);
      const after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.blocks.map((x: any) => [x.id, x.index])).to.deep.equal([[b.id, 0], [r.blocks[1].id, 1]]);
      const trash = ok(await rig.producer.get('/api/trash'));
      expect(trash.data.filter((t: any) => t.entityType === 'story').map((t: any) => Number(t.entityId))).to.include.members(r.blocks[0].stories.map((s: any) => s.id));
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('patches a block: commercial moves the totals, unknown fields are refused', async () => {
      const r = await rundownWith(rig, 1);
      const p = ok(await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'commercial', newValue: 'PT3M' }));
      expect(p).to.deep.equal({ field: 'commercial', oldValue: 'PT0S', newValue: 'PT3M' });
      const after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.blocks[0].totals).to.include({ commercial: 'PT3M', total: 'PT3M3S' });
      expect(after.totals.commercialTotal).to.equal('PT3M');
      expect((await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'index', newValue: 1 })).status).to.equal(400);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('toggles a block to stand-by, out of the totals; the Stand By block never leaves stand-by', async () => {
      const r = await rundownWith(rig, 1);
      ok(await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'commercial', newValue: 'PT1M' }));
      expect(ok(await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'standBy', newValue: true }))).to.deep.equal({ field: 'standBy', oldValue: false, newValue: true });
      let after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.totals).to.include({ fullProduction: 'PT0S', commercialTotal: 'PT0S' });
      ok(await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'standBy', newValue: false }));
      after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.totals).to.include({ fullProduction: 'PT3S', commercialTotal: 'PT1M' });
      const res = await rig.producer.patch(`/api/blocks/${r.blocks[1].id}`, { field: 'standBy', newValue: false });
      expect(res.status).to.equal(422);
      expect(res.body.code).to.equal('block.standByFixed');
      expect(res.body.details.oldValue).to.equal(true);
      // a new block still goes before the Stand By block, even with another block in stand-by
      ok(await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'standBy', newValue: true }));
      const b = ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`), 201);
      expect(b.index).to.equal(1);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('keeps the Stand By block out of the totals', async () => {
      const r = await rundownWith(rig, 1);
      ok(await rig.producer.post(`/api/blocks/${r.blocks[1].id}/stories`, storyBody('RESERVA', 400)), 201);
      ok(await rig.producer.patch(`/api/blocks/${r.blocks[1].id}`, { field: 'commercial', newValue: 'PT1M' }));
      const after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.totals).to.include({ fullProduction: 'PT3S', commercialTotal: 'PT0S' });
      expect(after.blocks[1].totals.production).to.equal('PT30S');
    });
  });

  describe('date, recreate, approve', () => {
    it('changes the date of a rundown not displayed, with its stories', async () => {
      const r = await rundownWith(rig, 1);
      const date = nextDate();
      expect(ok(await rig.producer.post(`/api/rundowns/${r.id}/date`, { date }))).to.deep.equal({ field: 'date', oldValue: r.date, newValue: date });
      const after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.date).to.equal(date);
      expect(after.blocks[0].stories[0].date).to.equal(date);
    });

    it('never moves a rundown to an older date (422 rundown.cannotChangeDate)', async () => {
      const older = nextDate();
      const r = await rundownWith(rig, 0);
      const res = await rig.producer.post(`/api/rundowns/${r.id}/date`, { date: older });
      expect(res.status).to.equal(422);
      expect(res.body.code).to.equal('rundown.cannotChangeDate');
      expect(res.body.details).to.include({ reason: 'olderDate', oldValue: r.date });
    });

    it('refuses to change the date of a rundown already displayed', async () => {
      const r = await rundownWith(rig, 1);
      ok(await rig.producer.patch(`/api/stories/${r.blocks[0].stories[0].id}`, { field: 'displayStatus', newValue: 'stop' }));
      const res = await rig.producer.post(`/api/rundowns/${r.id}/date`, { date: nextDate() });
      expect(res.status).to.equal(422);
      expect(res.body.code).to.equal('rundown.cannotChangeDate');
      expect(res.body.details.reason).to.equal('displayed');
    });

    it('refuses a date taken by another rundown of the program (409 rundown.alreadyExists)', async () => {
      const a = await rundownWith(rig, 0);
      const b = await rundownWith(rig, 0);
      const res = await rig.producer.post(`/api/rundowns/${a.id}/date`, { date: b.date });
      expect(res.status).to.equal(409);
      expect(res.body.code).to.equal('rundown.alreadyExists');
    });

    it('recreates only an empty rundown (422 rundown.recreateNeedsEmpty)', async () => {
      const full = await rundownWith(rig, 1);
      const res = await rig.producer.post(`/api/rundowns/${full.id}/recreate`);
      expect(res.status).to.equal(422);
      expect(res.body.code).to.equal('rundown.recreateNeedsEmpty');
      const empty = await rundownWith(rig, 0);
      ok(await rig.producer.post(`/api/rundowns/${empty.id}/blocks`), 201);
      const again = ok(await rig.producer.post(`/api/rundowns/${empty.id}/recreate`));
      expect(again.blocks.map((b: any) => b.standBy)).to.deep.equal([false, true]);
      expect(await invariants(rig.knex, empty.id)).to.deep.equal([]);
    });

    it('approves and unapproves a rundown (every block) and a block', async () => {
      const r = await rundownWith(rig, 0);
      ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`), 201);
      ok(await rig.producer.post(`/api/rundowns/${r.id}/approve`, { approve: true }));
      let after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.approved).to.equal(true);
      expect(after.blocks.every((b: any) => b.approved)).to.equal(true);
      expect(ok(await rig.producer.post(`/api/blocks/${r.blocks[0].id}/approve`, { approve: false }))).to.include({ oldValue: true, newValue: false });
      after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.approved).to.equal(false);
      const writer = await rig.user('block-writer', ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE']);
      expect((await writer.c.post(`/api/rundowns/${r.id}/approve`, { approve: true })).status).to.equal(403);
    });
  });

  describe('repaginate and logs', () => {
    it('numbers the pages of the show in block order, Stand By stories keep theirs', async () => {
      const r = await rundownWith(rig, 2);
      const b = ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`), 201);
      const s3 = ok(await rig.producer.post(`/api/blocks/${b.id}/stories`, storyBody('S3')), 201);
      const sb = ok(await rig.producer.post(`/api/blocks/${r.blocks[1].id}/stories`, storyBody('SB', 10, 0, { page: 'X' })), 201);
      const p = ok(await rig.producer.post(`/api/rundowns/${r.id}/repaginate`));
      expect(p.pages).to.deep.equal({ [r.blocks[0].stories[0].id]: '01', [r.blocks[0].stories[1].id]: '02', [s3.id]: '03' });
      const after = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
      expect(after.blocks.flatMap((x: any) => x.stories.map((s: any) => s.page))).to.deep.equal(['01', '02', '03', 'X']);
      void sb;
    });

    it('logs every change: who, when, what; newest first, paged', async () => {
      const r = await rundownWith(rig, 2);
      ok(await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'production', newValue: 'PT30M' }));
      ok(await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[1].id, storiesIds: [r.blocks[0].stories[0].id] }));
      const logs = ok(await rig.producer.get(`/api/rundowns/${r.id}/logs?size=2`));
      expect(logs.size).to.equal(2);
      expect(logs.total).to.equal(5); // created, 2 stories, production, move
      expect(logs.data[0]).to.include({ kind: 'MOVED', entityType: 'STORY', nickname: 'producer', field: 'blockId' });
      expect(logs.data[1]).to.include({ kind: 'UPDATED', entityType: 'RUNDOWN', field: 'production', oldValue: 'PT0S', newValue: 'PT30M' });
      expect(Date.parse(logs.data[0].at)).to.be.greaterThan(0);
      const reader = await rig.user('log-reader', ['ROLE_STORY_READ']);
      expect((await reader.c.get(`/api/rundowns/${r.id}/logs`)).status).to.equal(403);
    });
  });
});
