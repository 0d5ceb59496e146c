/**
 * The rundown grid as a producer uses it on air (issue 13 items 3, 4, 8; issue 19 item 1): the lock
 * holder's name on the row of every other viewer, Space taking a story to air even right after a
 * click on an editable cell, columns chosen and kept per user, the WAI-ARIA grid checked by axe,
 * and the whole show driven from the keyboard alone.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import { LONG, SIZES, assertAccessible, assertBuilt, branchToday, clickAt, created, dismissDesktopOffer, failureEvidence, fill, openRundown, secondBrowser, shotAt, signIn, strings, useSize, webRoot } from './support.js';

type Browser = WebdriverIO.Browser;
const pt = strings('plugins/rundown/i18n/pt_BR.json').web;
const ROLES = [
  'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN',
  'ROLE_PROGRAM_READ', 'ROLE_USER_READ',
];
const row = (b: Browser, slug: string) => b.$(`[data-testid="rundown-view"] [data-testid="story-row"][data-slug="${slug}"]`);
const activeTestId = (b: Browser) => b.execute(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? document.activeElement?.tagName ?? '');

/** Presses Tab until the focus is on `testId` (the keyboard's way to reach a control). */
async function tabTo(b: Browser, testId: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await activeTestId(b)) === testId) return;
    await b.keys('Tab');
  }
  throw new Error(`Tab never reached ${testId} (focus on ${await activeTestId(b)})`);
}

/** Opens the current cell's editor with `key`, types `text` and presses Esc: the editor goes, the focus is back on the grid. */
async function typeThenLeave(b: Browser, editor: string, key: string, text: string): Promise<void> {
  await b.keys(key);
  await b.$(editor).waitForDisplayed({ timeout: LONG });
  await b.keys([...text]);
  await b.keys('Escape');
  await b.$(editor).waitForExist({ reverse: true, timeout: LONG });
  // the grid takes the focus back just after the editor has gone (a timer after the unmount)
  await b.waitUntil(async () => (await activeTestId(b)) === 'rundown-grid', { timeout: 2000, timeoutMsg: `focus stayed on ${await activeTestId(b)}` }).catch(() => undefined);
  expect(await activeTestId(b)).to.equal('rundown-grid');
}

describe('rundown grid', function () {
  let k: TestKernel;
  let ana: TestClient;
  let other: Browser;
  let programId: number;
  let rundownId: number;
  let blockId: number;
  const ids: Record<string, number> = {};

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
    ana = await k.userWith([...ROLES, 'ROLE_PROGRAM_WRITE'], 'ana');
    await k.userWith(ROLES, 'bia');
    programId = created(await ana.post('/api/programs', { name: 'Jornal da Tarde', start: '12:00:00', end: '12:30:00' }), 'program').id;
    const r = created(await ana.post('/api/rundowns', { date: await branchToday(ana), programId }), 'rundown') as { id: number; blocks: { id: number }[] };
    rundownId = r.id;
    const block = r.blocks[0]!.id;
    blockId = block;
    for (const [slug, estimated] of [['INCÊNDIO CENTRO', 'PT1M30S'], ['CHUVA FORTE', 'PT2M'], ['TRÂNSITO MARGINAL', 'PT45S'], ['VACINA GRIPE', 'PT1M']] as const) {
      // one story with a script: a presenter's camera, a video a device reported ready, a CG
      const sections = slug === 'VACINA GRIPE'
        ? [{ type: 'VT', subSections: [{ type: 'MOS_VIDEO', status: 'READY', camera: 'CAM 2', media: { slug: 'VT VACINA' } }, { type: 'CG', slug: 'GC VACINA' }] }]
        : undefined;
      const s = created(await ana.post(`/api/blocks/${block}/stories`, { slug, estimated, sections }), slug) as { id: number };
      ids[slug] = s.id;
      if (slug !== 'VACINA GRIPE') expect((await ana.post(`/api/stories/${s.id}/approve`, { approve: true })).status).to.equal(200);
    }
    other = await secondBrowser();
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'rundown-grid');
  });

  after(async function () {
    await other?.deleteSession().catch(() => undefined);
    await k?.stop();
  });

  it('is run from the keyboard alone: arrows, Space to air, Enter/F2 to edit a slug, a block header\'s controls', async function () {
    // sign in with the keyboard
    await browser.url(k.url + '/login');
    await $('#username').waitForDisplayed({ timeout: LONG });
    await browser.execute(() => (document.querySelector('#username') as HTMLInputElement).focus());
    await browser.keys([...'ana']);
    await browser.keys('Tab');
    await browser.keys([...'secret-pass']);
    await browser.keys('Enter');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/main', { timeout: LONG });
    await tabTo(browser, 'menu-rundowns');
    await browser.keys('Enter');
    await $(`[data-testid="preview-program"][data-program="${programId}"] [data-testid="preview-open"]`).waitForDisplayed({ timeout: LONG });
    await tabTo(browser, 'preview-open');
    await browser.keys('Enter');
    await row(browser, 'INCÊNDIO CENTRO').waitForDisplayed({ timeout: LONG });
    await tabTo(browser, 'rundown-grid');
    // one tab stop: the focus stays on the grid, the current cell is its active descendant
    await browser.keys('ArrowDown');
    await browser.waitUntil(async () => ((await row(browser, 'INCÊNDIO CENTRO').getAttribute('class')) ?? '').includes('current'), { timeout: LONG, timeoutMsg: 'ArrowDown did not reach the first story' });
    const active = await $('[data-testid="rundown-view"] [data-testid="rundown-grid"]').getAttribute('aria-activedescendant');
    expect(active).to.equal(`rg${rundownId}-s${ids['INCÊNDIO CENTRO']}-slug`);
    expect(await activeTestId(browser)).to.equal('rundown-grid');
    expect(await browser.execute((id: string) => document.getElementById(id)?.getAttribute('role'), active!)).to.equal('gridcell');
    // Space: on air
    await browser.keys(' ');
    await browser.waitUntil(async () => (await row(browser, 'INCÊNDIO CENTRO').getAttribute('data-status')) === 'play', { timeout: LONG, timeoutMsg: 'Space did not take the story to air' });
    // the polite live region says so
    await browser.waitUntil(async () => (await $('[data-testid="on-air-announcer"]').getText()) === fill(pt.grid.onAirNow, { name: 'INCÊNDIO CENTRO', time: '01:30' }), {
      timeout: LONG, timeoutMsg: `the live region said "${await $('[data-testid="on-air-announcer"]').getText()}"`,
    });
    expect(await $('[data-testid="on-air-announcer"]').getAttribute('aria-live')).to.equal('polite');
    // to another story, edit its slug with F2, type, Enter
    await browser.keys('ArrowDown');
    await browser.keys('ArrowDown');
    await browser.waitUntil(async () => ((await row(browser, 'TRÂNSITO MARGINAL').getAttribute('class')) ?? '').includes('current'), { timeout: LONG });
    await browser.keys('F2');
    const editor = () => $('[data-testid="rundown-view"] [data-testid="cell-editor"]');
    await editor().waitForDisplayed({ timeout: LONG });
    expect(await activeTestId(browser)).to.equal('cell-editor');
    await browser.keys(['Control', 'a']);
    await browser.keys([...'TRÂNSITO LIVRE']);
    await browser.keys('Enter');
    await browser.waitUntil(async () => ((await ana.get(`/api/stories/${ids['TRÂNSITO MARGINAL']}`)).body as { slug: string }).slug === 'TRÂNSITO LIVRE', {
      timeout: LONG, timeoutMsg: 'the server never got the new slug',
    });
    // Enter on another story's slug edits too; Esc leaves the editor unchanged and the focus back on the grid
    await browser.keys('ArrowDown');
    await typeThenLeave(browser, '[data-testid="rundown-view"] [data-testid="cell-editor"]', 'Enter', 'XX');
    expect(((await ana.get(`/api/stories/${ids['VACINA GRIPE']}`)).body as { slug: string }).slug).to.equal('VACINA GRIPE');
    await blockHeaderByKeyboard();
    await dismissDesktopOffer(browser, 1000);
  });

  /** From the current story, the block header row and its controls, still without a mouse (issue 19 item 1). */
  async function blockHeaderByKeyboard() {
    type BlockNow = { standBy: boolean; approved: boolean; commercial: string; displayStatus: string };
    const blockNow = async () => ((await ana.get(`/api/rundowns/${rundownId}`)).body as { blocks: (BlockNow & { id: number })[] }).blocks.find((b) => b.id === blockId)!;
    const serverSees = (what: string, ok: (b: BlockNow) => boolean) => browser.waitUntil(async () => ok(await blockNow()), { timeout: LONG, timeoutMsg: `the server never saw ${what}` });
    const grid = $('[data-testid="rundown-view"] [data-testid="rundown-grid"]');
    const onCell = async (part: string) => {
      const id = `rg${rundownId}-b${blockId}-${part}`;
      await browser.waitUntil(async () => (await grid.getAttribute('aria-activedescendant')) === id, { timeout: LONG, timeoutMsg: `the block's ${part} cell never became current` });
      expect(await browser.execute((x: string) => document.getElementById(x)?.getAttribute('role'), id)).to.equal('gridcell');
      expect(await activeTestId(browser)).to.equal('rundown-grid');
    };
    const right = async (part: string) => {
      await browser.keys('ArrowRight');
      await onCell(part);
    };
    const press = async (key: string, what: string, ok: (b: BlockNow) => boolean) => {
      await browser.keys(key);
      await serverSees(what, ok);
    };
    const blockRow = $(`[data-testid="rundown-view"] [data-testid="block-row"][data-id="${blockId}"]`);
    // Up from the first story reaches its block's header row
    await browser.keys('Home');
    await browser.keys('ArrowUp');
    await onCell('name');
    // Right to the Stand By toggle: Enter puts the block in stand-by, Space takes it out (and is not the air command)
    await right('standBy');
    await press('Enter', 'the block in stand-by', (b) => b.standBy);
    await browser.waitUntil(async () => (await blockRow.getAttribute('data-standby')) === 'true', { timeout: LONG });
    await press(' ', 'the block out of stand-by', (b) => !b.standBy);
    expect(await row(browser, 'INCÊNDIO CENTRO').getAttribute('data-status')).to.equal('play');
    // the commercial break: F2 and Esc leave it as it was, Enter edits it
    await right('commercial');
    const editorAt = '[data-testid="rundown-view"] [data-testid="block-commercial"] [data-testid="cell-editor"]';
    const editor = () => $(editorAt);
    await typeThenLeave(browser, editorAt, 'F2', '0999');
    await browser.keys('Enter');
    await editor().waitForDisplayed({ timeout: LONG });
    expect(await activeTestId(browser)).to.equal('cell-editor');
    await browser.keys([...'0130']);
    await press('Enter', 'the commercial break of 1:30', (b) => b.commercial === 'PT1M30S');
    await browser.waitUntil(async () => (await activeTestId(browser)) === 'rundown-grid', { timeout: LONG, timeoutMsg: 'the focus did not come back to the grid' });
    // past the figures to the approval: Space approves the block
    await right('figures');
    await right('approved');
    await press(' ', 'the block approved', (b) => b.approved);
    await browser.waitUntil(async () => (await blockRow.$('[data-testid="block-approve"]').getAttribute('aria-pressed')) === 'true', { timeout: LONG });
    // the status: Enter puts the commercial break on air
    await right('status');
    await press('Enter', 'the block on air', (b) => b.displayStatus === 'play');
    await shotAt(browser, 'rundown-grid-block-keys', SIZES[0]);
    // the block's current cell, the break on air and the story it took off air pass axe too
    await assertAccessible(browser, 'rundown (block header current)');
    // Down from the header: back to the first story
    await browser.keys('ArrowDown');
    await browser.waitUntil(async () => ((await row(browser, 'INCÊNDIO CENTRO').getAttribute('class')) ?? '').includes('current'), { timeout: LONG, timeoutMsg: 'ArrowDown did not leave the block header' });
    // the later tests start from the block as it was, the first story on air
    for (const [field, newValue] of [['commercial', 'PT0S'], ['displayStatus', 'blank']] as const) {
      expect((await ana.patch(`/api/blocks/${blockId}`, { field, newValue })).status).to.equal(200);
    }
    expect((await ana.patch(`/api/stories/${ids['INCÊNDIO CENTRO']}`, { field: 'displayStatus', newValue: 'play' })).status).to.equal(200);
    await browser.waitUntil(async () => (await row(browser, 'INCÊNDIO CENTRO').getAttribute('data-status')) === 'play', { timeout: LONG });
  }

  it('passes axe on the rundown (grid roles, no control inside a control) at the three sizes', async function () {
    try {
      for (const size of SIZES) {
        await useSize(browser, size);
        // on a phone the rundown is a read-only list, not the grid
        if (size.name === 'phone') await $('[data-testid="phone-story"][data-slug="CHUVA FORTE"]').waitForExist({ timeout: LONG });
        else await row(browser, 'CHUVA FORTE').waitForExist({ timeout: LONG });
        await shotAt(browser, 'rundown-grid', size);
        await assertAccessible(browser, `rundown (${size.name})`);
      }
    } finally {
      await useSize(browser, SIZES[0]);
    }
    // back from the phone's list: the grid mounts again
    await row(browser, 'CHUVA FORTE').waitForExist({ timeout: LONG });
    const roles = await browser.execute(() => {
      const grid = document.querySelector('[data-testid="rundown-view"] [role="grid"]')!;
      return {
        rowcount: grid.getAttribute('aria-rowcount'),
        groups: Array.from(grid.querySelectorAll('[role="rowgroup"]')).map((g) => g.getAttribute('aria-label')),
        headers: grid.querySelectorAll('[role="columnheader"]').length,
        rowsWithoutIndex: Array.from(grid.querySelectorAll('[role="row"]')).filter((r) => !r.getAttribute('aria-rowindex')).length,
        selected: Array.from(grid.querySelectorAll('[data-testid="story-row"]')).every((r) => r.getAttribute('aria-selected') !== null),
      };
    });
    expect(roles.groups[0]).to.equal(pt.grid.block.replace('{{n}}', '1'));
    expect(roles.groups.at(-1)).to.contain(pt.grid.standBy);
    expect(roles.headers).to.be.greaterThan(10);
    expect(roles.rowsWithoutIndex).to.equal(0);
    expect(roles.selected).to.equal(true);
    // the header row, the block and its 4 stories and end row, the Stand By block and its end row
    expect(roles.rowcount).to.equal('9');
  });

  it('Space right after a click on an editable cell takes the story to air and types nothing', async function () {
    const slugCell = () => row(browser, 'CHUVA FORTE').$('[data-testid="cell-slug"]');
    // within 250 ms: the key cancels the delayed editor
    await clickAt(browser, '[data-testid="rundown-view"] [data-testid="story-row"][data-slug="CHUVA FORTE"] [data-testid="cell-slug"]');
    await browser.keys(' ');
    await browser.waitUntil(async () => (await row(browser, 'CHUVA FORTE').getAttribute('data-status')) === 'play', { timeout: LONG, timeoutMsg: 'Space (within 250 ms) did not take the story to air' });
    await browser.pause(400);
    expect(await $('[data-testid="rundown-view"] [data-testid="cell-editor"]').isExisting()).to.equal(false);
    expect(await slugCell().getText()).to.contain('CHUVA FORTE');
    // after 250 ms: the editor is open, untouched; Space closes it and is the air command (play → displayed)
    await clickAt(browser, '[data-testid="rundown-view"] [data-testid="story-row"][data-slug="CHUVA FORTE"] [data-testid="cell-slug"]');
    await $('[data-testid="rundown-view"] [data-testid="cell-editor"]').waitForDisplayed({ timeout: LONG });
    await browser.keys(' ');
    await browser.waitUntil(async () => (await row(browser, 'CHUVA FORTE').getAttribute('data-status')) === 'stop', { timeout: LONG, timeoutMsg: 'Space in the untouched editor did not advance the show' });
    expect(await $('[data-testid="rundown-view"] [data-testid="cell-editor"]').isExisting()).to.equal(false);
    expect(((await ana.get(`/api/stories/${ids['CHUVA FORTE']}`)).body as { slug: string }).slug).to.equal('CHUVA FORTE');
    expect(await slugCell().getText()).to.equal('CHUVA FORTE');
    // once something is typed, Space is a space
    await clickAt(browser, '[data-testid="rundown-view"] [data-testid="story-row"][data-slug="CHUVA FORTE"] [data-testid="cell-slug"]');
    const editor = $('[data-testid="rundown-view"] [data-testid="cell-editor"]');
    await editor.waitForDisplayed({ timeout: LONG });
    await browser.keys(['End', 'X', ' ', 'Y']);
    expect(await editor.getValue()).to.equal('CHUVA FORTEX Y');
    await browser.keys('Escape');
  });

  it('shows who has a story open on every other viewer\'s row, live, read-only there, cleared when the form closes', async function () {
    await signIn(other, k.url, 'bia');
    await openRundown(other, programId);
    await row(other, 'VACINA GRIPE').waitForDisplayed({ timeout: LONG });
    await dismissDesktopOffer(other, 1000);
    // ana opens the story's form (double click)
    await row(browser, 'VACINA GRIPE').$('[data-testid="cell-slug"]').doubleClick();
    await $(`[data-testid="story-form"][data-story-id="${ids['VACINA GRIPE']}"][data-lock="held"]`).waitForExist({ timeout: LONG });
    const t0 = Date.now();
    await other.waitUntil(async () => (await row(other, 'VACINA GRIPE').getAttribute('data-locked-by')) === 'ana', { timeout: LONG, interval: 50, timeoutMsg: 'bia never saw ana\'s lock' });
    const seenIn = Date.now() - t0;
    expect(seenIn, 'the lock reached the other viewer within a second').to.be.lessThan(1000);
    expect(await row(other, 'VACINA GRIPE').$('[data-testid="lock-holder"]').getText()).to.contain('ana');
    const slug = row(other, 'VACINA GRIPE').$('[data-testid="cell-slug"]');
    expect(await slug.getAttribute('title')).to.equal(pt.grid.lockedBy.replace('{{name}}', 'ana'));
    await shotAt(other, 'rundown-grid-locked', SIZES[0]);
    // read-only for bia: a click opens no editor
    await clickAt(other, `[data-testid="rundown-view"] [data-testid="story-row"][data-slug="VACINA GRIPE"] [data-testid="cell-slug"]`);
    await other.pause(400);
    expect(await other.$('[data-testid="rundown-view"] [data-testid="cell-editor"]').isExisting()).to.equal(false);
    // bia opens the rundown again while ana holds the story: the mark comes from the list of locks
    // (asked once the rows are shown), not from a live message
    await clickAt(other, '[data-testid="tab"][data-tab-id^="rundown:"] [data-testid="tab-close"]');
    await row(other, 'VACINA GRIPE').waitForExist({ reverse: true, timeout: LONG });
    await openRundown(other, programId);
    await other.waitUntil(async () => (await row(other, 'VACINA GRIPE').getAttribute('data-locked-by').catch(() => null)) === 'ana', { timeout: LONG, interval: 50, timeoutMsg: 'reopened, bia did not see ana\'s lock' });
    // ana closes the form: the name goes
    await clickAt(browser, `[data-testid="story-form"][data-story-id="${ids['VACINA GRIPE']}"] [data-testid="story-close"]`);
    await other.waitUntil(async () => (await row(other, 'VACINA GRIPE').getAttribute('data-locked-by')) === null, { timeout: LONG, timeoutMsg: 'the lock never cleared' });
    await clickAt(other, `[data-testid="rundown-view"] [data-testid="story-row"][data-slug="VACINA GRIPE"] [data-testid="cell-slug"]`);
    await other.$('[data-testid="rundown-view"] [data-testid="cell-editor"]').waitForDisplayed({ timeout: LONG });
    await other.keys('Escape');
  });

  it('chooses, resizes and reorders columns, kept for the user in another browser; front and back time side by side', async function () {
    await clickAt(browser, '[data-testid="rundown-view"] [data-testid="open-columns"]');
    await $('[data-testid="column-chooser"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="column-show-front"]');
    await clickAt(browser, '[data-testid="column-show-back"]');
    await clickAt(browser, '[data-testid="column-show-head"]');
    await clickAt(browser, '[data-testid="column-show-camera"]');
    await clickAt(browser, '[data-testid="column-show-cg"]');
    await clickAt(browser, '[data-testid="column-show-media"]');
    // keyboard-usable: the up button of the back-time column, with Enter
    await browser.execute(() => (document.querySelector('[data-testid="column-up-back"]') as HTMLElement).focus());
    await browser.keys('Enter');
    await shotAt(browser, 'rundown-grid-columns', SIZES[0]);
    await clickAt(browser, '[data-testid="columns-done"]');
    const heads = async (b: Browser) => b.execute(() => Array.from(document.querySelectorAll('[data-testid="rundown-view"] [data-testid="grid-head"] [role="columnheader"]')).map((h) => h.getAttribute('data-col')));
    const mine = await heads(browser);
    expect(mine).to.not.include('head');
    expect(mine.indexOf('back')).to.equal(mine.indexOf('front') - 1);
    expect(await row(browser, 'INCÊNDIO CENTRO').$('[data-testid="cell-front"]').getText()).to.equal('12:00:00');
    // the script's figures: camera, CG count, MOS items ready on the devices
    const vacina = row(browser, 'VACINA GRIPE');
    await browser.waitUntil(async () => (await vacina.$('[data-testid="cell-media"]').getText()).includes('1/1'), { timeout: LONG, timeoutMsg: 'the media column never showed the ready item' });
    expect(await vacina.$('[data-testid="cell-cg"]').getText()).to.equal('1');
    expect(await vacina.$('[data-testid="cell-camera"]').getText()).to.equal('CAM 2');
    expect(await vacina.$('[data-testid="cell-media"]').getAttribute('title')).to.equal(fill(pt.grid.mediaReady, { ready: 1, count: 1 }));
    // resize the slug column by dragging its header's edge
    const handle = await $('[data-testid="rundown-view"] [data-testid="resize-reporter"]');
    const before = (await browser.execute(() => (document.querySelector('[data-testid="rundown-view"] [role="columnheader"][data-col="reporter"]') as HTMLElement).getBoundingClientRect().width));
    const at = await browser.execute(() => {
      const r = (document.querySelector('[data-testid="rundown-view"] [data-testid="resize-reporter"]') as HTMLElement).getBoundingClientRect();
      return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
    });
    expect(await handle.isExisting()).to.equal(true);
    await browser.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: at.x, y: at.y }).down().move({ x: at.x + 60, y: at.y, duration: 200 }).up().perform();
    const after = (await browser.execute(() => (document.querySelector('[data-testid="rundown-view"] [role="columnheader"][data-col="reporter"]') as HTMLElement).getBoundingClientRect().width));
    expect(after - before).to.be.within(50, 70);
    // the server keeps it: a fresh load (and bia's browser, signed in as ana) gets the same
    await browser.waitUntil(async () => {
      const l = ((await ana.get('/api/rundown-columns')).body as { layout: { order: string[]; widths: Record<string, number> } | null }).layout;
      return !!l && l.order.includes('front') && (l.widths.reporter ?? 0) > 140;
    }, { timeout: LONG, timeoutMsg: 'the layout never reached the server' });
    await other.reloadSession();
    await signIn(other, k.url, 'ana');
    await openRundown(other, programId);
    await row(other, 'INCÊNDIO CENTRO').waitForDisplayed({ timeout: LONG });
    await other.waitUntil(async () => JSON.stringify(await heads(other)) === JSON.stringify(mine), { timeout: LONG, timeoutMsg: 'another browser did not get the layout' });
    // a bad layout is a 400 naming the field
    const bad = await ana.put('/api/rundown-columns', { order: ['slug', 'nope'], widths: {} });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('order');
  });

  it('"approved only" changes what is shown: unapproved times struck out, the approved figures lead', async function () {
    const total = row(browser, 'VACINA GRIPE').$('[data-testid="cell-total"]');
    expect(await total.getAttribute('class')).to.not.contain('uncounted');
    await clickAt(browser, '[data-testid="rundown-view"] [data-testid="approved-only"]');
    await browser.waitUntil(async () => ((await total.getAttribute('class')) ?? '').includes('uncounted'), { timeout: LONG, timeoutMsg: 'the unapproved story was not marked' });
    expect(await $('[data-testid="rundown-view"] [data-testid="fig-approved-total"]').getAttribute('class')).to.contain('strong');
    await clickAt(browser, '[data-testid="rundown-view"] [data-testid="approved-only"]');
  });
});
