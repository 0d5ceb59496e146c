// The archive screen's pure rules: the days it opens on, the list's address, who gets which tab and
// the restore button, durations, the words after a restore.
import { expect } from 'chai';
import type { WebUser } from '@lauda/sdk/web';
import { clock, daysBefore, defaultFilter, listPath, mayRestore, readableTypes, restoredWords } from '../../src/web/model.js';

const user = (roles: string[], support = false): WebUser => ({ id: 1, username: 'u', nickname: 'U', name: 'U', email: null, roles, support });
const t = (key: string, o: Record<string, unknown> = {}) => `${key}${JSON.stringify(o)}`;

describe('archive web: model', () => {
  it('opens on the 30 days before today, today left out; calendar days across months and leap years', () => {
    expect(defaultFilter('2026-03-01')).to.deep.equal({ from: '2026-01-30', to: '2026-02-28', programId: null, slug: '' });
    expect(daysBefore('2028-03-01', 1)).to.equal('2028-02-29');
    expect(daysBefore('2026-01-01', 1)).to.equal('2025-12-31');
  });

  it('asks for one page of one type with the filters set, the slug trimmed', () => {
    expect(listPath('rundowns', { from: null, to: '2026-02-28', programId: null, slug: '  ' }, 0)).to.equal('/api/archive/rundowns?page=0&size=25&to=2026-02-28');
    expect(listPath('guidelines', { from: '2026-01-01', to: '2026-02-28', programId: 7, slug: ' chuva ' }, 2, 10))
      .to.equal('/api/archive/guidelines?page=2&size=10&from=2026-01-01&to=2026-02-28&programId=7&slug=chuva');
  });

  it('gives a tab for each type whose read role the user holds, and restore for its write roles', () => {
    expect(readableTypes(user(['ROLE_NEWS_REPORT_READ', 'ROLE_ASSIGNMENT_READ']))).to.deep.equal(['reportages', 'guidelines']);
    expect(readableTypes(user([]))).to.deep.equal([]);
    expect(readableTypes(user([], true))).to.deep.equal(['rundowns', 'reportages', 'guidelines']);
    expect(mayRestore(user(['ROLE_RUNDOWN_WRITE']), 'rundowns')).to.equal(false);
    expect(mayRestore(user(['ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE']), 'rundowns')).to.equal(true);
    expect(mayRestore(user(['ROLE_ASSIGNMENT_WRITE']), 'guidelines')).to.equal(true);
  });

  it('shows durations as the grid does', () => {
    expect([clock('PT0S'), clock('PT1M5S'), clock('PT1H2M3S'), clock(null), clock('nonsense')]).to.deep.equal(['00:00', '01:05', '1:02:03', '00:00', '00:00']);
  });

  it("says what a restore made: a rundown's stories copied and left out", () => {
    expect(restoredWords(t, { type: 'guidelines', id: 9, date: '2026-03-01' }, 'CHUVA')).to.deep.equal({ title: 'restored.guidelines{"title":"CHUVA"}' });
    expect(restoredWords(t, { type: 'rundowns', id: 3, date: '2026-03-01', copied: 4, leftOut: 0 }, 'Jornal')).to.deep.equal({
      title: 'restored.rundowns{"title":"Jornal"}', text: 'restored.copied{"count":4}',
    });
    expect(restoredWords(t, { type: 'rundowns', id: 3, date: '2026-03-01', copied: 4, leftOut: 2 }, 'Jornal').text)
      .to.equal('restored.copied{"count":4} restored.leftOut{"count":2}');
  });
});
