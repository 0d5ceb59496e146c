/**
 * Issue 14 item 8 in the browser: the rundown's print dialog offers the PDF of a print kind (grid,
 * display) made by the server's PDF service; on a phone, where there is no print dialog, the rundown
 * list links the display's PDF. Clicked as a person does, at the three sizes: the PDF link opens a
 * new tab, and the address it points at answers a PDF (`%PDF`) with the dialog's options; an odd font
 * size turns the PDF off as it does the browser print; the screens pass axe.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearField, clickAt, created, dismissDesktopOffer, failureEvidence, openRundown,
  shotAt, signIn, useSize, webRoot,
} from './support.js';

const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];

/** What the page gets from an address with its own session: status, type and the first bytes. */
async function fetched(url: string): Promise<{ status: number; type: string | null; head: string; size: number }> {
  return browser.execute(async (u: string) => {
    const r = await fetch(u);
    const bytes = new Uint8Array(await r.arrayBuffer());
    return { status: r.status, type: r.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
  }, url);
}

describe('the print dialog\'s PDF', function () {
  let k: TestKernel;
  let ana: TestClient;
  let programId: number;

  before(async function () {
    this.timeout(120_000);
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
    ana = await k.userWith([...ROLES, 'ROLE_PROGRAM_WRITE'], 'ana');
    programId = created(await ana.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    const r = created(await ana.post('/api/rundowns', { date: await branchToday(ana), programId }), 'rundown');
    for (const slug of ['ENCHENTE', 'TRÂNSITO']) {
      const head = [{ type: 'HEADER', entries: [{ camera: '1', text: [{ type: 'paragraph', children: [{ text: `Texto de ${slug}.` }] }] }] }];
      created(await ana.post(`/api/rundowns/${r.id}/stories`, { slug, blockId: r.blocks[0].id, sections: head }), slug);
    }
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'print-pdf');
  });

  after(async () => k?.stop());

  /** Clicks a PDF link: a new tab opens on its address, and the workspace stays in this one. */
  async function opensInNewTab(link: string, kind: string): Promise<void> {
    const tabs = await browser.getWindowHandles();
    await clickAt(browser, link);
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === tabs.length + 1, { timeout: LONG, timeoutMsg: 'no new tab for the PDF' });
    const opened = (await browser.getWindowHandles()).find((h) => !tabs.includes(h))!;
    await browser.switchToWindow(opened);
    await browser.waitUntil(async () => (await browser.getUrl()).includes(`/pdf?kind=${kind}`), { timeout: LONG, timeoutMsg: 'the new tab is not the PDF' });
    await browser.closeWindow();
    await browser.switchToWindow(tabs[0]!);
  }

  async function answersPdf(url: string | null): Promise<void> {
    const answer = await fetched(url!);
    expect(answer.status, url!).to.equal(200);
    expect(answer.type).to.equal('application/pdf');
    expect(answer.head).to.equal('%PDF-');
    expect(answer.size).to.be.greaterThan(1000);
  }

  for (const size of SIZES.slice(0, 2)) {
    it(`the print dialog opens the PDF of the grid and of the display, at ${size.name} size`, async function () {
      this.timeout(120_000);
      await useSize(browser, size);
      if (size === SIZES[0]) {
        await signIn(browser, k.url, 'ana');
        await openRundown(browser, programId);
        await dismissDesktopOffer(browser, 8000);
      }
      await browser.pause(800); // the shell lays itself out again after a resize
      await $('[data-testid="story-row"]').waitForDisplayed({ timeout: LONG });

      await clickAt(browser, '[data-testid="rundown-more"]');
      await clickAt(browser, '[data-testid="rundown-more-print"]');
      await $('[data-testid="print-dialog"]').waitForDisplayed({ timeout: LONG });

      // the grid: a link to its PDF with the dialog's options, answering a PDF
      const link = '[data-testid="print-dialog"] a[data-testid="print-pdf"]';
      const grid = await $(link).getAttribute('href');
      expect(grid).to.match(/\/api\/rundowns\/\d+\/pdf\?kind=grid&fontSize=10/);
      expect(grid).to.include('locale=pt_BR');
      await answersPdf(grid);

      // the display: a PDF only (the browser print is for the grid)
      await $('[data-testid="print-kind"]').selectByAttribute('value', 'display');
      await browser.waitUntil(async () => ((await $(link).getAttribute('href')) ?? '').includes('kind=display'), { timeout: LONG, timeoutMsg: 'the PDF link did not follow the kind' });
      expect(await $('[data-testid="print-go"]').isEnabled()).to.equal(false);
      await answersPdf(await $(link).getAttribute('href'));
      await shotAt(browser, 'print-pdf-dialog', size);
      await assertAccessible(browser, `print dialog (${size.name})`);
      await opensInNewTab(link, 'display');

      // an odd font size: no PDF, as no print
      await clearField(browser, '[data-testid="print-size"]');
      await $('[data-testid="print-size"]').setValue('11');
      const off = '[data-testid="print-dialog"] button[data-testid="print-pdf"]';
      await $(off).waitForDisplayed({ timeout: LONG });
      expect(await $(off).isEnabled()).to.equal(false);
      await browser.keys('Escape');
      await $('[data-testid="print-dialog"]').waitForExist({ reverse: true, timeout: LONG });
    });
  }

  it('on a phone (no printing there) the rundown list opens the display as a PDF', async function () {
    this.timeout(120_000);
    await useSize(browser, SIZES[2]);
    await $('[data-testid="phone-story"][data-slug="TRÂNSITO"]').waitForDisplayed({ timeout: LONG });
    const href = await $('[data-testid="phone-pdf"]').getAttribute('href');
    expect(href).to.match(/\/api\/rundowns\/\d+\/pdf\?kind=display/);
    await answersPdf(href);
    await shotAt(browser, 'print-pdf-phone', SIZES[2]);
    await assertAccessible(browser, 'phone rundown with its PDF link');
    await opensInNewTab('[data-testid="phone-pdf"]', 'display');
    await $('[data-testid="phone-rundown"]').waitForDisplayed({ timeout: LONG });
  });
});
