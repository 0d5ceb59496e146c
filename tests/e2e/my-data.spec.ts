/**
 * "Meus dados": a person opens it from their name in the header, changes their profile, ends the
 * session of another browser, changes their password (a wrong confirmation first, in the spec's
 * words) and signs in with the new one, switches the language preference and sees the shell switch,
 * and downloads the export. At the three sizes, each in another language, with axe and screenshots.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { LONG, SIZES, assertAccessible, assertBuilt, clearNotices, clickAt, dismissDesktopOffer, failureEvidence, noticeWith, shotAt, strings, useSize, webRoot } from './support.js';

const words = { pt_BR: strings('web-shell/src/i18n/pt_BR.json'), en_US: strings('web-shell/src/i18n/en_US.json'), es_ES: strings('web-shell/src/i18n/es_ES.json') };
type Locale = keyof typeof words;
/** each size in another language, and the language each switches to */
const PLAN: { locale: Locale; next: Locale }[] = [{ locale: 'pt_BR', next: 'en_US' }, { locale: 'en_US', next: 'es_ES' }, { locale: 'es_ES', next: 'pt_BR' }];
const NEW_PASSWORD = 'nova-senha-123';

/** Signs in through the form with a given password and waits for /main. */
async function signInWith(url: string, username: string, password: string): Promise<void> {
  await browser.url(`${url}/login`);
  await browser.deleteCookies();
  await browser.url(`${url}/login`);
  await $('#username').waitForDisplayed({ timeout: LONG });
  await $('#username').setValue(username);
  await $('#password').setValue(password);
  await clickAt(browser, '[data-testid="login-submit"]');
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/main', { timeout: LONG, timeoutMsg: `${username} never reached /main` });
  await dismissDesktopOffer(browser, 6000);
}

/** Types into a field as a person does: click, select what is there, type over it. */
async function typeInto(selector: string, text: string): Promise<void> {
  await clickAt(browser, selector);
  await browser.keys(['Control', 'a']);
  await browser.keys('Backspace');
  await $(selector).addValue(text);
}

describe('my data: profile, sessions, password, preferences and export', function () {
  let k: TestKernel;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [], config: { webRoot } });
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'my-data');
  });
  after(async function () {
    await k?.stop();
  });

  SIZES.forEach((size, i) => {
    const { locale, next } = PLAN[i]!;
    const w = words[locale].myData;
    it(`works for a person at ${size.name} in ${locale}, switching to ${next}`, async function () {
      const username = `pessoa-${size.name}`;
      const elsewhere: TestClient = await k.userWith([], username);
      // the account's language, set from "another browser": the sign-in here applies it
      expect((await elsewhere.put('/api/users/me/preferences', { locale })).status).to.equal(200);
      await useSize(browser, size);
      await signInWith(k.url, username, 'secret-pass');
      await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.lang)) === locale.replace('_', '-'), { timeout: LONG, timeoutMsg: `the shell never spoke ${locale}` });

      // from the name in the header
      await clickAt(browser, '[data-testid="user-nickname"]');
      await $('[data-testid="my-data"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="panel-my-data"] h1').getText()).to.equal(w.title);
      await browser.waitUntil(async () => (await $('#my-nickname').getValue()) === username, { timeout: LONG });
      await browser.waitUntil(async () => (await $$('[data-testid="my-session"]').length) === 2, { timeout: LONG, timeoutMsg: 'both sessions never listed' });
      await assertAccessible(browser, `my-data-${size.name}`);
      await shotAt(browser, `my-data-${locale}`, size);

      // profile
      await typeInto('#my-name', `Pessoa ${size.name} Silva`);
      await typeInto('#my-email', `${username}@redacao.example`);
      await clickAt(browser, '[data-testid="my-profile-save"]');
      await noticeWith(browser, 'success', w.profile.saved);
      expect((await elsewhere.get('/api/users/me')).body).to.include({ name: `Pessoa ${size.name} Silva`, email: `${username}@redacao.example` });
      await clearNotices(browser);

      // end the other browser's session
      await clickAt(browser, '[data-testid="my-session"]:not([data-current]) [data-testid="my-session-end"]');
      await $('[data-testid="my-session-end-confirm-confirm"]').waitForDisplayed({ timeout: LONG });
      await assertAccessible(browser, `my-data-end-session-${size.name}`);
      await clickAt(browser, '[data-testid="my-session-end-confirm-confirm"]');
      await noticeWith(browser, 'success', w.sessions.ended);
      await browser.waitUntil(async () => (await $$('[data-testid="my-session"]').length) === 1, { timeout: LONG, timeoutMsg: 'the ended session stayed listed' });
      expect((await elsewhere.get('/api/users/me')).status).to.equal(401);
      await clearNotices(browser);

      // the password: a confirmation that differs is refused in the spec's words, then the change
      await typeInto('#my-currentPassword', 'secret-pass');
      await typeInto('#my-newPassword', NEW_PASSWORD);
      await typeInto('#my-confirmPassword', `${NEW_PASSWORD}-x`);
      await clickAt(browser, '[data-testid="my-password-save"]');
      expect(await $('[data-testid="my-password-confirmPassword-error"]').getText()).to.equal(w.password.mismatch);
      await assertAccessible(browser, `my-data-password-${size.name}`);
      await shotAt(browser, `my-data-password-${locale}`, size);
      await typeInto('#my-confirmPassword', NEW_PASSWORD);
      await clickAt(browser, '[data-testid="my-password-save"]');
      await noticeWith(browser, 'success', w.password.changed_zero);
      await clearNotices(browser);

      // the export
      await clickAt(browser, '[data-testid="my-export-download"]');
      await noticeWith(browser, 'success', w.export.done);
      const bytes = Number(await $('[data-testid="my-export-size"]').getAttribute('data-bytes'));
      expect(bytes).to.be.greaterThan(200);
      await clearNotices(browser);

      // the language preference: the shell switches at once
      const select = '[data-testid="my-preferences-locale"]';
      await clickAt(browser, select);
      await $(select).selectByAttribute('value', next);
      await browser.keys('Escape');
      await clickAt(browser, '[data-testid="my-preferences-save"]');
      await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.lang)) === next.replace('_', '-'), { timeout: LONG, timeoutMsg: `the shell never switched to ${next}` });
      await browser.waitUntil(async () => (await $('[data-testid="panel-my-data"] h1').getText()) === words[next].myData.title, { timeout: LONG, timeoutMsg: 'the screen kept its old language' });
      await noticeWith(browser, 'success', words[next].myData.preferences.saved);
      await clearNotices(browser);
      await assertAccessible(browser, `my-data-${next}-${size.name}`);
      await shotAt(browser, `my-data-after-${next}`, size);

      // sign out, and in with the new password: the language is the account's
      await clickAt(browser, '[data-testid="sign-out"]');
      await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/login', { timeout: LONG });
      await browser.execute(() => localStorage.removeItem('lauda.locale'));
      await signInWith(k.url, username, NEW_PASSWORD);
      await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.lang)) === next.replace('_', '-'), { timeout: LONG, timeoutMsg: 'the language preference was not applied at sign-in' });
      expect(await $('[data-testid="user-nickname"]').getAttribute('href')).to.equal('/main/my-data');
    });
  });
});
