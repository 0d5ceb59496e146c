/**
 * Unsaved drafts in the browser (issue 14 item 9) and the reportage editor's sortable sections (item 2):
 * what a reporter types in a reportage or a guideline is kept per user in the browser; a reload (an
 * interrupted session) offers it back in the recovery dialog, under its section, at the branch's time;
 * "Editar" opens the form with it applied, "Descartar todos" empties the list; opening a document with
 * a newer draft than the saved version asks to restore it. Sections move by dragging their grip with the
 * pointer (mouse and touch) and by the up/down buttons from the keyboard; the saved order is checked
 * through the API. Three sizes, axe, screenshots.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import guidelines from '@lauda/plugin-guidelines';
import reportages from '@lauda/plugin-reportages';
import productions from '@lauda/plugin-productions';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, browserZone, clickAt, created, dismissDesktopOffer, failureEvidence, fill, notification, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

const ROLES = ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE',
  'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];
const kit = strings('sdk/web-kit/i18n/pt_BR.json').drafts;
const rep = strings('plugins/reportages/i18n/pt_BR.json').web;
const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

describe('unsaved drafts of reportages and guidelines; sortable reportage sections', function () {
  let k: TestKernel;
  let ana: TestClient;
  let anaId: number;
  let zone: string;
  let ordered: number;
  let programId: number;
  const cacheKey = () => `unsaved_data_cache.${anaId}`;
  const cache = async () => JSON.parse((await browser.execute((key: string) => localStorage.getItem(key), cacheKey())) ?? 'null');
  const type = async (selector: string, text: string) => {
    await clickAt(browser, selector);
    await browser.keys(text);
  };
  const cached = async (section: string, text: string) => browser.waitUntil(async () => JSON.stringify((await cache())?.[section] ?? {}).includes(text),
    { timeout: LONG, timeoutMsg: `the ${section} draft with "${text}" was never cached` });
  const recovery = async () => {
    await browser.refresh();
    await $('[data-testid="drafts-recovery"]').waitForDisplayed({ timeout: LONG });
  };
  const atEverySize = async (screen: string, show?: string) => {
    await dismissDesktopOffer(browser);
    for (const size of SIZES) {
      await useSize(browser, size);
      if (show) await $(show).scrollIntoView({ block: 'start' });
      await shotAt(browser, screen, size);
      await assertAccessible(browser, `${screen} ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
  };
  const sectionTexts = async (): Promise<string[]> => browser.execute(() =>
    Array.from(document.querySelectorAll('div:not([hidden]) > [data-testid="reportage-editor"] [data-testid="reportage-sections"] [data-testid$="-editor-text"]'), (e) => (e.textContent ?? '').trim()));

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, devices, rundown, guidelines, reportages, productions], config: { webRoot } });
    const chief = await k.userWith([...ROLES, 'ROLE_PROGRAM_WRITE'], 'chefe');
    ana = await k.userWith(ROLES, 'ana');
    anaId = (await ana.get('/api/users/me')).body.id;
    zone = (await ana.get('/api/branch/config')).body.timeZone;
    programId = created(await chief.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    ordered = created(await ana.post('/api/news_reports', {
      slug: 'ORDEM DAS SECOES', date: await branchToday(ana), reporterId: anaId, programsIds: [programId],
      sections: [{ type: 'OFF', content: rich('Primeiro texto') }, { type: 'OFF', content: rich('Segundo texto') }, { type: 'INTERVIEW', content: rich('Terceiro texto'), duration: 'PT10S' }],
    }), 'reportage').id;
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'drafts');
  });
  after(async function () {
    await k?.stop();
  });

  it('a reportage typed and then interrupted is offered back under Reportagens; Editar restores the text', async function () {
    // the browser in another zone than the branch: the draft's time is the branch's
    await browserZone(browser, 'Asia/Tokyo');
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 4000);
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await clickAt(browser, '[data-testid="reportage-new"]');
    await $('[data-testid="reportage-editor"]').waitForDisplayed({ timeout: LONG });
    await type('[data-testid="rep-slug"]', 'enchente no vale');
    await clickAt(browser, '[data-testid="add-section-OFF"]');
    await type('[data-testid="section-0-editor-text"]', 'A água subiu dois metros durante a madrugada.');
    await cached('reportages', 'subiu dois metros');
    expect(Object.values((await cache()).reportages).map((e: any) => e.slug)).to.deep.equal(['ENCHENTE NO VALE']);
    // another user's drafts on this browser are never shown to ana
    await browser.execute(() => localStorage.setItem('unsaved_data_cache.999999', JSON.stringify({ reportages: { x: { date: new Date().toISOString(), slug: 'DE OUTRA PESSOA', document: {} } } })));

    await recovery();
    const group = $('[data-testid="drafts-reportages"]');
    expect((await group.getText()).toUpperCase()).to.contain(kit.sections.reportages.toUpperCase()).and.contain('ENCHENTE NO VALE');
    expect(await $('[data-testid="drafts-recovery"]').getText()).to.not.contain('DE OUTRA PESSOA');
    const date = Object.values((await cache()).reportages as Record<string, { date: string }>)[0]!.date;
    const when = new Intl.DateTimeFormat('pt-BR', { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(date)).replace(',', '');
    expect(await group.getText()).to.contain(when);
    await atEverySize('drafts-recovery');

    await clickAt(browser, '[data-testid="drafts-reportages"] [data-testid="draft-edit"]');
    await $('[data-testid="drafts-recovery"]').waitForDisplayed({ reverse: true });
    const editor = $('div:not([hidden]) > [data-testid="reportage-editor"]');
    await editor.waitForDisplayed({ timeout: LONG });
    expect(await $('div:not([hidden]) > [data-testid="reportage-editor"] [data-testid="rep-slug"]').getValue()).to.equal('ENCHENTE NO VALE');
    expect(await sectionTexts()).to.deep.equal(['A água subiu dois metros durante a madrugada.']);
    expect(await editor.getAttribute('data-dirty')).to.equal('true');
    await shotAt(browser, 'drafts-reportage-restored', SIZES[0]);
    // saved: the draft goes
    await clickAt(browser, 'div:not([hidden]) > [data-testid="reportage-editor"] [data-testid="reportage-save"]');
    await notification(browser, fill(rep.saved, { slug: 'ENCHENTE NO VALE' }));
    await browser.waitUntil(async () => !(await cache())?.reportages, { timeout: LONG, timeoutMsg: 'the saved reportage kept its draft' });
  });

  it('a guideline draft the same; Descartar todos empties the list', async function () {
    await clickAt(browser, '[data-testid="menu-guidelines"]');
    await clickAt(browser, '[data-testid="guideline-new"]');
    await $('#guideline-slug').waitForDisplayed({ timeout: LONG });
    await $('#guideline-slug').setValue('chuva no litoral');
    await $('#guideline-proposal').setValue('Previsão de temporal no fim de semana.');
    await cached('guidelines', 'temporal no fim de semana');

    await recovery();
    expect(await $('[data-testid="drafts-guidelines"]').getText()).to.contain('CHUVA NO LITORAL');
    await clickAt(browser, '[data-testid="drafts-guidelines"] [data-testid="draft-edit"]');
    const form = $('div:not([hidden]) > [data-testid="guideline-form"]');
    await form.waitForDisplayed({ timeout: LONG });
    expect(await $('#guideline-slug').getValue()).to.equal('CHUVA NO LITORAL');
    expect(await $('#guideline-proposal').getValue()).to.equal('Previsão de temporal no fim de semana.');
    expect(await form.getAttribute('data-dirty')).to.equal('true');
    await shotAt(browser, 'drafts-guideline-restored', SIZES[0]);

    // still unsaved: the next start offers it again, and "Descartar todos" drops every draft
    await recovery();
    await clickAt(browser, '[data-testid="drafts-discard-all"]');
    await $('[data-testid="drafts-recovery"]').waitForDisplayed({ reverse: true });
    expect(await cache()).to.equal(null);
    const day = (await ana.get(`/api/assignments/dateList?date=${await branchToday(ana)}&allPrograms=true`)).body as { data: { slug: string }[] };
    expect(day.data.map((g) => g.slug)).to.not.include('CHUVA NO LITORAL');
    await browser.refresh();
    await $('[data-testid="main-layout"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="drafts-recovery"]').isExisting()).to.equal(false);
  });

  it('a checklist draft the same: offered under Checklists, Editar restores it, Descartar drops it', async function () {
    await clickAt(browser, '[data-testid="menu-productions"]');
    await clickAt(browser, '[data-testid="production-new"]');
    await $('[data-testid="production-slug"]').waitForDisplayed({ timeout: LONG });
    await $('[data-testid="production-slug"]').setValue('gravação no porto');
    await $('[data-testid="production-information"]').setValue('Equipe com drone; autorização da capitania.');
    await cached('checklists', 'autorização da capitania');

    await recovery();
    expect(await $('[data-testid="drafts-checklists"]').getText()).to.contain('GRAVAÇÃO NO PORTO');
    await clickAt(browser, '[data-testid="drafts-checklists"] [data-testid="draft-edit"]');
    const form = $('div:not([hidden]) > [data-testid="production-form"]');
    await form.waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="production-slug"]').getValue()).to.equal('GRAVAÇÃO NO PORTO');
    expect(await $('[data-testid="production-information"]').getValue()).to.equal('Equipe com drone; autorização da capitania.');
    expect(await form.getAttribute('data-dirty')).to.equal('true');
    await assertAccessible(browser, 'checklist restored from a draft');
    // closing with the change asks first; discarding drops the draft
    await clickAt(browser, 'div:not([hidden]) > [data-testid="production-form"] [data-testid="production-close"]');
    await $('[data-testid="close-dialog"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="close-dialog-confirm"]');
    await form.waitForExist({ reverse: true, timeout: LONG });
    expect(JSON.stringify((await cache())?.checklists ?? {})).to.not.include('GRAVAÇÃO NO PORTO');
  });

  it('opening a saved reportage with a newer draft asks to restore it', async function () {
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await clickAt(browser, `[data-testid="open-${ordered}"]`);
    await $('[data-testid="reportage-editor"][data-lock="mine"]').waitForDisplayed({ timeout: LONG });
    await type('[data-testid="rep-cameraman"]', 'Joel Reis');
    await cached('reportages', 'Joel Reis');
    await recovery();
    await clickAt(browser, '[data-testid="drafts-recovery-close"]');
    await clickAt(browser, '[data-testid="menu-reportages"]');
    await clickAt(browser, `[data-testid="open-${ordered}"]`);
    await $('[data-testid="reportage-recovery"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="rep-cameraman"]').getValue()).to.equal('');
    await shotAt(browser, 'drafts-reportage-recovery-banner', SIZES[0]);
    await assertAccessible(browser, 'reportage recovery banner');
    await clickAt(browser, '[data-testid="reportage-recovery-restore"]');
    await browser.waitUntil(async () => (await $('[data-testid="rep-cameraman"]').getValue()) === 'Joel Reis', { timeout: LONG, timeoutMsg: 'the draft was not restored' });
    // thrown away on close: no draft is left
    await clickAt(browser, '[data-testid="rep-cameraman"]');
    await browser.keys(['Control', 'Alt', 'c']);
    await clickAt(browser, '[data-testid="close-dialog-no"]');
    await browser.waitUntil(async () => !(await cache())?.reportages, { timeout: LONG, timeoutMsg: 'the discarded changes kept their draft' });
  });

  it('drags a section with the pointer and moves one with the keyboard; the saved order is the new one', async function () {
    await clickAt(browser, `[data-testid="open-${ordered}"]`);
    await $('[data-testid="reportage-editor"][data-lock="mine"]').waitForDisplayed({ timeout: LONG });
    expect(await sectionTexts()).to.deep.equal(['Primeiro texto', 'Segundo texto', 'Terceiro texto']);
    const running = async () => Promise.all([0, 1, 2].map(async (i) => $(`[data-testid="section-${i}-running"]`).getText()));
    const before = await running();

    // the mouse: the first section's grip to below the third
    await dragSection(0, 2, 'mouse');
    await browser.waitUntil(async () => (await sectionTexts()).join('|') === 'Segundo texto|Terceiro texto|Primeiro texto', { timeout: LONG, timeoutMsg: 'the drag did not move the section' });
    // the running total follows the order: the last one is the whole time, the first one is now the second text's
    expect((await running())[2]).to.equal(before[2]);
    expect(await running()).to.not.deep.equal(before);
    await atEverySize('drafts-sections-dragged', '[data-testid="section-toolbar"]');

    // a finger on the phone: the last section back to the top
    await useSize(browser, SIZES[2]);
    await dragSection(2, 0, 'touch');
    await browser.waitUntil(async () => (await sectionTexts()).join('|') === 'Primeiro texto|Segundo texto|Terceiro texto', { timeout: LONG, timeoutMsg: 'the touch drag did not move the section' });
    await useSize(browser, SIZES[0]);

    // the keyboard: focus "move section 1 down" and press Enter twice (the focus follows the section)
    const down = $('[data-testid="section-0-down"]');
    expect(await down.getAttribute('aria-label')).to.equal(fill(rep.section.downOne, { n: 1 }));
    await browser.execute(() => (document.querySelector('[data-testid="section-0-down"]') as HTMLElement).focus());
    await browser.keys('Enter');
    await browser.waitUntil(async () => (await sectionTexts()).join('|') === 'Segundo texto|Primeiro texto|Terceiro texto', { timeout: LONG, timeoutMsg: 'Enter on "down" did not move the section' });
    await browser.keys('Enter');
    await browser.waitUntil(async () => (await sectionTexts()).join('|') === 'Segundo texto|Terceiro texto|Primeiro texto', { timeout: LONG, timeoutMsg: 'the focus did not follow the section' });
    // the move is announced to assistive technology
    expect(await browser.execute(() => document.querySelector('[data-testid="section-moved"]')!.textContent)).to.equal(fill(rep.section.moved, { type: rep.sectionTypes.OFF, position: 3 }));

    await browser.keys(['Control', 's']);
    await notification(browser, fill(rep.saved, { slug: 'ORDEM DAS SECOES' }));
    const saved = (await ana.get(`/api/news_reports/${ordered}`)).body;
    expect(saved.sections.map((s: any) => [s.index, s.content[0].children[0].text])).to.deep.equal([[0, 'Segundo texto'], [1, 'Terceiro texto'], [2, 'Primeiro texto']]);
  });

  it("a story's draft: Editar in the app's dialog opens the rundown workspace's story tab, which offers it back", async function () {
    const rundown = created(await ana.post('/api/rundowns', { date: await branchToday(ana), programId }), 'rundown');
    created(await ana.post(`/api/blocks/${rundown.blocks[0].id}/stories`, {
      slug: 'PREVISAO DO TEMPO', page: '02', sections: [{ type: 'HEADER', entries: [{ text: rich('Frente fria chega amanhã.') }] }],
    }), 'story');
    await clickAt(browser, '[data-testid="menu-rundowns"]');
    const open = $(`[data-testid="preview-program"][data-program="${programId}"] [data-testid="preview-open"]`);
    await open.waitForDisplayed({ timeout: LONG });
    await open.click();
    const row = $('[data-testid="story-row"][data-slug="PREVISAO DO TEMPO"]');
    await row.waitForDisplayed({ timeout: LONG });
    await dismissDesktopOffer(browser);
    // a double-click on the slug (not on a time cell, which it would edit) opens the story's tab
    const at = await browser.execute(() => {
      const r = document.querySelector('[data-testid="story-row"][data-slug="PREVISAO DO TEMPO"]')!.getBoundingClientRect();
      return { x: Math.round(r.left + 200), y: Math.round(r.top + r.height / 2) };
    });
    await browser.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: at.x, y: at.y }).down().up().pause(60).down().up().perform();
    const form = $('[data-testid="story-tab"] [data-testid="story-form"][data-story-id]');
    await form.waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(async () => (await form.getAttribute('data-lock')) === 'held', { timeout: LONG, timeoutMsg: 'no lock in the story tab' });
    await $('[data-testid="story-tab"] [data-testid="editor-HEADER-0-text"]').click();
    await browser.keys(['End']);
    await browser.keys(' Temperaturas caem dez graus.');
    await cached('stories', 'Temperaturas caem dez graus.');
    // the session is cut short somewhere else in the app
    await browser.url(`${k.url}/main`);
    await $('[data-testid="drafts-recovery"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="drafts-stories"]').getText()).to.contain('02 PREVISAO DO TEMPO');
    await clickAt(browser, '[data-testid="drafts-stories"] [data-testid="draft-edit"]');
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/main/rundowns'), { timeout: LONG, timeoutMsg: 'Editar did not open the rundown workspace' });
    await $('[data-testid="story-recovery"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="story-recovery-restore"]');
    await browser.waitUntil(async () => (await $('[data-testid="story-tab"] [data-testid="editor-HEADER-0-text"]').getText()).includes('Temperaturas caem dez graus.'),
      { timeout: LONG, timeoutMsg: 'the story draft was not restored' });
    await shotAt(browser, 'drafts-story-restored', SIZES[0]);
  });

  /** Drags section `from`'s grip onto the lower (or, going up, the upper) part of section `to` with real pointer actions. */
  async function dragSection(from: number, to: number, pointerType: 'mouse' | 'touch') {
    await $(`[data-testid="section-${from}-grip"]`).scrollIntoView({ block: 'center' });
    const at = await browser.execute((a: number, b: number) => {
      const grip = document.querySelector(`[data-testid="section-${a}-grip"]`)!.getBoundingClientRect();
      const box = document.querySelector(`[data-testid="section-${b}"]`)!.getBoundingClientRect();
      return { x: Math.round(grip.left + grip.width / 2), y: Math.round(grip.top + grip.height / 2), ty: Math.round(b > a ? box.bottom - 8 : box.top + 8), h: window.innerHeight };
    }, from, to);
    if (at.ty < 0 || at.ty > at.h) throw new Error(`section ${to} is off screen (${at.ty})`);
    await browser.action('pointer', { parameters: { pointerType } })
      .move({ x: at.x, y: at.y }).down()
      .move({ x: at.x, y: Math.round((at.y + at.ty) / 2), duration: 150 })
      .move({ x: at.x, y: at.ty, duration: 150 })
      .up().perform();
  }
});
