import { expect } from 'chai';
import type { LiveMessage, Page } from '@lauda/sdk/web';
import type { Proposal } from '../../src/common/index.js';
import { applyLive, listUrl } from '../../src/web/useProposals.js';

const p = (id: number, title = `P${id}`): Proposal => ({
  id, title, text: '', suggestedBy: '', source: '', date: '2031-01-01', guidelineId: null, acceptedAt: null, acceptedBy: null,
  authorNickname: null, createdAt: '', updatedAt: '', version: 0,
});
const page = (number: number, ids: number[], total: number, size = 3): Page<Proposal> => ({ data: ids.map((id) => p(id)), number, size, total });
const msg = (op: LiveMessage['op'], id: number, data: unknown = p(id)): LiveMessage => ({ op, topic: 'proposals', id, data, by: 'x', at: '' });

describe('news suggestions list, live (spec 001 §4 "News and posts lists")', () => {
  it('puts a created suggestion at the top only on page 0, keeping the page size, and counts it everywhere', () => {
    const first = applyLive(page(0, [3, 2, 1], 3), msg('CREATE', 4));
    expect([first.data.map((x) => x.id), first.total]).to.deep.equal([[4, 3, 2], 4]);
    const second = applyLive(page(1, [1], 4), msg('CREATE', 5));
    expect([second.data.map((x) => x.id), second.total]).to.deep.equal([[1], 5]);
  });

  it('takes a removed one out and decrements the total, even when it is on another page', () => {
    const here = applyLive(page(0, [3, 2, 1], 5), msg('DELETE', 2, { id: 2 }));
    expect([here.data.map((x) => x.id), here.total]).to.deep.equal([[3, 1], 4]);
    expect(applyLive(page(0, [3], 1), msg('DELETE', 9, { id: 9 })).total).to.equal(0);
    expect(applyLive(page(0, [], 0), msg('DELETE', 9, { id: 9 })).total).to.equal(0);
  });

  it('replaces a changed one where it stands', () => {
    const changed = applyLive(page(0, [3, 2, 1], 3), msg('UPDATE', 2, p(2, 'Aceita')));
    expect(changed.data.map((x) => x.title)).to.deep.equal(['P3', 'Aceita', 'P1']);
  });

  it('asks the server for the period, words and state, page 0 for a new search', () => {
    expect(listUrl({ filter: ' greve ', from: '2031-01-01', to: null, state: 'accepted' }, 0, 20))
      .to.equal('/api/assignment_proposals?page=0&size=20&filter=greve&from=2031-01-01&accepted=true');
    expect(listUrl({ filter: '', from: null, to: '2031-02-01', state: 'open' }, 2, 8)).to.equal('/api/assignment_proposals?page=2&size=8&to=2031-02-01&accepted=false');
  });
});
