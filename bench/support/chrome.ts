import { remote } from 'webdriverio';
import type { TestClient } from '@lauda/sdk/testing';

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

export type Browser = Awaited<ReturnType<typeof chrome>>;

/** Signs a browser in with a session cookie of the kernel (no sign-in form: not what is measured). */
export async function session(b: Browser, url: string, client: TestClient): Promise<void> {
  await b.url(url + '/login');
  const [name, ...value] = client.cookie!.split(';')[0]!.split('=');
  await b.setCookies({ name: name!, value: value.join('='), path: '/' });
}
