// The grid's lock map (issue 13 item 3) and column layouts (item 8): pure parts.
import { expect } from 'chai';
import { GRID_COLUMN_KEYS } from '../../src/common/columns.js';
import { COLUMN_KEYS, DEFAULT_LAYOUT, minWidthOf, templateOf } from '../../src/web/grid/gridTypes.js';
import { applyLockMessage, fromList, storyOfKey, type StoryLocks } from '../../src/web/grid/storyLocks.js';
import { cleanLayout, moveColumn, toggleColumn } from '../../src/web/grid/useColumnLayout.js';

describe('web: grid locks', () => {
  it('reads story keys only', () => {
    expect(storyOfKey('story:42')).to.equal(42);
    expect(storyOfKey('news_report:42')).to.equal(null);
    expect(storyOfKey(undefined)).to.equal(null);
  });

  it('follows LOCK, TAKE_OVER and UNLOCK; a revoked notice to the old holder changes nothing', () => {
    let l: StoryLocks = fromList([{ key: 'story:1', userId: 7, nickname: 'ana' }, { key: 'rundown:3', userId: 7, nickname: 'ana' }]);
    expect([...l]).to.deep.equal([[1, { userId: 7, nickname: 'ana' }]]);
    l = applyLockMessage(l, { op: 'LOCK', id: 'story:2', data: { key: 'story:2', userId: 8, nickname: 'bia' }, by: 'bia' });
    expect(l.get(2)).to.deep.equal({ userId: 8, nickname: 'bia' });
    const same = applyLockMessage(l, { op: 'TAKE_OVER', id: 'story:2', data: { key: 'story:2', revoked: true, lock: { userId: 9, nickname: 'caio' } }, by: 'caio' });
    expect(same).to.equal(l);
    l = applyLockMessage(l, { op: 'TAKE_OVER', id: 'story:2', data: { key: 'story:2', lock: { userId: 9, nickname: 'caio' } }, by: 'caio' });
    expect(l.get(2)).to.deep.equal({ userId: 9, nickname: 'caio' });
    l = applyLockMessage(l, { op: 'UNLOCK', id: 'story:2', data: { key: 'story:2', reason: 'released' }, by: 'caio' });
    expect(l.has(2)).to.equal(false);
    expect(applyLockMessage(l, { op: 'UNLOCK', id: 'story:5', data: {}, by: null })).to.equal(l);
  });
});

describe('web: grid column layouts', () => {
  it('the server knows every column the grid can show', () => {
    expect([...GRID_COLUMN_KEYS]).to.deep.equal(COLUMN_KEYS);
  });

  it('shows, hides and moves columns; the slug always stays', () => {
    let l = toggleColumn(DEFAULT_LAYOUT, 'front', true);
    expect(l.order.indexOf('front')).to.equal(l.order.indexOf('clock') + 1);
    l = toggleColumn(l, 'back', true);
    l = moveColumn(l, 'back', -1);
    expect(l.order.indexOf('back')).to.equal(l.order.indexOf('front') - 1);
    expect(moveColumn(l, l.order[0]!, -1)).to.equal(l);
    expect(toggleColumn(l, 'slug', false)).to.equal(l);
    expect(toggleColumn(l, 'head', false).order).to.not.include('head');
  });

  it('drops unknown columns of a stored layout; no slug means the default', () => {
    expect(cleanLayout({ order: ['slug', 'gone' as never, 'page'], widths: { slug: 200 } })).to.deep.equal({ order: ['slug', 'page'], widths: { slug: 200 } });
    expect(cleanLayout({ order: ['page'], widths: {} })).to.equal(DEFAULT_LAYOUT);
    expect(cleanLayout(null)).to.equal(DEFAULT_LAYOUT);
  });

  it('the template gives dragged widths, at least 28 px, and the slug the rest', () => {
    const l = { order: ['sel', 'slug', 'page'] as const, widths: { page: 10, slug: 200 } };
    expect(templateOf({ order: [...l.order], widths: l.widths })).to.equal('26px minmax(200px, 1fr) 28px');
    expect(minWidthOf({ order: [...l.order], widths: l.widths })).to.equal(254);
  });
});
