/**
 * The workspace's layout as a producer uses it (issue 13 items 5, 6, 7): a UTC browser against a
 * São Paulo newsroom shows São Paulo times; the script pane follows the selection live; the side
 * menu collapses; at 1280x720 the grid shows 20 story rows; at 390 px no sideways scroll and a
 * menu drawer. A real kernel (admin and rundown plugins) with the built shell.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, browserZone, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence,
  openRundown, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

/** A producer of rundowns and stories with no role of the admin area (programs, users, admin). */
const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE'];
/** The grid's own rows (another part of the workspace) are left to its spec. */
const GRID = ['[data-testid="rundown-view"]'];
const [desktop, laptop, phone] = SIZES;
const para = (text: string) => ({ type: 'paragraph', children: [{ text }] });
const header = (text: string) => [{ type: 'HEADER', entries: [{ camera: '1', text: [para(text)] }] }];

/** Minutes since midnight of `HH:mm[:ss]`. */
const minutes = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return h! * 60 + m!;
};
/** Now's minutes since midnight in a zone. */
const nowIn = (timeZone: string) => minutes(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()));
/** Distance in minutes on a 24-hour dial. */
const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 1440 - Math.abs(a - b));
/** The rundown toolbar's first and last controls are on the same line. */
const toolbarOnOneLine = async () => {
  const [first, last] = await browser.execute(() => ['new-story', 'rundown-more'].map((id) => document.querySelector(`[data-testid="rundown-view"] [data-testid="${id}"]`)!.getBoundingClientRect().bottom));
  expect(Math.abs(first! - last!), 'the toolbar wraps').to.be.below(8);
};
const figure = async (testId: string) => (await $(`[data-testid="${testId}"] .n`).getText()).trim();

describe('workspace layout, script pane and one time zone', function () {
  let k: TestKernel;
  let ana: TestClient;
  let programId: number;
  let rundownId: number;
  const ids: number[] = [];
  const pt = strings('plugins/rundown/i18n/pt_BR.json').web;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
    ana = await k.userWith(ROLES, 'ana');
    expect((await ana.get('/api/branch/config')).body.timeZone).to.equal('America/Sao_Paulo');
    const chefe = await k.userWith(['ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE'], 'chefe');
    programId = created(await chefe.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    const r = created(await ana.post('/api/rundowns', { date: await branchToday(ana), programId }), 'rundown');
    rundownId = r.id;
    for (let i = 1; i <= 26; i++) {
      const page = String(i).padStart(2, '0');
      ids.push(created(await ana.post(`/api/blocks/${r.blocks[0].id}/stories`, { slug: `MATÉRIA ${page}`, page, sections: header(`Texto da matéria ${page}.`) }), 'story').id);
    }
    // the show is on air: the header shows AGORA and TERMINA ÀS
    expect((await ana.patch(`/api/stories/${ids[0]}`, { field: 'displayStatus', newValue: 'play' })).status).to.equal(200);
  });
  after(async function () {
    await k?.stop();
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'layout-failed');
  });

  it("a UTC browser shows the São Paulo newsroom's times: AGORA, TERMINA ÀS, the rundown log", async function () {
    await useSize(browser, desktop);
    await browserZone(browser, 'UTC');
    expect(await browser.execute(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).to.equal('UTC');
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 6000);
    await openRundown(browser, programId);
    await $('[data-testid="on-air-badge"]').waitForDisplayed({ timeout: LONG });
    const sp = nowIn('America/Sao_Paulo');
    const utc = nowIn('UTC');
    const now = minutes(await figure('clock-now'));
    const ends = minutes(await figure('projected-end'));
    expect(apart(now, sp), 'AGORA in São Paulo').to.be.at.most(1);
    // the stories have no time: the show ends about now, in São Paulo's clock, hours from UTC's
    expect(apart(ends, sp), 'TERMINA ÀS in São Paulo').to.be.at.most(5);
    expect(apart(ends, utc), 'TERMINA ÀS not in UTC').to.be.at.least(60);
    // the rundown log: the display status change of a moment ago, in São Paulo's time
    await clickAt(browser, '[data-testid="rundown-more"]');
    await clickAt(browser, '[data-testid="rundown-more-logs"]');
    const row = $('[data-testid="log-row"]');
    await row.waitForDisplayed({ timeout: LONG });
    const when = (await row.$('td').getText()).trim();
    expect(when).to.match(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(apart(minutes(when.slice(11)), sp), `log time ${when}`).to.be.at.most(5);
    await browser.keys('Escape');
    await $('[data-testid="logs-dialog"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('offers only the areas the user has something in: no Administração for a producer', async function () {
    await $('[data-testid="menu-rundowns"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="menu-admin"]').isExisting()).to.equal(false);
    expect(await $('[data-testid="menu-preview"]').isExisting()).to.equal(false);
  });

  it('shows the selected story\'s script beside the grid, following the selection and live edits', async function () {
    const pane = $('[data-testid="script-pane"]');
    await pane.waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="script-pane"] h2').getText()).to.equal(pt.scriptPane.title.toUpperCase());
    const beside = await browser.execute(() => {
      const g = document.querySelector('[data-testid="rundown-split"] .grid-part')!.getBoundingClientRect();
      const p = document.querySelector('[data-testid="script-pane"]')!.getBoundingClientRect();
      return p.left >= g.right - 1 && Math.abs(p.top - g.top) < 2;
    });
    expect(beside, 'the pane is beside the grid').to.equal(true);
    await clickAt(browser, `[data-testid="story-row"][data-slug="MATÉRIA 03"]`);
    await browser.waitUntil(async () => (await pane.getText()).includes('Texto da matéria 03.'), { timeout: LONG, timeoutMsg: 'the pane did not follow the selection' });
    await clickAt(browser, `[data-testid="story-row"][data-slug="MATÉRIA 05"]`);
    await browser.waitUntil(async () => (await pane.getText()).includes('Texto da matéria 05.'), { timeout: LONG, timeoutMsg: 'the pane did not follow the second selection' });
    // an edit saved elsewhere shows at once
    expect((await ana.patch(`/api/stories/${ids[4]}`, { field: 'sections', newValue: header('Texto corrigido ao vivo.') })).status).to.equal(200);
    await browser.waitUntil(async () => (await pane.getText()).includes('Texto corrigido ao vivo.'), { timeout: LONG, timeoutMsg: 'the pane did not show the live edit' });
    // resized from the keyboard; size kept
    const width = async () => Math.round((await $('[data-testid="rundown-split"] .pane-part').getSize()).width);
    const before = await width();
    await $('[data-testid="script-pane-splitter"]').click();
    await browser.keys(['ArrowLeft', 'ArrowLeft']);
    await browser.waitUntil(async () => (await width()) === before + 40, { timeout: LONG, timeoutMsg: 'the splitter did not resize the pane' });
    await clearNotices(browser);
    await shotAt(browser, 'workspace', desktop);
    await assertAccessible(browser, 'workspace with the script pane', GRID);
    // hidden, and still hidden after a reload
    await clickAt(browser, '[data-testid="script-pane-hide"]');
    await pane.waitForExist({ reverse: true, timeout: LONG });
    await browser.refresh();
    await $('[data-testid="rundown-split"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="script-pane"]').isExisting()).to.equal(false);
    await clickAt(browser, '[data-testid="script-pane-toggle"]');
    await pane.waitForDisplayed({ timeout: LONG });
    expect(await width()).to.equal(before + 40);
  });

  it('collapses the side menu to named icons, kept after a reload', async function () {
    await clickAt(browser, '[data-testid="menu-collapse"]');
    const nav = $('[data-testid="side-menu"]');
    await browser.waitUntil(async () => (await nav.getAttribute('data-collapsed')) === 'true', { timeout: LONG });
    expect((await nav.getSize()).width).to.be.below(60);
    const entry = $('[data-testid="menu-rundowns"]');
    const name = await entry.getComputedLabel();
    expect(name).to.be.a('string').and.not.equal('');
    expect(await entry.getAttribute('title')).to.equal(name);
    // only icons show: the name's text takes no room
    expect((await entry.getSize()).width).to.be.below(50);
    await browser.refresh();
    await $('[data-testid="side-menu"][data-collapsed="true"]').waitForDisplayed({ timeout: LONG });
    await assertAccessible(browser, 'collapsed menu', GRID);
  });

  it('at 1280x720 the toolbar keeps one line (side menu collapsed or not) and the grid shows at least 20 story rows', async function () {
    // counted with the show off air (the on-air band takes two rows' height)
    expect((await ana.patch(`/api/stories/${ids[0]}`, { field: 'displayStatus', newValue: 'blank' })).status).to.equal(200);
    await ana.patch(`/api/rundowns/${rundownId}`, { field: 'displayStatus', newValue: 'blank' });
    await $('[data-testid="on-air-badge"]').waitForExist({ reverse: true, timeout: LONG });
    await useSize(browser, laptop);
    await clickAt(browser, '[data-testid="compact-header"]');
    await $('[data-testid="header"][data-compact="true"]').waitForExist({ timeout: LONG });
    await $('[data-testid="story-row"]').waitForDisplayed({ timeout: LONG });
    // the pane goes under the grid on a laptop; the rows are counted without it
    if (await $('[data-testid="script-pane"]').isExisting()) await clickAt(browser, '[data-testid="script-pane-hide"]');
    const inside = await browser.execute(() => Array.from(document.querySelectorAll('[data-testid="story-row"]')).filter((r) => {
      const b = r.getBoundingClientRect();
      return b.height > 0 && b.top >= 0 && b.bottom <= window.innerHeight && b.left >= 0 && b.right <= window.innerWidth;
    }).length);
    // issue 13 item 7: at least 20 rows on a laptop with the compact header and the side menu collapsed
    expect(inside, 'story rows inside the viewport').to.be.at.least(20);
    // the toolbar's view buttons show their icons here, with their names kept: one line, beside the expanded side menu too
    await toolbarOnOneLine();
    expect(await $('[data-testid="find-open"]').getComputedLabel()).to.equal(`${pt.actions.find} Ctrl+F`);
    await clickAt(browser, '[data-testid="menu-collapse"]');
    await $('[data-testid="side-menu"]:not([data-collapsed])').waitForExist({ timeout: LONG });
    await toolbarOnOneLine();
    await clickAt(browser, '[data-testid="menu-collapse"]');
    await $('[data-testid="side-menu"][data-collapsed="true"]').waitForExist({ timeout: LONG });
    await clickAt(browser, '[data-testid="script-pane-toggle"]');
    const under = await browser.execute(() => {
      const g = document.querySelector('[data-testid="rundown-split"] .grid-part')!.getBoundingClientRect();
      const p = document.querySelector('[data-testid="script-pane"]')!.getBoundingClientRect();
      return p.top >= g.bottom - 1;
    });
    expect(under, 'the pane is under the grid on a laptop').to.equal(true);
    await clearNotices(browser);
    await shotAt(browser, 'workspace', laptop);
    await clickAt(browser, '[data-testid="script-pane-hide"]');
    expect((await ana.patch(`/api/stories/${ids[0]}`, { field: 'displayStatus', newValue: 'play' })).status).to.equal(200);
  });

  it('at 390 px: no sideways scroll, the menu is a drawer', async function () {
    await useSize(browser, phone);
    await $('[data-testid="menu-drawer-toggle"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="side-menu"]').isExisting()).to.equal(false);
    expect(await browser.execute(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    await clickAt(browser, '[data-testid="menu-drawer-toggle"]');
    await $('[data-testid="side-menu"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="side-menu"] [data-testid="menu-rundowns"]').getText()).to.not.equal('');
    await browser.keys('Escape');
    await $('[data-testid="side-menu"]').waitForExist({ reverse: true, timeout: LONG });
    // the rundown read-only as a list, the on-air band, a tap reads the story
    const list = $('[data-testid="phone-rundown"]');
    await list.waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="phone-on-air"]').getText()).to.contain('MATÉRIA 01');
    expect(apart(minutes(await $('[data-testid="phone-projected-end"]').getText()), nowIn('America/Sao_Paulo'))).to.be.at.most(5);
    expect(await $('[data-testid="phone-rundown"] input, [data-testid="phone-rundown"] [contenteditable]').isExisting()).to.equal(false);
    await clickAt(browser, '[data-testid="phone-story"][data-slug="MATÉRIA 02"]');
    await browser.waitUntil(async () => (await list.getText()).includes('Texto da matéria 02.'), { timeout: LONG, timeoutMsg: 'a tap did not read the story' });
    expect(await browser.execute(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    await clearNotices(browser);
    await shotAt(browser, 'workspace', phone);
    await assertAccessible(browser, 'phone workspace');
  });

  it('at 390 px the prompter fits the screen and shows the text', async function () {
    await browser.url(`${k.url}/main/rundowns/${rundownId}/prompter`);
    await $('[data-testid="prompter-text"]').waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await browser.execute(() => document.querySelector('[data-testid="prompter-text"]')?.textContent ?? '')).includes('Texto da matéria 02.'), { timeout: LONG, timeoutMsg: 'the prompter shows no text' });
    expect(await browser.execute(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    await shotAt(browser, 'prompter', phone);
  });
});
