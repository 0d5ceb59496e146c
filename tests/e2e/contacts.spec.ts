/**
 * The contacts area ("Contatos") in a real browser: a contact created with two numbers shows its
 * main number as dialled in the list and is found by the search; a number that is no number gets
 * the translated error under its field; the vCard export answers the listed contacts; a contact
 * picked into a guideline's guide shows by name in the guideline viewer; a .vcf file with a bad
 * card imports the good one and lists the bad one's line; the area speaks the three languages.
 * Checked with axe at the three sizes, with screenshots.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browser } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import contacts from '@lauda/plugin-contacts';
import {
  LONG, SIZES, assertAccessible, assertBuilt, branchToday, clearNotices, clickAt, created, dismissDesktopOffer, failureEvidence, fill, noticeWith, shotAt, signIn, strings, useSize, webRoot,
} from './support.js';

const pt = strings('plugins/contacts/i18n/pt_BR.json');
const ROLES = ['ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE', 'ROLE_CONTACT_ADMIN', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ'];
const row = (name: string) => browser.$(`[data-testid="contacts-table"] tr[data-name="${name}"]`);

async function typeInto(selector: string, text: string): Promise<void> {
  const el = browser.$(selector);
  await el.waitForDisplayed({ timeout: LONG });
  await el.setValue(text);
}

describe('contacts area', function () {
  let k: TestKernel;
  let ana: TestClient;
  let guidelineId: number;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, guidelines, contacts], config: { webRoot } });
    ana = await k.userWith(ROLES, 'ana');
    const today = await branchToday(ana);
    guidelineId = created(await ana.post('/api/assignments', {
      slug: 'FEIRA DO LIVRO', date: today, proposal: 'Abertura da feira.', guides: [{ scheduleTime: '14:00', interviewee: 'Organização', address: 'Praça da Matriz' }],
    }), 'guideline').id;
    created(await ana.post('/api/contacts', { name: 'Zuleica Arquivo', company: 'Museu', numbers: [{ value: '(21) 2222-3333', label: 'work' }] }), 'contact');
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'contacts');
  });

  after(async function () {
    await k?.stop();
  });

  it('creates a contact with two numbers, sees the cell phone as dialled in the list and finds it by name and digits', async function () {
    await useSize(browser, SIZES[0]);
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 4000);
    await clickAt(browser, '[data-testid="menu-contacts"]');
    await row('Zuleica Arquivo').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="contact-new"]');
    await typeInto('#contact-name', 'Carlos Lima');
    await typeInto('#contact-company', 'Prefeitura');
    await typeInto('#contact-number-0', '11987654321');
    await clickAt(browser, '[data-testid="contact-number-add"]');
    await typeInto('#contact-number-1', '1133334444');
    await browser.$('#contact-number-label-1').selectByAttribute('value', 'work');
    await typeInto('[data-testid="contact-emails"] input', 'carlos@prefeitura.example\n');
    await clickAt(browser, '[data-testid="contact-save"]');
    await noticeWith(browser, 'success', fill(pt.created, { name: 'Carlos Lima' }));
    await row('Carlos Lima').waitForDisplayed({ timeout: LONG });
    expect(await row('Carlos Lima').$('[data-testid="contact-number"]').getText()).to.equal('(11) 98765-4321');
    const saved = (await ana.get('/api/contacts/filter?filter=Carlos')).body.data[0];
    expect(saved.numbers.map((n: { value: string; label: string }) => [n.value, n.label])).to.deep.equal([['+5511987654321', 'cell_phone'], ['+551133334444', 'work']]);
    expect(saved.emails).to.deep.equal(['carlos@prefeitura.example']);

    // the desktop notices offer comes a few seconds after sign-in: out of the screenshots
    await dismissDesktopOffer(browser, 8000);
    await clearNotices(browser);
    for (const size of SIZES) {
      await useSize(browser, size);
      await row('Carlos Lima').waitForExist({ timeout: LONG });
      await shotAt(browser, 'contacts-list', size);
      await assertAccessible(browser, `contacts list at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await typeInto('[data-testid="contacts-search"]', '3333-4444');
    await browser.waitUntil(async () => (await browser.$$('[data-testid="contact-row"]').length) === 1 && (await row('Carlos Lima').isExisting()),
      { timeout: LONG, timeoutMsg: 'the digits search did not narrow the list to the contact' });
    await typeInto('[data-testid="contacts-search"]', 'zuleica');
    await browser.waitUntil(async () => (await browser.$$('[data-testid="contact-row"]').length) === 1 && (await row('Zuleica Arquivo').isExisting()),
      { timeout: LONG, timeoutMsg: 'the name search did not narrow the list' });
    await typeInto('[data-testid="contacts-search"]', ' ');
    await row('Carlos Lima').waitForDisplayed({ timeout: LONG });
  });

  it('marks a number that is no number with the translated error, at the three sizes', async function () {
    await clickAt(browser, '[data-testid="contact-new"]');
    await typeInto('#contact-name', 'Número Ruim');
    await typeInto('#contact-number-0', '123');
    await clickAt(browser, '[data-testid="contact-save"]');
    const error = browser.$('[data-testid="contact-number-0-error"]');
    await error.waitForDisplayed({ timeout: LONG });
    expect(await error.getText()).to.equal(pt.errors.contact.invalidNumber);
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'contacts-form-error', size);
      await assertAccessible(browser, `contact form at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await browser.keys('Escape');
    await browser.$('[data-testid="contact-form"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('exports the listed contacts as vCard', async function () {
    const href = await browser.$('[data-testid="contacts-export"]').getAttribute('href');
    const text = await browser.execute(async (url: string) => (await fetch(url, { credentials: 'same-origin' })).text(), href ?? '');
    expect(text).to.match(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(text).to.include('FN:Carlos Lima').and.include('TEL;VALUE=uri;TYPE=cell:tel:+5511987654321').and.include('FN:Zuleica Arquivo');
  });

  it("picks the contact into a guideline's guide and sees its name in the guideline viewer", async function () {
    await dismissDesktopOffer(browser);
    await clearNotices(browser);
    await clickAt(browser, '[data-testid="menu-guidelines"]');
    await clickAt(browser, '[data-testid="guideline-list"] [data-testid="guideline-open"][data-slug="FEIRA DO LIVRO"]');
    const form = 'div:not([hidden]) > [data-testid="guideline-form"]';
    await browser.$(form).waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="guideline-sections-guides"]');
    await typeInto('[data-testid="guide-contacts-0-search"]', 'Carlos');
    await clickAt(browser, '[data-testid="guide-contacts-0-result"]');
    expect(await browser.$('[data-testid="guide-contacts-0-chip"]').getText()).to.contain('Carlos Lima');
    for (const size of SIZES) {
      await useSize(browser, size);
      await browser.$('[data-testid="guide-contacts-0"]').scrollIntoView({ block: 'center' });
      await shotAt(browser, 'contacts-guide-picker', size);
      await assertAccessible(browser, `guide contacts picker at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await clickAt(browser, '[data-testid="guideline-save"]');
    await browser.waitUntil(async () => ((await ana.get(`/api/assignments/${guidelineId}`)).body.guides[0].contacts as number[]).length === 1,
      { timeout: LONG, timeoutMsg: 'the guide never kept the contact' });
    await clearNotices(browser);

    await clickAt(browser, '[data-testid="guideline-tabs-list"]');
    await clickAt(browser, '[data-testid="guideline-list"] tr[data-slug="FEIRA DO LIVRO"] [data-testid="guideline-menu"]');
    await clickAt(browser, '[data-testid="guideline-menu-view"]');
    await clickAt(browser, '[data-testid="guideline-viewer-tabs-guides"]');
    const names = browser.$('[data-testid="guideline-viewer-contacts-0"]');
    await names.waitForDisplayed({ timeout: LONG });
    expect(await names.getText()).to.contain('Carlos Lima');
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'contacts-guideline-viewer', size);
      await assertAccessible(browser, `guideline viewer with contacts at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
  });

  it('imports a .vcf file: the good card becomes a contact, the bad one is listed with its line', async function () {
    await clickAt(browser, '[data-testid="menu-contacts"]');
    await row('Carlos Lima').waitForDisplayed({ timeout: LONG });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-vcf-')), 'agenda.vcf');
    fs.writeFileSync(file, [
      'BEGIN:VCARD', 'VERSION:3.0', 'FN:Beatriz Nunes', 'ORG:Defesa Civil', 'TEL;TYPE=CELL:+55 21 99888-7766', 'END:VCARD',
      'BEGIN:VCARD', 'VERSION:3.0', 'FN:Telefone Ruim', 'TEL;TYPE=WORK:12', 'END:VCARD', '',
    ].join('\r\n'));
    await clickAt(browser, '[data-testid="contacts-import"]');
    await browser.$('[data-testid="import-file"]').setValue(file);
    await clickAt(browser, '[data-testid="import-send"]');
    const report = browser.$('[data-testid="import-report"]');
    await report.waitForDisplayed({ timeout: LONG });
    expect(await report.getText()).to.contain(fill(pt.vcard.imported, { imported: 1, refused: 1 }));
    const refused = await browser.$$('[data-testid="import-refused"]');
    expect(refused).to.have.length(1);
    expect(await refused[0]!.getText()).to.match(/^7\s+numbers\.0\.value/).and.contain(pt.errors.contact.invalidNumber);
    for (const size of SIZES) {
      await useSize(browser, size);
      await shotAt(browser, 'contacts-import', size);
      await assertAccessible(browser, `vCard import at ${size.name}`);
    }
    await useSize(browser, SIZES[0]);
    await browser.keys('Escape');
    await row('Beatriz Nunes').waitForDisplayed({ timeout: LONG });
    expect(await row('Beatriz Nunes').$('[data-testid="contact-number"]').getText()).to.equal('(21) 99888-7766');
  });

  it('speaks the three languages: the area, its list and the number labels', async function () {
    await clearNotices(browser);
    await useSize(browser, SIZES[1]);
    for (const locale of ['en_US', 'es_ES', 'pt_BR'] as const) {
      const w = strings(`plugins/contacts/i18n/${locale}.json`);
      await browser.$('[data-testid="language-select"]').selectByAttribute('value', locale);
      await browser.waitUntil(async () => (await browser.$('[data-testid="contact-new"]').getText()) === w.new, { timeout: LONG, timeoutMsg: `no ${locale} "new" button` });
      expect(await browser.$('[data-testid="contacts-table"] thead').getText()).to.contain(w.fields.company.toUpperCase());
      await clickAt(browser, '[data-testid="contacts-table"] tr[data-name="Carlos Lima"] [data-testid="contact-open"]');
      const label = browser.$('#contact-number-label-1');
      await label.waitForDisplayed({ timeout: LONG });
      expect(await label.$('option:checked').getText()).to.equal(w.labels.work);
      await shotAt(browser, `contacts-form-${locale}`, SIZES[1]);
      await browser.keys('Escape');
      await browser.$('[data-testid="contact-form"]').waitForExist({ reverse: true, timeout: LONG });
    }
  });
});
