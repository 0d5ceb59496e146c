import { expect } from 'chai';
import { boot, invariants, nextDate, ok, rundownWith, storyBody, testDb, type Rig } from './support.js';

const slugs = (block: any) => block.stories.map((s: any) => s.slug);

describe(`templates and drawer on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  describe('templates', () => {
    it('creates, lists, patches, copies and removes templates', async () => {
      const t = ok(await rig.producer.post('/api/rundown_templates', { name: 'Padrão', programId: rig.programId }), 201);
      expect(t.blocks.map((b: any) => b.standBy)).to.deep.equal([false, true]);
      ok(await rig.producer.post(`/api/rundown_templates/${t.id}/blocks/${t.blocks[0].id}/stories`, storyBody('ESCALADA')), 201);
      expect(ok(await rig.producer.get(`/api/rundown_templates?programId=${rig.programId}`)).map((x: any) => x.name)).to.include('Padrão');
      expect(ok(await rig.producer.patch(`/api/rundown_templates/${t.id}`, { field: 'name', newValue: 'Padrão 2' }))).to.deep.equal({ field: 'name', oldValue: 'Padrão', newValue: 'Padrão 2' });
      expect((await rig.producer.patch(`/api/rundown_templates/${t.id}`, { field: 'blocks', newValue: [] })).status).to.equal(400);
      const copy = ok(await rig.producer.post(`/api/rundown_templates/${t.id}/copy`, { name: 'Cópia', programId: rig.otherProgramId }), 201);
      expect(copy).to.include({ name: 'Cópia', programId: rig.otherProgramId });
      expect(slugs(copy.blocks[0])).to.deep.equal(['ESCALADA']);
      expect(copy.blocks[0].stories[0].id).not.to.equal(t.blocks[0].id);
      expect((await rig.producer.delete(`/api/rundown_templates/${copy.id}`)).status).to.equal(204);
      expect((await rig.producer.get(`/api/rundown_templates/${copy.id}`)).body.code).to.equal('template.notFound');
      expect(slugs(ok(await rig.producer.get(`/api/rundown_templates/${t.id}`)).blocks[0])).to.deep.equal(['ESCALADA']);
      const reader = await rig.user('template-reader', ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE']);
      expect((await reader.c.post('/api/rundown_templates', { name: 'X', programId: rig.programId })).status).to.equal(403);
    });

    it('keeps the template rules of blocks: a new block before Stand By, Stand By not removable', async () => {
      const t = ok(await rig.producer.post('/api/rundown_templates', { name: 'Blocos', programId: rig.programId }), 201);
      const b = ok(await rig.producer.post(`/api/rundown_templates/${t.id}/blocks`, { commercial: 'PT2M' }), 201);
      expect(b.index).to.equal(1);
      expect((await rig.producer.delete(`/api/rundown_templates/${t.id}/blocks/${t.blocks[1].id}`)).body.code).to.equal('block.standByCannotBeDeleted');
      ok(await rig.producer.patch(`/api/rundown_templates/${t.id}/blocks/${b.id}`, { field: 'commercial', newValue: 'PT3M' }));
      expect((await rig.producer.patch(`/api/rundown_templates/${t.id}/blocks/${b.id}`, { field: 'displayStatus', newValue: 'play' })).status).to.equal(400);
      // a block of another template is not one of this template
      const other = ok(await rig.producer.post('/api/rundown_templates', { name: 'Outro', programId: rig.programId }), 201);
      expect((await rig.producer.delete(`/api/rundown_templates/${t.id}/blocks/${other.blocks[0].id}`)).status).to.equal(400);
      // nor is a template block reachable as a rundown block
      expect((await rig.producer.delete(`/api/blocks/${b.id}`)).status).to.equal(404);
    });

    it('copies stories into a template answering the count, moves and repaginates inside it', async () => {
      const r = await rundownWith(rig, 3);
      const t = ok(await rig.producer.post('/api/rundown_templates', { name: 'Cópias', programId: rig.programId }), 201);
      const ids = r.blocks[0].stories.map((s: any) => s.id);
      expect(ok(await rig.producer.post(`/api/rundown_templates/${t.id}/stories/copy`, { source: r.id, storiesIds: ids }))).to.deep.equal({ count: 3 });
      expect(ok(await rig.producer.post(`/api/rundown_templates/${t.id}/stories/copy`, { storiesIds: [] }))).to.deep.equal({ count: 0 });
      const other = await rundownWith(rig, 1);
      const wrong = await rig.producer.post(`/api/rundown_templates/${t.id}/stories/copy`, { source: r.id, storiesIds: [other.blocks[0].stories[0].id] });
      expect(wrong.status).to.equal(400);
      let loaded = ok(await rig.producer.get(`/api/rundown_templates/${t.id}`));
      const tids = loaded.blocks[0].stories.map((s: any) => s.id);
      expect(slugs(loaded.blocks[0])).to.deep.equal(['S1', 'S2', 'S3']);
      ok(await rig.producer.post(`/api/rundown_templates/${t.id}/stories/move`, { targetBlockId: loaded.blocks[0].id, storiesIds: [tids[2]], targetStoryId: tids[0] }));
      const outside = await rig.producer.post(`/api/rundown_templates/${t.id}/stories/move`, { targetBlockId: loaded.blocks[0].id, storiesIds: [ids[0]] });
      expect(outside.status).to.equal(400);
      ok(await rig.producer.post(`/api/rundown_templates/${t.id}/repaginate`));
      loaded = ok(await rig.producer.get(`/api/rundown_templates/${t.id}`));
      expect(loaded.blocks[0].stories.map((s: any) => [s.slug, s.page])).to.deep.equal([['S3', '01'], ['S1', '02'], ['S2', '03']]);
    });

    it('creates a rundown from a template of its program, with copies of its blocks and stories', async () => {
      const t = ok(await rig.producer.post('/api/rundown_templates', { name: 'Base', programId: rig.programId }), 201);
      ok(await rig.producer.post(`/api/rundown_templates/${t.id}/blocks`, { commercial: 'PT3M' }), 201);
      ok(await rig.producer.post(`/api/rundown_templates/${t.id}/blocks/${t.blocks[0].id}/stories`, storyBody('ABERTURA', 40, 0, { estimated: 'PT30S' })), 201);
      const r = ok(await rig.producer.post('/api/rundowns', { date: nextDate(), programId: rig.programId, templateId: t.id }), 201);
      expect(r.templateId).to.equal(t.id);
      expect(r.blocks.map((b: any) => [b.standBy, b.commercial])).to.deep.equal([[false, 'PT0S'], [false, 'PT3M'], [true, 'PT0S']]);
      expect(r.blocks[0].stories[0]).to.include({ slug: 'ABERTURA', rundownId: r.id, templateId: null, date: r.date, total: 'PT3S' });
      expect(r.totals).to.include({ commercialTotal: 'PT3M', fullTotal: 'PT3M3S' });
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
      // the template keeps its own
      expect(slugs(ok(await rig.producer.get(`/api/rundown_templates/${t.id}`)).blocks[0])).to.deep.equal(['ABERTURA']);
      const foreign = await rig.producer.post('/api/rundowns', { date: nextDate(), programId: rig.otherProgramId, templateId: t.id });
      expect(foreign.status).to.equal(400);
      expect(foreign.body.details.issues[0].field).to.equal('templateId');
      // recreate rebuilds from the template
      const empty = ok(await rig.producer.post('/api/rundowns', { date: nextDate(), programId: rig.programId }), 201);
      const again = ok(await rig.producer.post(`/api/rundowns/${empty.id}/recreate`, { templateId: t.id }));
      expect(again.blocks).to.have.length(3);
      expect(slugs(again.blocks[0])).to.deep.equal(['ABERTURA']);
    });
  });

  describe('drawer', () => {
    it('takes stories out of a rundown and brings them back into a block', async () => {
      const r = await rundownWith(rig, 3);
      const [a, b, c] = r.blocks[0].stories.map((s: any) => s.id);
      const sent = ok(await rig.producer.post('/api/drawer', { storiesIds: [a, c] }));
      expect(sent.blocks).to.deep.equal([{ id: r.blocks[0].id, storyIds: [b] }]);
      const drawer = ok(await rig.producer.get(`/api/drawer?filter=DRAWER&programId=${rig.programId}`));
      expect(drawer.data.map((s: any) => s.id)).to.include.members([a, c]);
      expect(drawer.data.find((s: any) => s.id === a)).to.include({ origin: 'DRAWER', rundownId: null, blockId: null });
      expect(ok(await rig.producer.get(`/api/rundowns/${r.id}`)).totals.fullProduction).to.equal('PT3.075S');
      const back = ok(await rig.producer.post('/api/drawer/back', { targetBlockId: r.blocks[0].id, storiesIds: [c, a], targetStoryId: b }));
      expect(back.blocks[0].storyIds).to.deep.equal([c, a, b]);
      const notInDrawer = await rig.producer.post('/api/drawer/back', { targetBlockId: r.blocks[0].id, storiesIds: [b] });
      expect(notInDrawer.status).to.equal(400);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
      // the general drawer
      ok(await rig.producer.post('/api/drawer', { storiesIds: [b], programId: null }));
      expect(ok(await rig.producer.get('/api/drawer?filter=DRAWER')).data.map((s: any) => s.id)).to.include(b);
    });

    it('lists Stand By and displayed stories of the program, and all of them with ALL', async () => {
      const p = ok(await rig.producer.post('/api/programs', { name: `Gaveta ${nextDate()}`, start: '10:00:00', end: '11:00:00' }), 201);
      const r = await rundownWith(rig, 2, rig.producer, p.id);
      const sb = ok(await rig.producer.post(`/api/blocks/${r.blocks[1].id}/stories`, storyBody('RESERVA')), 201);
      ok(await rig.producer.patch(`/api/stories/${r.blocks[0].stories[0].id}`, { field: 'displayStatus', newValue: 'stop' }));
      ok(await rig.producer.post('/api/drawer', { storiesIds: [r.blocks[0].stories[1].id] }));
      const q = (f: string) => rig.producer.get(`/api/drawer?filter=${f}&programId=${p.id}`).then((x) => ok(x).data.map((s: any) => [s.id, s.origin]));
      expect(await q('STAND_BY')).to.deep.equal([[sb.id, 'STAND_BY']]);
      expect(await q('DISPLAYED')).to.deep.equal([[r.blocks[0].stories[0].id, 'DISPLAYED']]);
      expect(await q('DRAWER')).to.deep.equal([[r.blocks[0].stories[1].id, 'DRAWER']]);
      expect((await q('ALL')).map((x: any) => x[0]).sort()).to.deep.equal([sb.id, ...r.blocks[0].stories.map((s: any) => s.id)].sort());
      expect((await rig.producer.get('/api/drawer?filter=NONE')).status).to.equal(400);
    });
  });
});
