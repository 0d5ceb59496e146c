/** What the browser specs share: screenshots, signing in, opening the rundown workspace. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const webRoot = path.join(root, 'web-shell/dist');
export const screens = path.join(here, 'screens');
export const LONG = 20_000;
type Browser = WebdriverIO.Browser;

/** A plugin's i18n strings, to compare with what the screen shows. */
export const strings = (file: string): Record<string, any> => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
/** i18next-style interpolation. */
export const fill = (text: string, vars: Record<string, unknown> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(vars[k] ?? ''));

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) throw new Error(`${webRoot} is not built: run npm run build -w @lauda/web-shell`);
}

export async function shot(b: Browser, name: string): Promise<void> {
  fs.mkdirSync(screens, { recursive: true });
  await b.saveScreenshot(path.join(screens, `${name}.png`));
}

/** Signs in with the test password and waits for the main screen. */
export async function signIn(b: Browser, url: string, username: string): Promise<void> {
  await b.url(url + '/login');
  await b.$('#username').waitForDisplayed({ timeout: LONG });
  await b.$('#username').setValue(username);
  await b.$('#password').setValue('secret-pass');
  await b.$('[data-testid="login-submit"]').click();
  await b.waitUntil(async () => new URL(await b.getUrl()).pathname.startsWith('/main'), { timeout: LONG, timeoutMsg: `${username} never reached /main` });
}

/** The rundown workspace from the menu, on its preview tab. */
export async function openWorkspace(b: Browser): Promise<void> {
  const entry = b.$('[data-testid="menu-rundowns"]');
  await entry.waitForDisplayed({ timeout: LONG });
  await entry.click();
  await b.$('[data-testid="rundown-workspace"]').waitForDisplayed({ timeout: LONG });
  await b.$('[data-testid="preview-rundowns"]').waitForDisplayed({ timeout: LONG });
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
