/**
 * The sign-in page loads without an error in the console: the shell asks who is signed in with
 * GET /api/session (200 { user: null }), so no request of the page answers 401.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import { assertBuilt, clickAt, LONG, waitForPath, webRoot } from './support.js';

/** The page's requests that answered 4xx/5xx (Resource Timing's responseStatus). */
const failedRequests = () => browser.execute(() => (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { responseStatus?: number })[])
  .filter((e) => (e.responseStatus ?? 0) >= 400).map((e) => `${e.responseStatus} ${new URL(e.name).pathname}`));

describe('sign-in page: no 401 on load', function () {
  let k: TestKernel;
  before(async function () {
    assertBuilt();
    k = await startTestKernel({ config: { webRoot } });
    await k.userWith([], 'ana');
  });
  after(async function () {
    await k?.stop();
  });

  it('a visitor sent to /login causes no failed request; signing in still works', async function () {
    await browser.deleteCookies();
    await browser.url(k.url + '/');
    await waitForPath(browser, '/login');
    await $('[data-testid="login-form"]').waitForDisplayed({ timeout: LONG });
    const probed = await browser.execute(() => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/api/session'));
    expect(probed, 'the shell probed the session').to.equal(true);
    expect(await failedRequests()).to.deep.equal([]);
    // a reload of the sign-in page: still nothing failed
    await browser.refresh();
    await $('[data-testid="login-form"]').waitForDisplayed({ timeout: LONG });
    expect(await failedRequests()).to.deep.equal([]);
    await $('#username').setValue('ana');
    await $('#password').setValue('secret-pass');
    await clickAt(browser, '[data-testid="login-submit"]');
    await waitForPath(browser, /^\/main/);
  });
});
