/**
 * The reportage board in the browser (issue 14 "done when"): in the built shell's reportages area,
 * from the click on the board tab until every card of the day is in the page and laid out (the
 * board's request of the whole day included). The floor, in the same page: fetching the same JSON
 * and laying out the same number of bare buttons in five columns, no React, no kit.
 */
import type { TestClient } from '@lauda/sdk/testing';
import { chrome, session, type Browser } from './chrome.js';

const CARDS = '[data-testid="list-board"] [data-testid^="card-"]';

/** Arms the page: the next click on the board tab starts a clock that stops when `count` cards are laid out. */
async function arm(b: Browser, count: number): Promise<void> {
  await b.execute((selector: string, n: number) => {
    const w = window as unknown as { __boardMs: number | null };
    w.__boardMs = null;
    const tab = document.querySelector('[data-testid="list-view-board"]')!;
    let start = -1;
    tab.addEventListener('click', () => void (start = performance.now()), { capture: true, once: true });
    const seen = new MutationObserver(() => {
      if (start < 0 || document.querySelectorAll(selector).length < n) return;
      seen.disconnect();
      void document.body.offsetHeight; // laid out: part of showing the board
      w.__boardMs = performance.now() - start;
    });
    seen.observe(document.body, { childList: true, subtree: true });
  }, CARDS, count);
}

/** The floor: the same request and as many bare buttons in five sections, laid out, in ms. */
async function floor(b: Browser, url: string): Promise<number> {
  return b.executeAsync((u: string, done: (ms: number) => void) => {
    const t = performance.now();
    void fetch(u, { credentials: 'same-origin' }).then((r) => r.json()).then((page: { data: { id: number; slug: string; state: string; date: string }[] }) => {
      const box = document.createElement('div');
      box.style.cssText = 'display:grid;grid-template-columns:repeat(5,1fr);gap:8px';
      const sections = new Map<string, HTMLElement>();
      for (const r of page.data) {
        let s = sections.get(r.state);
        if (!s) sections.set(r.state, (s = box.appendChild(document.createElement('section'))));
        const button = s.appendChild(document.createElement('button'));
        button.textContent = `${r.slug} · ${r.date}`;
      }
      document.body.appendChild(box);
      void document.body.offsetHeight;
      const ms = performance.now() - t;
      box.remove();
      done(ms);
    });
  }, url);
}

/** Times `runs` board renders (after one unmeasured) and as many floors; answers both lists in ms. */
export async function boardRenders(url: string, user: TestClient, count: number, day: string, runs: number): Promise<{ board: number[]; floor: number[] }> {
  let b: Browser | null = null;
  try {
    b = await chrome();
    await session(b, url, user);
    await b.url(`${url}/main`);
    await b.$('[data-testid="menu-reportages"]').click();
    await b.$('[data-testid="list-table"] tbody tr[data-testid^="row-"]').waitForDisplayed({ timeout: 60_000 });
    const board: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i <= runs; i++) {
      await arm(b, count);
      await b.$('[data-testid="list-view-board"]').click();
      await b.waitUntil(async () => (await b!.execute(() => (window as unknown as { __boardMs: number | null }).__boardMs)) !== null, { timeout: 60_000, timeoutMsg: `the board did not show ${count} cards` });
      const ms = await b.execute(() => (window as unknown as { __boardMs: number }).__boardMs);
      const f = await floor(b, `/api/news_reports?from=${day}&to=${day}&size=${count}`);
      if (i > 0) board.push(ms), bare.push(f);
      await b.$('[data-testid="list-view-list"]').click();
      await b.$('[data-testid="list-table"]').waitForDisplayed({ timeout: 60_000 });
    }
    return { board, floor: bare };
  } finally {
    await b?.deleteSession().catch(() => undefined);
  }
}
