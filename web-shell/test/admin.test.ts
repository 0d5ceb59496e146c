import { expect } from 'chai';
import { quietConsole } from './quiet.js';
import { authLogQuery, datesInOrder, EMPTY_FILTER, reasonKey } from '../src/admin/authLogs.js';
import { toBody, toForm, validateSettings, type BranchSettings } from '../src/admin/branchSettings.js';
import { FOLLOW_UP_DELAY_MS, licenseNotice, runFollowUps, scheduleFollowUps } from '../src/app/followUp.js';
import { ASKED_KEY, DESKTOP_CLOSE_MS, DesktopAlerts, type DesktopEnv } from '../src/notifications/desktop.js';

const settings: BranchSettings = {
  version: 3,
  locale: 'pt_BR',
  branchName: 'Redação Central',
  timeZone: 'America/Sao_Paulo',
  passwordExpirationDays: 90,
  retention: { trashDays: 30, chatHistoryDays: 365, noticesDays: 90, rundownLogsDays: 365, documentVersionsDays: 365, userLogsMonths: 12 },
  logoFileId: 12,
  fontFileId: 31,
  themeColor: 'wine',
};
const user = (roles: string[], support = false) => ({ id: 1, username: 'u', nickname: 'U', name: 'U', email: null, roles, support });

describe('kernel admin screens', () => {
  quietConsole();

  it('auth logs: query, dates in order, reasons', () => {
    expect(authLogQuery(EMPTY_FILTER, 0)).to.equal('/api/auth/logs/filter?page=0&size=25');
    expect(authLogQuery({ filter: ' ana ', success: 'no', from: '2025-03-01', to: '2025-03-31' }, 2)).to.equal(
      '/api/auth/logs/filter?filter=ana&success=false&from=2025-03-01&to=2025-03-31&page=2&size=25',
    );
    expect(authLogQuery({ ...EMPTY_FILTER, success: 'yes' }, 0, 100)).to.contain('success=true').and.contain('size=100');
    expect(datesInOrder({ from: '2025-03-02', to: '2025-03-01' })).to.equal(false);
    expect(datesInOrder({ from: '2025-03-01', to: '2025-03-01' })).to.equal(true);
    expect(datesInOrder({ from: '', to: '2025-03-01' })).to.equal(true);
    expect(reasonKey('3 sessions')).to.deep.equal({ key: 'admin.authLogs.reasons.sessions', vars: { count: 3 } });
    expect(reasonKey('error_authentication')!.key).to.equal('admin.authLogs.reasons.error_authentication');
    expect(reasonKey(null)).to.equal(null);
  });

  it('branch settings: the spec messages, and the whole body with the version read', () => {
    const form = toForm(settings);
    expect(validateSettings(form)).to.deep.equal({});
    const bad = { ...form, branchName: ' ', timeZone: 'Mars/Olympus', passwordExpirationDays: 'x', retention: { ...form.retention, userLogsMonths: '5000', trashDays: '' } };
    expect(validateSettings(bad)).to.deep.equal({
      branchName: { key: 'validation.required' },
      timeZone: { key: 'validation.timeZone' },
      passwordExpirationDays: { key: 'validation.wholeNumber' },
      'retention.trashDays': { key: 'validation.required' },
      'retention.userLogsMonths': { key: 'validation.maxNumber', vars: { count: 1200 } },
    });
    expect(validateSettings({ ...form, branchName: 'x'.repeat(101) }).branchName).to.deep.equal({ key: 'validation.maxChars', vars: { count: 100 } });
    expect(toBody({ ...form, branchName: '  Praça Sul ', passwordExpirationDays: '0' }, 3)).to.deep.equal({ ...settings, branchName: 'Praça Sul', passwordExpirationDays: 0 });
    // the logo is sent as the form holds it: removed is null, a form read without one sends null
    expect(toBody({ ...form, logoFileId: null }, 3).logoFileId).to.equal(null);
    expect(toForm({ ...settings, logoFileId: undefined }).logoFileId).to.equal(null);
    // the font likewise
    expect(toBody({ ...form, fontFileId: null }, 3).fontFileId).to.equal(null);
    expect(toForm({ ...settings, fontFileId: undefined }).fontFileId).to.equal(null);
    // the theme colour: a configuration read without one shows (and sends) the default
    expect(toForm({ ...settings, themeColor: undefined }).themeColor).to.equal('night');
  });

  it('license: a warning below 30 days, an error once expired, nothing for an evaluation', () => {
    expect(licenseNotice({ days: null, status: 'evaluation' })).to.equal(null);
    expect(licenseNotice({ days: 30 })).to.equal(null);
    expect(licenseNotice({ days: 29 })).to.deep.include({ level: 'warning', vars: { count: 29 } });
    expect(licenseNotice({ days: 0 })).to.deep.include({ level: 'warning' });
    expect(licenseNotice({ days: -3, expired: true, status: 'expired' })).to.deep.include({ level: 'error', vars: { count: 3 } });
    expect(licenseNotice({ days: null, status: 'invalid' })).to.deep.include({ level: 'error', title: 'license.notice.invalidTitle' });
  });

  it('after sign-in: waits 5000 ms, then checks the license for admins and offers desktop notices', async () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const cancelled: unknown[] = [];
    const cancel = scheduleFollowUps(() => undefined, undefined, { set: (fn, ms) => (timers.push({ fn, ms }), timers.length), clear: (id) => cancelled.push(id) });
    expect(timers.map((x) => x.ms)).to.deep.equal([FOLLOW_UP_DELAY_MS]);
    expect(FOLLOW_UP_DELAY_MS).to.equal(5000);
    cancel();
    expect(cancelled).to.deep.equal([1]);

    const run = async (roles: string[], days: number | null, support = false) => {
      const calls: string[] = [];
      await runFollowUps({
        user: user(roles, support),
        getDaysToExpire: async () => (calls.push('license'), { days }),
        show: (n) => calls.push(`show:${n.level}`),
        offerDesktop: () => calls.push('desktop'),
      });
      return calls;
    };
    expect(await run(['ROLE_ADMIN_READ'], 10)).to.deep.equal(['license', 'show:warning', 'desktop']);
    expect(await run(['ROLE_ADMIN_READ'], 100)).to.deep.equal(['license', 'desktop']);
    expect(await run([], 10, true)).to.deep.equal(['license', 'show:warning', 'desktop']);
    expect(await run(['ROLE_STORY_READ'], 10)).to.deep.equal(['desktop']);
    // a failing check does not stop the next follow-up
    const calls: string[] = [];
    await runFollowUps({ user: user(['ROLE_ADMIN_READ']), getDaysToExpire: () => Promise.reject(new Error('down')), show: () => calls.push('show'), offerDesktop: () => calls.push('desktop') });
    expect(calls).to.deep.equal(['desktop']);
  });

  describe('desktop notifications', () => {
    const env = (permission: NotificationPermission, answer: NotificationPermission = 'granted') => {
      const store = new Map<string, string>();
      const shown: { title: string; body?: string; closed: boolean }[] = [];
      const timers: { fn: () => void; ms: number }[] = [];
      let tones = 0;
      class FakeNotification {
        static permission = permission;
        static async requestPermission() {
          FakeNotification.permission = answer;
          return answer;
        }
        onclick: unknown = null;
        record: { title: string; body?: string; closed: boolean };
        constructor(title: string, options?: NotificationOptions) {
          this.record = { title, body: options?.body, closed: false };
          shown.push(this.record);
        }
        close() {
          this.record.closed = true;
        }
      }
      class FakeAudio {
        state = 'running';
        currentTime = 0;
        destination = {};
        createGain() {
          return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
        }
        createOscillator() {
          return { type: '', frequency: { setValueAtTime() {} }, connect() {}, start: () => tones++, stop() {} };
        }
        resume() {}
      }
      const e: DesktopEnv = {
        Notification: FakeNotification as unknown as DesktopEnv['Notification'],
        storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
        AudioContext: FakeAudio as unknown as typeof AudioContext,
        setTimeout: (fn, ms) => timers.push({ fn, ms }),
      };
      return { e, store, shown, timers, tones: () => tones };
    };

    it('ask once, politely: only while the browser has not decided and nobody answered', async () => {
      const x = env('default');
      const d = new DesktopAlerts(x.e);
      expect(d.shouldAsk()).to.equal(true);
      d.decline();
      expect(d.shouldAsk()).to.equal(false);
      expect(x.store.get(ASKED_KEY)).to.equal('declined');
      const y = env('default', 'denied');
      const d2 = new DesktopAlerts(y.e);
      expect(await d2.request()).to.equal('denied');
      expect(d2.shouldAsk()).to.equal(false);
      expect(new DesktopAlerts(env('denied').e).shouldAsk()).to.equal(false);
      expect(new DesktopAlerts({ setTimeout: () => 0 }).permission()).to.equal('unsupported');
    });

    it('show a notification that closes after 5 s, with a beep, only when granted', async () => {
      const x = env('default');
      const d = new DesktopAlerts(x.e);
      expect(d.show('Lembrete', 'Reunião')).to.equal(false);
      await d.request();
      expect(d.show('Lembrete', 'Reunião de pauta')).to.equal(true);
      expect(x.shown).to.deep.equal([{ title: 'Lembrete', body: 'Reunião de pauta', closed: false }]);
      expect(x.timers.map((t) => t.ms)).to.deep.equal([DESKTOP_CLOSE_MS]);
      expect(DESKTOP_CLOSE_MS).to.equal(5000);
      x.timers[0]!.fn();
      expect(x.shown[0]!.closed).to.equal(true);
      expect(x.tones()).to.equal(1);
    });

    it("follow the account's preferences: no beep with sounds off, no desktop notification with them off", async () => {
      const x = env('granted');
      const d = new DesktopAlerts(x.e);
      d.configure({ sounds: false, desktop: true });
      expect(d.show('Aviso', 'sem som')).to.equal(true);
      expect([x.shown.length, x.tones()]).to.deep.equal([1, 0]);
      d.configure({ sounds: true, desktop: false });
      expect(d.show('Aviso', 'sem notificação')).to.equal(false);
      expect([x.shown.length, x.tones()]).to.deep.equal([1, 0]);
      d.configure({ sounds: true, desktop: true });
      expect(d.show('Aviso', 'com tudo')).to.equal(true);
      expect([x.shown.length, x.tones()]).to.deep.equal([2, 1]);
    });
  });
});
