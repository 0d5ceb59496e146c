import { expect } from 'chai';
import { boot, nextDate, ok, rich, rundownWith, storyBody, testDb, type Rig } from './support.js';

const JOURNALIST = ['ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_RUNDOWN_READ'];
const slugsOf = (page: any) => page.data.map((s: any) => s.slug);

describe(`stories area on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  /** A program only `members` may open. */
  async function closedProgram(members: number[]): Promise<number> {
    const g = ok(await rig.producer.post('/api/groups', { name: `Grupo ${nextDate()}`, userIds: members }), 201);
    return ok(await rig.producer.post('/api/programs', { name: `Fechado ${nextDate()}`, start: '22:00:00', end: '23:00:00', allowedGroupIds: [g.id] }), 201).id;
  }

  it('lists rundown and drawer stories with their place, filtered and paged, templates left out', async () => {
    const programId = await closedProgram([rig.producerId]);
    const r = await rundownWith(rig, 3, rig.producer, programId);
    const [s1, s2, s3] = r.blocks[0].stories;
    ok(await rig.producer.post('/api/drawer', { storiesIds: [s3.id] }));
    ok(await rig.producer.post(`/api/stories/${s2.id}/approve`, { approve: true }));
    const t = ok(await rig.producer.post('/api/rundown_templates', { name: 'Modelo', programId }), 201);
    ok(await rig.producer.post(`/api/rundown_templates/${t.id}/blocks/${t.blocks[0].id}/stories`, storyBody('S9')), 201);
    const all = ok(await rig.producer.get(`/api/stories?programId=${programId}`));
    expect(all.total).to.equal(3);
    expect(all.data.find((s: any) => s.id === s1.id).place).to.deep.equal({ kind: 'RUNDOWN', rundownId: r.id, date: r.date, programId, blockId: r.blocks[0].id, blockIndex: 0, standBy: false });
    expect(all.data.find((s: any) => s.id === s3.id).place).to.deep.equal({ kind: 'DRAWER', programId });
    expect(all.data[0].sections).to.equal(undefined);
    expect(slugsOf(ok(await rig.producer.get(`/api/stories?programId=${programId}&state=DRAWER`)))).to.deep.equal(['S3']);
    expect(slugsOf(ok(await rig.producer.get(`/api/stories?programId=${programId}&state=APPROVED`)))).to.deep.equal(['S2']);
    expect(slugsOf(ok(await rig.producer.get(`/api/stories?programId=${programId}&state=NOT_APPROVED`)))).to.deep.equal(['S1']);
    expect(slugsOf(ok(await rig.producer.get(`/api/stories?programId=${programId}&slug=s2`)))).to.deep.equal(['S2']);
    expect(ok(await rig.producer.get(`/api/stories?programId=${programId}&from=${r.date}&to=${r.date}`)).total).to.equal(3);
    expect(ok(await rig.producer.get(`/api/stories?programId=${programId}&from=${nextDate()}`)).total).to.equal(0);
    const paged = ok(await rig.producer.get(`/api/stories?programId=${programId}&size=2&page=1`));
    expect(paged).to.include({ total: 3, number: 1, size: 2 });
    expect(paged.data).to.have.length(1);
    // a LIKE wildcard is a literal character
    expect(ok(await rig.producer.get(`/api/stories?programId=${programId}&slug=%25`)).total).to.equal(0);
    const bad = await rig.producer.get('/api/stories?state=LOST');
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('state');
    expect((await rig.producer.get('/api/stories?from=2031-02-30')).body.details.issues[0].field).to.equal('from');
  });

  it('shows a user outside the program none of its stories, nor counts them', async () => {
    const programId = await closedProgram([rig.producerId]);
    const r = await rundownWith(rig, 2, rig.producer, programId);
    ok(await rig.producer.post('/api/drawer', { storiesIds: [r.blocks[0].stories[0].id] }));
    const outsider = await rig.user();
    expect(ok(await outsider.c.get(`/api/stories?programId=${programId}`))).to.include({ total: 0 });
    const day = ok(await outsider.c.get(`/api/stories?from=${r.date}&to=${r.date}`));
    expect(day.total).to.equal(0);
    expect(day.data).to.deep.equal([]);
    expect(ok(await rig.producer.get(`/api/stories?from=${r.date}&to=${r.date}`)).total).to.equal(2);
  });

  it('lists a private story only to its owner and allowed users', async () => {
    const friend = await rig.user();
    const other = await rig.user();
    const r = await rundownWith(rig, 0);
    const mine = ok(await rig.producer.post(`/api/blocks/${r.blocks[0].id}/stories`, { ...storyBody('SEGREDO'), private: true }), 201);
    ok(await rig.producer.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('ABERTA')), 201);
    const q = `/api/stories?from=${r.date}&to=${r.date}&programId=${rig.programId}`;
    expect(slugsOf(ok(await rig.producer.get(q))).sort()).to.deep.equal(['ABERTA', 'SEGREDO']);
    expect(slugsOf(ok(await other.c.get(q)))).to.deep.equal(['ABERTA']);
    expect(ok(await other.c.get(q)).total).to.equal(1);
    ok(await rig.producer.patch(`/api/stories/${mine.id}`, { field: 'allowedUsers', newValue: [friend.id] }));
    expect(slugsOf(ok(await friend.c.get(q))).sort()).to.deep.equal(['ABERTA', 'SEGREDO']);
    expect(slugsOf(ok(await rig.producer.get(`${q}&ownerId=${rig.producerId}&slug=segr`)))).to.deep.equal(['SEGREDO']);
    expect(ok(await rig.producer.get(`${q}&ownerId=${other.id}`)).total).to.equal(0);
  });

  it('lets a journalist create a story in their program\'s drawer and save it; a producer brings it into a block', async () => {
    const j = await rig.user('journalist', JOURNALIST);
    const programId = await closedProgram([rig.producerId, j.id]);
    const date = nextDate();
    const made = ok(await j.c.post('/api/stories', { slug: '  enchente no centro ', programId, date }), 201);
    expect(made).to.include({ slug: 'ENCHENTE NO CENTRO', programId, date, rundownId: null, authorId: j.id });
    expect(made.drawer).to.deep.equal({ programId });
    // the story form saves it with story write only
    const saved = ok(await j.c.put(`/api/stories/${made.id}`, { sections: [{ type: 'HEADER', entries: [{ camera: '1', text: rich('A chuva alagou o centro.') }] }], version: made.version }));
    expect(saved.total).not.to.equal('PT0S');
    const listed = ok(await j.c.get(`/api/stories?ownerId=${j.id}&state=DRAWER`));
    expect(listed.data.map((s: any) => [s.slug, s.place.kind])).to.deep.equal([['ENCHENTE NO CENTRO', 'DRAWER']]);
    // a journalist cannot bring it in themselves
    const r = ok(await rig.producer.post('/api/rundowns', { date, programId }), 201);
    expect((await j.c.post('/api/drawer/back', { targetBlockId: r.blocks[0].id, storiesIds: [made.id] })).status).to.equal(403);
    const drawer = ok(await rig.producer.get(`/api/drawer?filter=DRAWER&programId=${programId}`));
    expect(drawer.data.map((s: any) => s.id)).to.include(made.id);
    ok(await rig.producer.post('/api/drawer/back', { targetBlockId: r.blocks[0].id, storiesIds: [made.id] }));
    const loaded = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
    expect(loaded.blocks[0].stories.map((s: any) => s.slug)).to.deep.equal(['ENCHENTE NO CENTRO']);
    const after = ok(await j.c.get(`/api/stories?ownerId=${j.id}`));
    expect(after.data[0].place).to.include({ kind: 'RUNDOWN', rundownId: r.id, blockIndex: 0 });
  });

  it('refuses a program the journalist may not open (403), a bad slug or program (400 naming the field), and no write role', async () => {
    const j = await rig.user('journalist2', JOURNALIST);
    const closed = await closedProgram([rig.producerId]);
    expect((await j.c.post('/api/stories', { slug: 'X', programId: closed })).body.code).to.equal('rundown.programNoAccess');
    for (const [body, field] of [[{ slug: '   ', programId: rig.programId }, 'slug'], [{ programId: rig.programId }, 'slug'], [{ slug: 'x'.repeat(101), programId: rig.programId }, 'slug'], [{ slug: 'X' }, 'programId'], [{ slug: 'X', programId: 999999 }, 'programId']] as const) {
      const r = await j.c.post('/api/stories', body);
      expect(r.status, JSON.stringify(r.body)).to.equal(400);
      expect(r.body.details.issues[0].field).to.equal(field);
    }
    const reader = await rig.user('reader', ['ROLE_STORY_READ']);
    expect((await reader.c.post('/api/stories', { slug: 'X', programId: rig.programId })).status).to.equal(403);
    // a new story defaults to today and may be private to its author
    const priv = ok(await j.c.post('/api/stories', { slug: 'só minha', programId: rig.programId, private: true }), 201);
    expect(priv.ownerId).to.equal(j.id);
    expect(priv.date).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(ok(await rig.producer.get(`/api/stories?slug=S%C3%93%20MINHA`)).total).to.equal(0);
    expect(ok(await j.c.get(`/api/stories?slug=S%C3%93%20MINHA`)).total).to.equal(1);
    // nor may it name someone else as owner
    expect((await j.c.post('/api/stories', { slug: 'Y', programId: rig.programId, ownerId: rig.producerId })).body.code).to.equal('story.onlyOwnerCanShare');
  });
});
