import { expect } from 'chai';
import { becomeStory, initialTabs, openTab, rundownTabId, type TabsState } from '../../src/web/logic/tabs.js';
import { blankStory, createBody, newStoryPlace, placeText } from '../../src/web/workspace/newStory.js';
import { toDraft } from '../../src/web/story/model.js';
import type { Rundown } from '../../src/common/types.js';

const story = (id: number, page: string | null, slug: string | null, visible = true) => ({ id, page, slug, visible });
const rundown = {
  id: 7, programId: 3, date: '2031-03-10',
  blocks: [
    { id: 1, index: 0, standBy: false, stories: [story(11, '01', 'A'), story(12, null, null), story(13, '03', 'C', false)] },
    { id: 2, index: 1, standBy: false, stories: [] },
    { id: 9, index: 2, standBy: true, stories: [] },
  ],
} as unknown as Rundown;
const w = (k: string, o: Record<string, unknown> = {}) => `${k}(${Object.values(o).join('|')})`;
const label = (b: { index: number }) => `B${b.index + 1}`;

describe('"+ Matéria": where a new story lands (workspace/newStory.ts)', () => {
  it('after the current story, at the end of the current block, else at the end of the last block before Stand By', () => {
    expect(newStoryPlace(rundown, { kind: 'story', id: 12, col: 'slug' })).to.include({ blockId: 1, afterStoryId: 12, rundownId: 7, programId: 3 });
    expect(newStoryPlace(rundown, { kind: 'block', id: 1 })).to.include({ blockId: 1, afterStoryId: null });
    expect(newStoryPlace(rundown, null)).to.include({ blockId: 2, afterStoryId: null });
  });

  it('names the target by page, else by slug; a story the user may not see only as private', () => {
    const at = (cur: Parameters<typeof newStoryPlace>[1]) => placeText(rundown, newStoryPlace(rundown, cur)!, w, label);
    expect(at({ kind: 'story', id: 11, col: 'slug' })).to.equal('newStory.after(B1|newStory.page(01))');
    expect(at({ kind: 'story', id: 12, col: 'slug' })).to.equal('newStory.after(B1|grid.noSlug())');
    expect(at({ kind: 'story', id: 13, col: 'slug' })).to.equal('newStory.after(B1|grid.private())');
    expect(at(null)).to.equal('newStory.atEnd(B2)');
  });

  it('sends the place and leaves a blank page to the server\'s numbering rule', () => {
    const place = newStoryPlace(rundown, { kind: 'story', id: 11, col: 'slug' })!;
    const draft = { ...toDraft(blankStory(place, 'k', '2031-03-10T12:00:00Z')), slug: 'NOVA' };
    const body = createBody(draft, place);
    expect(body).to.include({ slug: 'NOVA', blockId: 1, afterStoryId: 11 });
    expect(body).not.to.have.property('page');
    expect(createBody({ ...draft, page: '07' }, { ...place, afterStoryId: null })).to.include({ page: '07', blockId: 1 }).and.not.to.have.property('afterStoryId');
  });

  it('the saved new story\'s tab becomes the story\'s tab, in place and still active', () => {
    let s: TabsState = openTab(initialTabs(), { id: rundownTabId(7), kind: 'rundown', rundownId: 7, parentId: 'preview' });
    s = openTab(s, { id: 'story:new-1', kind: 'story', storyId: 0, rundownId: 7, parentId: rundownTabId(7), newStory: newStoryPlace(rundown, null)! });
    const after = becomeStory(s, 'story:new-1', 42);
    expect(after.tabs.map((t) => t.id)).to.deep.equal(['preview', 'rundown:7', 'story:42']);
    expect(after.activeId).to.equal('story:42');
    expect(after.tabs[2]).to.include({ kind: 'story', storyId: 42, rundownId: 7 }).and.not.to.have.property('newStory');
  });
});
