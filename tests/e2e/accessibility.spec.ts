/**
 * Every main screen of every plugin through axe-core (WCAG 2.1 A/AA; critical and serious fail):
 * sign-in, landing, each admin tab (the shell's, the admin plugin's and the devices plugin's),
 * each devices screen (list, form, detail and its tabs, media sync), the rundown workspace and its
 * MOS devices dialog (on air), the story form and its credits chooser, the prompter; at desktop size,
 * then the main screens at phone size. A kernel with the admin, rundown, devices and on-air plugins
 * runs in this process (fresh SQLite, the built shell).
 */
import { browser, $, $$ } from '@wdio/globals';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import devices from '@lauda/plugin-devices';
import onair from '@lauda/plugin-onair';
import {
  LONG, SIZES, assertAccessible, assertBuilt, axeViolations, branchToday, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, openRundown, shotAt, signIn, useSize, webRoot, type Size,
} from './support.js';

const ROLES = [
  'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN',
  'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE',
  'ROLE_TEAM_READ', 'ROLE_TEAM_WRITE', 'ROLE_BRANCH_READ', 'ROLE_MEDIA_READ',
];

const DESKTOP = SIZES[0];
const PHONE = SIZES[2];

/** Checks the page as it stands, after a screenshot named after it; a failure shows the offending elements. */
async function check(screen: string, size: Size, exclude: string[] = []): Promise<void> {
  await clearNotices(browser);
  await shotAt(browser, `a11y-${screen}`, size);
  const found = await axeViolations(browser, exclude);
  if (!found.length) return;
  const html = (await browser.execute((sels: string[]) => sels.map((s) => {
    try { return document.querySelector(s)?.outerHTML.slice(0, 400) ?? s; } catch { return s; }
  }), found.flatMap((v) => v.nodes.slice(0, 2)))) as string[];
  console.log(`a11y ${screen} (${size.name}) offending elements:\n${html.join('\n')}`);
  await assertAccessible(browser, `${screen} (${size.name})`, exclude);
}

/** The ids of the admin area's tabs, as the signed-in user sees them. */
async function adminTabs(): Promise<string[]> {
  await browser.url(`${k.url}/admin`);
  await $('[role="tab"][data-testid^="admin-tab-"]').waitForDisplayed({ timeout: LONG });
  return $$('[role="tab"][data-testid^="admin-tab-"]').map(async (t) => String(await t.getAttribute('data-testid')).replace('admin-tab-', ''));
}

async function openAdminTab(id: string): Promise<void> {
  await browser.url(`${k.url}/admin/${id}`);
  await $(`[data-testid="panel-${id}"]`).waitForDisplayed({ timeout: LONG });
  // a panel's list has loaded when it no longer says it is busy
  await browser.waitUntil(async () => (await $$('[aria-busy="true"]').length) === 0, { timeout: LONG }).catch(() => undefined);
}

/** The rundown in the workspace: from the preview the first time, its tab (kept per browser tab) afterwards. */
async function showRundown(): Promise<void> {
  await clickAt(browser, '[data-testid="menu-rundowns"]');
  await $('[data-testid="rundown-workspace"]').waitForDisplayed({ timeout: LONG });
  const tab = $(`[data-testid="tab"][data-tab-id="rundown:${rundownId}"]`);
  if (await tab.isExisting()) await clickAt(browser, `[data-testid="tab"][data-tab-id="rundown:${rundownId}"] [role="tab"]`);
  else await openRundown(browser, programId);
}

async function openStoryForm(): Promise<void> {
  await showRundown();
  // a double click on the slug opens the story (a cell elsewhere may be a control of its own)
  const slug = $('[data-testid="story-row"] [data-testid="cell-slug"]');
  await slug.waitForDisplayed({ timeout: LONG });
  await slug.doubleClick();
  await $('[data-testid="story-form"][data-story-id]').waitForDisplayed({ timeout: LONG });
}

let k: TestKernel;
let producer: TestClient;
let programId: number;
let rundownId: number;

describe('accessibility: axe-core on every main screen', function () {
  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown, devices, onair], config: { webRoot } });
    producer = await k.userWith(ROLES, 'ana');
    programId = created(await producer.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    created(await producer.post('/api/devices', { name: 'Playout simulado', kind: 'playout', protocol: 'ws', options: { deviceName: 'a11y-playout' }, programIds: [programId] }), 'device');
    const r = created(await producer.post('/api/rundowns', { date: await branchToday(producer), programId }), 'rundown');
    rundownId = r.id;
    for (const slug of ['INCÊNDIO CENTRO', 'TRÂNSITO MARGINAL']) created(await producer.post(`/api/blocks/${r.blocks[0].id}/stories`, { slug }), 'story');
  });
  after(async function () {
    await k?.stop();
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'fail-a11y');
  });

  describe('at desktop size', function () {
    before(async function () {
      await useSize(browser, DESKTOP);
    });

    it('the sign-in page', async function () {
      await browser.url(`${k.url}/login`);
      await $('#username').waitForDisplayed({ timeout: 30_000 });
      await check('sign-in', DESKTOP);
    });

    it('the landing page', async function () {
      await signIn(browser, k.url, 'ana');
      await dismissDesktopOffer(browser, 6000);
      await check('landing', DESKTOP);
    });

    it('each admin tab', async function () {
      const tabs = await adminTabs();
      if (tabs.length < 6) throw new Error(`only ${tabs.length} admin tabs: ${tabs.join(', ')}`);
      for (const id of tabs) {
        await openAdminTab(id);
        await check(`admin-${id}`, DESKTOP);
      }
    });

    it('shows a focus ring at 3:1 on every control the keyboard reaches (the admin users tab, the header)', async function () {
      await openAdminTab('users');
      await browser.execute(() => (document.activeElement as HTMLElement | null)?.blur());
      const seen: { what: string; ring: boolean }[] = [];
      // the admin has many tabs before the users' list: go on until every kind of control was met (or 150 stops)
      const wanted = ['a', 'input', 'select', 'button'];
      const kindOf = (what: string) => what.replace(/\[.*$|\(.*$/, '');
      for (let i = 0; i < 150 && !(i >= 30 && wanted.every((k) => seen.some((x) => kindOf(x.what) === k))); i++) {
        await browser.keys('Tab');
        seen.push(await browser.execute(() => {
          const el = document.activeElement as HTMLElement;
          const st = getComputedStyle(el);
          const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
          const lum = (c: string) => {
            const [r, g, b] = rgb(c).slice(0, 3).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          // the colour the ring is drawn over: the nearest opaque background around the control
          let bgEl: HTMLElement | null = el.parentElement;
          while (bgEl && (rgb(getComputedStyle(bgEl).backgroundColor)[3] ?? 1) < 0.5) bgEl = bgEl.parentElement;
          const bg = bgEl ? getComputedStyle(bgEl).backgroundColor : 'rgb(255, 255, 255)';
          const [hi, lo] = [lum(st.outlineColor), lum(bg)].sort((x, y) => y - x);
          const outline = st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) >= 2 && (hi! + 0.05) / (lo! + 0.05) >= 3;
          const shadow = st.boxShadow !== 'none' && /\b[1-9]px/.test(st.boxShadow);
          return { what: `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}${el.getAttribute('role') ? `(${el.getAttribute('role')})` : ''}`, ring: outline || shadow };
        }));
      }
      // past the last control the focus goes to the browser's own chrome (body): not a page control
      const without = seen.filter((x) => !x.ring && x.what !== 'body').map((x) => x.what);
      if (without.length) throw new Error(`no visible focus on: ${[...new Set(without)].join(', ')}`);
      // it went through the kit's parts: tabs, the search, a select, buttons, the pager
      const kinds = new Set(seen.map((x) => kindOf(x.what)));
      for (const k of wanted) if (!kinds.has(k)) throw new Error(`the keyboard never reached a ${k}: ${[...kinds].join(', ')}`);
    });

    it('the devices screens: the form, the detail and its tabs', async function () {
      await openAdminTab('devices');
      await clickAt(browser, '[data-testid="device-new"]');
      await $('[role="dialog"]').waitForDisplayed({ timeout: LONG });
      await check('devices-form', DESKTOP);
      await browser.keys('Escape');
      await $('[role="dialog"]').waitForExist({ reverse: true, timeout: LONG });
      await clickAt(browser, '[data-testid="device-open"]');
      await $('[data-testid="device-detail"]').waitForDisplayed({ timeout: LONG });
      const tabs = await $$('[role="tab"][data-testid^="device-detail-tabs-"]').map(async (t) => String(await t.getAttribute('data-testid')));
      for (const tab of tabs) {
        await clickAt(browser, `[data-testid="${tab}"]`);
        await browser.pause(300);
        await check(`devices-detail-${tab.replace('device-detail-tabs-', '')}`, DESKTOP);
      }
    });

    it('the rundown workspace and its MOS devices dialog', async function () {
      await showRundown();
      await $('[data-testid="story-row"]').waitForDisplayed({ timeout: LONG });
      await check('rundown', DESKTOP);
      await clickAt(browser, '[data-testid="rundown-more"]');
      await clickAt(browser, '[data-testid="rundown-more-mos-devices"]');
      await $('[data-testid="mos-device-row"]').waitForDisplayed({ timeout: LONG });
      await check('onair-mos-devices', DESKTOP);
      await browser.keys('Escape');
      await $('[data-testid="mos-devices-dialog"]').waitForExist({ reverse: true, timeout: LONG });
    });

    it('the story form and its credits chooser', async function () {
      await openStoryForm();
      await check('story-form', DESKTOP);
      const credits = await $$('[data-testid^="add-credits-"]');
      if (!credits.length) throw new Error('the story form offers no credits');
      await clickAt(browser, `[data-testid="${await credits[0]!.getAttribute('data-testid')}"]`);
      await $('[data-testid="credit-list"]').waitForDisplayed({ timeout: LONG });
      await check('onair-credits', DESKTOP);
      await browser.keys('Escape');
    });

    it('the prompter', async function () {
      await browser.url(`${k.url}/main/rundowns/${rundownId}/prompter`);
      await $('[data-testid="prompter-load"]').waitForDisplayed({ timeout: LONG });
      await check('prompter', DESKTOP);
    });
  });

  describe('at phone size', function () {
    before(async function () {
      await useSize(browser, PHONE);
    });
    after(async function () {
      await useSize(browser, DESKTOP);
    });

    it('the landing page', async function () {
      await browser.url(`${k.url}/main`);
      await $('main, [role="main"]').waitForDisplayed({ timeout: LONG });
      await check('landing', PHONE);
    });

    it('the admin users tab', async function () {
      await openAdminTab('users');
      await check('admin-users', PHONE);
    });

    it('the devices list', async function () {
      await openAdminTab('devices');
      await check('admin-devices', PHONE);
    });

    it('the story form, the rundown (a read-only list) with a story being read, and the menu drawer', async function () {
      await browser.url(`${k.url}/main/rundowns`);
      // the story opened at desktop size is still the open tab: the form on a phone first
      await $('[data-testid="story-form"][data-story-id]').waitForDisplayed({ timeout: LONG });
      await check('story-form', PHONE);
      await clickAt(browser, `[data-testid="tab"][data-tab-id="rundown:${rundownId}"] [role="tab"]`);
      await $('[data-testid="phone-rundown"]').waitForDisplayed({ timeout: LONG });
      await clickAt(browser, '[data-testid="phone-story"]');
      await browser.waitUntil(async () => (await $$('[data-testid="phone-story"][aria-expanded="true"]').length) === 1, { timeout: LONG, timeoutMsg: 'a tap did not read the story' });
      await check('phone-rundown', PHONE);
      await clickAt(browser, '[data-testid="menu-drawer-toggle"]');
      await $('[data-testid="side-menu"]').waitForDisplayed({ timeout: LONG });
      await check('menu-drawer', PHONE);
      await browser.keys('Escape');
    });

    it('the prompter', async function () {
      await browser.url(`${k.url}/main/rundowns/${rundownId}/prompter`);
      await $('[data-testid="prompter-load"]').waitForDisplayed({ timeout: LONG });
      await check('prompter', PHONE);
    });

    it('the sign-in page', async function () {
      await browser.deleteCookies();
      await browser.url(`${k.url}/login`);
      await $('#username').waitForDisplayed({ timeout: 30_000 });
      await check('sign-in', PHONE);
    });
  });
});
