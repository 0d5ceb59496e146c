/**
 * The global search in the browser, as a reporter: a guideline "Eleição municipal em Niterói", a
 * story whose script speaks of the election, a contact and another reporter's private story are
 * seeded through the API. Bia types "eleicao" and sees the guideline with "ELEIÇÃO" marked, never
 * Ana's private story (not listed, not counted: Ana finds it); PHRASE and FUZZY change what is
 * found as documented; the target and day filters narrow it; a hit opens in the document drawer
 * (the guidelines' viewer, or the generic one for a contact) and the keyboard comes back to it;
 * the CSV export holds what the screen lists; the header's field ("/") opens the screen. Three
 * sizes, three languages, axe, screenshots.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import contacts from '@lauda/plugin-contacts';
import guidelines from '@lauda/plugin-guidelines';
import rundown from '@lauda/plugin-rundown';
import { LONG, SIZES, assertAccessible, assertBuilt, branchToday, clickAt, created, failureEvidence, fill, shotAt, strings, useSize, webRoot } from './support.js';
import { signInAs } from './signin-as.js';
import { REPORTER, hits, indexed, marks, openSearchFromMenu, script, searchFor, settled } from './search-support.js';

const words = (locale: string) => strings(`web-shell/src/i18n/${locale}.json`);
const pt = words('pt_BR');
const ELECTION_DAY = '2024-10-06';

describe('global search', function () {
  let k: TestKernel;
  let bia: TestClient;
  let ids: { guideline: string; story: string; secret: string; contact: string };
  const seen = async () => (await hits()).sort();
  const hit = (type: string, id: string) => `[data-testid="search-hit"][data-type="${type}"][data-id="${id}"]`;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown, guidelines, contacts], config: { webRoot } });
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    const chefe = await k.userWith(all, 'chefe');
    const ana = await k.userWith(REPORTER, 'ana');
    bia = await k.userWith(REPORTER, 'bia');
    const program = created(await chefe.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program');
    const rd = created(await chefe.post('/api/rundowns', { date: await branchToday(chefe), programId: program.id }), 'rundown');
    const block = rd.blocks[0].id;
    const guideline = created(await chefe.post('/api/assignments', {
      slug: 'Eleição municipal em Niterói', date: ELECTION_DAY, programsIds: [program.id], proposal: 'Apuração dos votos da eleição municipal em Niterói.',
    }), 'guideline');
    const story = created(await chefe.post(`/api/blocks/${block}/stories`, { slug: 'APURAÇÃO', sections: script('A eleição para a câmara municipal teve apuração rápida.') }), 'story');
    const secret = created(await ana.post(`/api/blocks/${block}/stories`, { slug: 'FURO DA ELEIÇÃO', sections: script('Documento sigiloso sobre a eleição.'), private: true }), 'story');
    const contact = created(await chefe.post('/api/contacts', { name: 'Tribunal Regional Eleitoral', company: 'TRE', info: 'Assessoria de imprensa da eleição em Niterói' }), 'contact');
    ids = { guideline: String(guideline.id), story: String(story.id), secret: String(secret.id), contact: String(contact.id) };
    // a page and a bit of duty contacts for the pager
    for (let i = 1; i <= 30; i++) created(await chefe.post('/api/contacts', { name: `Plantão ${String(i).padStart(2, '0')}`, info: 'Plantão de fim de semana' }), 'contact');
    await indexed(bia, 'plantao', 30);
    await indexed(ana, 'eleicao', 4);
    await indexed(bia, 'eleicao', 3);
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'search');
  });
  after(async function () {
    await k?.stop();
  });

  for (const size of SIZES) {
    it(`finds "eleicao" with the word marked, never another's private story, and opens a hit in the drawer (${size.name})`, async function () {
      await useSize(browser, size);
      await signInAs(browser, k.url, 'bia');
      await openSearchFromMenu(size.name === 'phone');
      await $('[data-testid="search-start"]').waitForDisplayed({ timeout: LONG });
      await searchFor('eleicao');
      expect(await seen()).to.deep.equal([`contact:${ids.contact}`, `guideline:${ids.guideline}`, `story:${ids.story}`].sort());
      expect(await $('[data-testid="search-results"]').getAttribute('data-total')).to.equal('3');
      expect(await $('[data-testid="search-summary"]').getText()).to.equal(fill(pt.search.summary, { from: 1, to: 3, total: 3 }));
      expect(await marks(`${hit('guideline', ids.guideline)} h2`)).to.deep.equal(['ELEIÇÃO']);
      expect(await marks(`${hit('story', ids.story)} .passage`)).to.deep.equal(['eleição']);
      expect(await $(`${hit('guideline', ids.guideline)} [data-testid="search-hit-date"]`).getText()).to.equal('06/10/2024');
      expect(await $(`${hit('guideline', ids.guideline)} [data-testid="search-hit-programs"]`).getText()).to.equal('Jornal da Noite');
      expect(await $(`${hit('guideline', ids.guideline)} [data-testid="search-hit-type"]`).getText()).to.equal(pt.search.types.guideline);
      expect(await $('[data-testid="search"]').getText()).not.to.contain('FURO');
      await assertAccessible(browser, `search at ${size.name}`);
      await shotAt(browser, 'search', size);

      await clickAt(browser, `${hit('guideline', ids.guideline)} [data-testid="search-hit-open"]`);
      await $('[data-testid="document-drawer"] [data-testid="guideline-viewer"]').waitForDisplayed({ timeout: LONG });
      await assertAccessible(browser, `search drawer at ${size.name}`);
      await shotAt(browser, 'search-drawer', size);
      await clickAt(browser, '[data-testid="document-drawer-close"]');
      await $('[data-testid="document-drawer"]').waitForExist({ reverse: true, timeout: LONG });
      // the keyboard is back on the result that opened it
      await browser.waitUntil(() => browser.execute((sel: string) => document.activeElement === document.querySelector(sel), `${hit('guideline', ids.guideline)} [data-testid="search-hit-open"]`), { timeout: LONG, timeoutMsg: 'the focus did not come back to the hit' });
    });
  }

  it('PHRASE wants the words side by side, FUZZY forgives a typing mistake', async function () {
    await useSize(browser, SIZES[0]);
    await signInAs(browser, k.url, 'bia');
    await browser.url(`${k.url}/main/search`);
    await searchFor('eleicao municipal');
    // MUST: both words anywhere (the script says "eleição para a câmara municipal")
    expect(await seen()).to.deep.equal([`guideline:${ids.guideline}`, `story:${ids.story}`].sort());
    await clickAt(browser, '[data-testid="search-mode-PHRASE"]');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).searchParams.get('mode') === 'PHRASE', { timeout: LONG });
    await settled();
    expect(await seen()).to.deep.equal([`guideline:${ids.guideline}`]);
    await clickAt(browser, '[data-testid="search-mode-MUST"]');
    await searchFor('elicao');
    await $('[data-testid="search-empty"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="search-empty"]').getText()).to.contain(fill(pt.search.noResults, { q: 'elicao' }));
    await clickAt(browser, '[data-testid="search-mode-FUZZY"]');
    await settled();
    expect(await seen()).to.deep.equal([`contact:${ids.contact}`, `guideline:${ids.guideline}`, `story:${ids.story}`].sort());
    expect(await marks(`${hit('guideline', ids.guideline)} h2`)).to.deep.equal(['ELEIÇÃO']);
    await shotAt(browser, 'search-fuzzy', SIZES[0]);
  });

  it('narrows by index target and by day, and opens a contact in the generic viewer with the words marked', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'bia');
    await browser.url(`${k.url}/main/search?q=eleicao`);
    await settled();
    await clickAt(browser, '[data-testid="search-targets-input"]');
    await clickAt(browser, `[data-testid="search-targets-option"][data-label="${pt.search.targetNames.scripts}"]`);
    await browser.keys('Escape');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).searchParams.get('targets') === 'scripts', { timeout: LONG });
    await settled();
    expect(await seen()).to.deep.equal([`story:${ids.story}`]);
    await clickAt(browser, '[data-testid="search-clear"]');
    await browser.waitUntil(async () => (await hits()).length === 3, { timeout: LONG, timeoutMsg: 'the filters were not cleared' });
    for (const field of ['search-from', 'search-to']) {
      await clickAt(browser, `[data-testid="${field}"]`);
      await browser.keys(ELECTION_DAY.split('-').reverse().join(''));
    }
    await browser.waitUntil(async () => new URL(await browser.getUrl()).searchParams.get('to') === ELECTION_DAY, { timeout: LONG });
    await settled();
    expect(await seen()).to.deep.equal([`guideline:${ids.guideline}`]);
    await shotAt(browser, 'search-filtered', SIZES[1]);
    await clickAt(browser, '[data-testid="search-clear"]');
    await browser.waitUntil(async () => (await hits()).length === 3, { timeout: LONG, timeoutMsg: 'the filters were not cleared' });

    // a contact has no viewer of its own: the indexed text, the searched word marked
    await clickAt(browser, `${hit('contact', ids.contact)} [data-testid="search-hit-open"]`);
    await $('[data-testid="document-drawer"] [data-testid="search-entry"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="search-entry-title"]').getText()).to.equal('Tribunal Regional Eleitoral');
    expect(await marks('[data-testid="search-entry-text"]')).to.deep.equal(['eleição']);
    await assertAccessible(browser, 'generic viewer');
    await shotAt(browser, 'search-generic-viewer', SIZES[1]);
    await browser.keys('Escape');
    await $('[data-testid="document-drawer"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('reaches and opens a result with the keyboard alone', async function () {
    await useSize(browser, SIZES[0]);
    await signInAs(browser, k.url, 'bia');
    await browser.url(`${k.url}/main/search?q=niteroi`);
    await settled();
    await clickAt(browser, '[data-testid="search-q"]');
    let on = '';
    for (let i = 0; i < 40 && on !== 'search-hit-open'; i++) {
      await browser.keys('Tab');
      on = await browser.execute(() => document.activeElement?.getAttribute('data-testid') ?? '');
    }
    expect(on, 'Tab never reached a result').to.equal('search-hit-open');
    const opened = await browser.execute(() => document.activeElement!.closest('[data-testid="search-hit"]')!.getAttribute('data-type'));
    await browser.keys('Enter');
    await $('[data-testid="document-drawer"]').waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(() => browser.execute(() => !!document.activeElement?.closest('[data-testid="document-drawer"]')), { timeout: LONG, timeoutMsg: 'the focus did not go into the drawer' });
    await browser.keys('Escape');
    await $('[data-testid="document-drawer"]').waitForExist({ reverse: true, timeout: LONG });
    await browser.waitUntil(() => browser.execute((type: string | null) => document.activeElement?.closest('[data-testid="search-hit"]')?.getAttribute('data-type') === type, opened as string), { timeout: LONG, timeoutMsg: 'the focus did not come back' });
  });

  it('pages the results with the kit\'s pager, 25 a page', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'bia');
    await browser.url(`${k.url}/main/search?q=plantao`);
    await settled();
    expect(await hits()).to.have.length(25);
    expect(await $('[data-testid="search-summary"]').getText()).to.equal(fill(pt.search.summary, { from: 1, to: 25, total: 30 }));
    const first = await hits();
    await clickAt(browser, '[data-testid="search-pager-next"]');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).searchParams.get('page') === '1', { timeout: LONG });
    await settled();
    expect(await hits()).to.have.length(5);
    expect((await hits()).some((h) => first.includes(h))).to.equal(false);
    expect(await $('[data-testid="search-summary"]').getText()).to.equal(fill(pt.search.summary, { from: 26, to: 30, total: 30 }));
    // another search starts from its first page
    await searchFor('plantao fim');
    expect(new URL(await browser.getUrl()).searchParams.get('page')).to.equal(null);
    expect(await hits()).to.have.length(25);
  });

  it('the owner finds her private story; the other reporter neither sees nor counts it', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'ana');
    await browser.url(`${k.url}/main/search?q=sigiloso`);
    await settled();
    expect(await hits()).to.deep.equal([`story:${ids.secret}`]);
    await signInAs(browser, k.url, 'bia');
    await browser.url(`${k.url}/main/search?q=sigiloso`);
    await $('[data-testid="search-empty"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="search-results"]').isExisting()).to.equal(false);
  });

  it('exports the listed results as CSV', async function () {
    await useSize(browser, SIZES[0]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-search-csv-'));
    const cdp = browser as unknown as { sendCommand(m: string, p: unknown): Promise<unknown> };
    await cdp.sendCommand('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir }).catch(() => cdp.sendCommand('Page.setDownloadBehavior', { behavior: 'allow', downloadPath: dir }));
    try {
      await signInAs(browser, k.url, 'bia');
      await browser.url(`${k.url}/main/search?q=eleicao`);
      await settled();
      await clickAt(browser, '[data-testid="search-export"]');
      const file = path.join(dir, 'busca.csv');
      await browser.waitUntil(() => fs.existsSync(file) && fs.statSync(file).size > 0, { timeout: LONG, timeoutMsg: 'no busca.csv downloaded' });
      const lines = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
      expect(lines[0]).to.equal('section,type,id,title,date,programs,passages');
      expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(',')).sort()).to.deep.equal(
        // a script's hit goes to the export's "stories" section (spec 001 §9)
        [`assignments,guideline,${ids.guideline}`, `contacts,contact,${ids.contact}`, `stories,story,${ids.story}`].sort(),
      );
      expect(lines.join('\n')).to.contain('ELEIÇÃO MUNICIPAL EM NITERÓI').and.not.to.contain('sigiloso');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the header\'s field ("/") opens the screen with the typed words', async function () {
    await useSize(browser, SIZES[0]);
    await signInAs(browser, k.url, 'bia');
    await $('[data-testid="header-search"]').waitForDisplayed({ timeout: LONG });
    await browser.keys('/');
    expect(await browser.execute(() => document.activeElement?.getAttribute('data-testid'))).to.equal('header-search');
    await browser.keys(['n', 'i', 't', 'e', 'r', 'o', 'i', 'Enter']);
    await $('[data-testid="search"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="search-q"]').getValue()).to.equal('niteroi');
    await settled();
    expect(await seen()).to.deep.equal([`contact:${ids.contact}`, `guideline:${ids.guideline}`].sort());
    await useSize(browser, SIZES[2]);
    await browser.url(`${k.url}/main`);
    await clickAt(browser, '[data-testid="header-search-open"]');
    await $('[data-testid="search-start"]').waitForDisplayed({ timeout: LONG });
  });

  it('speaks the three languages', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'bia');
    await browser.url(`${k.url}/main/search?q=eleicao&mode=SHOULD`);
    await settled();
    for (const locale of ['en_US', 'es_ES', 'pt_BR'] as const) {
      const w = words(locale);
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await browser.waitUntil(async () => (await $('[data-testid="panel-search"] h1').getText()) === w.search.title, { timeout: LONG, timeoutMsg: `the title is not in ${locale}` });
      expect(await $('[data-testid="search-mode-SHOULD"]').getText()).to.contain(w.search.modes.SHOULD.label).and.contain(w.search.modes.SHOULD.hint);
      expect(await $('[data-testid="search-summary"]').getText()).to.equal(fill(w.search.summary, { from: 1, to: 3, total: 3 }));
      expect(await $(`${hit('story', ids.story)} [data-testid="search-hit-type"]`).getText()).to.equal(w.search.types.story);
      expect(await $('[data-testid="menu-search"]').getText()).to.equal(w.search.menu);
      await assertAccessible(browser, `search in ${locale}`);
      await shotAt(browser, `search-${locale}`, SIZES[1]);
    }
  });
});
