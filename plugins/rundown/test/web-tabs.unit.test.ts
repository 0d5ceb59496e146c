// Workspace tabs (spec 000 §2, 001 §2): closing the active tab moves to its parent tab,
// otherwise to a neighbouring tab, otherwise to the first tab.
import { expect } from 'chai';
import {
  activate, changeDateTabId, closeTab, initialTabs, needsConfirmation, NEW_RUNDOWN_TAB_ID, openRundownIds, openTab, rundownTabId, storyTabId, updateTab,
  type TabsState,
} from '../src/web/logic/tabs.js';

const rundown = (id: number) => ({ id: rundownTabId(id), kind: 'rundown' as const, rundownId: id, parentId: 'preview' });
const story = (id: number, rid: number) => ({ id: storyTabId(id), kind: 'story' as const, storyId: id, rundownId: rid, parentId: rundownTabId(rid) });
const ids = (s: TabsState) => s.tabs.map((t) => t.id);

describe('web: workspace tabs', () => {
  it('starts with the preview tab, which never closes', () => {
    const s = initialTabs();
    expect(ids(s)).to.deep.equal(['preview']);
    expect(closeTab(s, 'preview')).to.equal(s);
  });

  it('opens a tab once and focuses it again', () => {
    let s = openTab(initialTabs(), rundown(1));
    s = openTab(s, rundown(2));
    expect(s.activeId).to.equal('rundown:2');
    s = openTab(s, rundown(1));
    expect(ids(s)).to.deep.equal(['preview', 'rundown:1', 'rundown:2']);
    expect(s.activeId).to.equal('rundown:1');
  });

  it('puts a child tab after its parent and its parent\'s other children', () => {
    let s = openTab(initialTabs(), rundown(1));
    s = openTab(s, rundown(2));
    s = openTab(s, story(10, 1));
    s = openTab(s, story(11, 1));
    expect(ids(s)).to.deep.equal(['preview', 'rundown:1', 'story:10', 'story:11', 'rundown:2']);
  });

  it('closing the active tab goes to its parent', () => {
    let s = openTab(initialTabs(), rundown(1));
    s = openTab(s, rundown(2));
    s = openTab(s, story(10, 1));
    s = openTab(s, story(11, 1));
    s = closeTab(s, 'story:11');
    expect(s.activeId).to.equal('rundown:1');
    expect(ids(s)).to.deep.equal(['preview', 'rundown:1', 'story:10', 'rundown:2']);
  });

  it('closing the active tab without an open parent goes to the neighbour on its left, else on its right', () => {
    let s = openTab(initialTabs(), rundown(1));
    s = openTab(s, story(10, 1));
    s = openTab(s, story(11, 1));
    // the rundown closes: its stories lose their parent (it passes to the rundown's parent, preview)
    s = closeTab(activate(s, 'rundown:1'), 'rundown:1');
    expect(s.activeId).to.equal('preview');
    expect(s.tabs.find((t) => t.id === 'story:10')!.parentId).to.equal('preview');
    // a tab whose parent is gone
    const orphan: TabsState = { tabs: [{ id: 'preview', kind: 'preview' }, { id: 'a', kind: 'story', parentId: 'gone' }, { id: 'b', kind: 'story', parentId: 'gone' }], activeId: 'b' };
    expect(closeTab(orphan, 'b').activeId).to.equal('a');
    expect(closeTab({ ...orphan, activeId: 'a' }, 'a').activeId).to.equal('preview');
    const right: TabsState = { tabs: [{ id: 'a', kind: 'story', parentId: null }, { id: 'b', kind: 'story', parentId: null }], activeId: 'a' };
    expect(closeTab(right, 'a').activeId).to.equal('b');
  });

  it('closing the last closable tab goes to the first tab', () => {
    const s = openTab(initialTabs(), { id: NEW_RUNDOWN_TAB_ID, kind: 'newRundown' });
    expect(closeTab(s, NEW_RUNDOWN_TAB_ID)).to.deep.equal(initialTabs());
  });

  it('closing a tab that is not active keeps the active one', () => {
    let s = openTab(initialTabs(), rundown(1));
    s = openTab(s, rundown(2));
    s = closeTab(s, 'rundown:1');
    expect(s.activeId).to.equal('rundown:2');
    expect(openRundownIds(s)).to.deep.equal([2]);
  });

  it('the change-date tab returns to its rundown', () => {
    let s = openTab(initialTabs(), rundown(7));
    s = openTab(s, rundown(8));
    s = openTab(s, { id: changeDateTabId(7), kind: 'changeDate', rundownId: 7, parentId: rundownTabId(7) });
    expect(ids(s)).to.deep.equal(['preview', 'rundown:7', 'date:7', 'rundown:8']);
    expect(closeTab(s, 'date:7').activeId).to.equal('rundown:7');
  });

  it('marks a story tab dirty, which asks before closing', () => {
    let s = openTab(openTab(initialTabs(), rundown(1)), story(10, 1));
    expect(needsConfirmation(s, 'story:10')).to.equal(false);
    s = updateTab(s, 'story:10', { dirty: true, title: 'CHUVA' });
    expect(needsConfirmation(s, 'story:10')).to.equal(true);
    expect(updateTab(s, 'story:10', { dirty: true })).to.equal(s);
  });
});
