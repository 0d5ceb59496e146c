/**
 * The guidelines area ("Pautas") in a real browser: a producer creates a guideline with a guide,
 * saves it and finds it in the day's list; a second user opening it sees who holds the lock and
 * takes it over after a confirmation, and the first one is told; a guideline moved to another day
 * by someone else leaves the list live; a guideline opens read-only in the drawer from its row's
 * menu ("Ver": header, tabs, versions, Esc closes), and one the user may no longer see shows the
 * not-found message there. Checked with axe at the three sizes, with screenshots.
 */
import { browser } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, fill, noticeWith, secondBrowser, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

type Browser = WebdriverIO.Browser;
const pt = strings('plugins/guidelines/i18n/pt_BR.json');
const ROLES = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_ASSIGNMENT_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];
const row = (b: Browser, slug: string) => b.$(`[data-testid="guideline-list"] tr[data-slug="${slug}"]`);

async function openArea(b: Browser): Promise<void> {
  await clickAt(b, '[data-testid="menu-guidelines"]');
  await b.$('[data-testid="guideline-list"]').waitForDisplayed({ timeout: LONG });
}

/** The form of the active tab. */
const form = (b: Browser) => b.$('div:not([hidden]) > [data-testid="guideline-form"]');

describe('guidelines area', function () {
  let k: TestKernel;
  let ana: TestClient;
  let bia: TestClient;
  let other: Browser;
  let today: string;
  let movingId: number;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, guidelines], config: { webRoot } });
    ana = await k.userWith([...ROLES, 'ROLE_PROGRAM_WRITE'], 'ana');
    bia = await k.userWith(ROLES, 'bia');
    const program = created(await ana.post('/api/programs', { name: 'Jornal da Tarde', start: '12:00:00', end: '12:30:00' }), 'program');
    today = await branchToday(ana);
    movingId = created(await ana.post('/api/assignments', {
      slug: 'FEIRA DO LIVRO', date: today, programsIds: [program.id], proposal: 'Abertura da 40ª Feira do Livro na praça central.', cameraman: 'Zé Lopes',
      guides: [{ scheduleTime: '14:00', interviewee: 'Ana Ribeiro', address: 'Praça da Matriz' }], tasks: [{ label: 'Reservar o carro de reportagem' }],
    }), 'guideline').id;
    other = await secondBrowser();
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'guidelines');
  });

  after(async function () {
    await other?.deleteSession().catch(() => undefined);
    await k?.stop();
  });

  it('creates a guideline with a guide, saves it and sees it in the day\'s list', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 4000);
    await openArea(browser);
    await row(browser, 'FEIRA DO LIVRO').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="guideline-new"]');
    await form(browser).waitForDisplayed({ timeout: LONG });
    await browser.$('#guideline-slug').setValue('obras na ponte');
    await browser.$('#guideline-proposal').setValue('Atraso nas obras da ponte do rio Verde.');
    await clickAt(browser, '[data-testid="guideline-sections-guides"]');
    await clickAt(browser, '[data-testid="guide-add"]');
    await browser.$('#guide-interviewee-0').setValue('Carlos Lima, secretário de obras');
    await browser.$('#guide-address-0').setValue('Av. Central, 1000');
    await browser.$('#guide-time-0').setValue('0930');
    await clickAt(browser, '[data-testid="guideline-save"]');
    // saved: the tab takes the slug, the form holds the lock
    await browser.waitUntil(async () => (await browser.$('[data-testid="guideline-tabs"] [role="tab"][aria-selected="true"]').getText()).includes('OBRAS NA PONTE'),
      { timeout: LONG, timeoutMsg: 'the tab never took the slug' });
    expect(await form(browser).getAttribute('data-mode')).to.equal('edit');
    const day = (await ana.get(`/api/assignments/dateList?date=${today}`)).body.data as { slug: string; guides: { interviewee: string; scheduleTime: string }[] }[];
    const saved = day.find((g) => g.slug === 'OBRAS NA PONTE')!;
    expect(saved.guides).to.have.length(1);
    expect(saved.guides[0]).to.include({ interviewee: 'Carlos Lima, secretário de obras', scheduleTime: '09:30:00' });

    // the desktop notices offer comes a few seconds after sign-in: out of the screenshots
    await dismissDesktopOffer(browser, 8000);
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'guidelines-form', size);
      await assertAccessible(browser, `guideline form at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="guideline-tabs-list"]');
    await row(browser, 'OBRAS NA PONTE').waitForDisplayed({ timeout: LONG });
    expect(await browser.$('[data-testid="date-tabs"] [aria-selected="true"] .count').getText()).to.equal('2');
    for (const size of SIZES) {
      await useSize(browser, size);
      await row(browser, 'OBRAS NA PONTE').waitForExist({ timeout: LONG });
      await shotAt(browser, 'guidelines-list', size);
      await assertAccessible(browser, `guideline list at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
  });

  it('opens a guideline read-only in the drawer from its row\'s menu: header, tabs, versions; Esc closes', async function () {
    await clearNotices(browser);
    await clickAt(browser, '[data-testid="guideline-list"] tr[data-slug="FEIRA DO LIVRO"] [data-testid="guideline-menu"]');
    await clickAt(browser, '[data-testid="guideline-menu-view"]');
    const viewer = browser.$('[data-testid="document-drawer"][data-origin="guideline"] [data-testid="guideline-viewer"]');
    await viewer.waitForDisplayed({ timeout: LONG });
    expect(await browser.$('[data-testid="document-drawer"][data-origin="guideline"] h2').getText()).to.equal(pt.viewer.title);
    const header = await browser.$('[data-testid="guideline-viewer-header"]').getText();
    expect(header).to.contain('Jornal da Tarde').and.contain('Zé Lopes').and.contain(pt.viewer.branch);
    expect(await browser.$('[data-testid="guideline-viewer-content"]').getText()).to.contain('Abertura da 40ª Feira do Livro na praça central.');
    await clickAt(browser, '[data-testid="guideline-viewer-tabs-guides"]');
    const guide = browser.$('[data-testid="guideline-viewer-guide"]');
    await guide.waitForDisplayed({ timeout: LONG });
    expect(await guide.getText()).to.contain('Ana Ribeiro').and.contain('14:00').and.contain('Praça da Matriz');
    for (const size of SIZES) {
      await useSize(browser, size);
      await guide.waitForDisplayed({ timeout: LONG });
      await shotAt(browser, 'guidelines-viewer', size);
      await assertAccessible(browser, `guideline viewer in the drawer at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="guideline-viewer-tabs-tasks"]');
    expect(await browser.$('[data-testid="guideline-viewer-task"]').getText()).to.contain('Reservar o carro de reportagem').and.contain(pt.viewer.no);

    // versions: the creation is one; Esc closes the versions, not the drawer
    await clickAt(browser, '[data-testid="guideline-viewer-versions"]');
    await browser.$('[data-testid="guideline-versions"] [data-testid="guideline-version"]').waitForDisplayed({ timeout: LONG });
    expect(await browser.$$('[data-testid="guideline-version"]').length).to.be.at.least(1);
    await assertAccessible(browser, 'guideline versions');
    await browser.keys('Escape');
    await browser.$('[data-testid="guideline-versions"]').waitForExist({ reverse: true, timeout: LONG });
    expect(await viewer.isDisplayed()).to.equal(true);

    // copy: the guideline as text on the clipboard, and the notice says so
    await clickAt(browser, '[data-testid="guideline-viewer-copy"]');
    await noticeWith(browser, 'success', pt.viewer.copied);

    await browser.keys('Escape');
    await browser.$('[data-testid="document-drawer"][data-origin="guideline"]').waitForExist({ reverse: true, timeout: LONG });
    expect(await row(browser, 'FEIRA DO LIVRO').isDisplayed()).to.equal(true);
  });

  it('a second user sees who holds the lock, takes it over after confirming, and the first is told', async function () {
    await useSize(other, SIZES[1]);
    await signIn(other, k.url, 'bia');
    await dismissDesktopOffer(other, 4000);
    await openArea(other);
    await clickAt(other, '[data-testid="guideline-list"] [data-testid="guideline-open"][data-slug="OBRAS NA PONTE"]');
    const held = other.$('[data-testid="lock-held"]');
    await held.waitForDisplayed({ timeout: LONG });
    expect(await held.getText()).to.contain(fill(pt.lock.held, { holder: 'ana' }));
    expect(await other.$('[data-testid="guideline-save"]').isExisting()).to.equal(false);
    expect(await other.$('[data-testid="guideline-tabs"] [role="tab"][aria-selected="true"]').getText()).to.equal('OBRAS NA PONTE');
    await dismissDesktopOffer(other, 8000);
    await shotAt(other, 'guidelines-lock-held', SIZES[1]);
    await assertAccessible(other, 'guideline held by another user');

    await clickAt(other, '[data-testid="lock-takeover"]');
    await other.$('[data-testid="takeover-dialog"]').waitForDisplayed({ timeout: LONG });
    expect(await other.$('[data-testid="takeover-dialog"]').getText()).to.contain(fill(pt.lock.takeOverText, { holder: 'ana' }));
    await clickAt(other, '[data-testid="takeover-dialog-confirm"]');
    await other.$('[data-testid="guideline-save"]').waitForDisplayed({ timeout: LONG });
    expect(await other.$('[data-testid="guideline-form"]').getAttribute('data-mode')).to.equal('edit');

    // ana's form learns it lost the lock: read-only, naming who took it
    await browser.$('[data-testid="guideline-tabs"] [role="tab"]:nth-child(2)').click();
    const lost = browser.$('[data-testid="lock-lost"]');
    await lost.waitForDisplayed({ timeout: LONG });
    expect(await lost.getText()).to.contain(fill(pt.lock.lost, { holder: 'bia' }));
    expect(await browser.$('[data-testid="guideline-save"]').isExisting()).to.equal(false);
    await shotAt(browser, 'guidelines-lock-lost', SIZES[0]);
  });

  it('a guideline the user may no longer see shows the not-found message in the drawer, and nothing of it', async function () {
    const s = (await ana.get('/api/assignments/settings')).body as { version: number };
    expect((await ana.put('/api/assignments/settings', { lockFinished: true, privateCreation: true, version: s.version })).status).to.equal(200);
    const users = (await ana.get('/api/companies/local/users')).body as { id: number; nickname?: string; username?: string }[];
    const biaId = users.find((u) => u.nickname === 'bia' || u.username === 'bia')!.id;
    const secret = created(await ana.post('/api/assignments', { slug: 'SIGILO', date: today, private: true, allowedUsers: [biaId], proposal: 'Denúncia anônima' }), 'guideline');
    expect((await bia.get(`/api/assignments/${secret.id}`)).status).to.equal(200);
    await clickAt(other, '[data-testid="guideline-tabs-list"]');
    await row(other, 'SIGILO').waitForDisplayed({ timeout: LONG });
    // ana stops sharing it: bia's list is not told (she may not see it any more), her row stays
    expect((await ana.patch(`/api/assignments/${secret.id}`, { field: 'allowedUsers', newValue: [] })).status).to.equal(200);
    expect((await bia.get(`/api/assignments/${secret.id}`)).status).to.equal(404);
    await clickAt(other, '[data-testid="guideline-list"] tr[data-slug="SIGILO"] [data-testid="guideline-menu"]');
    await clickAt(other, '[data-testid="guideline-menu-view"]');
    const missing = other.$('[data-testid="document-drawer"][data-origin="guideline"] [data-testid="guideline-viewer-missing"]');
    await missing.waitForDisplayed({ timeout: LONG });
    expect(await missing.getText()).to.equal(pt.viewer.notFound);
    expect(await other.$('[data-testid="document-drawer"][data-origin="guideline"]').getText()).not.to.contain('Denúncia anônima');
    expect(await other.$('[data-testid="guideline-viewer"]').isExisting()).to.equal(false);
    await shotAt(other, 'guidelines-viewer-not-found', SIZES[1]);
    await assertAccessible(other, 'guideline drawer, not found');
    await clickAt(other, '[data-testid="document-drawer-close"]');
    await other.$('[data-testid="document-drawer"][data-origin="guideline"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('a guideline moved to another day by someone else leaves the list live and is counted on its new day', async function () {
    await clickAt(browser, '[data-testid="guideline-tabs-list"]');
    await row(browser, 'FEIRA DO LIVRO').waitForDisplayed({ timeout: LONG });
    const [y, m, d] = today.split('-').map(Number);
    const tomorrow = new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
    expect((await ana.patch(`/api/assignments/${movingId}`, { field: 'date', newValue: tomorrow })).status).to.equal(200);
    await row(browser, 'FEIRA DO LIVRO').waitForExist({ reverse: true, timeout: LONG });
    const nextTab = browser.$(`[data-testid="date-tabs-${tomorrow}"] .count`);
    await nextTab.waitForDisplayed({ timeout: LONG });
    expect(await nextTab.getText()).to.equal('1');
    await clickAt(browser, `[data-testid="date-tabs-${tomorrow}"]`);
    await row(browser, 'FEIRA DO LIVRO').waitForDisplayed({ timeout: LONG });
  });

  it('the owner makes a new guideline private and shares it with one colleague; no one else sees it', async function () {
    const carla = await k.userWith(ROLES, 'carla');
    // private creation was turned on above: the area reads its settings when it opens
    await browser.refresh();
    await openArea(browser);
    await clickAt(browser, '[data-testid="guideline-new"]');
    await form(browser).waitForDisplayed({ timeout: LONG });
    await form(browser).$('[data-testid="guideline-slug"]').setValue('fonte sigilosa');
    await clickAt(browser, 'div:not([hidden]) > [data-testid="guideline-form"] [data-testid="guideline-private"]');
    await clickAt(browser, 'div:not([hidden]) > [data-testid="guideline-form"] [data-testid="guideline-private-users-input"]');
    await browser.keys('bia');
    await clickAt(browser, '[data-testid="guideline-private-users-option"]');
    await assertAccessible(browser, 'guideline form shared with a colleague');
    await shotAt(browser, 'guidelines-private', SIZES[0]);
    await clickAt(browser, 'div:not([hidden]) > [data-testid="guideline-form"] [data-testid="guideline-save"]');
    await browser.waitUntil(async () => (await form(browser).getAttribute('data-mode')) === 'edit', { timeout: LONG, timeoutMsg: 'the guideline was never saved' });
    const list = async (c: TestClient) => ((await c.get(`/api/assignments/dateList?date=${today}&allPrograms=true`)).body.data as { slug: string; id: number; allowedUsers: number[] }[]);
    const mine = (await list(ana)).find((g) => g.slug === 'FONTE SIGILOSA')!;
    const biaId = (await bia.get('/api/users/me')).body.id as number;
    expect(mine.allowedUsers).to.deep.equal([biaId]);
    expect((await list(bia)).map((g) => g.slug)).to.include('FONTE SIGILOSA');
    expect((await list(carla)).map((g) => g.slug)).to.not.include('FONTE SIGILOSA');
    expect((await carla.get(`/api/assignments/${mine.id}`)).status).to.equal(404);
  });
});
