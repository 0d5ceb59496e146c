import { expect } from 'chai';
import { boot, listen, ok, rundownWith, storyBody, testDb, type Live, type Rig } from './support.js';

describe(`rundown live events on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('publishes story, block and rundown changes with enough to patch a screen', async () => {
    const r = await rundownWith(rig, 2);
    const sub = await listen(rig.k, rig.producer, ['rundowns', 'blocks', 'stories']);
    try {
      const s = ok(await rig.producer.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('AO VIVO', 80)), 201);
      const created = await sub.inbox.find((m) => m.topic === 'stories' && m.op === 'CREATE');
      expect(created).to.include({ id: s.id, by: 'producer' });
      expect(created.data).to.include({ slug: 'AO VIVO', index: 2, blockId: r.blocks[0].id, rundownId: r.id, total: 'PT6S' });
      const totals = await sub.inbox.find((m) => m.topic === 'rundowns' && m.op === 'UPDATE');
      expect(totals.data.totals.fullProduction).to.equal('PT12.075S');
      expect(totals.data.blocks.find((b: any) => b.id === r.blocks[0].id).totals.production).to.equal('PT12.075S');

      ok(await rig.producer.patch(`/api/stories/${s.id}`, { field: 'slug', newValue: 'NO AR' }));
      const patch = await sub.inbox.find((m) => m.topic === 'stories' && m.op === 'PATCH');
      expect(patch.data).to.include({ field: 'slug', oldValue: 'AO VIVO', newValue: 'NO AR', rundownId: r.id, blockId: r.blocks[0].id });

      ok(await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[0].id, storiesIds: [s.id], targetStoryId: r.blocks[0].stories[0].id }));
      const move = await sub.inbox.find((m) => m.topic === 'stories' && m.op === 'MOVE');
      expect(move.data.blocks).to.deep.equal([{ id: r.blocks[0].id, storyIds: [s.id, r.blocks[0].stories[0].id, r.blocks[0].stories[1].id] }]);

      const b = ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`, { commercial: 'PT1M' }), 201);
      const bc = await sub.inbox.find((m) => m.topic === 'blocks' && m.op === 'CREATE');
      expect(bc.data).to.deep.include({ rundownId: r.id });
      expect(bc.data.block).to.include({ id: b.id, index: 1, commercial: 'PT1M' });
      ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks/order`, { blockIds: [b.id, r.blocks[0].id, r.blocks[1].id] }));
      const order = await sub.inbox.find((m) => m.topic === 'blocks' && m.op === 'ORDER');
      expect(order.data.blockIds).to.deep.equal([b.id, r.blocks[0].id, r.blocks[1].id]);

      ok(await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'production', newValue: 'PT20M' }));
      const rp = await sub.inbox.find((m) => m.topic === 'rundowns' && m.op === 'PATCH');
      expect(rp.data).to.deep.equal({ field: 'production', oldValue: 'PT0S', newValue: 'PT20M' });

      expect((await rig.producer.delete(`/api/stories/${s.id}`)).status).to.equal(204);
      const del = await sub.inbox.find((m) => m.topic === 'stories' && m.op === 'DELETE');
      expect(del.data).to.include({ id: s.id, rundownId: r.id, blockId: r.blocks[0].id });
    } finally {
      await sub.stop();
    }
  });

  it('sends a private story whole to its owner and allowed users and as a placeholder to the others', async () => {
    const r = await rundownWith(rig, 1);
    const owner = await rig.user();
    const friend = await rig.user();
    const other = await rig.user();
    const subs = await Promise.all([owner, friend, other].map((u) => listen(rig.k, u.c, ['stories'])));
    try {
      const s = ok(await owner.c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('SIGILO', 40, 0, { private: true, allowedUsers: [friend.id] })), 201);
      ok(await owner.c.patch(`/api/stories/${s.id}`, { field: 'slug', newValue: 'SIGILO 2' }));
      // the producer may not see it: a change by them is refused
      expect((await rig.producer.post(`/api/stories/${s.id}/ok`, { ok: true })).status).to.equal(403);
      // the owner and the friend: the whole story, then the patch with the values
      for (const sub of subs.slice(0, 2)) {
        const c = await sub.inbox.find((m) => m.id === s.id);
        expect(c.op).to.equal('CREATE');
        expect(c.data).to.include({ visible: true, slug: 'SIGILO' });
        const p = await sub.inbox.find((m) => m.id === s.id);
        expect(p.op).to.equal('PATCH');
        expect(p.data).to.include({ field: 'slug', newValue: 'SIGILO 2' });
      }
      // the others: placeholders only, timing kept, nothing private
      const seen: Live[] = [];
      for (let i = 0; i < 2; i++) seen.push(await subs[2]!.inbox.find((m) => m.id === s.id));
      expect(seen.map((m) => m.op)).to.deep.equal(['CREATE', 'UPDATE']);
      for (const m of seen) {
        expect(m.data).to.include({ visible: false, slug: null, page: null, total: 'PT3S' });
        expect(JSON.stringify(m.data)).not.to.contain('SIGILO');
      }
      // nobody got both
      await new Promise((res) => setTimeout(res, 200));
      for (const sub of subs) expect(sub.inbox.drain().filter((m) => m.id === s.id)).to.deep.equal([]);
    } finally {
      await Promise.all(subs.map((s) => s.stop()));
    }
  });

  it('a story sent to the drawer of a program a viewer may not open leaves their grid, nothing of it told', async () => {
    const group = ok(await rig.producer.post('/api/groups', { name: `Fechado ${Date.now()}`, userIds: [rig.producerId] }), 201);
    const closed = ok(await rig.producer.post('/api/programs', { name: `Fechado ${Date.now()}`, start: '22:00:00', end: '22:30:00', allowedGroupIds: [group.id] }), 201);
    const r = await rundownWith(rig, 1);
    const story = r.blocks[0].stories[0];
    const viewer = await rig.user();
    const sub = await listen(rig.k, viewer.c, ['stories']);
    try {
      ok(await rig.producer.post('/api/drawer', { storiesIds: [story.id], programId: closed.id }));
      const gone = await sub.inbox.find((m) => m.id === story.id);
      expect(gone.op).to.equal('DELETE');
      expect(gone.data).to.deep.equal({ id: story.id, rundownId: r.id, templateId: null, blockId: r.blocks[0].id });
      await new Promise((res) => setTimeout(res, 200));
      expect(sub.inbox.drain().filter((m) => m.id === story.id)).to.deep.equal([]);
    } finally {
      await sub.stop();
    }
  });

  it('publishes template changes on rundown_templates', async () => {
    const sub = await listen(rig.k, rig.producer, ['rundown_templates']);
    try {
      const t = ok(await rig.producer.post('/api/rundown_templates', { name: 'Modelo ao vivo', programId: rig.programId }), 201);
      const c = await sub.inbox.find((m) => m.op === 'CREATE');
      expect(c.data).to.deep.equal({ id: t.id, name: 'Modelo ao vivo', programId: rig.programId });
      ok(await rig.producer.patch(`/api/rundown_templates/${t.id}`, { field: 'name', newValue: 'Modelo 2' }));
      expect((await sub.inbox.find((m) => m.op === 'PATCH')).data).to.deep.equal({ field: 'name', oldValue: 'Modelo ao vivo', newValue: 'Modelo 2' });
      ok(await rig.producer.post(`/api/rundown_templates/${t.id}/blocks`), 201);
      expect((await sub.inbox.find((m) => m.op === 'CREATE')).data.templateId).to.equal(t.id);
    } finally {
      await sub.stop();
    }
  });
});
