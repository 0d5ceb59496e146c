/**
 * The archive ("Arquivo"): a producer lists a past range of rundowns (typed into the date fields),
 * opens a past rundown read-only (blocks, stories with page, slug, time and script; a colleague's
 * private story only as its place; no control that edits), opens one of its stories in the
 * document drawer, then restores a past guideline into today and sees the copy opened. At the three
 * sizes in pt_BR with axe and screenshots; the screen and the restore dialog in en_US and es_ES.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import reportages from '@lauda/plugin-reportages';
import guidelines from '@lauda/plugin-guidelines';
import archive from '@lauda/plugin-archive';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, failureEvidence, fill, noticeWith, shotAt, strings, useSize, webRoot,
} from './support.js';
import { signInAs } from './signin-as.js';
import { assertTableScrollsSideways } from './side-scroll.js';

const pt = strings('plugins/archive/i18n/pt_BR.json');
const ROLES = [
  'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE',
  'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ',
];
const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const shown = (iso: string) => iso.split('-').reverse().join('/');
const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
const story = (slug: string, text: string, extra: Record<string, unknown> = {}) => ({ slug, estimated: 'PT1M', sections: [{ type: 'HEADER', entries: [{ camera: '1', text: rich(text) }] }], ...extra });

describe('archive: past rundowns read-only, a guideline restored into today', function () {
  let k: TestKernel;
  let chief: TestClient;
  let today: string;
  let past: { id: number; date: string };
  let older: { id: number; date: string };
  let privateId: number;
  let guideline: { id: number; date: string };

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, devices, rundown, reportages, guidelines, archive], config: { webRoot } });
    chief = await k.userWith(ROLES, 'produtora');
    const colleague = await k.userWith(ROLES, 'colega');
    const programs = await k.userWith(['ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE'], 'programas');
    const program = created(await programs.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program');
    today = await branchToday(chief);
    const rundownOn = async (date: string, slugs: string[]) => {
      const r = created(await chief.post('/api/rundowns', { date, programId: program.id }), 'rundown');
      for (const s of slugs) created(await chief.post(`/api/blocks/${r.blocks[0].id}/stories`, story(s, `Texto lido da matéria ${s}.`)), 'story');
      return r;
    };
    past = await rundownOn(daysBefore(today, 2), ['ENCHENTE NO BAIRRO', 'CRECHE NOVA']);
    const second = created(await chief.post(`/api/rundowns/${past.id}/blocks`, { commercial: 'PT2M' }), 'block');
    created(await chief.post(`/api/blocks/${second.id}/stories`, story('FUTEBOL', 'O clássico terminou empatado.')), 'story');
    privateId = created(await colleague.post(`/api/blocks/${(past as any).blocks[0].id}/stories`, story('FURO EXCLUSIVO', 'Segredo do colega.', { private: true })), 'private story').id;
    older = await rundownOn(daysBefore(today, 6), ['OBRAS DO METRÔ']);
    await rundownOn(daysBefore(today, 45), ['ANTIGA']);
    guideline = created(await chief.post('/api/assignments', { slug: 'BURACOS NA AVENIDA', date: daysBefore(today, 1), programsIds: [program.id], proposal: 'Buracos depois da chuva.' }), 'guideline');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'archive');
  });
  after(async function () {
    await k?.stop();
  });

  const rowDates = () => browser.execute(() => Array.from(document.querySelectorAll('[data-testid="archive-table"] tbody tr[data-date]')).map((r) => r.getAttribute('data-date') ?? ''));
  /** Types a date as a person does: the field's text selected, then the digits. */
  async function typeDate(testId: string, iso: string): Promise<void> {
    await clickAt(browser, `[data-testid="${testId}"]`);
    await browser.keys(['Control', 'a']);
    await browser.keys(iso.split('-').reverse().join('').split(''));
    await browser.waitUntil(async () => (await $(`[data-testid="${testId}"]`).getValue()) === shown(iso), { timeout: LONG, timeoutMsg: `${testId} never showed ${shown(iso)}` });
  }

  for (const size of SIZES) {
    it(`lists a past range, opens a past rundown read-only and restores a guideline into today (${size.name})`, async function () {
      await useSize(browser, size);
      await signInAs(browser, k.url, 'produtora');
      await browser.url(`${k.url}/main/archive`);
      await $('[data-testid="archive-table"]').waitForDisplayed({ timeout: LONG });
      // the default: the 30 days before today, newest first, today left out
      await browser.waitUntil(async () => (await rowDates()).length === 2, { timeout: LONG, timeoutMsg: 'the last 30 days did not list two rundowns' });
      expect(await rowDates()).to.deep.equal([past.date, older.date]);
      expect(await $('[data-testid="archive-range-hint"]').getText()).to.equal(fill(pt.filters.hint, { today: shown(today) }));
      // a past range typed in
      await typeDate('archive-from', daysBefore(today, 60));
      await typeDate('archive-to', daysBefore(today, 3));
      await browser.waitUntil(async () => JSON.stringify(await rowDates()) === JSON.stringify([older.date, daysBefore(today, 45)]), { timeout: LONG, timeoutMsg: 'the typed range did not list its rundowns' });
      await typeDate('archive-to', daysBefore(today, 1));
      await browser.waitUntil(async () => (await rowDates()).length === 3, { timeout: LONG, timeoutMsg: 'the wider range did not list three' });
      await assertAccessible(browser, `archive-list-${size.name}`);
      await shotAt(browser, 'archive-list', size);
      if (size.name === 'phone') await assertTableScrollsSideways(browser, '[data-testid="archive-table"]');

      // the past rundown, read-only
      await clickAt(browser, `[data-testid="archive-open-${past.id}"]`);
      const drawer = '[data-testid="archive-rundown"]';
      await $(`${drawer} [data-testid="archive-rundown-meta"]`).waitForDisplayed({ timeout: LONG });
      const text = await $(drawer).getText();
      expect(text).to.contain('ENCHENTE NO BAIRRO').and.contain('Texto lido da matéria CRECHE NOVA.').and.contain('FUTEBOL');
      expect(text).to.contain(pt.viewer.privateStory).and.not.contain('FURO EXCLUSIVO').and.not.contain('Segredo do colega');
      expect(await $(`[data-testid="archive-story-${privateId}"]`).getAttribute('data-private')).to.equal('true');
      expect(await $$(`${drawer} [data-testid^="archive-block-"]`).length).to.equal(3);
      // nothing in it edits: no field, no editor, no drag handle
      const editors = await browser.execute((sel: string) => document.querySelector(sel)!.querySelectorAll('input, textarea, select, [contenteditable="true"], [draggable="true"]').length, drawer);
      expect(editors).to.equal(0);
      await assertAccessible(browser, `archive-rundown-${size.name}`);
      await shotAt(browser, 'archive-rundown', size);
      const firstStory = (await chief.get(`/api/rundowns/${past.id}`)).body.blocks[0].stories[0];
      await clickAt(browser, `[data-testid="archive-story-open-${firstStory.id}"]`);
      await $('[data-testid="document-drawer"][data-origin="story"]').waitForDisplayed({ timeout: LONG });
      await browser.waitUntil(async () => (await $('[data-testid="document-drawer"]').getText()).includes('ENCHENTE NO BAIRRO'), { timeout: LONG, timeoutMsg: 'the story viewer did not show the story' });
      await clickAt(browser, '[data-testid="document-drawer-close"]');
      await $('[data-testid="document-drawer"]').waitForExist({ reverse: true, timeout: LONG });
      await clickAt(browser, '[data-testid="archive-rundown-close"]');
      await $(drawer).waitForExist({ reverse: true, timeout: LONG });

      // a past guideline restored into today, then opened
      await clickAt(browser, '[data-testid="archive-tabs-guidelines"]');
      await $(`[data-testid="archive-restore-${guideline.id}"]`).waitForDisplayed({ timeout: LONG });
      await clickAt(browser, `[data-testid="archive-restore-${guideline.id}"]`);
      await $('[data-testid="archive-restore-dialog"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="archive-restore-text"]').getText()).to.equal(fill(pt.restoreDialog.guidelines, { title: 'BURACOS NA AVENIDA', date: shown(guideline.date), today: shown(today) }));
      await assertAccessible(browser, `archive-restore-${size.name}`);
      await shotAt(browser, 'archive-restore', size);
      const before = (await chief.get(`/api/assignments/dateList?date=${today}&allPrograms=true`)).body.data.length;
      await clickAt(browser, '[data-testid="archive-restore-confirm"]');
      await noticeWith(browser, 'success', fill(pt.restored.guidelines, { title: 'BURACOS NA AVENIDA' }));
      const opened = $('[data-testid="document-drawer"][data-origin="guideline"]');
      await opened.waitForDisplayed({ timeout: LONG });
      const copies = (await chief.get(`/api/assignments/dateList?date=${today}&allPrograms=true`)).body.data as { id: number; slug: string; date: string }[];
      expect(copies.length).to.equal(before + 1);
      const copy = copies.find((g) => g.slug === 'BURACOS NA AVENIDA' && g.id !== guideline.id)!;
      expect(copy.date).to.equal(today);
      await browser.waitUntil(async () => (await opened.getText()).includes('BURACOS NA AVENIDA'), { timeout: LONG, timeoutMsg: 'the copy was not opened' });
      expect(await opened.getText()).to.contain(shown(today));
      await clearNotices(browser);
      await assertAccessible(browser, `archive-restored-${size.name}`);
      await shotAt(browser, 'archive-restored', size);
      await clickAt(browser, '[data-testid="document-drawer-close"]');
    });
  }

  it("restores a past rundown from its viewer: today's rundown opens in the workspace, the colleague's private story left out", async function () {
    await useSize(browser, SIZES[0]);
    await browser.url(`${k.url}/main/archive`);
    await clickAt(browser, `[data-testid="archive-open-${past.id}"]`);
    await $('[data-testid="archive-rundown-restore"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="archive-rundown-restore"]');
    await $('[data-testid="archive-restore-dialog"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="archive-restore-confirm"]');
    await noticeWith(browser, 'success', fill(pt.restored.rundowns, { title: 'Jornal da Noite' }), fill(pt.restored.copied_other, { count: 3 }), fill(pt.restored.leftOut_one, { count: 1 }));
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/main/rundowns', { timeout: LONG, timeoutMsg: 'the workspace did not open' });
    const made = (await chief.get(`/api/rundowns?date=${today}&programId=${(await chief.get(`/api/rundowns/${past.id}`)).body.programId}`)).body;
    expect(made.blocks.flatMap((b: any) => b.stories.map((s: any) => s.slug))).to.deep.equal(['ENCHENTE NO BAIRRO', 'CRECHE NOVA', 'FUTEBOL']);
    await browser.waitUntil(async () => (await $('[data-testid="rundown-grid"]').getText().catch(() => '')).includes('CRECHE NOVA'), { timeout: LONG, timeoutMsg: "today's rundown is not open in the grid" });
    await clearNotices(browser);
    await shotAt(browser, 'archive-rundown-restored', SIZES[0]);
  });

  it('speaks en_US and es_ES', async function () {
    await useSize(browser, SIZES[1]);
    for (const locale of ['en_US', 'es_ES'] as const) {
      const w = strings(`plugins/archive/i18n/${locale}.json`);
      await $('[data-testid="language-select"]').waitForDisplayed({ timeout: LONG });
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await clickAt(browser, '[data-testid="menu-archive"]');
      const title = $('[data-testid="panel-archive"] h1');
      await browser.waitUntil(async () => (await title.getText()) === w.title, { timeout: LONG, timeoutMsg: `the archive is not titled in ${locale}` });
      await clickAt(browser, '[data-testid="archive-tabs-rundowns"]');
      await browser.waitUntil(async () => (await $('[data-testid="archive-tabs-rundowns"]').getText()) === w.tabs.rundowns, { timeout: LONG, timeoutMsg: `tabs not in ${locale}` });
      await $(`[data-testid="archive-restore-${past.id}"]`).waitForDisplayed({ timeout: LONG });
      expect(await $(`[data-testid="archive-restore-${past.id}"]`).getText()).to.equal(w.restore);
      await clickAt(browser, `[data-testid="archive-restore-${past.id}"]`);
      await $('[data-testid="archive-restore-dialog"]').waitForDisplayed({ timeout: LONG });
      expect(await $('[data-testid="archive-restore-text"]').getText()).to.equal(fill(w.restoreDialog.rundowns, { title: 'Jornal da Noite', date: shown(past.date), today: shown(today) }));
      await assertAccessible(browser, `archive in ${locale}`);
      await shotAt(browser, `archive-${locale}`, SIZES[1]);
      await clickAt(browser, '[data-testid="archive-restore-cancel"]');
      await $('[data-testid="archive-restore-dialog"]').waitForExist({ reverse: true, timeout: LONG });
    }
    await $('[data-testid="language-select"]').selectByAttribute('value', 'pt_BR');
  });
});
