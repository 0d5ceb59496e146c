import { expect } from 'chai';
import { boot, invariants, nextDate, ok, rich, rows, rundownWith, RUNDOWN_ALL, storyBody, testDb, type Rig } from './support.js';

/** a story writer who is not a story administrator */
const WRITER = RUNDOWN_ALL.filter((r) => r !== 'ROLE_STORY_ADMIN');

const idsOf = (block: any) => block.stories.map((s: any) => s.id);
const load = async (rig: Rig, id: number, c = rig.producer) => ok(await c.get(`/api/rundowns/${id}`));

describe(`stories on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  describe('create and save', () => {
    it('appends a story to its block, and creates one right after another', async () => {
      const r = await rundownWith(rig, 3);
      const [a, b] = idsOf(r.blocks[0]);
      const n = ok(await rig.producer.post(`/api/stories/${a}/after`, storyBody('NOVA')), 201);
      expect(n.index).to.equal(1);
      const z = ok(await rig.producer.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('FIM')), 201);
      expect(z.index).to.equal(4);
      expect(idsOf((await load(rig, r.id)).blocks[0])).to.deep.equal([a, n.id, b, idsOf(r.blocks[0])[2], z.id]);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('times a story from its script: reading time of the text, media of the VT, comments not read', async () => {
      const r = await rundownWith(rig, 0);
      const body = {
        slug: 'TEMPO',
        sections: [
          { type: 'VT', subSections: [{ type: 'MOS_VIDEO', media: { duration: 'PT1M30S' } }] },
          { type: 'HEADER', entries: [{ text: [{ children: [{ text: 'x'.repeat(80) }, { text: 'não lido', comment: true }] }] }] },
          { type: 'FOOTER', entries: [{ text: rich('[olhar câmera] ' + 'y'.repeat(39)) }] },
        ],
      };
      const s = ok(await rig.producer.post(`/api/blocks/${r.blocks[0].id}/stories`, body), 201);
      expect(s).to.include({ head: 'PT9S', vt: 'PT1M30S', total: 'PT1M39S' });
      expect(s.sections.map((x: any) => x.type)).to.deep.equal(['HEADER', 'VT', 'FOOTER']);
      expect(s.sections[1].subSections[0].media.duration).to.equal('PT1M30S');
      expect(ok(await rig.producer.get(`/api/rundowns/${r.id}`)).totals.fullProduction).to.equal('PT1M39S');
    });

    it('saves a whole story (PUT), bumping its version; a stale version is a 412 and nothing changes', async () => {
      const r = await rundownWith(rig, 1);
      const s = r.blocks[0].stories[0];
      const saved = ok(await rig.producer.put(`/api/stories/${s.id}`, { ...storyBody('SALVA', 200), version: s.version, estimated: 'PT1M' }));
      expect(saved).to.include({ slug: 'SALVA', head: 'PT15S', estimated: 'PT1M', version: s.version + 1 });
      const stale = await rig.producer.put(`/api/stories/${s.id}`, { slug: 'VELHA', version: s.version });
      expect(stale.status).to.equal(412);
      expect(stale.body.code).to.equal('story.staleVersion');
      expect(ok(await rig.producer.get(`/api/stories/${s.id}`)).slug).to.equal('SALVA');
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('patches one field answering old and new value; unknown fields and bad durations are 400s naming them', async () => {
      const r = await rundownWith(rig, 1);
      const id = r.blocks[0].stories[0].id;
      expect(ok(await rig.producer.patch(`/api/stories/${id}`, { field: 'slug', newValue: 'NOVO' }))).to.deep.equal({ field: 'slug', oldValue: 'S1', newValue: 'NOVO' });
      expect(ok(await rig.producer.patch(`/api/stories/${id}`, { field: 'estimated', newValue: 'PT45S' }))).to.include({ oldValue: 'PT0S', newValue: 'PT45S' });
      const vt = ok(await rig.producer.patch(`/api/stories/${id}`, { field: 'vt', newValue: 'PT20S' }));
      expect(vt.newValue).to.equal('PT20S');
      expect(ok(await rig.producer.get(`/api/stories/${id}`))).to.include({ manualVt: true, total: 'PT23S' });
      const unknown = await rig.producer.patch(`/api/stories/${id}`, { field: 'uuid', newValue: 'x' });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.message).to.contain("'uuid'");
      const bad = await rig.producer.patch(`/api/stories/${id}`, { field: 'estimated', newValue: '45 s' });
      expect(bad.status).to.equal(400);
      expect(bad.body.details.issues[0].field).to.equal('newValue');
      const long = await rig.producer.patch(`/api/stories/${id}`, { field: 'slug', newValue: 'x'.repeat(101) });
      expect(long.status).to.equal(400);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('saves a long script (60 000 characters) and keeps a revision of it', async () => {
      const r = await rundownWith(rig, 1);
      const id = r.blocks[0].stories[0].id;
      const long = 'á'.repeat(30_000);
      // the version read as If-Match instead of in the body
      const body = JSON.stringify({ sections: [{ type: 'HEADER', entries: [{ text: rich(long) }] }, { type: 'FOOTER', entries: [{ text: rich(long) }] }] });
      const saved = ok(await rig.producer.raw('PUT', `/api/stories/${id}`, body, { 'content-type': 'application/json', 'if-match': `"${r.blocks[0].stories[0].version}"` }));
      expect(saved.head).to.equal('PT1H15M');
      const revs = ok(await rig.producer.get(`/api/revisions/story/${id}`));
      expect(revs.data[0].changes).to.have.property('sections');
      ok(await rig.producer.patch(`/api/stories/${id}`, { field: 'sections', newValue: [] }));
    });

    it('keeps the revision history of a story', async () => {
      const r = await rundownWith(rig, 1);
      const id = r.blocks[0].stories[0].id;
      ok(await rig.producer.patch(`/api/stories/${id}`, { field: 'slug', newValue: 'REVISTA' }));
      const revs = ok(await rig.producer.get(`/api/revisions/story/${id}`));
      expect(revs.data[0].changes.slug).to.deep.equal({ old: 'S1', new: 'REVISTA' });
      expect(revs.data[0].revisorNickname).to.equal('producer');
      expect(revs.total).to.equal(2); // created, then the patch
    });

    it('sets and removes the OK mark; approval needs ROLE_STORY_ADMIN and counts in the approved totals', async () => {
      const r = await rundownWith(rig, 1);
      const id = r.blocks[0].stories[0].id;
      expect(ok(await rig.producer.post(`/api/stories/${id}/ok`, { ok: true }))).to.deep.equal({ field: 'ok', oldValue: false, newValue: true });
      const writer = await rig.user('story-writer', ['ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_RUNDOWN_READ']);
      expect((await writer.c.post(`/api/stories/${id}/approve`, { approve: true })).status).to.equal(403);
      expect((await writer.c.patch(`/api/stories/${id}`, { field: 'approved', newValue: true })).status).to.equal(403);
      ok(await rig.producer.post(`/api/stories/${id}/approve`, { approve: true }));
      const after = await load(rig, r.id);
      expect(after.blocks[0].stories[0]).to.include({ ok: true, approved: true });
      expect(after.totals.approvedProduction).to.equal('PT3S');
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });
  });

  describe('edit locks', () => {
    it('takes the lock with edit=true; another user cannot save, patch or remove meanwhile', async () => {
      const r = await rundownWith(rig, 1);
      const id = r.blocks[0].stories[0].id;
      const a = await rig.user();
      const b = await rig.user();
      const edit = ok(await a.c.get(`/api/stories/${id}?edit=true`));
      const version = edit.version as number;
      expect(edit.lock.key).to.equal(`story:${id}`);
      for (const res of [
        await b.c.put(`/api/stories/${id}`, { slug: 'B', version }),
        await b.c.patch(`/api/stories/${id}`, { field: 'slug', newValue: 'B' }),
        await b.c.delete(`/api/stories/${id}`),
        await b.c.get(`/api/stories/${id}?edit=true`),
      ]) {
        expect(res.status).to.equal(409);
        expect(res.body.code).to.equal('lock.held');
      }
      ok(await a.c.put(`/api/stories/${id}?unlock=true`, { slug: 'A', version }));
      ok(await b.c.patch(`/api/stories/${id}`, { field: 'slug', newValue: 'B' }));
    });
  });

  describe('private stories', () => {
    it('are placeholders to everyone but the owner and the allowed users', async () => {
      const r = await rundownWith(rig, 1);
      const owner = await rig.user();
      const friend = await rig.user();
      const other = await rig.user();
      const s = ok(await owner.c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('SEGREDO', 80, 0, { private: true, allowedUsers: [friend.id], page: '9' })), 201);
      expect(s).to.include({ ownerId: owner.id, visible: true, slug: 'SEGREDO' });
      const seen = (await load(rig, r.id, other.c)).blocks[0].stories[1];
      expect(seen).to.include({ id: s.id, visible: false, slug: null, page: null, total: 'PT6S', index: 1 });
      expect(seen).not.to.have.property('sections');
      expect((await load(rig, r.id, friend.c)).blocks[0].stories[1]).to.include({ visible: true, slug: 'SEGREDO' });
      expect(ok(await other.c.get(`/api/stories/${s.id}`))).to.include({ visible: false, slug: null });
      // totals count it for everyone
      expect((await load(rig, r.id, other.c)).totals.fullProduction).to.equal('PT9S');
      const edit = await other.c.patch(`/api/stories/${s.id}`, { field: 'slug', newValue: 'X' });
      expect(edit.status).to.equal(403);
      expect(edit.body.code).to.equal('story.private');
      ok(await friend.c.patch(`/api/stories/${s.id}`, { field: 'slug', newValue: 'AMIGO' }));
    });

    it('only the owner shares it; an approved story cannot become private', async () => {
      const r = await rundownWith(rig, 1);
      const owner = await rig.user(undefined, WRITER);
      const friend = await rig.user(undefined, WRITER);
      const s = ok(await owner.c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('P', 10, 0, { private: true, allowedUsers: [friend.id] })), 201);
      const share = await friend.c.patch(`/api/stories/${s.id}`, { field: 'allowedUsers', newValue: [friend.id, rig.producerId] });
      expect(share.status).to.equal(403);
      expect(share.body.code).to.equal('story.onlyOwnerCanShare');
      expect(share.body.details.oldValue).to.deep.equal([friend.id]);
      ok(await owner.c.patch(`/api/stories/${s.id}`, { field: 'allowedUsers', newValue: [friend.id, rig.producerId] }));
      const pub = r.blocks[0].stories[0].id;
      const other = await rig.user(undefined, WRITER);
      expect((await other.c.patch(`/api/stories/${pub}`, { field: 'ownerId', newValue: owner.id })).body.code).to.equal('story.onlyOwnerCanShare');
      ok(await rig.producer.post(`/api/stories/${pub}/approve`, { approve: true }));
      const refused = await other.c.patch(`/api/stories/${pub}`, { field: 'ownerId', newValue: other.id });
      expect(refused.status).to.equal(422);
      expect(refused.body.code).to.equal('story.approvedCannotBePrivate');
      expect(refused.body.details.oldValue).to.equal(null);
      expect(ok(await other.c.get(`/api/stories/${pub}`)).ownerId).to.equal(null);
      ok(await rig.producer.post(`/api/stories/${pub}/approve`, { approve: false }));
      // a colleague cannot take the producer's story away by making it private to themselves
      const taken = await other.c.patch(`/api/stories/${pub}`, { field: 'ownerId', newValue: other.id });
      expect([taken.status, taken.body.code, taken.body.details.oldValue]).to.deep.equal([403, 'story.onlyAuthorCanMakePrivate', null]);
      expect(ok(await other.c.get(`/api/stories/${pub}`)).ownerId).to.equal(null);
      // its author can, and then gives it away
      ok(await rig.producer.patch(`/api/stories/${pub}`, { field: 'ownerId', newValue: rig.producerId }));
      ok(await rig.producer.patch(`/api/stories/${pub}`, { field: 'ownerId', newValue: other.id }));
      expect(ok(await other.c.get(`/api/stories/${pub}`)).ownerId).to.equal(other.id);
    });

    it('can be given away only by its owner; a story administrator recovers it without seeing it', async () => {
      const r = await rundownWith(rig, 0);
      const author = await rig.user(undefined, WRITER);
      const thief = await rig.user(undefined, WRITER);
      const third = await rig.user(undefined, WRITER);
      const admin = await rig.user();
      const s = ok(await author.c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('MINE', 10, 0, { private: true })), 201);
      // someone else's private story can be neither given away nor changed
      for (const [field, newValue] of [['ownerId', third.id], ['ownerId', null], ['allowedUsers', [thief.id]], ['slug', 'STOLEN']] as const) {
        const res = await thief.c.patch(`/api/stories/${s.id}`, { field, newValue });
        expect(res.status, field).to.equal(403);
      }
      expect(ok(await author.c.get(`/api/stories/${s.id}`))).to.include({ ownerId: author.id, slug: 'MINE' });
      // the administrator may give it a new owner, but not change its content or read it
      expect((await admin.c.patch(`/api/stories/${s.id}`, { field: 'slug', newValue: 'EDITED' })).body.code).to.equal('story.private');
      expect(ok(await admin.c.get(`/api/stories/${s.id}`)).slug).to.equal(null);
      // nor take the owner's edit lock
      ok(await author.c.get(`/api/stories/${s.id}?edit=true`));
      const takeOver = await admin.c.post('/api/locks/take-over', { key: `story:${s.id}` });
      expect([takeOver.status, takeOver.body.code]).to.deep.equal([403, 'document.private']);
      expect((await author.c.post('/api/locks/unlock', { key: `story:${s.id}` })).status).to.equal(204);
      ok(await admin.c.patch(`/api/stories/${s.id}`, { field: 'ownerId', newValue: third.id }));
      expect(ok(await third.c.get(`/api/stories/${s.id}`))).to.include({ ownerId: third.id, slug: 'MINE' });
      expect(ok(await author.c.get(`/api/stories/${s.id}`)).slug).to.equal(null);
    });

    it('keep their block from being removed (422 block.hasPrivateStories), nothing removed', async () => {
      const r = await rundownWith(rig, 2);
      const owner = await rig.user();
      ok(await owner.c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('P', 10, 0, { private: true })), 201);
      const res = await rig.producer.delete(`/api/blocks/${r.blocks[0].id}`);
      expect(res.status).to.equal(422);
      expect(res.body.code).to.equal('block.hasPrivateStories');
      expect(res.body.details.privateStories).to.equal(1);
      expect((await load(rig, r.id)).blocks[0].stories).to.have.length(3);
    });

    it('cannot be copied by who may not see them, and a refused copy writes nothing', async () => {
      const r = await rundownWith(rig, 1);
      const owner = await rig.user();
      const p = ok(await owner.c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('P', 10, 0, { private: true })), 201);
      const before = await rows(rig.knex, 'rundown_stories');
      const res = await rig.producer.post('/api/stories/copy', { targetBlockId: r.blocks[1].id, storiesIds: [r.blocks[0].stories[0].id, p.id] });
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('document.private');
      expect(res.body.details.ids).to.deep.equal([String(p.id)]);
      expect(await rows(rig.knex, 'rundown_stories')).to.equal(before);
    });
  });

  describe('move and copy', () => {
    it('moves stories before a target story, or to the end of a block', async () => {
      const r = await rundownWith(rig, 5);
      const [a, b, c, d, e] = idsOf(r.blocks[0]);
      const m = ok(await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[0].id, storiesIds: [e, d], targetStoryId: b }));
      expect(m.blocks.find((x: any) => x.id === r.blocks[0].id).storyIds).to.deep.equal([a, e, d, b, c]);
      ok(await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[1].id, storiesIds: [a] }));
      const after = await load(rig, r.id);
      expect(idsOf(after.blocks[0])).to.deep.equal([e, d, b, c]);
      expect(idsOf(after.blocks[1])).to.deep.equal([a]);
      expect(after.blocks[0].stories.map((s: any) => s.index)).to.deep.equal([0, 1, 2, 3]);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('writes only the moved stories', async () => {
      const r = await rundownWith(rig, 6);
      const ids = idsOf(r.blocks[0]);
      const before = await rig.knex('rundown_stories').whereIn('id', ids).select('id', 'position');
      ok(await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[0].id, storiesIds: [ids[5]], targetStoryId: ids[1] }));
      const after = await rig.knex('rundown_stories').whereIn('id', ids).select('id', 'position');
      const changed = after.filter((x) => before.find((y) => y.id === x.id)!.position !== x.position).map((x) => x.id);
      expect(changed).to.deep.equal([ids[5]]);
    });

    it('refuses a story of another rundown with a 400, moving nothing', async () => {
      const r = await rundownWith(rig, 2);
      const other = await rundownWith(rig, 1);
      const res = await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[0].id, storiesIds: [r.blocks[0].stories[0].id, other.blocks[0].stories[0].id] });
      expect(res.status).to.equal(400);
      expect(res.body.code).to.equal('story.otherRundown');
      expect(res.body.details.issues[0].field).to.equal('storiesIds');
      expect(idsOf((await load(rig, r.id)).blocks[0])).to.deep.equal(idsOf(r.blocks[0]));
      expect(idsOf((await load(rig, other.id)).blocks[0])).to.deep.equal(idsOf(other.blocks[0]));
      const bad = await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[1].id, storiesIds: [r.blocks[0].stories[0].id], targetStoryId: r.blocks[0].stories[1].id });
      expect(bad.status).to.equal(400);
      expect(bad.body.details.issues[0].field).to.equal('targetStoryId');
      const twice = await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[1].id, storiesIds: [r.blocks[0].stories[0].id, r.blocks[0].stories[0].id] });
      expect(twice.status).to.equal(400);
    });

    it('ignores a paste with nothing selected or whose target is among the selection', async () => {
      const r = await rundownWith(rig, 3);
      const ids = idsOf(r.blocks[0]);
      const before = await rows(rig.knex, 'rundown_stories');
      expect(ok(await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[0].id, storiesIds: [] })).ignored).to.equal('nothingSelected');
      expect(ok(await rig.producer.post('/api/stories/move', { targetBlockId: r.blocks[0].id, storiesIds: [ids[2], ids[0]], targetStoryId: ids[0] })).ignored).to.equal('targetInSelection');
      expect(ok(await rig.producer.post('/api/stories/copy', { targetBlockId: r.blocks[0].id, storiesIds: [ids[1]], targetStoryId: ids[1] })).ignored).to.equal('targetInSelection');
      expect(ok(await rig.producer.post('/api/stories/copy', { targetBlockId: r.blocks[0].id, storiesIds: [] })).ignored).to.equal('nothingSelected');
      expect(idsOf((await load(rig, r.id)).blocks[0])).to.deep.equal(ids);
      expect(await rows(rig.knex, 'rundown_stories')).to.equal(before);
    });

    it('copies stories into another rundown as new stories (blank status, new uuid)', async () => {
      const from = await rundownWith(rig, 2);
      const to = await rundownWith(rig, 1);
      ok(await rig.producer.patch(`/api/stories/${from.blocks[0].stories[0].id}`, { field: 'displayStatus', newValue: 'stop' }));
      const c = ok(await rig.producer.post('/api/stories/copy', { targetBlockId: to.blocks[0].id, storiesIds: idsOf(from.blocks[0]), targetStoryId: to.blocks[0].stories[0].id }));
      expect(c.stories.map((s: any) => [s.slug, s.index, s.displayStatus, s.rundownId, s.date])).to.deep.equal([['S1', 0, 'blank', to.id, to.date], ['S2', 1, 'blank', to.id, to.date]]);
      expect(c.stories[0].uuid).not.to.equal(from.blocks[0].stories[0].uuid);
      expect(idsOf((await load(rig, from.id)).blocks[0])).to.deep.equal(idsOf(from.blocks[0]));
      expect(await invariants(rig.knex, to.id)).to.deep.equal([]);
    });
  });

  describe('remove', () => {
    it('moves a story to the trash; restored, it comes back in its program\'s drawer', async () => {
      const r = await rundownWith(rig, 2);
      const id = r.blocks[0].stories[0].id;
      expect((await rig.producer.delete(`/api/stories/${id}`)).status).to.equal(204);
      expect(idsOf((await load(rig, r.id)).blocks[0])).to.deep.equal([r.blocks[0].stories[1].id]);
      expect((await rig.producer.get(`/api/stories/${id}`)).status).to.equal(404);
      const entry = ok(await rig.producer.get('/api/trash')).data.find((t: any) => t.entityType === 'story' && Number(t.entityId) === id);
      expect(entry.title).to.equal('S1');
      ok(await rig.producer.post(`/api/trash/${entry.id}/restore`));
      const drawer = ok(await rig.producer.get(`/api/drawer?filter=DRAWER&programId=${rig.programId}`));
      expect(drawer.data.map((s: any) => s.id)).to.include(id);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });
  });

  describe('display status', () => {
    it('keeps one item on air: play stops the previous item and records the play time', async () => {
      const r = await rundownWith(rig, 3);
      const [a, b] = idsOf(r.blocks[0]);
      const p = ok(await rig.producer.patch(`/api/stories/${a}`, { field: 'displayStatus', newValue: 'play' }));
      expect(p).to.include({ oldValue: 'blank', newValue: 'play' });
      let after = await load(rig, r.id);
      expect(after.onAir).to.include({ kind: 'story', id: a, total: 'PT3S' });
      expect(after.displayStatus).to.equal('play');
      expect(Date.parse(after.blocks[0].stories[0].playTime)).to.be.greaterThan(0);
      ok(await rig.producer.patch(`/api/stories/${b}`, { field: 'displayStatus', newValue: 'play' }));
      after = await load(rig, r.id);
      expect(after.blocks[0].stories.map((s: any) => s.displayStatus)).to.deep.equal(['stop', 'play', 'blank']);
      expect(after.onAir.id).to.equal(b);
      // a block (its commercial break) going on air stops the story
      ok(await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'displayStatus', newValue: 'play' }));
      after = await load(rig, r.id);
      expect(after.onAir).to.include({ kind: 'block', id: r.blocks[0].id });
      expect(after.blocks[0].stories[1].displayStatus).to.equal('stop');
      ok(await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'displayStatus', newValue: 'stop' }));
      expect((await load(rig, r.id)).onAir).to.equal(null);
      // the show stopped: the item on air stops with it
      ok(await rig.producer.patch(`/api/stories/${idsOf(r.blocks[0])[2]}`, { field: 'displayStatus', newValue: 'play' }));
      ok(await rig.producer.patch(`/api/rundowns/${r.id}`, { field: 'displayStatus', newValue: 'stop' }));
      after = await load(rig, r.id);
      expect(after.onAir).to.equal(null);
      expect(after.blocks[0].stories[2].displayStatus).to.equal('stop');
      const onAir = await rig.knex('rundown_stories').where({ rundown_id: r.id, display_status: 'play' }).count({ n: '*' }).first();
      expect(Number(onAir!.n)).to.equal(0);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });

    it('changes several stories, skipping those not approved and those in Stand By; updatePrevious reaches earlier ones', async () => {
      const r = await rundownWith(rig, 4);
      const [a, b, c, d] = idsOf(r.blocks[0]);
      for (const id of [a, b, d]) ok(await rig.producer.post(`/api/stories/${id}/approve`, { approve: true }));
      const sb = ok(await rig.producer.post(`/api/blocks/${r.blocks[1].id}/stories`, storyBody('SB')), 201);
      ok(await rig.producer.post(`/api/stories/${sb.id}/approve`, { approve: true }));
      const res = ok(await rig.producer.post('/api/stories/display-status', { ids: [c, d, sb.id], status: 'play', updatePrevious: true }));
      expect(res.skipped).to.deep.equal([c, sb.id]);
      const after = await load(rig, r.id);
      expect(after.blocks[0].stories.map((s: any) => s.displayStatus)).to.deep.equal(['stop', 'stop', 'blank', 'play']);
      expect(after.blocks[1].stories[0].displayStatus).to.equal('blank');
      expect(after.onAir.id).to.equal(d);
      expect(after.totals.notDisplayedProduction).to.equal('PT3.15S');
      const other = await rundownWith(rig, 1);
      const cross = await rig.producer.post('/api/stories/display-status', { ids: [a, other.blocks[0].stories[0].id], status: 'stop', updatePrevious: false });
      expect(cross.status).to.equal(400);
      expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    });
  });

  it('refuses anything on a rundown of a date when the story id is malformed', async () => {
    expect((await rig.producer.get('/api/stories/abc')).status).to.equal(400);
    expect((await rig.producer.get('/api/stories/999999')).body.code).to.equal('story.notFound');
    void nextDate;
  });
});
