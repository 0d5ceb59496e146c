// The JavaScript the sign-in page downloads (issue 12: at most 150 kB gzipped), in Debian's headless
// Chromium against a kernel in this process with every plugin (the built shell): the .js files the page
// loaded, gzipped at level 9, against the budget. Needs `npm run build -w @lauda/web-shell` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import hello from '@lauda/plugin-hello';
import onair from '@lauda/plugin-onair';
import rundown from '@lauda/plugin-rundown';
import { chrome } from './support/chrome.js';
import { report } from './support/measure.js';

const BUDGET_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webRoot = path.join(root, 'web-shell/dist');
if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
  process.stderr.write(`${webRoot} is not built: run npm run build -w @lauda/web-shell\n`);
  process.exit(1);
}

const k = await startTestKernel({ plugins: [admin, rundown, devices, onair, hello], config: { webRoot } });
const b = await chrome();
try {
  // `/` sends a visitor to the sign-in route; what both load is what a person waits for
  await b.url(k.url + '/');
  await b.$('#username').waitForDisplayed({ timeout: 60_000 });
  await b.pause(1000);
  const scripts: string[] = await b.execute(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => new URL(u).pathname.endsWith('.js')));
  const files = [...new Set(scripts.map((u) => path.basename(new URL(u).pathname)))];
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const body = fs.readFileSync(path.join(webRoot, 'assets', f));
    raw += body.length;
    gz += zlib.gzipSync(body, { level: 9 }).length;
  }
  const kb = gz / 1024;
  report('signin_page_js_files', files.length, 'files');
  report('signin_page_js_raw', Math.round(raw / 1024), 'kB');
  report('signin_page_js_gzip', Number(kb.toFixed(1)), 'kB');
  report('signin_page_js_gzip_budget', BUDGET_KB, 'kB');
  report('signin_page_js_gzip_of_budget', Number((kb / BUDGET_KB).toFixed(3)), 'x');
  if (kb > BUDGET_KB) process.stderr.write(`the sign-in page loads ${kb.toFixed(1)} kB of gzipped JavaScript, over the ${BUDGET_KB} kB budget: ${files.join(', ')}\n`);
} finally {
  await b.deleteSession().catch(() => undefined);
  await k.stop();
}
