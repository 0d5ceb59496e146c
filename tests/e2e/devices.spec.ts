/**
 * The devices admin in a real browser: an administrator creates a MOS character generator through
 * the form (a connection test with missing fields first), sees its live status, reads its traffic
 * log, adds a story template with a thumbnail, syncs its media and imports its templates, and is
 * refused the deletion of a device linked to a program. A kernel with the admin and devices
 * plugins runs in this process (fresh SQLite database, the built shell) beside a simulated MOS
 * device (the MOS driver's mock).
 */
import os from 'node:os';
import path from 'node:path';
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import sharp from 'sharp';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import type { MockMosDevice } from '@lauda/driver-mos/mock';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import { simulatedMos } from '@lauda/plugin-devices/testing';
import {
  LONG, assertBuilt, clearField, clearNotices, created, dismissDesktopOffer, failureEvidence, fill, noticeWith, shot, signIn, strings, webRoot, type Strings,
} from './support.js';

const ROLES = [
  'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_MEDIA_READ', 'ROLE_MEDIA_WRITE', 'ROLE_STORY_READ',
];

/** A 16:9 picture of a lower third, as a CG template's thumbnail. */
async function lowerThirdPng(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <rect width="640" height="360" fill="#27415f"/><rect x="40" y="250" width="470" height="64" fill="#d9822b"/>
    <rect x="40" y="226" width="300" height="28" fill="#ffffff"/>
    <text x="56" y="246" font-family="sans-serif" font-size="18" font-weight="bold" fill="#1b2430">NOME DO ENTREVISTADO</text>
    <text x="56" y="292" font-family="sans-serif" font-size="24" fill="#ffffff">Cargo ou função</text></svg>`;
  const file = path.join(os.tmpdir(), `lauda-lower-third-${process.pid}.png`);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

describe('devices admin', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let mock: MockMosDevice;
  let d: Strings; // the devices plugin's strings, pt_BR
  let programId: number;

  before(async function () {
    assertBuilt();
    const mos = await simulatedMos({
      mosId: 'cg.estudio', ncsId: 'LAUDA-E2E', heartbeatIntervalMs: 500,
      objects: [
        { objId: 'LT-NOME', mosId: 'cg.estudio', slug: 'Tarja nome e cargo', type: 'CG' },
        { objId: 'LT-LOCAL', mosId: 'cg.estudio', slug: 'Tarja local', type: 'CG' },
        { objId: 'VT-ABERTURA', mosId: 'cg.estudio', slug: 'Abertura do jornal', type: 'VIDEO', duration: 750, timeBase: 25, status: 'READY' },
      ],
    });
    mock = mos.mock;
    k = await startTestKernel({ plugins: [admin, devices], config: { webRoot, devices: { drivers: { mos: mos.driver } } } });
    chefe = await k.userWith(ROLES, 'chefe');
    programId = created(await chefe.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    d = strings('plugins/devices/i18n/pt_BR.json');
  });

  after(async function () {
    await k?.stop();
    await mock?.stop();
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'fail-devices');
  });

  it('signs the administrator in and shows the devices tab of the admin area', async function () {
    await signIn(browser, k.url, 'chefe');
    await browser.url(k.url + '/admin/devices');
    await $('[data-testid="devices-panel"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="admin-tab-devices"]').getText()).to.equal(d.web.devices.title);
    expect(await $('[data-testid="admin-tab-device-media"]').getText()).to.equal(d.web.media.pageTitle);
    await $('[data-testid="table-empty"]').waitForDisplayed();
    expect(await $('[data-testid="table-empty"]').getText()).to.contain(d.web.devices.empty);
    await dismissDesktopOffer(browser, 8000);
  });

  it('names the missing fields of a connection test, then creates the device through the form', async function () {
    await $('[data-testid="device-new"]').click();
    await $('[data-testid="device-form"]').waitForDisplayed();
    await $('[data-testid="device-name"]').setValue('CG Estúdio A');
    await $('[data-testid="device-kind"]').selectByAttribute('value', 'CG');
    await $('[data-testid="device-protocol"]').selectByAttribute('value', 'MOS');
    await $('[data-testid="device-vendor"]').setValue('Chyron');
    expect(await $('[data-testid="device-driver"]').getText()).to.contain(d.web.form.driverAuto);
    await shot(browser, '39-device-form-data');
    await $('[data-testid="device-tabs-connection"]').click();
    await $('[data-testid="device-option-mosId"]').setValue('cg.estudio');
    // the driver's own options are drawn from its JSON Schema
    await $('[data-testid="device-option-heartbeatIntervalMs"]').waitForDisplayed();
    await $('[data-testid="device-form-test"]').click();
    const warning = await noticeWith(browser, 'warning', d.device.notEnoughInformation, fill(d.web.test.missing, { fields: d.web.form.fields.host }));
    expect(warning).to.not.contain(d.web.form.fields.mosId);
    await $('[data-testid="field-device-option-host-error"]').waitForDisplayed();
    expect(await $('[data-testid="field-device-option-host-error"]').getText()).to.equal(d.web.test.neededForTest);
    await shot(browser, '40-device-test-missing');

    await $('[data-testid="device-option-host"]').setValue('127.0.0.1');
    await $('[data-testid="device-option-lowerPort"]').setValue(String(mock.lowerPort));
    await $('[data-testid="device-option-upperPort"]').setValue(String(mock.upperPort));
    await $('[data-testid="device-option-heartbeatIntervalMs"]').setValue('500');
    await $('[data-testid="device-option-ackTimeoutMs"]').setValue('abc');
    await $('[data-testid="field-device-option-ackTimeoutMs-error"]').waitForDisplayed();
    await clearField(browser, '[data-testid="device-option-ackTimeoutMs"]');
    await $('[data-testid="field-device-option-ackTimeoutMs-error"]').waitForDisplayed({ reverse: true });
    await $('[data-testid="device-tabs-programs"]').click();
    await $('[data-testid="device-programs-input"]').click();
    await $('[data-testid="device-programs-input"]').setValue('Jornal');
    await $('[data-testid="device-programs-option"][data-label="Jornal da Noite"]').click();
    await browser.keys('Escape');
    await $('[data-testid="device-tabs-plugin"]').click();
    await $('[data-testid="device-channels-input"]').setValue('CG1');
    await browser.keys('Enter');
    await $('[data-testid="device-charset-output"]').setValue('UTF-16BE');
    await shot(browser, '41-device-form');
    await clearNotices(browser);
    await $('[data-testid="device-save"]').click();
    await noticeWith(browser, 'success', fill(d.web.devices.created, { name: 'CG Estúdio A' }));
    await $('[data-testid="device-form"]').waitForDisplayed({ reverse: true });
    const stored = (await chefe.get('/api/devices')).body.data[0];
    expect(stored).to.include({ name: 'CG Estúdio A', kind: 'CG', protocol: 'MOS', vendor: 'Chyron', mosId: 'cg.estudio', host: '127.0.0.1', charsetOutput: 'UTF-16BE' });
    expect(stored.programIds).to.deep.equal([programId]);
    expect(stored.channels).to.deep.equal(['CG1']);
    expect(stored.options).to.deep.equal({ heartbeatIntervalMs: 500 });
  });

  it('shows the device connecting live in the list', async function () {
    const row = $('[data-testid="device-row"][data-name="CG Estúdio A"]');
    await row.waitForDisplayed();
    // the status dot turns green when the device answers (live topic `devices`, no reload)
    await browser.waitUntil(async () => (await row.$('[data-testid="device-status"]').getAttribute('data-status')) === 'on', { timeout: LONG, timeoutMsg: 'the device never showed as connected' });
    expect(await row.$('[data-testid="device-status-text"]').getText()).to.equal(d.web.status.connected);
    expect(await row.getText()).to.contain('Jornal da Noite');
    await clearNotices(browser);
    await shot(browser, '42-devices-list');
  });

  it('opens the traffic log and shows a message sent to the device and its answer', async function () {
    await $('[data-testid="device-row"][data-name="CG Estúdio A"] [data-testid="device-open"]').click();
    await $('[data-testid="device-detail"]').waitForDisplayed();
    await $('[data-testid="traffic-log"]').waitForDisplayed();
    await $('[data-testid="log-action"]').selectByAttribute('value', 'reqMachInfo');
    await $('[data-testid="log-action-run"]').click();
    await noticeWith(browser, 'success', fill(d.web.log.actionDone, { action: 'reqMachInfo' }));
    const out = $('[data-testid="log-row"][data-type="reqMachInfo"]');
    await out.waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await out.$('[data-testid="log-ack"]').getText()).includes('ACK'), { timeout: LONG, timeoutMsg: 'reqMachInfo never showed its ACK' });
    await $('[data-testid="log-row"][data-type="listMachInfo"]').waitForDisplayed({ timeout: LONG });
    await out.click();
    await $('[data-testid="log-text"]').waitForDisplayed();
    expect(await $('[data-testid="log-text"]').getText()).to.contain('<reqMachInfo/>');
    // the filter keeps only what matches
    await $('[data-testid="log-filter"]').setValue('listMach');
    await browser.waitUntil(async () => {
      const types = await $$('[data-testid="log-row"]').map((r) => r.getAttribute('data-type'));
      return types.length > 0 && types.every((x) => x === 'listMachInfo');
    }, { timeoutMsg: 'the filter did not keep only listMachInfo' });
    expect(await $('[data-testid="log-export"]').getAttribute('href')).to.match(/\/api\/devices\/\d+\/mos-log\?download=true$/);
    await clearField(browser, '[data-testid="log-filter"]');
    await browser.waitUntil(async () => (await $$('[data-testid="log-row"]').length) >= 2);
    await clearNotices(browser);
    await shot(browser, '43-traffic-log');
  });

  it('adds a story template with fields and a thumbnail, and sees others arrive live', async function () {
    await $('[data-testid="device-detail-tabs-templates"]').click();
    await $('[data-testid="story-templates"]').waitForDisplayed();
    await $('[data-testid="template-new"]').click();
    await $('[data-testid="template-form"]').waitForDisplayed();
    await $('[data-testid="template-save"]').click();
    expect(await $('[data-testid="field-template-code-error"]').getText()).to.equal(d.web.validation.required);
    await $('[data-testid="template-code"]').setValue('LT-NOME');
    await $('[data-testid="template-name"]').setValue('Nome e cargo');
    await $('[data-testid="template-add-field"]').click();
    await $('[data-testid="template-add-field"]').click();
    const names = await $$('[data-testid="template-field-name"]');
    await names[0]!.setValue('Nome');
    await names[1]!.setValue('Cargo');
    const sizes = await $$('[data-testid="template-field-size"]');
    await sizes[0]!.setValue('32');
    await sizes[1]!.setValue('40');
    // the file field is hidden behind the "choose image" button
    await browser.execute(() => document.querySelector('[data-testid="template-file"]')?.removeAttribute('hidden'));
    await $('[data-testid="template-file"]').setValue(await lowerThirdPng());
    await $('[data-testid="template-form-thumbnail"]').waitForDisplayed({ timeout: LONG });
    await browser.execute(() => document.querySelector('[data-testid="template-file"]')?.setAttribute('hidden', ''));
    await shot(browser, '44-template-form');
    await $('[data-testid="template-save"]').click();
    await noticeWith(browser, 'success', fill(d.web.templates.created, { name: 'Nome e cargo' }));
    const row = $('[data-testid="template-row"][data-name="Nome e cargo"]');
    await row.waitForDisplayed();
    await row.$('[data-testid="template-thumbnail"]').waitForDisplayed();
    expect(await row.getText()).to.contain('Nome (32)');
    const deviceId = (await chefe.get('/api/devices')).body.data[0].id;
    const stored = (await chefe.get(`/api/devices/${deviceId}/story-templates`)).body.data[0];
    expect(stored.fields).to.deep.equal([{ name: 'Nome', number: 1, size: 32 }, { name: 'Cargo', number: 2, size: 40 }]);
    expect(stored.thumbnailUrl).to.match(/^\/api\/files\/\d+\/thumbnail$/);

    // someone else adds one: it shows without a reload (topic story_templates)
    const other = await chefe.post(`/api/devices/${deviceId}/story-templates`, { code: 'GC-CREDITO', name: 'Crédito de imagem', fields: [{ name: 'Texto' }] });
    expect(other.status).to.equal(201);
    await $('[data-testid="template-row"][data-name="Crédito de imagem"]').waitForDisplayed({ timeout: LONG });
    await clearNotices(browser);
    await shot(browser, '45-story-templates');
  });

  it('syncs the device\'s media, then imports its templates by code', async function () {
    await $('[data-testid="device-detail-tabs-media"]').click();
    await $('[data-testid="media-view"]').waitForDisplayed();
    await $('[data-testid="media-sync"]').click();
    await noticeWith(browser, 'info', fill(d.web.media.syncStarted, { name: 'CG Estúdio A' }));
    await $('[data-testid="media-row"][data-slug="Abertura do jornal"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="media-row"][data-slug="Abertura do jornal"]').getText()).to.contain('0:30');
    await $('[data-testid="media-search"]').setValue('tarja');
    await browser.waitUntil(async () => (await $$('[data-testid="media-row"]').length) === 2, { timeout: LONG });
    await clearNotices(browser);
    await shot(browser, '46-media');

    await $('[data-testid="device-detail-tabs-templates"]').click();
    await $('[data-testid="templates-import"]').click();
    await noticeWith(browser, 'success', fill(d.web.templates.imported_other, { count: 2 }), fill(d.web.templates.importedText, { created: 1, updated: 1, unchanged: 0 }));
    await $('[data-testid="template-row"][data-name="Tarja local"]').waitForDisplayed();
    // the imported one takes the device's name; the fields typed in by hand stay
    const row = $('[data-testid="template-row"][data-name="Tarja nome e cargo"]');
    expect(await row.getText()).to.contain('Nome (32)');
  });

  it('refuses to delete a device linked to a program, in the user\'s language', async function () {
    await $('[data-testid="device-detail-delete"]').click();
    await $('[data-testid="confirm-delete-device-confirm"]').click();
    await noticeWith(browser, 'error', d.device.linkedToProgram, fill(d.web.devices.linkedPrograms, { names: 'Jornal da Noite' }));
    expect((await chefe.get('/api/devices')).body.total).to.equal(1);
    await shot(browser, '47-device-delete-refused');
    await clearNotices(browser);
    await $('[data-testid="device-back"]').click();
    await $('[data-testid="devices-table"]').waitForDisplayed();
  });

  it('offers the media sync page with a device chooser', async function () {
    await $('[data-testid="admin-tab-device-media"]').click();
    await $('[data-testid="media-sync-panel"]').waitForDisplayed({ timeout: LONG });
    const select = $('[data-testid="media-device"]');
    const deviceId = (await chefe.get('/api/devices')).body.data[0].id;
    await select.selectByAttribute('value', String(deviceId));
    await $('[data-testid="media-row"][data-slug="Tarja local"]').waitForDisplayed({ timeout: LONG });
    await clearNotices(browser);
    await shot(browser, '48-media-sync-page');
  });
});
