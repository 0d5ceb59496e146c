/**
 * Reportages in the browser (issue 14 items 2 and 3): a reporter writes a reportage with two
 * sections and saves it (Ctrl+S); an editor approves it and sends it to today's rundown, where it
 * appears as a story with its script. axe at the three sizes, on the list and on the editor.
 * A kernel with the admin, devices, rundown and reportages plugins runs in this process.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import reportages from '@lauda/plugin-reportages';
import type { Browser } from 'webdriverio';
import { LONG, SIZES, assertAccessible, assertBuilt, branchToday, clickAt, created, dismissDesktopOffer, fill, notification, openRundown, secondBrowser, shotAt, signIn, strings, useSize, webRoot } from './support.js';

const REPORTER = ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_STORY_READ'];
const EDITOR = [...REPORTER, 'ROLE_NEWS_REPORT_ADMIN', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ'];

describe('reportages: a reporter writes, an editor approves and sends it to the rundown', function () {
  let k: TestKernel;
  let chief: TestClient;
  let programId: number;
  let rundownId: number;
  let reportageId: number;
  let other: Browser | undefined;
  const pt = strings('plugins/reportages/i18n/pt_BR.json').web;
  const ptRundown = strings('plugins/rundown/i18n/pt_BR.json');

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, devices, rundown, reportages], config: { webRoot } });
    chief = await k.userWith([...EDITOR, 'ROLE_PROGRAM_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_MEDIA_READ'], 'chefe');
    programId = created(await chief.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    // the program's CG device (Intelligent Interface) with a credit template of two lines
    const cg = created(await chief.post('/api/devices', { name: 'CG estúdio', kind: 'CG', protocol: 'II', host: '127.0.0.1', programIds: [programId] }), 'CG device');
    created(await chief.post(`/api/devices/${cg.id}/story-templates`, { code: 'CRED2', name: 'Crédito 2 linhas', fields: [{ name: 'linha1', size: 30 }, { name: 'linha2' }] }), 'template');
    rundownId = created(await chief.post('/api/rundowns', { date: await branchToday(chief), programId }), 'rundown').id;
    await k.userWith(REPORTER, 'reporter');
    await k.userWith(EDITOR, 'editor');
  });
  after(async function () {
    await other?.deleteSession().catch(() => undefined);
    await k?.stop();
  });

  /** A screenshot and axe at the three sizes, back to the desktop size. */
  const atEverySize = async (screen: string) => {
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, screen, size);
      await assertAccessible(browser, `${screen} ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
  };
  const type = async (selector: string, text: string) => {
    await clickAt(browser, selector);
    await browser.keys(text);
  };

  it('the reporter writes a reportage with two sections and saves it with Ctrl+S', async function () {
    await signIn(browser, k.url, 'reporter');
    await dismissDesktopOffer(browser, 1500);
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await $('[data-testid="reportage-list"]').waitForDisplayed({ timeout: LONG });
    await atEverySize('reportages-list');
    await clickAt(browser, '[data-testid="reportage-new"]');
    const form = $('[data-testid="reportage-editor"]');
    await form.waitForDisplayed({ timeout: LONG });
    await type('[data-testid="rep-slug"]', 'feira do livro');
    expect(await $('[data-testid="rep-slug"]').getValue()).to.equal('FEIRA DO LIVRO');
    await clickAt(browser, '[data-testid="add-section-OFF"]');
    await type('[data-testid="section-0-editor-text"]', 'A feira reúne duzentas editoras no centro de convenções.');
    await clickAt(browser, '[data-testid="add-section-INTERVIEW"]');
    await type('[data-testid="section-1-editor-text"]', 'Ana Lima, organizadora');
    await type('[data-testid="section-1-quote"]', 'Esperamos cem mil visitantes.');
    // a CG from the program's CG device: its template's fields, the first limited to 30 characters
    await browser.waitUntil(async () => (await $$('[data-testid="cg-template"] option').length) > 1, { timeout: LONG, timeoutMsg: 'no CG template offered' });
    await $('[data-testid="cg-template"]').selectByIndex(1);
    await clickAt(browser, '[data-testid="cg-add"]');
    await type('[data-testid="cg-0-field-0"]', 'Ana Lima');
    await type('[data-testid="cg-0-field-1"]', 'Organizadora da feira');
    expect(await $('[data-testid="cg-0-field-0"]').getAttribute('maxlength')).to.equal('30');
    // the interview starts manual: its duration is typed as mm:ss
    await clickAt(browser, '[data-testid="section-1-duration"]');
    await browser.keys(['Control', 'a']);
    await browser.keys('0012');
    expect(await $('[data-testid="section-1-duration"]').getValue()).to.equal('00:12');
    // the OFF is timed from its text (56 characters at 0.075 s = 4.2 s) and the total runs with it
    await browser.waitUntil(async () => (await $('[data-testid="reportage-total"]').getText()).includes('00:16'), { timeout: LONG, timeoutMsg: 'the running total never became 00:16' });
    await dismissDesktopOffer(browser);
    await atEverySize('reportages-editor');
    await clickAt(browser, '[data-testid="section-0-editor-text"]');
    await browser.keys(['Control', 's']);
    await notification(browser, fill(pt.saved, { slug: 'FEIRA DO LIVRO' }));
    await browser.waitUntil(async () => Number(await form.getAttribute('data-id')) > 0, { timeout: LONG, timeoutMsg: 'the editor never showed the saved reportage' });
    reportageId = Number(await form.getAttribute('data-id'));
    const saved = (await chief.get(`/api/news_reports/${reportageId}`)).body;
    expect(saved.slug).to.equal('FEIRA DO LIVRO');
    expect(saved.sections.map((s: any) => [s.type, s.duration])).to.deep.equal([['OFF', 'PT4.2S'], ['INTERVIEW', 'PT12S']]);
    expect(saved.programsIds).to.deep.equal([programId]);
    expect(saved.cgs.map((c: any) => [c.ciiData.templateCode, ...c.ciiData.fields.map((f: any) => f.value)])).to.deep.equal([['CRED2', 'Ana Lima', 'Organizadora da feira']]);
    expect(saved.ok).to.equal(false);
    // the reporter holds its lock while the editor is open
    const locks = (await chief.get('/api/locks')).body as { key: string; nickname: string }[];
    expect(locks.map((l) => l.key)).to.include(`reportage:${reportageId}`);
    // closing with an unsaved change (Ctrl+Alt+C) asks yes / no / cancel; "no" drops it
    await type('[data-testid="rep-cameraman"]', 'Joel');
    await browser.keys(['Control', 'Alt', 'c']);
    await $('[data-testid="close-dialog"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="close-dialog-no"]');
    await $('[data-testid="reportage-editor"]').waitForExist({ reverse: true, timeout: LONG });
    expect((await chief.get(`/api/news_reports/${reportageId}`)).body.cameraman).to.equal(null);
  });

  it('the editor approves it and sends it to today\'s rundown, where it is a story with its script', async function () {
    await browser.reloadSession();
    await signIn(browser, k.url, 'editor');
    await dismissDesktopOffer(browser, 1500);
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await clickAt(browser, `[data-testid="open-${reportageId}"]`);
    const form = $(`[data-testid="reportage-editor"][data-id="${reportageId}"]`);
    await form.waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await form.getAttribute('data-lock')) === 'mine', { timeout: LONG, timeoutMsg: 'the editor never got the lock (the reporter\'s was released on close)' });
    await clickAt(browser, '[data-testid="reportage-menu"]');
    await clickAt(browser, '[data-testid="reportage-menu-approve"]');
    await notification(browser, pt.approved);
    await $('[data-testid="reportage-approved"]').waitForDisplayed({ timeout: LONG });
    expect((await chief.get(`/api/news_reports/${reportageId}`)).body.ok).to.equal(true);

    await clickAt(browser, '[data-testid="reportage-menu"]');
    await clickAt(browser, '[data-testid="reportage-menu-send"]');
    await $('[data-testid="send-dialog"]').waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await $('[data-testid="send-target"]').getValue()) !== 'drawer', { timeout: LONG, timeoutMsg: 'today\'s rundown was not offered' });
    await shotAt(browser, 'reportages-send', SIZES[0]);
    await assertAccessible(browser, 'send dialog');
    await clickAt(browser, '[data-testid="send-confirm"]');
    await notification(browser, fill(pt.send.done, { slug: 'FEIRA DO LIVRO' }));

    const r = (await chief.get(`/api/rundowns/${rundownId}`)).body;
    const story = r.blocks.flatMap((b: any) => b.stories).find((s: any) => s.slug === 'FEIRA DO LIVRO');
    expect(story, 'the story in the rundown').to.not.equal(undefined);
    const full = (await chief.get(`/api/stories/${story.id}`)).body;
    expect(full.reportageId).to.equal(reportageId);
    const vt = full.sections.find((s: any) => s.type === 'VT');
    const text = vt.subSections.map((x: any) => (x.text ?? []).map((p: any) => p.children.map((c: any) => c.text).join('')).join(' ')).join(' | ');
    expect(text).to.contain('A feira reúne duzentas editoras').and.to.contain('Esperamos cem mil visitantes.');
    expect(vt.duration).to.equal('PT16.2S');
    const cgs = vt.subSections.filter((x: any) => x.type === 'CG');
    expect(cgs.map((x: any) => [x.code, ...x.cgFields.map((f: any) => f.value)])).to.deep.equal([['CRED2', 'Ana Lima', 'Organizadora da feira']]);

    // and in the rundown's grid; its form says which reportage it came from
    await openRundown(browser, programId);
    const row = $('[data-testid="rundown-view"] [data-testid="story-row"][data-slug="FEIRA DO LIVRO"]');
    await row.waitForDisplayed({ timeout: LONG });
    await row.$('[data-testid="cell-slug"]').doubleClick();
    const from = $(`[data-testid="story-form"][data-story-id="${story.id}"] [data-testid="story-from-reportage"]`);
    await from.waitForDisplayed({ timeout: LONG });
    expect(await from.getText()).to.equal(fill(ptRundown.storyForm.fromReportage, { id: reportageId }));
    await shotAt(browser, 'reportages-in-rundown', SIZES[0]);
    // the line opens the reportage itself in the document drawer (read-only), and Esc closes it
    await clickAt(browser, `[data-testid="story-form"][data-story-id="${story.id}"] [data-testid="story-from-reportage"]`);
    const viewer = $('[data-testid="document-drawer"][data-origin="reportage"] [data-testid="reportage-viewer"]');
    await viewer.waitForDisplayed({ timeout: LONG });
    expect(await viewer.getText()).to.contain('FEIRA DO LIVRO');
    // every field of the reportage, by name
    expect(await $('[data-testid="reportage-viewer-fields"] [data-field="reporterId"]').getText()).to.contain('reporter');
    expect(await $('[data-testid="reportage-viewer-fields"] [data-field="programsIds"]').getText()).to.contain('Jornal da Noite');
    await assertAccessible(browser, 'document drawer with a reportage');
    await shotAt(browser, 'reportages-viewer-from-story', SIZES[0]);
    await browser.keys('Escape');
    await $('[data-testid="document-drawer"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('a second user sees who holds the lock and takes it over with confirmation; the holder is told at once', async function () {
    const open = async (b: Browser) => {
      await b.$('[data-testid="menu-reportages"]').click();
      const link = b.$(`[data-testid="open-${reportageId}"]`);
      await link.waitForDisplayed({ timeout: LONG });
      await link.click();
      const form = b.$(`[data-testid="reportage-editor"][data-id="${reportageId}"]`);
      await form.waitForDisplayed({ timeout: LONG });
      return form;
    };
    const mine = await open(browser);
    await browser.waitUntil(async () => (await mine.getAttribute('data-lock')) === 'mine', { timeout: LONG, timeoutMsg: 'the editor never got the lock' });

    other = await secondBrowser();
    await other.setViewport({ width: 1280, height: 720 });
    await signIn(other, k.url, 'reporter');
    await dismissDesktopOffer(other, 1500);
    const theirs = await open(other);
    await other.waitUntil(async () => (await theirs.getAttribute('data-lock')) === 'held', { timeout: LONG, timeoutMsg: 'the reporter never saw the lock held' });
    expect(await other.$('[data-testid="lock-held"]').getText()).to.contain(fill(pt.lock.held, { holder: 'editor' }));
    expect(await other.$('[data-testid="reportage-save"]').isEnabled()).to.equal(false);
    await clickAt(other, '[data-testid="take-over"]');
    await other.$('[data-testid="confirm-take-over"]').waitForDisplayed({ timeout: LONG });
    expect(await other.$('[data-testid="confirm-take-over"]').getText()).to.contain(fill(pt.lock.takeOverText, { holder: 'editor' }));
    await shotAt(other, 'reportages-take-over', SIZES[1]);
    await clickAt(other, '[data-testid="confirm-take-over-confirm"]');
    await other.waitUntil(async () => (await theirs.getAttribute('data-lock')) === 'mine', { timeout: LONG, timeoutMsg: 'the take-over did not give the reporter the lock' });
    expect(await other.$('[data-testid="reportage-save"]').isEnabled()).to.equal(true);
    // the editor's form turns read-only at once, saying who took it
    await browser.waitUntil(async () => (await mine.getAttribute('data-lock')) === 'lost', { timeout: LONG, timeoutMsg: 'the editor was not told of the take-over' });
    expect(await $('[data-testid="lock-lost"]').getText()).to.contain(fill(pt.lock.revoked, { holder: 'reporter' }));
    expect(await $('[data-testid="reportage-save"]').isEnabled()).to.equal(false);
    await shotAt(browser, 'reportages-lock-lost', SIZES[0]);
    const locks = (await chief.get('/api/locks')).body as { key: string; nickname: string }[];
    expect(locks.find((l) => l.key === `reportage:${reportageId}`)?.nickname).to.equal('reporter');
  });

  it('prints the reportage in two columns from the menu', async function () {
    // headless Chromium leaves a popup's page unscriptable: window.open is recorded and the page opened here
    await browser.execute(() => {
      const w = window as unknown as { __opened: string[]; open: (url: string) => unknown };
      w.__opened = [];
      w.open = (url: string) => (w.__opened.push(url), {});
    });
    await clickAt(browser, '[data-testid="reportage-menu"]');
    await clickAt(browser, '[data-testid="reportage-menu-print2"]');
    const opened = await browser.execute(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).to.have.length(1);
    expect(opened[0]).to.match(/^\/print\/[^/]+\/reportage_content$/);
    await browser.url(k.url + opened[0]);
    const sheet = $('[data-testid="reportage-print"]');
    await sheet.waitForDisplayed({ timeout: LONG });
    expect(await sheet.getAttribute('data-columns')).to.equal('2');
    const text = await sheet.getText();
    expect(text).to.contain('FEIRA DO LIVRO').and.to.contain('A feira reúne duzentas editoras').and.to.contain('Esperamos cem mil visitantes.');
    expect(text).to.contain(`01 · ${pt.sectionTypes.OFF} · 00:04`).and.to.contain(`02 · ${pt.sectionTypes.INTERVIEW} · 00:12`);
    await shotAt(browser, 'reportages-print', SIZES[0]);
    await assertAccessible(browser, 'reportage print');
  });

  it('offers the optional fields the admin enabled (classification, desks, vehicles) and hides one turned off', async function () {
    created(await chief.post('/api/classifications', { name: 'Cultura' }), 'classification');
    await browser.url(k.url + '/main');
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await clickAt(browser, `[data-testid="open-${reportageId}"]`);
    const editor = $(`[data-testid="reportage-editor"][data-id="${reportageId}"]`);
    await editor.waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await editor.$$('[data-testid="rep-classification"] option').map((o) => o.getText())).includes('Cultura'),
      { timeout: LONG, timeoutMsg: 'the classification list never offered Cultura' });
    expect(await editor.$('[data-testid="rep-vehicles"]').isExisting()).to.equal(true);
    expect(await editor.$('[data-testid="reportage-fields"]').getAttribute('data-rows')).to.equal('3');
    const version = (await chief.get('/api/configs/reportage')).body.version as number;
    expect((await chief.put('/api/configs/reportage', { classificationEnabled: false, version })).status).to.equal(200);
    await browser.url(k.url + '/main');
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await clickAt(browser, `[data-testid="open-${reportageId}"]`);
    await $(`[data-testid="reportage-editor"][data-id="${reportageId}"] [data-testid="rep-vehicles"]`).waitForDisplayed({ timeout: LONG });
    expect(await $(`[data-testid="reportage-editor"][data-id="${reportageId}"] [data-testid="rep-classification"]`).isExisting()).to.equal(false);
    await assertAccessible(browser, 'reportage editor with the optional fields');
  });

  it('speaks the three languages: the area, its list and the editor\'s sections', async function () {
    await useSize(browser, SIZES[1]);
    await browser.url(k.url + '/main');
    for (const locale of ['en_US', 'es_ES', 'pt_BR'] as const) {
      const w = strings(`plugins/reportages/i18n/${locale}.json`).web;
      await $('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await clickAt(browser, '[data-testid="menu-reportages"]');
      await browser.waitUntil(async () => (await $('[data-testid="reportage-new"]').getText()) === w.newButton, { timeout: LONG, timeoutMsg: `no ${locale} "new" button` });
      await clickAt(browser, `[data-testid="open-${reportageId}"]`);
      const section = $(`[data-testid="reportage-editor"][data-id="${reportageId}"] [data-testid="section-1"]`);
      await section.waitForDisplayed({ timeout: LONG });
      expect(await section.getText()).to.contain(`02 · ${w.sectionTypes.INTERVIEW}`);
      await shotAt(browser, `reportages-${locale}`, SIZES[1]);
      await browser.url(k.url + '/main');
    }
  });
});
