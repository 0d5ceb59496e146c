/**
 * The admin's "E-mail (SMTP)" screen in a real browser, against a real SMTP server started here
 * (`smtp-server`): a bad port shows the field's error, the settings are saved, the test message
 * arrives and its success notice shows; a server that is not there shows the translated refusal;
 * the screen at the three sizes with no critical or serious axe violation.
 */
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { freePorts, startSmtpSink, startTestKernel, type SmtpSink, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import productions from '@lauda/plugin-productions';
import {
  assertAccessible, assertBuilt, branchToday, clearField, clearNotices, clickAt, dismissDesktopOffer, failureEvidence, fill, noticeWith, shotAt, signIn, SIZES, strings, useSize, waitForPath, webRoot, type Strings,
} from './support.js';

const ADMIN_ROLES = [
  'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE',
  'ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE', 'ROLE_ASSIGNMENT_READ',
];

async function typeInto(selector: string, value: string): Promise<void> {
  await clearField(browser, selector);
  await $(selector).setValue(value);
}

async function openMail(url: string): Promise<void> {
  await browser.url(`${url}/admin/mail`);
  await waitForPath(browser, '/admin/mail');
  await $('[data-testid="mail-settings"]').waitForDisplayed({ timeout: 20_000 });
}

let k: TestKernel;
let chefe: TestClient;
let sink: SmtpSink;
let t: Strings; // shell, pt_BR
let kit: Strings; // the kit's words, pt_BR
let productionId: number;

before(async function () {
  assertBuilt();
  k = await startTestKernel({ plugins: [admin, guidelines, productions], config: { webRoot } });
  chefe = await k.userWith(ADMIN_ROLES, 'chefe');
  const bia = await k.userWith(['ROLE_PRODUCTION_READ'], 'bia');
  const knex = (k as unknown as { kernel: { db: { knex: import('@lauda/sdk/server').Knex } } }).kernel.db.knex;
  await knex('users').where('username', 'bia').update({ email: 'bia@example.org', name: 'Bia Souza' });
  const today = await branchToday(chefe);
  const p = await chefe.post('/api/productions', { slug: 'ENTREVISTA NO ESTÁDIO', date: today, local: 'Estádio Municipal', tasks: [{ label: 'Confirmar credenciais', date: today }] });
  if (p.status !== 201) throw new Error(`production: ${p.status} ${JSON.stringify(p.body)}`);
  productionId = p.body.id;
  sink = await startSmtpSink();
  t = strings('web-shell/src/i18n/pt_BR.json');
  kit = strings('sdk/web-kit/i18n/pt_BR.json');
});

after(async function () {
  await sink?.stop();
  await k?.stop();
});

afterEach(async function () {
  if (this.currentTest?.state === 'failed') await failureEvidence(browser, this.currentTest, 'mail-fail');
});

describe('admin e-mail (SMTP) screen', function () {

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

/** Opens today's checklist in the drawer and its "Enviar por e-mail" dialog. */
async function openSendDialog(): Promise<void> {
  await browser.url(`${k.url}/main/productions`);
  await $('[data-testid="production-list"]').waitForDisplayed({ timeout: 20_000 });
  await clickAt(browser, `[data-testid="production-list"] tr[data-id="${productionId}"] [data-testid="production-menu"]`);
  await clickAt(browser, '[data-testid="production-menu-view"]');
  await $('[data-testid="production-viewer"]').waitForDisplayed({ timeout: 20_000 });
  await clickAt(browser, '[data-testid="production-mail-open"]');
  await $('[data-testid="production-mail"]').waitForDisplayed({ timeout: 20_000 });
}

describe('send a production by e-mail', function () {
  it('picks a user and types an address, sends, and the PDF arrives', async function () {
    await useSize(browser, SIZES[0]);
    await clearNotices(browser);
    const before = sink.messages.length;
    // the admin tests left the server pointing nowhere: back to the sink
    const cfg = (await chefe.get('/api/mail/config')).body;
    expect((await chefe.put('/api/mail/config', { ...cfg, port: sink.port })).status).to.equal(200);
    await openSendDialog();
    await $('[data-testid="production-mail-users-input"]').click();
    await $('[data-testid="production-mail-users-input"]').setValue('Bia');
    await clickAt(browser, '[data-testid="production-mail-users-option"][data-label="Bia Souza"]');
    await browser.keys('Escape');
    await $('#production-mail-to').setValue('pauta@example.org');
    await browser.keys('Enter');
    await $('[data-testid="production-mail-to-chip"]').waitForDisplayed();
    await $('[data-testid="production-mail-message"]').setValue('Segue a produção de hoje');
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'send-mail-dialog', size);
      await assertAccessible(browser, `send by e-mail dialog at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="production-mail-send"]');
    await noticeWith(browser, 'success', fill(kit.mail.sent, { count: 2 }));
    await $('[data-testid="production-mail"]').waitForExist({ reverse: true });
    const [m] = (await sink.waitFor(before + 1)).slice(before);
    expect(sink.envelopes.at(-1)).to.have.members(['bia@example.org', 'pauta@example.org']);
    expect(m!.subject).to.equal('ENTREVISTA NO ESTÁDIO');
    expect(m!.text).to.contain('Segue a produção de hoje');
    expect(m!.attachments.map((a) => a.contentType)).to.deep.equal(['application/pdf']);
  });

  it('with mail disabled, the dialog shows the translated "not configured" notice and stays open', async function () {
    await clearNotices(browser);
    const cfg = (await chefe.get('/api/mail/config')).body;
    expect((await chefe.put('/api/mail/config', { ...cfg, enabled: false })).status).to.equal(200);
    await browser.keys('Escape');
    await openSendDialog();
    await $('#production-mail-to').setValue('pauta@example.org');
    await browser.keys('Enter');
    await clickAt(browser, '[data-testid="production-mail-send"]');
    await noticeWith(browser, 'error', t.errors.mail.notConfigured);
    expect(await $('[data-testid="production-mail"]').isDisplayed()).to.equal(true);
    await shotAt(browser, 'send-mail-not-configured', SIZES[0]);
  });
});
