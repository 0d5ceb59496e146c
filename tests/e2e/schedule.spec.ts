/**
 * The teams schedule: a writer opens the week, chooses who of a team works a shift in the cell's
 * dialog, sees the names in the grid; the PDF link answers the team grid. Three sizes, axe.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import schedule from '@lauda/plugin-schedule';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, failureEvidence, shotAt, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

describe('teams schedule: the week grid', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let teamId: number;
  let today: string;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, schedule], config: { webRoot } });
    chefe = await k.userWith(['ROLE_TEAM_READ', 'ROLE_TEAM_WRITE'], 'chefe');
    const ids: number[] = [];
    for (const name of ['cinegrafista', 'auxiliar']) ids.push(Number((await (await k.userWith([], name)).get('/api/users/me')).body.id));
    teamId = created(await chefe.post('/api/teams', { name: 'Externa A', memberIds: ids }), 'team').id;
    today = await branchToday(chefe);
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'schedule');
  });
  after(async function () {
    await k?.stop();
  });

  for (const [i, size] of SIZES.entries()) {
    it(`chooses who works a shift and shows it in the grid (${size.name})`, async function () {
      await useSize(browser, size);
      await signInAs(browser, k.url, 'chefe');
      await browser.url(`${k.url}/main/schedule`);
      await $('[data-testid="schedule-panel"]').waitForDisplayed({ timeout: LONG });
      const cell = `[data-testid="schedule-table"][data-shift="${['MORNING', 'AFTERNOON', 'NIGHT'][i]}"] [data-testid="schedule-cell-value"][data-date="${today}"][data-team="${teamId}"] button`;
      await clickAt(browser, cell);
      await $('[data-testid="schedule-cell"]').waitForDisplayed({ timeout: LONG });
      await clickAt(browser, '[data-testid="schedule-member-cinegrafista"]');
      await assertAccessible(browser, `schedule-cell-${size.name}`);
      await clickAt(browser, '[data-testid="schedule-save"]');
      await $('[data-testid="schedule-cell"]').waitForExist({ reverse: true, timeout: LONG });
      await browser.waitUntil(async () => (await $(cell).getText()) === 'cinegrafista', { timeout: LONG, timeoutMsg: 'the cell never showed the member' });
      await clearNotices(browser);
      await assertAccessible(browser, `schedule-grid-${size.name}`);
      await shotAt(browser, 'schedule-grid', size);
      const href = await $('[data-testid="schedule-pdf"]').getAttribute('href');
      const pdf = await fetch(`${k.url}${href}`, { headers: { cookie: chefe.cookie ?? '' } });
      expect(pdf.headers.get('content-type')).to.contain('application/pdf');
    });
  }
});
