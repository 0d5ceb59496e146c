import path from 'node:path';
import { browser, $ } from '@wdio/globals';
import { startTestKernel } from '@lauda/sdk/testing';
const webRoot = path.resolve('/work/main/web-shell/dist');
describe('dbg', function () {
  it('signs in', async function () {
    const k = await startTestKernel({ plugins: ['admin'], config: { webRoot } });
    await k.userWith(['ROLE_USER_READ', 'ROLE_ADMIN_READ'], 'chefe');
    await browser.url(k.url + '/login');
    await $('#username').waitForDisplayed();
    await $('#username').setValue('chefe');
    await $('#password').setValue('secret-pass');
    await browser.execute(() => { const w = window as any; w.__errs = []; const ce = console.error; console.error = (...a: any[]) => { w.__errs.push(a.map((x) => String(x && x.stack || x)).join(' ')); ce(...a); }; window.addEventListener('error', (e) => w.__errs.push('E ' + e.message + ' ' + (e.error && e.error.stack))); });
    await $('[data-testid="login-submit"]').click();
    await browser.pause(4000);
    console.log('URL', await browser.getUrl());
    console.log('BODY', (await $('body').getText()).slice(0, 1500));
    const logs = await browser.execute(() => (window as any).__errs ?? null);
    console.log('ERRS', logs);
    await browser.saveScreenshot('/tmp/dbg.png');
    await k.stop();
  });
});
