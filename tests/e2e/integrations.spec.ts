/**
 * The integrations in a real browser, with no internet: the test serves a license server, a
 * Nominatim-shaped geocoder with map tiles, and a document-search service (the shapes of the READMEs)
 * itself. The License screen's "Verificar" asks the license server (active; then down: the server
 * connection error); the guideline form's guide address suggests places from 3 characters after 1 s,
 * takes one and shows it on a map, and "use my location" fills it from the browser's (emulated) position
 * through the geocoder's reverse lookup; the story form's "Buscar documentos externos" finds, pages and
 * opens an external document; Admin › Integrações checks a configuration's credentials. Three sizes,
 * axe, screenshots.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import integrations from '@lauda/plugin-integrations';
import { PEER_PASSWORD, PEER_USER, startPeer, type PeerServer } from '@lauda/plugin-integrations/testing';
import maps from '@lauda/plugin-maps';
import productions from '@lauda/plugin-productions';
import rundown from '@lauda/plugin-rundown';
import {
  LONG, SIZES, assertAccessible, assertBuilt, clearField, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, noticeWith, root, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

const shell = strings('web-shell/src/i18n/pt_BR.json');
const mapsPt = strings('plugins/maps/i18n/pt_BR.json');
const pt = strings('plugins/integrations/i18n/pt_BR.json');
const ROLES = [
  'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ',
  'ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_DOCUMENT_READ',
];
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN48uIOVsQwtCQAbqaqAVGPmW4AAAAASUVORK5CYII=', 'base64');

/** A license file signed with the development key (kernel/test/license-fixtures; README "License"). */
function devLicense(): string {
  const key = fs.readFileSync(`${root}/kernel/test/license-fixtures/dev-private-key.pem`, 'utf8');
  const payload = JSON.stringify({ branch: 'TV Teste', seats: 20, issuedTo: 'Emissora Teste', expiresAt: new Date(Date.now() + 200 * 86_400_000).toISOString() });
  return JSON.stringify({ format: 'lauda-license/1', payload, signature: crypto.sign(null, Buffer.from(payload), key).toString('base64') });
}

/** Map tiles, Nominatim's /search, and a license server's POST /check answering `licenseStatus`. */
async function localServers() {
  const state = { searches: [] as string[], licenseStatus: 'active' };
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(u.pathname)) return res.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
    if (u.pathname === '/search') {
      const q = u.searchParams.get('q') ?? '';
      state.searches.push(q);
      const all = [['Avenida Central, 1000, Centro, São Paulo', -23.5505, -46.6333], ['Avenida Central, 20, Vila Nova, Campinas', -22.9, -47.06]] as const;
      return json(all.filter(([label]) => label.toLowerCase().includes(q.toLowerCase().slice(0, 6))).map(([label, lat, lon]) => ({ lat: String(lat), lon: String(lon), display_name: label })));
    }
    if (u.pathname === '/reverse') {
      return json({ lat: u.searchParams.get('lat'), lon: u.searchParams.get('lon'), display_name: 'Praça da Sé, Sé, São Paulo', address: { country_code: 'br' } });
    }
    if (u.pathname === '/license/check' && state.licenseStatus === 'down') return res.writeHead(503).end();
    if (u.pathname === '/license/check' && req.method === 'POST') return json({ status: state.licenseStatus, expiresAt: new Date(Date.now() + 200 * 86_400_000).toISOString() });
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state,
    stop: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

describe('integrations', function () {
  let k: TestKernel;
  let ana: TestClient;
  let local: Awaited<ReturnType<typeof localServers>>;
  let peer: PeerServer;

  before(async function () {
    assertBuilt();
    local = await localServers();
    peer = await startPeer();
    k = await startTestKernel({ plugins: [admin, guidelines, productions, maps, rundown, integrations], config: { webRoot } });
    ana = await k.userWith(ROLES, 'ana');
    const config = (await ana.get('/api/maps/config')).body;
    const saved = await ana.put('/api/maps/config', { ...config, tileUrl: `${local.url}/tiles/{z}/{x}/{y}.png`, attribution: '© Mapa da redação', geocoderUrl: local.url });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect((await ana.put('/api/license/server-url', { url: `${local.url}/license` })).status).to.equal(200);
    expect((await ana.post('/api/license/register', { content: devLicense() })).status).to.equal(200);
    created(await ana.post('/api/multi-configs', { kind: 'documentSearch', name: 'Acervo da redação', serverUrl: peer.url, username: PEER_USER, secret: PEER_PASSWORD }), 'document-search config');
    created(await ana.post('/api/programs', { name: 'Jornal da Tarde', start: '12:00:00', end: '12:30:00' }), 'program');
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'integrations');
  });

  after(async function () {
    await k?.stop();
    await peer?.close();
    await local?.stop();
  });

  it('checks the license against the license server: active, not activated, and the server connection error', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 8000);
    for (const size of SIZES) {
      await useSize(browser, size);
      await browser.url(`${k.url}/admin/license`);
      await $('[data-testid="license-panel"]').waitForDisplayed({ timeout: LONG });
      await clickAt(browser, '[data-testid="license-check"]');
      await $('[data-testid="license-check-result"]').waitForDisplayed({ timeout: LONG });
      await noticeWith(browser, 'success', shell.admin.license.checkOk);
      await clearNotices(browser);
      await shotAt(browser, 'license-check', size);
      await assertAccessible(browser, `license check at ${size.name}`);
    }
    local.state.licenseStatus = 'notActivated';
    await clickAt(browser, '[data-testid="license-check"]');
    await noticeWith(browser, 'error', shell.errors.license.invalid);
    await clearNotices(browser);
    local.state.licenseStatus = 'down';
    await clickAt(browser, '[data-testid="license-check"]');
    await noticeWith(browser, 'error', shell.errors.license.serverUnreachable);
  });

  it('suggests addresses in the guide form after 3 characters and 1 s, shows the chosen one on a map, and takes the browser\'s location', async function () {
    await useSize(browser, SIZES[0]);
    // the browser's position (applies to the pages loaded from now on)
    await browser.setPermissions({ name: 'geolocation' }, 'granted');
    const restore = await browser.emulate('geolocation', { latitude: -23.5503, longitude: -46.6342, accuracy: 10 });
    await browser.url(`${k.url}/main`);
    await dismissDesktopOffer(browser, 2000);
    await clickAt(browser, '[data-testid="menu-guidelines"]');
    await clickAt(browser, '[data-testid="guideline-new"]');
    await clickAt(browser, '[data-testid="guideline-sections-guides"]');
    await clickAt(browser, '[data-testid="guide-add"]');
    const input = $('#guide-address-0');
    for (const size of SIZES) {
      await useSize(browser, size);
      await dismissDesktopOffer(browser);
      await input.waitForDisplayed({ timeout: LONG });
      await clearField(browser, '#guide-address-0');
      const asked = local.state.searches.length;
      await input.click();
      await browser.keys('Av');
      await browser.pause(1500);
      // two characters: nothing asked
      expect(local.state.searches.length).to.equal(asked);
      await browser.keys('enida Cen');
      const options = $('[data-testid="guide-address-suggestions"]');
      await options.waitForDisplayed({ timeout: LONG });
      // typing is debounced: one request for what was typed
      expect(local.state.searches.slice(asked)).to.deep.equal(['Avenida Cen']);
      expect(await input.getAttribute('aria-expanded')).to.equal('true');
      await shotAt(browser, 'address-autocomplete', size);
      await assertAccessible(browser, `address autocomplete at ${size.name}`);
      await clickAt(browser, '[data-testid="address-suggestion"]');
      expect(await input.getValue()).to.equal('Avenida Central, 1000, Centro, São Paulo');
      await clickAt(browser, '[data-testid="guide-address-map"]');
      await $('[data-testid="address-map-canvas"] .leaflet-marker-icon').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="address-map-label"]').getText()).to.contain('-23.55050');
      expect(await $('[data-testid="address-map-dialog"]').getText()).to.contain(mapsPt.address.mapTitle);
      await shotAt(browser, 'address-map', size);
      await assertAccessible(browser, `address map at ${size.name}`);
      await clickAt(browser, '[data-testid="address-map-close"]');
      await $('[data-testid="address-map-dialog"]').waitForDisplayed({ reverse: true, timeout: LONG });
    }
    // "use my location": the browser's position, the place there through the geocoder
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="guide-address-locate"]');
    await browser.waitUntil(async () => (await input.getValue()) === 'Praça da Sé, Sé, São Paulo', { timeout: LONG, timeoutMsg: 'the location never filled the address' });
    await restore();
    // saved: no draft left behind
    await useSize(browser, SIZES[0]);
    await browser.$('#guideline-slug').setValue('obras na avenida');
    await clickAt(browser, '[data-testid="guideline-save"]');
    await browser.waitUntil(async () => (await browser.$('[data-testid="guideline-tabs"] [role="tab"][aria-selected="true"]').getText()).includes('OBRAS NA AVENIDA'),
      { timeout: LONG, timeoutMsg: 'the guideline was never saved' });
  });

  it('searches external documents from the story form', async function () {
    await useSize(browser, SIZES[0]);
    await browser.url(`${k.url}/main`);
    await dismissDesktopOffer(browser, 2000);
    await clickAt(browser, '[data-testid="menu-stories"]');
    await clickAt(browser, '[data-testid="stories-new"]');
    await $('[data-testid="new-story-slug"]').setValue('enchente no centro');
    await clickAt(browser, '[data-testid="new-story-create"]');
    await $('[data-testid="stories-form-tab"] [data-testid="story-form"][data-story-id]').waitForDisplayed({ timeout: LONG });
    for (const size of SIZES) {
      await useSize(browser, size);
      await clickAt(browser, '[data-testid="stories-form-tab"] [data-testid="story-document-search"]');
      const dialog = $('[data-testid="document-search-dialog"]');
      await dialog.waitForDisplayed({ timeout: LONG });
      await browser.waitUntil(async () => (await $('[data-testid="document-search-workspace"]').getValue()) === 'ws-1', { timeout: LONG, timeoutMsg: 'no workspace' });
      await $('[data-testid="document-search-text"]').setValue('enchente');
      await clickAt(browser, '[data-testid="document-search-submit"]');
      await $('[data-testid="document-search-results"]').waitForDisplayed({ timeout: LONG });
      expect(await browser.$$('[data-testid="document-search-result"]').length).to.equal(2);
      expect(await $('[data-testid="document-search-count"]').getText()).to.contain('2 documentos');
      await shotAt(browser, 'document-search', size);
      await assertAccessible(browser, `document search at ${size.name}`);
      await clickAt(browser, '[data-testid="document-search-result"]');
      const doc = $('[data-testid="document-search-document"]');
      await doc.waitForDisplayed({ timeout: LONG });
      expect(await doc.getText()).to.contain('Porto Alegre').and.contain(pt.search.openSource);
      await browser.keys('Escape');
      await dialog.waitForDisplayed({ reverse: true, timeout: LONG });
    }
  });

  it('lists the integration configurations and checks their credentials', async function () {
    for (const size of SIZES) {
      await useSize(browser, size);
      await browser.url(`${k.url}/admin/integrations`);
      await $('[data-testid="configs-panel"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="config-row"]').getText()).to.contain('Acervo da redação').and.contain(pt.kinds.documentSearch);
      await clickAt(browser, '[data-testid="config-check"]');
      await noticeWith(browser, 'success', pt.integrations.check.documentSearchOk);
      await clearNotices(browser);
      await shotAt(browser, 'integrations-admin', size);
      await assertAccessible(browser, `integrations admin at ${size.name}`);
    }
    // a new configuration is checked as soon as it is saved
    await clickAt(browser, '[data-testid="config-new"]');
    await $('[data-testid="multi-config-form"]').waitForDisplayed({ timeout: LONG });
    await $('[data-testid="multi-config-kind"]').selectByAttribute('value', 'streaming');
    await $('[data-testid="multi-config-name"]').setValue('Streaming principal');
    await $('[data-testid="multi-config-url"]').setValue(peer.url);
    await $('[data-testid="multi-config-username"]').setValue(PEER_USER);
    await $('[data-testid="multi-config-secret"]').setValue(PEER_PASSWORD);
    await $('[data-testid="multi-config-application"]').setValue('live');
    await assertAccessible(browser, 'integration configuration form');
    await clickAt(browser, '[data-testid="multi-config-save"]');
    await noticeWith(browser, 'success', pt.integrations.check.streamingOk);
    await browser.waitUntil(async () => (await browser.$$('[data-testid="config-row"]').length) === 2, { timeout: LONG, timeoutMsg: 'the new configuration is not listed' });
    expect(JSON.stringify((await ana.get('/api/multi-configs?kind=streaming')).body)).to.contain('"application":"live"').and.not.contain(PEER_PASSWORD);
    await clearNotices(browser);
    await peer.close();
    await clickAt(browser, '[data-testid="config-row"][data-name="Acervo da redação"] [data-testid="config-check"]');
    await noticeWith(browser, 'error', pt.errors.integrations.serverUnreachable);
  });
});
