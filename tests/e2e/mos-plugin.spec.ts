/**
 * MOS plug-ins and credits in the story editor, in a real browser against a real kernel (admin,
 * rundown and devices plugins, fresh SQLite).
 *
 * A small HTML5 MOS plug-in (a MAM's clip browser) is served by an http server of this test on
 * another origin. It asks for the NCS's application info when it loads and posts `<mos><ncsItem>…`
 * to its parent when a button is clicked. A MAM device with that plug-in serves the story's program;
 * the story form (the story harness page, as in story.spec.ts) opens it in its side panel, takes the
 * item as a MOS_VIDEO sub-section and saves it. Then the plug-in goes away: "plugin link lost".
 * Credits: a CG device with story templates serves the program; the chooser adds two of them.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { created, harnessWebRoot, shot, signIn, strings as read } from './support.js';

// the panel is the devices plugin's (slot story.panels); its strings are there
const strings = read('plugins/devices/i18n/pt_BR.json').web;

/* ------------------------------------------------------------------ the fake plug-in */

const CLIP = `<mos><ncsItem><item>
  <itemID>1</itemID><itemSlug>VT ENCHENTE PORTO ALEGRE</itemSlug>
  <objID>MAM-2031-0042</objID><mosID>mam.acervo</mosID><objSlug>enchente-porto-alegre</objSlug>
  <objDur>4500</objDur><objTB>50</objTB>
  <mosAbstract>Cheia do Guaíba &amp; ruas alagadas no centro</mosAbstract>
  <objPaths><objPath techDescription="MXF">\\\\acervo\\media\\MAM-2031-0042.mxf</objPath><objProxyPath techDescription="MP4">http://acervo.test/proxy/MAM-2031-0042.mp4</objProxyPath></objPaths>
  <itemEdStart>0</itemEdStart><itemEdDur>4500</itemEdDur>
  <mosExternalMetadata><mosScope>OBJECT</mosScope><mosSchema>http://acervo.test/schema</mosSchema><mosPayload><objType>VIDEO</objType></mosPayload></mosExternalMetadata>
</item></ncsItem></mos>`;

const GRAPHIC = '<mos><ncsItem><item><itemSlug>MAPA DA CHEIA</itemSlug><objID>MAM-GFX-7</objID><mosID>mam.acervo</mosID><objSlug>mapa-cheia</objSlug>'
  + '<mosExternalMetadata><mosSchema>http://acervo.test/schema</mosSchema><mosPayload><objType>GRAPHIC</objType></mosPayload></mosExternalMetadata></item></ncsItem></mos>';

const PLUGIN_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Acervo — plugin MOS</title>
<style>
  body { margin: 0; font: 13px/1.4 system-ui, sans-serif; color: #1d2733; background: #f4f6f9; }
  header { background: #243447; color: #fff; padding: 8px 12px; display: flex; justify-content: space-between; align-items: center; }
  header small { opacity: .8; }
  ul { list-style: none; margin: 0; padding: 8px; display: flex; flex-direction: column; gap: 8px; }
  li { display: flex; gap: 10px; align-items: center; background: #fff; border: 1px solid #d5dbe3; border-radius: 6px; padding: 8px; cursor: grab; }
  .thumb { width: 96px; height: 54px; border-radius: 4px; background: linear-gradient(135deg, #3a6ea5, #7fb3d5); flex: none; }
  .thumb.gfx { background: linear-gradient(135deg, #c98a00, #f3d27a); }
  li div { flex: 1; } li b { display: block; } li small { color: #5c6878; }
  button { font: inherit; padding: 4px 10px; border-radius: 4px; border: 1px solid #1f63d6; background: #1f63d6; color: #fff; cursor: pointer; }
  footer { padding: 0 12px; color: #5c6878; display: flex; gap: 12px; flex-wrap: wrap; }
</style></head>
<body>
<header><b>Acervo</b><small id="ctx" data-testid="plugin-context">aguardando o NCS…</small></header>
<ul>
  <li draggable="true" id="clip"><span class="thumb"></span><div><b>VT ENCHENTE PORTO ALEGRE</b><small>01:30 · vídeo · MAM-2031-0042</small></div><button type="button" id="send-clip">Enviar</button></li>
  <li draggable="true" id="gfx"><span class="thumb gfx"></span><div><b>MAPA DA CHEIA</b><small>arte · MAM-GFX-7</small></div><button type="button" id="send-gfx">Enviar</button></li>
</ul>
<footer><button type="button" id="send-bad">Enviar mensagem inválida</button><a id="leave" href="/gone.html">Sair do acervo</a><span id="ack" data-testid="plugin-ack"></span></footer>
<script>
  const CLIP = ${JSON.stringify(CLIP)};
  const GRAPHIC = ${JSON.stringify(GRAPHIC)};
  let host = '*';
  const post = (xml) => parent.postMessage(xml, host);
  addEventListener('message', (e) => {
    if (e.source !== parent || typeof e.data !== 'string') return;
    const doc = new DOMParser().parseFromString(e.data, 'application/xml');
    if (doc.querySelector('ncsAppInfo')) {
      host = e.origin; // answer the NCS at its own origin from now on
      const t = (s) => doc.querySelector(s)?.textContent ?? '';
      document.getElementById('ctx').textContent = t('storySlug') + ' · ' + t('roID') + ' · ' + t('userID') + ' · ' + t('product') + ' ' + t('runContext');
    }
    if (doc.querySelector('ncsAck')) document.getElementById('ack').textContent = doc.querySelector('status').textContent + ': ' + (doc.querySelector('statusDescription')?.textContent ?? '');
  });
  document.getElementById('send-clip').onclick = () => post(CLIP);
  document.getElementById('send-gfx').onclick = () => post(GRAPHIC);
  document.getElementById('send-bad').onclick = () => post('<!DOCTYPE mos [<!ENTITY x "boom">]><mos><ncsItem>&x;</ncsItem></mos>');
  document.getElementById('clip').ondragstart = (e) => e.dataTransfer.setData('text/plain', CLIP);
  document.getElementById('gfx').ondragstart = (e) => e.dataTransfer.setData('text/plain', GRAPHIC);
  parent.postMessage('<mos><ncsReqAppInfo/></mos>', '*');
</script>
</body></html>`;

/** The plug-in's web server; `stop` drops it with its connections (the MAM going away). */
class PluginServer {
  private server: http.Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;
  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      if (req.url?.startsWith('/gone')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>Fora do acervo</p>');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : PLUGIN_PAGE);
    });
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    for (const x of this.sockets) x.destroy();
    await new Promise((r) => s.close(r));
  }
  get url(): string {
    return `http://127.0.0.1:${this.port}/plugin.html`;
  }
}

/* ------------------------------------------------------------------ helpers */

const notices = async () => (await $$('[data-testid="notice"]').map((n) => n.getText())).join(' | ');
/** Notices of the harness sit over the panel's corner: they go away when clicked. */
async function dismissNotices(): Promise<void> {
  for (const n of await $$('[data-testid="notice"]')) await n.click().catch(() => undefined);
}
/** Saves with the form's button and waits for the form to be clean. */
async function saved(): Promise<void> {
  await dismissNotices();
  await $('[data-testid="story-save"]').click();
  await browser.waitUntil(async () => (await $('[data-testid="story-form"]').getAttribute('data-dirty')) === 'false', { timeout: 20_000 })
    .catch(async () => {
      throw new Error(`never saved; notices: ${await notices()}`);
    });
}
const subTypes = async (section: string) => $$(`[data-testid^="sub-${section}-"]`).map((x) => x.getAttribute('data-type'));

/** A 320×180 picture of a lower third, as a CG template's thumbnail. */
async function thumbnailPng(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180">
    <rect width="320" height="180" fill="#3b5670"/><rect y="118" width="320" height="44" fill="#c4303b"/><rect y="118" width="8" height="44" fill="#f3d27a"/>
    <text x="20" y="138" font-family="sans-serif" font-size="16" font-weight="bold" fill="#fff">NOME DO ENTREVISTADO</text>
    <text x="20" y="155" font-family="sans-serif" font-size="12" fill="#fff">Cargo ou função</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('story editor: MOS plug-ins and credits', function () {
  let k: TestKernel;
  let webRoot: string;
  let ana: TestClient;
  let storyId: number;
  let rundownId: number;
  const plugin = new PluginServer();

  before(async function () {
    this.timeout(300_000);
    await plugin.start();
    webRoot = await harnessWebRoot('mos');
    k = await startTestKernel({ plugins: ['admin', 'rundown', 'devices'], config: { webRoot } });
    ana = await k.userWith([
      'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE',
      'ROLE_USER_READ', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_MEDIA_READ',
    ], 'ana');
    const program = created(await ana.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program');
    const rundown = created(await ana.post('/api/rundowns', { date: '2031-03-10', programId: program.id }), 'rundown');
    rundownId = rundown.id;
    const story = created(await ana.post(`/api/blocks/${rundown.blocks[0].id}/stories`, {
      slug: 'ENCHENTE NO SUL', page: '01',
      sections: [{ type: 'HEADER', entries: [{ camera: '1', text: [{ type: 'paragraph', children: [{ text: 'Boa noite. A chuva não para no Rio Grande do Sul.' }] }] }] }],
    }), 'story');
    storyId = story.id;

    // the MAM with its HTML plug-in, and a CG with credit templates, both serving the program
    const mam = created(await ana.post('/api/devices', { name: 'Acervo MAM', kind: 'MAM', protocol: 'MOS', mosId: 'mam.acervo', plugin: 'html', pluginUrl: plugin.url, programIds: [program.id] }), 'MAM device');
    const cg = created(await ana.post('/api/devices', { name: 'Chyron', kind: 'CG', protocol: 'MOS', mosId: 'chyron.test', programIds: [program.id] }), 'CG device');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await thumbnailPng())], { type: 'image/png' }), 'nome-cargo.png');
    const up = created(await ana.raw('POST', '/api/files/single', form), 'thumbnail');
    const templates = [
      { code: 'NC1', name: 'Nome e cargo', fields: [{ name: 'Nome', number: 1, size: 10 }, { name: 'Cargo', number: 2, size: 40 }], thumbnailId: (up as { id: number }).id },
      { code: 'NC2', name: 'Nome (uma linha)', fields: [{ name: 'Nome', number: 1, size: 30 }] },
      { code: 'LOC', name: 'Local ao vivo', fields: [{ name: 'Cidade', number: 1 }, { name: 'Estado', number: 2, size: 2 }] },
    ];
    for (const tpl of templates) created(await ana.post(`/api/devices/${cg.id}/story-templates`, tpl), 'template');
    // the server contract the editor is built against
    const plugins = await ana.get(`/api/programs/${program.id}/device-plugins`);
    expect(plugins.status, JSON.stringify(plugins.body)).to.equal(200);
    expect(plugins.body).to.deep.equal([{ id: mam.id, name: 'Acervo MAM', kind: 'MAM', protocol: 'MOS', plugin: 'HTML', url: plugin.url }]);
    expect((await ana.get(`/api/programs/${program.id}/credit-templates`)).body.total).to.equal(3);
  });

  after(async function () {
    await plugin.stop();
    await k?.stop();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('opens the program\'s MOS plug-in beside the story; the plug-in gets the story context', async function () {
    await signIn(browser, k.url, 'ana');
    await browser.url(`${k.url}/story-harness/index.html?story=${storyId}&rundown=${rundownId}`);
    await $('[data-testid="story-form"][data-lock="held"]').waitForDisplayed({ timeout: 30_000 });
    await $('[data-testid="story-mos-plugins"]').click();
    const panel = $('[data-testid="mos-plugin-panel"]');
    await panel.waitForDisplayed();
    await browser.waitUntil(async () => (await panel.getAttribute('data-link')) === 'linked', { timeout: 20_000, timeoutMsg: 'the plug-in never linked' });
    expect(await $('[data-testid="mos-plugin-device"]').getValue()).to.not.equal('');
    expect(await $('[data-testid="mos-plugin-status"]').getText()).to.equal(strings.mosPlugin.status.linked);
    // inside the plug-in: the NCS answered its ncsReqAppInfo with the story
    await browser.switchFrame($('[data-testid="mos-plugin-frame"]'));
    await browser.waitUntil(async () => (await $('[data-testid="plugin-context"]').getText()).startsWith('ENCHENTE NO SUL'), { timeoutMsg: 'the plug-in never got ncsAppInfo' });
    expect(await $('[data-testid="plugin-context"]').getText()).to.equal(`ENCHENTE NO SUL · LAUDA-RO-${rundownId} · ana · Lauda BROWSE`);
    await browser.switchFrame(null);
    await shot(browser, 'mos-plugin-01-open');
  });

  it('an ncsItem the plug-in sends becomes a MOS_VIDEO of the chosen section, acknowledged; it saves', async function () {
    expect(await $('[data-testid="mos-plugin-target"]').getValue()).to.equal('VT');
    await browser.switchFrame($('[data-testid="mos-plugin-frame"]'));
    await $('#send-clip').click();
    await browser.waitUntil(async () => (await $('[data-testid="plugin-ack"]').getText()).startsWith('ACK'), { timeoutMsg: 'no ncsAck ACK came back' });
    await browser.switchFrame(null);
    await browser.waitUntil(async () => (await subTypes('VT')).includes('MOS_VIDEO'), { timeoutMsg: 'no MOS_VIDEO in the VT' });
    const fields = await $('[data-testid="sub-VT-0"] [data-testid="mos-fields"]').getText();
    expect(fields).to.contain('enchente-porto-alegre').and.contain('MAM-2031-0042').and.contain('01:30').and.contain('Cheia do Guaíba & ruas alagadas');
    expect(await $('[data-testid="time-vt"]').getText()).to.equal('01:30');
    // a graphic dragged from the plug-in onto the header: the drop carries the same MOS XML
    await browser.execute((xml: string) => {
      const card = document.querySelector('[data-testid="section-HEADER"]')!;
      const dt = new DataTransfer();
      dt.setData('text/plain', xml);
      card.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      card.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, GRAPHIC);
    await browser.waitUntil(async () => (await subTypes('HEADER')).includes('MOS_CG'), { timeoutMsg: 'no MOS_CG in the header' });
    expect(await notices()).to.contain('VT ENCHENTE PORTO ALEGRE adicionado em VT').and.contain('MAPA DA CHEIA adicionado em Cabeça');
    await dismissNotices();
    await $('[data-testid="section-VT"]').scrollIntoView({ block: 'center' });
    await shot(browser, 'mos-plugin-02-added');

    await saved();
    const stored = (await ana.get(`/api/stories/${storyId}`)).body;
    const vt = stored.sections.find((s: { type: string }) => s.type === 'VT');
    expect(vt.subSections).to.have.length(1);
    expect(vt.subSections[0]).to.deep.include({ type: 'MOS_VIDEO', slug: 'VT ENCHENTE PORTO ALEGRE', duration: 'PT1M30S', edStart: 0, edDur: 4500 });
    expect(vt.subSections[0].media).to.deep.include({
      objectId: 'MAM-2031-0042', mosId: 'mam.acervo', slug: 'enchente-porto-alegre', duration: 'PT1M30S', timeBase: 50, type: 'VIDEO',
      abstractText: 'Cheia do Guaíba & ruas alagadas no centro', paths: ['\\\\acervo\\media\\MAM-2031-0042.mxf'], proxyPaths: ['http://acervo.test/proxy/MAM-2031-0042.mp4'],
    });
    expect(stored.vt).to.equal('PT1M30S');
    const header = stored.sections.find((s: { type: string }) => s.type === 'HEADER');
    expect(header.subSections.map((x: { type: string; slug: string }) => [x.type, x.slug])).to.deep.equal([['MOS_CG', 'MAPA DA CHEIA']]);
  });

  it('refuses a hostile message (a DOCTYPE with an entity): a warning, an ncsAck ERROR, nothing added', async function () {
    await browser.switchFrame($('[data-testid="mos-plugin-frame"]'));
    await $('#send-bad').click();
    await browser.waitUntil(async () => (await $('[data-testid="plugin-ack"]').getText()).startsWith('ERROR'), { timeoutMsg: 'no ncsAck ERROR came back' });
    await browser.switchFrame(null);
    await browser.waitUntil(async () => (await notices()).includes(strings.mosPlugin.invalidMessage), { timeoutMsg: 'no warning about the invalid message' });
    expect(await subTypes('VT')).to.deep.equal(['MOS_VIDEO']);
    expect(await $('[data-testid="story-form"]').getAttribute('data-dirty')).to.equal('false');
  });

  it('says "plugin link lost" when the plug-in goes away, and reopens it', async function () {
    await plugin.stop();
    const lost = $('[data-testid="mos-plugin-lost"]');
    await lost.waitForDisplayed({ timeout: 25_000, timeoutMsg: 'the lost link was never noticed' });
    expect(await lost.getText()).to.contain(strings.mosPlugin.linkLost);
    expect(await $('[data-testid="mos-plugin-panel"]').getAttribute('data-link')).to.equal('lost');
    await browser.waitUntil(async () => (await notices()).includes(strings.mosPlugin.linkLost), { timeoutMsg: 'no notice of the lost link' });
    await dismissNotices();
    await shot(browser, 'mos-plugin-03-link-lost');

    // the MAM is back: reopen links again
    await plugin.start(plugin.port);
    await dismissNotices();
    await $('[data-testid="mos-plugin-reopen"]').click();
    await browser.waitUntil(async () => (await $('[data-testid="mos-plugin-panel"]').getAttribute('data-link')) === 'linked', { timeout: 20_000, timeoutMsg: 'reopening did not link' });
    expect(await $('[data-testid="mos-plugin-lost"]').isExisting()).to.equal(false);

    // the plug-in's page navigates away: the link is lost at once
    await browser.switchFrame($('[data-testid="mos-plugin-frame"]'));
    await $('#leave').click();
    await browser.switchFrame(null);
    await $('[data-testid="mos-plugin-lost"]').waitForDisplayed({ timeout: 10_000, timeoutMsg: 'navigating away was not noticed' });
    await dismissNotices();
    await $('[data-testid="mos-plugin-close"]').click();
    await $('[data-testid="mos-plugin-panel"]').waitForExist({ reverse: true });
  });

  it('credits: the chooser searches, shows the thumbnail, adds two templates as CG sub-sections; fields keep their size', async function () {
    await $('[data-testid="add-credits-HEADER"]').scrollIntoView({ block: 'center' });
    await $('[data-testid="add-credits-HEADER"]').click();
    const dialog = $('[data-testid="credit-chooser"]');
    await dialog.waitForDisplayed();
    await browser.waitUntil(async () => (await $$('[data-testid="credit-template"]').length) === 3, { timeoutMsg: 'the templates were not listed' });
    // the name search waits 250 ms after the last key
    await $('[data-testid="credit-search"]').setValue('nome');
    await browser.waitUntil(async () => (await $$('[data-testid="credit-template"]').length) === 2, { timeoutMsg: 'the search did not filter' });
    await $('[data-testid="credit-template"][data-code="NC1"] input').click();
    await $('[data-testid="credit-thumbnail"]').waitForDisplayed({ timeoutMsg: 'no thumbnail preview' });
    expect(await $('[data-testid="credit-preview"]').getText()).to.contain('Nome e cargo').and.contain('Chyron');
    await $('[data-testid="credit-template"][data-code="NC2"] input').click();
    expect(await $('[data-testid="credit-chosen-count"]').getText()).to.contain('2');
    await $('[data-testid="credit-template"][data-code="NC1"]').moveTo();
    await shot(browser, 'credits-01-chooser');
    await $('[data-testid="credit-add"]').click();
    await dialog.waitForExist({ reverse: true });

    await browser.waitUntil(async () => (await subTypes('HEADER')).filter((x) => x === 'CG').length === 2, { timeoutMsg: 'the credits were not added' });
    // "Nome" of the first template takes 10 characters at most
    const first = $('[data-testid="sub-HEADER-1"]');
    const nome = first.$('[data-testid="cg-field-value"]');
    await nome.setValue('Maria Aparecida da Silva');
    expect(await nome.getValue()).to.equal('Maria Apar');
    expect(await first.$('[data-testid="cg-field-count"]').getText()).to.equal('10/10');
    await first.$$('[data-testid="cg-field-value"]')[1]!.setValue('Defesa Civil');
    await $('[data-testid="sub-HEADER-2"] [data-testid="cg-field-value"]').setValue('Ana');
    await shot(browser, 'credits-02-added');

    await saved();
    const header = (await ana.get(`/api/stories/${storyId}`)).body.sections.find((s: { type: string }) => s.type === 'HEADER');
    const cgs = header.subSections.filter((x: { type: string }) => x.type === 'CG');
    expect(cgs.map((x: { templateName: string; code: string }) => [x.templateName, x.code])).to.deep.equal([['Nome e cargo', 'NC1'], ['Nome (uma linha)', 'NC2']]);
    expect(cgs[0].cgFields.map((f: { name: string; value: string }) => [f.name, f.value])).to.deep.equal([['Nome', 'Maria Apar'], ['Cargo', 'Defesa Civil']]);
    const uuids = cgs.flatMap((x: { cgFields: { uuid: string }[] }) => x.cgFields.map((f) => f.uuid));
    expect(new Set(uuids).size).to.equal(3);

    // after a reload the sizes come back from the templates by code
    await browser.refresh();
    await $('[data-testid="story-form"][data-lock="held"]').waitForDisplayed({ timeout: 30_000 });
    await $('[data-testid="sub-HEADER-1"] [data-testid="cg-field-count"]').waitForDisplayed({ timeoutMsg: 'the size was not found again' });
    expect(await $('[data-testid="sub-HEADER-1"] [data-testid="cg-field-count"]').getText()).to.equal('10/10');
    expect(await $('[data-testid="sub-HEADER-1"] [data-testid="cg-field-value"]').getAttribute('maxlength')).to.equal('10');
  });
});
