/**
 * The production map in a real browser, with no internet: the test serves the map tiles (one small
 * PNG for any tile) and a Nominatim-shaped geocoder itself, sets the branch's map settings through
 * the API, creates a guideline with a guide's address, and opens "Mapa de produção": the marker is
 * on the map, the address in the side list (an unplaced one listed and marked), the marker's popup
 * shows slug, time, address and state, and "Ver" opens the guideline in the document drawer; the
 * list's button opens a point's popup by keyboard; a guideline created meanwhile shows live. The
 * admin's settings form tests the geocoder. In the three languages; the browser is in another time
 * zone than the branch: the day shown is the branch's. Three sizes, axe, screenshots.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { browser } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import maps from '@lauda/plugin-maps';
import productions from '@lauda/plugin-productions';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, browserZone, clickAt, created, dismissDesktopOffer, failureEvidence, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

const pt = strings('plugins/maps/i18n/pt_BR.json');
const ROLES = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];
// an 8×8 pale PNG: Leaflet stretches it over each 256 px tile
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN48uIOVsQwtCQAbqaqAVGPmW4AAAAASUVORK5CYII=', 'base64');
const PLACES: Record<string, [number, number]> = { 'av. central, 1000': [-23.5505, -46.6333], 'praça da sé, são paulo': [-23.5503, -46.6342] };

/** Tiles under /tiles/{z}/{x}/{y}.png and Nominatim's /search, counting the calls of each. */
async function localServers(): Promise<{ url: string; tiles: () => number; searches: () => number; stop(): Promise<void> }> {
  let tiles = 0;
  let searches = 0;
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(u.pathname)) {
      tiles++;
      res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(TILE);
    } else if (u.pathname === '/search') {
      searches++;
      const q = (u.searchParams.get('q') ?? '').trim().toLowerCase();
      const hit = PLACES[q];
      res.writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(hit ? [{ lat: String(hit[0]), lon: String(hit[1]), display_name: `${u.searchParams.get('q')}, São Paulo, Brasil` }] : []));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tiles: () => tiles, searches: () => searches,
    stop: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

describe('production map', function () {
  let k: TestKernel;
  let ana: TestClient;
  let local: Awaited<ReturnType<typeof localServers>>;
  let programId: number;
  let today: string;

  before(async function () {
    assertBuilt();
    local = await localServers();
    k = await startTestKernel({ plugins: [admin, guidelines, productions, maps], config: { webRoot } });
    ana = await k.userWith(ROLES, 'ana');
    const config = (await ana.get('/api/maps/config')).body;
    const saved = await ana.put('/api/maps/config', {
      ...config, tileUrl: `${local.url}/tiles/{z}/{x}/{y}.png`, attribution: '© Mapa da redação', geocoderUrl: local.url, centerLat: -23.55, centerLon: -46.63, zoom: 12,
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    programId = created(await ana.post('/api/programs', { name: 'Jornal da Tarde', start: '12:00:00', end: '12:30:00' }), 'program').id;
    today = await branchToday(ana);
    created(await ana.post('/api/assignments', {
      slug: 'OBRAS NA PONTE', date: today, programsIds: [programId], proposal: 'Atraso nas obras da ponte.',
      guides: [
        { scheduleTime: '09:30', interviewee: 'Carlos Lima', address: 'Av. Central, 1000' },
        { scheduleTime: '11:00', interviewee: 'Comerciantes', address: 'Rua Inexistente, 0' },
      ],
    }), 'guideline');
    // the branch's day, whatever the browser's zone says
    await browserZone(browser, 'Pacific/Kiritimati');
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'production-map');
  });

  after(async function () {
    await k?.stop();
    await local?.stop();
  });

  it('shows the guide\'s address as a marker and in the side list; the popup and "Ver" open the guideline', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 4000);
    await clickAt(browser, '[data-testid="menu-production-map"]');
    const marker = browser.$('.leaflet-marker-icon');
    await marker.waitForDisplayed({ timeout: LONG });
    expect(await browser.$$('.leaflet-marker-icon').length).to.equal(1);
    const list = browser.$('[data-testid="map-points"]');
    expect(await list.getText()).to.contain('Av. Central, 1000').and.contain('OBRAS NA PONTE').and.contain('09:30');
    // the address the geocoder does not know: listed, marked
    const unplaced = browser.$('[data-testid="map-point"][data-unplaced="true"]');
    expect(await unplaced.getText()).to.contain('Rua Inexistente, 0').and.contain(pt.unplaced);
    await browser.waitUntil(async () => local.tiles() > 0, { timeout: LONG, timeoutMsg: 'no tile was asked of the local tile server' });

    await clickAt(browser, '.leaflet-marker-icon');
    const popup = browser.$('[data-testid="map-popup"]');
    await popup.waitForDisplayed({ timeout: LONG });
    // Leaflet pans the map to fit the popup after it opens: read it once it has settled in view
    await browser.waitUntil(async () => (await popup.getText()).includes('OBRAS NA PONTE'), { timeout: LONG, timeoutMsg: 'the popup never showed its slug' });
    const text = await popup.getText();
    expect(text).to.contain('OBRAS NA PONTE').and.contain('09:30').and.contain('Av. Central, 1000').and.contain(pt.states.PRODUCING);
    await clickAt(browser, '[data-testid="map-popup-view"]');
    const drawer = browser.$('[data-testid="document-drawer"][data-origin="guideline"]');
    await drawer.waitForDisplayed({ timeout: LONG });
    await drawer.$('[data-testid="guideline-viewer"]').waitForDisplayed({ timeout: LONG });
    expect(await drawer.getText()).to.contain('Atraso nas obras da ponte.');
    await browser.keys('Escape');
    await drawer.waitForDisplayed({ reverse: true, timeout: LONG });
  });

  it('reaches every point from the side list (keyboard too), shows new guides live, filters by state; axe at the three sizes', async function () {
    await dismissDesktopOffer(browser, 3000);
    for (const size of SIZES) {
      await useSize(browser, size);
      await browser.$('.leaflet-marker-icon').waitForDisplayed({ timeout: LONG });
      // choosing in the list centres the point and opens its popup
      await clickAt(browser, '[data-testid="map-point"]:not([data-unplaced]) [data-testid="map-point-pick"]');
      await browser.$('[data-testid="map-popup"]').waitForDisplayed({ timeout: LONG });
      await browser.pause(400);
      await shotAt(browser, 'production-map', size);
      await assertAccessible(browser, `production map at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    // by keyboard: the list's button of the point opens its popup on the map
    await clickAt(browser, '.leaflet-popup-close-button');
    await browser.$('[data-testid="map-popup"]').waitForDisplayed({ reverse: true, timeout: LONG });
    await browser.execute(() => (document.querySelector('[data-testid="map-point"]:not([data-unplaced]) [data-testid="map-point-pick"]') as HTMLElement).focus());
    await browser.keys('Enter');
    await browser.$('[data-testid="map-popup"]').waitForDisplayed({ timeout: LONG });

    // a guideline created meanwhile shows without reloading the page (live topic)
    created(await ana.post('/api/assignments', {
      slug: 'FEIRA NA SÉ', date: today, programsIds: [programId], state: 'COVERING',
      guides: [{ scheduleTime: '15:00', interviewee: 'Feirantes', address: 'Praça da Sé, São Paulo' }],
    }), 'guideline');
    await browser.waitUntil(async () => (await browser.$$('.leaflet-marker-icon').length) === 2, { timeout: LONG, timeoutMsg: 'the new guide never showed on the map' });
    expect(await browser.$('[data-testid="map-points"]').getText()).to.contain('FEIRA NA SÉ');

    await browser.$('[data-testid="map-state"]').selectByAttribute('value', 'INTERRUPTED');
    await browser.$('[data-testid="map-empty"]').waitForDisplayed({ timeout: LONG });
    expect(await browser.$$('.leaflet-marker-icon').length).to.equal(0);
    await browser.$('[data-testid="map-state"]').selectByAttribute('value', 'COVERING');
    await browser.waitUntil(async () => (await browser.$('[data-testid="map-points"]').getText().catch(() => '')).includes('FEIRA NA SÉ'), { timeout: LONG });
    expect(await browser.$('[data-testid="map-points"]').getText()).not.to.contain('OBRAS NA PONTE');
    expect(await browser.$$('.leaflet-marker-icon').length).to.equal(1);
  });

  it('speaks the three languages: the area, the unplaced mark, the map\'s controls', async function () {
    await useSize(browser, SIZES[1]);
    for (const locale of ['en_US', 'es_ES', 'pt_BR'] as const) {
      const w = strings(`plugins/maps/i18n/${locale}.json`);
      await browser.url(`${k.url}/main`);
      await browser.$('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await browser.$('[data-testid="language-select"]').selectByAttribute('value', locale);
      await clickAt(browser, '[data-testid="menu-production-map"]');
      await browser.waitUntil(async () => (await browser.$('[data-testid="map-point-unplaced"]').getText().catch(() => '')) === w.unplaced,
        { timeout: LONG, timeoutMsg: `no ${locale} "unplaced" mark` });
      expect(await browser.$('.leaflet-control-zoom-in').getAttribute('title')).to.equal(w.zoomIn);
      await shotAt(browser, `production-map-${locale}`, SIZES[1]);
    }
  });

  it('the admin\'s map settings test the geocoder before saving', async function () {
    for (const size of SIZES) {
      await useSize(browser, size);
      await browser.url(`${k.url}/admin/maps`);
      const form = browser.$('[data-testid="map-settings"]');
      await form.waitForDisplayed({ timeout: LONG });
      expect(await browser.$('[data-testid="map-geocoderUrl"]').getValue()).to.equal(local.url);
      const before = local.searches();
      await clickAt(browser, '[data-testid="map-test"]');
      await browser.waitUntil(async () => (await browser.$('[data-testid="map-test-result"]').getText()).includes('São Paulo, Brasil'),
        { timeout: LONG, timeoutMsg: 'the geocoder test never answered' });
      expect(local.searches()).to.equal(before + 1);
      await shotAt(browser, 'map-settings', size);
      await assertAccessible(browser, `map settings at ${size.name}`);
    }
    // a template without {y} is refused in the form, naming the field
    await browser.$('[data-testid="map-tileUrl"]').setValue('http://tiles.example/{z}/{x}.png');
    await clickAt(browser, '[data-testid="map-settings-save"]');
    expect(await browser.$('[data-testid="map-setting-tileUrl-error"]').getText()).to.equal(pt.settings.errors.template);
  });
});
