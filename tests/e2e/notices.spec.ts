/**
 * The notices area and the home screen: a writer creates a notice in the "Avisos" form, sees it in
 * the list; a reader sees today's notices meant for everyone on the home screen, and not the one of a
 * group they are not in. At the three sizes, with axe on the form, the list and the home.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import notices from '@lauda/plugin-notices';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, failureEvidence, fill, shotAt, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

const pt = strings('plugins/notices/i18n/pt_BR.json');

describe('notices: the Avisos area and today\'s notices on the home screen', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let today: string;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, notices], config: { webRoot } });
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chefe = await k.userWith(all, 'chefe');
    await k.userWith(['ROLE_NOTICE_READ'], 'leitor');
    const chefeId = Number((await chefe.get('/api/users/me')).body.id);
    const group = created(await chefe.post('/api/groups', { name: 'Diretoria', userIds: [chefeId] }), 'group');
    // the group change ended the chief's session
    chefe = await k.signIn('chefe', 'secret-pass');
    today = await branchToday(chefe);
    created(await chefe.post('/api/notices', { title: 'Só a diretoria', text: 'Reunião fechada', from: today, to: today, groupIds: [group.id] }), 'notice');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'notices');
  });
  after(async function () {
    await k?.stop();
  });
  const as = (username: string) => signInAs(browser, k.url, username);

  for (const size of SIZES) {
    it(`creates a notice and shows it to a reader on the home screen (${size.name})`, async function () {
      await useSize(browser, size);
      await as('chefe');
      await browser.url(`${k.url}/main/notices`);
      await $('[data-testid="notices-panel"]').waitForDisplayed({ timeout: LONG });
      await clickAt(browser, '[data-testid="notice-new"]');
      await $('[data-testid="notice-form"]').waitForDisplayed({ timeout: LONG });
      const title = `Plantão ${size.name}`;
      await $('#notice-title').setValue(title);
      await $('#notice-text').setValue('Escala de fim de semana na recepção');
      await clickAt(browser, '[data-testid="notice-external"]');
      await assertAccessible(browser, `notices-form-${size.name}`);
      await shotAt(browser, 'notices-form', size);
      await clickAt(browser, '[data-testid="notice-save"]');
      await $('[data-testid="notice-form"]').waitForExist({ reverse: true, timeout: LONG });
      let text = '';
      await browser.waitUntil(async () => {
        for (const c of await $$('[data-testid="notice-card"]')) if ((text = await c.getText()).includes(title)) return true;
        return false;
      }, { timeout: LONG, timeoutMsg: `no card of ${title}` });
      expect(text).to.contain(pt.external);
      expect(text).to.contain(pt.everyone);
      const [y, m, d] = today.split('-');
      expect(text).to.contain(fill(pt.period, { from: `${d}/${m}/${y}`, to: `${d}/${m}/${y}` }));
      await clearNotices(browser);
      await assertAccessible(browser, `notices-list-${size.name}`);
      await shotAt(browser, 'notices-list', size);

      await as('leitor');
      const home = $('[data-testid="home-notices"]');
      await home.waitForDisplayed({ timeout: LONG });
      await browser.waitUntil(async () => (await home.getText()).includes(title), { timeout: LONG, timeoutMsg: 'the home never showed the notice' });
      const homeText = await home.getText();
      expect(homeText.toLowerCase()).to.contain(pt.current.toLowerCase());
      expect(homeText).not.to.contain('Só a diretoria');
      await assertAccessible(browser, `notices-home-${size.name}`);
      await shotAt(browser, 'notices-home', size);
    });
  }
});
