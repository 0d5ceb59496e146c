import { expect } from 'chai';
import { storyAreaState, type StoryPlace } from '../src/common/storiesArea.js';

const inShow: StoryPlace = { kind: 'RUNDOWN', rundownId: 1, date: '2031-01-01', programId: 1, blockId: 1, blockIndex: 0, standBy: false };
const story = (over: Partial<{ approved: boolean; ok: boolean; displayStatus: 'blank' | 'play' | 'stop'; place: StoryPlace }>) =>
  ({ approved: false, ok: false, displayStatus: 'blank' as const, place: inShow, ...over });

describe('the stories area\'s state of a row', () => {
  it('shows the strongest mark: drawer, on air, displayed, stand-by, OK, approval', () => {
    expect(storyAreaState(story({ place: { kind: 'DRAWER', programId: null }, approved: true }))).to.equal('DRAWER');
    expect(storyAreaState(story({ displayStatus: 'play', approved: true, ok: true }))).to.equal('ON_AIR');
    expect(storyAreaState(story({ displayStatus: 'stop', approved: true }))).to.equal('DISPLAYED');
    expect(storyAreaState(story({ place: { ...inShow, standBy: true } as StoryPlace, approved: true }))).to.equal('STAND_BY');
    expect(storyAreaState(story({ ok: true }))).to.equal('OK');
    expect(storyAreaState(story({ approved: true }))).to.equal('APPROVED');
    expect(storyAreaState(story({}))).to.equal('NOT_APPROVED');
  });
});
