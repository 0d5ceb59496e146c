import { expect } from 'chai';
import { compareValues, matches, nextSort, pageCount, pageRange, parseJump, slicePage, sortRows } from '../src/paging.js';
import { formatNumber } from '../src/format.js';
import { kitText } from '../src/text.js';

describe("web kit paging: 'x-y of n', a quick jumper, no size changer", () => {
  it('gives the items shown', () => {
    expect(pageRange(0, 25, 132)).to.deep.equal({ from: 1, to: 25, total: 132 });
    expect(pageRange(1, 25, 132)).to.deep.equal({ from: 26, to: 50, total: 132 });
    expect(pageRange(5, 25, 132)).to.deep.equal({ from: 126, to: 132, total: 132 });
    expect(pageRange(0, 25, 0)).to.deep.equal({ from: 0, to: 0, total: 0 });
    expect(pageRange(0, 25, 1)).to.deep.equal({ from: 1, to: 1, total: 1 });
  });

  it('counts the pages, at least one', () => {
    expect(pageCount(25, 0)).to.equal(1);
    expect(pageCount(25, 25)).to.equal(1);
    expect(pageCount(25, 26)).to.equal(2);
    expect(pageCount(25, 132)).to.equal(6);
  });

  it('jumps to a typed page number, and refuses anything else', () => {
    expect(parseJump('3', 6)).to.equal(2);
    expect(parseJump(' 6 ', 6)).to.equal(5);
    expect(parseJump('1', 1)).to.equal(0);
    for (const bad of ['0', '7', '2a', '', '-1']) expect(parseJump(bad, 6), bad).to.equal(null);
  });

  it("writes the range in the user's language", () => {
    const range = (locale: 'pt_BR' | 'en_US', n: number, total: number) => {
      const r = pageRange(n, 25, total);
      const f = (x: number) => formatNumber(x, locale.replace('_', '-'));
      return kitText(locale, 'pager.range', { from: f(r.from), to: f(r.to), total: f(r.total) });
    };
    expect(range('pt_BR', 1, 132)).to.equal('26–50 de 132');
    expect(range('en_US', 5, 132)).to.equal('126–132 of 132');
    expect(range('pt_BR', 0, 1234)).to.equal('1–25 de 1.234');
    expect(range('pt_BR', 0, 0)).to.equal('0–0 de 0');
  });

  it('slices a page held in memory, keeping the page number in range', () => {
    const list = Array.from({ length: 60 }, (_, i) => i);
    expect(slicePage(list, 2)).to.deep.include({ number: 2, size: 25, total: 60 });
    expect(slicePage(list, 2).data).to.deep.equal([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
    expect(slicePage(list, 9).number).to.equal(2);
    expect(slicePage([], 3)).to.deep.equal({ data: [], number: 0, size: 25, total: 0 });
  });

  it('searches without case or accents', () => {
    expect(matches('joao', 'João Silva')).to.equal(true);
    expect(matches('SILVA', null, 'joão silva')).to.equal(true);
    expect(matches('maria', 'João')).to.equal(false);
    expect(matches('  ', 'anything')).to.equal(true);
  });
});

describe('web kit sorting', () => {
  const rows = [{ n: 'Édson', v: 10 }, { n: 'ana', v: 2 }, { n: '', v: null }, { n: 'Bruno', v: 2 }];
  it('sorts text by the language, accents and case aside, empty values last both ways', () => {
    expect(sortRows(rows, (r) => r.n, 'asc', 'pt-BR').map((r) => r.n)).to.deep.equal(['ana', 'Bruno', 'Édson', '']);
    expect(sortRows(rows, (r) => r.n, 'desc', 'pt-BR').map((r) => r.n)).to.deep.equal(['Édson', 'Bruno', 'ana', '']);
  });
  it('sorts numbers by value and keeps the order of equal ones (stable)', () => {
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.n)).to.deep.equal(['ana', 'Bruno', 'Édson', '']);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.n)).to.deep.equal(['Édson', 'ana', 'Bruno', '']);
    expect(compareValues('item 9', 'item 10')).to.be.lessThan(0);
  });
  it('goes ascending, then descending, on clicks on one header', () => {
    expect(nextSort(null, 'name')).to.deep.equal({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name')).to.deep.equal({ column: 'name', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name')).to.deep.equal({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'date')).to.deep.equal({ column: 'date', direction: 'asc' });
  });
});
