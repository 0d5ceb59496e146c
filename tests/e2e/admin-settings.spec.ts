/**
 * The admin's settings screens in a real browser: lookups (classifications with the in-use refusal,
 * document types with abbreviation and colour, vehicles with their type), the per-type configs (a
 * stale save is a 412 shown translated), the behaviour flags and the print and editor settings (an
 * odd print font size is refused on the field). Each screen at the three sizes, with axe.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import rundown from '@lauda/plugin-rundown';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearField, clearNotices, clickAt, created, failureEvidence, fill, noticeWith, openRundown, shotAt, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

const pt = strings('plugins/admin/i18n/pt_BR.json');
const a = pt.web;

describe('admin settings: lookups, per-type configs, behaviour flags, print and editor', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let programId: number;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, guidelines, rundown], config: { webRoot } });
    chefe = await k.userWith([
      'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE',
      'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE',
    ], 'chefe');
    programId = created(await chefe.post('/api/programs', { name: 'Jornal da Tarde', start: '12:00:00', end: '12:30:00' }), 'program').id;
    created(await chefe.post('/api/rundowns', { date: await branchToday(chefe), programId }), 'rundown');
    // a classification in use by a guideline: its deletion is refused (422 record.inUse)
    const used = created(await chefe.post('/api/classifications', { name: 'Política' }), 'classification');
    created(await chefe.post('/api/assignments', { slug: 'ELEIÇÃO', date: '2031-06-01', classificationId: used.id }), 'guideline');
    await signInAs(browser, k.url, 'chefe');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'admin-settings');
  });
  after(async function () {
    await k?.stop();
  });

  const open = async (id: string) => {
    await browser.url(`${k.url}/admin/${id}`);
    await $(`[data-testid="panel-${id}"]`).waitForDisplayed({ timeout: LONG });
  };
  const row = (kind: string, name: string) => $(`[data-testid="${kind}-row"][data-name="${name}"]`);

  it('creates, renames and deletes classifications; one in use is refused with the translated text', async function () {
    await useSize(browser, SIZES[0]);
    await open('classifications');
    await row('classification', 'Política').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="classification-new"]');
    await $('#classification-name').setValue('Esportes');
    await clickAt(browser, '[data-testid="classification-save"]');
    await noticeWith(browser, 'success', fill(a.classifications.created, { name: 'Esportes' }));
    await row('classification', 'Esportes').waitForDisplayed({ timeout: LONG });

    await clickAt(browser, '[data-testid="classification-row"][data-name="Esportes"] [data-testid="classification-edit"]');
    await clearField(browser, '#classification-name');
    await $('#classification-name').setValue('Esporte Local');
    await clickAt(browser, '[data-testid="classification-save"]');
    await row('classification', 'Esporte Local').waitForDisplayed({ timeout: LONG });

    await clickAt(browser, '[data-testid="classification-row"][data-name="Política"] [data-testid="classification-delete"]');
    await clickAt(browser, '[data-testid="confirm-delete-classification-confirm"]');
    await noticeWith(browser, 'error', fill(pt.record.inUse, { total: 1 }));
    expect(await row('classification', 'Política').isDisplayed()).to.equal(true);

    await clearNotices(browser);
    await clickAt(browser, '[data-testid="classification-row"][data-name="Esporte Local"] [data-testid="classification-delete"]');
    await clickAt(browser, '[data-testid="confirm-delete-classification-confirm"]');
    await row('classification', 'Esporte Local').waitForExist({ reverse: true, timeout: LONG });
    const names = (await chefe.get('/api/classifications')).body.map((c: { name: string }) => c.name);
    expect(names).to.deep.equal(['Política']);
  });

  it('creates a document type with abbreviation and colour, and a vehicle with its type', async function () {
    await useSize(browser, SIZES[0]);
    await open('types');
    await clickAt(browser, '[data-testid="type-new"]');
    await $('#type-name').setValue('Nota coberta');
    await $('#type-abbreviation').setValue('nc');
    await browser.execute(() => {
      const el = document.querySelector('#type-color') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, '#43a047');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await clickAt(browser, '[data-testid="type-save"]');
    const swatch = $('[data-testid="type-row"][data-name="Nota coberta"] [data-testid="type-swatch"]');
    await swatch.waitForDisplayed({ timeout: LONG });
    expect(await swatch.getText()).to.equal('NC');
    expect((await chefe.get('/api/types')).body[0]).to.include({ name: 'Nota coberta', abbreviation: 'NC', color: '#43A047' });

    await open('vehicles');
    await clickAt(browser, '[data-testid="vehicle-new"]');
    await $('#vehicle-name').setValue('Rádio Lauda');
    await $('#vehicle-type').selectByAttribute('value', 'RADIO');
    await clickAt(browser, '[data-testid="vehicle-save"]');
    await row('vehicle', 'Rádio Lauda').waitForDisplayed({ timeout: LONG });
    expect(await row('vehicle', 'Rádio Lauda').getText()).to.contain(a.vehicleTypes.RADIO);
  });

  it('toggles a per-type flag and shows a stale save (412) translated', async function () {
    await useSize(browser, SIZES[0]);
    await open('configs');
    await clickAt(browser, '[data-testid="config-rundown-estimatedEnabled"]');
    await clickAt(browser, '[data-testid="config-rundown-save"]');
    await browser.waitUntil(async () => (await chefe.get('/api/configs/rundown')).body.flags.estimatedEnabled === false, { timeout: LONG, timeoutMsg: 'estimatedEnabled not saved' });
    // someone else saves meanwhile: this screen's save is refused with the config.stale text
    await clickAt(browser, '[data-testid="config-story-linkEnabled"]');
    expect((await chefe.put('/api/configs/story', { linkEnabled: true, version: 0 })).status).to.equal(200);
    await clickAt(browser, '[data-testid="config-story-save"]');
    await noticeWith(browser, 'error', pt.config.stale);
    expect((await chefe.get('/api/configs/story')).body.flags.linkEnabled).to.equal(true);

    // the rundown grid reads estimatedEnabled: no estimated column now, back when it is on again
    await clearNotices(browser);
    await openRundown(browser, programId);
    await $('[role="columnheader"][data-col="slug"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[role="columnheader"][data-col="estimated"]').isExisting()).to.equal(false);
    expect((await chefe.put('/api/configs/rundown', { estimatedEnabled: true, version: 1 })).status).to.equal(200);
    await browser.refresh();
    await $('[role="columnheader"][data-col="estimated"]').waitForDisplayed({ timeout: LONG });
  });

  it('saves behaviour flags, refuses an odd print font size on the field and saves an even one', async function () {
    await useSize(browser, SIZES[0]);
    await open('flags');
    await clickAt(browser, '[data-testid="flags-approvedOnly"]');
    await clickAt(browser, '[data-testid="flags-privateGuideline"]');
    await clearField(browser, '#flags-readRate');
    await $('#flags-readRate').setValue('0.1');
    await clickAt(browser, '[data-testid="flags-save"]');
    await noticeWith(browser, 'success', fill(a.settings.saved, { title: a.flags.title }));
    const flags = (await chefe.get('/api/settings/flags')).body.values;
    expect(flags).to.include({ approvedOnly: true, privateGuideline: true, readRate: 0.1 });
    // the guideline settings show the same flag
    expect((await chefe.get('/api/assignments/settings')).body.privateCreation).to.equal(true);

    await open('print-editor');
    await clearField(browser, '#print-fontSize');
    await $('#print-fontSize').setValue('11');
    expect(await $('[data-testid="print"]').getText()).to.contain(a.print.oddNotAllowed);
    await clickAt(browser, '[data-testid="print-save"]');
    await noticeWith(browser, 'warning', a.validation.formInvalid);
    expect((await chefe.get('/api/settings/print')).body.version).to.equal(0);
    await clearField(browser, '#print-fontSize');
    await $('#print-fontSize').setValue('12');
    await clickAt(browser, '[data-testid="print-save"]');
    await browser.waitUntil(async () => (await chefe.get('/api/settings/print')).body.values.fontSize === 12, { timeout: LONG, timeoutMsg: 'print font size not saved' });
    await clickAt(browser, '[data-testid="editor-upperCase"]');
    await clickAt(browser, '[data-testid="editor-save"]');
    await browser.waitUntil(async () => (await chefe.get('/api/settings/editor')).body.values.upperCase === true, { timeout: LONG, timeoutMsg: 'editor settings not saved' });
  });

  for (const size of SIZES) {
    it(`shows every settings screen usable and accessible (${size.name})`, async function () {
      await useSize(browser, size);
      for (const id of ['classifications', 'editorials', 'vehicles', 'types', 'configs', 'flags', 'print-editor']) {
        await open(id);
        await clearNotices(browser);
        // the panel's content is loaded lazily: its controls appear once it has read the API
        await browser.waitUntil(async () => {
          let n = 0;
          for (const _ of await $$(`[data-testid="panel-${id}"] button, [data-testid="panel-${id}"] input`)) n++;
          return n > 0;
        }, { timeout: LONG, timeoutMsg: `${id} shows no control` });
        await assertAccessible(browser, `admin-settings-${id}-${size.name}`);
        await shotAt(browser, `admin-settings-${id}`, size);
      }
    });
  }
});
