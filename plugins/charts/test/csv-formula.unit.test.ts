import { expect } from 'chai';
import { chartCsv } from '../src/server/csv.js';

describe('charts CSV: names people typed are never spreadsheet formulas', () => {
  it('puts an apostrophe before a reporter name starting with =, and leaves the figures as numbers', () => {
    const csv = chartCsv({
      chart: 'reportages', from: '2026-11-01', to: '2026-11-28', programId: null,
      reporters: [{ id: 3, name: '=1+1' }, { id: 4, name: 'Ana' }],
      rows: [{ reporterId: 3, state: 'COMPLETED', reportages: 2 }, { reporterId: 4, state: 'COMPLETED', reportages: 1 }],
    }, 'en_US');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[1]).to.match(/^3,'=1\+1,[^,]+,2$/);
    expect(lines[2]).to.match(/^4,Ana,[^,]+,1$/);
  });
});
