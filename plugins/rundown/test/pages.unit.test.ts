import { expect } from 'chai';
import { newPage, nextLetters, parsePage } from '../src/common/pages.js';

describe('page numbers of new stories (common/pages.ts)', () => {
  const show = [['01', '02', '03'], ['04', '05'], []];

  it('reads pages and steps letters so the new one sorts after', () => {
    expect(parsePage('02b')).to.deep.equal({ n: 2, letters: 'B', width: 2 });
    expect(parsePage('X')).to.equal(null);
    expect(['', 'A', 'Y', 'Z', 'AZ'].map(nextLetters)).to.deep.equal(['A', 'B', 'Z', 'ZA', 'AZA']);
  });

  it('next number: the block\'s highest + 1, skipping pages in use; an empty block follows the blocks before it', () => {
    expect(newPage('next', { blocks: show, block: 1, index: 2 })).to.equal('06');
    expect(newPage('next', { blocks: show, block: 0, index: 1 })).to.equal('06');
    expect(newPage('next', { blocks: show, block: 2, index: 0 })).to.equal('06');
    expect(newPage('next', { blocks: [[]], block: 0, index: 0 })).to.equal('01');
    expect(newPage('next', { blocks: [['009', 'X']], block: 0, index: 2 })).to.equal('010');
  });

  it('insert suffix: between 02 and 03 → 02A, then 02B; first of the show or after the last page → next number', () => {
    expect(newPage('suffix', { blocks: show, block: 0, index: 2 })).to.equal('02A');
    expect(newPage('suffix', { blocks: [['01', '02', '02A', '03']], block: 0, index: 3 })).to.equal('02B');
    expect(newPage('suffix', { blocks: show, block: 1, index: 0 })).to.equal('03A');
    expect(newPage('suffix', { blocks: show, block: 1, index: 2 })).to.equal('06');
    expect(newPage('suffix', { blocks: show, block: 0, index: 0 })).to.equal('06');
  });
});
