/**
 * A reportage's guideline in the browser (spec 001 §2 "Association drawer", issue 14 item 2): a
 * reporter opens a reportage, opens the picker (OK disabled until a guideline is chosen; a private
 * guideline of someone else is never listed; two pages), chooses one with a click and the keyboard,
 * associates it, opens it in the document drawer, reassociates at phone size and removes it after a
 * confirmation. Every step is checked through the API. axe and screenshots with the picker open.
 * A kernel with the admin, devices, rundown, guidelines and reportages plugins runs in this process.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import guidelines from '@lauda/plugin-guidelines';
import reportages from '@lauda/plugin-reportages';
import { LONG, SIZES, assertAccessible, assertBuilt, branchToday, clickAt, created, dismissDesktopOffer, failureEvidence, fill, notification, shotAt, signIn, strings, useSize, webRoot } from './support.js';

const REPORTER = ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_ASSIGNMENT_READ'];
const CHIEF = [...REPORTER, 'ROLE_NEWS_REPORT_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_ASSIGNMENT_ADMIN'];

describe('reportages: associating a reportage with a guideline', function () {
  let k: TestKernel;
  let chief: TestClient;
  let reporter: TestClient;
  let reportageId: number;
  const ids: Record<string, number> = {};
  const pt = strings('plugins/reportages/i18n/pt_BR.json').web;
  const association = async () => (await reporter.get(`/api/news_reports/${reportageId}/assignment`)).body.assignmentId as number | null;
  const choice = (slug: string) => `[data-testid="guideline-choice-${ids[slug]}"]`;
  const rows = async () => (await $$('[data-testid="guideline-picker-table"] tbody tr[data-testid^="guideline-row-"]').map((r) => r.getAttribute('data-testid'))) as string[];

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, devices, rundown, guidelines, reportages], config: { webRoot } });
    chief = await k.userWith(CHIEF, 'chefe');
    reporter = await k.userWith(REPORTER, 'reporter');
    const programId = created(await chief.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    const today = await branchToday(chief);
    // eleven guidelines of the day (two pages of ten), one of the day before, and a private one of the chief's
    for (let n = 1; n <= 11; n++) {
      const slug = `PAUTA ${String(n).padStart(2, '0')}`;
      ids[slug] = created(await chief.post('/api/assignments', { slug, date: today }), 'guideline').id;
    }
    const before = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    ids['ONTEM'] = created(await chief.post('/api/assignments', { slug: 'ONTEM', date: before }), 'guideline').id;
    const settings = (await chief.get('/api/assignments/settings')).body;
    expect((await chief.put('/api/assignments/settings', { ...settings, privateCreation: true })).status).to.equal(200);
    ids['SEGREDO'] = created(await chief.post('/api/assignments', { slug: 'SEGREDO', date: today, private: true }), 'private guideline').id;
    const me = (await reporter.get('/api/users/me')).body;
    reportageId = created(await reporter.post('/api/news_reports', { slug: 'PONTE NOVA', date: today, reporterId: me.id, programsIds: [programId] }), 'reportage').id;
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'reportage-guideline');
  });
  after(async function () {
    await k?.stop();
  });

  it('the picker lists the day\'s guidelines the reporter may see, paged; OK waits for a choice; OK associates', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'reporter');
    await dismissDesktopOffer(browser, 1500);
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await clickAt(browser, `[data-testid="open-${reportageId}"]`);
    const form = $(`[data-testid="reportage-editor"][data-id="${reportageId}"]`);
    await form.waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await form.getAttribute('data-lock')) === 'mine', { timeout: LONG, timeoutMsg: 'the reporter never got the lock' });
    await $('[data-testid="guideline-none"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="guideline-none"]').getText()).to.equal(pt.guideline.none);

    await clickAt(browser, '[data-testid="guideline-associate"]');
    await $('[data-testid="guideline-picker"]').waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await rows()).length === 10, { timeout: LONG, timeoutMsg: 'the first page never showed ten guidelines' });
    expect(await $('[data-testid="guideline-picker-ok"]').isEnabled(), 'OK before a choice').to.equal(false);
    // the reportage's date by default: the day before is not listed, the private guideline of another user never
    expect(await $('[data-testid="guideline-from"]').getValue()).to.equal(await $('[data-testid="guideline-to"]').getValue());
    expect(await rows()).to.deep.equal(Array.from({ length: 10 }, (_, i) => `guideline-row-${ids[`PAUTA ${String(i + 1).padStart(2, '0')}`]}`));
    await clickAt(browser, '[data-testid="guideline-picker-pager-next"]');
    await browser.waitUntil(async () => (await rows()).join() === `guideline-row-${ids['PAUTA 11']}`, { timeout: LONG, timeoutMsg: 'the second page did not hold PAUTA 11 alone' });
    expect(await $('[data-testid="guideline-picker"]').getText()).to.not.contain('SEGREDO').and.to.not.contain('ONTEM');
    await clickAt(browser, '[data-testid="guideline-picker-pager-prev"]');
    await $(choice('PAUTA 02')).waitForExist({ timeout: LONG });

    // a click on a row's slug chooses it; the arrow keys move the choice (a radio group)
    await clickAt(browser, `label[for="guideline-choice-${ids['PAUTA 02']}"]`);
    expect(await $(choice('PAUTA 02')).isSelected()).to.equal(true);
    expect(await $('[data-testid="guideline-picker-ok"]').isEnabled(), 'OK after a choice').to.equal(true);
    await browser.keys('ArrowDown');
    await browser.waitUntil(async () => $(choice('PAUTA 03')).isSelected(), { timeout: LONG, timeoutMsg: 'ArrowDown did not choose the next guideline' });
    await dismissDesktopOffer(browser);
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'reportage-guideline-picker', size);
      await assertAccessible(browser, `guideline picker ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="guideline-picker-ok"]');
    await notification(browser, fill(pt.guideline.associated, { slug: 'PAUTA 03' }));
    await $('[data-testid="guideline-picker"]').waitForExist({ reverse: true, timeout: LONG });
    expect(await association()).to.equal(ids['PAUTA 03']);
    const part = $(`[data-testid="reportage-guideline"][data-guideline-id="${ids['PAUTA 03']}"]`);
    await part.waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="guideline-open"]').getText()).to.equal('PAUTA 03');
    expect(await $('[data-testid="guideline-state"]').getText()).to.equal(pt.states.PRODUCING);
    await shotAt(browser, 'reportage-guideline-associated', SIZES[0]);

    // the form took the new version: an edit saved afterwards is not refused as stale
    await clickAt(browser, '[data-testid="add-area-teaser"]');
    await clickAt(browser, '[data-testid="rep-teaser"]');
    await browser.keys('A ponte nova abre amanhã.');
    await browser.keys(['Control', 's']);
    await notification(browser, fill(pt.saved, { slug: 'PONTE NOVA' }));
    const saved = (await reporter.get(`/api/news_reports/${reportageId}`)).body;
    expect([saved.teaser, saved.assignmentId]).to.deep.equal(['A ponte nova abre amanhã.', ids['PAUTA 03']]);
  });

  it('opens the guideline in the document drawer', async function () {
    await clickAt(browser, '[data-testid="guideline-open"]');
    const drawer = $('[data-testid="document-drawer"][data-origin="guideline"]');
    await drawer.waitForDisplayed({ timeout: LONG });
    // the guidelines plugin's viewer card when it contributes one, else the drawer says there is none
    await browser.waitUntil(async () => (await drawer.getText()).includes('PAUTA 03') || (await $('[data-testid="document-unavailable"]').isDisplayed()),
      { timeout: LONG, timeoutMsg: 'the drawer showed neither the guideline nor that it has no viewer' });
    await assertAccessible(browser, 'guideline in the document drawer');
    await shotAt(browser, 'reportage-guideline-drawer', SIZES[0]);
    await clickAt(browser, '[data-testid="document-drawer-close"]');
    await drawer.waitForExist({ reverse: true, timeout: LONG });
  });

  it('reassociates at phone size, then removes the association after a confirmation', async function () {
    await dismissDesktopOffer(browser);
    await useSize(browser, SIZES[2]);
    await clickAt(browser, '[data-testid="guideline-reassociate"]');
    await $('[data-testid="guideline-picker"]').waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await rows()).length === 10, { timeout: LONG, timeoutMsg: 'the picker never listed the day' });
    expect(await $(`label[for="guideline-choice-${ids['PAUTA 03']}"]`).getText()).to.contain(pt.guideline.current);
    expect(await $('[data-testid="guideline-picker-ok"]').isEnabled()).to.equal(false);
    await clickAt(browser, `label[for="guideline-choice-${ids['PAUTA 07']}"]`);
    await clickAt(browser, '[data-testid="guideline-picker-ok"]');
    await notification(browser, fill(pt.guideline.associated, { slug: 'PAUTA 07' }));
    expect(await association()).to.equal(ids['PAUTA 07']);
    await $(`[data-testid="reportage-guideline"][data-guideline-id="${ids['PAUTA 07']}"]`).waitForDisplayed({ timeout: LONG });
    await shotAt(browser, 'reportage-guideline-phone', SIZES[2]);
    await assertAccessible(browser, 'reportage with its guideline, phone');

    await clickAt(browser, '[data-testid="guideline-remove"]');
    await $('[data-testid="confirm-guideline-remove"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="confirm-guideline-remove"]').getText()).to.contain(fill(pt.guideline.removeText, { slug: 'PAUTA 07' }));
    // cancelling keeps it
    await clickAt(browser, '[data-testid="confirm-guideline-remove-cancel"]');
    expect(await association()).to.equal(ids['PAUTA 07']);
    await clickAt(browser, '[data-testid="guideline-remove"]');
    await clickAt(browser, '[data-testid="confirm-guideline-remove-confirm"]');
    await notification(browser, pt.guideline.removed);
    await $('[data-testid="guideline-none"]').waitForDisplayed({ timeout: LONG });
    expect(await association()).to.equal(null);
    await useSize(browser, SIZES[0]);
  });
});
