/**
 * The landing page as a producer uses it: today's shows of the programs the user may see, one
 * click into each (desktop and phone); a program the user's groups do not give shows no card.
 * In the workspace, a notice never covers "+ Matéria", and disabled "Mais" items say why.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import { LONG, SIZES, assertAccessible, assertBuilt, branchToday, clickAt, created, shotAt, signIn, strings, useSize, waitForPath, webRoot } from './support.js';

const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ'];
const [desktop, , phone] = SIZES;

describe('landing page: the user\'s shows of the day', function () {
  let k: TestKernel;
  let chefe: TestClient;
  let openRundownId: number;
  let closedRundownId: number;
  let openProgramId: number;
  const pt = strings('plugins/rundown/i18n/pt_BR.json');

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chefe = await k.userWith(all, 'chefe');
    await k.userWith(ROLES, 'bia');
    const chefeId = Number((await chefe.get('/api/users/me')).body.id);
    const group = created(await chefe.post('/api/groups', { name: 'Esporte', userIds: [chefeId] }), 'group');
    const today = await branchToday(chefe);
    openProgramId = created(await chefe.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00', allowedGroupIds: [] }), 'program').id;
    const closed = created(await chefe.post('/api/programs', { name: 'Esporte Fechado', start: '12:00:00', end: '12:30:00', allowedGroupIds: [group.id] }), 'program').id;
    openRundownId = created(await chefe.post('/api/rundowns', { date: today, programId: openProgramId }), 'rundown').id;
    closedRundownId = created(await chefe.post('/api/rundowns', { date: today, programId: closed }), 'rundown').id;
  });
  after(async function () {
    await k?.stop();
  });
  // each test as its own person: the previous one's session cookie goes first
  const as = async (username: string) => {
    await browser.url(`${k.url}/login`);
    await browser.deleteCookies();
    await signIn(browser, k.url, username);
  };

  for (const size of [desktop, phone]) {
    it(`shows today's card of a program the user may see and opens its rundown in one click (${size.name})`, async function () {
      await useSize(browser, size);
      await as('bia');
      await browser.url(`${k.url}/main`);
      const card = $(`[data-testid="home-show"][data-rundown="${openRundownId}"]`);
      await card.waitForDisplayed({ timeout: LONG });
      const text = await card.getText();
      expect(text).to.contain('Jornal da Noite');
      expect(text).to.contain('19:00–19:45');
      expect(text).to.contain(pt.web.home.notYet);
      // access per document: the restricted program's rundown gives no card
      expect(await $(`[data-testid="home-show"][data-rundown="${closedRundownId}"]`).isExisting()).to.equal(false);
      expect((await $$('[data-testid="home-show"]')).length).to.equal(1);
      await shotAt(browser, 'home', size);
      await assertAccessible(browser, `home-${size.name}`);
      await clickAt(browser, `[data-testid="home-show"][data-rundown="${openRundownId}"]`);
      await waitForPath(browser, '/main/rundowns');
      const tab = $(`[data-testid="tab"][data-tab-id="rundown:${openRundownId}"]`);
      await browser.waitUntil(async () => (await tab.getAttribute('class'))?.includes(' on'), { timeout: LONG, timeoutMsg: 'the rundown tab did not become active' });
      const view = size === phone ? '[data-testid="phone-rundown"]' : `[data-testid="rundown-view"][data-rundown="${openRundownId}"]`;
      await $(view).waitForDisplayed({ timeout: LONG });
      // the link's parameter is gone once the tab is open
      expect(new URL(await browser.getUrl()).search).to.equal('');
    });
  }

  it('the restricted rundown exists today: its program\'s group member sees its card', async function () {
    await useSize(browser, desktop);
    await as('chefe');
    await browser.url(`${k.url}/main`);
    await $(`[data-testid="home-show"][data-rundown="${closedRundownId}"]`).waitForDisplayed({ timeout: LONG });
  });

  it('another user signing in on the same page gets nothing the previous one was shown (the restricted program in a list)', async function () {
    await useSize(browser, desktop);
    await as('chefe');
    await clickAt(browser, '[data-testid="menu-scripts"]');
    const picker = $('[data-testid="scripts-program"]');
    await browser.waitUntil(async () => (await picker.getText().catch(() => '')).includes('Esporte Fechado'), { timeout: LONG, timeoutMsg: 'chefe never had the restricted program in the list' });
    // sign out and in again as bia without leaving the page: a mark on the window survives only that
    await browser.execute(() => void ((window as unknown as { samePage: boolean }).samePage = true));
    await clickAt(browser, '[data-testid="sign-out"]');
    await $('#username').waitForDisplayed({ timeout: LONG });
    await $('#username').setValue('bia');
    await $('#password').setValue('secret-pass');
    await clickAt(browser, '[data-testid="login-submit"]');
    await waitForPath(browser, '/main');
    await clickAt(browser, '[data-testid="menu-scripts"]');
    await browser.waitUntil(async () => (await picker.getText().catch(() => '')).includes('Jornal da Noite'), { timeout: LONG, timeoutMsg: 'bia never had her program in the list' });
    expect(await picker.getText()).not.to.contain('Esporte Fechado');
    expect(await browser.execute(() => (window as unknown as { samePage?: boolean }).samePage)).to.equal(true);
  });

  it('a notice does not cover "+ Matéria": the button is what is under its centre', async function () {
    await useSize(browser, desktop);
    await as('bia');
    await browser.url(`${k.url}/main`);
    await clickAt(browser, `[data-testid="home-show"][data-rundown="${openRundownId}"]`);
    await $('[data-testid="new-story"]').waitForDisplayed({ timeout: LONG });
    // MOS on says so in a notice
    await clickAt(browser, '[data-testid="toggle-mos"]');
    await $('[data-testid="notice"]').waitForDisplayed({ timeout: LONG });
    const hit = await browser.execute(() => {
      const pick = (sel: string) => {
        const el = document.querySelector(sel)!;
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!at && (at === el || el.contains(at));
      };
      const tabs = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
      const notice = document.querySelector('[data-testid="notice"]')!.getBoundingClientRect();
      return { button: pick('[data-testid="new-story"]'), belowTabs: notice.top >= tabs.bottom };
    });
    await shotAt(browser, 'home-notice-workspace', desktop);
    expect(hit.button, '"+ Matéria" covered by a notice').to.equal(true);
    expect(hit.belowTabs, 'a notice over the tab strip').to.equal(true);
  });

  it('disabled "Mais" items say why (title and aria-description)', async function () {
    await clickAt(browser, '[data-testid="rundown-more"]');
    const item = $('[data-testid="rundown-more-page-rule"]');
    await item.waitForDisplayed({ timeout: LONG });
    expect(await item.isEnabled()).to.equal(false);
    expect(await item.getAttribute('title')).to.equal(pt.web.reasons.noAdmin);
    expect(await item.getAttribute('aria-description')).to.equal(pt.web.reasons.noAdmin);
    expect(await item.getText()).to.contain(pt.web.reasons.noAdmin);
    await browser.keys('Escape');
  });
});
