/**
 * The calendar area ("Agenda") in a real browser set to Tokyo while the newsroom is in Sao Paulo:
 * a weekly event on Monday and Wednesday created from the month grid shows on the right days at
 * the newsroom's time; one occurrence edited alone leaves the series and shows its own time; the
 * agenda list shows the same; a reminder due shows as a notice that stays until dismissed, with the
 * event's start at the newsroom's time. axe and screenshots at the three sizes.
 */
import { browser } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import calendar from '@lauda/plugin-calendar';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, browserZone, clearField, clickAt, created, dismissDesktopOffer, failureEvidence, fill, noticeWith, shotAt, signIn, strings, useSize,
  webRoot,
} from './support.js';

type Browser = WebdriverIO.Browser;
const pt = strings('plugins/calendar/i18n/pt_BR.json');
const ROLES = ['ROLE_CALENDAR_READ', 'ROLE_CALENDAR_WRITE', 'ROLE_CALENDAR_ADMIN'];
const DAY = 86_400_000;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
const chips = (b: Browser, day: string) => b.$$(`[data-testid="calendar-day-${day}"] [data-testid="calendar-chip"]`);
const chipTexts = async (b: Browser, day: string) => Promise.all(await chips(b, day).map((c) => c.getText()));

async function openArea(b: Browser, url: string): Promise<void> {
  await b.url(`${url}/main/calendar`);
  await b.$('[data-testid="calendar-month"]').waitForDisplayed({ timeout: LONG });
}

describe('calendar area', function () {
  let k: TestKernel;
  let chief: TestClient;
  let days: string[];
  let mondays: string[];
  let wednesdays: string[];
  let calendarId: number;
  let today: string;
  /** the day an occurrence was dragged to */
  let moved2 = '';

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [calendar], config: { webRoot, plugins: { calendar: { config: { reminderCheckMs: 300 } } } } });
    chief = await k.userWith(ROLES, 'chefe');
    calendarId = created(await chief.post('/api/calendars', { name: 'Redação', color: '#1e88e5', categories: [{ name: 'Pauta', color: '#43a047' }] }), 'calendar').id;
    today = await branchToday(chief);
    const first = `${today.slice(0, 7)}-01`;
    days = [];
    for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) days.push(d);
    mondays = days.filter((d) => weekday(d) === 1);
    wednesdays = days.filter((d) => weekday(d) === 3 && d > mondays[0]!);
    await browserZone(browser, 'Asia/Tokyo');
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'calendar');
  });

  after(async function () {
    await k?.stop();
  });

  it('creates a weekly event on Monday and Wednesday from the month and shows it on those days at the newsroom\'s time', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'chefe');
    await dismissDesktopOffer(browser, 4000);
    await openArea(browser, k.url);
    await clickAt(browser, `[data-testid="calendar-add-${mondays[0]}"]`);
    await browser.$('[data-testid="cal-dialog"]').waitForDisplayed({ timeout: LONG });
    await browser.$('#cal-name').setValue('Reunião de pauta');
    await browser.$('#cal-repeat').selectByAttribute('value', 'FREQ_WEEKLY');
    await clickAt(browser, '[data-testid="cal-weekday-3"]');
    await clickAt(browser, '[data-testid="cal-reminder-15"]');
    await shotAt(browser, 'calendar-dialog', SIZES[0]);
    await assertAccessible(browser, 'calendar dialog');
    await clickAt(browser, '[data-testid="cal-save"]');
    await noticeWith(browser, 'success', fill(pt.saved, { name: 'Reunião de pauta' }));
    // 09:00 in Sao Paulo, though the browser is in Tokyo (it would say 21:00)
    for (const d of [...mondays, ...wednesdays]) {
      await browser.waitUntil(async () => (await chipTexts(browser, d)).includes('09:00 Reunião de pauta'), { timeout: LONG, timeoutMsg: `no chip on ${d}` });
    }
    for (const d of days.filter((x) => !mondays.includes(x) && !wednesdays.includes(x))) {
      expect(await chipTexts(browser, d), d).to.deep.equal([]);
    }
  });

  it('edits one occurrence alone: it keeps its own time and the series goes on', async function () {
    const day = wednesdays[0]!;
    await clickAt(browser, `[data-testid="calendar-day-${day}"] [data-testid="calendar-chip"]`);
    await browser.$('#cal-name').waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await browser.$('#cal-name').getValue()) === 'Reunião de pauta', { timeout: LONG });
    // emptied by the keyboard first, as a person does: WebDriver's clear bypasses React, and a render
    // in between (a loaded machine) put the stored name back, so the new one was typed after it
    for (const [field, value] of [['#cal-name', 'Pauta especial'], ['#cal-start-time', '1000'], ['#cal-end-time', '1130']] as const) {
      await clearField(browser, field);
      await browser.$(field).setValue(value);
    }
    await browser.waitUntil(async () => (await browser.$('#cal-name').getValue()) === 'Pauta especial', { timeout: LONG, timeoutMsg: 'the new name was not typed' });
    await clickAt(browser, '[data-testid="cal-save"]');
    await browser.$('[data-testid="cal-scope"]').waitForDisplayed({ timeout: LONG });
    await assertAccessible(browser, 'calendar scope question');
    await clickAt(browser, '[data-testid="cal-scope-one"]');
    await browser.waitUntil(async () => JSON.stringify(await chipTexts(browser, day)) === JSON.stringify(['10:00 Pauta especial']), { timeout: LONG })
      .catch(async () => expect.fail(`the edited occurrence on ${day}: ${JSON.stringify(await chipTexts(browser, day))}`));
    for (const d of [...mondays, ...wednesdays.slice(1)]) expect(await chipTexts(browser, d), d).to.deep.equal(['09:00 Reunião de pauta']);
  });

  it('moves one occurrence by dragging it in the week view, after asking one or the series', async function () {
    await useSize(browser, SIZES[0]);
    await openArea(browser, k.url);
    const monday = mondays[1]!;
    const tuesday = addDays(monday, 1);
    // the week of the second Monday
    await clickAt(browser, '[data-testid="calendar-view-week"]');
    await browser.$('[data-testid="calendar-timegrid"]').waitForDisplayed({ timeout: LONG });
    for (let i = 0; i < 6 && !(await browser.$(`[data-testid="calendar-column-${monday}"]`).isExisting()); i++) {
      await clickAt(browser, monday < today ? '[data-testid="calendar-prev"]' : '[data-testid="calendar-next"]');
    }
    const block = `[data-testid="calendar-column-${monday}"] [data-testid="calendar-block"]`;
    await browser.$(block).waitForDisplayed({ timeout: LONG });
    await shotAt(browser, 'calendar-week', SIZES[0]);
    await assertAccessible(browser, 'calendar week');
    // WebDriver's pointer actions do not raise HTML5 drag events in Chromium: the page's own events, as a drag does
    await browser.execute((from: string, to: string) => {
      const data = new DataTransfer();
      const source = document.querySelector(from)!;
      const target = document.querySelector(to)!;
      source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: data }));
      target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
      target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    }, block, `[data-testid="calendar-slot-${tuesday}-14"]`);
    await clickAt(browser, '[data-testid="cal-move-scope-one"]');
    const moved = `[data-testid="calendar-column-${tuesday}"] [data-testid="calendar-block"]`;
    await browser.waitUntil(async () => (await browser.$(moved).isExisting()) && (await browser.$(moved).getText()).startsWith('14:00'), { timeout: LONG, timeoutMsg: 'the block never reached Tuesday 14:00' });
    expect(await browser.$(block).isExisting(), 'Monday is empty').to.equal(false);
    // its lower edge dragged down an hour (40 px): it ends at 16:00
    const handle = await browser.$(`${moved} [data-testid="calendar-resize"]`);
    await handle.scrollIntoView({ block: 'center' });
    const at = await handle.getLocation();
    const size = await handle.getSize();
    const [x, y] = [Math.round(at.x + size.width / 2), Math.round(at.y + size.height / 2)];
    const scroll = (await browser.execute(() => [window.scrollX, window.scrollY])) as number[];
    await browser.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: x - scroll[0]!, y: y - scroll[1]! }).down()
      .move({ x: x - scroll[0]!, y: y - scroll[1]! + 20 }).move({ x: x - scroll[0]!, y: y - scroll[1]! + 40 }).up().perform();
    await noticeWith(browser, 'success', fill(pt.saved, { name: 'Reunião de pauta' }));
    await clickAt(browser, '[data-testid="calendar-view-month"]');
    mondays.splice(1, 1);
    moved2 = tuesday;
  });

  it('lists the month in the agenda, shows the week, and passes axe at every size', async function () {
    for (const size of SIZES) {
      await useSize(browser, size);
      await openArea(browser, k.url);
      await browser.waitUntil(async () => (await chips(browser, mondays[0]!).length) === 1, { timeout: LONG });
      await shotAt(browser, 'calendar-month', size);
      await assertAccessible(browser, `calendar month ${size.name}`);
      await clickAt(browser, '[data-testid="calendar-view-agenda"]');
      // read in one go: a live reload may still replace a row (an occurrence moved earlier gets a new key)
      const expected = mondays.length + wednesdays.length + (moved2 ? 1 : 0);
      const special = (x: string) => x.includes('10:00') && x.includes('11:30') && x.includes('Pauta especial');
      const meeting = (x: string) => x.includes('14:00 – 16:00') && x.includes('Reunião de pauta');
      let texts: string[] = [];
      await browser.waitUntil(async () => {
        texts = await browser.execute(() => [...document.querySelectorAll<HTMLElement>('[data-testid="calendar-agenda-item"]')].map((e) => e.innerText));
        return texts.length === expected && texts.some(special) && texts.some(meeting);
      }, { timeout: LONG }).catch(() => {
        throw new Error(`the agenda (${size.name}) showed ${JSON.stringify(texts)}, not ${expected} items with the special and the moved meeting`);
      });
      expect(texts.filter(special)).to.have.length(1);
      expect(texts.filter(meeting)).to.have.length(1);
      await shotAt(browser, 'calendar-agenda', size);
      await assertAccessible(browser, `calendar agenda ${size.name}`);
      await clickAt(browser, '[data-testid="calendar-view-week"]');
      await browser.$('[data-testid="calendar-timegrid"]').waitForDisplayed({ timeout: LONG });
      await shotAt(browser, 'calendar-week', size);
      await assertAccessible(browser, `calendar week ${size.name}`);
      await clickAt(browser, '[data-testid="calendar-view-month"]');
    }
  });

  it('shows a due reminder as a notice that stays until dismissed: reminder, name, calendar, start', async function () {
    await useSize(browser, SIZES[1]);
    const me = Number((await chief.get('/api/users/me')).body.id);
    // 20:00 in Sao Paulo is 23:00Z; a reminder a week before is due now
    const start = new Date(Date.now() + 3 * DAY);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(start);
    const at = `${day}T23:00:00.000Z`;
    const [y, m, d] = day.split('-');
    created(await chief.post('/api/calendars/events', {
      calendarId, name: 'Fechamento da edição', startDate: at, endDate: `${addDays(day, 1)}T00:00:00.000Z`, reminders: [{ minutes: 10080 }], userIds: [me],
    }), 'event');
    const text = await noticeWith(browser, 'event', pt.reminder.weeks_one.replace('{{count}}', '1'), 'Fechamento da edição', 'Redação', `${d}/${m}/${y} 20:00`);
    expect(text).not.to.include('08:00');
    await browser.pause(6_000);
    const notice = browser.$('[data-testid="notice"][data-level="event"]');
    expect(await notice.isDisplayed(), 'still there after 6 s').to.equal(true);
    await shotAt(browser, 'calendar-reminder', SIZES[1]);
    await assertAccessible(browser, 'calendar reminder notice');
    await notice.$('button').click();
    await notice.waitForDisplayed({ reverse: true, timeout: LONG });
  });

  it('shows an all-day event on its own date for a browser in Tokyo or in Sao Paulo', async function () {
    await useSize(browser, SIZES[0]);
    const day = days[days.length - 1]!;
    created(await chief.post('/api/calendars/events', { calendarId, name: 'Eleição', startDate: day, endDate: day, allDay: true }), 'all-day event');
    for (const zone of ['Asia/Tokyo', 'America/Sao_Paulo']) {
      await browserZone(browser, zone);
      await openArea(browser, k.url);
      await browser.waitUntil(async () => (await chipTexts(browser, day)).includes(`${pt.allDayBadge} · Eleição`), { timeout: LONG, timeoutMsg: `${zone}: not on ${day}` });
      expect((await chipTexts(browser, addDays(day, -1))).join(), zone).not.to.include('Eleição');
    }
    await browserZone(browser, 'Asia/Tokyo');
  });

  it('makes, shows and revokes the calendar\'s subscription address for phones', async function () {
    await useSize(browser, SIZES[1]);
    await openArea(browser, k.url);
    await browser.$('[data-testid="calendar-filter"]').selectByAttribute('value', String(calendarId));
    await clickAt(browser, '[data-testid="calendar-feed"]');
    await browser.$('[data-testid="cal-feed-state"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="cal-feed-make"]');
    const input = browser.$('[data-testid="cal-feed-url"]');
    await input.waitForDisplayed({ timeout: LONG });
    const url = new URL(await input.getValue());
    expect(url.pathname).to.match(/^\/api\/calendars\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    const ics = await k.anonymous().get(url.pathname);
    expect(ics.status).to.equal(200);
    expect(String(ics.body)).to.include('SUMMARY:Reunião de pauta');
    await shotAt(browser, 'calendar-feed', SIZES[1]);
    await assertAccessible(browser, 'calendar feed dialog');
    await clickAt(browser, '[data-testid="cal-feed-revoke"]');
    await noticeWith(browser, 'success', pt.feedRevoked);
    expect((await k.anonymous().get(url.pathname)).status).to.equal(404);
  });
});
