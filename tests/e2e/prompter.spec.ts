/**
 * The teleprompter in a real browser, against a real kernel booted in this process (fresh SQLite
 * database; the admin and rundown plugins, not the on-air one; the built shell). A producer opens
 * it from the rundown's toolbar; stories changed through the API show on it live.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import { fromLine, offset, shownText, speed, textOf } from './prompter-support.js';
import { LONG, assertAccessible, assertBuilt, branchToday, clickAt, created, failureEvidence, openRundown, shot, signIn, strings, webRoot, type Strings } from './support.js';

const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];

const para = (...runs: (string | { text: string; comment?: boolean; bold?: boolean })[]) => ({
  type: 'paragraph',
  children: runs.map((r) => (typeof r === 'string' ? { text: r } : r)),
});
const section = (type: string, paragraphs: ReturnType<typeof para>[], camera: string | null = null) => ({
  type, entries: [{ camera, text: paragraphs }],
});

describe('teleprompter', function () {
  let k: TestKernel;
  let ana: TestClient;
  let rundownId: number;
  let programId: number;
  let displayDate: string;
  const ids: Record<string, number> = {};
  let pt: Strings;

  before(async function () {
    assertBuilt();
    pt = strings('plugins/rundown/i18n/pt_BR.json').prompter;
    k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
    ana = await k.userWith([...ROLES, 'ROLE_PROGRAM_WRITE'], 'ana');
    const bia = await k.userWith(ROLES, 'bia');
    programId = created(await ana.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    const today = await branchToday(ana);
    displayDate = today.split('-').reverse().join('/');
    const r = created(await ana.post('/api/rundowns', { date: today, programId }), 'rundown');
    rundownId = r.id;
    const blockId = r.blocks[0].id;
    const add = async (client: TestClient, body: Record<string, unknown>) => created(await client.post(`/api/blocks/${blockId}/stories`, body), 'story').id as number;
    ids.rain = await add(ana, {
      slug: 'CHUVA NO SUL', page: '01',
      sections: [
        section('HEADER', [
          para('Boa noite. A chuva não para no Rio Grande do Sul.'),
          para('Os rios [CONFERIR NÍVEL COM A DEFESA CIVIL] subiram dois metros ', { text: 'sorrir', comment: true }, 'desde ontem.'),
          para('[CHAMA VT]'),
        ], '1'),
        { type: 'VT', cueIn: 'as águas', cueOut: 'até amanhã', entries: [{ text: [para('Texto gravado da reportagem, que não vai ao ar pelo teleprompter.')] }] },
        section('FOOTER', [para('A Defesa Civil pede que moradores deixem as áreas de risco.')], 'CAM 2'),
      ],
    });
    ids.vaccine = await add(ana, {
      slug: 'VACINAÇÃO', page: '02',
      sections: [section('HEADER', [para('A campanha de vacinação contra a gripe começa amanhã em todo o país.')], '1')],
    });
    ids.private = await add(bia, { slug: 'EXCLUSIVA', page: '03', private: true, sections: [section('HEADER', [para('Texto que só a autora vê.')])] });
    ids.weather = await add(ana, {
      slug: 'PREVISÃO DO TEMPO', page: '04',
      sections: [
        section('HEADER', [para('E a previsão para o fim de semana é de frio intenso em boa parte do Sul e do Sudeste.')], '3'),
        section('LIVE_VO', [
          para('Uma massa de ar polar avança pelo continente e derruba as temperaturas a partir de sexta-feira.'),
          para('Em Porto Alegre, a mínima pode chegar a dois graus no sábado, com possibilidade de geada nas serras.'),
          para('Em São Paulo, os termômetros devem marcar oito graus de madrugada, a menor temperatura do ano.'),
        ]),
        section('FOOTER', [para('O frio deve durar até a próxima terça-feira.')], '1'),
      ],
    });
    ids.sports = await add(ana, {
      slug: 'FUTEBOL', page: '05',
      sections: [section('HEADER', [para('No futebol, o clássico de domingo terá estádio lotado.')], '2')],
    });
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'prompter-failed');
  });

  after(async function () {
    await k?.stop();
  });

  it('opens from the rundown toolbar in a window of its own', async function () {
    await signIn(browser, k.url, 'ana');
    await openRundown(browser, programId);
    const button = $('[data-testid="open-prompter"]');
    await button.waitForDisplayed({ timeout: LONG });
    // named by its label (a narrow toolbar shows only its icon)
    expect(await button.getAttribute('aria-label')).to.equal(pt.open);
    // loading the prompters is the on-air plugin's (off here): the rundown's menu does not offer it
    await clickAt(browser, '[data-testid="rundown-more"]');
    await $('[data-testid="rundown-more-reload"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="rundown-more-teleprompter"]').isExisting()).to.equal(false);
    await shot(browser, 'prompter-00-rundown-menu');
    // *Mais* closes with Esc, the focus back on its button
    await browser.keys('Escape');
    await $('[data-testid="rundown-more-reload"]').waitForExist({ reverse: true, timeout: LONG });
    expect(await browser.execute(() => document.activeElement?.getAttribute('data-testid'))).to.equal('rundown-more');
    const main = await browser.getWindowHandle();
    await button.click();
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, { timeout: LONG, timeoutMsg: 'no prompter window' });
    const other = (await browser.getWindowHandles()).find((h) => h !== main)!;
    await browser.switchToWindow(other);
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === `/main/rundowns/${rundownId}/prompter`, { timeout: LONG });
    // headless Chromium never paints a popup window (no script or screenshot there), but its title
    // is set once the prompter has loaded the rundown and the program's name
    await browser.waitUntil(async () => (await browser.getTitle()) === `${pt.title} · Jornal da Noite · ${displayDate}`, {
      timeout: LONG, timeoutMsg: 'the prompter window never loaded the rundown',
    });
    await browser.closeWindow();
    await browser.switchToWindow(main);
  });

  it('shows the read text full screen, white on black: comments, brackets and recorded sections left out', async function () {
    await browser.url(`${k.url}/main/rundowns/${rundownId}/prompter`);
    await browser.execute(() => localStorage.removeItem('lauda.rundown.prompter'));
    await browser.refresh();
    await browser.waitUntil(async () => (await $$('[data-testid="prompter-story"]').length) === 5, { timeout: LONG, timeoutMsg: 'the five stories never showed' });
    await browser.execute(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const text = await shownText();
    expect(text).to.contain('Boa noite. A chuva não para no Rio Grande do Sul.');
    expect(text).to.contain('Os rios subiram dois metros desde ontem.');
    expect(text).to.contain('A Defesa Civil pede que moradores deixem as áreas de risco.');
    expect(text).to.contain('Em São Paulo, os termômetros devem marcar oito graus');
    expect(text).not.to.contain('CONFERIR');
    expect(text).not.to.contain('CHAMA VT');
    expect(text).not.to.contain('sorrir');
    expect(text).not.to.contain('Texto gravado da reportagem');
    // the private story of another author: its place, not its text
    expect(await textOf(`[data-story="${ids.private}"]`)).to.contain(pt.hidden);
    expect(text).not.to.contain('Texto que só a autora vê');
    // headings: page and slug
    expect(await textOf(`[data-story="${ids.weather}"] header`)).to.equal('04PREVISÃO DO TEMPO');
    // it covers the window: black, the shell's menu under it
    const cover = await browser.execute(() => {
      const el = document.elementFromPoint(20, 400);
      const screen = document.querySelector<HTMLElement>('[data-testid="prompter"]')!;
      const r = screen.getBoundingClientRect();
      return { inside: !!el && screen.contains(el), w: r.width, h: r.height, vw: innerWidth, vh: innerHeight, bg: getComputedStyle(screen).backgroundColor, color: getComputedStyle(screen).color };
    });
    expect(cover).to.deep.include({ inside: true, w: cover.vw, h: cover.vh, bg: 'rgb(0, 0, 0)', color: 'rgb(255, 255, 255)' });
    // camera cues: a bare number gets the prefix, a camera that names itself is not prefixed again
    const cues = await browser.execute((id: number) => Array.from(document.querySelectorAll(`[data-story="${id}"] .cue`)).map((e) => e.textContent), ids.rain);
    expect(cues).to.deep.equal([pt.camera.replace('{{camera}}', '1'), 'CAM 2']);
    expect(await shownText()).not.to.match(/CÂM CAM/);
    // the help does not open over the text by itself
    expect(await $('[data-testid="prompter-help"]').isExisting()).to.equal(false);
    await shot(browser, 'prompter-01-rundown');
  });

  it("opens its help in the kit's dialog from the '?' button, and closes it with its button and with Esc", async function () {
    await clickAt(browser, '[data-testid="prompter-help-toggle"]');
    const dialog = () => $('[role="dialog"][data-testid="prompter-help"]');
    await dialog().waitForDisplayed({ timeout: LONG });
    expect(await dialog().getText()).to.contain(pt.keys.nextStory);
    // the dialog is on top of the prompter (its button is what the pointer finds), portalled out of the page
    await shot(browser, 'prompter-01b-help');
    // the dialog itself; left out: the shell's header under the prompter (the layout's) and the
    // bar's A−/A+ buttons (named "Letra menor/maior", a known mismatch of glyph and name)
    await assertAccessible(browser, 'prompter help', ['a[aria-label="Lauda"]', '[data-testid="prompter-bar"]']);
    const speedBefore = await speed();
    await browser.keys('ArrowDown'); // the dialog has the keys while open
    expect(await speed()).to.equal(speedBefore);
    await clickAt(browser, '[data-testid="prompter-help-close"]');
    await dialog().waitForExist({ reverse: true, timeout: LONG });
    await clickAt(browser, '[data-testid="prompter-help-toggle"]');
    await dialog().waitForDisplayed({ timeout: LONG });
    await browser.keys('Escape');
    await dialog().waitForExist({ reverse: true, timeout: LONG });
  });

  it('mirrors the text for the glass, and remembers it', async function () {
    const transform = () => browser.execute(() => getComputedStyle(document.querySelector('[data-testid="prompter-text"]')!).transform);
    expect(await transform()).to.equal('none');
    await $('[data-testid="prompter-mirror"]').click();
    expect(await transform()).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    await shot(browser, 'prompter-02-mirrored');
    await browser.refresh();
    await $('[data-testid="prompter-story"]').waitForExist({ timeout: LONG });
    expect(await transform()).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    await browser.keys('m');
    expect(await transform()).to.equal('none');
    expect(JSON.parse((await browser.execute(() => localStorage.getItem('lauda.rundown.prompter')))!)).to.include({ mirror: false });
    await browser.execute(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  });

  it('changes the speed with the arrow keys and the wheel, runs and pauses with Space', async function () {
    const start = await speed();
    await browser.keys('ArrowDown');
    await browser.keys('ArrowDown');
    expect(await speed()).to.equal(start + 2);
    await browser.keys('ArrowUp');
    expect(await speed()).to.equal(start + 1);
    expect(await $('[data-testid="prompter-speed"]').getAttribute('data-speed')).to.equal(String(start + 1));
    expect(await browser.execute(() => document.querySelector('[data-testid="prompter-speed"]')!.textContent)).to.contain(String(start + 1));

    // paused, the wheel scrolls the text
    expect(await offset()).to.equal(0);
    await browser.action('wheel').scroll({ x: 600, y: 500, deltaX: 0, deltaY: 300 }).perform();
    await browser.waitUntil(async () => (await offset()) > 0, { timeout: 5000, timeoutMsg: 'the wheel did not scroll the paused text' });
    await browser.keys('Home');
    expect(await offset()).to.equal(0);

    // running, the text moves by itself and the wheel changes the speed
    await browser.keys(' ');
    expect(await $('[data-testid="prompter-status"]').getAttribute('data-running')).to.equal('true');
    await browser.waitUntil(async () => (await offset()) > 20, { timeout: 5000, timeoutMsg: 'the text never moved' });
    const before = await speed();
    await browser.action('wheel').scroll({ x: 600, y: 500, deltaX: 0, deltaY: 200 }).perform();
    await browser.waitUntil(async () => (await speed()) === before + 2, { timeout: 5000, timeoutMsg: 'the wheel did not change the speed' });
    // running, the bar goes away once the mouse rests: only the text, the reading line and the status
    await browser.waitUntil(async () => ((await $('[data-testid="prompter-bar"]').getAttribute('class')) ?? '').includes('hidden'), { timeout: 6000, timeoutMsg: 'the bar stayed while running' });
    await browser.pause(700);
    await shot(browser, 'prompter-06-running');
    await browser.keys(' ');
    expect(await $('[data-testid="prompter-status"]').getAttribute('data-running')).to.equal('false');
    expect(await $('[data-testid="prompter-bar"]').getAttribute('class')).not.to.include('hidden');
    const stopped = await offset();
    await browser.pause(400);
    expect(await offset()).to.equal(stopped);
    expect(JSON.parse((await browser.execute(() => localStorage.getItem('lauda.rundown.prompter')))!)).to.include({ speed: before + 2 });
  });

  it('jumps between stories with PageDown and PageUp, and back to the top with Home', async function () {
    await browser.keys('Home');
    await browser.keys('PageDown');
    expect(Math.abs(await fromLine(ids.rain))).to.be.below(2);
    await browser.keys('PageDown');
    expect(Math.abs(await fromLine(ids.vaccine))).to.be.below(2);
    await browser.keys('PageDown');
    await browser.keys('PageDown');
    expect(Math.abs(await fromLine(ids.weather))).to.be.below(2);
    await browser.keys('PageUp');
    expect(Math.abs(await fromLine(ids.private))).to.be.below(2);
    await browser.keys('PageDown');
  });

  it('follows story changes live, keeping the place read; highlights the story on air', async function () {
    expect(Math.abs(await fromLine(ids.weather))).to.be.below(2);
    // text added above the place read: the story read stays at the reading line
    const more = [
      para('A campanha de vacinação contra a gripe foi antecipada para hoje.'),
      para('Os postos de saúde abrem às oito da manhã e fecham às cinco da tarde.'),
      para('Idosos, crianças e gestantes têm prioridade na fila.'),
    ];
    const patched = await ana.patch(`/api/stories/${ids.vaccine}`, { field: 'sections', newValue: [section('HEADER', more, '1')] });
    expect(patched.status).to.equal(200);
    await browser.waitUntil(async () => (await shownText()).includes('Idosos, crianças e gestantes'), { timeout: LONG, timeoutMsg: 'the new text never showed' });
    expect(await shownText()).not.to.contain('começa amanhã em todo o país');
    expect(Math.abs(await fromLine(ids.weather))).to.be.below(2);

    // on air
    const play = await ana.patch(`/api/stories/${ids.vaccine}`, { field: 'displayStatus', newValue: 'play' });
    expect(play.status).to.equal(200);
    const onAir = $(`[data-story="${ids.vaccine}"]`);
    await browser.waitUntil(async () => (await onAir.getAttribute('data-on-air')) === 'true', { timeout: LONG, timeoutMsg: 'no highlight on air' });
    expect(await textOf(`[data-story="${ids.vaccine}"] [data-testid="prompter-on-air"]`)).to.equal(pt.onAir);
    expect(await $('[data-testid="prompter-on-air-now"]').getText()).to.contain('VACINAÇÃO');
    await browser.keys('f');
    expect(Math.abs(await fromLine(ids.vaccine))).to.be.below(2);
    await shot(browser, 'prompter-03-on-air');

    // the next one on air: the highlight moves, the first is shown as aired
    await ana.patch(`/api/stories/${ids.weather}`, { field: 'displayStatus', newValue: 'play' });
    await browser.waitUntil(async () => (await $(`[data-story="${ids.weather}"]`).getAttribute('data-on-air')) === 'true', { timeout: LONG });
    expect(await onAir.getAttribute('data-on-air')).to.equal('false');
    expect(await onAir.getAttribute('class')).to.contain('aired');
    expect(await browser.execute(() => (window as unknown as { __noReload?: boolean }).__noReload)).to.equal(true);
  });

  it('shows the reading test text in the user language, and goes back to the rundown', async function () {
    await $('[data-testid="prompter-test-toggle"]').click();
    const test = $('[data-testid="prompter-test"]');
    await test.waitForExist({ timeout: LONG });
    const text = await shownText();
    expect(text).to.contain(pt.test.title);
    expect(text).to.contain(pt.test.text.split('\n')[0].slice(0, 40));
    expect(await $$('[data-testid="prompter-story"]').length).to.equal(0);
    await browser.keys('+');
    await browser.keys(']');
    await browser.keys('h');
    await shot(browser, 'prompter-04-test-text');
    await browser.keys('[');
    await browser.keys('h');
    await $('[data-testid="prompter-test-toggle"]').click();
    await browser.waitUntil(async () => (await $$('[data-testid="prompter-story"]').length) === 5, { timeout: LONG });
  });

  it('offers no loading of the prompters without the on-air plugin (no probe of its route)', async function () {
    await $('[data-testid="prompter-full-screen"]').waitForDisplayed({ timeout: LONG });
    expect(await $('[data-testid="prompter-load"]').isExisting()).to.equal(false);
    await shot(browser, 'prompter-05-no-load');
  });
});
