/**
 * Branches in the browser, between two Lauda installations started by this spec (A at 127.0.0.1,
 * B at localhost, so each keeps its own session cookie): B's administrator issues an incoming
 * credential (shown once); A's administrator gives it to the remote company, tests the connection,
 * and copies a guideline to B through "Copiar para filial" with a program of B loaded through the
 * link. At the three sizes, with axe on the credentials list, the branch form and the copy dialog.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import guidelines from '@lauda/plugin-guidelines';
import rundown from '@lauda/plugin-rundown';
import reportages from '@lauda/plugin-reportages';
import proposals from '@lauda/plugin-proposals';
import { LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, failureEvidence, fill, noticeWith, openRundown, shotAt, strings, useSize, webRoot } from './support.js';
import { signInAs } from './signin-as.js';

const pt = strings('plugins/admin/i18n/pt_BR.json').web;
const PLUGINS = [admin, devices, guidelines, rundown, reportages, proposals];
const ROLES = [
  'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_BRANCH_READ', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE',
  'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE',
];

/** Sets a controlled input's value as typing would (React listens to `input`). */
async function type(selector: string, value: string): Promise<void> {
  await browser.execute((sel: string, v: string) => {
    const el = document.querySelector(sel) as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, selector, value);
}

describe('branches: incoming credential, remote company, connection test, copy of a guideline to another installation', function () {
  let a: TestKernel;
  let b: TestKernel;
  let bUrl: string;
  let chiefA: TestClient;
  let chiefB: TestClient;
  let today: string;
  let programB: number;

  before(async function () {
    assertBuilt();
    [a, b] = await Promise.all([
      startTestKernel({ plugins: PLUGINS, config: { webRoot } }),
      startTestKernel({ plugins: PLUGINS, config: { webRoot } }),
    ]);
    bUrl = `http://localhost:${b.port}`;
    chiefA = await a.userWith(ROLES, 'chefe');
    chiefB = await b.userWith(ROLES, 'chefe');
    await b.userWith(['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE'], 'recebe');
    programB = created(await chiefB.post('/api/programs', { name: 'Jornal da Filial', start: '19:00:00', end: '20:00:00' }), 'program').id;
    today = await branchToday(chiefA);
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'branch-copy');
  });
  after(async function () {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  for (const [i, size] of SIZES.entries()) {
    it(`issues a credential at B, links A to B and copies a guideline (${size.name})`, async function () {
      await useSize(browser, size);
      // B: an incoming credential acting as "recebe", its token shown once
      await signInAs(browser, bUrl, 'chefe');
      await browser.url(`${bUrl}/admin/branches`);
      await clickAt(browser, '[data-testid="branches-tabs-incoming"]');
      await clickAt(browser, '[data-testid="credential-new"]');
      await $('[data-testid="credential-form"]').waitForDisplayed({ timeout: LONG });
      await type('#c-name', `Matriz ${size.name}`);
      const recebe = (await chiefB.get('/api/companies/0/users')).body.find((u: { nickname: string }) => u.nickname === 'recebe').id;
      await $('#c-user').selectByAttribute('value', String(recebe));
      await clickAt(browser, '[data-testid="credential-save"]');
      await $('[data-testid="temporary-password-value"]').waitForDisplayed({ timeout: LONG });
      const token = (await $('[data-testid="temporary-password-value"]').getText()).trim();
      expect(token).to.match(/^[A-Za-z0-9_-]{43}$/);
      await clickAt(browser, '[data-testid="temporary-password-done"]');
      await browser.waitUntil(async () => (await $('[data-testid="credentials-table"]').getText()).includes(`Matriz ${size.name}`), { timeout: LONG, timeoutMsg: 'the credential is not listed' });
      expect(await $('[data-testid="credentials-table"]').getText()).not.to.contain(token);
      await assertAccessible(browser, `branch-credentials-${size.name}`);
      await shotAt(browser, 'branch-credentials', size);

      // A: the remote company gets the credential (new the first time, edited after), then the connection test
      await signInAs(browser, a.url, 'chefe');
      await browser.url(`${a.url}/admin/branches`);
      await $('[data-testid="remotes-panel"]').waitForDisplayed({ timeout: LONG });
      if (i === 0) {
        await clickAt(browser, '[data-testid="remote-new"]');
        await $('[data-testid="branch-form"]').waitForDisplayed({ timeout: LONG });
        await type('#b-name', 'Filial Campinas');
        await type('#b-host', `http://127.0.0.1:${b.port}`);
      } else {
        await clickAt(browser, '[data-testid="remote-row"][data-name="Filial Campinas"] [data-testid="remote-edit"]');
        await $('[data-testid="branch-form"]').waitForDisplayed({ timeout: LONG });
      }
      await type('#b-credential', token);
      await assertAccessible(browser, `branch-form-${size.name}`);
      await shotAt(browser, 'branch-form', size);
      await clickAt(browser, '[data-testid="branch-save"]');
      await $('[data-testid="branch-form"]').waitForExist({ reverse: true, timeout: LONG });
      const branchId = (await chiefA.get('/api/branches')).body[0].id as number;
      await clearNotices(browser);
      await clickAt(browser, `[data-testid="branch-check-${branchId}"]`);
      await noticeWith(browser, 'success', ...fill(pt.remotes.check.ok, { name: '\u0000', version: '\u0000', user: 'recebe' }).split('\u0000').map((x) => x.trim()).filter(Boolean));
      await clearNotices(browser);

      // A: "Copiar para filial" from the guideline's row menu, B's programs loaded through the link
      const g = created(await chiefA.post('/api/assignments', { slug: `enchente ${size.name}`, date: today, proposal: 'Ouvir a defesa civil' }), 'guideline');
      await browser.url(`${a.url}/main/guidelines`);
      const menu = `[data-testid="guidelines-table"] tr[data-id="${g.id}"] [data-testid="guideline-menu"]`;
      await $(menu).waitForDisplayed({ timeout: LONG });
      await clickAt(browser, menu);
      await clickAt(browser, '[data-testid="guideline-menu-copy-to-branch"]');
      await $('[data-testid="branch-copy"]').waitForDisplayed({ timeout: LONG });
      await $('#bc-branch').selectByAttribute('value', String(branchId));
      await browser.waitUntil(async () => (await $('#bc-program').getText()).includes('Jornal da Filial'), { timeout: LONG, timeoutMsg: "B's programs did not load through the link" });
      await $('#bc-program').selectByAttribute('value', String(programB));
      await assertAccessible(browser, `branch-copy-${size.name}`);
      await shotAt(browser, 'branch-copy', size);
      await clickAt(browser, '[data-testid="branch-copy-save"]');
      await noticeWith(browser, 'success', fill(pt.branchCopy.done, { title: g.slug, branch: 'Filial Campinas' }));
      await $('[data-testid="branch-copy"]').waitForExist({ reverse: true, timeout: LONG });
      const there = (await chiefB.get(`/api/assignments/dateList?date=${today}&allPrograms=true`)).body.data as { slug: string; proposal: string; programsIds: number[]; authorNickname: string }[];
      expect(there.find((x) => x.slug === g.slug)).to.deep.include({ proposal: 'Ouvir a defesa civil', programsIds: [programB], authorNickname: 'recebe' });
      await clearNotices(browser);
    });
  }

  it('copies today\'s rundown with its stories from the rundown\'s "more" menu', async function () {
    await useSize(browser, SIZES[0]);
    const programA = created(await chiefA.post('/api/programs', { name: 'Jornal da Matriz', start: '12:00:00', end: '13:00:00' }), 'program').id;
    const run = created(await chiefA.post('/api/rundowns', { programId: programA, date: today }), 'rundown');
    for (const slug of ['abertura', 'enchente']) await chiefA.post(`/api/rundowns/${run.id}/stories`, { slug });
    await openRundown(browser, programA);
    await clickAt(browser, '[data-testid="rundown-more"]');
    await clickAt(browser, '[data-testid="rundown-more-copy-to-branch"]');
    await $('[data-testid="branch-copy"]').waitForDisplayed({ timeout: LONG });
    const branchId = (await chiefA.get('/api/branches')).body[0].id as number;
    await $('#bc-branch').selectByAttribute('value', String(branchId));
    await browser.waitUntil(async () => (await $('#bc-program').getText()).includes('Jornal da Filial'), { timeout: LONG, timeoutMsg: "B's programs did not load through the link" });
    await $('#bc-program').selectByAttribute('value', String(programB));
    await assertAccessible(browser, 'branch-copy-rundown');
    await shotAt(browser, 'branch-copy-rundown', SIZES[0]);
    await clickAt(browser, '[data-testid="branch-copy-save"]');
    await noticeWith(browser, 'success', fill(pt.branchCopy.done, { title: today.split('-').reverse().join('/'), branch: 'Filial Campinas' }));
    // the whole rundown of B's program on that day, as B's chief reads it
    const copy = (await chiefB.get(`/api/rundowns?programId=${programB}&date=${today}`)).body;
    expect(copy.blocks.flatMap((bl: { stories: { slug: string }[] }) => bl.stories.map((st) => st.slug))).to.deep.equal(['abertura', 'enchente']);
    await clearNotices(browser);
  });

  it('says the connection is inactive when the other branch refuses the credential', async function () {
    await useSize(browser, SIZES[0]);
    const id = (await chiefA.get('/api/branches')).body[0].id as number;
    for (const c of (await chiefB.get('/api/branch-credentials')).body as { id: number }[]) await chiefB.delete(`/api/branch-credentials/${c.id}`);
    await browser.url(`${a.url}/admin/branches`);
    await clickAt(browser, `[data-testid="branch-check-${id}"]`);
    await noticeWith(browser, 'error', strings('plugins/admin/i18n/pt_BR.json').branch.inactive);
    await shotAt(browser, 'branch-inactive', SIZES[0]);
  });
});
