/**
 * The admin's "E-mail (SMTP)" screen in a real browser, against a real SMTP server started here
 * (`smtp-server`): a bad port shows the field's error, the settings are saved, the test message
 * arrives and its success notice shows; a server that is not there shows the translated refusal;
 * the screen at the three sizes with no critical or serious axe violation.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { freePorts, startSmtpSink, startTestKernel, type SmtpSink, type TestKernel } from '@lauda/sdk/testing';
import {
  assertAccessible, assertBuilt, clearField, clearNotices, clickAt, dismissDesktopOffer, failureEvidence, fill, noticeWith, shotAt, signIn, SIZES, strings, useSize, waitForPath, webRoot, type Strings,
} from './support.js';

const ADMIN_ROLES = ['ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];

async function typeInto(selector: string, value: string): Promise<void> {
  await clearField(browser, selector);
  await $(selector).setValue(value);
}

async function openMail(url: string): Promise<void> {
  await browser.url(`${url}/admin/mail`);
  await waitForPath(browser, '/admin/mail');
  await $('[data-testid="mail-settings"]').waitForDisplayed({ timeout: 20_000 });
}

describe('admin e-mail (SMTP) screen', function () {
  let k: TestKernel;
  let sink: SmtpSink;
  let t: Strings; // shell, pt_BR

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: ['admin'], config: { webRoot } });
    await k.userWith(ADMIN_ROLES, 'chefe');
    sink = await startSmtpSink();
    t = strings('web-shell/src/i18n/pt_BR.json');
  });

  after(async function () {
    await sink?.stop();
    await k?.stop();
  });

  afterEach(async function () {
    if (this.currentTest?.state === 'failed') await failureEvidence(browser, this.currentTest, 'mail-fail');
  });

  it('shows the tab, refuses a bad port with the field error and saves the settings', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'chefe');
    await dismissDesktopOffer(browser, 6000);
    await browser.url(`${k.url}/admin`);
    await $('[data-testid="admin-tab-mail"]').waitForDisplayed({ timeout: 20_000 });
    expect(await $('[data-testid="admin-tab-mail"]').getText()).to.equal(t.admin.mail.title);
    await clickAt(browser, '[data-testid="admin-tab-mail"]');
    await waitForPath(browser, '/admin/mail');
    await $('[data-testid="mail-settings"]').waitForDisplayed({ timeout: 20_000 });

    await clickAt(browser, '[data-testid="mail-enabled"]');
    await typeInto('[data-testid="mail-host"]', '127.0.0.1');
    await typeInto('[data-testid="mail-port"]', '70000');
    await $('[data-testid="mail-security"]').selectByAttribute('value', 'none');
    await typeInto('[data-testid="mail-fromAddress"]', 'redacao@example.org');
    await typeInto('[data-testid="mail-fromName"]', 'Redação Central');
    await clickAt(browser, '[data-testid="mail-save"]');
    const error = $('[data-testid="mail-field-port-error"]');
    await error.waitForDisplayed();
    expect(await error.getText()).to.equal(fill(t.validation.maxNumber, { count: 65535 }));
    await noticeWith(browser, 'warning', t.validation.formInvalid);
    await shotAt(browser, 'mail-bad-port', SIZES[0]);

    await typeInto('[data-testid="mail-port"]', String(sink.port));
    await error.waitForDisplayed({ reverse: true });
    await clickAt(browser, '[data-testid="mail-save"]');
    await noticeWith(browser, 'success', t.admin.mail.saved);
    const saved = (await (await k.userWith(['ROLE_ADMIN_READ'], 'leitor')).get('/api/mail/config')).body;
    expect(saved).to.include({ version: 1, enabled: true, host: '127.0.0.1', port: sink.port, security: 'none', fromAddress: 'redacao@example.org', fromName: 'Redação Central', passwordSet: false });
  });

  it('sends the test message: it arrives, and the success notice shows', async function () {
    await clearNotices(browser);
    await typeInto('[data-testid="mail-test-to"]', 'editor@example.org');
    await clickAt(browser, '[data-testid="mail-test-send"]');
    await noticeWith(browser, 'success', fill(t.admin.mail.testSent, { to: 'editor@example.org' }));
    const [m] = await sink.waitFor(1);
    expect(m!.subject).to.equal('Lauda: mensagem de teste');
    expect(m!.from!.value[0]).to.deep.include({ address: 'redacao@example.org', name: 'Redação Central' });
    expect(sink.envelopes[0]).to.deep.equal(['editor@example.org']);
    await shotAt(browser, 'mail-test-sent', SIZES[0]);
  });

  it('a server that does not answer is the translated "refused" notice with its answer', async function () {
    await clearNotices(browser);
    const [closed] = await freePorts(1);
    await typeInto('[data-testid="mail-port"]', String(closed));
    await clickAt(browser, '[data-testid="mail-save"]');
    await noticeWith(browser, 'success', t.admin.mail.saved);
    await clickAt(browser, '[data-testid="mail-test-send"]');
    const prefix = t.errors.mail.sendFailed.split('{{')[0].trim();
    const text = await noticeWith(browser, 'error', prefix);
    expect(text).to.match(/ECONNREFUSED|connect/i);
    expect(sink.messages).to.have.length(1);
  });

  for (const size of SIZES) {
    it(`fits and is accessible at ${size.name} (${size.width}x${size.height})`, async function () {
      await useSize(browser, size);
      await openMail(k.url);
      await clearNotices(browser);
      await $('[data-testid="mail-test-send"]').scrollIntoView({ block: 'center' });
      const overflow = await browser.execute(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal scroll').to.be.at.most(0);
      await shotAt(browser, 'mail-settings', size);
      await assertAccessible(browser, `mail settings ${size.name}`);
    });
  }
});
