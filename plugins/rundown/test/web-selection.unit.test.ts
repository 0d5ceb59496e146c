// Copy, cut, paste and selection (spec 000 §4 rundown rules; §9 drag badge).
import { expect } from 'chai';
import { afterPaste, badge, dropIds, emptyClipboard, pastePlan, range, take, targetsOf, toggle } from '../src/web/logic/selection.js';

describe('web: selection, copy, cut and paste', () => {
  it('the same operation merges the targets; a different one replaces them', () => {
    let c = take(emptyClipboard(), 'copy', [1, 2], 9);
    c = take(c, 'copy', [2, 3], 9);
    expect(c.op).to.equal('copy');
    expect(c.ids).to.deep.equal([1, 2, 3]);
    c = take(c, 'cut', [4], 9);
    expect(c).to.deep.equal({ op: 'cut', ids: [4], from: { 4: 9 } });
    c = take(c, 'cut', [5, 4], 9);
    expect(c.ids).to.deep.equal([4, 5]);
    c = take(c, 'copy', [6], 9);
    expect(c.ids).to.deep.equal([6]);
  });

  it('taking nothing changes nothing', () => {
    const c = take(emptyClipboard(), 'copy', [1], 9);
    expect(take(c, 'cut', [], 9)).to.equal(c);
  });

  it('paste after copy copies, after cut moves, before the target story', () => {
    const copy = take(emptyClipboard(), 'copy', [1, 2], 9);
    expect(pastePlan(copy, { blockId: 5, storyId: 7 })).to.deep.equal({ kind: 'copy', body: { targetBlockId: 5, storiesIds: [1, 2], targetStoryId: 7 } });
    const cut = take(emptyClipboard(), 'cut', [1, 2], 9);
    expect(pastePlan(cut, { blockId: 5, storyId: null })).to.deep.equal({ kind: 'move', body: { targetBlockId: 5, storiesIds: [1, 2], targetStoryId: null } });
  });

  it('paste is ignored when nothing is selected or when the target story is among the selected', () => {
    expect(pastePlan(emptyClipboard(), { blockId: 5, storyId: 7 })).to.deep.equal({ kind: 'ignored', reason: 'nothingSelected' });
    const cut = take(emptyClipboard(), 'cut', [1, 7], 9);
    expect(pastePlan(cut, { blockId: 5, storyId: 7 })).to.deep.equal({ kind: 'ignored', reason: 'targetSelected' });
    // at the end of a block there is no target story
    expect(pastePlan(cut, { blockId: 5, storyId: null }).kind).to.equal('move');
  });

  it('a cut is spent by its paste; a copy may be pasted again', () => {
    const copy = take(emptyClipboard(), 'copy', [1], 9);
    expect(afterPaste(copy)).to.equal(copy);
    expect(afterPaste(take(emptyClipboard(), 'cut', [1], 9))).to.deep.equal(emptyClipboard());
  });

  it('forgets stories that no longer exist', () => {
    const c = take(emptyClipboard(), 'copy', [1, 2], 9);
    expect(dropIds(c, [3])).to.equal(c);
    expect(dropIds(c, [1]).ids).to.deep.equal([2]);
    expect(dropIds(c, [1, 2])).to.deep.equal(emptyClipboard());
  });

  it('selects with Ctrl (toggle) and Shift (range in show order)', () => {
    const order = [10, 11, 12, 13, 14];
    let sel = toggle(new Set(), 11);
    expect([...sel]).to.deep.equal([11]);
    sel = toggle(sel, 11);
    expect(sel.size).to.equal(0);
    expect([...range(new Set([10]), order, 11, 13)].sort()).to.deep.equal([10, 11, 12, 13]);
    expect([...range(new Set(), order, 13, 11)].sort()).to.deep.equal([11, 12, 13]);
    expect([...range(new Set(), order, null, 12)]).to.deep.equal([12]);
  });

  it('acts on the selection in show order, or on the current story', () => {
    const order = [10, 11, 12];
    expect(targetsOf(new Set([12, 10]), order, 11)).to.deep.equal([10, 12]);
    expect(targetsOf(new Set(), order, 11)).to.deep.equal([11]);
    expect(targetsOf(new Set(), order, null)).to.deep.equal([]);
  });

  it('the drag badge shows 99+ above 99', () => {
    expect(badge(1)).to.equal('1');
    expect(badge(99)).to.equal('99');
    expect(badge(100)).to.equal('99+');
    expect(badge(4000)).to.equal('99+');
  });
});
