/**
 * The productions area ("Produções") in a real browser: a producer creates a checklist with two
 * tasks, marks one done and saves; in the day's list "only not done" hides the done task; the
 * checklist opens read-only in the document drawer (its tasks, its versions; Esc closes); a
 * checklist is made from one of the day's guidelines ("Nova a partir de pauta"). Checked with axe
 * at the three sizes, with screenshots.
 */
import { browser } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import productions from '@lauda/plugin-productions';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, fill, noticeWith, secondBrowser, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

type Browser = WebdriverIO.Browser;
const pt = strings('plugins/productions/i18n/pt_BR.json');
const ROLES = ['ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE', 'ROLE_PRODUCTION_ADMIN', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ'];
const row = (b: Browser, slug: string) => b.$(`[data-testid="production-list"] tr[data-slug="${slug}"]`);
const form = (b: Browser) => b.$('div:not([hidden]) > [data-testid="production-form"]');
const field = (b: Browser, name: string) => b.$(`div:not([hidden]) > [data-testid="production-form"] [data-testid="production-${name}"]`);
const activeTab = (b: Browser) => b.$('[data-testid="production-tabs"] [role="tab"][aria-selected="true"]');

describe('productions area', function () {
  let k: TestKernel;
  let ana: TestClient;
  let other: Browser;
  let today: string;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, guidelines, productions], config: { webRoot } });
    ana = await k.userWith(ROLES, 'ana');
    await k.userWith(ROLES, 'bia');
    today = await branchToday(ana);
    created(await ana.post('/api/assignments', {
      slug: 'FEIRA DO LIVRO', date: today, guides: [{ scheduleTime: '14:00', interviewee: 'Ana Ribeiro', address: 'Praça da Matriz' }],
      tasks: [{ label: 'Reservar o carro de reportagem', date: today, time: '09:00' }],
    }), 'guideline');
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'productions');
  });

  after(async function () {
    await other?.deleteSession().catch(() => undefined);
    await k?.stop();
  });

  it('creates a checklist with two tasks, marks one done and saves it', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 4000);
    await clickAt(browser, '[data-testid="menu-productions"]');
    await browser.$('[data-testid="production-list"]').waitForDisplayed({ timeout: LONG });
    // the desktop notices offer comes a few seconds after sign-in: out of the way first
    await dismissDesktopOffer(browser, 8000);
    await clickAt(browser, '[data-testid="production-new"]');
    await form(browser).waitForDisplayed({ timeout: LONG });
    await field(browser, 'slug').setValue('entrevista no estádio');
    await field(browser, 'local').setValue('Estádio Municipal, portão 3');
    await field(browser, 'team').setValue('JOÃO (câmera), MARIA (repórter)');
    await field(browser, 'schedule').setValue('1500');
    await field(browser, 'departure').setValue('1415');
    await clickAt(browser, '[data-testid="task-add"]');
    await clickAt(browser, '[data-testid="task-add"]');
    const labels = await browser.$$('[data-testid="production-task"] [data-testid="task-label"]');
    expect(labels.length).to.equal(2);
    await labels[0]!.setValue('Confirmar credenciais');
    await labels[1]!.setValue('Testar o link');
    await (await browser.$$('[data-testid="production-task"] [data-testid="task-done"]'))[0]!.click();
    await clickAt(browser, '[data-testid="production-save"]');
    await browser.waitUntil(async () => (await activeTab(browser).getText()).includes('ENTREVISTA NO ESTÁDIO'), { timeout: LONG, timeoutMsg: 'the tab never took the slug' });
    expect(await form(browser).getAttribute('data-mode')).to.equal('edit');
    const day = (await ana.get(`/api/productions/dateList?date=${today}`)).body.data as { slug: string; tasks: { label: string; done: boolean; date: string }[] }[];
    const saved = day.find((p) => p.slug === 'ENTREVISTA NO ESTÁDIO')! as unknown as { schedule: string; departure: string; tasks: { label: string; done: boolean; date: string }[] };
    expect([saved.schedule, saved.departure]).to.deep.equal(['15:00:00', '14:15:00']);
    expect(saved.tasks.map((t) => [t.label, t.done, t.date])).to.deep.equal([['Confirmar credenciais', true, today], ['Testar o link', false, today]]);

    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'productions-form', size);
      await assertAccessible(browser, `production form at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
  });

  it('"only not done" hides the done task in the day\'s list', async function () {
    await clickAt(browser, '[data-testid="production-tabs-list"]');
    const r = row(browser, 'ENTREVISTA NO ESTÁDIO');
    await r.waitForDisplayed({ timeout: LONG });
    const tasks = () => r.$$('[data-testid="production-row-task"]').map((x) => x.getText());
    expect((await tasks()).join('|')).to.contain('Confirmar credenciais').and.contain('Testar o link');
    expect(await r.getText()).to.contain('15:00').and.contain(`${pt.fields.departure} 14:15`);
    await clickAt(browser, '[data-testid="only-not-done"]');
    await browser.waitUntil(async () => !(await tasks()).join('|').includes('Confirmar credenciais'), { timeout: LONG, timeoutMsg: 'the done task stayed' });
    expect((await tasks()).join('|')).to.contain('Testar o link');
    for (const size of SIZES) {
      await useSize(browser, size);
      await r.waitForExist({ timeout: LONG });
      await shotAt(browser, 'productions-list', size);
      await assertAccessible(browser, `production list at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    // the whole checklist done (saved elsewhere): it leaves the not-done list live, and is back without the filter
    const id = Number(await r.getAttribute('data-id'));
    expect((await ana.patch(`/api/productions/${id}`, { field: 'done', newValue: true })).status).to.equal(200);
    await r.waitForExist({ reverse: true, timeout: LONG });
    await clickAt(browser, '[data-testid="only-not-done"]');
    await row(browser, 'ENTREVISTA NO ESTÁDIO').waitForDisplayed({ timeout: LONG });
  });

  it('opens the checklist read-only in the drawer: fields, tasks, versions; Esc closes', async function () {
    await clearNotices(browser);
    await clickAt(browser, '[data-testid="production-list"] tr[data-slug="ENTREVISTA NO ESTÁDIO"] [data-testid="production-menu"]');
    await clickAt(browser, '[data-testid="production-menu-view"]');
    const viewer = browser.$('[data-testid="document-drawer"][data-origin="production"] [data-testid="production-viewer"]');
    await viewer.waitForDisplayed({ timeout: LONG });
    expect(await browser.$('[data-testid="production-viewer-header"]').getText()).to.contain('Estádio Municipal, portão 3').and.contain('JOÃO (câmera)');
    const rows = await browser.$$('[data-testid="production-viewer-task"]').map((x) => x.getText());
    expect(rows[0]).to.contain('Confirmar credenciais').and.contain(pt.pdf.yes);
    expect(rows[1]).to.contain('Testar o link').and.contain(pt.pdf.no);
    for (const size of SIZES) {
      await useSize(browser, size);
      await viewer.waitForDisplayed({ timeout: LONG });
      await shotAt(browser, 'productions-viewer', size);
      await assertAccessible(browser, `production viewer in the drawer at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="production-viewer-versions"]');
    await browser.$('[data-testid="production-versions"] [data-testid="production-version"]').waitForDisplayed({ timeout: LONG });
    // the versions open over the drawer: a pointer reaches them
    await clickAt(browser, '[data-testid="production-versions"] [data-testid="production-version"]');
    await assertAccessible(browser, 'production versions');
    await shotAt(browser, 'productions-versions', SIZES[0]);
    await browser.keys('Escape');
    await browser.$('[data-testid="production-versions"]').waitForExist({ reverse: true, timeout: LONG });
    expect(await viewer.isDisplayed()).to.equal(true);
    // copy: the card as text on the clipboard (recorded here: headless Chromium has no clipboard to read back)
    await browser.execute(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (x: string) => { w.__copied.push(x); } } });
    });
    await clickAt(browser, '[data-testid="production-viewer-copy"]');
    await browser.waitUntil(async () => (await browser.execute(() => (window as unknown as { __copied: string[] }).__copied.length)) === 1, { timeout: LONG, timeoutMsg: 'nothing was copied' });
    const copied = await browser.execute(() => (window as unknown as { __copied: string[] }).__copied[0]!);
    expect(copied).to.contain('ENTREVISTA NO ESTÁDIO').and.contain('Estádio Municipal, portão 3').and.contain('[x] ').and.contain('Confirmar credenciais').and.contain('[ ] ');
    await browser.keys('Escape');
    await browser.$('[data-testid="document-drawer"][data-origin="production"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('makes a checklist from one of the day\'s guidelines', async function () {
    await clickAt(browser, '[data-testid="production-from-guideline"]');
    const dialog = browser.$('[data-testid="from-guideline-dialog"]');
    await dialog.waitForDisplayed({ timeout: LONG });
    expect(await browser.$('[data-testid="from-guideline-confirm"]').isEnabled()).to.equal(false);
    await browser.$('[data-testid="from-guideline-option"]').waitForDisplayed({ timeout: LONG });
    await assertAccessible(browser, 'from guideline dialog');
    await shotAt(browser, 'productions-from-guideline', SIZES[0]);
    await clickAt(browser, '[data-testid="from-guideline-option"] input');
    await clickAt(browser, '[data-testid="from-guideline-confirm"]');
    await noticeWith(browser, 'success', 'FEIRA DO LIVRO');
    await browser.waitUntil(async () => (await activeTab(browser).getText()).includes('FEIRA DO LIVRO'), { timeout: LONG, timeoutMsg: 'the new checklist did not open' });
    expect(await field(browser, 'local').getValue()).to.equal('Praça da Matriz');
    const labels = await browser.$$('div:not([hidden]) > [data-testid="production-form"] [data-testid="task-label"]').map((x) => x.getValue());
    expect(labels).to.deep.equal(['Reservar o carro de reportagem']);
  });

  it('a second user sees who holds the lock, takes it over after confirming, and the first is told', async function () {
    other = await secondBrowser();
    await useSize(other, SIZES[1]);
    await signIn(other, k.url, 'bia');
    await dismissDesktopOffer(other, 4000);
    await clickAt(other, '[data-testid="menu-productions"]');
    await dismissDesktopOffer(other, 8000);
    await clickAt(other, '[data-testid="production-list"] [data-testid="production-open"][data-slug="ENTREVISTA NO ESTÁDIO"]');
    const held = other.$('[data-testid="lock-held"]');
    await held.waitForDisplayed({ timeout: LONG });
    expect(await held.getText()).to.contain(fill(pt.lock.held, { holder: 'ana' }));
    expect(await other.$('[data-testid="production-save"]').isExisting()).to.equal(false);
    await shotAt(other, 'productions-lock-held', SIZES[1]);
    await assertAccessible(other, 'checklist held by another user');
    await clickAt(other, '[data-testid="lock-takeover"]');
    await other.$('[data-testid="takeover-dialog"]').waitForDisplayed({ timeout: LONG });
    expect(await other.$('[data-testid="takeover-dialog"]').getText()).to.contain(fill(pt.lock.takeOverText, { holder: 'ana' }));
    await clickAt(other, '[data-testid="takeover-dialog-confirm"]');
    await other.$('[data-testid="production-save"]').waitForDisplayed({ timeout: LONG });

    // ana's form of that checklist learns it lost the lock: read-only, naming who took it
    await clickAt(browser, '[data-testid="production-tabs"] [role="tab"]:nth-child(2)');
    const lost = browser.$('div:not([hidden]) > [data-testid="production-form"] [data-testid="lock-lost"]');
    await lost.waitForDisplayed({ timeout: LONG });
    expect(await lost.getText()).to.contain(fill(pt.lock.lost, { holder: 'bia' }));
    expect(await browser.$('div:not([hidden]) > [data-testid="production-form"] [data-testid="production-save"]').isExisting()).to.equal(false);
    await shotAt(browser, 'productions-lock-lost', SIZES[0]);
  });
});
