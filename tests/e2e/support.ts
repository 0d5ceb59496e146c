/**
 * What the browser specs share: paths, strings, screenshots, signing in, notices, fields, the
 * story harness's web root and a second browser session.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remote } from 'webdriverio';
import type { TestClient, TestResponse } from '@lauda/sdk/testing';
import { config as wdioConfig } from './wdio.conf.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const webRoot = path.join(root, 'web-shell/dist');
export const screens = path.join(here, 'screens');
export const LONG = 20_000;
/** The first page of a session (and a harness page just built) may take longer. */
const FIRST_LOAD = 30_000;
type Browser = WebdriverIO.Browser;
export type Strings = Record<string, any>;

/** A plugin's i18n strings, to compare with what the screen shows. */
export const strings = (file: string): Strings => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
/** i18next-style interpolation. */
export const fill = (text: string, vars: Record<string, unknown> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(vars[k] ?? ''));

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) throw new Error(`${webRoot} is not built: run npm run build -w @lauda/web-shell`);
}

/** The body of a 201, or an error naming what could not be made. */
export function created<T = any>(r: TestResponse<T>, what: string): T {
  if (r.status !== 201) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Today in the branch's time zone (the workspace's preview lists today's rundowns), as yyyy-mm-dd. */
export async function branchToday(c: TestClient): Promise<string> {
  const { timeZone } = (await c.get('/api/branch/config')).body as { timeZone: string };
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

export async function shot(b: Browser, name: string): Promise<void> {
  fs.mkdirSync(screens, { recursive: true });
  await b.saveScreenshot(path.join(screens, `${name}.png`));
}

/** What a failure leaves to look at: a screenshot, the address and the start of the page. */
export async function evidence(b: Browser, name: string): Promise<void> {
  await shot(b, name).catch(() => undefined);
  console.log('DEBUG url', await b.getUrl().catch(() => '?'));
  console.log('DEBUG html', ((await b.execute(() => document.documentElement.outerHTML).catch(() => '')) as string).slice(0, 3000));
}

/** For `afterEach`: the evidence of a failed test, named after it. */
export async function failureEvidence(b: Browser, test: Mocha.Test | undefined, prefix: string): Promise<void> {
  if (test?.state !== 'failed') return;
  await evidence(b, `${prefix}-${test.title.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`);
}

const pathOf = async (b: Browser) => new URL(await b.getUrl()).pathname;
/** Waits for the address to be `expected` (or to match it). */
export async function waitForPath(b: Browser, expected: string | RegExp, timeout = LONG): Promise<void> {
  await b.waitUntil(async () => {
    const p = await pathOf(b);
    return typeof expected === 'string' ? p === expected : expected.test(p);
  }, { timeout, timeoutMsg: `path never became ${expected} (is ${await pathOf(b)})` });
}

/** Signs in with the test password and waits for the main screen (/main). */
export async function signIn(b: Browser, url: string, username: string): Promise<void> {
  try {
    await b.url(url + '/login');
    await b.$('#username').waitForDisplayed({ timeout: FIRST_LOAD });
    await b.$('#username').setValue(username);
    await b.$('#password').setValue('secret-pass');
    await b.$('[data-testid="login-submit"]').click();
    await b.waitUntil(async () => (await pathOf(b)) === '/main', { timeout: FIRST_LOAD, timeoutMsg: `${username} never reached /main` });
  } catch (e) {
    await evidence(b, `failed-sign-in-${username}`);
    throw e;
  }
}

/** The rundown workspace from the menu, on its preview tab. */
export async function openWorkspace(b: Browser): Promise<void> {
  const entry = b.$('[data-testid="menu-rundowns"]');
  await entry.waitForDisplayed({ timeout: LONG });
  await entry.click();
  await b.$('[data-testid="rundown-workspace"]').waitForDisplayed({ timeout: LONG });
  // the tabs are kept per browser tab (sessionStorage): start from the preview
  await b.$('[data-testid="preview-rundowns"]').waitForDisplayed({ timeout: LONG });
}

/** Today's rundown of the program, opened from the workspace's preview. */
export async function openRundown(b: Browser, programId: number): Promise<void> {
  await openWorkspace(b);
  const open = b.$(`[data-testid="preview-program"][data-program="${programId}"] [data-testid="preview-open"]`);
  await open.waitForDisplayed({ timeout: LONG });
  await open.click();
}

/**
 * The shell offers desktop notices a few seconds after sign-in (when the browser has not decided);
 * says "not now", waiting up to `wait` ms for the offer (it would cover the screenshots).
 */
export async function dismissDesktopOffer(b: Browser, wait = 0): Promise<void> {
  const later = b.$('[data-testid="desktop-offer-later"]');
  if (wait) await later.waitForExist({ timeout: wait }).catch(() => undefined);
  if (await later.isExisting().catch(() => false)) {
    await later.click().catch(() => undefined);
    await later.waitForExist({ reverse: true, timeout: 3000 }).catch(() => undefined);
  }
}

/** The text of the newest notification once one containing `text` shows. */
export async function notification(b: Browser, text: string): Promise<string> {
  let seen = '';
  await b.waitUntil(async () => {
    seen = await b.execute(() => Array.from(document.querySelectorAll('[data-testid="notice"]')).map((e) => (e as HTMLElement).innerText).join(' | '));
    return seen.includes(text);
  }, { timeout: LONG, timeoutMsg: `no notification with "${text}"` }).catch(() => { throw new Error(`no notification with "${text}"; saw: ${seen}`); });
  return seen;
}

/** Waits for a notice of `level` whose text contains every part. */
export async function noticeWith(b: Browser, level: string, ...parts: string[]): Promise<string> {
  let found = '';
  await b.waitUntil(async () => {
    for (const n of await b.$$(`[data-testid="notice"][data-level="${level}"]`)) {
      const text = await n.getText();
      if (parts.every((p) => text.includes(p))) {
        found = text;
        return true;
      }
    }
    return false;
  }, { timeout: LONG, timeoutMsg: `no ${level} notice with ${JSON.stringify(parts)}` });
  return found;
}

/** Notices fade by themselves; screenshots of a screen are cleaner without them. */
export async function clearNotices(b: Browser): Promise<void> {
  for (const close of await b.$$('[data-testid="notice"] button')) await close.click().catch(() => undefined);
  await b.waitUntil(async () => (await b.$$('[data-testid="notice"]').length) === 0, { timeout: 15_000 }).catch(() => undefined);
}

/** Empties a field the way a user does (WebDriver's clear fires no input event, so React would not see it). */
export async function clearField(b: Browser, selector: string): Promise<void> {
  const el = b.$(selector);
  await el.click();
  await b.keys(['Control', 'a']);
  await b.keys('Backspace');
  await b.waitUntil(async () => (await el.getValue()) === '', { timeoutMsg: `${selector} did not empty` });
}

/** Another browser, as the runner's, for a second user. */
export async function secondBrowser(): Promise<Browser> {
  const caps = wdioConfig.capabilities as WebdriverIO.Capabilities[];
  return remote({ capabilities: caps[0]!, logLevel: 'warn', waitforTimeout: 10_000 });
}

/**
 * The shell's build plus the story harness page (`tests/e2e/story-harness`, built here
 * with Vite) at /story-harness/, in a temporary web root. The caller removes it.
 */
export async function harnessWebRoot(prefix: string): Promise<string> {
  assertBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lauda-${prefix}-e2e-`));
  // a copy whose index.html names only assets it holds (the shell may be being rebuilt right now)
  for (let attempt = 0; ; attempt++) {
    fs.cpSync(webRoot, dir, { recursive: true });
    const indexFile = path.join(dir, 'index.html');
    const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
    const missing = index ? [...index.matchAll(/\/assets\/[^"']+/g)].map((m) => m[0]).filter((a) => !fs.existsSync(path.join(dir, a))) : ['index.html'];
    if (!missing.length) break;
    if (attempt >= 10) throw new Error(`the shell's build is incomplete: ${missing.join(', ')}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir);
    await new Promise((r) => setTimeout(r, 3000));
  }
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    root: path.join(root, 'tests/e2e/story-harness'),
    base: '/story-harness/',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [{ find: /^@lauda\/sdk\/web$/, replacement: path.join(root, 'sdk/src/web/index.ts') }],
      dedupe: ['react', 'react-dom', 'styled-components'],
    },
    build: { outDir: path.join(dir, 'story-harness'), emptyOutDir: true, sourcemap: false },
  });
  return dir;
}

/**
 * Clicks as a person does: at the element's on-screen centre with the pointer, after checking that
 * what lies there (`document.elementFromPoint`) is the element or inside it, not an overlay.
 */
export async function clickAt(b: Browser, selector: string): Promise<void> {
  const el = b.$(selector);
  await el.waitForDisplayed({ timeout: LONG });
  await el.scrollIntoView({ block: 'center' });
  const at = await b.execute((sel: string) => {
    const target = document.querySelector(sel);
    if (!target) return null;
    const r = target.getBoundingClientRect();
    const x = Math.round(r.left + r.width / 2);
    const y = Math.round(r.top + r.height / 2);
    const hit = document.elementFromPoint(x, y);
    return { x, y, ok: !!hit && (hit === target || target.contains(hit)), hit: hit ? hit.outerHTML.slice(0, 120) : null };
  }, selector);
  if (!at) throw new Error(`nothing matches ${selector}`);
  if (!at.ok) throw new Error(`${selector} is covered at (${at.x}, ${at.y}) by ${at.hit}`);
  await b.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: at.x, y: at.y }).down().up().perform();
}

/** The three window sizes every screen is checked at: desktop, laptop, phone. */
export const SIZES = [
  { name: 'desktop', width: 1600, height: 900 },
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type Size = (typeof SIZES)[number];

/** Sets the viewport (not the window: headless window chrome differs) to a size. */
export async function useSize(b: Browser, size: Size): Promise<void> {
  await b.setViewport({ width: size.width, height: size.height });
}

/** Screenshot of the screen at a size, named `<screen>-<size>` (kept as CI artifacts). */
export async function shotAt(b: Browser, screen: string, size: Size): Promise<void> {
  await shot(b, `${screen}-${size.name}`);
}

const axeSource = (): string => fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeViolation { id: string; impact: string | null; help: string; nodes: string[] }

/**
 * axe-core (WCAG 2.1 A and AA rules) on the page as it is; the critical and serious violations,
 * each with the first selectors it was found at. `exclude` leaves out regions (rarely needed).
 */
export async function axeViolations(b: Browser, exclude: string[] = []): Promise<AxeViolation[]> {
  await b.execute(axeSource());
  const result = await b.executeAsync((ex: string[], done: (r: unknown) => void) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    axe
      .run({ exclude: ex.map((s) => [s]) }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
      .then((r) => done(r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))))
      .catch((e: Error) => done([{ id: 'axe-error', impact: 'critical', help: String(e), nodes: [] }]));
  }, exclude);
  return (result as AxeViolation[]).filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

/** Fails naming every critical or serious axe violation on the page. */
export async function assertAccessible(b: Browser, screen: string, exclude: string[] = []): Promise<void> {
  const found = await axeViolations(b, exclude);
  if (found.length) throw new Error(`${screen}: ${found.length} critical/serious axe violations:\n${found.map((v) => `  ${v.impact} ${v.id}: ${v.help} at ${v.nodes.join(', ')}`).join('\n')}`);
}

/** Puts the browser in a time zone (CDP), to prove screens use the newsroom's zone, not the browser's. */
export async function browserZone(b: Browser, timezoneId: string): Promise<void> {
  await (b as unknown as { sendCommand: (m: string, p: unknown) => Promise<unknown> }).sendCommand('Emulation.setTimezoneOverride', { timezoneId }).catch(async () => {
    const puppeteer = await b.getPuppeteer();
    const [page] = await puppeteer.pages();
    await page!.emulateTimezone(timezoneId);
  });
}

/**
 * HTML5 drag and drop, as the browser fires it: WebDriver's pointer actions do not start a native
 * drag in Chromium, so the drag events are dispatched with one DataTransfer (react-dnd's HTML5
 * backend listens on the window, as for a real drag).
 */
export async function dragAndDrop(b: Browser, source: string, target: string): Promise<void> {
  const done = await b.execute((src: string, dst: string) => {
    const from = document.querySelector<HTMLElement>(src);
    const to = document.querySelector<HTMLElement>(dst);
    if (!from || !to) return false;
    const dt = new DataTransfer();
    const at = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      return { clientX: r.left + 20, clientY: r.top + r.height / 2 };
    };
    const fire = (el: HTMLElement, type: string) => el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt, ...at(el) }));
    fire(from, 'dragstart');
    fire(to, 'dragenter');
    fire(to, 'dragover');
    fire(to, 'drop');
    fire(from, 'dragend');
    return true;
  }, source, target);
  if (!done) throw new Error(`drag: ${source} or ${target} is not on the page`);
}
