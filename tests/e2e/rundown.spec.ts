/**
 * The rundown workspace in a real browser, against a real kernel booted in this process (fresh
 * SQLite database; the admin and rundown plugins; the built shell). A producer works in the
 * runner's browser; a second browser session (WebdriverIO `remote()`), signed in as another
 * producer, must see every change live, without reloading.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import { LONG, assertBuilt, created, dismissDesktopOffer, dragAndDrop, openWorkspace, secondBrowser, shot, signIn, strings, webRoot, type Strings } from './support.js';

const rundownStrings = (locale: string) => strings(`plugins/rundown/i18n/${locale}.json`).web;

const ROLES = [
  'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN',
  'ROLE_PROGRAM_READ', 'ROLE_USER_READ',
];

type Browser = WebdriverIO.Browser;

/** The slugs of the visible rundown tab, per block, from the DOM. */
async function layout(b: Browser): Promise<string[][]> {
  return b.execute(() => {
    const view = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="rundown-view"]')).find((v) => v.offsetParent !== null);
    if (!view) return [];
    const out: string[][] = [];
    for (const row of Array.from(view.querySelectorAll<HTMLElement>('[data-testid="block-row"], [data-testid="story-row"]'))) {
      if (row.dataset.testid === 'block-row') out.push([]);
      else out[out.length - 1]!.push(row.dataset.slug ?? '');
    }
    return out;
  });
}

async function waitForLayout(b: Browser, expected: string[][], what: string): Promise<void> {
  await b.waitUntil(async () => JSON.stringify(await layout(b)) === JSON.stringify(expected), {
    timeout: LONG,
    timeoutMsg: `${what}: expected ${JSON.stringify(expected)}, saw ${JSON.stringify(await layout(b))}`,
  });
}

const row = (b: Browser, slug: string) => b.$(`[data-testid="story-row"][data-slug="${slug}"]`);

describe('rundown workspace', function () {
  let k: TestKernel;
  let producer: TestClient;
  let other: Browser;
  let programId: number;
  let pt: Strings;
  let en: Strings;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
    producer = await k.userWith([...ROLES, 'ROLE_PROGRAM_WRITE'], 'ana');
    await k.userWith(ROLES, 'bia');
    programId = created(await producer.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    pt = rundownStrings('pt_BR');
    en = rundownStrings('en_US');
    other = await secondBrowser();
  });

  after(async function () {
    await other?.deleteSession().catch(() => undefined);
    await k?.stop();
  });

  it('signs both producers in and opens the workspace with its preview tab', async function () {
    await signIn(browser, k.url, 'ana');
    await signIn(other, k.url, 'bia');
    await openWorkspace(browser);
    await openWorkspace(other);
    // a marker that a reload of the second session would wipe
    await other.execute(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const tab = $('[data-testid="tab"][data-tab-id="preview"]');
    expect(await tab.getText()).to.contain(pt.tabs.preview);
    const program = $(`[data-testid="preview-program"][data-program="${programId}"]`);
    await program.waitForDisplayed({ timeout: LONG });
    expect(await program.getText()).to.contain('Jornal da Noite');
    expect(await program.getText()).to.contain(pt.preview.noRundown);
  });

  it('creates a rundown, which the other session sees at once', async function () {
    await $(`[data-testid="preview-program"][data-program="${programId}"] [data-testid="preview-create"]`).click();
    await $('[data-testid="new-rundown-form"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="new-rundown-program"]').getValue()).to.equal(String(programId));
    await shot(browser, 'rundown-01-new');
    await $('[data-testid="new-rundown-create"]').click();
    await $('[data-testid="rundown-view"]').waitForDisplayed({ timeout: LONG });
    // one block and the Stand By block
    await waitForLayout(browser, [[], []], 'a new rundown');
    expect(await $$('[data-testid="block-row"]')[1]!.getAttribute('data-standby')).to.equal('true');
    // the new-rundown tab closed; the rundown's tab is active
    expect(await $$('[data-testid="tab"]').length).to.equal(2);

    const open = other.$(`[data-testid="preview-program"][data-program="${programId}"] [data-testid="preview-open"]`);
    await open.waitForDisplayed({ timeout: LONG });
    await open.click();
    await other.$('[data-testid="rundown-view"]').waitForDisplayed({ timeout: LONG });
    await waitForLayout(other, [[], []], 'the other session');
  });

  it('adds blocks and stories; the other session sees them live', async function () {
    await $('[data-testid="new-block"]').click();
    await waitForLayout(browser, [[], [], []], 'a block added');
    const add = async (block: number, slug: string) => {
      const input = $$('[data-testid="quick-add"]')[block]!;
      await input.click();
      await input.setValue(slug);
      await browser.keys('Enter');
      await browser.waitUntil(async () => (await row(browser, slug).isExisting()), { timeout: LONG, timeoutMsg: `${slug} was not added` });
    };
    await add(0, 'CHUVA ALAGAMENTOS');
    await add(0, 'TRÂNSITO MARGINAL');
    await add(1, 'VACINAÇÃO GRIPE');
    await add(2, 'RESERVA CULTURA');
    const expected = [['CHUVA ALAGAMENTOS', 'TRÂNSITO MARGINAL'], ['VACINAÇÃO GRIPE'], ['RESERVA CULTURA']];
    await waitForLayout(browser, expected, 'stories added');
    await waitForLayout(other, expected, 'the other session');
    await dismissDesktopOffer(browser, 8000);
    await dismissDesktopOffer(other, 1000);
  });

  it('edits cells: a required slug, a time typed with automatic colons; the other session follows', async function () {
    const slug = row(browser, 'CHUVA ALAGAMENTOS').$('[data-testid="cell-slug"]');
    await slug.click();
    // a single click opens the editor after 250 ms
    const editor = () => $('[data-testid="cell-editor"]');
    await editor().waitForDisplayed({ timeout: LONG });
    // blank: refused with 'required', the editor stays open
    await browser.keys(['Control', 'a']);
    await browser.keys('Backspace');
    await browser.keys('Enter');
    const error = $('[data-testid="cell-error"]');
    await error.waitForDisplayed({ timeout: LONG });
    expect(await error.getText()).to.equal(pt.validation.required);
    await shot(browser, 'rundown-02-required');
    await editor().setValue('CHUVA FORTE');
    await browser.keys('Enter');
    await row(browser, 'CHUVA FORTE').waitForExist({ timeout: LONG });

    // the estimate: digits only, colons inserted, committed when complete
    await row(browser, 'CHUVA FORTE').$('[data-testid="cell-estimated"]').click();
    await editor().waitForDisplayed({ timeout: LONG });
    await browser.keys(['Control', 'a']);
    await browser.keys(['1', 'x', '3', '0']);
    expect(await editor().getValue()).to.equal('13:0');
    await browser.keys(['Control', 'a']);
    await browser.keys(['0', '1', '3', '0']);
    expect(await editor().getValue()).to.equal('01:30');
    await browser.keys('Enter');
    await browser.waitUntil(async () => (await row(browser, 'CHUVA FORTE').$('[data-testid="cell-estimated"]').getText()) === '01:30', { timeout: LONG });

    await row(other, 'CHUVA FORTE').waitForExist({ timeout: LONG });
    await other.waitUntil(async () => (await row(other, 'CHUVA FORTE').$('[data-testid="cell-estimated"]').getText()) === '01:30', {
      timeout: LONG, timeoutMsg: 'the other session never showed the new estimate',
    });
    // the show's total counts it
    await other.waitUntil(async () => (await other.$('[data-testid="fig-total"]').getText()).includes('01:30'), { timeout: LONG });
  });

  it('drags a story to another block; the other session sees the move', async function () {
    await dragAndDrop(browser, '[data-testid="story-row"][data-slug="TRÂNSITO MARGINAL"]', '[data-testid="story-row"][data-slug="VACINAÇÃO GRIPE"]');
    const expected = [['CHUVA FORTE'], ['TRÂNSITO MARGINAL', 'VACINAÇÃO GRIPE'], ['RESERVA CULTURA']];
    await waitForLayout(browser, expected, 'after the drag');
    await waitForLayout(other, expected, 'the other session after the drag');
    // two selected stories travel together, to the end of a block
    await row(browser, 'TRÂNSITO MARGINAL').$('[data-testid="story-select"]').click();
    await row(browser, 'VACINAÇÃO GRIPE').$('[data-testid="story-select"]').click();
    await dragAndDrop(browser, '[data-testid="story-row"][data-slug="VACINAÇÃO GRIPE"]', '[data-testid="block-end"]');
    const both = [['CHUVA FORTE', 'TRÂNSITO MARGINAL', 'VACINAÇÃO GRIPE'], [], ['RESERVA CULTURA']];
    await waitForLayout(browser, both, 'after dragging two');
    await waitForLayout(other, both, 'the other session after dragging two');
    await shot(other, 'rundown-03-after-drag-other-session');
  });

  it('puts a story on air with Space (approved first); the other session shows it on air', async function () {
    const story = row(browser, 'CHUVA FORTE');
    // only approved stories go on air from the keyboard
    await story.$('[data-testid="cell-total"]').click();
    await browser.keys(' ');
    const notice = $('[data-testid="notice"][data-level="warning"]');
    await notice.waitForDisplayed({ timeout: LONG });
    expect(await notice.getText()).to.contain(pt.status.skippedUnapproved);
    expect(await story.getAttribute('data-status')).to.equal('blank');

    await story.$('[data-testid="story-approve"]').click();
    await browser.waitUntil(async () => (await story.$('[data-testid="story-approve"]').getAttribute('aria-pressed')) === 'true', { timeout: LONG });
    await story.$('[data-testid="cell-total"]').click();
    await browser.keys(' ');
    await browser.waitUntil(async () => (await story.getAttribute('data-status')) === 'play', { timeout: LONG, timeoutMsg: 'the story never went on air' });
    await $('[data-testid="on-air-badge"]').waitForDisplayed({ timeout: LONG });

    await other.waitUntil(async () => (await row(other, 'CHUVA FORTE').getAttribute('data-status')) === 'play', { timeout: LONG, timeoutMsg: 'the other session never showed the story on air' });
    await other.$('[data-testid="on-air-badge"]').waitForDisplayed({ timeout: LONG });
    expect(await other.$('[data-testid="item-remaining"]').getText()).to.match(/^-?\d{2}:\d{2}$/);
    await shot(browser, 'rundown-04-on-air');
    await shot(other, 'rundown-05-on-air-other-session');

    // Space again: displayed, and the next story becomes the current one
    await browser.keys(' ');
    await browser.waitUntil(async () => (await story.getAttribute('data-status')) === 'stop', { timeout: LONG });
    await other.waitUntil(async () => (await row(other, 'CHUVA FORTE').getAttribute('data-status')) === 'stop', { timeout: LONG });
  });

  it('copies and pastes with the keyboard; a paste onto a selected story is ignored', async function () {
    await row(browser, 'RESERVA CULTURA').$('[data-testid="cell-total"]').click();
    await browser.keys(['Control', 'c']);
    await $('[data-testid="clipboard-badge"]').waitForDisplayed({ timeout: LONG });
    // paste before VACINAÇÃO GRIPE: a copy
    await row(browser, 'VACINAÇÃO GRIPE').$('[data-testid="cell-total"]').click();
    await browser.keys(['Control', 'v']);
    const expected = [['CHUVA FORTE', 'TRÂNSITO MARGINAL', 'RESERVA CULTURA', 'VACINAÇÃO GRIPE'], [], ['RESERVA CULTURA']];
    await waitForLayout(browser, expected, 'after the paste');
    await waitForLayout(other, expected, 'the other session after the paste');
  });

  it('switches the language', async function () {
    await $('[data-testid="language-select"]').selectByAttribute('value', 'en_US');
    await browser.waitUntil(async () => (await $('[data-testid="tab"][data-tab-id="preview"]').getText()).includes(en.tabs.preview), { timeout: LONG });
    expect(await $('[data-testid="new-story"]').getText()).to.contain(en.actions.newStory);
    expect(await $$('[data-testid="block-name"]')[0]!.getText()).to.equal(en.grid.block.replace('{{n}}', '1').toUpperCase());
    await shot(browser, 'rundown-06-english');
  });

  it('the second session never reloaded', async function () {
    expect(await other.execute(() => (window as unknown as { __noReload?: boolean }).__noReload)).to.equal(true);
  });
});
