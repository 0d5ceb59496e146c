// The guideline picker's query: the date range it asks the guidelines filter for, and when it asks nothing.
import { expect } from 'chai';
import { PICKER_PAGE_SIZE, pickerQuery } from '../../src/web/editor/GuidelinePicker.js';

describe('reportages web: guideline picker', () => {
  it('asks the filter for one page of the range, and nothing while the range is empty or backwards', () => {
    expect(pickerQuery('2026-11-20', '2026-11-24', 2)).to.equal(`/api/assignments/filter?from=2026-11-20&to=2026-11-24&page=2&size=${PICKER_PAGE_SIZE}`);
    expect(pickerQuery('2026-11-24', '2026-11-24', 0)).to.contain('from=2026-11-24&to=2026-11-24&page=0');
    expect(pickerQuery('2026-11-25', '2026-11-24', 0)).to.equal(null);
    expect(pickerQuery(null, '2026-11-24', 0)).to.equal(null);
    expect(pickerQuery('2026-11-24', null, 0)).to.equal(null);
  });
});
