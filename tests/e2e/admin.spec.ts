/**
 * The admin screens in a real browser: the admin plugin's users, groups, programs and teams, and
 * the kernel's screens in the shell (auth logs, branch settings, license), the print pages and the
 * translated errors. A kernel with the admin plugin runs in this process (fresh SQLite database,
 * the built shell from web-shell/dist).
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import {
  assertBuilt, clearField, clearNotices, dismissDesktopOffer, failureEvidence, fill, noticeWith, shot, signIn, strings, waitForPath, webRoot, type Strings,
} from './support.js';

/** Every role the admin screens use. */
const ADMIN_ROLES = [
  'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_TEAM_READ', 'ROLE_TEAM_WRITE',
  'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_BRANCH_READ',
  // the group made below gives these: one may grant only roles one holds
  'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE',
];

/** Types a date (YYYY-MM-DD) into the kit's date input, which reads dd/MM/yyyy whatever the browser's locale. */
async function setDate(selector: string, iso: string): Promise<void> {
  const value = iso.split('-').reverse().join('/');
  await browser.execute(
    (sel: string, v: string) => {
      const el = document.querySelector(sel) as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    selector,
    value,
  );
}

async function openTab(id: string): Promise<void> {
  await $(`[data-testid="admin-tab-${id}"]`).click();
  await waitForPath(browser, `/admin/${id}`);
  await $(`[data-testid="panel-${id}"]`).waitForDisplayed({ timeout: 20_000 });
}

async function rowWith(selector: string, attr: string, value: string) {
  const row = $(`${selector}[${attr}="${value}"]`);
  await row.waitForDisplayed({ timeout: 20_000 });
  return row;
}

/** Picks `label` in a MultiPicker. */
async function pick(testId: string, label: string): Promise<void> {
  await $(`[data-testid="${testId}-input"]`).click();
  await $(`[data-testid="${testId}-input"]`).setValue(label);
  const option = $(`[data-testid="${testId}-option"][data-label="${label}"]`);
  await option.waitForDisplayed();
  await option.click();
  await browser.keys('Escape');
}

describe('admin screens', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let t: Strings; // shell, pt_BR
  let a: Strings; // admin plugin's web strings, pt_BR
  let adminCodes: Strings; // admin plugin's error texts, pt_BR

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: ['admin'], config: { webRoot } });
    chefe = await k.userWith(ADMIN_ROLES, 'chefe');
    const cfg = (await chefe.get('/api/branch/config')).body;
    const put = await chefe.put('/api/branch/config', { ...cfg, branchName: 'Redação Central' });
    if (put.status !== 200) throw new Error(`branch config: ${put.status} ${JSON.stringify(put.body)}`);
    t = strings('web-shell/src/i18n/pt_BR.json');
    const admin = strings('plugins/admin/i18n/pt_BR.json');
    a = admin.web;
    adminCodes = admin;
    // a failed sign-in for the logs
    await k.anonymous().post('/api/authentication', { username: 'chefe', password: 'not-the-password' });
  });

  after(async function () {
    await k?.stop();
  });

  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    await failureEvidence(browser, this.currentTest, 'fail');
    // a dialog left open by a failure must not fail the next test too
    if (await $('[role="dialog"]').isExisting()) await browser.refresh();
  });

  it('signs the administrator in and shows the admin area with its tabs', async function () {
    await signIn(browser, k.url, 'chefe');
    await $('[data-testid="menu-admin"]').click();
    await waitForPath(browser, '/admin');
    for (const id of ['users', 'groups', 'programs', 'teams', 'auth-logs', 'branch-settings', 'license']) {
      await $(`[data-testid="admin-tab-${id}"]`).waitForDisplayed({ timeout: 20_000 });
    }
    expect(await $('[data-testid="admin-tab-users"]').getText()).to.equal(a.users.title);
    expect(await $('[data-testid="admin-tab-auth-logs"]').getText()).to.equal(t.admin.authLogs.title);
    await rowWith('[data-testid="user-row"]', 'data-username', 'chefe');
    // the one-time desktop offer comes 5 s after sign-in, if the browser has not decided yet
    const permission = await browser.execute(() => ('Notification' in window ? Notification.permission : 'unsupported'));
    if (permission === 'default') {
      await $('[data-testid="desktop-offer"]').waitForDisplayed({ timeout: 20_000 });
      expect(await $('[data-testid="desktop-offer"]').getText()).to.contain(t.desktop.title);
      await shot(browser, '20-desktop-offer');
      await dismissDesktopOffer(browser);
      await $('[data-testid="desktop-offer"]').waitForDisplayed({ reverse: true });
    }
    await shot(browser, '21-admin-users');
  });

  it('validates the user form with the spec messages, creates a user and shows the temporary password once', async function () {
    await $('[data-testid="user-new"]').click();
    await $('[data-testid="user-form"]').waitForDisplayed();
    await $('[data-testid="user-save"]').click();
    await $('[data-testid="field-nickname-error"]').waitForDisplayed();
    expect(await $('[data-testid="field-nickname-error"]').getText()).to.equal(a.validation.required);
    expect(await $('[data-testid="field-username-error"]').getText()).to.equal(a.validation.required);
    await noticeWith(browser, 'warning', a.validation.formInvalid);
    await $('[data-testid="uf-nickname"]').setValue('Maria');
    await $('[data-testid="uf-name"]').setValue('Maria Souza');
    await $('[data-testid="uf-username"]').setValue('m');
    await $('[data-testid="uf-email"]').setValue('maria@redacao');
    await browser.waitUntil(async () => (await $('[data-testid="field-email-error"]').getText()) === a.validation.invalidEmail);
    expect(await $('[data-testid="field-username-error"]').getText()).to.equal(fill(a.validation.minChars, { count: 2 }));
    await $('[data-testid="uf-password"]').setValue('short');
    expect(await $('[data-testid="field-password-error"]').getText()).to.equal(fill(a.validation.minChars, { count: 8 }));
    await shot(browser, '22-user-form-validation');
    await clearField(browser, '[data-testid="uf-password"]');
    await $('[data-testid="uf-username"]').setValue('maria.souza');
    await $('[data-testid="uf-email"]').setValue('maria@redacao.example');
    await browser.waitUntil(async () => !(await $('[data-testid="field-email-error"]').isExisting()));
    await $('[data-testid="user-save"]').click();
    const secret = $('[data-testid="temporary-password-value"]');
    await secret.waitForDisplayed();
    expect((await secret.getText()).length).to.be.greaterThan(7);
    await clearNotices(browser);
    await shot(browser, '23-temporary-password');
    await $('[data-testid="temporary-password-done"]').click();
    await rowWith('[data-testid="user-row"]', 'data-username', 'maria.souza');
  });

  it('refuses a duplicate e-mail with the translated message', async function () {
    await $('[data-testid="user-new"]').click();
    await $('[data-testid="user-form"]').waitForDisplayed();
    await $('[data-testid="uf-nickname"]').setValue('Mário');
    await $('[data-testid="uf-name"]').setValue('Mário Lima');
    await $('[data-testid="uf-username"]').setValue('mario.lima');
    await $('[data-testid="uf-email"]').setValue('MARIA@redacao.example');
    await $('[data-testid="user-save"]').click();
    await noticeWith(browser, 'error', t.notice.conflict, t.errors.user.emailInUse);
    await $('[data-testid="field-email-error"]').waitForDisplayed();
    expect(await $('[data-testid="field-email-error"]').getText()).to.equal(a.validation.inUse);
    await shot(browser, '24-duplicate-email');
    await $('[data-testid="uf-email"]').setValue('mario@redacao.example');
    await $('[data-testid="uf-password"]').setValue('senha-do-mario');
    await $('[data-testid="user-save"]').click();
    await $('[data-testid="user-form"]').waitForDisplayed({ reverse: true });
    await rowWith('[data-testid="user-row"]', 'data-username', 'mario.lima');
  });

  it('creates a group with categories, members and levels per area', async function () {
    await clearNotices(browser);
    await openTab('groups');
    await $('[data-testid="group-new"]').click();
    await $('[data-testid="group-form"]').waitForDisplayed();
    await $('[data-testid="group-name"]').setValue('Editores');
    await $('[data-testid="group-category-editor"]').click();
    await pick('group-members', 'Maria');
    await $('[data-testid="group-tabs-access"]').click();
    await $('[data-testid="group-access-stories-write"]').click();
    await $('[data-testid="group-access-rundowns-write"]').click();
    await $('[data-testid="group-access-programs-read"]').click();
    await shot(browser, '25-group-levels');
    await $('[data-testid="group-save"]').click();
    await $('[data-testid="group-form"]').waitForDisplayed({ reverse: true });
    const row = await rowWith('[data-testid="group-row"]', 'data-name', 'Editores');
    expect(await row.getText()).to.contain(a.categories.editor);
    const groups = (await chefe.get('/api/groups')).body as { name: string; roles: string[] }[];
    expect(groups.find((g) => g.name === 'Editores')!.roles).to.include.members(['ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_RUNDOWN_WRITE', 'ROLE_PROGRAM_READ']);
  });

  it('refuses to delete a group with users and says why', async function () {
    await clearNotices(browser);
    const row = await rowWith('[data-testid="group-row"]', 'data-name', 'Editores');
    await row.$('[data-testid="group-delete"]').click();
    await $('[data-testid="confirm-delete-group-confirm"]').click();
    await noticeWith(browser, 'error', fill(t.errors.group.hasUsers, { users: 1 }));
    await $('[data-testid="confirm-delete-group"]').waitForDisplayed({ reverse: true });
    await shot(browser, '26-group-has-users');
    await clearNotices(browser);
  });

  it('creates a program with time inputs, people and allowed groups', async function () {
    await openTab('programs');
    await $('[data-testid="program-new"]').click();
    await $('[data-testid="program-form"]').waitForDisplayed();
    await $('[data-testid="program-name"]').setValue('Jornal da Noite');
    const start = $('[data-testid="program-start"]');
    await start.click();
    await browser.keys(['1', '9', 'a', '0', '0', '0', '0']); // the letter is refused
    expect(await start.getValue()).to.equal('19:00:00');
    const end = $('[data-testid="program-end"]');
    await end.click();
    await browser.keys(['1', '9', '4', '5']);
    expect(await end.getValue()).to.equal('19:45');
    await $('[data-testid="program-name"]').click(); // leaving completes HH:mm with :00
    expect(await end.getValue()).to.equal('19:45:00');
    await $('[data-testid="program-tabs-people"]').click();
    await pick('program-presenters', 'Maria');
    await $('[data-testid="program-default-presenter"]').selectByVisibleText('Maria');
    await pick('program-editors', 'Maria');
    await $('[data-testid="program-tabs-access"]').click();
    await pick('program-groups', 'Editores');
    await shot(browser, '27-program-form');
    await $('[data-testid="program-save"]').click();
    await $('[data-testid="program-form"]').waitForDisplayed({ reverse: true });
    const row = await rowWith('[data-testid="program-row"]', 'data-name', 'Jornal da Noite');
    expect(await row.$('[data-testid="program-time"]').getText()).to.contain('19:00–19:45');
    expect(await row.getText()).to.contain('Editores');
    // one that crosses midnight
    await $('[data-testid="program-new"]').click();
    await $('[data-testid="program-name"]').setValue('Plantão');
    await $('[data-testid="program-start"]').click();
    await browser.keys(['2', '3', '0', '0', '0', '0']);
    await $('[data-testid="program-end"]').click();
    await browser.keys(['0', '2', '0', '0', '0', '0']);
    await browser.waitUntil(async () => (await $('[data-testid="field-program-end"]').getText()).includes(a.programs.form.endNextDay));
    await $('[data-testid="program-save"]').click();
    const plantao = await rowWith('[data-testid="program-row"]', 'data-name', 'Plantão');
    expect(await plantao.getText()).to.contain(a.programs.nextDay);
    await clearNotices(browser);
    await shot(browser, '28-programs');
  });

  it('deactivates a user linked to programs after confirmation, then restores them', async function () {
    await openTab('users');
    const row = await rowWith('[data-testid="user-row"]', 'data-username', 'maria.souza');
    await row.$('[data-testid="user-menu"]').click();
    await row.$('[data-testid="user-menu-deactivate"]').click();
    await $('[data-testid="confirm-deactivate-confirm"]').click();
    // Maria presents a program: the links are removed only after a second confirmation
    const linked = $('[data-testid="confirm-linked"]');
    await linked.waitForDisplayed();
    expect(await linked.getText()).to.contain(fill(adminCodes.user.linkedToPrograms, { programs: 1 }));
    await shot(browser, '29-linked-to-programs');
    await $('[data-testid="confirm-linked-confirm"]').click();
    await browser.waitUntil(async () => (await $('[data-testid="user-row"][data-username="maria.souza"]').getAttribute('data-active')) === 'false', {
      timeout: 20_000,
      timeoutMsg: 'the user never showed as deactivated',
    });
    const off = $('[data-testid="user-row"][data-username="maria.souza"]');
    expect(await off.getText()).to.contain(a.users.status.inactive);
    await clearNotices(browser);
    await shot(browser, '30-user-deactivated');
    await off.$('[data-testid="user-restore"]').click();
    await noticeWith(browser, 'success', fill(a.users.restored, { nickname: 'Maria' }));
    await browser.waitUntil(async () => (await $('[data-testid="user-row"][data-username="maria.souza"]').getAttribute('data-active')) === 'true', {
      timeout: 20_000,
      timeoutMsg: 'the user never showed as active again',
    });
    // the program lost her as presenter
    const programs = (await chefe.get('/api/programs?all=true')).body as { name: string; presenterIds: number[] }[];
    expect(programs.find((p) => p.name === 'Jornal da Noite')!.presenterIds).to.deep.equal([]);
  });

  it('shows who is online with the dot, live', async function () {
    const mario = $('[data-testid="user-row"][data-username="mario.lima"] [data-testid="online-dot"]');
    expect(await mario.getAttribute('data-online')).to.equal('false');
    // created by an administrator: the first sign-in sets a new password
    const r = await k.anonymous().post('/api/authentication', {
      username: 'mario.lima', password: 'senha-do-mario', isResetPassword: true, newPassword: 'nova-senha-mario', confirmPassword: 'nova-senha-mario',
    });
    expect(r.status).to.equal(200);
    await browser.waitUntil(async () => (await mario.getAttribute('data-online')) === 'true', { timeout: 20_000, timeoutMsg: 'the dot never turned on' });
  });

  it('lists the auth logs with the text, success and date filters, paged', async function () {
    await openTab('auth-logs');
    await $('[data-testid="auth-log"]').waitForDisplayed({ timeout: 20_000 });
    expect(await $('[data-testid="auth-logs-pager-range"]').getText()).to.match(/^1–\d+ de \d+$/);
    await $('[data-testid="auth-logs-success"]').selectByAttribute('value', 'no');
    // one failed sign-in happened (before the suite): the only line left
    await browser.waitUntil(async () => (await $('[data-testid="auth-logs-pager-range"]').getText()) === fill(t.pager.range, { from: 1, to: 1, total: 1 }), {
      timeout: 20_000,
      timeoutMsg: 'the success filter was not applied',
    });
    expect(await $('[data-testid="auth-log"]').getAttribute('data-success')).to.equal('false');
    expect(await $('[data-testid="auth-log"]').getText()).to.contain(t.admin.authLogs.reasons.error_authentication);
    await $('[data-testid="auth-logs-success"]').selectByAttribute('value', 'all');
    await $('[data-testid="auth-logs-filter"]').setValue('mario');
    await browser.waitUntil(async () => (await $('[data-testid="auth-logs-pager-range"]').getText()) === fill(t.pager.range, { from: 1, to: 1, total: 1 }), {
      timeout: 20_000,
      timeoutMsg: 'the text filter was not applied',
    });
    expect(await $('[data-testid="auth-log"]').getText()).to.contain('mario.lima');
    // start after end: the spec's message, no request
    await setDate('[data-testid="auth-logs-from"]', '2030-01-10');
    await setDate('[data-testid="auth-logs-to"]', '2030-01-01');
    await $('[data-testid="auth-logs-dates"]').waitForDisplayed();
    expect(await $('[data-testid="auth-logs-dates"]').getText()).to.equal(t.validation.startAfterEnd);
    await $('[data-testid="auth-logs-clear"]').click();
    await browser.waitUntil(async () => (await $$('[data-testid="auth-log"]').length) > 2, { timeout: 20_000, timeoutMsg: 'the filters were not cleared' });
    await clearNotices(browser);
    await shot(browser, '31-auth-logs');
  });

  it('prints the auth logs, and says so when the popup is blocked', async function () {
    await clearNotices(browser);
    // headless Chromium leaves a popup's page unscriptable by WebDriver, so window.open is recorded
    // here and the print page is opened in this window
    await browser.execute(() => {
      const w = window as unknown as { __opened: string[]; open: (url: string) => unknown };
      w.__opened = [];
      w.open = (url: string) => (w.__opened.push(url), {});
    });
    await $('[data-testid="auth-logs-print"]').click();
    const opened = await browser.execute(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).to.have.length(1);
    expect(opened[0]).to.match(/^\/print\/[^/]+\/auth_logs$/);
    // blocked: the "popup blocked" notice
    await browser.execute(() => {
      (window as unknown as { open: () => null }).open = () => null;
    });
    await $('[data-testid="auth-logs-print"]').click();
    await noticeWith(browser, 'warning', t.print.popupBlocked);
    await shot(browser, '32-popup-blocked');
    await browser.url(k.url + opened[0]);
    await $('[data-testid="print-page"]').waitForDisplayed({ timeout: 20_000 });
    await $('[data-testid="auth-log-print-line"]').waitForDisplayed({ timeout: 20_000 });
    expect(await $('[data-testid="print-page"]').getAttribute('data-type')).to.equal('auth_logs');
    await shot(browser, '33-print-auth-logs');
    // the branch variant, and an unknown kind that says so clearly
    await browser.url(k.url + '/print/branches/7/e30%3D/no_such_kind');
    await $('[data-testid="print-unknown"]').waitForDisplayed({ timeout: 20_000 });
    expect(await $('[data-testid="print-unknown"] h1').getText()).to.equal(t.print.unknownTitle);
    expect(await $('[data-testid="print-unknown"]').getText()).to.contain('no_such_kind');
    await shot(browser, '34-print-unknown');
    await browser.url(k.url + '/admin/auth-logs');
    await $('[data-testid="panel-auth-logs"]').waitForDisplayed({ timeout: 20_000 });
  });

  it('changes the branch name in the settings and the header follows', async function () {
    await openTab('branch-settings');
    const name = $('[data-testid="settings-branchName"]');
    await name.waitForDisplayed();
    await clearField(browser, '[data-testid="settings-branchName"]');
    await $('[data-testid="settings-save"]').click();
    await $('[data-testid="field-branchName-error"]').waitForDisplayed();
    expect(await $('[data-testid="field-branchName-error"]').getText()).to.equal(t.validation.required);
    await name.setValue('Redação Central — Manhã');
    await $('[data-testid="settings-save"]').click();
    await noticeWith(browser, 'success', t.admin.settings.saved);
    await browser.waitUntil(async () => (await $('[data-testid="branch-name"]').getText()) === 'Redação Central — Manhã', {
      timeout: 20_000,
      timeoutMsg: 'the header did not show the new branch name',
    });
    expect((await chefe.get('/api/branch/config')).body.branchName).to.equal('Redação Central — Manhã');
    await clearNotices(browser);
    await shot(browser, '35-branch-settings');
  });

  it('refuses to save stale settings with the "changed by someone else" message, and reloads', async function () {
    // someone else saves in between
    const cfg = (await chefe.get('/api/branch/config')).body;
    const other = await chefe.put('/api/branch/config', { ...cfg, passwordExpirationDays: 120 });
    expect(other.status).to.equal(200);
    await $('[data-testid="settings-passwordExpirationDays"]').setValue('45');
    await $('[data-testid="settings-save"]').click();
    const conflict = $('[data-testid="settings-conflict"]');
    await conflict.waitForDisplayed();
    expect(await conflict.getText()).to.contain(t.errors.branch.configConflict);
    await noticeWith(browser, 'error', t.notice.conflict, t.errors.branch.configConflict);
    await shot(browser, '36-settings-conflict');
    await $('[data-testid="settings-reload"]').click();
    await conflict.waitForDisplayed({ reverse: true });
    expect(await $('[data-testid="settings-passwordExpirationDays"]').getValue()).to.equal('120');
    expect((await chefe.get('/api/branch/config')).body.passwordExpirationDays).to.not.equal(45);
    await clearNotices(browser);
  });

  it('shows the license', async function () {
    await openTab('license');
    const status = $('[data-testid="license-status"]');
    await status.waitForDisplayed();
    expect(await status.getText()).to.equal(t.admin.license.status.evaluation);
    expect(await $('[data-testid="license-days"]').getText()).to.equal(t.admin.license.noExpiry);
    await $('[data-testid="license-content"]').setValue('{"format":"lauda-license/1","payload":"x","signature":"y"}');
    await $('[data-testid="license-register-submit"]').click();
    await noticeWith(browser, 'error', t.notice.actionFailed);
    await shot(browser, '37-license');
    await clearNotices(browser);
  });

  it('creates a team', async function () {
    await openTab('teams');
    await $('[data-testid="team-new"]').click();
    await $('[data-testid="team-name"]').setValue('Equipe da manhã');
    await pick('team-members', 'Maria');
    await pick('team-members', 'Mário');
    await $('[data-testid="team-save"]').click();
    const row = await rowWith('[data-testid="team-row"]', 'data-name', 'Equipe da manhã');
    expect(await row.getText()).to.contain('Mário');
    await clearNotices(browser);
    await shot(browser, '38-teams');
  });

  it('refuses saving a team changed by someone else meanwhile with the translated notice, keeping what was typed', async function () {
    await openTab('teams');
    const row = await rowWith('[data-testid="team-row"]', 'data-name', 'Equipe da manhã');
    await row.$('[data-testid="team-edit"]').click();
    await $('[data-testid="team-form"]').waitForDisplayed();
    // a colleague saves the team after the form was opened
    const team = ((await chefe.get('/api/teams')).body as { id: number; name: string; version: number }[]).find((x) => x.name === 'Equipe da manhã')!;
    const other = await chefe.put(`/api/teams/${team.id}`, { name: 'Equipe da manhã (escala)', version: team.version });
    expect(other.status, JSON.stringify(other.body)).to.equal(200);
    await $('[data-testid="team-name"]').clearValue();
    await $('[data-testid="team-name"]').setValue('Equipe matutina');
    await $('[data-testid="team-save"]').click();
    await noticeWith(browser, 'error', adminCodes.team.staleVersion);
    expect(await $('[data-testid="team-form"]').isDisplayed()).to.equal(true);
    expect(await $('[data-testid="team-name"]').getValue()).to.equal('Equipe matutina');
    expect(((await chefe.get(`/api/teams/${team.id}`)).body as { name: string }).name).to.equal('Equipe da manhã (escala)');
    await clearNotices(browser);
    // reopened, the form holds the current version and saves
    await browser.keys('Escape');
    await $('[data-testid="team-form"]').waitForDisplayed({ reverse: true });
    const reloaded = await rowWith('[data-testid="team-row"]', 'data-name', 'Equipe da manhã (escala)');
    await reloaded.$('[data-testid="team-edit"]').click();
    await $('[data-testid="team-name"]').setValue('Equipe matutina');
    await $('[data-testid="team-save"]').click();
    await $('[data-testid="team-form"]').waitForDisplayed({ reverse: true });
    await rowWith('[data-testid="team-row"]', 'data-name', 'Equipe matutina');
    expect(((await chefe.get(`/api/teams/${team.id}`)).body as { version: number }).version).to.equal(team.version + 2);
    await clearNotices(browser);
  });
});
