/**
 * The script editor (ProseMirror, from the web kit) in the story form, in the three languages: typing,
 * Ctrl+B, Ctrl+Z / Ctrl+Y, the toolbar's colour, comment and case tools, pasting from Word, Google
 * Docs and a web page (cleaned to the stored marks), and the text the server stores is the old
 * rich-text JSON.
 */
import fs from 'node:fs';
import { browser, $ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { clickAt, created, evidence, harnessWebRoot, shot, shotAt, signIn, SIZES, strings, useSize } from './support.js';

const LANGS = ['pt_BR', 'en_US', 'es_ES'] as const;
const TEXT = '[data-testid="editor-HEADER-0-text"]';
const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
const para = (...children: Record<string, unknown>[]) => ({ type: 'paragraph', children });

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta charset="utf-8">
<style><!-- p.MsoNormal {margin:0cm; font-size:12.0pt; font-family:"Calibri",sans-serif;} --></style></head><body lang=PT-BR>
<!--StartFragment--><p class=MsoNormal><b><span style='font-size:14.0pt;font-family:"Arial",sans-serif;color:#C4303B'>Chuva</span></b><span
style='font-family:"Arial",sans-serif'> forte&nbsp;no <i>litoral</i><o:p></o:p></span></p>
<p class=MsoNormal><u>Defesa Civil</u> <span style='color:#FF00FF;background:yellow'>alerta</span><img width=10 height=10 src="file:///C:/Users/x/image001.png"></p>
<!--EndFragment--></body></html>`;
const WORD_STORED = [
  para({ text: 'Chuva', bold: true, color: '#c4303b' }, { text: ' forte no ' }, { text: 'litoral', italic: true }),
  para({ text: 'Defesa Civil', underline: true }, { text: ' alerta' }),
];

const GDOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f2c1a7e-7fff-1a2b"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;text-decoration:none;vertical-align:baseline;">Governo </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:italic;text-decoration:none;">anuncia</span><span style="font-size:11pt;color:#1f63d6;font-weight:400;font-style:normal;text-decoration:underline;-webkit-text-decoration-skip:none;"> medidas</span></p><br><p dir="ltr" style="line-height:1.38;"><span style="font-size:11pt;color:#000000;font-weight:400;">Segunda linha</span></p></b>`;
const GDOCS_STORED = [
  para({ text: 'Governo ', bold: true }, { text: 'anuncia', italic: true }, { text: ' medidas', underline: true, color: '#1f63d6' }),
  para({ text: 'Segunda linha' }),
];

const WEB = `<h1 style="font-family:Georgia;font-size:40px">Título da página</h1><p class="lead">Leia <a href="https://example.org/materia">a matéria</a> <strong>completa</strong>.<br>Outra linha</p><script>window.pasted = true</script><figure><img src="https://example.org/foto.jpg" alt="foto"><figcaption>Legenda</figcaption></figure>`;
const WEB_STORED = [
  para({ text: 'Título da página' }),
  para({ text: 'Leia a matéria ' }, { text: 'completa', bold: true }, { text: '.' }),
  para({ text: 'Outra linha' }),
  para({ text: 'Legenda' }),
];

/** Images, links and foreign styles inside the editor: paste must leave none. */
const foreignNodes = async () => browser.execute((sel: string) => document.querySelectorAll(`${sel} img, ${sel} a, ${sel} [style*="font-family"]`).length, TEXT);

describe('script editor (ProseMirror) in the story form', function () {
  let k: TestKernel;
  let webRoot: string;
  let ana: TestClient;
  let rundownId: number;
  let blockId: number;
  const stories: Record<string, number> = {};

  before(async function () {
    this.timeout(300_000);
    webRoot = await harnessWebRoot('editor');
    k = await startTestKernel({ plugins: ['admin', 'rundown'], config: { webRoot } });
    ana = await k.userWith(['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ'], 'ana');
    const program = created(await ana.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program');
    const rundown = created(await ana.post('/api/rundowns', { date: '2031-03-11', programId: program.id }), 'rundown');
    rundownId = rundown.id;
    blockId = rundown.blocks[0].id;
    for (const lang of LANGS) {
      const story = created(await ana.post(`/api/blocks/${rundown.blocks[0].id}/stories`, {
        slug: `EDITOR ${lang}`, sections: [{ type: 'HEADER', entries: [{ camera: '1', text: rich('Texto antigo.') }] }],
      }), 'story');
      stories[lang] = story.id;
    }
    await signIn(browser, k.url, 'ana');
  });

  after(async function () {
    await k?.stop();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const storedText = async (lang: string) => {
    const body = (await ana.get(`/api/stories/${stories[lang]}`)).body;
    return body.sections.find((s: { type: string }) => s.type === 'HEADER').entries[0].text;
  };

  async function save(name: string): Promise<void> {
    await browser.keys(['Control', 's']);
    await browser.waitUntil(async () => (await $('[data-testid="story-form"]').getAttribute('data-dirty')) === 'false', { timeout: 20_000 }).catch(async (e) => {
      await evidence(browser, `editor-failed-save-${name}`);
      throw e;
    });
  }

  /** A paste as the browser delivers it from another program: a clipboard event holding HTML and plain text. */
  async function paste(html: string, text: string): Promise<void> {
    await clickAt(browser, TEXT);
    await browser.keys(['Control', 'a']);
    await browser.execute((sel: string, h: string, t: string) => {
      const data = new DataTransfer();
      data.setData('text/html', h);
      data.setData('text/plain', t);
      document.querySelector(sel)!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, TEXT, html, text);
  }

  for (const lang of LANGS) {
    describe(lang, function () {
      const editor = strings(`plugins/rundown/i18n/${lang}.json`).storyForm.editor;

      it('opens with the toolbar in the language and the stored text', async function () {
        await browser.url(`${k.url}/story-harness/index.html?story=${stories[lang]}&rundown=${rundownId}&lang=${lang}`);
        await $('[data-testid="story-form"][data-lock="held"]').waitForDisplayed({ timeout: 30_000 });
        expect(await $('[data-testid="editor-HEADER-0"] [data-testid="rt-bold"]').getAttribute('aria-label')).to.equal(`${editor.bold} (Ctrl+B)`);
        expect(await $('[data-testid="editor-HEADER-0"] [data-testid="rt-upper"]').getAttribute('aria-label')).to.equal(editor.upper);
        expect(await $('[data-testid="editor-HEADER-0"] [role="toolbar"]').getAttribute('aria-label')).to.equal(editor.toolbar);
        expect(await $(TEXT).getText()).to.equal('Texto antigo.');
      });

      it('types, bolds with Ctrl+B, undoes with Ctrl+Z and redoes with Ctrl+Y; the server stores the old JSON', async function () {
        await clickAt(browser, TEXT);
        await browser.keys(['Control', 'a']);
        await browser.keys('Boa noite');
        await browser.keys(['Control', 'b']);
        await browser.keys(' Brasil');
        await browser.keys(['Control', 'b']);
        await browser.keys('!');
        await $(`${TEXT} strong`).waitForExist();
        expect(await $(`${TEXT} strong`).getText()).to.equal('Brasil');
        expect(await $(TEXT).getText()).to.equal('Boa noite Brasil!');
        await browser.keys(['Control', 'z']);
        await browser.waitUntil(async () => (await $(TEXT).getText()) === 'Boa noite Brasil', { timeoutMsg: 'undo did not remove the last typing' });
        await browser.keys(['Control', 'z']);
        await browser.waitUntil(async () => (await $(TEXT).getText()) === 'Boa noite', { timeoutMsg: 'undo did not remove the bold typing' });
        await browser.keys(['Control', 'y']);
        await browser.waitUntil(async () => (await $(TEXT).getText()) === 'Boa noite Brasil', { timeoutMsg: 'redo did not work' });
        await save(`${lang}-typing`);
        expect(await storedText(lang)).to.deep.equal([para({ text: 'Boa noite' }, { text: ' Brasil', bold: true })]);
        await shot(browser, `editor-${lang}-typed`);
      });

      it('colours, comments and upper-cases a selection from the toolbar, by pointer', async function () {
        const tool = (id: string) => `[data-testid="editor-HEADER-0"] [data-testid="${id}"]`;
        await clickAt(browser, TEXT);
        await browser.keys(['Control', 'a']);
        await browser.keys('Chuva forte');
        await browser.keys(['Shift', 'Home']);
        // the palette closes on a press elsewhere and on Escape, and after a choice
        const palette = () => $('[data-testid="editor-HEADER-0"] [role="menu"]'); // a new one each time it opens
        await clickAt(browser, tool('rt-color'));
        await palette().waitForDisplayed();
        await clickAt(browser, '[data-testid="story-form"] [data-testid="story-slug"]');
        await palette().waitForExist({ reverse: true, timeoutMsg: 'the palette stayed open after a press elsewhere' });
        await clickAt(browser, TEXT);
        await browser.keys(['Control', 'a']);
        await clickAt(browser, tool('rt-color'));
        await palette().waitForDisplayed();
        await browser.keys(['Escape']);
        await palette().waitForExist({ reverse: true, timeoutMsg: 'the palette stayed open after Escape' });
        await clickAt(browser, tool('rt-color'));
        await clickAt(browser, tool('rt-color-1f63d6'));
        await palette().waitForExist({ reverse: true, timeoutMsg: 'the palette stayed open after a colour was chosen' });
        await clickAt(browser, tool('rt-comment'));
        expect(await $(tool('rt-comment')).getAttribute('aria-pressed')).to.equal('true');
        await clickAt(browser, tool('rt-upper'));
        await browser.waitUntil(async () => (await $(TEXT).getText()) === 'CHUVA FORTE', { timeoutMsg: 'upper case was not applied' });
        expect(await $(`${TEXT} span[data-color="#1f63d6"] .rt-comment, ${TEXT} .rt-comment span[data-color="#1f63d6"]`).isExisting()).to.equal(true);
        await save(`${lang}-toolbar`);
        expect(await storedText(lang)).to.deep.equal([para({ text: 'CHUVA FORTE', color: '#1f63d6', comment: true })]);
      });

      it('takes no text dropped from outside (a MOS item dropped on the form is for its section)', async function () {
        const before = await $(TEXT).getText();
        await browser.execute((sel: string) => {
          const data = new DataTransfer();
          data.setData('text/plain', 'TEXTO SOLTO');
          const el = document.querySelector(sel)!;
          const r = el.getBoundingClientRect();
          const at = { dataTransfer: data, bubbles: true, cancelable: true, clientX: r.left + 5, clientY: r.top + 5 };
          el.dispatchEvent(new DragEvent('dragover', at));
          el.dispatchEvent(new DragEvent('drop', at));
        }, TEXT);
        await browser.pause(300);
        expect(await $(TEXT).getText()).to.equal(before);
      });

      it('pastes from Word: only the stored marks, palette colours, no styles or images', async function () {
        await paste(WORD, 'Chuva forte no litoral\nDefesa Civil alerta');
        await browser.waitUntil(async () => (await $(TEXT).getText()).includes('Defesa Civil'), { timeoutMsg: 'nothing was pasted' });
        expect(await foreignNodes()).to.equal(0);
        await save(`${lang}-word`);
        expect(await storedText(lang)).to.deep.equal(WORD_STORED);
      });

      it('pastes from Google Docs and from a web page', async function () {
        await paste(GDOCS, 'Governo anuncia medidas\nSegunda linha');
        await browser.waitUntil(async () => (await $(TEXT).getText()).includes('Segunda linha'), { timeoutMsg: 'nothing was pasted' });
        await save(`${lang}-gdocs`);
        expect(await storedText(lang)).to.deep.equal(GDOCS_STORED);
        await paste(WEB, 'Título da página\nLeia a matéria completa.\nOutra linha\nLegenda');
        await browser.waitUntil(async () => (await $(TEXT).getText()).includes('Legenda'), { timeoutMsg: 'nothing was pasted' });
        expect(await foreignNodes()).to.equal(0);
        expect(await browser.execute(() => !!(window as unknown as { pasted?: boolean }).pasted)).to.equal(false);
        await save(`${lang}-web`);
        expect(await storedText(lang)).to.deep.equal(WEB_STORED);
        await shot(browser, `editor-${lang}-pasted`);
      });
    });
  }

  /** Every scrolling box around the text, and the page, back at the top: the end of the script out of view. */
  const scrollAllToTop = () => browser.execute((sel: string) => {
    for (let el = document.querySelector(sel)?.parentElement; el; el = el.parentElement) el.scrollTop = 0;
    window.scrollTo(0, 0);
  }, TEXT);

  /** The caret is on the screen, inside the text (not under a bar), where the typist looks. */
  async function caretShown(when: string): Promise<void> {
    const seen = await browser.execute((sel: string) => {
      const range = getSelection()!.getRangeAt(0);
      const r = range.getClientRects()[0] ?? range.getBoundingClientRect();
      const at = document.elementFromPoint(Math.max(1, r.left - 1), r.top + r.height / 2);
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), viewport: innerHeight, inText: !!at && !!document.querySelector(sel)?.contains(at) };
    }, TEXT);
    expect(seen.top, `caret ${when}: ${JSON.stringify(seen)}`).to.be.at.least(0);
    expect(seen.bottom, `caret ${when}: ${JSON.stringify(seen)}`).to.be.at.most(seen.viewport);
    expect(seen.inText, `caret ${when}: ${JSON.stringify(seen)}`).to.equal(true);
  }

  // ProseMirror does not scroll for typed characters (the browser already does): the caret must stay in view
  for (const size of SIZES) {
    it(`keeps the caret in view typing at the end of a long script, and after Enter (${size.name})`, async function () {
      const long = Array.from({ length: 80 }, (_x, i) => para({ text: `Parágrafo ${i + 1}: a chuva continua no litoral e a Defesa Civil mantém o alerta.` }));
      const story = created(await ana.post(`/api/blocks/${blockId}/stories`, { slug: `EDITOR LONGO ${size.name}`, sections: [{ type: 'HEADER', entries: [{ camera: '1', text: long }] }] }), 'story');
      await useSize(browser, size);
      await browser.url(`${k.url}/story-harness/index.html?story=${story.id}&rundown=${rundownId}&lang=pt_BR`);
      await $('[data-testid="story-form"][data-lock="held"]').waitForDisplayed({ timeout: 30_000 });
      await clickAt(browser, TEXT);
      await browser.keys(['Control', 'End']);
      await scrollAllToTop();
      await browser.keys('Fim da matéria');
      await browser.waitUntil(async () => (await $(TEXT).getText()).endsWith('Fim da matéria'), { timeoutMsg: 'the typing did not reach the end of the script' });
      await caretShown('after typing');
      await scrollAllToTop();
      await browser.keys(['Enter']);
      await browser.keys('Nova linha');
      await browser.waitUntil(async () => (await $(TEXT).getText()).endsWith('Nova linha'), { timeoutMsg: 'Enter and typing did not reach the text' });
      await caretShown('after Enter');
      await shotAt(browser, 'editor-long-script-end', size);
    });
  }
});
