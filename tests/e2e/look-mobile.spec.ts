/**
 * The look of the newsroom and the mobile web app (issue 18 items 3 and 10): the administrator
 * chooses the theme colour (each of the 12 paints the header with readable text, axe) and a GIF
 * logo shown in the header and on the sign-in card; the shell is installable (manifest, service
 * worker) and reloads offline saying so; at 390x844 a reporter with ROLE_MOBILE_READ/WRITE uses
 * today's guidelines, a reportage's text and the chat, read-only without ROLE_MOBILE_WRITE, and a
 * user without ROLE_MOBILE_READ is refused. A real kernel with the built shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { THEME_COLORS, THEME_COLOR_NAMES } from '@lauda/sdk/web';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import guidelines from '@lauda/plugin-guidelines';
import reportages from '@lauda/plugin-reportages';
import chat from '@lauda/plugin-chat';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clickAt, created, dismissDesktopOffer, failureEvidence, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

const FIELD = ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_CHAT_READ', 'ROLE_STORY_READ'];
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const [desktop, , phone] = SIZES;
/** A real TrueType font as the branch font: pdfmake's Roboto italic. */
const FONT = fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto', 'Roboto-Italic.ttf'));
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const headerBackground = () => browser.execute(() => getComputedStyle(document.querySelector('[data-testid="header"]')!).backgroundColor);

/** No sideways scroll, and every control of the work area at least 24x24 px (WCAG 2.5.8). */
async function fitsThePhone(screen: string, within: string): Promise<void> {
  const [scroll, small] = await browser.execute((sel: string) => {
    const root = document.querySelector(sel);
    const tiny = Array.from(root?.querySelectorAll('button, a[href], input:not([type=hidden]), select, [role=button]') ?? [])
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 24 || r.height < 24))
      .map(({ el, r }) => `${el.outerHTML.slice(0, 80)} ${Math.round(r.width)}x${Math.round(r.height)}`);
    return [document.documentElement.scrollWidth - document.documentElement.clientWidth, tiny];
  }, within);
  expect(scroll, `${screen}: sideways scroll`).to.be.at.most(0);
  expect(small, `${screen}: targets under 24 px`).to.deep.equal([]);
}

/** A field screen at 390x844: it fits, its screenshot, axe. */
async function phoneScreen(screen: string, within: string): Promise<void> {
  await fitsThePhone(screen, within);
  await shotAt(browser, screen.replace(/ /g, '-'), phone);
  await assertAccessible(browser, screen);
}

describe('the look of the newsroom and the mobile web app', function () {
  let k: TestKernel;
  let chief: TestClient;
  let reportageId: number;
  let rundownId: number;
  const pt = strings('web-shell/src/i18n/pt_BR.json');

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, devices, rundown, guidelines, reportages, chat], config: { webRoot } });
    chief = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'], 'chefe');
    const rita = await k.userWith([...FIELD, 'ROLE_MOBILE_READ', 'ROLE_MOBILE_WRITE'], 'rita');
    await k.userWith([...FIELD, 'ROLE_MOBILE_READ'], 'leo');
    await k.userWith(FIELD, 'nina');
    const anchor = await k.userWith(['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ'], 'ancora');
    const today = await branchToday(chief);
    const program = created(await chief.post('/api/programs', { name: 'Jornal da Tarde', start: '12:00:00', end: '12:30:00' }), 'program');
    created(await chief.post('/api/assignments', { slug: 'FEIRA DO LIVRO', date: today, programsIds: [program.id], proposal: 'Abertura da feira na praça central.' }), 'guideline');
    const show = created(await anchor.post('/api/rundowns', { date: today, programId: program.id }), 'rundown');
    rundownId = show.id;
    created(await anchor.post(`/api/blocks/${show.blocks[0].id}/stories`, {
      slug: 'ABERTURA', page: '01', sections: [{ type: 'HEADER', entries: [{ camera: '1', text: [{ type: 'paragraph', children: [{ text: 'Boa tarde. A feira do livro abre hoje.' }] }] }] }],
    }), 'story');
    const ritaId = (await rita.get('/api/users/me')).body.id as number;
    reportageId = created(await rita.post('/api/news_reports', {
      slug: 'ENCHENTE', date: today, reporterId: ritaId, programsIds: [program.id],
      sections: [{ type: 'OFF', content: [{ type: 'paragraph', children: [{ text: 'A água subiu dois metros no centro da cidade.' }] }] }],
    }), 'reportage').id;
  });
  after(async function () {
    await k?.stop();
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'look-mobile-failed');
  });

  it('the administrator chooses the theme colour with a preview; the header takes it (three sizes, axe)', async function () {
    await useSize(browser, desktop);
    await signIn(browser, k.url, 'chefe');
    await dismissDesktopOffer(browser, 6000);
    await browser.url(`${k.url}/admin/branch-settings`);
    await $('[data-testid="settings-themeColor"]').waitForDisplayed({ timeout: LONG });
    expect(await headerBackground()).to.equal(rgb(THEME_COLORS.night));
    await clickAt(browser, '[data-testid="theme-color-wine"]');
    expect(await browser.execute(() => getComputedStyle(document.querySelector('[data-testid="theme-preview"]')!).backgroundColor)).to.equal(rgb(THEME_COLORS.wine));
    await clickAt(browser, '[data-testid="settings-save"]');
    await browser.waitUntil(async () => (await headerBackground()) === rgb(THEME_COLORS.wine), { timeout: LONG, timeoutMsg: 'the header never took the chosen colour' });
    expect((await chief.get('/api/branch/config')).body.themeColor).to.equal('wine');
    for (const size of SIZES) {
      await useSize(browser, size);
      await $('[data-testid="settings-themeColor"]').scrollIntoView({ block: 'start' });
      await shotAt(browser, 'look-settings-theme', size);
      await assertAccessible(browser, `settings at ${size.name}`);
    }
  });

  it('each of the 12 named colours paints the header with text that reads (axe)', async function () {
    await useSize(browser, desktop);
    for (const themeColor of THEME_COLOR_NAMES) {
      const config = (await chief.get('/api/branch/config')).body;
      expect((await chief.put('/api/branch/config', { ...config, themeColor })).status).to.equal(200);
      await browser.url(`${k.url}/main`);
      await browser.waitUntil(async () => (await headerBackground()) === rgb(THEME_COLORS[themeColor]), { timeout: LONG, timeoutMsg: `${themeColor} never painted the header` });
      await assertAccessible(browser, `header in ${themeColor}`);
    }
    await shotAt(browser, 'look-header-silver', desktop);
  });

  it('a GIF logo shows in the header and on the sign-in card', async function () {
    const form = new FormData();
    form.append('file', new Blob([GIF], { type: 'image/gif' }), 'logo.gif');
    const up = await chief.raw('POST', '/api/branch/logo', form);
    expect(up.status).to.equal(201);
    const config = (await chief.get('/api/branch/config')).body;
    expect((await chief.put('/api/branch/config', { ...config, logoFileId: up.body.id, themeColor: 'teal' })).status).to.equal(200);
    await browser.url(`${k.url}/main`);
    const loaded = async () => browser.execute(() => (document.querySelector('[data-testid="branch-logo"]') as HTMLImageElement | null)?.naturalWidth ?? 0);
    await browser.waitUntil(async () => (await loaded()) > 0, { timeout: LONG, timeoutMsg: 'the header never showed the logo' });
    await shotAt(browser, 'look-header-logo', desktop);
    await browser.deleteCookies();
    await browser.url(`${k.url}/login`);
    await $('[data-testid="login-form"] [data-testid="branch-logo"]').waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await loaded()) > 0, { timeout: LONG, timeoutMsg: 'the sign-in card never showed the logo' });
    await shotAt(browser, 'look-login-logo', desktop);
    await assertAccessible(browser, 'sign-in with logo');
  });

  it('the teleprompter shows its text in the branch font when its bar says so', async function () {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(FONT)], { type: 'font/ttf' }), 'praca.ttf');
    const up = await chief.raw('POST', '/api/branch/font', form);
    expect(up.status).to.equal(201);
    const config = (await chief.get('/api/branch/config')).body;
    expect((await chief.put('/api/branch/config', { ...config, fontFileId: up.body.id })).status).to.equal(200);
    await useSize(browser, desktop);
    await signInAs(browser, k.url, 'ancora');
    await browser.url(`${k.url}/main/rundowns/${rundownId}/prompter`);
    await browser.waitUntil(async () => (await $('[data-testid="prompter-text"]').getText()).includes('feira do livro'), { timeout: LONG, timeoutMsg: 'the prompter never showed the text' });
    const family = () => browser.execute(() => getComputedStyle(document.querySelector('[data-testid="prompter-text"] > div:not([data-testid])')!).fontFamily);
    expect(await family()).not.to.include('LaudaBranchFont');
    await clickAt(browser, '[data-testid="prompter-branch-font"]');
    expect(await $('[data-testid="prompter-branch-font"]').getAttribute('aria-pressed')).to.equal('true');
    expect(await family()).to.match(/^"?LaudaBranchFont/);
    const loaded = await browser.executeAsync((done: (ok: boolean) => void) => {
      void document.fonts.load('72px LaudaBranchFont').then((faces) => done(faces.length > 0 && faces.every((f) => f.status === 'loaded')), () => done(false));
    });
    expect(loaded, 'the browser loaded the branch font from /api/branch/font').to.equal(true);
    await shotAt(browser, 'look-prompter-branch-font', desktop);
  });

  it('is installable: manifest linked with start_url, service worker ready; the shell reloads offline and says so', async function () {
    await browser.url(`${k.url}/login`);
    const manifest = await browser.executeAsync((done: (m: unknown) => void) => {
      const link = document.querySelector('link[rel="manifest"]') as HTMLLinkElement | null;
      if (!link) return done(null);
      void fetch(link.href).then((r) => r.json()).then(done, () => done(null));
    });
    expect(manifest).to.include({ start_url: '/mobile', display: 'standalone', theme_color: THEME_COLORS.teal });
    const scope = await browser.executeAsync((done: (s: string) => void) => {
      void navigator.serviceWorker.ready.then((r) => done(r.scope));
    });
    expect(scope).to.equal(`${k.url}/`);
    await browser.refresh(); // the worker controls the page from its next load
    await browser.waitUntil(() => browser.execute(() => navigator.serviceWorker.controller !== null), { timeout: LONG, timeoutMsg: 'the worker never controlled the page' });
    const cdp = browser as unknown as { sendCommand(m: string, p: unknown): Promise<unknown> };
    await cdp.sendCommand('Network.enable', {});
    await cdp.sendCommand('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    try {
      await browser.refresh();
      await $('[data-testid="offline-banner"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="offline-banner"]').getText()).to.include(pt.look.offline);
      await $('[data-testid="login-form"]').waitForDisplayed({ timeout: LONG });
      await shotAt(browser, 'look-offline', phone);
    } finally {
      await cdp.sendCommand('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
  });

  it('at 390x844 a reporter with ROLE_MOBILE_WRITE opens today\'s guidelines, a reportage\'s text and the chat', async function () {
    await useSize(browser, phone);
    await signInAs(browser, k.url, 'rita');
    await browser.url(`${k.url}/mobile`);
    await $('[data-testid="mobile-home"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="mobile-home"]').getText()).to.include(pt.mobile.canWrite);
    await phoneScreen('mobile home', '[data-testid="work-area"]');

    await clickAt(browser, '[data-testid="mobile-guidelines"]');
    await browser.waitUntil(async () => (await $('[data-testid="work-area"]').getText()).includes('FEIRA DO LIVRO'), { timeout: LONG, timeoutMsg: "today's guideline never showed" });
    await phoneScreen('mobile guidelines', '[data-testid="work-area"]');

    await browser.url(`${k.url}/mobile`);
    await clickAt(browser, '[data-testid="mobile-reportages"]');
    await $('[data-testid="reportage-new"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, `[data-testid="open-${reportageId}"]`);
    await browser.waitUntil(async () => (await $('[data-testid="reportage-editor"]').getText()).includes('A água subiu'), { timeout: LONG, timeoutMsg: "the reportage's text never showed" });
    await phoneScreen('mobile reportage', '[data-testid="reportage-editor"]');

    await browser.url(`${k.url}/mobile`);
    await clickAt(browser, '[data-testid="chat-launcher"]');
    await browser.pause(500);
    await phoneScreen('mobile chat', '[data-testid="chat-dock"]');
  });

  it('without ROLE_MOBILE_WRITE the field screens are read only; without ROLE_MOBILE_READ the app is refused', async function () {
    await useSize(browser, phone);
    await signInAs(browser, k.url, 'leo');
    await browser.url(`${k.url}/mobile`);
    await $('[data-testid="mobile-home"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="mobile-home"]').getText()).to.include(pt.mobile.readOnly);
    await clickAt(browser, '[data-testid="mobile-reportages"]');
    await $(`[data-testid="open-${reportageId}"]`).waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="reportage-new"]').isExisting()).to.equal(false);

    await signInAs(browser, k.url, 'nina');
    await browser.url(`${k.url}/mobile`);
    await $('[data-testid="mobile-refused"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="mobile-refused"]').getText()).to.include(pt.mobile.refused);
    // every screen of the session says so, not only the start
    await browser.url(`${k.url}/main/reportages`);
    await $('[data-testid="mobile-refused"]').waitForDisplayed({ timeout: LONG });
    await shotAt(browser, 'mobile-refused', phone);
    await assertAccessible(browser, 'mobile refused');
  });
});
