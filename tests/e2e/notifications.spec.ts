/**
 * The bell in the header: a user named on a guideline sees the unread count rise live, the list in
 * the notifications panel (in pt_BR), and opens the guideline in the document drawer, which marks it
 * read. At the three sizes, with axe on the open panel.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import {
  LONG, SIZES, assertAccessible, assertBuilt, clearNotices, clickAt, created, fill, noticeWith, shotAt, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';

const ROLES = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ'];

describe('notifications: the bell, its list and the document drawer', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let programId: number;
  const shell = strings('web-shell/src/i18n/pt_BR.json');
  const pt = strings('plugins/guidelines/i18n/pt_BR.json');

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, guidelines], config: { webRoot } });
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chefe = await k.userWith(all, 'chefe');
    programId = created(await chefe.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
  });
  after(async function () {
    await k?.stop();
  });

  for (const size of SIZES) {
    it(`counts, lists and opens a notification live (${size.name})`, async function () {
      const name = `ana-${size.name}`;
      const c = await k.userWith(ROLES, name);
      const anaId = Number((await c.get('/api/users/me')).body.id);
      await useSize(browser, size);
      await signInAs(browser, k.url, name);
      await $('[data-testid="notifications-bell"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="notifications-unread"]').isExisting()).to.equal(false);

      const slug = `ENCHENTE ${size.name.toUpperCase()}`;
      created(await chefe.post('/api/assignments', { slug, date: '2031-05-04', programsIds: [programId], reportersIds: [anaId] }), 'guideline');
      const text = fill(pt.notify.named, { title: slug });
      // live: the count and an event notice, without reloading
      await browser.waitUntil(async () => (await $('[data-testid="notifications-unread"]').isExisting()) && (await $('[data-testid="notifications-unread"]').getText()) === '1',
        { timeout: LONG, timeoutMsg: 'the unread count never became 1' });
      await noticeWith(browser, 'event', text);
      await clearNotices(browser);

      await clickAt(browser, '[data-testid="notifications-bell"]');
      const panel = $('[data-testid="notifications-panel"]');
      await panel.waitForDisplayed({ timeout: LONG });
      expect(await panel.getText()).to.contain(shell.notifications.title);
      const items = await $$('[data-testid="notification"]');
      expect(items.length).to.equal(1);
      const item = await items[0]!.getText();
      expect(item).to.contain(text);
      expect(item).to.contain('chefe');
      expect(item).to.contain(shell.notifications.unread);
      // the instant in the branch's zone (dd/MM/yyyy HH:mm)
      expect(item).to.match(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      await shotAt(browser, 'notifications-panel', size);
      await assertAccessible(browser, `notifications-panel-${size.name}`);

      await clickAt(browser, '[data-testid="notification"]');
      const drawer = $('[data-testid="document-drawer"][data-origin="guideline"]');
      await drawer.waitForDisplayed({ timeout: LONG });
      await browser.waitUntil(async () => (await drawer.getText()).includes(slug), { timeout: LONG, timeoutMsg: 'the drawer never showed the guideline' });
      await $('[data-testid="notifications-unread"]').waitForExist({ reverse: true, timeout: LONG });
      await shotAt(browser, 'notifications-drawer', size);
      expect((await c.get('/api/notifications')).body).to.include({ unread: 0, total: 1 });
      await clickAt(browser, '[data-testid="document-drawer-close"]');
    });
  }
});
