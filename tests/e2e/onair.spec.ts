/**
 * On air from the rundown view: a producer switches MOS on and sees which devices follow the
 * rundown; the devices' running order follows; credits are not offered without a CG device (the
 * item is disabled and says why). The credits, MOS devices and teleprompter entries of the "more" menu (and the prompter
 * page's "load content") are the on-air plugin's, put into the rundown's slots. A kernel with the admin, rundown, devices and on-air plugins runs in this process; the
 * program's device is the loopback driver's simulated playout.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import devices from '@lauda/plugin-devices';
import onair from '@lauda/plugin-onair';
import { LONG, assertBuilt, branchToday, clickAt, created, fill, notification, openRundown, shot, signIn, strings, webRoot } from './support.js';

const ROLES = [
  'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN',
  'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE',
];

describe('on air from the rundown view', function () {
  let k: TestKernel;
  let producer: TestClient;
  let rundownId: number;
  let programId: number;
  const pt = strings('plugins/rundown/i18n/pt_BR.json');
  const ptAir = strings('plugins/onair/i18n/pt_BR.json');

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown, devices, onair], config: { webRoot } });
    producer = await k.userWith(ROLES, 'ana');
    programId = created(await producer.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    created(await producer.post('/api/devices', { name: 'Playout simulado', kind: 'playout', protocol: 'ws', options: { deviceName: 'e2e-playout' }, programIds: [programId] }), 'device');
    const r = created(await producer.post('/api/rundowns', { date: await branchToday(producer), programId }), 'rundown');
    rundownId = r.id;
    for (const slug of ['CHUVA ALAGAMENTOS', 'TRÂNSITO MARGINAL']) created(await producer.post(`/api/blocks/${r.blocks[0].id}/stories`, { slug }), 'story');
  });
  after(async function () {
    await k?.stop();
  });

  it('switches MOS on: the toolbar says so and names the device that follows', async function () {
    await signIn(browser, k.url, 'ana');
    await openRundown(browser, programId);
    const toggle = $('[data-testid="toggle-mos"]');
    await toggle.waitForDisplayed({ timeout: LONG });
    expect(await toggle.getAttribute('aria-pressed')).to.equal('false');
    await toggle.click();
    await notification(browser, fill(pt.mosToggled_one, { devices: 'Playout simulado' }));
    await browser.waitUntil(async () => (await toggle.getAttribute('aria-pressed')) === 'true', { timeout: LONG });
    await shot(browser, 'onair-01-mos-on');
    const state = await producer.get(`/api/rundowns/${rundownId}/mos`);
    expect(state.body.enabled).to.equal(true);
    expect(state.body.devices.map((x: { name: string }) => x.name)).to.deep.equal(['Playout simulado']);
  });

  it('does not offer credits to a program without a CG device: the item is disabled and says why', async function () {
    await clickAt(browser, '[data-testid="rundown-more"]');
    const item = $('[data-testid="rundown-more-send-credits"]');
    await item.waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => !(await item.isEnabled()), { timeout: LONG, timeoutMsg: 'Enviar créditos stayed enabled without a CG' });
    expect(await item.getText()).to.contain(ptAir.web.credits.send);
    expect(await item.getText()).to.contain(ptAir.web.credits.noDevice);
    await shot(browser, 'onair-02-credits-no-cg');
    // the server refuses it too, with the translated key
    const refused = await producer.post(`/api/rundowns/${rundownId}/credits`, {});
    expect(refused.body.code).to.equal('onair.noCgDevice');
    await browser.keys('Escape');
    await item.waitForExist({ reverse: true, timeout: LONG });
  });

  it('lists the program\'s MOS devices with their status and sends the running order again to one', async function () {
    await $('[data-testid="rundown-more"]').click();
    await $('[data-testid="rundown-more-mos-devices"]').click();
    const row = $('[data-testid="mos-device-row"]');
    await row.waitForDisplayed({ timeout: LONG });
    expect(await row.getText()).to.contain('Playout simulado');
    expect((await row.getText()).toLowerCase()).to.contain(ptAir.web.mosDevices.connected.toLowerCase());
    await row.$('[data-testid="mos-notify-create"]').click();
    await notification(browser, fill(ptAir.web.mosDevices.sent.create, { device: 'Playout simulado' }));
    await shot(browser, 'onair-03-mos-devices');
    await browser.keys('Escape');
    await $('[data-testid="mos-devices-dialog"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('loads the teleprompter content from the menu: with no prompter among the program\'s devices it says so', async function () {
    await $('[data-testid="rundown-more"]').click();
    const item = $('[data-testid="rundown-more-teleprompter"]');
    expect(await item.getText()).to.equal(ptAir.web.teleprompter.action);
    await item.click();
    await notification(browser, ptAir.web.teleprompter.noDevice);
  });

  it('switches MOS off: no device follows any more', async function () {
    await $('[data-testid="toggle-mos"]').click();
    await browser.waitUntil(async () => (await $('[data-testid="toggle-mos"]').getAttribute('aria-pressed')) === 'false', { timeout: LONG });
    expect((await producer.get(`/api/rundowns/${rundownId}`)).body.mosEnabled).to.equal(false);
  });

  it('the prompter page offers loading its content too', async function () {
    await browser.url(`${k.url}/main/rundowns/${rundownId}/prompter`);
    const load = $('[data-testid="prompter-load"]');
    await load.waitForDisplayed({ timeout: LONG });
    expect(await load.getText()).to.equal(ptAir.web.teleprompter.action);
    await load.click();
    await notification(browser, ptAir.web.teleprompter.noDevice);
  });
});
