/**
 * Admin › Active Directory in a real browser against a real OpenLDAP (slapd started and seeded by the
 * test): the administrator fills in the directory settings (a bad filter is refused in the form,
 * naming the field), tests the connection (the counts the directory answers), saves, and
 * synchronises: the live state shows the run and what it created, and the users exist. Three sizes,
 * axe, screenshots.
 */
import { browser } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import directory from '@lauda/plugin-directory';
import { ADMIN_DN, ADMIN_PASSWORD, GROUPS_DN, PEOPLE_DN, startSlapd, type Slapd } from '@lauda/plugin-directory/testing';
import {
  LONG, SIZES, assertAccessible, assertBuilt, clearField, clearNotices, clickAt, dismissDesktopOffer, failureEvidence, fill, noticeWith, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

const pt = strings('plugins/directory/i18n/pt_BR.json');
const ROLES = ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE'];

describe('admin: Active Directory', function () {
  let k: TestKernel;
  let slapd: Slapd;
  let chefe: TestClient;

  before(async function () {
    assertBuilt();
    slapd = await startSlapd([
      { uid: 'rita', cn: 'Rita Alves', mail: 'rita@lauda.test', password: 'rita-no-diretorio' },
      { uid: 'otavio', cn: 'Otávio Pires', password: 'otavio-no-diretorio' },
    ], [{ cn: 'Reportagem', members: ['rita', 'otavio'] }]);
    k = await startTestKernel({ plugins: [admin, directory], config: { webRoot } });
    chefe = await k.userWith(ROLES, 'chefe');
    await signIn(browser, k.url, 'chefe');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'admin-directory');
  });
  after(async () => {
    await k?.stop();
    await slapd?.destroy();
  });

  // the sync state heads the screen: back to the top for the screenshots
  const toTop = () => browser.execute(() => {
    for (const el of Array.from(document.querySelectorAll('*'))) if (el.scrollTop) el.scrollTop = 0;
  });
  const value = (field: string, text: string) => browser.$(`[data-testid="ldap-${field}"]`).setValue(text);

  it('configures, checks and synchronises the directory, the state shown live', async function () {
    await browser.url(`${k.url}/admin/directory`);
    await browser.$('[data-testid="ldap-settings"]').waitForDisplayed({ timeout: LONG });
    // the shell offers desktop notices a few seconds after sign-in: not now
    await dismissDesktopOffer(browser, 8000);
    expect(await browser.$('[data-testid="ldap-sync-summary"]').getText()).to.contain(pt.state.never);
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'admin-directory-empty', size);
      await assertAccessible(browser, `directory settings at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);

    await clickAt(browser, '[data-testid="ldap-enabled"]');
    await value('url', slapd.url);
    await value('bindDn', ADMIN_DN);
    await value('bindPassword', ADMIN_PASSWORD);
    await value('usersBaseDn', PEOPLE_DN);
    await value('groupsBaseDn', GROUPS_DN);
    // a filter that does not close is refused in the form, naming the field
    await clearField(browser, '[data-testid="ldap-userFilter"]');
    await value('userFilter', '(objectClass=inetOrgPerson');
    await clickAt(browser, '[data-testid="ldap-save"]');
    expect(await browser.$('[data-testid="ldap-field-userFilter-error"]').getText()).to.equal(pt.invalid.filter);
    await value('userFilter', '(objectClass=inetOrgPerson)');

    await clickAt(browser, '[data-testid="ldap-check"]');
    const counted = fill(pt.checkOk, { users: 2, groups: 1 });
    await browser.waitUntil(async () => (await browser.$('[data-testid="ldap-check-result"]').getText()) === counted,
      { timeout: LONG, timeoutMsg: 'the connection test never answered' });
    await clickAt(browser, '[data-testid="ldap-save"]');
    await noticeWith(browser, 'success', pt.saved);
    const saved = (await chefe.get('/api/ldap/config')).body;
    expect(saved).to.include({ enabled: true, url: slapd.url, bindPasswordSet: true, usersBaseDn: PEOPLE_DN, version: 1 });

    await clickAt(browser, '[data-testid="ldap-sync-now"]');
    await browser.waitUntil(async () => (await browser.$('[data-testid="ldap-sync-summary"]').getAttribute('data-syncing')) === 'false'
      && (await browser.$('[data-testid="ldap-sync-ok"]').isExisting()), { timeout: LONG, timeoutMsg: 'the synchronisation never ended on screen' });
    expect(await browser.$('[data-testid="ldap-sync-counts"] [data-field="created"] dd').getText()).to.equal('2');
    expect(await browser.$('[data-testid="ldap-sync-counts"] [data-field="groups"] dd').getText()).to.equal('1');
    const users = (await chefe.get('/api/users?category=all')).body as { username: string; adUser: boolean; name: string }[];
    expect(users.filter((u) => u.adUser).map((u) => u.name).sort()).to.deep.equal(['Otávio Pires', 'Rita Alves']);

    await dismissDesktopOffer(browser);
    await clearNotices(browser);
    for (const size of SIZES) {
      await useSize(browser, size);
      await toTop();
      await shotAt(browser, 'admin-directory-synced', size);
      await assertAccessible(browser, `directory after a sync at ${size.name}`);
    }
  });

  it('shows a directory that does not answer as the run\'s error', async function () {
    await slapd.stop();
    try {
      await useSize(browser, SIZES[1]);
      await clickAt(browser, '[data-testid="ldap-sync-now"]');
      await browser.$('[data-testid="ldap-sync-error"]').waitForDisplayed({ timeout: LONG });
      await dismissDesktopOffer(browser);
      await clearNotices(browser);
      await toTop();
      expect(await browser.$('[data-testid="ldap-sync-error"]').getText()).to.contain(pt.errors.ldap.unavailable);
      await shotAt(browser, 'admin-directory-down', SIZES[1]);
      await assertAccessible(browser, 'directory down');
    } finally {
      await slapd.start();
    }
  });
});
