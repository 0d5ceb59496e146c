// The list and its total are what they would be if the documents the caller may not see were not in
// the index: better-ranked hidden documents never take a visible one's place under the cap.
import { expect } from 'chai';
import { SEARCH_MATCH_CAP, SEARCH_SCAN_CAP, type SessionUser } from '@lauda/sdk/server';
import { KernelSearch } from '../src/search/service.js';

/** A search over `count` matches, best first (doc ids 1..count), of which those `hidden` answers are not seen. */
function searchOver(count: number, hidden: (id: number) => boolean) {
  const asked: number[] = [];
  const engine = {
    match: async (_q: unknown, _f: unknown, limit: number) => {
      asked.push(limit);
      return Array.from({ length: Math.min(count, limit) }, (_, i) => ({ entryId: i + 1, target: 'assignments', type: 'guideline', docId: String(i + 1) }));
    },
  };
  const entries = (_col: string, ids: number[]) => ({
    select: async () => ids.map((id) => ({ id, target: 'assignments', type: 'guideline', doc_id: String(id), title: `Pauta ${id}`, body: 'chuva', date: null, programs: '' })),
  });
  const db = { knex: () => ({ whereIn: entries }) };
  const documents = {
    get: () => ({ readRoles: [] }),
    visibility: async (_t: string, _u: unknown, ids: string[]) => new Map(ids.map((id) => [id, hidden(Number(id)) ? 'none' : 'full'])),
  };
  const search = new KernelSearch(db as never, engine as never, { near: async () => [] } as never, {} as never,
    { targets: () => [{ target: 'assignments', types: ['guideline'] }] } as never, documents as never, { allows: () => true } as never);
  const user = { id: 9, roles: [] } as unknown as SessionUser;
  return { asked, run: () => search.search(user, { q: 'chuva', mode: 'MUST', page: 0, size: 25 }) };
}

describe('search: what the caller may not see never takes a place', () => {
  it('asks the engine for more when the best matches are hidden: the total and the first hit are the visible ones', async () => {
    const s = searchOver(3000, (id) => id <= 10);
    const r = await s.run();
    expect(r.total).to.equal(SEARCH_MATCH_CAP);
    expect(r.capped).to.equal(true);
    expect(r.data[0]!.id).to.equal('11');
    expect(s.asked).to.deep.equal([SEARCH_MATCH_CAP + 1, 4 * (SEARCH_MATCH_CAP + 1)]);
  });

  it('is not capped when the visible matches fit, however many hidden ones outrank them', async () => {
    const s = searchOver(1005, (id) => id <= 10);
    const r = await s.run();
    expect(r).to.include({ total: 995, capped: false });
  });

  it('stops asking at the scan cap, and says the list may be incomplete', async () => {
    const s = searchOver(SEARCH_SCAN_CAP + 500, (id) => id % 100 !== 0);
    const r = await s.run();
    expect(s.asked.at(-1)).to.equal(SEARCH_SCAN_CAP);
    expect(r.total).to.equal(SEARCH_SCAN_CAP / 100 | 0);
    expect(r.capped).to.equal(true);
  });
});
