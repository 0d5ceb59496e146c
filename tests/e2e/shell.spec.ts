/**
 * The web shell in a real browser, against a real kernel booted in this process (fresh SQLite
 * database, the hello plugin enabled, the built shell served from web-shell/dist).
 */
import fs from 'node:fs';
import path from 'node:path';
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import hello from '@lauda/plugin-hello';
import { createUser } from '@lauda/kernel';
import { LONG, SIZES, assertBuilt, clickAt, shot, shotAt, signIn, strings, useSize, waitForPath, webRoot, type Strings } from './support.js';

const shellStrings = (locale: string) => strings(`web-shell/src/i18n/${locale}.json`);
const helloStrings = (locale: string) => strings(`examples/hello-plugin/i18n/${locale}.json`);

describe('web shell', function () {
  let k: TestKernel;
  let ana: TestClient;
  let t: Strings;
  let h: Strings;
  let version: string;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [hello], config: { webRoot } });
    ana = await k.userWith(['ROLE_HELLO_READ', 'ROLE_HELLO_WRITE'], 'ana');
    // a branch name for the header and the sign-in card
    const admin = await k.userWith(['ROLE_ADMIN_WRITE'], 'chefe');
    const cfg = (await admin.get('/api/branch/config')).body;
    const put = await admin.put('/api/branch/config', { ...cfg, branchName: 'Redação Central' });
    if (put.status !== 200) throw new Error(`branch config: ${put.status} ${JSON.stringify(put.body)}`);
    const locale: string = put.body.locale ?? cfg.locale ?? 'pt_BR';
    t = shellStrings(locale);
    h = helloStrings(locale);
    version = (await k.anonymous().get('/api/system')).body.version;
  });

  after(async function () {
    await k?.stop();
  });

  it('sends a visitor from / to /login, with the page titled Lauda <version>', async function () {
    await browser.url(k.url + '/');
    await waitForPath(browser, '/login');
    await $('[data-testid="login-form"]').waitForDisplayed();
    expect(await $('#login-title').getText()).to.equal(t.login.title);
    expect(await browser.getTitle()).to.equal(`Lauda ${version}`);
    await shot(browser, '01-login');
  });

  it('keeps the path a visitor asked for as the redirect query', async function () {
    await browser.url(k.url + '/main/greetings?x=1');
    await waitForPath(browser, '/login');
    const redirect = new URL(await browser.getUrl()).searchParams.get('redirect');
    expect(redirect).to.equal('/main/greetings?x=1');
    await browser.url(k.url + '/login');
  });

  it('shows the translated failure for a wrong password', async function () {
    await $('#username').setValue('ana');
    await $('#password').setValue('not-the-password');
    await $('[data-testid="login-submit"]').click();
    const error = $('[data-testid="login-error"]');
    await error.waitForDisplayed();
    expect(await error.getText()).to.equal(t.login.errors.error_authentication);
    await shot(browser, '02-login-failed');
  });

  it('signs in and shows the Greetings entry in the menu', async function () {
    await $('#password').setValue('secret-pass');
    await $('[data-testid="login-submit"]').click();
    await waitForPath(browser, '/main');
    await $('[data-testid="header"]').waitForDisplayed();
    expect(await $('[data-testid="user-nickname"]').getText()).to.contain('ana');
    const entry = $('[data-testid="menu-greetings"]');
    await entry.waitForDisplayed();
    expect(await entry.getText()).to.equal(h.menu);
    expect(await $('[data-testid="branch-name"]').getText()).to.equal('Redação Central');
    await shot(browser, '03-main');
  });

  it('posts a greeting and sees it in the list', async function () {
    await $('[data-testid="menu-greetings"]').click();
    await waitForPath(browser, '/main/greetings');
    await $('[data-testid="greeting-form"]').waitForDisplayed();
    // a marker that a page reload would wipe
    await browser.execute(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const text = 'Bom dia, redação! Pauta às 9h.';
    await $('#greeting-text').setValue(text);
    await $('[data-testid="greeting-post"]').click();
    await browser.waitUntil(async () => (await $$('[data-testid="greeting"] .text').map((e) => e.getText())).includes(text), {
      timeoutMsg: 'the posted greeting never showed',
    });
    expect(await $('#greeting-text').getValue()).to.equal('');
  });

  it('shows a greeting posted by someone else at once, through the live topic', async function () {
    const text = 'Equipe externa a caminho do estádio.';
    const r = await ana.post('/api/hello/greetings', { text });
    expect(r.status).to.equal(201);
    await browser.waitUntil(async () => (await $$('[data-testid="greeting"] .text').map((e) => e.getText()))[0] === text, {
      timeoutMsg: 'the greeting posted through the API never arrived live',
    });
    expect(await browser.execute(() => (window as unknown as { __noReload?: boolean }).__noReload)).to.equal(true);
    expect(await $$('[data-testid="greeting"]').length).to.equal(2);
    await $('[data-testid="notice"]').waitForDisplayed({ reverse: true, timeout: 8000 }).catch(() => undefined);
    await shot(browser, '04-greetings');
  });

  it('shows the translated validation error, naming the field, for an empty greeting', async function () {
    const refused = await ana.post('/api/hello/greetings', { text: '' });
    expect(refused.status).to.equal(400);
    await $('#greeting-text').clearValue();
    await $('[data-testid="greeting-post"]').click();
    const notice = $('[data-testid="notice"][data-level="error"]');
    await notice.waitForDisplayed();
    const shown = await notice.getText();
    expect(shown).to.contain(t.notice.createFailed);
    expect(refused.body.details.issues[0].field).to.equal('text');
    expect(shown).to.contain(t.errors.error.validation.replace('{{field}}', 'text'));
    expect(await $$('[data-testid="greeting"]').length).to.equal(2);
    await shot(browser, '05-error-notice');
  });

  it('offers no Administração (nor Prévia) to a user with nothing there; the address still shows the empty state', async function () {
    await $('[data-testid="menu-greetings"]').waitForDisplayed();
    expect(await $('[data-testid="menu-admin"]').isExisting()).to.equal(false);
    expect(await $('[data-testid="menu-preview"]').isExisting()).to.equal(false);
    await browser.url(k.url + '/admin');
    await waitForPath(browser, '/admin');
    const empty = $('[data-testid="admin-empty"]');
    await empty.waitForDisplayed();
    expect(await empty.getText()).to.contain(t.slots.admin.emptyTitle);
    await shot(browser, '05b-admin-empty');
  });

  it('shows the 404 page for an unknown path', async function () {
    await browser.url(k.url + '/no/such/page');
    const page = $('[data-testid="error-page"]');
    await page.waitForDisplayed();
    expect(await page.getAttribute('data-code')).to.equal('404');
    expect(await page.$('h1').getText()).to.equal(t.errors['404'].title);
    await shot(browser, '06-not-found');
  });

  it('signs out', async function () {
    await browser.url(k.url + '/main');
    await $('[data-testid="sign-out"]').waitForDisplayed();
    await $('[data-testid="sign-out"]').click();
    await waitForPath(browser, '/login');
    await $('[data-testid="login-form"]').waitForDisplayed();
    // the session is gone: /main sends to sign-in again
    await browser.url(k.url + '/main');
    await waitForPath(browser, '/login');
    // the remembered-username box was not ticked: the field starts empty
    expect(await $('#username').getValue()).to.equal('');
    await shot(browser, '07-signed-out');
  });

  it('asks for a new password at first access, checks the confirmation, then signs in', async function () {
    // no users API yet: the kernel's own helper makes a user who must change the password
    const knex = (k as unknown as { kernel: { db: { knex: any } } }).kernel.db.knex;
    await createUser(knex, { username: 'bia', password: 'first-pass-1', roles: ['ROLE_HELLO_READ'], mustChangePassword: true });
    await $('#username').setValue('bia');
    await $('#password').setValue('first-pass-1');
    await $('[data-testid="login-submit"]').click();
    await $('#newPassword').waitForDisplayed();
    expect(await $('[data-testid="login-error"]').getText()).to.equal(t.login.errors.error_reset_password);
    await shot(browser, '08-new-password');
    await $('#newPassword').setValue('brand-new-pass');
    await $('#confirmPassword').setValue('brand-new-typo');
    await $('[data-testid="login-submit"]').click();
    await browser.waitUntil(async () => (await $('[data-testid="login-error"]').getText()) === t.login.errors.mismatch);
    await $('#confirmPassword').setValue('brand-new-pass');
    await $('[data-testid="login-submit"]').click();
    await waitForPath(browser, '/main');
    // read-only user: sees the list, not the form
    await browser.url(k.url + '/main/greetings');
    await $('[data-testid="greetings-list"]').waitForDisplayed();
    expect(await $('[data-testid="greeting-form"]').isExisting()).to.equal(false);
    await $('[data-testid="sign-out"]').click();
    await waitForPath(browser, '/login');
    expect((await k.signIn('bia', 'brand-new-pass')).cookie).to.be.a('string');
  });

  it('switches the language and keeps the choice', async function () {
    const en = shellStrings('en_US');
    await $('#login-language').selectByAttribute('value', 'en_US');
    await browser.waitUntil(async () => (await $('#login-title').getText()) === en.login.title);
    await browser.refresh();
    await $('#login-title').waitForDisplayed();
    expect(await $('#login-title').getText()).to.equal(en.login.title);
    expect(await browser.execute(() => document.documentElement.lang)).to.equal('en-US');
    await shot(browser, '09-login-en');
  });

  it('downloads an enabled plugin\'s web part after sign-in only, and never a disabled one\'s', async function () {
    const assets = path.join(webRoot, 'assets');
    const helloChunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(assets, f), 'utf8').includes('ROLE_HELLO_READ'));
    expect(helloChunks, 'the hello plugin has its own chunk').to.not.be.empty;
    const requested = async () =>
      (await browser.execute(() => performance.getEntriesByType('resource').map((e) => e.name))).map((u: string) => path.basename(new URL(u).pathname));
    /** Opens /main with a session of `client` on `kernel`. */
    const openSignedIn = async (kernel: TestKernel, client: TestClient) => {
      const [name, ...value] = client.cookie!.split(';')[0]!.split('=');
      await browser.setCookies({ name: name!, value: value.join('='), path: '/' });
      await browser.url(kernel.url + '/main');
      await $('[data-testid="work-area"]').waitForDisplayed();
    };
    // the sign-in page does not download it (its panels need a session)
    await browser.deleteCookies();
    await browser.url(k.url + '/login');
    await $('#login-title').waitForDisplayed();
    await browser.pause(300);
    expect((await requested()).filter((f: string) => helloChunks.includes(f))).to.deep.equal([]);
    // enabled and signed in: its web part is fetched (the panel itself only when shown)
    await openSignedIn(k, ana);
    await browser.waitUntil(async () => (await requested()).some((f: string) => helloChunks.includes(f)), { timeoutMsg: 'the enabled plugin was not loaded' });
    // disabled: a kernel without the plugin
    const bare = await startTestKernel({ config: { webRoot } });
    try {
      await browser.url(bare.url + '/login');
      await openSignedIn(bare, await bare.userWith([], 'bia'));
      await browser.pause(300);
      expect((await requested()).filter((f: string) => helloChunks.includes(f))).to.deep.equal([]);
    } finally {
      await bare.stop();
    }
  });

  it('offers Administração to an administrator; the menu collapses to named icons, and is a drawer on a phone', async function () {
    // the language chosen in the test before (English) is kept in this browser
    const en = shellStrings('en_US');
    await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'diretor');
    await browser.deleteCookies();
    await signIn(browser, k.url, 'diretor');
    await $('[data-testid="menu-admin"]').waitForDisplayed();
    expect(await $('[data-testid="menu-admin"]').getText()).to.equal(en.menu.admin);
    await useSize(browser, SIZES[1]);
    await clickAt(browser, '[data-testid="menu-collapse"]');
    await $('[data-testid="side-menu"][data-collapsed="true"]').waitForDisplayed();
    expect(await $('[data-testid="menu-admin"]').getComputedLabel()).to.equal(en.menu.admin);
    expect(await $('[data-testid="menu-admin"]').getAttribute('title')).to.equal(en.menu.admin);
    expect(await $('[data-testid="menu-collapse"]').getAttribute('aria-label')).to.equal(en.menu.expand);
    await shotAt(browser, 'shell-menu-collapsed', SIZES[1]);
    await clickAt(browser, '[data-testid="menu-admin"]');
    await waitForPath(browser, /^\/admin/);
    await clickAt(browser, '[data-testid="menu-collapse"]');
    await $('[data-testid="side-menu"]:not([data-collapsed])').waitForDisplayed();
    await useSize(browser, SIZES[2]);
    await clickAt(browser, '[data-testid="menu-drawer-toggle"]');
    await clickAt(browser, '[data-testid="side-menu"] [data-testid="menu-home"]');
    await waitForPath(browser, '/main');
    await $('[data-testid="side-menu"]').waitForExist({ reverse: true });
    // the header fits in every language (the longest sign-out words are Spanish)
    for (const locale of ['es_ES', 'pt_BR', 'en_US']) {
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.lang)).replace('-', '_') === locale, { timeout: LONG, timeoutMsg: `${locale} not applied` });
      expect(await browser.execute(() => document.documentElement.scrollWidth), locale).to.be.at.most(390);
      expect(await $('[data-testid="sign-out"]').getComputedLabel(), locale).to.equal(shellStrings(locale).app.signOut);
    }
    await shotAt(browser, 'shell-main', SIZES[2]);
    await useSize(browser, SIZES[0]);
  });
});
