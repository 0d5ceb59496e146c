import { expect } from 'chai';
import { boot, nextDate, ok, rundownWith, testDb, type Rig } from './support.js';

/**
 * "A document being edited cannot be deleted or changed by others" (spec 000 §4), on every write
 * path: while one user holds a story's edit lock, each path that would change or remove that story
 * — the bulk and structural ones too — answers 409 lock.held naming the holder and writes nothing.
 */
describe(`the lock rule on every write path, on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => {
    rig = await boot();
  });
  after(async () => rig?.stop());

  /** Every story and block row as stored: must be the same after a refused write. */
  const state = async () => JSON.stringify({
    stories: await rig.knex('rundown_stories').orderBy('id').select('id', 'block_id', 'position', 'page', 'slug', 'version', 'approved', 'ok', 'display_status', 'drawer', 'deleted_at'),
    blocks: await rig.knex('rundown_blocks').orderBy('id').select('id', 'position', 'commercial_ms'),
  });

  /** A rundown with two stories in its first block and one in a new second block; `editor` holds the lock on the first. */
  async function held() {
    const r = await rundownWith(rig, 2);
    const second = ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`, {}), 201).id as number;
    ok(await rig.producer.post(`/api/blocks/${second}/stories`, { slug: 'OUTRO BLOCO' }), 201);
    const editor = await rig.user(`ed${Date.now() % 100000}`);
    const story = r.blocks[0].stories[0].id as number;
    ok(await editor.c.get(`/api/stories/${story}?edit=true`));
    const other = await rig.user();
    return { r, story, second, editorName: (await editor.c.get('/api/users/me')).body.nickname as string, other: other.c };
  }

  async function refusedWithHolder(res: { status: number; body: any }, holder: string, what: string) {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).to.equal(409);
    expect(res.body.code, what).to.equal('lock.held');
    expect(res.body.details.holder, what).to.equal(holder);
  }

  it('story writes: save, patch, remove, approve, OK, bulk display status', async () => {
    const { r, story, editorName, other } = await held();
    const before = await state();
    const tries: [string, () => Promise<{ status: number; body: any }>][] = [
      ['PUT', () => other.put(`/api/stories/${story}`, { slug: 'X', version: r.blocks[0].stories[0].version })],
      ['PATCH', () => other.patch(`/api/stories/${story}`, { field: 'slug', newValue: 'X' })],
      ['DELETE', () => other.delete(`/api/stories/${story}`)],
      ['approve', () => other.post(`/api/stories/${story}/approve`, { approve: true })],
      ['OK', () => other.post(`/api/stories/${story}/ok`, { ok: true })],
      ['display status', () => other.post('/api/stories/display-status', { ids: [story], status: 'play' })],
    ];
    for (const [what, call] of tries) await refusedWithHolder(await call(), editorName, what);
    expect(await state()).to.equal(before);
  });

  it('structural writes: move, send to the drawer, repaginate, remove the block', async () => {
    const { r, story, second, editorName, other } = await held();
    const before = await state();
    const tries: [string, () => Promise<{ status: number; body: any }>][] = [
      ['move', () => other.post('/api/stories/move', { targetBlockId: r.blocks[1].id, storiesIds: [story] })],
      ['drawer', () => other.post('/api/drawer', { storiesIds: [story] })],
      ['repaginate', () => other.post(`/api/rundowns/${r.id}/repaginate`)],
      ['block delete', () => other.delete(`/api/blocks/${r.blocks[0].id}`)],
    ];
    for (const [what, call] of tries) await refusedWithHolder(await call(), editorName, what);
    expect(await state()).to.equal(before);
    // the other block holds no story being edited: it goes
    expect((await other.delete(`/api/blocks/${second}`)).status).to.equal(204);
  });

  it('bring back from the drawer waits for who edits the story there', async () => {
    const r = await rundownWith(rig, 1);
    const story = r.blocks[0].stories[0].id as number;
    ok(await rig.producer.post('/api/drawer', { storiesIds: [story] }));
    const editor = await rig.user();
    ok(await editor.c.get(`/api/stories/${story}?edit=true`));
    const res = await rig.producer.post('/api/drawer/back', { targetBlockId: r.blocks[0].id, storiesIds: [story] });
    expect([res.status, res.body.code]).to.deep.equal([409, 'lock.held']);
  });

  it('templates: remove, remove a block, move and repaginate wait for who edits a story of it', async () => {
    const t = ok(await rig.producer.post('/api/rundown_templates', { name: `Travado ${nextDate()}`, programId: rig.programId }), 201);
    const block = t.blocks[0].id;
    const s1 = ok(await rig.producer.post(`/api/rundown_templates/${t.id}/blocks/${block}/stories`, { slug: 'MODELO 1' }), 201);
    const s2 = ok(await rig.producer.post(`/api/rundown_templates/${t.id}/blocks/${block}/stories`, { slug: 'MODELO 2' }), 201);
    const editor = await rig.user();
    ok(await editor.c.get(`/api/stories/${s1.id}?edit=true`));
    const before = await state();
    const tries: [string, () => Promise<{ status: number; body: any }>][] = [
      ['template delete', () => rig.producer.delete(`/api/rundown_templates/${t.id}`)],
      ['template block delete', () => rig.producer.delete(`/api/rundown_templates/${t.id}/blocks/${block}`)],
      ['template move', () => rig.producer.post(`/api/rundown_templates/${t.id}/stories/move`, { targetBlockId: block, storiesIds: [s1.id], targetStoryId: s2.id })],
      ['template repaginate', () => rig.producer.post(`/api/rundown_templates/${t.id}/repaginate`)],
    ];
    for (const [what, call] of tries) {
      const res = await call();
      expect([res.status, res.body.code], what).to.deep.equal([409, 'lock.held']);
    }
    expect(await state()).to.equal(before);
    // released, the same work goes through
    expect((await editor.c.post('/api/locks/unlock', { key: `story:${s1.id}` })).status).to.equal(204);
    expect((await rig.producer.delete(`/api/rundown_templates/${t.id}`)).status).to.equal(204);
  });

  it('a lock is taken only by who may change the story: a reader cannot take over a writer\'s lock', async () => {
    const { story, editorName } = await held();
    const reader = await rig.user(undefined, ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ']);
    for (const path of ['/api/locks/take-over', '/api/locks/renew']) {
      const res = await reader.c.post(path, { key: `story:${story}` });
      expect([res.status, res.body.code], path).to.deep.equal([403, 'error.noPermission']);
    }
    const invented = await reader.c.post('/api/locks/renew', { key: 'made_up:1' });
    expect([invented.status, invented.body.code]).to.deep.equal([400, 'lock.unknownType']);
    const locks = (await rig.producer.get('/api/locks')).body as { key: string; nickname: string }[];
    expect(locks.find((l) => l.key === `story:${story}`)?.nickname).to.equal(editorName);
  });

  it('the API document says which documents each route reads, writes or touches', async () => {
    const doc = (await rig.k.anonymous().get('/api/openapi.json')).body;
    expect(doc.paths['/api/stories/{id}'].put['x-documents']).to.deep.equal({ writes: ['story'] });
    expect(doc.paths['/api/stories/copy'].post['x-documents']).to.deep.equal({ reads: ['story'] });
    expect(doc.paths['/api/drawer/back'].post['x-documents']).to.deep.equal({ reads: ['story'], touches: ['story'] });
    expect(doc.paths['/api/blocks/{id}'].delete['x-documents']).to.deep.equal({ touches: ['story'] });
    expect(doc.paths['/api/rundowns'].get['x-documents']).to.equal(undefined);
  });
});
