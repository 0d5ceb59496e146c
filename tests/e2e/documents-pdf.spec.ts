/**
 * PDFs of guidelines and reportages from their screens, and the branch logo (issue 14 item 8): the
 * guidelines list opens the day's grid PDF and, from a row's menu, a guideline's content PDF; the
 * guideline form's PDF menu opens its archive; the reportage editor's menu opens its PDF in two
 * columns, in the reader's language (pt_BR, en_US, es_ES); each opened address answers a PDF read back (in Node, pdf.js) with the document's text.
 * The admin uploads a logo in the branch settings ("Logotipo"), saves, and the next PDF paints it;
 * removing it prints none. axe and screenshots at the three sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import sharp from 'sharp';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import guidelines from '@lauda/plugin-guidelines';
import rundown from '@lauda/plugin-rundown';
import reportages from '@lauda/plugin-reportages';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, noticeWith, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

const ROLES = [
  'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE',
  'ROLE_USER_READ', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_STORY_READ',
];
const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

/** What a PDF says and how many images its first page paints. */
async function readPdf(c: TestClient, url: string, base: string): Promise<{ text: string; images: number }> {
  const res = await fetch(base + url, { headers: { cookie: c.cookie! } });
  expect(res.status, url).to.equal(200);
  expect(res.headers.get('content-type')).to.equal('application/pdf');
  const doc = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const text = (await page.getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join(' ');
    const images = (await page.getOperatorList()).fnArray.filter((f) => f === OPS.paintImageXObject).length;
    return { text, images };
  } finally {
    await doc.destroy();
  }
}

/** window.open recorded instead of opening (headless Chromium leaves a popup's page unscriptable). */
const recordOpens = () => browser.execute(() => {
  const w = window as unknown as { __opened: string[]; open: (url: string) => unknown };
  w.__opened = [];
  w.open = (url: string) => (w.__opened.push(url), {});
});
const opened = () => browser.execute(() => (window as unknown as { __opened: string[] }).__opened);

describe('PDFs of guidelines and reportages, and the branch logo', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let today: string;
  let guidelineId: number;
  let reportageId: number;
  const shell = strings('web-shell/src/i18n/pt_BR.json');

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, devices, rundown, guidelines, reportages], config: { webRoot } });
    chefe = await k.userWith(ROLES, 'chefe');
    const me = (await chefe.get('/api/users/me')).body.id as number;
    const program = created(await chefe.post('/api/programs', { name: 'Jornal da Tarde', start: '12:00:00', end: '12:30:00' }), 'program');
    today = await branchToday(chefe);
    guidelineId = created(await chefe.post('/api/assignments', {
      slug: 'FEIRA DO LIVRO', date: today, programsIds: [program.id], proposal: 'Abertura da feira na praça central.',
      guides: [{ scheduleTime: '14:00', interviewee: 'Ana Ribeiro', address: 'Praça da Matriz' }], tasks: [{ label: 'Reservar o carro' }],
    }), 'guideline').id;
    reportageId = created(await chefe.post('/api/news_reports', {
      slug: 'ENCHENTE NO CENTRO', date: today, reporterId: me, programsIds: [program.id],
      sections: [{ type: 'OFF', content: rich('A água subiu um metro na avenida principal.') }, { type: 'APPEARANCE', content: rich('A Defesa Civil mantém o alerta.') }],
    }), 'reportage').id;
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'documents-pdf');
  });

  after(async () => k?.stop());

  it('the guidelines list opens the day\'s PDF and a guideline\'s; the form its archive', async function () {
    await signIn(browser, k.url, 'chefe');
    await dismissDesktopOffer(browser, 1500);
    await clickAt(browser, '[data-testid="menu-guidelines"]');
    await $('[data-testid="guideline-list"] tr[data-slug="FEIRA DO LIVRO"]').waitForDisplayed({ timeout: LONG });
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'guidelines-pdf-list', size);
      await assertAccessible(browser, `guidelines list with PDF (${size.name})`);
    }
    await useSize(browser, SIZES[0]);
    await recordOpens();
    await clickAt(browser, '[data-testid="guidelines-pdf"]');
    await clickAt(browser, '[data-testid="guideline-list"] tr[data-slug="FEIRA DO LIVRO"] [data-testid="guideline-menu"]');
    await clickAt(browser, '[data-testid="guideline-menu-pdf-content"]');
    const [grid, content] = await opened();
    expect(grid).to.equal(`/api/assignments/pdf?kind=grid&date=${today}&locale=pt_BR`);
    expect(content).to.equal(`/api/assignments/${guidelineId}/pdf?kind=content&locale=pt_BR`);
    expect((await readPdf(chefe, grid!, k.url)).text).to.include('Pautas do dia').and.include('FEIRA DO LIVRO').and.include('14:00');
    expect((await readPdf(chefe, content!, k.url)).text).to.include('FEIRA DO LIVRO').and.include('Ana Ribeiro').and.include('Praça da Matriz');

    await clickAt(browser, '[data-testid="guideline-list"] tr[data-slug="FEIRA DO LIVRO"] [data-testid="guideline-open"]');
    await $('div:not([hidden]) > [data-testid="guideline-form"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, 'div:not([hidden]) > [data-testid="guideline-form"] [data-testid="guideline-pdf"]');
    await shotAt(browser, 'guideline-form-pdf-menu', SIZES[0]);
    await assertAccessible(browser, 'guideline form PDF menu');
    await clickAt(browser, '[data-testid="guideline-pdf-pdf-archive"]');
    const archive = (await opened())[2]!;
    expect(archive).to.equal(`/api/assignments/${guidelineId}/pdf?kind=archive&locale=pt_BR`);
    expect((await readPdf(chefe, archive, k.url)).text).to.include('Arquivo').and.include('Reservar o carro');
  });

  it('the reportage editor\'s menu opens its PDF in two columns, and in one in the reader\'s language', async function () {
    await browser.url(k.url + '/main');
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await clickAt(browser, `[data-testid="open-${reportageId}"]`);
    await $(`[data-testid="reportage-editor"][data-id="${reportageId}"]`).waitForDisplayed({ timeout: LONG });
    await recordOpens();
    await clickAt(browser, '[data-testid="reportage-menu"]');
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'reportage-pdf-menu', size);
    }
    await useSize(browser, SIZES[0]);
    await assertAccessible(browser, 'reportage menu with PDF');
    await clickAt(browser, '[data-testid="reportage-menu-pdf2"]');
    const [url] = await opened();
    expect(url).to.equal(`/api/news_reports/${reportageId}/pdf?kind=content&columns=2&locale=pt_BR`);
    const pdf = await readPdf(chefe, url!, k.url);
    expect(pdf.text).to.include('ENCHENTE NO CENTRO').and.include('duas colunas').and.include('01 · Off').and.include('A água subiu um metro na avenida principal.');
    expect(pdf.images).to.equal(0);

    // the PDF speaks the reader's language: the page's, sent as `locale`
    for (const [locale, words] of [['en_US', ['one column', 'Voice-over', 'Total time']], ['es_ES', ['una columna', 'Tiempo total']]] as const) {
      await browser.url(k.url + '/main');
      await $('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await clickAt(browser, '[data-testid="menu-reportages"]');
      await clickAt(browser, `[data-testid="open-${reportageId}"]`);
      await $(`[data-testid="reportage-editor"][data-id="${reportageId}"]`).waitForDisplayed({ timeout: LONG });
      await recordOpens();
      await clickAt(browser, '[data-testid="reportage-menu"]');
      const label = strings(`plugins/reportages/i18n/${locale}.json`).web.print.pdf1 as string;
      expect(await $('[data-testid="reportage-menu-pdf1"]').getText()).to.equal(label);
      await clickAt(browser, '[data-testid="reportage-menu-pdf1"]');
      const [one] = await opened();
      expect(one).to.equal(`/api/news_reports/${reportageId}/pdf?kind=content&columns=1&locale=${locale}`);
      const text = (await readPdf(chefe, one!, k.url)).text;
      for (const w of words) expect(text, locale).to.include(w);
    }
    await $('[data-testid="language-select"]').selectByAttribute('value', 'pt_BR');
  });

  it('the admin uploads the branch logo, and the next PDF paints it; removed, none', async function () {
    await browser.url(k.url + '/admin/branch-settings');
    await $('[data-testid="settings-logo"]').waitForDisplayed({ timeout: LONG });
    const file = path.join(os.tmpdir(), `lauda-logo-${process.pid}.png`);
    await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#1f63d6"/><text x="20" y="52" font-size="36" fill="#fff">TV</text></svg>')).png().toFile(file);
    // the file field is hidden behind the "choose image" button
    await browser.execute(() => document.querySelector('[data-testid="settings-logo-file"]')?.removeAttribute('hidden'));
    await $('[data-testid="settings-logo-file"]').setValue(file);
    await browser.execute(() => document.querySelector('[data-testid="settings-logo-file"]')?.setAttribute('hidden', ''));
    await $('[data-testid="settings-logo-image"]').waitForDisplayed({ timeout: LONG });
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'branch-logo', size);
      await assertAccessible(browser, `branch settings with a logo (${size.name})`);
    }
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="settings-save"]');
    await noticeWith(browser, 'success', shell.admin.settings.saved);
    const logoFileId = (await chefe.get('/api/branch/config')).body.logoFileId as number;
    expect(logoFileId).to.be.a('number');
    expect((await readPdf(chefe, `/api/news_reports/${reportageId}/pdf?kind=content&columns=2`, k.url)).images).to.equal(1);
    await clearNotices(browser);

    await clickAt(browser, '[data-testid="settings-logo-remove"]');
    expect(await $('[data-testid="settings-logo"]').getText()).to.include(shell.admin.settings.logoNone);
    await clickAt(browser, '[data-testid="settings-save"]');
    await noticeWith(browser, 'success', shell.admin.settings.saved);
    expect((await chefe.get('/api/branch/config')).body.logoFileId).to.equal(null);
    expect((await readPdf(chefe, `/api/assignments/${guidelineId}/pdf?kind=content`, k.url)).images).to.equal(0);
  });

  it('the admin sets the PDFs in the branch font; a file that is not a font is refused with the translated message', async function () {
    await browser.url(k.url + '/admin/branch-settings');
    await $('[data-testid="settings-font"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="settings-font"]').getText()).to.include(shell.admin.settings.fontNone);
    const choose = async (file: string) => {
      // the file field is hidden behind the "choose font" button
      await browser.execute(() => document.querySelector('[data-testid="settings-font-file"]')?.removeAttribute('hidden'));
      await $('[data-testid="settings-font-file"]').setValue(file);
      await browser.execute(() => document.querySelector('[data-testid="settings-font-file"]')?.setAttribute('hidden', ''));
    };
    const notFont = path.join(os.tmpdir(), `lauda-font-${process.pid}.ttf`);
    fs.writeFileSync(notFont, 'this is no font');
    await choose(notFont);
    await noticeWith(browser, 'error', shell.errors.branch.invalidFont);
    await clearNotices(browser);
    await choose(path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto', 'Roboto-Italic.ttf'));
    await $('[data-testid="settings-font-set"]').waitForDisplayed({ timeout: LONG });
    await assertAccessible(browser, 'branch settings with a font');
    await shotAt(browser, 'branch-font', SIZES[0]);
    await clickAt(browser, '[data-testid="settings-save"]');
    await noticeWith(browser, 'success', shell.admin.settings.saved);
    expect((await chefe.get('/api/branch/config')).body.fontFileId).to.be.a('number');
    // the next PDF is set in it and still reads as text
    expect((await readPdf(chefe, `/api/assignments/${guidelineId}/pdf?kind=content`, k.url)).text).to.be.a('string').and.not.equal('');
  });
});
