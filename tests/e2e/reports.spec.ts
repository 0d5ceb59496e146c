/**
 * The reports area ("Relatórios") in a real browser: an editor writes a report (title, category,
 * event, people, a body in the script editor with bold) and saves it; the list finds it by text and
 * by category; it opens read-only in the document drawer with its versions; the administrator
 * allows private reports, adds a category and an event, and is told, in the user's language, that a
 * category in use cannot be removed; an unsaved change comes back from the drafts list after a
 * reload; a file is attached while a field is being typed, and the typing stays. Axe and
 * screenshots at the three sizes; the screens in en_US and es_ES too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browser } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import reports from '@lauda/plugin-reports';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, fill, noticeWith, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

type Browser = WebdriverIO.Browser;
const pt = strings('plugins/reports/i18n/pt_BR.json');
const ROLES = ['ROLE_REPORT_READ', 'ROLE_REPORT_WRITE', 'ROLE_REPORT_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];
const row = (b: Browser, title: string) => b.$(`[data-testid="report-list"] tr[data-title="${title}"]`);
const form = (b: Browser) => b.$('div:not([hidden]) > [data-testid="report-form"]');
const field = (b: Browser, name: string) => b.$(`div:not([hidden]) > [data-testid="report-form"] [data-testid="report-${name}"]`);
const activeTab = (b: Browser) => b.$('[data-testid="report-tabs"] [role="tab"][aria-selected="true"]');
const TITLE = 'Cobertura do 1º turno';

describe('reports area', function () {
  let k: TestKernel;
  let ana: TestClient;
  let today: string;
  let categoryId: number;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, reports], config: { webRoot } });
    ana = await k.userWith(ROLES, 'ana');
    today = await branchToday(ana);
    const c = created(await ana.post('/api/reports/categories', { name: 'Eleições' }), 'category');
    categoryId = c.id;
    created(await ana.post(`/api/reports/categories/${c.id}/events`, { name: '1º turno' }), 'event');
    const other = created(await ana.post('/api/reports/categories', { name: 'Clima' }), 'category');
    created(await ana.post('/api/reports', { title: 'Temporal na zona sul', date: today, categoryId: other.id, people: 'Defesa Civil' }), 'report');
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'reports');
  });

  after(async function () {
    await k?.stop();
  });

  it('writes a report with a formatted body and saves it', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 4000);
    await clickAt(browser, '[data-testid="menu-reports"]');
    await browser.$('[data-testid="report-list"]').waitForDisplayed({ timeout: LONG });
    await dismissDesktopOffer(browser, 8000);
    await clickAt(browser, '[data-testid="report-new"]');
    await form(browser).waitForDisplayed({ timeout: LONG });
    // saving without title and category names both, and keeps what was typed
    await field(browser, 'people').setValue('Ana Souza (repórter), Carlos Lima (cinegrafista)');
    await clickAt(browser, 'div:not([hidden]) > [data-testid="report-form"] [data-testid="report-save"]');
    expect(await form(browser).getText()).to.contain(pt.problems.title).and.contain(pt.problems.categoryId);
    expect(await field(browser, 'people').getValue()).to.contain('Carlos Lima');
    await field(browser, 'title').setValue(TITLE);
    await field(browser, 'category').selectByAttribute('value', String(categoryId));
    await field(browser, 'event').selectByVisibleText('1º turno');
    await clickAt(browser, 'div:not([hidden]) > [data-testid="report-form"] [data-testid="report-body-text"]');
    await browser.keys('Equipe em três zonas eleitorais. ');
    await browser.keys(['Control', 'b']);
    await browser.keys('Sem ocorrências.');
    await browser.keys(['Control', 'b']);
    await clickAt(browser, 'div:not([hidden]) > [data-testid="report-form"] [data-testid="report-save"]');
    await browser.waitUntil(async () => (await activeTab(browser).getText()).includes(TITLE), { timeout: LONG, timeoutMsg: 'the tab never took the title' });
    expect(await form(browser).getAttribute('data-mode')).to.equal('edit');
    const found = (await ana.get('/api/reports/filter?text=turno')).body.data as { title: string; eventId: number | null; body: { children: { text: string; bold?: boolean }[] }[]; people: string }[];
    expect(found.map((r) => r.title)).to.deep.equal([TITLE]);
    const runs = found[0]!.body.flatMap((p) => p.children);
    expect(runs.find((x) => x.bold)?.text).to.equal('Sem ocorrências.');
    expect(found[0]!.people).to.contain('Carlos Lima');
    expect(await browser.$('[data-testid="report-files-none"]').isDisplayed()).to.equal(true);

    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'reports-form', size);
      await assertAccessible(browser, `report form at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
  });

  it('finds the report by text and category in the list, and shows it read-only in the drawer with its versions', async function () {
    await clearNotices(browser);
    await clickAt(browser, '[data-testid="report-tabs-list"]');
    await row(browser, TITLE).waitForDisplayed({ timeout: LONG });
    await row(browser, 'Temporal na zona sul').waitForDisplayed({ timeout: LONG });
    await browser.$('[data-testid="filter-text"]').setValue('defesa');
    await row(browser, TITLE).waitForExist({ reverse: true, timeout: LONG });
    await clickAt(browser, '[data-testid="filter-clear"]');
    await browser.$('[data-testid="filter-category"]').selectByAttribute('value', String(categoryId));
    await row(browser, 'Temporal na zona sul').waitForExist({ reverse: true, timeout: LONG });
    expect(await row(browser, TITLE).getText()).to.contain('Eleições · 1º turno');
    for (const size of SIZES) {
      await useSize(browser, size);
      await row(browser, TITLE).waitForExist({ timeout: LONG });
      await shotAt(browser, 'reports-list', size);
      await assertAccessible(browser, `report list at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);

    await clickAt(browser, `[data-testid="report-list"] tr[data-title="${TITLE}"] [data-testid="report-menu"]`);
    await clickAt(browser, '[data-testid="report-menu-view"]');
    const viewer = browser.$('[data-testid="document-drawer"][data-origin="report"] [data-testid="report-viewer"]');
    await viewer.waitForDisplayed({ timeout: LONG });
    expect(await browser.$('[data-testid="report-viewer-header"]').getText()).to.contain('Eleições').and.contain('1º turno').and.contain('Carlos Lima');
    expect(await browser.$('[data-testid="report-viewer-body"]').getText()).to.contain('Equipe em três zonas eleitorais. Sem ocorrências.');
    await shotAt(browser, 'reports-viewer', SIZES[0]);
    await assertAccessible(browser, 'report viewer in the drawer');
    await clickAt(browser, '[data-testid="report-viewer-versions"]');
    await browser.$('[data-testid="report-versions-dialog"] [data-testid="report-version"]').waitForDisplayed({ timeout: LONG });
    await assertAccessible(browser, 'report versions');
    await browser.keys('Escape');
    await browser.$('[data-testid="report-versions-dialog"]').waitForExist({ reverse: true, timeout: LONG });
    await browser.keys('Escape');
    await browser.$('[data-testid="document-drawer"][data-origin="report"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('manages categories and events, and says why a category in use stays', async function () {
    await clickAt(browser, '[data-testid="report-categories"]');
    const dialog = browser.$('[data-testid="report-categories-dialog"]');
    await dialog.waitForDisplayed({ timeout: LONG });
    // private creation is off until the administrator allows it
    expect((await ana.get('/api/reports/config')).body.privateCreation).to.equal(false);
    await clickAt(browser, '[data-testid="report-private-creation"]');
    await browser.waitUntil(async () => (await ana.get('/api/reports/config')).body.privateCreation === true, { timeout: LONG, timeoutMsg: 'the setting was not saved' });
    await browser.$('[data-testid="category-new-name"]').setValue('Esporte');
    await clickAt(browser, '[data-testid="category-new-save"]');
    const sport = browser.$('[data-testid="category"][data-name="Esporte"]');
    await sport.waitForDisplayed({ timeout: LONG });
    const eventInputs = await browser.$$('[data-testid="event-new-name"]');
    const names = await browser.$$('[data-testid="category"]').map((x) => x.getAttribute('data-name'));
    await eventInputs[names.indexOf('Esporte')]!.setValue('Final do estadual');
    await (await browser.$$('[data-testid="event-new-save"]'))[names.indexOf('Esporte')]!.click();
    await browser.$('[data-testid="event"][data-name="Final do estadual"]').waitForDisplayed({ timeout: LONG });
    for (const size of SIZES) {
      await useSize(browser, size);
      await dialog.waitForDisplayed({ timeout: LONG });
      await shotAt(browser, 'reports-categories', size);
      await assertAccessible(browser, `report categories at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await clearNotices(browser);
    await clickAt(browser, '[data-testid="category"][data-name="Eleições"] [data-testid="category-remove"]');
    await clickAt(browser, '[data-testid="category-remove-dialog-confirm"]');
    await noticeWith(browser, 'error', fill(pt.errors.report.inUse, { count: 1 }));
    expect(await browser.$('[data-testid="category"][data-name="Eleições"]').isDisplayed()).to.equal(true);
    await clickAt(browser, '[data-testid="report-categories-close"]');
    await dialog.waitForExist({ reverse: true, timeout: LONG });
  });

  it('shows the area in en_US and es_ES', async function () {
    await clearNotices(browser);
    await useSize(browser, SIZES[1]);
    for (const locale of ['en_US', 'es_ES', 'pt_BR'] as const) {
      const w = strings(`plugins/reports/i18n/${locale}.json`);
      await browser.$('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await browser.$('[data-testid="language-select"]').selectByAttribute('value', locale);
      await browser.waitUntil(async () => (await browser.$('[data-testid="menu-reports"]').getText()).includes(w.menu), { timeout: LONG, timeoutMsg: `no ${locale} menu entry` });
      await browser.waitUntil(async () => (await browser.$('[data-testid="panel-reports"] h1').getText()) === w.title, { timeout: LONG, timeoutMsg: `the area is not titled in ${locale}` });
      expect(await browser.$('[data-testid="report-new"]').getText()).to.equal(w.new);
      expect((await browser.$('[data-testid="report-list"]').getText()).toLowerCase()).to.contain(w.fields.categoryId.toLowerCase()).and.contain(TITLE.toLowerCase());
      await clickAt(browser, `[data-testid="report-list"] tr[data-title="${TITLE}"] [data-testid="report-open"]`);
      await form(browser).waitForDisplayed({ timeout: LONG });
      // the labels are upper case by style
      expect((await form(browser).getText()).toLowerCase()).to.contain(w.fields.people.toLowerCase()).and.contain(w.fields.files.toLowerCase());
      if (locale !== 'pt_BR') {
        await shotAt(browser, `reports-form-${locale}`, SIZES[1]);
        await assertAccessible(browser, `report form in ${locale}`);
      }
      await clearNotices(browser);
      await clickAt(browser, '[data-testid="report-tabs-list"]');
      if (locale !== 'pt_BR') await assertAccessible(browser, `report list in ${locale}`);
    }
  });

  it('offers an unsaved change back after a reload (drafts section Relatórios)', async function () {
    await useSize(browser, SIZES[0]);
    const anaId = Number((await ana.get('/api/users/me')).body.id);
    const cached = async () => browser.execute((key: string) => localStorage.getItem(key) ?? '', `unsaved_data_cache.${anaId}`);
    await clearNotices(browser);
    await clickAt(browser, `[data-testid="report-list"] tr[data-title="${TITLE}"] [data-testid="report-open"]`);
    await form(browser).waitForDisplayed({ timeout: LONG });
    await field(browser, 'people').setValue('Fonte reservada no TRE');
    await browser.waitUntil(async () => (await cached()).includes('Fonte reservada no TRE'), { timeout: LONG, timeoutMsg: 'the draft was never cached' });
    await browser.refresh();
    await browser.$('[data-testid="drafts-recovery"]').waitForDisplayed({ timeout: LONG });
    expect(await browser.$('[data-testid="drafts-reports"]').getText()).to.contain(TITLE);
    await assertAccessible(browser, 'report draft in the recovery dialog');
    await clickAt(browser, '[data-testid="drafts-reports"] [data-testid="draft-edit"]');
    await form(browser).waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await field(browser, 'people').getValue()) === 'Fonte reservada no TRE', { timeout: LONG, timeoutMsg: 'the draft was not applied' });
    expect(await form(browser).getAttribute('data-dirty')).to.equal('true');
    await clickAt(browser, 'div:not([hidden]) > [data-testid="report-form"] [data-testid="report-save"]');
    await browser.waitUntil(async () => (await ana.get('/api/reports/filter?text=turno')).body.data[0]?.people === 'Fonte reservada no TRE', { timeout: LONG, timeoutMsg: 'the restored draft was not saved' });
    await browser.waitUntil(async () => !(await cached()).includes('Fonte reservada no TRE'), { timeout: LONG, timeoutMsg: 'the saved draft stayed in the cache' });
  });

  it('attaches a file while a field is being typed; the typing stays and the file opens for its reader', async function () {
    await clearNotices(browser);
    await field(browser, 'people').setValue('Ainda digitando');
    const file = path.join(os.tmpdir(), `ata-${process.pid}.txt`);
    fs.writeFileSync(file, 'Ata da apuração');
    const input = 'div:not([hidden]) > [data-testid="report-form"] [data-testid="report-file-input"]';
    await browser.execute((sel: string) => { (document.querySelector(sel) as HTMLInputElement).hidden = false; }, input);
    await browser.$(input).setValue(await browser.uploadFile(file));
    fs.rmSync(file, { force: true });
    await browser.execute((sel: string) => { (document.querySelector(sel) as HTMLInputElement).hidden = true; }, input);
    const chip = browser.$('div:not([hidden]) > [data-testid="report-form"] [data-testid="report-file"]');
    await chip.waitForDisplayed({ timeout: LONG });
    expect(await chip.getText()).to.contain(path.basename(file));
    expect(await field(browser, 'people').getValue()).to.equal('Ainda digitando');
    const href = String(await chip.$('a').getAttribute('href'));
    expect(await browser.execute(async (url: string) => (await fetch(url)).text(), href)).to.equal('Ata da apuração');
    await shotAt(browser, 'reports-attachment', SIZES[0]);
    await assertAccessible(browser, 'report form with an attachment');
  });
});
