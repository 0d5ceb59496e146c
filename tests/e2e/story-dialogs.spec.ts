/**
 * Issue 13, items 1, 2 and 12 (part), in the real rundown workspace (not the story harness): every
 * dialog of the story form is the kit's portalled dialog and is clicked where a person clicks, at the
 * three sizes; "+ Matéria" creates nothing until the form is saved, names where the story lands and
 * lands there with a page number; Repaginar asks first (and says when on air); the remove dialog names
 * stories by slug; a read-only user's story opens read-only without asking for the lock.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import {
  LONG, SIZES, assertBuilt, branchToday, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, fill, openRundown, secondBrowser,
  shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

type Browser = WebdriverIO.Browser;
const pt = strings('plugins/rundown/i18n/pt_BR.json');
const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];
const READ_ONLY = ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];

const rowSel = (id: number) => `[data-testid="story-row"][data-id="${id}"]`;

/** The slugs of the visible rundown tab, per block. */
async function slugs(b: Browser): Promise<string[][]> {
  return b.execute(() => {
    const view = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="rundown-view"]')).find((v) => v.offsetParent !== null);
    const out: string[][] = [];
    for (const row of Array.from(view?.querySelectorAll<HTMLElement>('[data-testid="block-row"], [data-testid="story-row"]') ?? [])) {
      if (row.dataset.testid === 'block-row') out.push([]);
      else out[out.length - 1]!.push(row.dataset.slug ?? '');
    }
    return out;
  });
}

/**
 * The window at a size, once the shell has laid itself out again (at phone size it changes its layout
 * a moment after the resize, and a click in that moment is lost).
 */
async function resize(b: Browser, size: (typeof SIZES)[number]): Promise<void> {
  await useSize(b, size);
  await b.waitUntil(async () => (await b.execute(() => window.innerWidth)) === size.width, { timeout: LONG });
  await b.pause(800);
}

/** A double click as a person does it: the pointer at the element's centre, which must be the element. */
async function doubleClickAt(b: Browser, selector: string): Promise<void> {
  await clickAt(b, selector);
  const at = await b.execute((sel: string) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
  }, selector);
  await b.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: at.x, y: at.y }).down().up().pause(40).down().up().perform();
}

/** The API calls the page made that failed, and those that asked for or held a lock (Resource Timing keeps the status).
 *  The grid's idle read of the lock list (`GET /api/locks`) asks for no lock, so it is not counted. */
async function calls(b: Browser): Promise<{ failed: string[]; locks: string[] }> {
  return b.execute(() => {
    const entries = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { responseStatus?: number })[];
    const api = entries.filter((e) => e.name.includes('/api/'));
    return {
      failed: api.filter((e) => (e.responseStatus ?? 0) >= 400).map((e) => `${e.responseStatus} ${e.name}`),
      locks: api.filter((e) => e.name.includes('edit=true') || e.name.includes('/api/locks/')).map((e) => e.name),
    };
  });
}

describe('story dialogs and new stories in the workspace', function () {
  let k: TestKernel;
  let ana: TestClient;
  let bia: TestClient;
  let programId: number;
  let rundownId: number;
  let ids: Record<string, number>;
  let other: Browser | null = null;

  const stored = async () => {
    const r = (await ana.get(`/api/rundowns/${rundownId}`)).body;
    return r.blocks.map((b: any) => b.stories.map((s: any) => `${s.page ?? '-'} ${s.slug ?? ''}`));
  };

  before(async function () {
    this.timeout(120_000);
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
    ana = await k.userWith([...ROLES, 'ROLE_PROGRAM_WRITE'], 'ana');
    bia = await k.userWith(ROLES, 'bia');
    await k.userWith(READ_ONLY, 'leo');
    programId = created(await ana.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    const r = created(await ana.post('/api/rundowns', { date: await branchToday(ana), programId }), 'rundown');
    rundownId = r.id;
    const b2 = created(await ana.post(`/api/rundowns/${r.id}/blocks`, {}), 'block');
    ids = {};
    for (const [slug, blockId] of [['ENCHENTE', r.blocks[0].id], ['TRÂNSITO', r.blocks[0].id], ['VACINA', r.blocks[0].id], ['CULTURA', b2.id]] as const) {
      ids[slug] = created(await ana.post(`/api/rundowns/${r.id}/stories`, { slug, blockId }), slug).id;
    }
    // the newsroom numbers inserts with a suffix (02A between 02 and 03)
    const settings = (await ana.get('/api/rundown-settings')).body;
    expect((await ana.put('/api/rundown-settings', { pageRule: 'suffix', version: settings.version })).status).to.equal(200);
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'story-dialogs');
  });

  after(async function () {
    await other?.deleteSession().catch(() => undefined);
    await k?.stop();
  });

  it('"+ Matéria" says where the story lands; an abandoned form leaves nothing, also in a second browser', async function () {
    this.timeout(180_000);
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'ana');
    await openRundown(browser, programId);
    other = await secondBrowser();
    await signIn(other, k.url, 'bia');
    await openRundown(other, programId);
    await dismissDesktopOffer(browser, 8000);
    await dismissDesktopOffer(other, 1000);
    await $(rowSel(ids.TRÂNSITO!)).waitForDisplayed({ timeout: LONG });

    // nothing selected: the end of the last block before Stand By
    const where = $('[data-testid="new-story-where"]');
    expect(await where.getText()).to.equal(`→ ${fill(pt.web.newStory.atEnd, { block: fill(pt.web.grid.block, { n: 2 }) })}`);
    // a story selected: right after it
    await clickAt(browser, `${rowSel(ids.TRÂNSITO!)} [data-testid="cell-total"]`);
    await browser.waitUntil(async () => (await where.getText()).includes('02'), { timeout: LONG, timeoutMsg: 'the target did not follow the selection' });
    expect(await where.getText()).to.equal(`→ ${fill(pt.web.newStory.after, { block: fill(pt.web.grid.block, { n: 1 }), story: fill(pt.web.newStory.page, { page: '02' }) })}`);
    // beside the script pane the toolbar keeps one line (its view buttons as named icons); "Mais" opens in full, not under the side menu
    expect(await $('[data-testid="script-pane"]').isDisplayed()).to.equal(true);
    const bottoms = await browser.execute(() => ['new-story', 'rundown-more'].map((id) => document.querySelector(`[data-testid="rundown-view"] [data-testid="${id}"]`)!.getBoundingClientRect().bottom));
    expect(Math.abs(bottoms[0]! - bottoms[1]!), 'the toolbar wraps').to.be.below(8);
    await clickAt(browser, '[data-testid="rundown-more"]');
    await clickAt(browser, '[data-testid="rundown-more-shortcuts"]');
    await browser.keys('Escape');
    await shotAt(browser, 'new-story-target', SIZES[0]);

    const before = await stored();
    // open and close at once: no question, nothing stored, no row
    await clickAt(browser, '[data-testid="new-story"]');
    await $('[data-testid="story-form"][data-new="true"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="story-form-title"]').getText()).to.equal(pt.storyForm.newStory);
    await clickAt(browser, '[data-testid="story-form"][data-new="true"] [data-testid="story-close"]');
    await $('[data-testid="story-form"][data-new="true"]').waitForExist({ reverse: true, timeout: LONG });

    // typed, then closed without saving: the "save?" dialog, "no" drops it
    await clickAt(browser, '[data-testid="new-story"]');
    await clickAt(browser, '[data-testid="story-form"][data-new="true"] [data-testid="story-slug"]');
    await browser.keys('ABANDONADA');
    await clickAt(browser, '[data-testid="story-form"][data-new="true"] [data-testid="story-close"]');
    await $('[data-testid="story-close-dialog"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="story-close-no"]');
    await $('[data-testid="story-form"][data-new="true"]').waitForExist({ reverse: true, timeout: LONG });

    await browser.pause(1500); // what a live event would have brought by now
    expect(await stored()).to.deep.equal(before);
    const expected = [['ENCHENTE', 'TRÂNSITO', 'VACINA'], ['CULTURA'], []];
    expect(await slugs(browser)).to.deep.equal(expected);
    expect(await slugs(other)).to.deep.equal(expected);
  });

  it('saving the new form creates the story right after the selected one, numbered 02A; the other browser sees it', async function () {
    this.timeout(120_000);
    await clickAt(browser, '[data-testid="new-story"]');
    await clickAt(browser, '[data-testid="story-form"][data-new="true"] [data-testid="story-slug"]');
    await browser.keys('ALAGAMENTO');
    await clickAt(browser, '[data-testid="story-form"][data-new="true"] [data-testid="story-save"]');
    // the tab becomes the story's, and takes its lock
    const form = $('[data-testid="story-form"]:not([data-new])');
    await form.waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await form.getAttribute('data-lock')) === 'held', { timeout: LONG, timeoutMsg: 'the saved story never took its lock' });
    expect(await stored()).to.deep.equal([['01 ENCHENTE', '02 TRÂNSITO', '02A ALAGAMENTO', '03 VACINA'], ['04 CULTURA'], []]);
    ids.ALAGAMENTO = Number(await form.getAttribute('data-story-id'));
    const expected = [['ENCHENTE', 'TRÂNSITO', 'ALAGAMENTO', 'VACINA'], ['CULTURA'], []];
    await other!.waitUntil(async () => JSON.stringify(await slugs(other!)) === JSON.stringify(expected), { timeout: LONG, timeoutMsg: `the other browser saw ${JSON.stringify(await slugs(other!))}` });
    await clickAt(browser, '[data-testid="story-form"]:not([data-new]) [data-testid="story-close"]');
    await form.waitForExist({ reverse: true, timeout: LONG });
  });

  it('the form\'s dialogs (take-over, versions, save before closing) are clicked through at the three sizes', async function () {
    this.timeout(300_000);
    // bia holds the lock of ENCHENTE: ana's form offers the take-over
    expect((await bia.get(`/api/stories/${ids.ENCHENTE}?edit=true`)).status).to.equal(200);
    await clickAt(browser, '[data-testid="tab"][data-tab-id^="rundown:"]');
    await doubleClickAt(browser, `${rowSel(ids.ENCHENTE!)} [data-testid="cell-slug"]`);
    const form = `[data-testid="story-form"][data-story-id="${ids.ENCHENTE}"]`;
    await $(`${form} [data-testid="story-takeover"]`).waitForDisplayed({ timeout: LONG });
    await clearNotices(browser);
    // the take-over dialog, opened and cancelled at each of the three sizes
    for (const size of SIZES) {
      await resize(browser, size);
      await clickAt(browser, `${form} [data-testid="story-takeover"]`);
      await $('[data-testid="story-takeover-dialog"]').waitForDisplayed({ timeout: LONG });
      await shotAt(browser, 'story-takeover-dialog', size);
      await clickAt(browser, '[data-testid="story-takeover-dialog"] footer button:first-child');
      await $('[data-testid="story-takeover-dialog"]').waitForExist({ reverse: true, timeout: LONG });
    }
    await clickAt(browser, `${form} [data-testid="story-takeover"]`);
    await clickAt(browser, '[data-testid="story-takeover-confirm"]');
    await browser.waitUntil(async () => (await $(form).getAttribute('data-lock')) === 'held', { timeout: LONG, timeoutMsg: 'the take-over did not give ana the lock' });

    for (const size of SIZES) {
      await resize(browser, size);
      // the top bar: the title, Salvar and Fechar on one line at every size (on a phone Fechar is a ✕ keeping its name)
      const line = await browser.execute((f) => ['story-form-title', 'story-save', 'story-close'].map((id) => {
        const r = document.querySelector(`${f} [data-testid="${id}"]`)!.getBoundingClientRect();
        return r.top + r.height / 2;
      }), form);
      expect(Math.max(...line) - Math.min(...line), `the form's top bar wraps at ${size.name}`).to.be.below(6);
      expect(await $(`${form} [data-testid="story-close"]`).getComputedLabel()).to.equal(pt.storyForm.close);
      await shotAt(browser, 'story-form', size);
      await clickAt(browser, `${form} [data-testid="story-versions"]`);
      await $('[data-testid="story-versions-dialog"]').waitForDisplayed({ timeout: LONG });
      await shotAt(browser, 'story-versions-dialog', size);
      await clickAt(browser, '[data-testid="story-versions-dialog"] footer button');
      await $('[data-testid="story-versions-dialog"]').waitForExist({ reverse: true, timeout: LONG });

      await clickAt(browser, `${form} [data-testid="story-slug"]`);
      await browser.keys(['End', ' ', 'X']);
      await clickAt(browser, `${form} [data-testid="story-close"]`);
      await $('[data-testid="story-close-dialog"]').waitForDisplayed({ timeout: LONG });
      await shotAt(browser, 'story-close-dialog', size);
      await clickAt(browser, '[data-testid="story-close-cancel"]');
      await $('[data-testid="story-close-dialog"]').waitForExist({ reverse: true, timeout: LONG });
    }
    // "yes" saves and closes
    await resize(browser, SIZES[0]);
    await clickAt(browser, `${form} [data-testid="story-close"]`);
    await clickAt(browser, '[data-testid="story-close-yes"]');
    await $(form).waitForExist({ reverse: true, timeout: LONG });
    expect((await ana.get(`/api/stories/${ids.ENCHENTE}`)).body.slug).to.equal('ENCHENTE X X X');
  });

  it('Repaginar asks first, and says so when the rundown is on air', async function () {
    this.timeout(120_000);
    await resize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="rundown-more"]');
    await clickAt(browser, '[data-testid="rundown-more-repaginate"]');
    await $('[data-testid="repaginate-dialog"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="repaginate-on-air"]').isExisting()).to.equal(false);
    await clickAt(browser, '[data-testid="repaginate-dialog-cancel"]');
    await $('[data-testid="repaginate-dialog"]').waitForExist({ reverse: true, timeout: LONG });
    expect((await stored())[0]).to.deep.equal(['01 ENCHENTE X X X', '02 TRÂNSITO', '02A ALAGAMENTO', '03 VACINA']);

    // on air: ENCHENTE approved and playing
    expect((await ana.post(`/api/stories/${ids.ENCHENTE}/approve`, { approve: true })).status).to.equal(200);
    expect((await ana.post('/api/stories/display-status', { ids: [ids.ENCHENTE], status: 'play' })).status).to.equal(200);
    await $(`${rowSel(ids.ENCHENTE!)}[data-status="play"]`).waitForExist({ timeout: LONG });
    // opened at desktop size, then used at desktop and laptop size (a phone shows the rundown read-only, without its toolbar)
    const sizes = SIZES.filter((x) => x.name !== 'phone');
    for (const size of sizes) {
      await resize(browser, SIZES[0]);
      await clickAt(browser, '[data-testid="rundown-more"]');
      await clickAt(browser, '[data-testid="rundown-more-repaginate"]');
      await $('[data-testid="repaginate-on-air"]').waitForDisplayed({ timeout: LONG });
      await resize(browser, size);
      expect(await $('[data-testid="repaginate-on-air"]').getText()).to.equal(pt.web.repaginate.onAir);
      await shotAt(browser, 'repaginate-on-air', size);
      await clickAt(browser, `[data-testid="repaginate-dialog-${size === sizes.at(-1) ? 'confirm' : 'cancel'}"]`);
      await $('[data-testid="repaginate-dialog"]').waitForExist({ reverse: true, timeout: LONG });
    }
    await browser.waitUntil(async () => JSON.stringify((await stored())[0]) === JSON.stringify(['01 ENCHENTE X X X', '02 TRÂNSITO', '03 ALAGAMENTO', '04 VACINA']), { timeout: LONG, timeoutMsg: `pages: ${JSON.stringify(await stored())}` });
    await resize(browser, SIZES[0]);
  });

  it('the remove dialog names a story without a slug as such, not as private', async function () {
    this.timeout(60_000);
    const blank = created(await ana.post(`/api/rundowns/${rundownId}/stories`, {}), 'blank story');
    await $(rowSel(blank.id)).waitForExist({ timeout: LONG });
    await clickAt(browser, `${rowSel(blank.id)} [data-testid="story-select"]`);
    await browser.keys('Delete');
    const names = $$('[data-testid="remove-slug"]');
    await browser.waitUntil(async () => (await names.length) === 1, { timeout: LONG, timeoutMsg: 'no remove dialog' });
    expect(await names[0]!.getText()).to.equal(`${blank.page} ${pt.web.grid.noSlug}`);
    expect(await $('[role="dialog"]').getText()).not.to.contain(pt.web.grid.private);
    await shotAt(browser, 'remove-dialog', SIZES[0]);
    await clickAt(browser, '[data-testid="confirm-dialog-cancel"]');
  });

  it('a read-only user opens a story read-only with a banner saying why, without asking for a lock (no 403)', async function () {
    this.timeout(120_000);
    await other!.reloadSession();
    await signIn(other!, k.url, 'leo');
    await openRundown(other!, programId);
    await other!.$(rowSel(ids.VACINA!)).waitForDisplayed({ timeout: LONG });
    // from here on (the sign-in page's own 401 is another part of issue 13)
    await other!.execute(() => performance.clearResourceTimings());
    await doubleClickAt(other!, `${rowSel(ids.VACINA!)} [data-testid="cell-slug"]`);
    const banner = other!.$('[data-testid="story-read-only"]');
    await banner.waitForDisplayed({ timeout: LONG });
    expect(await banner.getText()).to.equal(pt.storyForm.lock.noWriteRole);
    expect(await other!.$('[data-testid="story-save"]').isEnabled()).to.equal(false);
    await clickAt(other!, '[data-testid="story-close"]');
    await other!.$('[data-testid="story-form"]').waitForExist({ reverse: true, timeout: LONG });
    await other!.pause(500);
    expect(await calls(other!)).to.deep.equal({ failed: [], locks: [] });
  });
});
