/**
 * "Histórico e limpeza" and "Lixeira" in the browser, at the three sizes with axe: the administrator
 * sees per kind what a run would delete (an access log past 12 months is seeded), changes a retention
 * value and saves it (and finds the change in "Registros de alterações"), and cleans up now after a confirm; a reporter opens the trash from the menu,
 * sees the public contact deleted but not the administrator's private one, and restores it; the
 * administrator deletes the private one for good after a confirm.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel } from '@lauda/kernel';
import type { TestClient } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import contacts from '@lauda/plugin-contacts';
import { LONG, SIZES, assertAccessible, assertBuilt, clearNotices, clickAt, created, failureEvidence, fill, noticeWith, shotAt, strings, useSize, webRoot } from './support.js';
import { signInAs } from './signin-as.js';

const pt = strings('web-shell/src/i18n/pt_BR.json');
const plural = (forms: Record<string, string>, key: string, count: number) => fill(forms[`${key}_${new Intl.PluralRules('pt-BR').select(count)}`]!, { count });

describe('admin: history and cleanup, and the trash', function () {
  let k: Awaited<ReturnType<typeof startTestKernel>>;
  let chefe: TestClient;
  let reporter: TestClient;

  before(async function () {
    assertBuilt();
    // no scheduled run: what is due stays due until the screen cleans up
    k = await startTestKernel({ plugins: [admin, contacts], config: { webRoot, retention: { everyMs: 0 } } });
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chefe = await k.userWith(all, 'chefe');
    reporter = await k.userWith(['ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE'], 'reporter');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'admin-cleanup');
  });
  after(async function () {
    await k?.stop();
  });
  const as = (username: string) => signInAs(browser, k.url, username);
  const trashRow = (id: number) => `[data-testid="trash-item"][data-entry="${id}"]`;

  for (const size of SIZES) {
    it(`shows what is due, saves a retention value and cleans up now (${size.name})`, async function () {
      await useSize(browser, size);
      await k.kernel.db.knex('auth_logs').insert({ at: Date.now() - 400 * 86_400_000, event: 'signIn', success: true, username: `old-${size.name}` });
      await as('chefe');
      await browser.url(`${k.url}/admin/cleanup`);
      await $('[data-testid="cleanup"]').waitForDisplayed({ timeout: LONG });
      const due = $('[data-testid="cleanup-due-userLogs"]');
      expect(await due.getText()).to.equal(plural(pt.admin.cleanup, 'wouldDelete', 1));
      await assertAccessible(browser, `cleanup-${size.name}`);
      await shotAt(browser, 'admin-cleanup', size);

      const days = String(40 + SIZES.indexOf(size));
      await $('[data-testid="cleanup-value-trash"]').setValue(days);
      await clickAt(browser, '[data-testid="cleanup-save"]');
      await noticeWith(browser, 'success', pt.admin.settings.saved);
      expect((await chefe.get('/api/branch/config')).body.retention.trashDays).to.equal(Number(days));
      await clearNotices(browser);

      // the change is in the administration's change log, with who made it
      await browser.url(`${k.url}/admin/changes`);
      const change = $('[data-testid="change"][data-type="branch_config"]');
      await change.waitForDisplayed({ timeout: LONG });
      expect(await change.getText()).to.contain('chefe').and.to.contain(pt.admin.changes.types.branch_config);
      await assertAccessible(browser, `changes-${size.name}`);
      await shotAt(browser, 'admin-changes', size);
      await browser.url(`${k.url}/admin/cleanup`);
      await $('[data-testid="cleanup"]').waitForDisplayed({ timeout: LONG });

      await clickAt(browser, '[data-testid="cleanup-run"]');
      await $('[data-testid="cleanup-confirm"]').waitForDisplayed({ timeout: LONG });
      await assertAccessible(browser, `cleanup-confirm-${size.name}`);
      await shotAt(browser, 'admin-cleanup-confirm', size);
      await clickAt(browser, '[data-testid="cleanup-confirm-confirm"]');
      await noticeWith(browser, 'success', plural(pt.admin.cleanup, 'done', 1));
      await browser.waitUntil(async () => (await due.getText()) === plural(pt.admin.cleanup, 'wouldDelete', 0), { timeout: LONG, timeoutMsg: 'the dry run still counts the purged log' });
      expect((await chefe.get('/api/auth/logs/filter?filter=old-')).body.total).to.equal(0);
      expect(await $('[data-testid="cleanup-last-run"]').getText()).to.contain(pt.admin.cleanup.trigger.manual);
      // the run is listed among the runs, newest first
      await browser.waitUntil(async () => (await $('[data-testid="cleanup-run-row"]').getText()).includes(pt.admin.cleanup.trigger.manual), { timeout: LONG, timeoutMsg: 'the run is not listed' });
      await clearNotices(browser);
    });

    it(`lists, restores and deletes for good in the trash, each user seeing only theirs (${size.name})`, async function () {
      await useSize(browser, size);
      const open = created(await chefe.post('/api/contacts', { name: `Fonte ${size.name}` }), 'contact');
      const secret = created(await chefe.post('/api/contacts', { name: `Privado ${size.name}`, private: true }), 'contact');
      for (const c of [open, secret]) expect((await chefe.delete(`/api/contacts/${c.id}`)).status).to.be.within(200, 204);
      const entries = (await chefe.get('/api/trash?size=100')).body.data as { id: number; title: string }[];
      const openEntry = entries.find((e) => e.title === `Fonte ${size.name}`)!;
      const secretEntry = entries.find((e) => e.title === `Privado ${size.name}`)!;

      await as('reporter');
      await clickAt(browser, size.name === 'phone' ? '[data-testid="menu-drawer-toggle"]' : '[data-testid="menu-trash"]');
      if (size.name === 'phone') await clickAt(browser, '[data-testid="menu-trash"]');
      await $('[data-testid="trash"]').waitForDisplayed({ timeout: LONG });
      await $(trashRow(openEntry.id)).waitForDisplayed({ timeout: LONG });
      expect(await $(trashRow(secretEntry.id)).isExisting()).to.equal(false);
      expect(await $(trashRow(openEntry.id)).getText()).to.contain(pt.trash.types.contact);
      await assertAccessible(browser, `trash-${size.name}`);
      await shotAt(browser, 'trash', size);
      await clickAt(browser, `${trashRow(openEntry.id)} [data-testid="trash-restore"]`);
      await noticeWith(browser, 'success', fill(pt.trash.restored, { title: openEntry.title }));
      await $(trashRow(openEntry.id)).waitForExist({ reverse: true, timeout: LONG });
      expect((await reporter.get(`/api/contacts/${open.id}`)).status).to.equal(200);
      await clearNotices(browser);

      await as('chefe');
      await browser.url(`${k.url}/main/trash`);
      await $(trashRow(secretEntry.id)).waitForDisplayed({ timeout: LONG });
      await clickAt(browser, `${trashRow(secretEntry.id)} [data-testid="trash-purge"]`);
      await $('[data-testid="trash-purge-confirm"]').waitForDisplayed({ timeout: LONG });
      await assertAccessible(browser, `trash-purge-${size.name}`);
      await clickAt(browser, '[data-testid="trash-purge-confirm-confirm"]');
      await noticeWith(browser, 'success', fill(pt.trash.purged, { title: secretEntry.title }));
      await $(trashRow(secretEntry.id)).waitForExist({ reverse: true, timeout: LONG });
      expect(((await chefe.get('/api/trash?size=100')).body.data as { id: number }[]).some((e) => e.id === secretEntry.id)).to.equal(false);
      await clearNotices(browser);
    });
  }
});
