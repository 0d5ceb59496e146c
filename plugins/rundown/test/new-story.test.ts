import { expect } from 'chai';
import { boot, invariants, nextDate, ok, rundownWith, storyBody, testDb, type Rig } from './support.js';

const load = async (rig: Rig, id: number) => ok(await rig.producer.get(`/api/rundowns/${id}`));
const pagesOf = (r: any) => r.blocks.map((b: any) => b.stories.map((s: any) => `${s.slug}:${s.page ?? '-'}`));
/** A fresh rule (with the version read first, as the settings dialog does). */
async function setRule(rig: Rig, pageRule: 'next' | 'suffix'): Promise<void> {
  const cur = ok(await rig.producer.get('/api/rundown-settings'));
  ok(await rig.producer.put('/api/rundown-settings', { pageRule, version: cur.version }));
}

describe(`new stories: place and page number on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  /** Two blocks of pages 01 02 03 | 04 05, and Stand By. */
  async function show(): Promise<any> {
    const r = ok(await rig.producer.post('/api/rundowns', { date: nextDate(), programId: rig.programId }), 201);
    const b2 = ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`, {}), 201);
    for (const s of ['A', 'B', 'C']) ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody(s), blockId: r.blocks[0].id }), 201);
    for (const s of ['D', 'E']) ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody(s), blockId: b2.id }), 201);
    return load(rig, r.id);
  }

  it('numbers each new story at once by the default rule (next number of its block)', async () => {
    const r = await show();
    expect(pagesOf(r)).to.deep.equal([['A:01', 'B:02', 'C:03'], ['D:04', 'E:05'], []]);
    expect(ok(await rig.producer.get('/api/rundown-settings'))).to.include({ pageRule: 'next' });
  });

  it('lands after afterStoryId, at position of blockId, at the end of blockId, or at the end of the last block', async () => {
    const r = await show();
    const [b1, b2] = r.blocks;
    const after = ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody('DEPOIS DE A'), afterStoryId: b1.stories[0].id }), 201);
    expect(after).to.include({ blockId: b1.id, index: 1 });
    const first = ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody('PRIMEIRA'), blockId: b2.id, position: 0 }), 201);
    expect(first).to.include({ blockId: b2.id, index: 0 });
    const last = ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, storyBody('ÚLTIMA')), 201);
    expect(last).to.include({ blockId: b2.id, index: 3 });
    const loaded = await load(rig, r.id);
    expect(loaded.blocks.map((b: any) => b.stories.map((s: any) => s.slug))).to.deep.equal([['A', 'DEPOIS DE A', 'B', 'C'], ['PRIMEIRA', 'D', 'E', 'ÚLTIMA'], []]);
    // next number: the block's highest + 1, never a page already used
    expect([after.page, first.page, last.page]).to.deep.equal(['06', '07', '08']);
    expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
  });

  it('with the insert-suffix rule, a story between 02 and 03 is 02A, then 02B; after the last page it takes the next number', async () => {
    await setRule(rig, 'suffix');
    try {
      const r = await show();
      const b = r.blocks[0].stories;
      const x = ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody('X'), afterStoryId: b[1].id }), 201);
      const y = ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody('Y'), afterStoryId: x.id }), 201);
      const end = ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, storyBody('Z')), 201);
      const given = ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody('DADA'), page: '99' }), 201);
      expect([x.page, y.page, end.page, given.page]).to.deep.equal(['02A', '02B', '06', '99']);
      const sb = ok(await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody('RESERVA'), blockId: r.blocks[2].id }), 201);
      expect(sb.page).to.equal(null);
    } finally {
      await setRule(rig, 'next');
    }
  });

  it('refuses a place outside the rundown with a 400 naming the field', async () => {
    const r = await show();
    const other = await rundownWith(rig, 1);
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await rig.producer.post(`/api/rundowns/${r.id}/stories`, { ...storyBody('FORA'), ...body });
      expect(res.status, JSON.stringify(res.body)).to.equal(400);
      expect(JSON.stringify(res.body)).to.contain(field);
    };
    await refused({ blockId: other.blocks[0].id }, 'blockId');
    await refused({ afterStoryId: other.blocks[0].stories[0].id }, 'afterStoryId');
    await refused({ blockId: r.blocks[1].id, afterStoryId: r.blocks[0].stories[0].id }, 'afterStoryId');
    await refused({ blockId: r.blocks[0].id, position: 4 }, 'position');
    await refused({ afterStoryId: r.blocks[0].stories[0].id, position: 0 }, 'position');
    await refused({ blockId: 'x' }, 'blockId');
    expect(pagesOf(await load(rig, r.id))).to.deep.equal(pagesOf(r));
  });

  it('settings: only a rundown administrator changes the rule; a stale version is a 409; an unknown rule a 400', async () => {
    const cur = ok(await rig.producer.get('/api/rundown-settings'));
    expect((await rig.producer.put('/api/rundown-settings', { pageRule: 'suffix', version: cur.version + 5 })).status).to.equal(409);
    const bad = await rig.producer.put('/api/rundown-settings', { pageRule: 'roman', version: cur.version });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('pageRule');
    const writer = await rig.user('writer', ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE']);
    expect((await writer.c.put('/api/rundown-settings', { pageRule: 'suffix', version: cur.version })).status).to.equal(403);
    expect(ok(await writer.c.get('/api/rundown-settings'))).to.include({ pageRule: 'next' });
  });
});
