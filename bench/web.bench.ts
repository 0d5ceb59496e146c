// Web figures (issue 6), in Debian's headless Chromium against a kernel in this process (admin and
// rundown plugins, the built shell): the size of the rundown workspace's chunk; the time to
// open and render a 400-story rundown; the time from a PATCH in one browser until another
// browser's DOM shows it (live topics). Needs `npm run build -w @lauda/web-shell` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import { chrome, session, type Browser } from './support/chrome.js';
import { median, percentile, report } from './support/measure.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** the built shell (LAUDA_WEB_ROOT: another build of it, e.g. to compare a change) */
const webRoot = process.env.LAUDA_WEB_ROOT ?? path.join(root, 'web-shell/dist');
const STORIES = Number(process.env.BENCH_WEB_STORIES ?? 400);
const RENDERS = Number(process.env.BENCH_WEB_RENDERS ?? 5);
const PATCHES = Number(process.env.BENCH_WEB_PATCHES ?? 20);
const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE'];

if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
  process.stderr.write(`${webRoot} is not built: run npm run build -w @lauda/web-shell\n`);
  process.exit(1);
}

const ok = async <T = any>(p: Promise<{ status: number; body: T }>, status = 200): Promise<T> => {
  const r = await p;
  if (r.status !== status) throw new Error(`${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body;
};

async function openWorkspace(b: Browser, url: string): Promise<void> {
  await b.url(url + '/main/rundowns');
  await b.$('[data-testid="preview-open"]').waitForDisplayed({ timeout: 60_000 }).catch(async (e) => {
    if (process.env.BENCH_SHOTS) await b.saveScreenshot(path.join(process.env.BENCH_SHOTS, 'web-bench-failed.png'));
    throw e;
  });
}

/**
 * Clicks Open in the preview and waits for the grid's rows to be painted; answers the ms it took,
 * and of those the ms the rundown's GET took (the rest is the browser's work).
 */
async function timeOpen(b: Browser): Promise<{ total: number; load: number }> {
  return b.execute(async () => {
    const t0 = performance.now();
    document.querySelector<HTMLElement>('[data-testid="preview-open"]')!.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const view = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="rundown-view"]')).find((v) => v.offsetParent !== null);
        if (view && view.querySelector('[data-testid="story-row"]')) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    // the frame with the rows is painted
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const total = performance.now() - t0;
    const get = performance.getEntriesByType('resource').filter((e) => e.startTime >= t0 && /\/api\/rundowns\/\d+(\?|$)/.test(e.name));
    return { total, load: get.reduce((n, e) => n + e.duration, 0) };
  });
}

const k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
const browsers: Browser[] = [];
try {
  const ana = await k.userWith(ROLES, 'ana');
  const bia = await k.userWith(ROLES, 'bia');
  const program = await ok(ana.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '20:30:00' }), 201);
  // the workspace opens on today in the branch's time zone
  const { timeZone } = (await ana.get('/api/branch/config')).body as { timeZone: string };
  const date = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const r = await ok(ana.post('/api/rundowns', { date, programId: program.id }), 201);
  const blocks = [r.blocks[0].id as number];
  for (let i = 1; i < 8; i++) blocks.push((await ok(ana.post(`/api/rundowns/${r.id}/blocks`, { commercial: 'PT2M' }), 201)).id);
  const ids: number[] = [];
  for (let i = 0; i < STORIES; i += 8) {
    const made = await Promise.all(blocks.slice(0, Math.min(8, STORIES - i)).map((b, j) => ok(ana.post(`/api/blocks/${b}/stories`, {
      slug: `MATÉRIA ${i + j + 1}`, estimated: 'PT1M', sections: [{ type: 'HEADER', entries: [{ camera: '1', text: [{ children: [{ text: 'Boa noite. '.repeat(12) }] }] }] }],
    }), 201)));
    ids.push(...made.map((s) => s.id as number));
  }

  /* ---------------------------------------------------------------- the workspace's chunk (the sign-in page: signin-page.bench.ts) */
  const a = await chrome();
  browsers.push(a);
  const workspace = fs.readdirSync(path.join(webRoot, 'assets')).filter((f) => /^Workspace-.*\.js$/.test(f));
  const wsGz = workspace.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(webRoot, 'assets', f)), { level: 9 }).length, 0);
  report('rundown_workspace_chunk_gzip', Math.round(wsGz / 1024), 'kB');

  /* ---------------------------------------------------------------- 400-story render */
  await session(a, k.url, ana);
  await openWorkspace(a, k.url);
  const renders: number[] = [];
  const loads: number[] = [];
  for (let i = 0; i < RENDERS + 1; i++) {
    const { total: ms, load } = await timeOpen(a);
    if (i > 0) {
      renders.push(ms); // the first includes downloading the workspace's chunk
      loads.push(load);
    } else report(`rundown_${STORIES}_first_open_with_chunk`, Math.round(ms), 'ms');
    if (i === RENDERS) break;
    await a.execute(() => document.querySelector<HTMLElement>('[data-testid="tab"][data-tab-id^="rundown:"] [data-testid="tab-close"]')!.click());
    await a.$('[data-testid="preview-open"]').waitForDisplayed({ timeout: 60_000 });
  }
  const rows = await a.execute(() => document.querySelectorAll('[data-testid="story-row"]').length);
  report(`rundown_${STORIES}_render_median`, Math.round(median(renders)), 'ms');
  report(`rundown_${STORIES}_render_max`, Math.round(Math.max(...renders)), 'ms');
  // issue 12's budget: the median open ≤ 100 ms; of it, the rundown's GET
  report(`rundown_${STORIES}_render_median_vs_budget`, Number((median(renders) / 100).toFixed(2)), 'x');
  report(`rundown_${STORIES}_render_median_of_it_get`, Math.round(median(loads)), 'ms');
  report(`rundown_${STORIES}_story_rows_in_dom`, rows, 'rows');

  /* ---------------------------------------------------------------- PATCH → other browser */
  const b = await chrome();
  browsers.push(b);
  await session(b, k.url, bia);
  await openWorkspace(b, k.url);
  await timeOpen(b);
  const target = ids[0]!;
  const delays: number[] = [];
  for (let i = 0; i < PATCHES; i++) {
    const slug = `LIVE ${i} ${Date.now()}`;
    // the second browser notes when its DOM shows the new slug
    await b.execute((id: number, expected: string) => {
      const w = window as unknown as { __seen?: Promise<number> };
      w.__seen = new Promise<number>((resolve) => {
        const find = () => document.querySelector<HTMLElement>(`[data-testid="story-row"][data-id="${id}"]`)?.dataset.slug === expected;
        const obs = new MutationObserver(() => {
          if (find()) {
            obs.disconnect();
            resolve(Date.now());
          }
        });
        obs.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-slug'] });
      });
    }, target, slug);
    // the first browser sends the PATCH
    const sentAt = await a.execute(async (id: number, value: string) => {
      const t = Date.now();
      const res = await fetch(`/api/stories/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ field: 'slug', newValue: value }) });
      if (!res.ok) throw new Error(`PATCH ${res.status}`);
      return t;
    }, target, slug);
    const seenAt = await b.execute(async () => (window as unknown as { __seen: Promise<number> }).__seen);
    delays.push(seenAt - sentAt);
  }
  report('patch_to_other_browser_dom_median', Math.round(median(delays)), 'ms');
  report('patch_to_other_browser_dom_p95', Math.round(percentile(delays, 95)), 'ms');
} finally {
  for (const b of browsers) await b.deleteSession().catch(() => undefined);
  await k.stop();
}
