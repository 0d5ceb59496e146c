/**
 * The rounds area ("Rondas"): a producer adds a round of the day in the form (it takes its place by
 * time), makes a guideline from it ("Criar pauta"), and a duplicate institution name is refused with
 * a translated notice, nothing typed lost. At the three sizes in pt_BR, with axe on the day, the form
 * and the institutions and segments tabs; the area once in en_US and es_ES.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import rounds from '@lauda/plugin-rounds';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, failureEvidence, noticeWith, shotAt, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

const pt = strings('plugins/rounds/i18n/pt_BR.json');
const ROLES = ['ROLE_ROUND_READ', 'ROLE_ROUND_WRITE', 'ROLE_ROUND_ADMIN', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'];

describe('rounds: the day\'s rounds, a guideline from one, institutions and segments', function () {
  let k: TestKernel;
  let chief: TestClient;
  let today: string;
  let police: { id: number };
  let program: { id: number };

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, guidelines, rounds], config: { webRoot } });
    chief = await k.userWith(ROLES, 'produtora');
    const programs = await k.userWith(['ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE'], 'programas');
    program = created(await programs.post('/api/programs', { name: 'Jornal da Cidade', start: '12:00:00', end: '12:45:00' }), 'program');
    today = await branchToday(chief);
    const safety = created(await chief.post('/api/rounds/segments', { name: 'Segurança' }), 'segment');
    created(await chief.post('/api/rounds/segments', { name: 'Saúde' }), 'segment');
    police = created(await chief.post('/api/rounds/institutions', { name: 'Delegacia Central', segmentId: safety.id, phone: '(11) 3333-0001' }), 'institution');
    created(await chief.post('/api/rounds', { date: today, time: '18:00', institutionId: police.id, who: 'Ana', notes: 'Sem ocorrências', result: 'nothing' }), 'round');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'rounds');
  });
  after(async function () {
    await k?.stop();
  });

  const times = () => browser.execute(() => Array.from(document.querySelectorAll('[data-testid="rounds-table"] tbody tr[data-time]')).map((r) => r.getAttribute('data-time') ?? ''));

  for (const size of SIZES) {
    it(`adds a round that sorts by time and makes a guideline from it (${size.name})`, async function () {
      await useSize(browser, size);
      await signInAs(browser, k.url, 'produtora');
      await browser.url(`${k.url}/main/rounds`);
      await $('[data-testid="rounds-day"]').waitForDisplayed({ timeout: LONG });
      const time = { desktop: '07:10', laptop: '09:20', phone: '11:40' }[size.name];
      await clickAt(browser, '[data-testid="round-new"]');
      await $('[data-testid="round-form"]').waitForDisplayed({ timeout: LONG });
      await $('#round-time').setValue(time.replace(':', ''));
      await $('#round-institution').selectByVisibleText('Delegacia Central');
      await $('#round-who').setValue('Bruno');
      await $('#round-notes').setValue(`Prisão na operação ${size.name}`);
      await $('#round-result').selectByAttribute('value', 'news');
      await assertAccessible(browser, `rounds-form-${size.name}`);
      await shotAt(browser, 'rounds-form', size);
      await clickAt(browser, '[data-testid="round-save"]');
      await $('[data-testid="round-form"]').waitForExist({ reverse: true, timeout: LONG });
      await browser.waitUntil(async () => (await times()).includes(`${time}:00`), { timeout: LONG, timeoutMsg: `no round at ${time}` });
      const shown = await times();
      expect(shown).to.deep.equal([...shown].sort());
      expect(shown.at(-1)).to.equal('18:00:00');

      const row = `[data-testid="rounds-table"] tr[data-time="${time}:00"]`;
      expect(await $(row).getText()).to.contain('Segurança').and.contain(pt.results.news);
      await clickAt(browser, `${row} [data-testid="round-guideline"]`);
      await $('[data-testid="round-guideline-form"]').waitForDisplayed({ timeout: LONG });
      // the guideline's program, chosen in the dialog
      await clickAt(browser, '[data-testid="round-guideline-programs-input"]');
      await clickAt(browser, '[data-testid="round-guideline-programs-option"]');
      await $('[data-testid="round-guideline-programs-chip"]').waitForDisplayed({ timeout: LONG });
      await assertAccessible(browser, `rounds-guideline-${size.name}`);
      await shotAt(browser, 'rounds-guideline', size);
      await clickAt(browser, '[data-testid="round-guideline-save"]');
      await noticeWith(browser, 'success', ...(pt.guidelineCreated as string).split('{{slug}}').map((x) => x.trim()).filter(Boolean));
      await $(`${row} [data-testid="round-has-guideline"]`).waitForDisplayed({ timeout: LONG });
      const made = (await chief.get(`/api/rounds?date=${today}`)).body.find((r: { time: string }) => r.time === `${time}:00`);
      expect((await chief.get(`/api/assignments/${made.guidelineId}`)).body.programsIds).to.deep.equal([program.id]);
      await clearNotices(browser);
      await assertAccessible(browser, `rounds-day-${size.name}`);
      await shotAt(browser, 'rounds-day', size);
    });
  }

  it('refuses a duplicate institution with a translated notice, keeping what was typed; segments tab', async function () {
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="rounds-tabs-institutions"]');
    await $('[data-testid="institutions-panel"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="institution-new"]');
    await $('#institution-name').setValue('delegacia central');
    await $('#institution-segment').selectByVisibleText('Saúde');
    await clickAt(browser, '[data-testid="institution-save"]');
    await noticeWith(browser, 'error', pt.errors.rounds.institutionNameInUse);
    expect(await $('#institution-name').getValue()).to.equal('delegacia central');
    await $('#institution-name').setValue('Hospital das Clínicas');
    await clickAt(browser, '[data-testid="institution-save"]');
    await $('[data-testid="institution-form"]').waitForExist({ reverse: true, timeout: LONG });
    await $('[data-testid="institution-row"][data-name="Hospital das Clínicas"]').waitForDisplayed({ timeout: LONG });
    await clearNotices(browser);
    await assertAccessible(browser, 'rounds-institutions');
    await shotAt(browser, 'rounds-institutions', SIZES[0]);
    await clickAt(browser, '[data-testid="rounds-tabs-segments"]');
    await $('[data-testid="segment-row"][data-name="Segurança"]').waitForDisplayed({ timeout: LONG });
    await assertAccessible(browser, 'rounds-segments');
  });

  it('speaks en_US and es_ES', async function () {
    await useSize(browser, SIZES[1]);
    for (const locale of ['en_US', 'es_ES'] as const) {
      const w = strings(`plugins/rounds/i18n/${locale}.json`);
      await $('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await clickAt(browser, '[data-testid="menu-rounds"]');
      const title = $('[data-testid="panel-rounds"] h1');
      await browser.waitUntil(async () => (await title.getText()) === w.title, { timeout: LONG, timeoutMsg: `the rounds area is not titled in ${locale}` });
      await clickAt(browser, '[data-testid="rounds-tabs-rounds"]');
      await browser.waitUntil(async () => (await $('[data-testid="round-new"]').getText()) === w.new, { timeout: LONG, timeoutMsg: `"new round" not in ${locale}` });
      expect(await $('[data-testid="rounds-tabs-institutions"]').getText()).to.equal(w.tabs.institutions);
      expect(await $('[data-testid="rounds-table"]').getText()).to.contain(w.results.nothing);
      await assertAccessible(browser, `rounds in ${locale}`);
      await shotAt(browser, `rounds-${locale}`, SIZES[1]);
    }
    await $('[data-testid="language-select"]').selectByAttribute('value', 'pt_BR');
  });
});
