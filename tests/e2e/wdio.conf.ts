/**
 * Browser suite of the web shell: WebdriverIO 9, mocha, Debian's chromium and chromedriver (both named,
 * so WebdriverIO never tries to download a browser). The spec boots its own kernel in-process.
 *
 *   npm run build                       (sdk, kernel, plugins and web-shell/dist)
 *   npx wdio run tests/e2e/wdio.conf.ts
 *
 * Screenshots land in tests/e2e/screens/ (gitignored). CHROMIUM_BIN / CHROMEDRIVER_BIN override the paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const config: WebdriverIO.Config = {
  runner: 'local',
  autoXvfb: false,
  specs: [path.join(here, '*.spec.ts')],
  // two spec files at once (each has its own kernel, database and browser): the suite in about half the time on 2 cores
  maxInstances: Number(process.env.LAUDA_E2E_INSTANCES ?? 2),
  capabilities: [
    {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
          '--no-first-run',
          '--window-size=1280,900',
          '--lang=pt-BR',
        ],
      },
      'wdio:chromedriverOptions': { binary: process.env.CHROMEDRIVER_BIN ?? '/usr/bin/chromedriver' },
    },
  ],
  logLevel: 'warn',
  bail: 0,
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 1,
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { ui: 'bdd', timeout: 120_000 },
  // tests/run-all.js counts results from these lines (wdio's own summary counts spec files)
  afterTest(test, _context, result) {
    const file = process.env.LAUDA_STATS_LINES;
    if (file) fs.appendFileSync(file, result.passed ? 'pass\n' : 'fail\n');
    // named again at the very end of the run, where a CI log's tail shows it
    const fails = process.env.LAUDA_FAILS_FILE;
    if (fails && !result.passed) fs.appendFileSync(fails, `${test.parent} ${test.title}: ${String(result.error?.message ?? '').split('\n')[0]}\n`);
  },
};
