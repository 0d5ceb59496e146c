/**
 * The web kit's behaviour a person relies on, in a real browser on a screen built from it (the
 * admin plugin's groups): a dialog is portalled to the body, keeps the focus inside, closes on
 * Escape and gives the focus back; the tabs and the data table's pager answer the keyboard.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import { assertBuilt, clickAt, dismissDesktopOffer, failureEvidence, signIn, waitForPath, webRoot } from './support.js';

describe('web kit', function () {
  let k: TestKernel;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: ['admin'], config: { webRoot } });
    const chefe = await k.userWith(['ROLE_USER_READ', 'ROLE_USER_WRITE'], 'chefe');
    for (let i = 1; i <= 30; i++) {
      const r = await chefe.post('/api/groups', { name: `Grupo ${String(i).padStart(2, '0')}`, categories: [], roles: [], userIds: [] });
      if (r.status !== 201) throw new Error(`group: ${r.status} ${JSON.stringify(r.body)}`);
    }
    await signIn(browser, k.url, 'chefe');
    await dismissDesktopOffer(browser, 6000);
    await browser.url(k.url + '/admin/groups');
    await waitForPath(browser, '/admin/groups');
    await $('[data-testid="group-row"]').waitForDisplayed({ timeout: 20_000 });
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'web-kit');
  });

  after(async function () {
    await k?.stop();
  });

  it('keeps the focus inside a dialog, closes it on Escape and gives the focus back', async function () {
    await clickAt(browser, '[data-testid="group-row"] [data-testid="group-delete"]');
    const dialog = $('[data-testid="confirm-delete-group"]');
    await dialog.waitForDisplayed();
    // portalled to the body: no positioned container of the page clips or stacks it
    expect(await browser.execute(() => document.querySelector('[data-testid="confirm-delete-group"]')!.parentElement!.parentElement === document.body)).to.equal(true);
    const focused = () =>
      browser.execute(() => {
        const box = document.querySelector('[data-testid="confirm-delete-group"]')!;
        return box.contains(document.activeElement) ? document.activeElement!.getAttribute('data-testid') ?? document.activeElement!.tagName : null;
      });
    expect(await focused(), 'the confirm button has the focus').to.equal('confirm-delete-group-confirm');
    // three buttons (close, cancel, confirm): Tab and Shift+Tab go round them and never leave
    const seen = new Set<string | null>();
    for (let i = 0; i < 8; i++) {
      await browser.keys(i < 5 ? ['Tab'] : ['Shift', 'Tab']);
      seen.add(await focused());
    }
    expect(seen.has(null), 'the focus left the dialog').to.equal(false);
    expect(seen.size).to.equal(3);
    await browser.keys('Escape');
    await dialog.waitForDisplayed({ reverse: true });
    expect(await browser.execute(() => document.activeElement?.getAttribute('data-testid'))).to.equal('group-delete');
  });

  it("pages the table with the pager's buttons and its quick jumper", async function () {
    const range = $('[data-testid="groups-pager-range"]');
    expect(await range.getText()).to.match(/^1–25 /);
    await clickAt(browser, '[data-testid="groups-pager-next"]');
    await browser.waitUntil(async () => /^26–30 /.test(await range.getText()), { timeoutMsg: 'the next page never showed' });
    await clickAt(browser, '[data-testid="groups-pager-jump"]');
    await browser.keys(['1', 'Enter']);
    await browser.waitUntil(async () => /^1–25 /.test(await range.getText()), { timeoutMsg: 'the jump to page 1 never happened' });
  });

  it('moves between tabs with the arrow keys', async function () {
    await clickAt(browser, '[data-testid="group-new"]');
    await $('[data-testid="group-form"]').waitForDisplayed();
    const selected = () => browser.execute(() => document.querySelector('[data-testid="group-form"] [role="tab"][aria-selected="true"]')?.getAttribute('data-testid'));
    const first = await selected();
    await clickAt(browser, `[data-testid="${first}"]`);
    await browser.keys('ArrowRight');
    const second = await selected();
    expect(second).to.be.a('string').and.not.equal(first);
    await browser.keys('ArrowLeft');
    expect(await selected()).to.equal(first);
    await browser.keys('Escape');
    await $('[data-testid="group-form"]').waitForDisplayed({ reverse: true });
  });
});
