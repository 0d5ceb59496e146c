/** A kit table wider than a phone: the page stays still, the table scrolls sideways in a region the keyboard reaches. */
import type { Browser } from 'webdriverio';
import { expect } from 'chai';

export async function assertTableScrollsSideways(b: Browser, table: string): Promise<void> {
  const state = () => b.execute((sel: string) => {
    const t = document.querySelector(sel) as HTMLElement;
    const box = t.parentElement as HTMLElement;
    const last = t.querySelector('thead th:last-child')!.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      wider: box.scrollWidth > box.clientWidth,
      tabIndex: box.tabIndex,
      role: box.getAttribute('role'),
      name: box.getAttribute('aria-label'),
      scrolled: box.scrollLeft,
      lastInView: last.left >= frame.left - 1 && last.right <= frame.right + 1,
    };
  }, table);
  const before = await state();
  expect(before.page, 'the page scrolls sideways').to.be.at.most(0);
  expect(before.wider, 'the table fits: nothing to scroll').to.equal(true);
  expect(before).to.deep.include({ tabIndex: 0, role: 'region', scrolled: 0, lastInView: false });
  expect(before.name).to.be.a('string').and.not.equal('');
  // the keyboard alone: focus the region, the right arrow brings the last column into view
  await b.execute((sel: string) => (document.querySelector(sel)!.parentElement as HTMLElement).focus(), table);
  for (let i = 0; i < 60 && !(await state()).lastInView; i++) await b.keys('ArrowRight');
  const after = await state();
  expect(after.lastInView, 'the right arrow did not bring the last column into view').to.equal(true);
  expect(after.scrolled).to.be.above(0);
  expect(after.page).to.be.at.most(0);
  await b.execute((sel: string) => { (document.querySelector(sel)!.parentElement as HTMLElement).scrollLeft = 0; }, table);
}
