// The landing page's cards open the workspace on a rundown through `?rundown=<id>`.
import { expect } from 'chai';
import { linkedRundown, linkToRundown } from '../src/web/logic/rundownLink.js';

describe('rundown links', () => {
  it('round-trips a rundown id through the link', () => {
    expect(linkToRundown(12)).to.equal('/main/rundowns?rundown=12');
    expect(linkedRundown(new URL(linkToRundown(12), 'http://x').search)).to.equal(12);
  });
  it('ignores a missing, zero, negative or non-numeric parameter', () => {
    for (const search of ['', '?x=1', '?rundown=', '?rundown=0', '?rundown=-3', '?rundown=1e3', '?rundown=abc']) expect(linkedRundown(search), search).to.equal(null);
  });
});
