/**
 * The managerial charts in the browser: the chief opens "Gráficos gerenciais" at three sizes in the
 * three languages, reads each chart's figures in its data table (the seeded newsroom of
 * @lauda/plugin-charts/testing: a restricted program, private documents), changes the period and the
 * program, exports the PNG and the CSV and checks the downloaded files; a reader outside the
 * restricted program does not see its figures. Pointer clicks at the element's place, axe, screenshots.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import { CHART_PLUGINS, seedNewsroom, type Newsroom } from '@lauda/plugin-charts/testing';
import { LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, failureEvidence, shotAt, strings, useSize, webRoot, type Size } from './support.js';
import { signInAs } from './signin-as.js';

const RUNS = [{ size: SIZES[0], locale: 'pt_BR' }, { size: SIZES[1], locale: 'en_US' }, { size: SIZES[2], locale: 'es_ES' }] as const;
const ddmm = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const dayBefore = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The cells of a data table's row, by its key (a day or a name). */
async function row(table: string, key: string): Promise<string[]> {
  const r = $(`[data-testid="${table}-table"] tr[data-key="${key}"]`);
  await r.waitForExist({ timeout: LONG, timeoutMsg: `no row ${key} in ${table}` });
  // textContent: a cell scrolled out of the table's box is still in the row
  return (await r.$$('td').map((td) => td.getProperty('textContent') as Promise<string>)).map((s) => s.trim());
}

async function ready(chart: string): Promise<void> {
  await browser.waitUntil(async () => (await $(`[data-testid="chart-${chart}"]`).getAttribute('data-state')) === 'ready', { timeout: LONG, timeoutMsg: `${chart} never loaded` });
}

/**
 * Clicks what downloads a file into the emptied `dir` (each run downloads the same names, which the
 * browser would overwrite) and answers the finished file ending with `ext`.
 */
async function download(dir: string, selector: string, ext: string): Promise<{ name: string; data: Buffer }> {
  for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { force: true });
  await clickAt(browser, selector);
  let name = '';
  await browser.waitUntil(async () => {
    name = fs.readdirSync(dir).find((f) => f.endsWith(ext)) ?? '';
    return name !== '';
  }, { timeout: LONG, timeoutMsg: `no ${ext} downloaded into ${dir}` });
  return { name, data: fs.readFileSync(path.join(dir, name)) };
}

describe('managerial charts: figures, period, exports, in three languages and sizes', function () {
  let k: TestKernel;
  let n: Newsroom;
  let today: string;
  let dir: string;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: CHART_PLUGINS, config: { webRoot } });
    const probe = await k.userWith([], 'relogio');
    today = await branchToday(probe);
    // two days inside the default 30 days, and one long before
    n = await seedNewsroom(k, [dayBefore(today, 2), dayBefore(today, 1), dayBefore(today, 60)]);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-charts-e2e-'));
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'charts');
  });
  after(async function () {
    await k?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = async (size: Size, locale: string, username: string) => {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, username);
    await $('[data-testid="language-select"]').selectByAttribute('value', locale);
    await useSize(browser, size);
    if (size.name === 'phone') await browser.url(`${k.url}/main/charts`);
    else await clickAt(browser, '[data-testid="menu-charts"]');
    await $('[data-testid="charts-panel"]').waitForDisplayed({ timeout: LONG });
  };

  for (const { size, locale } of RUNS) {
    it(`draws the four charts with their tables and exports PNG and CSV (${size.name}, ${locale})`, async function () {
      const w = strings(`plugins/charts/i18n/${locale}.json`);
      const [d1, d2] = n.days;
      await open(size, locale, 'chefe');
      await (browser as unknown as { sendCommand(cmd: string, params: object): Promise<unknown> }).sendCommand('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
      expect(await $('[data-testid="menu-charts"]').getText().catch(() => w.menu)).to.contain(w.menu);

      // stories per program and day: Noite d1 4 (the chief's private story counted), Restrita 2; d2 Noite 0, Manhã 1
      await ready('stories');
      expect(await $('[data-testid="chart-stories"] h2').getText()).to.equal(w.charts.stories.title);
      await $('[data-testid="chart-canvas"]').waitForDisplayed({ timeout: LONG });
      const headers = await $$('[data-testid="chart-stories-data-table"] th').map((th) => th.getProperty('textContent') as Promise<string>);
      expect(headers.map((h) => h.toLowerCase())).to.include.members(['jornal da noite', 'manhã já', 'política restrita']);
      expect(await row('chart-stories-data', d1)).to.include.members([ddmm(d1), '4', '2', '6']);
      expect(await row('chart-stories-data', d2)).to.include.members([ddmm(d2), '1']);
      expect(await $('[data-testid="chart-summary"]').getText()).to.contain(ddmm(today));
      await assertAccessible(browser, `charts stories ${size.name}`);
      await shotAt(browser, `charts-stories-${locale}`, size);

      // the period: from d2 only, typed as a person types it
      await clickAt(browser, '[data-testid="charts-from"]');
      await browser.keys(['Control', 'a']);
      await browser.keys('Backspace');
      await browser.keys(ddmm(d2).replace(/\//g, '').split(''));
      await clickAt(browser, '[data-testid="chart-stories"] h2');
      await browser.waitUntil(async () => !(await $(`[data-testid="chart-stories-data-table"] tr[data-key="${d1}"]`).isExisting()), { timeout: LONG, timeoutMsg: 'the period did not change' });
      await ready('stories');
      expect(await row('chart-stories-data', d2)).to.include.members([ddmm(d2), '1']);
      await clickAt(browser, '[data-testid="charts-last-30"]');
      await row('chart-stories-data', d1);

      // on-air time: Noite d1 4:20 aired against 4:15 estimated; by program adds Manhã's 0:35 / 0:40
      await clickAt(browser, '[data-testid="charts-tabs-on-air"]');
      await ready('on-air');
      expect(await row('chart-on-air-data', d1)).to.include.members([ddmm(d1), '5:30', '6:15', '−0:45']);
      await clickAt(browser, '[data-testid="chart-group-program"]');
      expect(await row('chart-on-air-data', 'Jornal da Noite')).to.deep.equal(['Jornal da Noite', '4:20', '4:15', '0:05']);
      await assertAccessible(browser, `charts on-air ${size.name}`);
      await shotAt(browser, `charts-on-air-${locale}`, size);

      // the program filter, then the PNG export
      await $('[data-testid="charts-program"]').selectByVisibleText('Manhã Já');
      await browser.waitUntil(async () => (await $$('[data-testid="chart-on-air-data-table"] tbody tr').length) === 1, { timeout: LONG, timeoutMsg: 'the program filter did not apply' });
      await ready('on-air');
      expect(await row('chart-on-air-data', 'Manhã Já')).to.deep.equal(['Manhã Já', '0:35', '0:40', '−0:05']);
      const png = await download(dir, '[data-testid="chart-on-air"] [data-testid="chart-export-png"]', '.png');
      expect(png.name).to.match(/^on-air-.*\.png$/);
      expect([...png.data.subarray(0, 8)]).to.deep.equal([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.data.readUInt32BE(16), 'PNG width').to.be.greaterThan(200);
      await $('[data-testid="charts-program"]').selectByAttribute('value', '');

      // reportages by state and reporter, with the CSV export in the language
      await clickAt(browser, '[data-testid="charts-tabs-reportages"]');
      await ready('reportages');
      const reporter = await row('chart-reportages-data', 'reporter');
      expect(reporter).to.deep.equal(['reporter', '1', '0', '0', '1', '0', '2']);
      expect(await row('chart-reportages-data', 'chefe')).to.deep.equal(['chefe', '0', '0', '0', '1', '1', '2']);
      await clearNotices(browser);
      const csv = await download(dir, '[data-testid="chart-reportages"] [data-testid="chart-export-csv"]', '.csv');
      expect([...csv.data.subarray(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
      const lines = csv.data.subarray(3).toString('utf8').trim().split('\r\n');
      const sep = locale === 'en_US' ? ',' : ';';
      expect(lines[0]).to.equal([w.csv.reporterId, w.csv.reporter, w.csv.state, w.csv.reportages].join(sep));
      expect(lines.slice(1)).to.include(`${n.reporterId}${sep}reporter${sep}${w.states.COMPLETED}${sep}1`);
      await assertAccessible(browser, `charts reportages ${size.name}`);
      await shotAt(browser, `charts-reportages-${locale}`, size);

      // guidelines completed against interrupted
      await clickAt(browser, '[data-testid="charts-tabs-guidelines"]');
      await ready('guidelines');
      expect(await row('chart-guidelines-data', d1)).to.deep.equal([ddmm(d1), '2', '1']);
      expect(await row('chart-guidelines-data', d2)).to.deep.equal([ddmm(d2), '1', '1']);
      await assertAccessible(browser, `charts guidelines ${size.name}`);
      await shotAt(browser, `charts-guidelines-${locale}`, size);
    });
  }

  it('draws the chart after a failed load is retried (the error screen had replaced its canvas)', async function () {
    await useSize(browser, SIZES[0]);
    await signInAs(browser, k.url, 'chefe');
    // the first ask for the stories chart fails, as a server restarting would
    await browser.execute(() => {
      const real = window.fetch;
      let failed = false;
      window.fetch = (input, init) => {
        if (!failed && String(input).startsWith('/api/charts/stories?')) {
          failed = true;
          return Promise.resolve(new Response('{"message":"down"}', { status: 503, headers: { 'Content-Type': 'application/json' } }));
        }
        return real(input, init);
      };
    });
    await clickAt(browser, '[data-testid="menu-charts"]');
    await $('[data-testid="chart-failed"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="chart-failed-retry"]');
    await ready('stories');
    // Chart.js drew on the canvas now on the page: some of its pixels are painted
    await browser.waitUntil(() => browser.execute(() => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid="chart-stories"] [data-testid="chart-canvas"]');
      if (!c || !c.width) return false;
      const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) return true;
      return false;
    }), { timeout: LONG, timeoutMsg: 'the stories chart was not drawn after the retry' });
  });

  it('shows a reader outside the restricted program none of its figures, and refuses a reversed period', async function () {
    const [d1] = n.days;
    await open(SIZES[1], 'pt_BR', 'de-fora');
    await ready('stories');
    const headers = await $$('[data-testid="chart-stories-data-table"] th').map((th) => th.getProperty('textContent') as Promise<string>);
    expect(headers.join(' ').toLowerCase()).not.to.contain('política restrita');
    // Noite d1: 3 without the chief's private story
    expect(await row('chart-stories-data', d1)).to.include.members([ddmm(d1), '3']);
    await clickAt(browser, '[data-testid="charts-to"]');
    await browser.keys(['Control', 'a']);
    await browser.keys('Backspace');
    // a last day before the first (today − 29)
    await browser.keys(ddmm(dayBefore(today, 40)).replace(/\//g, '').split(''));
    await clickAt(browser, '[data-testid="charts-panel"] [data-testid="charts-tabs-stories"]');
    const problem = $('[data-testid="charts-range-problem"]');
    await problem.waitForDisplayed({ timeout: LONG });
    expect(await problem.getText()).to.equal(strings('plugins/charts/i18n/pt_BR.json').errors.charts.rangeOrder);
    await assertAccessible(browser, 'charts reversed period');
    await shotAt(browser, 'charts-outsider', SIZES[1]);
  });
});
