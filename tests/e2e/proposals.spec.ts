/**
 * The news suggestions area ("Sugestões de pauta"): a reporter's suggestion arrives live at the top
 * of page 0; an editor opens one in the sidebar and accepts it into a guideline, then removes it
 * with an open one: the open one goes, and a warning says items in use cannot be deleted. At the
 * three sizes in pt_BR with axe on the list, the form and the acceptance; once in en_US and es_ES.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import proposals from '@lauda/plugin-proposals';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, failureEvidence, fill, noticeWith, shotAt, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

const pt = strings('plugins/proposals/i18n/pt_BR.json');
const BASE = '/api/assignment_proposals';

describe('news suggestions: live list, sidebar, accept into a guideline, removal of items in use', function () {
  let k: TestKernel;
  let reporter: TestClient;
  let today: string;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, guidelines, proposals], config: { webRoot } });
    reporter = await k.userWith(['ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE'], 'reporter');
    await k.userWith(['ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'], 'editora');
    today = await branchToday(reporter);
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'proposals');
  });
  after(async function () {
    await k?.stop();
  });

  const row = (id: number) => `[data-testid="proposals-table"] tr[data-proposal="${id}"]`;

  for (const size of SIZES) {
    it(`accepts a suggestion in the sidebar and warns when removing one in use (${size.name})`, async function () {
      await useSize(browser, size);
      const title = `Greve dos ônibus (${size.name})`;
      const chosen = created(await reporter.post(BASE, { title, date: today, text: 'Motoristas param amanhã cedo', suggestedBy: 'Ouvinte', source: 'WhatsApp' }), 'proposal');
      await signInAs(browser, k.url, 'editora');
      await browser.url(`${k.url}/main/proposals`);
      await $(row(chosen.id)).waitForDisplayed({ timeout: LONG });
      // a suggestion sent meanwhile comes in at the top of page 0, and in the sidebar's latest
      const spare = created(await reporter.post(BASE, { title: `Buraco na rua (${size.name})`, date: today, suggestedBy: 'Leitor' }), 'proposal');
      await $(row(spare.id)).waitForDisplayed({ timeout: LONG });
      const first = await browser.execute(() => document.querySelector('[data-testid="proposals-table"] tbody tr[data-proposal]')?.getAttribute('data-proposal'));
      expect(Number(first)).to.equal(spare.id);
      await browser.waitUntil(async () => (await $('[data-testid="proposals-latest"]').getText()).includes(`Buraco na rua (${size.name})`), { timeout: LONG, timeoutMsg: 'the sidebar did not refresh' });

      await clickAt(browser, `${row(chosen.id)} [data-testid="proposal-open"]`);
      await browser.waitUntil(async () => (await $('[data-testid="proposal-detail"]').getText()).includes('Motoristas param amanhã cedo'), { timeout: LONG, timeoutMsg: 'no details in the sidebar' });
      await clickAt(browser, '[data-testid="proposal-accept"]');
      await $('[data-testid="proposal-accept-form"]').waitForDisplayed({ timeout: LONG });
      await assertAccessible(browser, `proposals-accept-${size.name}`);
      await shotAt(browser, 'proposals-accept', size);
      await clickAt(browser, '[data-testid="proposal-accept-save"]');
      await noticeWith(browser, 'success', ...(pt.acceptedAs as string).split('{{slug}}').map((x) => x.trim()).filter(Boolean));
      // the state column may be scrolled out of a phone's view: its text, not what is painted
      await browser.waitUntil(async () => ((await browser.execute((sel: string) => document.querySelector(sel)?.textContent ?? '', row(chosen.id))) as string).includes(pt.accepted), { timeout: LONG, timeoutMsg: 'not marked accepted' });
      const accepted = (await reporter.get(`${BASE}/${chosen.id}`)).body;
      expect((await (await k.signIn('editora', 'secret-pass')).get(`/api/assignments/${accepted.guidelineId}`)).status).to.equal(200);
      await clearNotices(browser);

      await clickAt(browser, `${row(chosen.id)} [data-testid="proposal-select"]`);
      await clickAt(browser, `${row(spare.id)} [data-testid="proposal-select"]`);
      await clickAt(browser, '[data-testid="proposals-remove-selected"]');
      await clickAt(browser, '[data-testid="proposal-remove-confirm-confirm"]');
      await noticeWith(browser, 'warning', pt.inUse);
      await $(row(spare.id)).waitForExist({ reverse: true, timeout: LONG });
      expect(await $(row(chosen.id)).isExisting()).to.equal(true);
      await clearNotices(browser);
      await assertAccessible(browser, `proposals-list-${size.name}`);
      await shotAt(browser, 'proposals-list', size);
    });
  }

  it('names a blank title in a translated warning, keeping the text; then suggests', async function () {
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="proposal-new"]');
    await $('[data-testid="proposal-form"]').waitForDisplayed({ timeout: LONG });
    await $('#proposal-text').setValue('Um texto que não se perde');
    await assertAccessible(browser, 'proposals-form');
    await clickAt(browser, '[data-testid="proposal-save"]');
    await noticeWith(browser, 'warning', fill(pt.missing, { fields: pt.fields.title }));
    expect(await $('#proposal-text').getValue()).to.equal('Um texto que não se perde');
    await $('#proposal-title').setValue('Feira de orgânicos');
    await clickAt(browser, '[data-testid="proposal-save"]');
    await $('[data-testid="proposal-form"]').waitForExist({ reverse: true, timeout: LONG });
    await browser.waitUntil(async () => (await $('[data-testid="proposal-detail"]').getText()).includes('Feira de orgânicos'), { timeout: LONG, timeoutMsg: 'the new suggestion is not in the sidebar' });
    await shotAt(browser, 'proposals-saved', SIZES[0]);
    await clearNotices(browser);
  });

  it('speaks en_US and es_ES', async function () {
    await useSize(browser, SIZES[1]);
    for (const locale of ['en_US', 'es_ES'] as const) {
      const w = strings(`plugins/proposals/i18n/${locale}.json`);
      await $('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await clickAt(browser, '[data-testid="menu-proposals"]');
      const title = $('[data-testid="panel-proposals"] h1');
      await browser.waitUntil(async () => (await title.getText()) === w.title, { timeout: LONG, timeoutMsg: `not titled in ${locale}` });
      await browser.waitUntil(async () => (await $('[data-testid="proposal-new"]').getText()) === w.new, { timeout: LONG, timeoutMsg: `"new" not in ${locale}` });
      expect((await $('[data-testid="proposals-sidebar"]').getText()).toLowerCase()).to.contain(w.latest.toLowerCase());
      await assertAccessible(browser, `proposals in ${locale}`);
      await shotAt(browser, `proposals-${locale}`, SIZES[1]);
    }
    await $('[data-testid="language-select"]').selectByAttribute('value', 'pt_BR');
  });
});
