/**
 * The agency area: the chief adds an RSS feed (a bad address is refused with the invalid-feed hint),
 * makes a lane in the editor, sees the feed's items; a new item added to the spec's own feed server
 * and polled appears at the top of the lane live, once, without reload; "Criar pauta" creates a
 * guideline from it and opens it in the drawer. At the three sizes (a lane switcher on the phone),
 * axe on every screen; the area and its controls in en_US and es_ES too.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import agency from '@lauda/plugin-agency';
import {
  LONG, SIZES, assertAccessible, assertBuilt, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, noticeWith, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

const pt = strings('plugins/agency/i18n/pt_BR.json');

/** The spec's own RSS 2.0 feed: items added while it runs. */
function feedServer() {
  const items: { guid: string; title: string; text: string; at: Date }[] = [];
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const server = http.createServer((req, res) => {
    if (req.url !== '/rss') return void res.writeHead(404).end('not here');
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Agência Brasil Teste</title>
${items.map((i) => `<item><guid>${i.guid}</guid><title>${esc(i.title)}</title><link>http://example.test/${i.guid}</link><description>${esc(i.text)}</description><pubDate>${i.at.toUTCString()}</pubDate></item>`).join('')}
</channel></rss>`);
  });
  return {
    items,
    add: (guid: string, title: string, text: string) => items.unshift({ guid, title, text, at: new Date() }),
    start: () => new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('agency: lanes live, guideline from an item', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let feedUrl: string;
  let feedId: number;
  const feed = feedServer();

  before(async function () {
    assertBuilt();
    feedUrl = `${await feed.start()}/rss`;
    feed.add('old-1', 'Chuva forte no litoral', 'Defesa Civil em alerta');
    k = await startTestKernel({ plugins: [admin, guidelines, agency], config: { webRoot, plugins: { agency: { config: { pollCheckMs: 3_600_000 } } } } });
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chefe = await k.userWith(all, 'chefe');
    created(await chefe.post('/api/agency/rss/categories', { name: 'Nacional' }), 'category');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'agency');
  });
  after(async function () {
    await k?.stop();
    await feed.stop();
  });

  const laneTitles = async () => browser.execute(() => Array.from(document.querySelectorAll('[data-testid="agency-lane"]:not([data-hidden="true"]) [data-testid="agency-item"] h3'))
    .map((h) => (h as HTMLElement).innerText));

  it('adds a feed (a bad one refused with the hint) and makes a lane in the editor', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'chefe');
    await dismissDesktopOffer(browser, 6000);
    await browser.url(`${k.url}/main/agency`);
    await $('[data-testid="agency-panel"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="agency-tabs-rss"]');
    await clickAt(browser, '[data-testid="agency-feed-new"]');
    await $('#agency-feed-url').setValue(feedUrl.replace('/rss', '/nada'));
    await clickAt(browser, '[data-testid="agency-feed-save"]');
    const hint = pt.errors.agency.invalidFeed.split('(')[0].trim();
    await noticeWith(browser, 'error', hint);
    await assertAccessible(browser, 'agency-feed-form');
    await clearNotices(browser);
    await $('#agency-feed-url').clearValue();
    await $('#agency-feed-url').setValue(feedUrl);
    await $('[data-testid="agency-feed-category"]').selectByVisibleText('Nacional');
    await clickAt(browser, '[data-testid="agency-feed-save"]');
    await $('[data-testid="agency-feed-form"]').waitForExist({ reverse: true, timeout: LONG });
    await browser.waitUntil(async () => (await $('[data-testid="agency-feeds-table"]').getText()).includes('Agência Brasil Teste'), { timeout: LONG, timeoutMsg: 'the feed is not listed' });
    feedId = ((await chefe.get('/api/agency/rss/feeds')).body as { id: number }[])[0]!.id;
    await clearNotices(browser);
    await assertAccessible(browser, 'agency-rss-admin');
    await shotAt(browser, 'agency-rss', SIZES[0]);

    await clickAt(browser, '[data-testid="agency-tabs-lanes"]');
    await $('[data-testid="agency-no-lanes"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="agency-lane-new"]');
    await $('#agency-lane-name').setValue('Nacional');
    await clickAt(browser, '[data-testid="agency-lane-kind-rss"]');
    await assertAccessible(browser, 'agency-lane-editor');
    await shotAt(browser, 'agency-lane-editor', SIZES[0]);
    await clickAt(browser, '[data-testid="agency-lane-save"]');
    await $('[data-testid="agency-lane-form"]').waitForExist({ reverse: true, timeout: LONG });
    created(await chefe.post('/api/agency/lanes', { name: 'Clima', words: ['chuva'] }), 'lane');
  });

  for (const size of SIZES) {
    it(`shows a new item live at the top of the lane and creates a guideline from it (${size.name})`, async function () {
      await useSize(browser, size);
      await browser.url(`${k.url}/main/agency`);
      await $('[data-testid="agency-lane"]').waitForDisplayed({ timeout: LONG });
      if (size.name === 'phone') {
        await $('[data-testid="agency-lane-switcher"]').waitForDisplayed({ timeout: LONG });
        expect(await $$('[data-testid="agency-lane"]:not([data-hidden="true"])').length).to.equal(1);
      } else {
        expect(await $('[data-testid="agency-lane-switcher"]').isDisplayed()).to.equal(false);
        expect(await $$('[data-testid="agency-lane"]').length).to.equal(2);
      }
      await browser.waitUntil(async () => (await laneTitles()).includes('Chuva forte no litoral'), { timeout: LONG, timeoutMsg: 'the lane never showed the feed\'s item' });

      const title = `Ponte interditada ${size.name}`;
      feed.add(`new-${size.name}`, title, 'Trânsito desviado pela avenida');
      expect((await chefe.post(`/api/agency/rss/feeds/${feedId}/poll`)).body).to.deep.equal({ status: 'ok', added: 1 });
      await browser.waitUntil(async () => (await laneTitles())[0] === title, { timeout: LONG, timeoutMsg: `${title} did not arrive at the top` });
      expect((await laneTitles()).filter((x) => x === title)).to.have.length(1);
      const card = $(`[data-testid="agency-lane"]:not([data-hidden="true"]) [data-testid="agency-item"][data-fresh="true"]`);
      expect(await card.getText()).to.contain('Agência Brasil Teste');
      await assertAccessible(browser, `agency-board-${size.name}`);
      await shotAt(browser, 'agency-board', size);

      await clickAt(browser, '[data-testid="agency-lane"]:not([data-hidden="true"]) [data-testid="agency-item"][data-fresh="true"] [data-testid="agency-item-guideline"]');
      await $('[data-testid="agency-guideline-form"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="agency-guideline-title"]').getText()).to.equal(title);
      await assertAccessible(browser, `agency-guideline-form-${size.name}`);
      await shotAt(browser, 'agency-guideline-form', size);
      await clickAt(browser, '[data-testid="agency-guideline-create"]');
      await $('[data-testid="agency-guideline-made"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="agency-lane"]:not([data-hidden="true"]) [data-testid="agency-item"][data-fresh="true"] [data-testid="agency-item-used"]').waitForDisplayed({ timeout: LONG });
      await clearNotices(browser);
      await clickAt(browser, '[data-testid="agency-guideline-open"]');
      const viewer = $('[data-testid="document-drawer"][data-origin="guideline"]');
      await viewer.waitForDisplayed({ timeout: LONG });
      await browser.waitUntil(async () => (await viewer.getText()).includes(title.toUpperCase()), { timeout: LONG, timeoutMsg: 'the drawer never showed the guideline' });
      await assertAccessible(browser, `agency-guideline-drawer-${size.name}`);
      await shotAt(browser, 'agency-guideline-drawer', size);
      await clickAt(browser, '[data-testid="document-drawer-close"]');
      await viewer.waitForExist({ reverse: true, timeout: LONG });
      const found = (await chefe.get(`/api/agency/items?text=${encodeURIComponent(title)}`)).body.data;
      expect(found).to.have.length(1);
      expect(found[0].guidelineId).to.be.a('number');
      expect((await chefe.get(`/api/assignments/${found[0].guidelineId}`)).body.referral).to.equal(`http://example.test/new-${size.name}`);
    });
  }

  it('searches across lanes and speaks en_US and es_ES', async function () {
    await useSize(browser, SIZES[1]);
    await browser.url(`${k.url}/main/agency`);
    await $('[data-testid="agency-search"]').waitForDisplayed({ timeout: LONG });
    await $('[data-testid="agency-search"]').setValue('PONTE interditada LAPTOP');
    await browser.waitUntil(async () => (await $('[data-testid="agency-search-results"]').getText().catch(() => '')).includes('Ponte interditada laptop'), { timeout: LONG, timeoutMsg: 'no search result' });
    expect(await $$('[data-testid="agency-search-results"] [data-testid="agency-item"]').length).to.equal(1);
    await assertAccessible(browser, 'agency-search');
    await shotAt(browser, 'agency-search', SIZES[1]);
    for (const locale of ['en_US', 'es_ES'] as const) {
      const w = strings(`plugins/agency/i18n/${locale}.json`);
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await browser.url(`${k.url}/main/agency`);
      const title = $('[data-testid="panel-agency"] h1');
      await browser.waitUntil(async () => (await title.getText()) === w.title, { timeout: LONG, timeoutMsg: `the agency is not titled in ${locale}` });
      await browser.waitUntil(async () => (await $('[data-testid="agency-lane-new"]').getText()) === w.newLane, { timeout: LONG, timeoutMsg: `no ${locale} lane button` });
      expect(await $('[data-testid="agency-item-guideline"]').getText()).to.equal(w.createGuideline);
      await assertAccessible(browser, `agency-${locale}`);
      await shotAt(browser, `agency-${locale}`, SIZES[1]);
      await clickAt(browser, '[data-testid="agency-tabs-rss"]');
      await browser.waitUntil(async () => (await $('[data-testid="agency-feed-new"]').getText()) === w.rss.newFeed, { timeout: LONG, timeoutMsg: `no ${locale} RSS tab` });
      await assertAccessible(browser, `agency-rss-${locale}`);
    }
    await $('[data-testid="language-select"]').selectByAttribute('value', 'pt_BR');
  });
});
