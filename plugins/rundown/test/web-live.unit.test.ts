// Live messages applied to a loaded rundown without reloading (topics rundowns, blocks, stories).
import { expect } from 'chai';
import type { LiveMessage } from '@lauda/sdk/web';
import type { Block, Rundown, Story } from '../src/common/types.js';
import { adjustOnAir, applyLive, applyMove, patchStoryLocal } from '../src/web/logic/live.js';

const story = (id: number, blockId: number, index: number, over: Partial<Story> = {}): Story => ({
  id, uuid: `u${id}`, blockId, rundownId: 1, templateId: null, index, page: null, slug: `S${id}`, date: '2031-03-10', branchId: null, programId: 1,
  typeId: null, ownerId: null, allowedUsers: [], visible: true, radio: false, legacy: false, manualVt: false, mediaCode: null,
  estimated: 'PT0S', head: 'PT0S', link: 'PT0S', vt: 'PT0S', vo: 'PT0S', total: 'PT1M', approved: true, ok: false, stopTime: null,
  displayStatus: 'blank', playTime: null, changeDate: '2031-03-10T12:00:00.000Z', authorNickname: null, authorId: null, editorId: null, imageEditorId: null,
  reporterId: null, information: null, drawer: null, version: 0, ...over,
});
const totals = { estimated: 'PT0S', production: 'PT0S', time: 'PT0S', commercial: 'PT0S', total: 'PT0S' };
const block = (id: number, index: number, ids: number[], standBy = false): Block => ({
  id, rundownId: 1, templateId: null, index, standBy, stopTime: null, commercial: 'PT0S', displayStatus: 'blank', playTime: null, approved: false, totals,
  stories: ids.map((sid, i) => story(sid, id, i)),
});
const rundown = (): Rundown => ({
  id: 1, date: '2031-03-10', programId: 1, start: '19:00:00', end: '19:45:00', production: 'PT0S', templateId: null, mosEnabled: false,
  displayStatus: 'blank', approved: false, onAir: null, version: 1, totals: {} as Rundown['totals'],
  blocks: [block(10, 0, [1, 2, 3]), block(20, 1, [4]), block(30, 2, [], true)],
});
const msg = (topic: string, op: LiveMessage['op'], id: number | null, data: unknown): LiveMessage => ({ topic, op, id, data, by: 'bia', at: '2031-03-10T22:00:00.000Z' });
const order = (r: Rundown | 'reload') => (r === 'reload' ? 'reload' : r.blocks.map((b) => b.stories.map((s) => s.id)));
const get = (r: Rundown | 'reload', id: number) => (r as Rundown).blocks.flatMap((b) => b.stories).find((s) => s.id === id)!;

describe('web: live changes applied to a rundown', () => {
  it('ignores what is about another rundown (the same object back)', () => {
    const r = rundown();
    expect(applyLive(r, msg('stories', 'PATCH', 99, { rundownId: 2, field: 'slug', newValue: 'X' }))).to.equal(r);
    expect(applyLive(r, msg('blocks', 'DELETE', 10, { id: 10, rundownId: 2 }))).to.equal(r);
    expect(applyLive(r, msg('rundowns', 'PATCH', 2, { field: 'start', newValue: '20:00:00' }))).to.equal(r);
    expect(applyLive(r, msg('chat', 'CREATE', 1, {}))).to.equal(r);
  });

  it('CREATE puts a story at its index in its block', () => {
    const r = applyLive(rundown(), msg('stories', 'CREATE', 5, story(5, 10, 1)));
    expect(order(r)).to.deep.equal([[1, 5, 2, 3], [4], []]);
    expect(get(r, 2).index).to.equal(2);
    // the same CREATE again changes nothing in the order
    expect(order(applyLive(r as Rundown, msg('stories', 'CREATE', 5, story(5, 10, 1))))).to.deep.equal([[1, 5, 2, 3], [4], []]);
  });

  it('PATCH sets one field with the total and version that come along', () => {
    const r = applyLive(rundown(), msg('stories', 'PATCH', 2, { rundownId: 1, blockId: 10, field: 'slug', oldValue: 'S2', newValue: 'CHUVA', version: 3, total: 'PT1M' }));
    expect(get(r, 2)).to.include({ slug: 'CHUVA', version: 3 });
    const vt = applyLive(rundown(), msg('stories', 'PATCH', 2, { rundownId: 1, field: 'vt', newValue: 'PT1M30S', total: 'PT2M' }));
    expect(get(vt, 2)).to.include({ vt: 'PT1M30S', total: 'PT2M', manualVt: true });
  });

  it('a bulk status PATCH changes each story and puts the played one on air', () => {
    const r = applyLive(rundown(), msg('stories', 'PATCH', null, {
      rundownId: 1, field: 'displayStatus',
      values: [{ id: 1, oldValue: 'blank', newValue: 'stop', playTime: null }, { id: 2, oldValue: 'blank', newValue: 'play', playTime: '2031-03-10T22:01:00.000Z' }],
    })) as Rundown;
    expect(get(r, 1).displayStatus).to.equal('stop');
    expect(get(r, 2)).to.include({ displayStatus: 'play', playTime: '2031-03-10T22:01:00.000Z' });
    expect(r.onAir).to.deep.equal({ kind: 'story', id: 2, playTime: '2031-03-10T22:01:00.000Z', total: 'PT1M' });
    expect(r.displayStatus).to.equal('play');
    // the story stops: nothing on air
    const s = applyLive(r, msg('stories', 'PATCH', 2, { rundownId: 1, field: 'displayStatus', oldValue: 'play', newValue: 'stop' })) as Rundown;
    expect(s.onAir).to.equal(null);
  });

  it('MOVE rebuilds the blocks it names', () => {
    const ev = { rundownId: 1, templateId: null, storiesIds: [1, 3], targetBlockId: 20, targetStoryId: 4, blocks: [{ id: 10, storyIds: [2] }, { id: 20, storyIds: [1, 3, 4] }] };
    const r = applyLive(rundown(), msg('stories', 'MOVE', null, ev));
    expect(order(r)).to.deep.equal([[2], [1, 3, 4], []]);
    expect(get(r, 1)).to.include({ blockId: 20, index: 0 });
    expect(order(applyMove(rundown(), ev))).to.deep.equal([[2], [1, 3, 4], []]);
  });

  it('a MOVE naming a story this screen does not know asks for a reload', () => {
    const ev = { rundownId: 1, templateId: null, storiesIds: [77], targetBlockId: 20, targetStoryId: null, blocks: [{ id: 20, storyIds: [4, 77] }] };
    expect(applyLive(rundown(), msg('stories', 'MOVE', null, ev))).to.equal('reload');
  });

  it('a story sent to the drawer (MOVE with its id) or deleted leaves the rundown', () => {
    const sent = applyLive(rundown(), msg('stories', 'MOVE', 2, { ...story(2, 0, 0), rundownId: null, blockId: null, from: { rundownId: 1, blockId: 10 } }));
    expect(order(sent)).to.deep.equal([[1, 3], [4], []]);
    const gone = applyLive(rundown(), msg('stories', 'DELETE', 4, { id: 4, rundownId: 1, blockId: 20 }));
    expect(order(gone)).to.deep.equal([[1, 2, 3], [], []]);
  });

  it('an UPDATE turning a story private keeps its row as a placeholder', () => {
    const r = applyLive(rundown(), msg('stories', 'UPDATE', 2, { ...story(2, 10, 1), visible: false, slug: null }));
    expect(order(r)).to.deep.equal([[1, 2, 3], [4], []]);
    expect(get(r, 2)).to.include({ visible: false, slug: null, index: 1 });
  });

  it('blocks: CREATE before Stand By, PATCH, ORDER and DELETE', () => {
    const created = applyLive(rundown(), msg('blocks', 'CREATE', 40, { rundownId: 1, block: { ...block(40, 2, []), stories: [] } })) as Rundown;
    expect(created.blocks.map((b) => b.id)).to.deep.equal([10, 20, 40, 30]);
    expect(created.blocks.map((b) => b.index)).to.deep.equal([0, 1, 2, 3]);
    const patched = applyLive(created, msg('blocks', 'PATCH', 40, { rundownId: 1, field: 'commercial', oldValue: 'PT0S', newValue: 'PT2M' })) as Rundown;
    expect(patched.blocks[2]!.commercial).to.equal('PT2M');
    const ordered = applyLive(patched, msg('blocks', 'ORDER', 1, { rundownId: 1, blockIds: [40, 10, 20, 30] })) as Rundown;
    expect(ordered.blocks.map((b) => b.id)).to.deep.equal([40, 10, 20, 30]);
    expect(applyLive(ordered, msg('blocks', 'ORDER', 1, { rundownId: 1, blockIds: [40, 10] }))).to.equal('reload');
    const removed = applyLive(ordered, msg('blocks', 'DELETE', 40, { id: 40, rundownId: 1 })) as Rundown;
    expect(removed.blocks.map((b) => b.id)).to.deep.equal([10, 20, 30]);
  });

  it('a block put on air becomes the item on air', () => {
    const r = applyLive(rundown(), msg('blocks', 'PATCH', 20, { rundownId: 1, field: 'displayStatus', oldValue: 'blank', newValue: 'play', playTime: '2031-03-10T22:05:00.000Z' })) as Rundown;
    expect(r.onAir).to.deep.include({ kind: 'block', id: 20, playTime: '2031-03-10T22:05:00.000Z' });
  });

  it('rundowns: totals UPDATE, field PATCH, approval, and a whole rundown (recreate)', () => {
    const r = rundown();
    const t = applyLive(r, msg('rundowns', 'UPDATE', 1, {
      id: 1, totals: { fullTotal: 'PT9M' }, blocks: [{ id: 10, totals: { ...totals, total: 'PT3M' } }],
      onAir: { kind: 'story', id: 1, playTime: '2031-03-10T22:00:00.000Z', total: 'PT1M' }, displayStatus: 'play',
    })) as Rundown;
    expect(t.totals).to.deep.equal({ fullTotal: 'PT9M' });
    expect(t.blocks[0]!.totals.total).to.equal('PT3M');
    expect(t.onAir?.id).to.equal(1);
    expect(t.blocks[0]!.stories.length).to.equal(3);
    const p = applyLive(r, msg('rundowns', 'PATCH', 1, { field: 'start', oldValue: '19:00:00', newValue: '19:10:00' })) as Rundown;
    expect(p.start).to.equal('19:10:00');
    const a = applyLive(r, msg('rundowns', 'PATCH', 1, { field: 'approved', oldValue: false, newValue: true, blockIds: [10, 20, 30] })) as Rundown;
    expect(a.approved).to.equal(true);
    expect(a.blocks.every((b) => b.approved)).to.equal(true);
    const whole = applyLive(r, msg('rundowns', 'UPDATE', 1, { ...rundown(), blocks: [block(50, 0, []), block(60, 1, [], true)] })) as Rundown;
    expect(whole.blocks.map((b) => b.id)).to.deep.equal([50, 60]);
  });

  it('patches locally (optimistic) and puts on air', () => {
    const r = patchStoryLocal(rundown(), 3, 'estimated', 'PT2M');
    expect(get(r, 3).estimated).to.equal('PT2M');
    const on = adjustOnAir(patchStoryLocal(r, 3, 'displayStatus', 'play', { at: '2031-03-10T22:00:00.000Z' }), 'story', 3, 'play', null);
    expect(on.onAir).to.deep.equal({ kind: 'story', id: 3, playTime: '2031-03-10T22:00:00.000Z', total: 'PT1M' });
    expect(adjustOnAir(on, 'story', 3, 'stop', null).onAir).to.equal(null);
    expect(adjustOnAir(on, 'story', 2, 'stop', null)).to.equal(on);
  });
});

describe('web: item status reported by a device', () => {
  it('lands on the n-th MOS subsection of the story, across sections; other fields untouched', () => {
    const r = rundown();
    const s = r.blocks[0]!.stories[0]!;
    s.sections = [
      { type: 'HEADER', duration: 'PT0S', voDuration: 'PT0S', entries: [], subSections: [{ type: 'CG', templateName: 'GC' }] },
      { type: 'VT', duration: 'PT0S', voDuration: 'PT0S', entries: [], subSections: [{ type: 'MOS_VIDEO', status: null }, { type: 'MOS_CG', status: null }] },
    ];
    const next = applyLive(r, msg('stories', 'PATCH', 1, { rundownId: 1, field: 'itemStatus', item: 2, oldValue: null, newValue: 'READY' }));
    const got = get(next, 1);
    expect(got.sections![1]!.subSections.map((x) => x.status)).to.deep.equal([null, 'READY']);
    expect(got.sections![0]!.subSections[0]).to.deep.equal({ type: 'CG', templateName: 'GC' });
    expect((got as unknown as Record<string, unknown>).itemStatus).to.equal(undefined);
    // an item the story does not have changes nothing
    const same = applyLive(next as Rundown, msg('stories', 'PATCH', 1, { rundownId: 1, field: 'itemStatus', item: 7, newValue: 'PLAY' }));
    expect(get(same, 1)).to.equal(got);
  });
});
