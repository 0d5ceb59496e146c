import { remote } from 'webdriverio';

/** Debian's headless Chromium through WebdriverIO, as the browser benches use it. */
export const chrome = () =>
  remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--window-size=1440,900'],
      },
      'wdio:chromedriverOptions': { binary: process.env.CHROMEDRIVER_BIN ?? '/usr/bin/chromedriver' },
    },
  });
