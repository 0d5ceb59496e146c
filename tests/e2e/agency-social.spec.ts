/**
 * Agency › social sources: an agency administrator sets the Facebook credentials (pointed at a
 * local stand-in of the Graph API), is told "invalid page" beside the field and in a notice for a
 * page the network does not know (what was typed stays), adds a real one and reads it now; the
 * Twitter tab. At the three sizes in pt_BR with axe on each screen, then the screen in en_US and es_ES.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import agency from '@lauda/plugin-agency';
import guidelines from '@lauda/plugin-guidelines';
import { FakeSocialApi, TOKEN } from '../../plugins/agency/test/social/fake-api.js';
import {
  LONG, SIZES, assertAccessible, assertBuilt, clearField, clearNotices, clickAt, failureEvidence, fill, noticeWith, shotAt, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

const words = (locale: string) => strings(`plugins/agency/i18n/${locale}.json`);
const pt = words('pt_BR');
const PAGES = [['g1', '1002', 'g1'], ['cbn', '1003', 'CBN'], ['bandnews', '1004', 'BandNews']] as const;

describe('agency: the social sources screen', function () {
  let k: TestKernel;
  let api: FakeSocialApi;

  before(async function () {
    assertBuilt();
    api = await new FakeSocialApi().start();
    const now = Date.now();
    for (const [alias, id, name] of PAGES) {
      api.pages.set(alias, { id, name });
      api.posts.set(id, [1, 2].map((n) => ({ id: `${id}_${n}`, message: `${name}: notícia ${n}`, created_time: new Date(now - n * 60_000).toISOString().replace(/\.\d{3}Z$/, '+0000'), permalink_url: `https://www.facebook.com/${alias}/posts/${n}` })));
    }
    k = await startTestKernel({ plugins: [admin, guidelines, agency], config: { webRoot, plugins: { agency: { config: { socialPoll: false } } } } });
    await k.userWith(['ROLE_AGENCY_ADMIN', 'ROLE_AGENCY_READ'], 'agencia');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'agency-social');
  });
  after(async function () {
    await k?.stop();
    await api?.stop();
  });

  const open = async () => {
    await browser.url(`${k.url}/main/agency-social`);
    await $('[data-testid="social-sources"]').waitForDisplayed({ timeout: LONG });
  };

  SIZES.forEach((size, i) => {
    it(`adds a Facebook page, refusing one the network does not know, and reads it now (${size.name})`, async function () {
      await useSize(browser, size);
      await signInAs(browser, k.url, 'agencia');
      await open();
      if (i === 0) {
        await clearField(browser, '#social-facebook-baseUrl');
        await $('#social-facebook-baseUrl').setValue(`${api.url}/graph/v19.0`);
        await $('#social-facebook-token').setValue(TOKEN);
        await clickAt(browser, '[data-testid="social-facebook-save"]');
        await noticeWith(browser, 'success', fill(pt.social.credentials.saved, { network: 'Facebook' }));
        expect(await $('#social-facebook-token').getValue()).to.equal('');
      }
      await clickAt(browser, '[data-testid="facebookPage-new"]');
      await $('[data-testid="facebookPage-dialog"]').waitForDisplayed({ timeout: LONG });
      const wrong = `pagina-inexistente-${size.name}`;
      await $('#facebookPage-handle').setValue(wrong);
      await clickAt(browser, '[data-testid="facebookPage-save"]');
      await noticeWith(browser, 'error', pt.errors.agency.invalidPage);
      await browser.waitUntil(async () => (await $('[data-testid="facebookPage-handle-field-error"]').getText()) === pt.errors.agency.invalidPage,
        { timeout: LONG, timeoutMsg: 'no "invalid page" beside the field' });
      expect(await $('#facebookPage-handle').getValue()).to.equal(wrong);
      await assertAccessible(browser, `agency-social-invalid-${size.name}`);
      await shotAt(browser, 'agency-social-invalid-page', size);

      const [alias, , name] = PAGES[i];
      await clearField(browser, '#facebookPage-handle');
      await $('#facebookPage-handle').setValue(`https://www.facebook.com/${alias}`);
      await clickAt(browser, '[data-testid="facebookPage-save"]');
      await $('[data-testid="facebookPage-dialog"]').waitForExist({ reverse: true, timeout: LONG });
      const row = `[data-testid="facebookPage-row"][data-name="${name}"]`;
      await $(row).waitForDisplayed({ timeout: LONG });
      expect(await $(`${row} [data-testid="facebookPage-status"]`).getText()).to.equal(pt.social.status.new);
      await clearNotices(browser);
      await clickAt(browser, `${row} [data-testid="facebookPage-poll"]`);
      // the count is what the agency's store kept (its de-duplication decides), the name is the page's
      await noticeWith(browser, 'success', name);
      await browser.waitUntil(async () => (await $(`${row} [data-testid="facebookPage-status"]`).getText()) === pt.social.status.ok,
        { timeout: LONG, timeoutMsg: 'the page is not shown as read' });
      await clearNotices(browser);
      await assertAccessible(browser, `agency-social-facebook-${size.name}`);
      await shotAt(browser, 'agency-social-facebook', size);

      await clickAt(browser, '[data-testid="social-network-twitter"]');
      await $('[data-testid="social-twitterUsers"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="social-twitter-credentials"]').waitForDisplayed({ timeout: LONG });
      await assertAccessible(browser, `agency-social-twitter-${size.name}`);
      await shotAt(browser, 'agency-social-twitter', size);
    });
  });

  it('speaks en_US and es_ES', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'agencia');
    for (const locale of ['en_US', 'es_ES'] as const) {
      const w = words(locale);
      await $('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await open();
      await browser.waitUntil(async () => (await $('[data-testid="panel-agency-social"] h1').getText()) === w.social.title, { timeout: LONG, timeoutMsg: `not titled in ${locale}` });
      expect(await $('[data-testid="social-facebookPages"]').getText()).to.contain(w.social.facebookPages.title);
      await assertAccessible(browser, `agency-social-${locale}`);
      await shotAt(browser, `agency-social-${locale}`, SIZES[1]);
    }
  });
});
