/**
 * "Indexação de dados" in the browser, as an administrator: the index targets with their states,
 * entries and last rebuild; 20,000 contacts written behind the index's back are found only after
 * "Reconstruir" on the contacts row, whose progress bar moves until "Reconstruído"; "Reconstruir
 * tudo" confirmed while another administrator's rebuild runs is refused with the translated 409,
 * then runs every target to rebuilt; with the live socket cut, the page follows a rebuild by
 * asking the server. A reader (ROLE_ADMIN_READ only) sees it read-only, in three languages. Three
 * sizes, axe, screenshots.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel } from '@lauda/kernel';
import type { TestClient } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import contacts from '@lauda/plugin-contacts';
import guidelines from '@lauda/plugin-guidelines';
import { LONG, SIZES, assertAccessible, assertBuilt, clearNotices, clickAt, failureEvidence, noticeWith, shotAt, strings, useSize, webRoot } from './support.js';
import { signInAs } from './signin-as.js';
import { indexed } from './search-support.js';

const words = (locale: string) => strings(`web-shell/src/i18n/${locale}.json`);
const pt = words('pt_BR');
const SEEDED = 20_000;
const row = (target: string) => `[data-testid="index-row"][data-target="${target}"]`;
/** Records in the page every state and progress the contacts row shows (a rebuild may be quick). */
const watchRow = (target: string) => browser.execute((sel: string) => {
  const w = window as unknown as { seen: string[] };
  w.seen = [];
  const note = () => {
    const r = document.querySelector(sel);
    if (!r) return;
    const bar = r.querySelector('[data-testid="index-progress"]');
    w.seen.push(`${r.getAttribute('data-state')}:${bar ? bar.getAttribute('data-percent') : ''}`);
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
}, row(target));
const seenStates = () => browser.execute(() => (window as unknown as { seen: string[] }).seen);
const stateOf = (target: string) => $(row(target)).getAttribute('data-state');
const allRebuilt = () => browser.execute(() => Array.from(document.querySelectorAll('[data-testid="index-row"]')).every((r) => r.getAttribute('data-state') === 'rebuilt'));

/** Keeps every WebSocket the page opens, and can refuse new ones: the live socket can be cut. */
const WRAP_SOCKETS = `(() => {
  const Native = window.WebSocket;
  window.__sockets = [];
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(window.__blockSockets ? 'ws://127.0.0.1:9/' : url, protocols);
      window.__sockets.push(this);
    }
  };
})();`;

describe('data indexing page', function () {
  let k: Awaited<ReturnType<typeof startTestKernel>>;
  let chefe: TestClient;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, contacts, guidelines], config: { webRoot } });
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chefe = await k.userWith(all, 'chefe');
    await k.userWith(['ROLE_ADMIN_READ', 'ROLE_CONTACT_READ'], 'leitor');
    const now = Date.now();
    const rows = Array.from({ length: SEEDED }, (_, i) => ({
      name: `Fonte ${i}`, country: 'BR', numbers: '[]', digits: '', emails: '[]', info: `arquivo antigo numero${i}`, allowed_users: '[]', created_at: now, change_date: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await k.kernel.db.knex('contact_contacts').insert(rows.slice(i, i + 500));
    // written without a message: the index does not know them
    await indexed(chefe, 'numero77', 0);
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'search-index');
  });
  after(async function () {
    await k?.stop();
  });

  for (const size of SIZES) {
    it(`lists the index targets with their state, entries and last rebuild (${size.name})`, async function () {
      await useSize(browser, size);
      await signInAs(browser, k.url, 'chefe');
      if (size.name === 'phone') await clickAt(browser, '[data-testid="menu-drawer-toggle"]');
      await clickAt(browser, '[data-testid="menu-admin"]');
      await clickAt(browser, '[data-testid="admin-tab-index"]');
      // a table; on a phone a card each
      await $(size.name === 'phone' ? '[data-testid="index-list"]' : '[data-testid="index-table"]').waitForDisplayed({ timeout: LONG });
      const targets = await browser.execute(() => Array.from(document.querySelectorAll('[data-testid="index-row"]')).map((r) => r.getAttribute('data-target')));
      expect(targets).to.deep.equal(['assignments', 'contacts', 'logs']);
      expect(await $(`${row('contacts')} [data-testid="index-target"]`).getText()).to.equal(pt.search.targetNames.contacts);
      // a test kernel does not rebuild at start: new targets are outdated, never rebuilt
      expect(await $(`${row('logs')} [data-testid="index-state"]`).getText()).to.equal(pt.admin.index.states.outdated);
      expect(await $(`${row('logs')} [data-testid="index-rebuilt-at"]`).getText()).to.equal(pt.admin.index.never);
      await assertAccessible(browser, `index page at ${size.name}`);
      await shotAt(browser, 'search-index', size);
    });
  }

  it('rebuilds one target: its progress moves up to rebuilt and the old documents are found', async function () {
    await useSize(browser, SIZES[0]);
    await signInAs(browser, k.url, 'chefe');
    await browser.url(`${k.url}/admin/index`);
    await $(row('contacts')).waitForDisplayed({ timeout: LONG });
    await watchRow('contacts');
    await clickAt(browser, `${row('contacts')} [data-testid="index-rebuild"]`);
    await $(`${row('contacts')} [data-testid="index-progress"]`).waitForDisplayed({ timeout: LONG });
    await shotAt(browser, 'search-index-progress', SIZES[0]);
    await browser.waitUntil(async () => (await stateOf('contacts')) === 'rebuilt', { timeout: 60_000, timeoutMsg: 'the contacts never became rebuilt' });
    const seen = await seenStates();
    expect(seen[seen.length - 1], seen.join(' ')).to.equal('rebuilt:');
    const percents = seen.filter((s) => s.startsWith('rebuilding:') && s !== 'rebuilding:').map((s) => Number(s.split(':')[1]));
    expect(percents.length, `no progress shown: ${seen.join(' ')}`).to.be.greaterThan(0);
    expect(percents.every((p, i) => p >= 0 && p <= 100 && (i === 0 || p >= percents[i - 1]!)), percents.join(' ')).to.equal(true);
    expect(await $(`${row('contacts')} [data-testid="index-entries"]`).getText()).to.equal(new Intl.NumberFormat('pt-BR').format(SEEDED));
    expect(await $(`${row('contacts')} [data-testid="index-rebuilt-at"]`).getText()).to.match(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await indexed(chefe, 'numero77', 1);
  });

  it('"Reconstruir tudo": refused while another rebuild runs (translated), then every target to rebuilt', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'chefe');
    await browser.url(`${k.url}/admin/index`);
    await $(row('contacts')).waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="index-rebuild-all"]');
    await $('[data-testid="index-all-confirm"]').waitForDisplayed({ timeout: LONG });
    await assertAccessible(browser, 'rebuild all confirm');
    await shotAt(browser, 'search-index-confirm', SIZES[1]);
    // meanwhile another instance sharing the index claims the contacts (as its rebuild does)
    const claim = (values: Record<string, unknown>) => k.kernel.db.knex('search_targets').where({ target: 'contacts' }).update(values);
    await claim({ state: 'rebuilding', holder: 'another-instance', lease_until: Date.now() + 60_000, done: 0, total: 0, generation: k.kernel.db.knex.raw('generation + 1') });
    try {
      await clickAt(browser, '[data-testid="index-all-confirm-confirm"]');
      await noticeWith(browser, 'error', pt.errors.index.rebuilding);
      // the page read the states again: the contacts are being rebuilt elsewhere
      await browser.waitUntil(async () => (await stateOf('contacts')) === 'rebuilding', { timeout: LONG, timeoutMsg: 'the page did not show the other rebuild' });
      expect(await $('[data-testid="index-rebuild-all"]').isEnabled()).to.equal(false);
    } finally {
      await claim({ state: 'rebuilt', holder: null, lease_until: 0 });
    }
    await clearNotices(browser);
    await browser.refresh();
    await browser.waitUntil(allRebuilt, { timeout: LONG, timeoutMsg: 'the claim was not released' });
    const asked = Date.now();
    // the contacts (20,000, walked last) show their rebuild for seconds; the sign-in log (8
    // entries, the kernel's own target, walked first) may go from rebuilding to rebuilt in one render
    await watchRow('contacts');
    await clickAt(browser, '[data-testid="index-rebuild-all"]');
    await clickAt(browser, '[data-testid="index-all-confirm-confirm"]');
    await browser.waitUntil(async () => (await seenStates()).some((s) => s.startsWith('rebuilding')), { timeout: LONG }).catch(async () => {
      const notices = await browser.execute(() => Array.from(document.querySelectorAll('[data-testid^="notice"]')).map((n) => n.textContent));
      throw new Error(`the contacts never showed rebuilding; seen ${(await seenStates()).join(' ')}; notices ${JSON.stringify(notices)}; server ${JSON.stringify((await chefe.get('/api/index')).body)}`);
    });
    await browser.waitUntil(allRebuilt, { timeout: 60_000, timeoutMsg: 'not every target became rebuilt' });
    const states = (await chefe.get('/api/index')).body as { state: string; rebuiltAt: string }[];
    expect(states.map((s) => s.state)).to.deep.equal(['rebuilt', 'rebuilt', 'rebuilt']);
    for (const s of states) expect(Date.parse(s.rebuiltAt)).to.be.at.least(asked - 1000);
  });

  it('follows a rebuild by asking the server while the live socket is cut', async function () {
    await useSize(browser, SIZES[0]);
    const cdp = browser as unknown as { sendCommand(m: string, p: unknown): Promise<unknown> };
    await cdp.sendCommand('Page.addScriptToEvaluateOnNewDocument', { source: WRAP_SOCKETS });
    await signInAs(browser, k.url, 'chefe');
    await browser.url(`${k.url}/admin/index`);
    await $(row('assignments')).waitForDisplayed({ timeout: LONG });
    await browser.waitUntil(() => browser.execute(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.some((s) => s.readyState === 1)), { timeout: LONG, timeoutMsg: 'no live socket' });
    await browser.execute(() => {
      const w = window as unknown as { __sockets: WebSocket[]; __blockSockets: boolean };
      w.__blockSockets = true;
      for (const s of w.__sockets) s.close();
    });
    // more contacts behind the index's back: only the rebuild counts them
    const now = Date.now();
    await k.kernel.db.knex('contact_contacts').insert(Array.from({ length: 500 }, (_, i) => ({
      name: `Nova ${i}`, country: 'BR', numbers: '[]', digits: '', emails: '[]', info: '', allowed_users: '[]', created_at: now, change_date: now,
    })));
    const entries = $(`${row('contacts')} [data-testid="index-entries"]`);
    expect(await entries.getText()).to.equal(new Intl.NumberFormat('pt-BR').format(SEEDED));
    expect((await chefe.post('/api/index/rebuild', { targets: ['contacts'] })).status).to.equal(202);
    await browser.waitUntil(async () => (await entries.getText()) === new Intl.NumberFormat('pt-BR').format(SEEDED + 500) && (await stateOf('contacts')) === 'rebuilt', {
      timeout: 60_000, timeoutMsg: 'the page never showed the rebuild without its socket',
    });
    expect(await browser.execute(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.every((s) => s.readyState !== 1))).to.equal(true);
    await browser.execute(() => {
      (window as unknown as { __blockSockets: boolean }).__blockSockets = false;
    });
    await clearNotices(browser);
  });

  it('a reader sees it read-only, in three languages', async function () {
    await useSize(browser, SIZES[1]);
    await signInAs(browser, k.url, 'leitor');
    await browser.url(`${k.url}/admin/index`);
    await $('[data-testid="index-table"]').waitForDisplayed({ timeout: LONG });
    expect(await $$('[data-testid="index-rebuild"]').length).to.equal(0);
    expect(await $('[data-testid="index-rebuild-all"]').isExisting()).to.equal(false);
    for (const locale of ['en_US', 'es_ES', 'pt_BR'] as const) {
      const w = words(locale);
      await $('[data-testid="language-select"]').selectByAttribute('value', locale);
      await browser.waitUntil(async () => (await $('[data-testid="admin-tab-index"]').getText()) === w.admin.index.title, { timeout: LONG, timeoutMsg: `the tab is not in ${locale}` });
      expect(await $(`${row('contacts')} [data-testid="index-target"]`).getText()).to.equal(w.search.targetNames.contacts);
      expect(await $(`${row('contacts')} [data-testid="index-state"]`).getText()).to.equal(w.admin.index.states.rebuilt);
      expect(await $('[data-testid="index-page"]').getText()).to.contain(w.admin.readOnly);
      await assertAccessible(browser, `index page in ${locale}`);
      await shotAt(browser, `search-index-${locale}`, SIZES[1]);
    }
  });
});
