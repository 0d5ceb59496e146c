/**
 * The planning areas speak the three languages (issue 15 "Browser flows for each area in three
 * languages"): the calendar, the notices, the teams schedule and the notifications bell, each
 * opened from the menu in en_US, es_ES and pt_BR, with the area's title, its menu entry and one of
 * its controls in that language; axe at each.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import calendar from '@lauda/plugin-calendar';
import notices from '@lauda/plugin-notices';
import schedule from '@lauda/plugin-schedule';
import { LONG, SIZES, assertAccessible, assertBuilt, clickAt, dismissDesktopOffer, failureEvidence, shotAt, signIn, strings, useSize, webRoot } from './support.js';

const LOCALES = ['en_US', 'es_ES', 'pt_BR'] as const;

describe('the planning areas in three languages', function () {
  let k: TestKernel;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, calendar, notices, schedule], config: { webRoot } });
    // a calendar to show: without one the area only asks for it
    const chief = await k.userWith(['ROLE_CALENDAR_READ', 'ROLE_CALENDAR_WRITE', 'ROLE_CALENDAR_ADMIN'], 'chefia');
    expect((await chief.post('/api/calendars', { name: 'Redação', color: '#1e88e5', categories: [] })).status).to.equal(201);
    await k.userWith(['ROLE_CALENDAR_READ', 'ROLE_CALENDAR_WRITE', 'ROLE_NOTICE_READ', 'ROLE_NOTICE_WRITE', 'ROLE_TEAM_READ', 'ROLE_PROGRAM_READ'], 'planejamento');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'planning-languages');
  });
  after(async function () {
    await k?.stop();
  });

  it('opens the calendar, the notices and the schedule from the menu in each language', async function () {
    await useSize(browser, SIZES[1]);
    await signIn(browser, k.url, 'planejamento');
    await dismissDesktopOffer(browser, 4000);
    for (const locale of LOCALES) {
      await $('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      for (const area of ['calendar', 'notices', 'schedule'] as const) {
        const w = strings(`plugins/${area}/i18n/${locale}.json`) as { title: string; menu: string };
        const entry = $(`[data-testid="menu-${area}"]`);
        await browser.waitUntil(async () => (await entry.getText()).includes(w.menu), { timeout: LONG, timeoutMsg: `no ${locale} menu entry for ${area}` });
        await clickAt(browser, `[data-testid="menu-${area}"]`);
        const title = $(`[data-testid="panel-${area}"] h1`);
        await browser.waitUntil(async () => (await title.getText()) === w.title, { timeout: LONG, timeoutMsg: `the ${area} area is not titled in ${locale}` });
      }
      const cal = strings(`plugins/calendar/i18n/${locale}.json`) as { today: string };
      await clickAt(browser, '[data-testid="menu-calendar"]');
      await browser.waitUntil(async () => (await $('[data-testid="calendar-today"]').getText()) === cal.today, { timeout: LONG, timeoutMsg: `the calendar's "today" is not in ${locale}` });
      await shotAt(browser, `planning-${locale}`, SIZES[1]);
      await assertAccessible(browser, `calendar in ${locale}`);
    }
    expect(await $('html').getAttribute('lang')).to.equal('pt-BR');
  });
});
