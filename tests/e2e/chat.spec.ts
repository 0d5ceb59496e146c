/**
 * Chat in two real browsers: ana starts a one-to-one chat with bia from the people list and sends a
 * message with Enter; bia, in another browser, sees the unread badge appear live, opens the chat,
 * reads it (the badge goes) and answers while ana sees her typing and then her answer. The dock,
 * the list and the window at the three sizes, with axe and screenshots.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browser } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import chat from '@lauda/plugin-chat';
import { LONG, SIZES, assertAccessible, assertBuilt, clickAt, dismissDesktopOffer, failureEvidence, fill, secondBrowser, shotAt, signIn, strings, useSize, webRoot } from './support.js';

type Browser = WebdriverIO.Browser;
const pt = strings('plugins/chat/i18n/pt_BR.json');
const text = async (b: Browser, selector: string) => b.$(selector).getText();

describe('chat', function () {
  let k: TestKernel;
  let second: Browser | null = null;
  let chatId = 0;

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [chat], config: { webRoot } });
    await k.userWith(['ROLE_CHAT_READ'], 'ana');
    await k.userWith(['ROLE_CHAT_READ'], 'bia');
    await k.userWith(['ROLE_CHAT_READ'], 'caio');
  });
  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'chat');
    if (second) await failureEvidence(second, this.currentTest, 'chat-bia');
  });
  after(async function () {
    await second?.deleteSession().catch(() => undefined);
    await k?.stop();
  });

  it('two users chat one to one: the other sees the message live with an unread badge', async function () {
    await useSize(browser, SIZES[0]);
    second = await secondBrowser();
    await useSize(second, SIZES[0]);
    await signIn(second, k.url, 'bia');
    await dismissDesktopOffer(second, 3000);
    await signIn(browser, k.url, 'ana');
    await dismissDesktopOffer(browser, 3000);

    await clickAt(browser, '[data-testid="chat-launcher"]');
    await browser.$('[data-testid="chat-list"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="chat-tabs-people"]');
    await browser.$('[data-testid="chat-user-bia"]').waitForDisplayed({ timeout: LONG });
    // bia is signed in: online
    expect(await text(browser, '[data-testid="chat-user-bia"]')).to.contain(pt.online);
    await shotAt(browser, 'chat-people', SIZES[0]);
    await assertAccessible(browser, 'chat people');
    await clickAt(browser, '[data-testid="chat-user-bia"]');
    const win = await browser.$('[data-testid^="chat-window-"]');
    await win.waitForDisplayed({ timeout: LONG });
    chatId = Number((await win.getAttribute('data-testid') ?? '').replace('chat-window-', ''));
    await browser.$(`[data-testid="chat-input-${chatId}"]`).setValue('Pauta das 18h fechada');
    await browser.keys('Enter');
    await browser.waitUntil(async () => (await text(browser, `[data-testid="chat-messages-${chatId}"]`)).includes('Pauta das 18h fechada'), { timeout: LONG, timeoutMsg: 'ana never saw her message' });
    expect(await browser.$(`[data-testid="chat-input-${chatId}"]`).getValue()).to.equal('');

    // bia: the badge comes live, without a reload
    await second.$('[data-testid="chat-unread-total"]').waitForDisplayed({ timeout: LONG });
    expect(await text(second, '[data-testid="chat-unread-total"]')).to.equal('1');
    await clickAt(second, '[data-testid="chat-launcher"]');
    await second.$(`[data-testid="chat-unread-${chatId}"]`).waitForDisplayed({ timeout: LONG });
    await shotAt(second, 'chat-list-unread', SIZES[0]);
    await assertAccessible(second, 'chat list');
    await clickAt(second, `[data-testid="chat-row-${chatId}"]`);
    await second.waitUntil(async () => (await text(second!, `[data-testid="chat-messages-${chatId}"]`)).includes('Pauta das 18h fechada'), { timeout: LONG, timeoutMsg: 'bia never saw the message' });
    await second.$('[data-testid="chat-unread-total"]').waitForDisplayed({ reverse: true, timeout: LONG });
    // ana sees it read
    await browser.waitUntil(async () => (await text(browser, `[data-testid="chat-messages-${chatId}"]`)).includes(pt.readByAll), { timeout: LONG, timeoutMsg: 'ana never saw it read' });

    // bia types: ana sees it; Enter sends, and ana gets the answer live
    await second.$(`[data-testid="chat-input-${chatId}"]`).setValue('Ok');
    await browser.waitUntil(async () => (await text(browser, `[data-testid="chat-typing-${chatId}"]`)) === fill(pt.typing, { nickname: 'bia' }), { timeout: LONG, timeoutMsg: 'ana never saw bia typing' });
    await second.$(`[data-testid="chat-input-${chatId}"]`).addValue(', confirmado');
    await second.keys('Enter');
    await browser.waitUntil(async () => (await text(browser, `[data-testid="chat-messages-${chatId}"]`)).includes('Ok, confirmado'), { timeout: LONG, timeoutMsg: 'ana never got the answer' });
    await shotAt(second, 'chat-window', SIZES[0]);
    await assertAccessible(second, 'chat window');
  });

  for (const size of SIZES) {
    it(`the dock and an open chat window at ${size.name} size`, async function () {
      await useSize(browser, size);
      await dismissDesktopOffer(browser);
      await browser.$(`[data-testid="chat-window-${chatId}"]`).waitForDisplayed({ timeout: LONG });
      const box = await browser.$(`[data-testid="chat-window-${chatId}"]`).getSize();
      const rect = await browser.$(`[data-testid="chat-window-${chatId}"]`).getLocation();
      if (size.name === 'phone') {
        // full screen on a phone
        expect(box.width).to.equal(size.width);
        expect(rect.y).to.equal(0);
      } else {
        // docked at the bottom right
        expect(rect.x + box.width).to.be.greaterThan(size.width - 400);
        expect(Math.round(rect.y + box.height)).to.be.within(size.height - 2, size.height);
      }
      await shotAt(browser, 'chat-window', size);
      await assertAccessible(browser, `chat window ${size.name}`);
      // minimized: only its bar, still at the bottom
      await clickAt(browser, `[data-testid="chat-min-${chatId}"]`);
      await browser.$(`[data-testid="chat-input-${chatId}"]`).waitForDisplayed({ reverse: true, timeout: LONG });
      await shotAt(browser, 'chat-minimized', size);
      await clickAt(browser, `[data-testid="chat-min-${chatId}"]`);
      await browser.$(`[data-testid="chat-input-${chatId}"]`).waitForDisplayed({ timeout: LONG });
    });
  }

  it('adds a member: a new group chat opens and the old one is minimized; a file goes; closing the group leaves it', async function () {
    await useSize(browser, SIZES[0]);
    await dismissDesktopOffer(browser);
    await clickAt(browser, `[data-testid="chat-add-${chatId}"]`);
    await browser.$('[data-testid="chat-add-dialog"]').waitForDisplayed({ timeout: LONG });
    await browser.$('[data-testid="chat-add-picker-input"]').setValue('caio');
    await clickAt(browser, '[data-testid="chat-add-picker-option"]');
    await clickAt(browser, '[data-testid="chat-add-confirm"]');
    await browser.waitUntil(async () => (await browser.$$('[data-testid^="chat-window-"]').length) === 2, { timeout: LONG, timeoutMsg: 'no new group chat window' });
    const ids = await browser.$$('[data-testid^="chat-window-"]').map(async (w) => Number((await w.getAttribute('data-testid') ?? '').replace('chat-window-', '')));
    const groupId = ids.find((i) => i !== chatId)!;
    // the group is re-opened after its 30 ms pause; the old chat stays minimized
    await browser.$(`[data-testid="chat-input-${groupId}"]`).waitForDisplayed({ timeout: LONG });
    expect(await browser.$(`[data-testid="chat-input-${chatId}"]`).isDisplayed()).to.equal(false);
    expect(await text(browser, `[data-testid="chat-window-${groupId}"] h2`)).to.equal('bia, caio');

    const file = path.join(os.tmpdir(), `pauta-${process.pid}.txt`);
    fs.writeFileSync(file, 'Pauta: entrevista às 15h');
    await browser.execute((id: number) => { (document.querySelector(`[data-testid="chat-file-${id}"]`) as HTMLInputElement).hidden = false; }, groupId);
    await browser.$(`[data-testid="chat-file-${groupId}"]`).setValue(await browser.uploadFile(file));
    await browser.waitUntil(async () => (await text(browser, `[data-testid="chat-messages-${groupId}"]`)).includes(path.basename(file)), { timeout: LONG, timeoutMsg: 'the file message never showed' });
    fs.rmSync(file, { force: true });
    await browser.execute((id: number) => { (document.querySelector(`[data-testid="chat-file-${id}"]`) as HTMLInputElement).hidden = true; }, groupId);
    await shotAt(browser, 'chat-group-file', SIZES[0]);
    await assertAccessible(browser, 'chat group window');
    // bia hears of the file in the group live: her unread count
    await second!.$('[data-testid="chat-unread-total"]').waitForDisplayed({ timeout: LONG });

    // minimize all from the list, then open the group again from its bar
    await clickAt(browser, '[data-testid="chat-launcher"]');
    await clickAt(browser, '[data-testid="chat-minimize-all"]');
    await browser.$(`[data-testid="chat-input-${groupId}"]`).waitForDisplayed({ reverse: true, timeout: LONG });
    await clickAt(browser, '[data-testid="chat-list-close"]');
    await clickAt(browser, `[data-testid="chat-min-${groupId}"]`);
    await browser.$(`[data-testid="chat-input-${groupId}"]`).waitForDisplayed({ timeout: LONG });

    await clickAt(browser, `[data-testid="chat-close-${groupId}"]`);
    await clickAt(browser, '[data-testid="chat-leave-confirm"]');
    await browser.$(`[data-testid="chat-window-${groupId}"]`).waitForExist({ reverse: true, timeout: LONG });
    const ana = await k.signIn('ana', 'secret-pass');
    expect((await ana.get(`/api/chats/${groupId}`)).status).to.equal(404);
  });

  it('speaks the three languages: the list, the window and the typing line', async function () {
    await useSize(browser, SIZES[1]);
    await dismissDesktopOffer(browser);
    for (const locale of ['en_US', 'es_ES', 'pt_BR'] as const) {
      const w = strings(`plugins/chat/i18n/${locale}.json`);
      await browser.$('[data-testid="language-select"]').selectByAttribute('value', locale);
      if (!(await browser.$('[data-testid="chat-list"]').isExisting())) await clickAt(browser, '[data-testid="chat-launcher"]');
      await browser.waitUntil(async () => (await text(browser, '[data-testid="chat-tabs-chats"]')) === w.myChats, { timeout: LONG, timeoutMsg: `no ${locale} chats tab` });
      expect(await text(browser, '[data-testid="chat-tabs-people"]')).to.equal(w.people);
      await clickAt(browser, `[data-testid="chat-row-${chatId}"]`);
      await browser.$(`[data-testid="chat-input-${chatId}"]`).waitForDisplayed({ timeout: LONG });
      expect(await browser.$(`[data-testid="chat-input-${chatId}"]`).getAttribute('placeholder')).to.equal(w.messagePlaceholder);
      await second!.$('[data-testid="language-select"]').selectByAttribute('value', locale);
      await second!.$(`[data-testid="chat-input-${chatId}"]`).addValue('.');
      await browser.waitUntil(async () => (await text(browser, `[data-testid="chat-typing-${chatId}"]`)) === fill(w.typing, { nickname: 'bia' }), { timeout: LONG, timeoutMsg: `no ${locale} typing line` });
      await shotAt(browser, `chat-${locale}`, SIZES[1]);
      await assertAccessible(browser, `chat ${locale}`);
      await clickAt(browser, '[data-testid="chat-launcher"]');
    }
  });
});
