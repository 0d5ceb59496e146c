/**
 * The story form in a real browser against a real kernel (admin + rundown plugins, fresh SQLite).
 *
 * The form is mounted by the story harness page (`tests/e2e/story-harness`), built here
 * with Vite into a copy of the shell's build, and served by the kernel at /story-harness/: the user
 * signs in through the shell, then opens the form. (When the rundown workspace opens story tabs, this
 * suite can open the form from a rundown instead.) A second browser session, another user, checks the
 * lock: it sees the warning naming the holder, takes over after confirming, and the first session sees
 * "lock lost or revoked".
 */
import fs from 'node:fs';
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { branchToday, clickAt, created, evidence, harnessWebRoot, openRundown, secondBrowser, shot, signIn, strings as read } from './support.js';

const strings = read('plugins/rundown/i18n/pt_BR.json').storyForm;
const kitStrings = read('sdk/web-kit/i18n/pt_BR.json');

type Browser = WebdriverIO.Browser;

async function openForm(b: Browser, url: string, storyId: number, rundownId: number): Promise<void> {
  await b.url(`${url}/story-harness/index.html?story=${storyId}&rundown=${rundownId}`);
  try {
    await b.$('[data-testid="story-form"][data-story-id]').waitForDisplayed({ timeout: 30_000 });
  } catch (e) {
    await evidence(b, 'story-failed-open');
    throw e;
  }
}

const lockOf = async (b: Browser) => b.$('[data-testid="story-form"]').getAttribute('data-lock');
const textOf = async (b: Browser, sel: string) => (await b.$(sel).getText()).trim();
const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

describe('story form', function () {
  let k: TestKernel;
  let webRoot: string;
  let ana: TestClient;
  let storyId: number;
  let rundownId: number;
  let storyUuid: string;
  /** the drafts cache key of ana (per user: unsaved_data_cache.<id>) */
  let cacheKey: string;
  let programId: number;
  let second: Browser | null = null;

  before(async function () {
    this.timeout(300_000);
    webRoot = await harnessWebRoot('story');
    k = await startTestKernel({ plugins: ['admin', 'rundown'], config: { webRoot } });
    const roles = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];
    ana = await k.userWith([...roles, 'ROLE_PROGRAM_WRITE', 'ROLE_ADMIN_READ'], 'ana');
    cacheKey = `unsaved_data_cache.${(await ana.get('/api/users/me')).body.id as number}`;
    await k.userWith(roles, 'bia');
    const program = created(await ana.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program');
    const rundown = created(await ana.post('/api/rundowns', { date: '2031-03-10', programId: program.id }), 'rundown');
    rundownId = rundown.id;
    programId = program.id;
    const story = created(await ana.post(`/api/blocks/${rundown.blocks[0].id}/stories`, {
      slug: 'ENCHENTE NO SUL',
      page: '01',
      sections: [
        { type: 'HEADER', entries: [{ camera: '1', text: rich('Boa noite. A chuva não para no Rio Grande do Sul.') }] },
        { type: 'VT', cueIn: 'as águas subiram', cueOut: 'até amanhã', subSections: [{ type: 'MOS_VIDEO', slug: 'VT ENCHENTE', media: { slug: 'VT ENCHENTE', duration: 'PT1M30S', objectId: 'obj-1' } }] },
      ],
    }), 'story');
    storyId = story.id;
    storyUuid = story.uuid;
  });

  after(async function () {
    await second?.deleteSession().catch(() => undefined);
    await k?.stop();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('opens the story for editing: fields, six sections, reading times', async function () {
    await signIn(browser, k.url, 'ana');
    await openForm(browser, k.url, storyId, rundownId);
    await browser.waitUntil(async () => (await lockOf(browser)) === 'held', { timeout: 20_000, timeoutMsg: 'the lock was never taken' });
    expect(await $('[data-testid="story-slug"]').getValue()).to.equal('ENCHENTE NO SUL');
    expect(await $$('[data-testid^="section-"][data-empty]').length).to.equal(6);
    expect(await textOf(browser, '[data-testid="time-vt"]')).to.equal('01:30');
    expect(await textOf(browser, '[data-testid="story-form-title"]')).to.equal('01 ENCHENTE NO SUL');
    // the VT's MOS video is shown read-only
    expect(await $('[data-testid="sub-VT-0"] [data-testid="mos-fields"]').getText()).to.contain('VT ENCHENTE');
    // the server holds our lock
    const locks = (await ana.get('/api/locks')).body as { key: string; nickname: string }[];
    expect(locks.map((l) => [l.key, l.nickname])).to.deep.include([`story:${storyId}`, 'ana']);
    await shot(browser, 'story-01-form');
  });

  it('edits the text: reading time follows, [brackets] are a comment, bold and case tools work', async function () {
    const editor = $('[data-testid="editor-HEADER-0-text"]');
    const before = await textOf(browser, '[data-testid="reading-HEADER-0"]');
    const headBefore = await textOf(browser, '[data-testid="time-head"]');
    await editor.click();
    await browser.keys(['End']);
    await browser.keys(' As cidades da serra estão isoladas desde ontem.');
    await browser.waitUntil(async () => (await textOf(browser, '[data-testid="reading-HEADER-0"]')) !== before, { timeoutMsg: 'the reading time never changed' });
    expect(await textOf(browser, '[data-testid="time-head"]')).to.not.equal(headBefore);
    const withText = await textOf(browser, '[data-testid="reading-HEADER-0"]');
    // a comment adds no reading time and is coloured
    await browser.keys(' [olhar para a câmera]');
    await $('[data-testid="editor-HEADER-0-text"] .rt-bracket').waitForExist({ timeoutMsg: 'the bracketed text was not marked as a comment' });
    expect(await $('[data-testid="editor-HEADER-0-text"] .rt-bracket').getText()).to.equal('[olhar para a câmera]');
    expect(await textOf(browser, '[data-testid="reading-HEADER-0"]')).to.equal(withText);
    // Enter makes a new paragraph; Shift+Home selects it; bold from the toolbar
    await browser.keys(['Enter']);
    await browser.keys('Chamada ao vivo');
    await browser.keys(['Shift', 'Home']);
    await $('[data-testid="editor-HEADER-0"] [data-testid="rt-bold"]').click();
    await $('[data-testid="editor-HEADER-0-text"] strong').waitForExist({ timeoutMsg: 'bold was not applied' });
    expect(await $('[data-testid="editor-HEADER-0-text"] strong').getText()).to.equal('Chamada ao vivo');
    // upper case on the selection
    await $('[data-testid="editor-HEADER-0"] [data-testid="rt-upper"]').click();
    await browser.waitUntil(async () => (await $('[data-testid="editor-HEADER-0-text"] strong').getText()) === 'CHAMADA AO VIVO', { timeoutMsg: 'upper case was not applied' });
    // undo and redo go through the model too
    await browser.keys(['Control', 'z']);
    await browser.waitUntil(async () => (await $('[data-testid="editor-HEADER-0-text"] strong').getText()) === 'Chamada ao vivo', { timeoutMsg: 'undo did not work' });
    await browser.keys(['Control', 'y']);
    await browser.waitUntil(async () => (await $('[data-testid="editor-HEADER-0-text"] strong').getText()) === 'CHAMADA AO VIVO', { timeoutMsg: 'redo did not work' });
    expect(await $('[data-testid="story-form"]').getAttribute('data-dirty')).to.equal('true');
    expect(await $('[data-testid="harness"]').getAttribute('data-dirty')).to.equal('true');
    await shot(browser, 'story-02-edited');
  });

  it('keeps a draft in unsaved_data_cache while editing, and offers it back after an interrupted session', async function () {
    await browser.waitUntil(async () => {
      const raw = await browser.execute((key: string) => localStorage.getItem(key), cacheKey);
      return !!raw && raw.includes(storyUuid) && raw.includes('CHAMADA AO VIVO');
    }, { timeout: 10_000, timeoutMsg: 'the draft was never cached' });
    const cache = JSON.parse((await browser.execute((key: string) => localStorage.getItem(key), cacheKey))!);
    expect(Object.keys(cache.stories)).to.deep.equal([storyUuid]);
    expect(cache.stories[storyUuid].date).to.match(/^\d{4}-\d{2}-\d{2}T/);
    // the session is interrupted: the page goes away without saving
    await browser.refresh();
    await $('[data-testid="story-form"][data-story-id]').waitForDisplayed({ timeout: 30_000 });
    await browser.waitUntil(async () => (await lockOf(browser)) === 'held', { timeout: 20_000, timeoutMsg: 'the lock was not taken again after the reload' });
    const banner = $('[data-testid="story-recovery"]');
    await banner.waitForDisplayed({ timeoutMsg: 'no recovery offered' });
    expect(await $('[data-testid="editor-HEADER-0-text"]').getText()).to.not.contain('CHAMADA AO VIVO');
    await shot(browser, 'story-03-recovery');
    await $('[data-testid="story-recovery-restore"]').click();
    await browser.waitUntil(async () => (await $('[data-testid="editor-HEADER-0-text"]').getText()).includes('CHAMADA AO VIVO'), { timeoutMsg: 'the draft was not restored' });
    expect(await $('[data-testid="story-form"]').getAttribute('data-dirty')).to.equal('true');
  });

  it('saves with Ctrl+S: the server stores the text, the draft is removed', async function () {
    await $('[data-testid="editor-HEADER-0-text"]').click();
    await browser.keys(['Control', 's']);
    await browser.waitUntil(async () => (await $('[data-testid="story-form"]').getAttribute('data-dirty')) === 'false', { timeout: 20_000 }).catch(async () => {
      await shot(browser, 'story-failed-save');
      throw new Error(`never saved; notices: ${(await $$('[data-testid="notice"]').map((n) => n.getText())).join(' | ')}`);
    });
    await $(`[data-testid="notice"][data-level="success"]`).waitForDisplayed();
    expect(await $('[data-testid="notice"][data-level="success"]').getText()).to.contain(strings.saved);
    const stored = (await ana.get(`/api/stories/${storyId}`)).body;
    const head = stored.sections.find((s: { type: string }) => s.type === 'HEADER');
    const paragraphs = head.entries[0].text.map((p: { children: { text: string }[] }) => p.children.map((c) => c.text).join(''));
    expect(paragraphs[0]).to.contain('As cidades da serra estão isoladas desde ontem. [olhar para a câmera]');
    expect(paragraphs[1]).to.equal('CHAMADA AO VIVO');
    expect(head.entries[0].text[1].children[0].bold).to.equal(true);
    // the server timed it as the form did
    expect(await textOf(browser, '[data-testid="time-total"]')).to.equal(clock(stored.total));
    expect(await browser.execute((key: string) => localStorage.getItem(key), cacheKey)).to.equal(null);
    await shot(browser, 'story-04-saved');
  });

  it('a second user sees the lock warning, takes over after confirming; the first sees "lock lost"', async function () {
    second = await secondBrowser();
    await signIn(second, k.url, 'bia');
    await openForm(second, k.url, storyId, rundownId);
    await second.waitUntil(async () => (await lockOf(second!)) === 'heldByOther', { timeout: 20_000, timeoutMsg: 'bia never saw the lock' });
    const warning = second.$('[data-testid="story-lock-warning"]');
    expect(await warning.getText()).to.contain('ana');
    expect(await second.$('[data-testid="story-save"]').isEnabled()).to.equal(false);
    expect(await second.$('[data-testid="editor-HEADER-0-text"]').getAttribute('contenteditable')).to.equal('false');
    await shot(second, 'story-05-held-by-other');

    // ana types something she will lose
    await $('[data-testid="editor-HEADER-0-text"]').click();
    await browser.keys(['End']);
    await browser.keys(' Texto que será perdido.');

    await second.$('[data-testid="story-takeover"]').click();
    const dialog = second.$('[data-testid="story-takeover-dialog"]');
    await dialog.waitForDisplayed();
    expect(await dialog.getText()).to.contain('ana');
    await shot(second, 'story-06-take-over-confirm');
    await second.$('[data-testid="story-takeover-confirm"]').click();
    await second.waitUntil(async () => (await lockOf(second!)) === 'held', { timeout: 20_000, timeoutMsg: 'bia never got the lock' });
    expect(await second.$('[data-testid="editor-HEADER-0-text"]').getAttribute('contenteditable')).to.equal('true');

    // ana's form is told at once through the live topic
    await browser.waitUntil(async () => (await lockOf(browser)) === 'lost', { timeout: 20_000 }).catch(async () => {
      await shot(browser, 'story-failed-lost');
      const seen = await browser.execute(() => JSON.stringify((window as unknown as { __laudaLive?: unknown[] }).__laudaLive ?? []));
      throw new Error(`ana never saw the lock lost (lock ${await lockOf(browser)}, live ${await browser.execute(() => document.body.dataset.live)}, messages ${seen})`);
    });
    const lost = $('[data-testid="story-lock-lost"]');
    expect(await lost.getText()).to.contain(strings.lock.lostTitle);
    expect(await lost.getText()).to.contain('bia');
    expect(await $('[data-testid="story-save"]').isEnabled()).to.equal(false);
    expect(await $('[data-testid="editor-HEADER-0-text"]').getAttribute('contenteditable')).to.equal('false');
    expect(await browser.execute((key: string) => localStorage.getItem(key), cacheKey)).to.equal(null);
    await shot(browser, 'story-07-lock-lost');
    const locks = (await ana.get('/api/locks')).body as { key: string; nickname: string }[];
    expect(locks.find((l) => l.key === `story:${storyId}`)?.nickname).to.equal('bia');
  });

  it('closes with Ctrl+Alt+C, asking first when there are unsaved changes; closing lets the lock go', async function () {
    const s = second!;
    await s.$('[data-testid="story-slug"]').click();
    await s.keys(' 2');
    await s.waitUntil(async () => (await s.$('[data-testid="story-form"]').getAttribute('data-dirty')) === 'true');
    await s.keys(['Control', 'Alt', 'c']);
    const dialog = s.$('[data-testid="story-close-dialog"]');
    await dialog.waitForDisplayed({ timeoutMsg: 'no question before closing' }).catch(async (e) => {
      await shot(s, 'story-failed-close');
      throw e;
    });
    await shot(s, 'story-08-close-question');
    await s.$('[data-testid="story-close-cancel"]').click();
    await dialog.waitForDisplayed({ reverse: true });
    expect(await s.$('[data-testid="story-form"]').isDisplayed()).to.equal(true);
    await s.keys(['Control', 'Alt', 'c']);
    await s.$('[data-testid="story-close-dialog"]').waitForDisplayed();
    await s.$('[data-testid="story-close-no"]').click();
    await s.$('[data-testid="harness-closed"]').waitForDisplayed({ timeoutMsg: 'the form did not close' });
    await browser.waitUntil(async () => !((await ana.get('/api/locks')).body as { key: string }[]).some((l) => l.key === `story:${storyId}`), {
      timeout: 15_000, timeoutMsg: 'the lock was not released on close',
    });
    expect((await ana.get(`/api/stories/${storyId}`)).body.slug).to.equal('ENCHENTE NO SUL');
  });

  it('lists the drafts of an interrupted session per section: edit, discard, discard all', async function () {
    const me = (await ana.get('/api/users/me')).body.id;
    await browser.url(`${k.url}/story-harness/index.html?story=${storyId}&view=form`);
    await $('[data-testid="story-form"][data-story-id]').waitForDisplayed({ timeout: 30_000 });
    // what a session cut short leaves behind (a story being edited, a guideline of another plugin)
    const seed = JSON.stringify({ uuid: storyUuid, userId: me, sid: storyId, rid: rundownId });
    await browser.execute((json: string) => {
      const { uuid, userId, sid, rid } = JSON.parse(json) as { uuid: string; userId: number; sid: number; rid: number };
      const date = new Date().toISOString();
      localStorage.setItem(`unsaved_data_cache.${userId}`, JSON.stringify({
        stories: {
          [uuid]: { date, userId, document: { storyId: sid, rundownId: rid, page: '01', slug: 'ENCHENTE NO SUL', version: 0, draft: { slug: 'ENCHENTE NO SUL' } } },
          'other-uuid': { date, userId, document: { storyId: 999, rundownId: rid, page: '07', slug: 'OUTRA', version: 0, draft: { slug: 'OUTRA' } } },
        },
        guidelines: { 'g-1': { date, userId, document: { slug: 'PAUTA DA MANHÃ' } } },
      }));
    }, seed);
    await browser.url(`${k.url}/story-harness/index.html?view=drafts`);
    const dialog = $('[data-testid="drafts-recovery"]');
    await dialog.waitForDisplayed({ timeout: 30_000 });
    expect(await $$('[data-testid="draft-item"]').length).to.equal(3);
    expect((await $('[data-testid="drafts-stories"]').getText()).toUpperCase()).to.contain(kitStrings.drafts.sections.stories.toUpperCase());
    expect(await $('[data-testid="drafts-guidelines"]').getText()).to.contain('PAUTA DA MANHÃ');
    await shot(browser, 'story-09a-drafts-recovery');
    await $('[data-testid="draft-item"][data-uuid="other-uuid"] [data-testid="draft-discard"]').click();
    await browser.waitUntil(async () => (await $$('[data-testid="draft-item"]').length) === 2);
    await $(`[data-testid="draft-item"][data-uuid="${storyUuid}"] [data-testid="draft-edit"]`).click();
    await dialog.waitForDisplayed({ reverse: true });
    expect(await $('[data-testid="notice"]').getText()).to.contain(`edit stories ${storyUuid}`);
    await browser.refresh();
    await $('[data-testid="drafts-recovery"]').waitForDisplayed({ timeout: 30_000 });
    await $('[data-testid="drafts-discard-all"]').click();
    await $('[data-testid="drafts-recovery"]').waitForDisplayed({ reverse: true });
    expect(await browser.execute((key: string) => localStorage.getItem(key), cacheKey)).to.equal(null);
  });

  it('shows the story viewer card, its versions, the detached viewer and the document drawer', async function () {
    await browser.url(`${k.url}/story-harness/index.html?story=${storyId}&view=viewer`);
    const viewer = $('[data-testid="story-viewer"]');
    await viewer.waitForDisplayed({ timeout: 30_000 });
    expect(await textOf(browser, '[data-testid="story-viewer-title"]')).to.equal('01 ENCHENTE NO SUL');
    expect(await $('[data-testid="story-viewer-section-HEADER"] .rt-bracket').getText()).to.equal('[olhar para a câmera]');
    expect(await $('[data-testid="story-viewer-section-VT"]').getText()).to.contain('as águas subiram');
    await shot(browser, 'story-09-viewer');
    // its PDFs (content, voice-over) from the server's PDF service
    for (const kind of ['content', 'voiceover']) {
      const href = await $(`[data-testid="story-viewer-pdf-${kind}"]`).getAttribute('href');
      expect(href).to.equal(`/api/stories/${storyId}/pdf?kind=${kind}&locale=pt_BR`);
      const head = await browser.execute(async (u: string) => new TextDecoder().decode((await (await fetch(u)).arrayBuffer()).slice(0, 5)), href!);
      expect(head, kind).to.equal('%PDF-');
    }
    await $('[data-testid="story-viewer-versions"]').click();
    await $('[data-testid="revision"]').waitForDisplayed({ timeout: 15_000 });
    const first = await $('[data-testid="revision"]').getText();
    expect(first).to.contain('ana');
    await shot(browser, 'story-10-versions');
    await browser.keys(['Escape']);
    await $('[data-testid="revision"]').waitForExist({ reverse: true });
    // detached: the viewer moves to its own window and follows the story it is given
    const main = await browser.getWindowHandle();
    await $('[data-testid="story-viewer-detach"]').click();
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, { timeoutMsg: 'no viewer window' });
    const popup = (await browser.getWindowHandles()).find((h) => h !== main)!;
    await $('[data-testid="story-viewer-attached-note"]').waitForDisplayed();
    await browser.switchToWindow(popup);
    await $('[data-testid="story-viewer-title"]').waitForDisplayed();
    expect(await textOf(browser, '[data-testid="story-viewer-title"]')).to.equal('01 ENCHENTE NO SUL');
    await shot(browser, 'story-10b-detached');
    await browser.switchToWindow(main);
    await $('[data-testid="harness-clear"]').click();
    await browser.switchToWindow(popup);
    await $('[data-testid="story-viewer-empty"]').waitForDisplayed({ timeoutMsg: 'the detached viewer did not show the empty warning' });
    expect(await textOf(browser, '[data-testid="story-viewer-empty"]')).to.equal(strings.viewer.emptyDetached);
    await shot(browser, 'story-10c-detached-empty');
    await browser.closeWindow();
    await browser.switchToWindow(main);
    await browser.url(`${k.url}/story-harness/index.html?story=${storyId}&view=drawer`);
    const drawer = $('[data-testid="document-drawer"]');
    await drawer.waitForDisplayed({ timeout: 30_000 });
    expect((await drawer.getSize()).width).to.equal(640);
    await $('[data-testid="document-drawer"] [data-testid="story-viewer"]').waitForDisplayed();
    await shot(browser, 'story-11-drawer');
  });

  it('a story administrator recovers a private story of someone else: confirms, becomes its owner, reads it', async function () {
    const bia = await k.signIn('bia', 'secret-pass');
    const rundown = (await ana.get(`/api/rundowns/${rundownId}`)).body;
    const secret = created(await bia.post(`/api/blocks/${rundown.blocks[0].id}/stories`, { slug: 'FONTE SIGILOSA', private: true }), 'private story');
    const biaId = (await bia.get('/api/users/me')).body.id as number;
    const me = (await ana.get('/api/users/me')).body.id as number;
    for (const [w, h] of [[1600, 900], [1280, 720], [390, 844]] as const) {
      await browser.setWindowSize(w, h);
      await openForm(browser, k.url, secret.id, rundownId);
      await $('[data-testid="story-private"]').waitForDisplayed({ timeout: 20_000 });
      // the placeholder shows nothing of it
      expect(await $('[data-testid="story-form"]').getText()).not.to.contain('FONTE SIGILOSA');
      await clickAt(browser, '[data-testid="story-recover"]');
      expect(await $('[data-testid="story-private"]').getText()).to.contain(strings.privacy.recoverConfirm);
      await shot(browser, `story-recover-confirm-${w}`);
      if (w !== 390) {
        // changing one's mind leaves it as it was
        await clickAt(browser, '[data-testid="story-recover-cancel"]');
        expect((await bia.get(`/api/stories/${secret.id}`)).body.ownerId).to.equal(biaId);
        continue;
      }
      await clickAt(browser, '[data-testid="story-recover-confirm"]');
      await browser.waitUntil(async () => (await $('[data-testid="story-slug"]').isExisting()), { timeout: 20_000, timeoutMsg: 'the recovered story never showed' });
      expect(await $('[data-testid="story-slug"]').getValue()).to.equal('FONTE SIGILOSA');
      // now its owner, loaded for editing: the lock is theirs
      await browser.waitUntil(async () => (await lockOf(browser)) === 'held', { timeout: 20_000, timeoutMsg: 'the recovered story was not opened for editing' });
      await shot(browser, `story-recovered-${w}`);
    }
    expect((await ana.get(`/api/stories/${secret.id}`)).body.ownerId).to.equal(me);
    expect((await bia.get(`/api/stories/${secret.id}`)).body.slug).to.equal(null);
    await browser.setWindowSize(1280, 900);
  });
});

describe('story form in the rundown workspace', function () {
  let k: TestKernel;
  let ana: TestClient;
  let webRoot: string;

  before(async function () {
    this.timeout(300_000);
    webRoot = await harnessWebRoot('story');
    k = await startTestKernel({ plugins: ['admin', 'rundown'], config: { webRoot } });
    ana = await k.userWith(['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ'], 'ana');
  });

  after(async function () {
    await k?.stop();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('opens a story of the grid in a story tab (double-click), edits it and closes the tab', async function () {
    const program = created(await ana.post('/api/programs', { name: 'Jornal da Tarde', start: '12:00:00', end: '12:45:00' }), 'program');
    await browser.url(k.url + '/login');
    const rundown = created(await ana.post('/api/rundowns', { date: await branchToday(ana), programId: program.id }), 'rundown');
    const story = created(await ana.post(`/api/blocks/${rundown.blocks[0].id}/stories`, {
      slug: 'PREVISÃO DO TEMPO', page: '02', sections: [{ type: 'HEADER', entries: [{ text: rich('Frente fria chega amanhã.') }] }],
    }), 'story');
    await signIn(browser, k.url, 'ana');
    await openRundown(browser, program.id);
    const row = $('[data-testid="story-row"][data-slug="PREVISÃO DO TEMPO"]');
    await row.waitForDisplayed({ timeout: 30_000 });
    await row.doubleClick();
    const form = $('[data-testid="story-tab"] [data-testid="story-form"][data-story-id]');
    await form.waitForDisplayed({ timeout: 30_000 });
    await browser.waitUntil(async () => (await form.getAttribute('data-lock')) === 'held', { timeout: 20_000, timeoutMsg: 'no lock in the story tab' });
    const before = await textOf(browser, '[data-testid="story-tab"] [data-testid="time-head"]');
    await $('[data-testid="story-tab"] [data-testid="editor-HEADER-0-text"]').click();
    await browser.keys(['End']);
    await browser.keys(' Temperaturas caem dez graus na capital.');
    await browser.waitUntil(async () => (await textOf(browser, '[data-testid="story-tab"] [data-testid="time-head"]')) !== before, { timeoutMsg: 'the reading time never changed' });
    await shot(browser, 'story-12-workspace-tab');
    await browser.keys(['Control', 's']);
    await browser.waitUntil(async () => (await form.getAttribute('data-dirty')) === 'false', { timeout: 20_000, timeoutMsg: 'never saved from the tab' });
    const stored = (await ana.get(`/api/stories/${story.id}`)).body;
    expect(JSON.stringify(stored.sections)).to.contain('Temperaturas caem dez graus na capital.');
    await $('[data-testid="story-tab"] [data-testid="story-close"]').click();
    await $('[data-testid="story-tab"]').waitForExist({ reverse: true, timeout: 15_000, timeoutMsg: 'the story tab did not close' });
  });

});

function clock(iso: string): string {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(iso)!;
  const total = Math.round((Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
