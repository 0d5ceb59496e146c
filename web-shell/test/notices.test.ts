import { expect } from 'chai';
import { quietConsole } from './quiet.js';
import { DEBOUNCE_MS, durationOf, ERROR_MS, MIN_MS, MS_PER_CHAR, NoticeStore } from '../src/notifications/store.js';
import { createNotifier } from '../src/notifications/notifier.js';
import { ApiError } from '../src/api/client.js';
import type { i18n as I18n } from 'i18next';

describe('notices', () => {
  quietConsole();
  it('last 0.14 s per character of title + description, error notices 10 s', () => {
    const long = 'x'.repeat(60);
    expect(durationOf('info', long, long)).to.equal(120 * MS_PER_CHAR);
    expect(durationOf('warning', 'Saved')).to.equal(MIN_MS);
    expect(durationOf('error', 'x')).to.equal(ERROR_MS);
    expect(durationOf('error', long, long)).to.equal(ERROR_MS);
  });

  it('show identical notices once within 500 ms', () => {
    let now = 1000;
    const store = new NoticeStore(() => now);
    expect(store.push({ level: 'info', title: 'a' })).to.be.a('number');
    now += DEBOUNCE_MS - 1;
    expect(store.push({ level: 'info', title: 'a' })).to.equal(null);
    expect(store.push({ level: 'info', title: 'a', description: 'other' })).to.be.a('number');
    now += DEBOUNCE_MS + 1;
    expect(store.push({ level: 'info', title: 'a' })).to.be.a('number');
    expect(store.getSnapshot().notices).to.have.length(3);
  });

  it('move top-left while a panel is open, and can be dismissed', () => {
    const store = new NoticeStore();
    const id = store.push({ level: 'success', title: 'ok' })!;
    expect(store.getSnapshot().left).to.equal(false);
    const closed = store.panelOpened();
    expect(store.getSnapshot().left).to.equal(true);
    closed();
    expect(store.getSnapshot().left).to.equal(false);
    store.dismiss(id);
    expect(store.getSnapshot().notices).to.deep.equal([]);
  });

  describe('HTTP mapping', () => {
    const fakeI18n = { t: (k: string) => `T(${k})`, exists: () => false, language: 'pt_BR', store: { data: {} } } as unknown as I18n;
    const setup = () => {
      const store = new NoticeStore();
      let expired = 0;
      const n = createNotifier(store, fakeI18n, () => expired++);
      return { store, n, expired: () => expired };
    };
    const err = (status: number, message = 'server says') => new ApiError({ status, code: `c${status}`, message, details: { a: 1 } }, 'POST', '/api/x');

    it('401: session expired, then back to sign-in', () => {
      const { store, n, expired } = setup();
      n.error(err(401));
      expect(store.getSnapshot().notices[0]).to.include({ level: 'warning', title: 'T(notice.sessionExpired)' });
      expect(expired()).to.equal(1);
    });
    it('409 and 412: the server message as description', () => {
      const { store, n } = setup();
      n.error(err(409, 'locked by ANA'));
      n.error(err(412, 'stale version'));
      const [a, b] = store.getSnapshot().notices;
      expect(a).to.include({ level: 'error', title: 'T(notice.conflict)', description: 'locked by ANA' });
      expect(b).to.include({ level: 'error', title: 'T(notice.preconditionFailed)', description: 'stale version' });
    });
    it('others: the operation title, the message, copyable details', () => {
      const { store, n } = setup();
      n.error(err(400, 'text: too long'), 'createFailed');
      const [x] = store.getSnapshot().notices;
      expect(x).to.include({ level: 'error', title: 'T(notice.createFailed)', description: 'text: too long' });
      expect(x!.details).to.deep.include({ status: 400, code: 'c400', request: 'POST /api/x' });
    });
  });
});
