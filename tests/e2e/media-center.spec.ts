/**
 * The media center in a real browser against a real kernel (admin, rundown, devices, media) and a
 * simulated MAM (the MOS driver's mock device with profile 3) whose proxy pictures an http server of
 * this test serves. At 1600x900 in pt_BR, 1280x720 in en_US and 390x844 in es_ES: search, open a
 * media, create one on the MAM, sync it with the live progress bar and the translated "sync already
 * in progress"; in the story form (desktop and laptop: the phone's workspace is read-only) the
 * embedded search adds a media to the VT as a MOS video, saved; a reader's story refuses it.
 * Pointer clicks at the element's on-screen centre; axe at each screen; screenshots.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import type { MockMosDevice } from '@lauda/driver-mos/mock';
import { ProxyServer, clip, mediaBench, until, type MediaBench } from '@lauda/plugin-media/testing';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, failureEvidence, fill, noticeWith, openRundown, shotAt, strings,
  useSize, webRoot, type Size,
} from './support.js';
import { signInAs } from './signin-as.js';

const LOCALE_OF: Record<Size['name'], 'pt_BR' | 'en_US' | 'es_ES'> = { desktop: 'pt_BR', laptop: 'en_US', phone: 'es_ES' };
const words = (size: Size) => strings(`plugins/media/i18n/${LOCALE_OF[size.name]}.json`);
const STORY_ROLES = ['ROLE_STORY_READ', 'ROLE_RUNDOWN_READ', 'ROLE_PROGRAM_READ', 'ROLE_MEDIA_READ'];

const CLIPS = [
  ['ACV-0042', 'ENCHENTE PORTO ALEGRE', 'Cheia do Guaíba e ruas alagadas', 'Ana Souza', 4500],
  ['ACV-0043', 'ENTREVISTA PREFEITO', 'Plano de drenagem', 'Rafael Lima', 12_250],
  ['ACV-0044', 'SONORA MORADORA', 'Moradora do Sarandi', 'Ana Souza', 1900],
  ['ACV-0045', 'PONTE INTERDITADA', 'Vista aérea da ponte', 'Carla Dias', 3000],
  ['ACV-0046', 'GRENAL GOLS', 'Jogo completo', 'Beto Esportes', 186_250],
  ['ACV-0047', 'VINHETA ABERTURA', 'Abertura do jornal', 'Arte', 750],
] as const;

describe('media center: search, a media, create, sync, and the story form\'s embedded search', function () {
  let b: MediaBench;
  let proxy: ProxyServer;
  let mock: MockMosDevice;
  let chief: TestClient;
  let mamId: number;
  let programId: number;
  const stories: Record<string, { id: number; rundownId: number }> = {};

  before(async function () {
    this.timeout(180_000);
    assertBuilt();
    proxy = await new ProxyServer().start();
    b = await mediaBench(['admin', 'rundown', 'devices', 'media'], { webRoot, plugins: { media: { config: { syncQuietMs: 1500 } } } });
    const all = (await (await b.k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chief = await b.k.userWith(all, 'chefe');
    await b.k.userWith([...STORY_ROLES, 'ROLE_MEDIA_WRITE', 'ROLE_STORY_WRITE', 'ROLE_RUNDOWN_WRITE'], 'imagem');
    await b.k.userWith(STORY_ROLES, 'leitor');
    programId = created(await chief.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    mock = await b.mam(CLIPS.map(([id, slug, abstract, reporter, duration]) => clip(id, slug, { abstract, reporter, duration, proxy: proxy.url(`/${id}.png`) })), { announceEveryMs: 300 });
    mamId = (await b.record(chief, mock, 'Acervo', { programIds: [programId] })).id;
    await until(() => chief.get('/api/mam'), (r) => r.body?.[0]?.connected === true, 30_000, 'the MAM connected');
    expect((await chief.post(`/api/mam/${mamId}/request_sync`)).status).to.equal(202);
    await until(() => chief.get(`/api/mam/${mamId}/sync`), (r) => r.body.state === 'done', 30_000, 'the first sync');
    const rundown = created(await chief.post('/api/rundowns', { date: await branchToday(chief), programId }), 'rundown');
    for (const [key, slug, page] of [['desktop', 'ENCHENTE NO SUL', '01'], ['laptop', 'CHUVA NA SERRA', '02']] as const) {
      const s = created(await chief.post(`/api/blocks/${rundown.blocks[0].id}/stories`, {
        slug, page, sections: [{ type: 'HEADER', entries: [{ camera: '1', text: [{ type: 'paragraph', children: [{ text: `Boa noite. ${slug}.` }] }] }] }],
      }), 'story');
      stories[key] = { id: s.id, rundownId: rundown.id };
    }
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'media-center');
  });
  after(async function () {
    await b?.stop();
    await proxy?.stop();
  });

  /** Signs in and puts the shell in the size's language (kept by the browser, read when the page loads). */
  async function enter(size: Size, username: string, path: string): Promise<void> {
    await useSize(browser, size);
    await signInAs(browser, b.k.url, username);
    // the language kept by the browser; the workspace's tabs (kept per browser tab) start from the preview
    await browser.execute((l: string) => {
      localStorage.setItem('lauda.locale', l);
      sessionStorage.clear();
    }, LOCALE_OF[size.name]);
    await browser.url(`${b.k.url}${path}`);
  }
  /** An attribute of every element a selector finds, read in the page at once (re-rendered elements are never stale). */
  const attrs = async (selector: string, name: string) => browser.execute((sel: string, n: string) => Array.from(document.querySelectorAll(sel), (e) => e.getAttribute(n) ?? ''), selector, name);
  const cardSlugs = () => attrs('[data-testid="media-card"]', 'data-slug');
  /** Opens a story from the grid as a person does: a double click on its slug (checked to be on top there). */
  async function openStory(storyId: number): Promise<void> {
    const cell = `[data-testid="story-row"][data-id="${storyId}"] [data-testid="cell-slug"]`;
    await $(cell).waitForDisplayed({ timeout: 30_000 });
    await $(cell).scrollIntoView({ block: 'center' });
    const at = await browser.execute((sel: string) => {
      const target = document.querySelector(sel)!;
      const r = target.getBoundingClientRect();
      const x = Math.round(r.left + Math.min(40, r.width / 2));
      const y = Math.round(r.top + r.height / 2);
      const hit = document.elementFromPoint(x, y);
      return { x, y, ok: !!hit && (hit === target || target.contains(hit)) };
    }, cell);
    expect(at.ok, `${cell} is covered`).to.equal(true);
    await browser.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: at.x, y: at.y }).down().up().pause(50).down().up().perform();
  }

  for (const size of SIZES) {
    it(`searches, opens a media, creates one and syncs the MAM (${size.name}, ${LOCALE_OF[size.name]})`, async function () {
      this.timeout(180_000);
      const w = words(size);
      if (size.name === 'phone') await enter(size, 'imagem', '/main/media');
      else {
        await enter(size, 'imagem', '/main');
        await clickAt(browser, '[data-testid="menu-media"]');
      }
      await browser.waitUntil(async () => (await $('[data-testid="panel-media"] h1').getText()) === w.title, { timeout: LONG, timeoutMsg: `the area is not titled in ${LOCALE_OF[size.name]}` });
      await browser.waitUntil(async () => (await cardSlugs()).length >= CLIPS.length, { timeout: LONG, timeoutMsg: 'the stored media were not shown' });
      expect(await $('[data-testid="media-mam-state"]').getText()).to.contain(w.deviceState.connected);
      await browser.waitUntil(async () => (await $$('[data-testid="media-thumb"] img').length) >= CLIPS.length, { timeout: LONG, timeoutMsg: 'no thumbnails' });

      // search: the words once typing stops (250 ms), the kind filter
      await clickAt(browser, '[data-testid="media-search"]');
      await browser.keys('enchente');
      let seen: unknown = null;
      await browser.waitUntil(async () => JSON.stringify(seen = await cardSlugs()) === JSON.stringify(['ENCHENTE PORTO ALEGRE']), { timeout: LONG })
        .catch(() => { throw new Error(`the search did not narrow the media: ${JSON.stringify(seen)}`); });
      const card = $('[data-testid="media-card"][data-slug="ENCHENTE PORTO ALEGRE"]');
      expect(await card.$('[data-testid="media-duration"]').getText()).to.equal('01:30');
      expect(await card.getText()).to.contain(w.kinds.VIDEO).and.contain(w.statuses.ready);
      // the searchable field of the MAM's schema
      await clickAt(browser, '[data-testid="media-search"]');
      await browser.keys(['Control', 'a']);
      await browser.keys('Backspace');
      await clickAt(browser, '[data-testid="media-field-Reporter"]');
      await browser.keys('souza');
      await browser.waitUntil(async () => (await cardSlugs()).sort().join() === 'ENCHENTE PORTO ALEGRE,SONORA MORADORA', { timeout: LONG, timeoutMsg: 'the field did not filter' });
      await assertAccessible(browser, `media-search-${size.name}`);
      await shotAt(browser, 'media-search', size);

      // a media's detail
      await clickAt(browser, '[data-testid="media-card"][data-slug="SONORA MORADORA"]');
      const detail = $('[data-testid="media-detail"]');
      await detail.waitForDisplayed({ timeout: LONG });
      const shown = await detail.getText();
      expect(shown).to.contain('ACV-0044').and.contain('Moradora do Sarandi').and.contain(w.detail.objectId).and.contain('Ana Souza');
      await detail.$('[data-testid="media-thumb"] img').waitForDisplayed({ timeout: LONG });
      await assertAccessible(browser, `media-detail-${size.name}`);
      await shotAt(browser, 'media-detail', size);
      await clickAt(browser, '[data-testid="media-detail-close"]');
      await detail.waitForExist({ reverse: true, timeout: LONG });
      await clickAt(browser, '[data-testid="media-field-Reporter"]');
      await browser.keys(['Control', 'a']);
      await browser.keys('Backspace');

      // create one on the MAM
      const slug = `CHUVA ${size.name.toUpperCase()}`;
      await clickAt(browser, '[data-testid="media-new"]');
      await $('[data-testid="media-form"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="media-form-slug"]').setValue(slug);
      await $('[data-testid="media-form-kind"]').selectByAttribute('value', 'AUDIO');
      await $('[data-testid="media-form-abstract"]').setValue('Temporal na capital');
      await $('[data-testid="media-form-field-Reporter"]').setValue('Carla Dias');
      await assertAccessible(browser, `media-form-${size.name}`);
      await shotAt(browser, 'media-form', size);
      await clickAt(browser, '[data-testid="media-form-save"]');
      await $('[data-testid="media-form"]').waitForExist({ reverse: true, timeout: LONG });
      await noticeWith(browser, 'success', fill(w.created, { slug }));
      await browser.waitUntil(async () => (await cardSlugs()).includes(slug), { timeout: LONG, timeoutMsg: 'the new media is not listed' });
      // the new media opens in the drawer: a placeholder until the MAM has its essence
      await browser.waitUntil(async () => (await $('[data-testid="media-detail"] h2').getText()) === slug, { timeout: LONG, timeoutMsg: 'the new media did not open' });
      await clickAt(browser, '[data-testid="media-detail-close"]');
      await $('[data-testid="media-detail"]').waitForExist({ reverse: true, timeout: LONG });
      expect(mock.mam.objects.some((o) => o.slug === slug && o.type === 'AUDIO')).to.equal(true);
      await clearNotices(browser);

      // sync: the bar follows the objects received; asking again meanwhile is "sync already in progress"
      await clickAt(browser, '[data-testid="media-sync"]');
      const state = $('[data-testid="media-sync-state"]');
      await browser.waitUntil(async () => (await state.getAttribute('data-state')) === 'receiving' && Number(await state.getAttribute('data-received')) > 0, { timeout: LONG, timeoutMsg: 'no progress shown' });
      await shotAt(browser, 'media-sync', size);
      expect(await $('[data-testid="media-sync-bar"]').getAttribute('aria-valuenow')).to.match(/^\d+$/);
      await clickAt(browser, '[data-testid="media-sync"]');
      await noticeWith(browser, 'error', w.errors.media.syncInProgress);
      await browser.waitUntil(async () => (await state.getAttribute('data-state')) === 'done', { timeout: 30_000, timeoutMsg: 'the sync never ended' });
      const received = mock.mam.objects.length;
      expect(await $('[data-testid="media-sync-text"]').getText()).to.equal(fill(w.syncDone, { received }));
      await clearNotices(browser);
      await assertAccessible(browser, `media-sync-${size.name}`);
      await clickAt(browser, '[data-testid="media-view-list"]');
      await $('[data-testid="media-row"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="media-row"][data-slug="GRENAL GOLS"] [data-testid="media-duration"]').getText()).to.equal('01:02:05');
      await assertAccessible(browser, `media-list-${size.name}`);
      await shotAt(browser, 'media-list', size);
    });
  }

  for (const size of SIZES.filter((s) => s.name !== 'phone')) {
    it(`adds a media to a story section from the story form's embedded search (${size.name}, ${LOCALE_OF[size.name]})`, async function () {
      this.timeout(180_000);
      const w = words(size);
      const story = stories[size.name]!;
      await enter(size, 'imagem', '/main');
      await openRundown(browser, programId);
      await openStory(story.id);
      const form = $('[data-testid="story-tab"] [data-testid="story-form"][data-story-id]');
      await form.waitForDisplayed({ timeout: 30_000 });
      await browser.waitUntil(async () => (await form.getAttribute('data-lock')) === 'held', { timeout: 20_000, timeoutMsg: 'no lock on the story' });
      await clickAt(browser, '[data-testid="story-tab"] [data-testid="story-media"]');
      const panel = $('[data-testid="media-panel"]');
      await panel.waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="media-panel-target"]').getValue()).to.equal('VT');
      await clickAt(browser, '[data-testid="media-panel-search"]');
      await browser.keys('prefeito');
      await browser.waitUntil(async () => (await attrs('[data-testid="media-panel-item"]', 'data-slug')).join() === 'ENTREVISTA PREFEITO', { timeout: LONG, timeoutMsg: 'the embedded search did not find the media' });
      await assertAccessible(browser, `media-panel-${size.name}`);
      await shotAt(browser, 'media-story-panel', size);
      await clickAt(browser, '[data-testid="media-panel-item"][data-slug="ENTREVISTA PREFEITO"] [data-testid="media-panel-add"]');
      await noticeWith(browser, 'success', 'ENTREVISTA PREFEITO');
      await browser.waitUntil(async () => (await attrs('[data-testid="story-tab"] [data-testid^="sub-VT-"]', 'data-type')).includes('MOS_VIDEO'), { timeout: LONG, timeoutMsg: 'no MOS video in the VT' });
      // the same media again in the same section: "media already added"
      await clearNotices(browser);
      await clickAt(browser, '[data-testid="media-panel-item"][data-slug="ENTREVISTA PREFEITO"] [data-testid="media-panel-add"]');
      await noticeWith(browser, 'warning', w.panel.notAdded);
      await clearNotices(browser);
      await clickAt(browser, '[data-testid="story-tab"] [data-testid="story-save"]');
      await browser.waitUntil(async () => (await form.getAttribute('data-dirty')) === 'false', { timeout: 20_000, timeoutMsg: 'the story was not saved' });
      const stored = (await chief.get(`/api/stories/${story.id}`)).body;
      const vt = stored.sections.find((s: { type: string }) => s.type === 'VT');
      expect(vt.subSections).to.have.length(1);
      expect(vt.subSections[0]).to.deep.include({ type: 'MOS_VIDEO', slug: 'ENTREVISTA PREFEITO', duration: 'PT4M5S' });
      expect(vt.subSections[0].media).to.deep.include({ objectId: 'ACV-0043', mosId: 'acervo.mam', timeBase: 50, abstractText: 'Plano de drenagem' });
      await clickAt(browser, '[data-testid="media-panel-close"]');
      await panel.waitForExist({ reverse: true, timeout: LONG });
      await clickAt(browser, '[data-testid="story-tab"] [data-testid="story-close"]');
      await $('[data-testid="story-tab"]').waitForExist({ reverse: true, timeout: 15_000 });

      if (size.name !== 'laptop') return;
      // a reader's story is read-only: the panel searches but adds nothing
      await enter(size, 'leitor', '/main');
      await openRundown(browser, programId);
      await openStory(story.id);
      await $('[data-testid="story-tab"] [data-testid="story-form"][data-story-id]').waitForDisplayed({ timeout: 30_000 });
      await clickAt(browser, '[data-testid="story-tab"] [data-testid="story-media"]');
      await $('[data-testid="media-panel-readonly"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="media-panel-readonly"]').getText()).to.equal(w.panel.readOnly);
      await browser.waitUntil(async () => (await $$('[data-testid="media-panel-add"]').length) > 0, { timeout: LONG, timeoutMsg: 'no media listed for the reader' });
      for (const add of await $$('[data-testid="media-panel-add"]')) expect(await add.isEnabled()).to.equal(false);
      await assertAccessible(browser, 'media-panel-readonly');
      await shotAt(browser, 'media-story-readonly', size);
    });
  }
});
