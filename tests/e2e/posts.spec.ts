/**
 * The posts area against a real WordPress (plugins/posts/test/wordpress.ts): an editor writes a post,
 * publishes it to the site with an author and a category read from that site, and sees it published
 * with its link; the post is then read from WordPress itself. At the three sizes, with axe on the
 * list, the editor and the publish dialog; the WordPress admin screen checks the connection; the
 * area in en_US and es_ES.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import posts from '@lauda/plugin-posts';
import { startWordPress, type WordPress } from '@lauda/plugin-posts/testing';
import {
  LONG, SIZES, assertAccessible, assertBuilt, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, fill, noticeWith, shotAt, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

const pt = strings('plugins/posts/i18n/pt_BR.json');

describe('posts: written in Lauda, published to a real WordPress', function () {
  let k: TestKernel;
  let wp: WordPress;
  let chefe: TestClient;

  before(async function () {
    assertBuilt();
    [k, wp] = await Promise.all([startTestKernel({ plugins: [admin, posts], config: { webRoot } }), startWordPress()]);
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chefe = await k.userWith(all, 'chefe');
    created(await chefe.post('/api/wordpress/configs', { name: 'Portal', url: wp.url, username: wp.user, appPassword: wp.appPassword }), 'site');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'posts');
  });
  after(async function () {
    await k?.stop();
    await wp?.stop();
  });

  for (const size of SIZES) {
    it(`writes a post, publishes it and sees it published with its link (${size.name})`, async function () {
      await useSize(browser, size);
      await signInAs(browser, k.url, 'chefe');
      await browser.url(`${k.url}/main/posts`);
      await $('[data-testid="posts-panel"]').waitForDisplayed({ timeout: LONG });
      await clickAt(browser, '[data-testid="post-new"]');
      await $('[data-testid="post-editor"]').waitForDisplayed({ timeout: LONG });
      const title = `Feira do livro ${size.name}`;
      await $('#post-title').setValue(title);
      await $('#post-excerpt').setValue('Cem mil visitantes esperados');
      await clickAt(browser, '[data-testid="post-body-text"]');
      await browser.keys('A feira abriu hoje na praça central.');
      await assertAccessible(browser, `posts-editor-${size.name}`);
      await shotAt(browser, 'posts-editor', size);
      await clickAt(browser, '[data-testid="post-save"]');
      await noticeWith(browser, 'success', pt.saved);

      await clickAt(browser, '[data-testid="post-publish"]');
      await $('[data-testid="post-publish-dialog"]').waitForDisplayed({ timeout: LONG });
      await browser.waitUntil(async () => (await $('#post-author').getText()).includes(wp.user), { timeout: LONG, timeoutMsg: 'the site\'s authors never came' });
      await assertAccessible(browser, `posts-publish-${size.name}`);
      await shotAt(browser, 'posts-publish', size);
      await clickAt(browser, '[data-testid="post-publish-confirm"]');
      await $('[data-testid="post-publish-dialog"]').waitForExist({ reverse: true, timeout: LONG });
      await noticeWith(browser, 'success', pt.publishedOk);
      const state = $('[data-testid="post-editor-state"]');
      await browser.waitUntil(async () => (await state.getText()) === pt.state.published, { timeout: LONG, timeoutMsg: 'never shown published' });
      const link = await $('[data-testid="post-editor-link"]').getAttribute('href');
      expect(link).to.match(new RegExp(`^${wp.url}/`));
      await clearNotices(browser);
      await shotAt(browser, 'posts-published', size);
      if (size === SIZES[0]) {
        // its versions: made, then published
        await clickAt(browser, '[data-testid="post-revisions"]');
        await browser.waitUntil(async () => (await $$('[data-testid="post-revision"]').length) === 2, { timeout: LONG, timeoutMsg: 'not two versions' });
        await assertAccessible(browser, 'posts-revisions');
        await shotAt(browser, 'posts-revisions', size);
        await browser.keys('Escape');
        await $('[data-testid="post-revisions-dialog"]').waitForExist({ reverse: true, timeout: LONG });
      }

      // WordPress has it, public, as written
      const id = Number(await $('[data-testid="post-editor"]').$('[data-testid="post-wordpress"]').getAttribute('data-wp-post'));
      const there = await (await fetch(`${wp.url}/wp-json/wp/v2/posts/${id}`)).json() as { title: { rendered: string }; content: { rendered: string }; status: string };
      expect(there.title.rendered).to.equal(title);
      expect(there.content.rendered).to.contain('A feira abriu hoje na praça central.');

      await clickAt(browser, '[data-testid="post-close"]');
      const row = $(`[data-testid="posts-table"] tbody`);
      await browser.waitUntil(async () => (await row.getText()).includes(title), { timeout: LONG, timeoutMsg: 'not in the list' });
      expect(await row.getText()).to.contain(pt.state.published);
      await assertAccessible(browser, `posts-list-${size.name}`);
      await shotAt(browser, 'posts-list', size);
    });
  }

  it('checks a WordPress site\'s connection in the administration', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'chefe');
    await browser.url(`${k.url}/admin/wordpress`);
    await $('[data-testid="wordpress-panel"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="wp-check"]');
    await noticeWith(browser, 'success', fill(pt.admin.checkOk, { user: wp.user }));
    await assertAccessible(browser, 'posts-wordpress-admin');
    await shotAt(browser, 'posts-wordpress-admin', SIZES[1]);
  });

  it('shows the area in en_US and es_ES', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'chefe');
    await dismissDesktopOffer(browser, 4000);
    for (const locale of ['en_US', 'es_ES', 'pt_BR'] as const) {
      const w = strings(`plugins/posts/i18n/${locale}.json`);
      await $('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await browser.waitUntil(async () => (await $('[data-testid="menu-posts"]').getText()).includes(w.menu), { timeout: LONG, timeoutMsg: `no ${locale} menu entry` });
      await clickAt(browser, '[data-testid="menu-posts"]');
      await browser.waitUntil(async () => (await $('[data-testid="post-new"]').getText()) === w.new, { timeout: LONG, timeoutMsg: `the area is not in ${locale}` });
      if (locale === 'pt_BR') break;
      await clickAt(browser, '[data-testid="post-new"]');
      await $('[data-testid="post-editor"]').waitForDisplayed({ timeout: LONG });
      expect((await $('[data-testid="post-editor"]').getText()).toLowerCase()).to.contain(w.fields.excerpt.toLowerCase());
      await assertAccessible(browser, `posts-editor-${locale}`);
      await shotAt(browser, `posts-editor-${locale}`, SIZES[1]);
      await clickAt(browser, '[data-testid="post-close"]');
    }
  });

  it('says in words when the site is down, and leaves the post published', async function () {
    await useSize(browser, SIZES[1]);
    wp.halt();
    await signInAs(browser, k.url, 'chefe');
    await browser.url(`${k.url}/main/posts`);
    await clickAt(browser, '[data-testid="post-open"]');
    await $('[data-testid="post-editor"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="post-unpublish"]');
    await clickAt(browser, '[data-testid="post-unpublish-confirm-confirm"]');
    await noticeWith(browser, 'error', pt.errors.posts.unpublishFailed);
    expect(await $('[data-testid="post-editor-state"]').getText()).to.equal(pt.state.published);
    await assertAccessible(browser, 'posts-site-down');
    await shotAt(browser, 'posts-site-down', SIZES[1]);
  });
});
