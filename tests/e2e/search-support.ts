/** What the search specs share: the seeded newsroom, and a person's ways with the search screen. */
import type { TestClient } from '@lauda/sdk/testing';
import { $, browser } from '@wdio/globals';
import { LONG, clearField, clickAt } from './support.js';

/** A reporter's roles: every area the search spec seeds, read and write. */
export const REPORTER = [
  'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE',
  'ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_USER_READ',
];

const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
/** A story's sections with one text read on air. */
export const script = (text: string) => [{ type: 'HEADER', entries: [{ camera: '1', text: rich(text) }] }];

/** Waits until the API search `q` finds exactly `total` documents for `c` (the index is written a moment after each change). */
export async function indexed(c: TestClient, q: string, total: number, extra = ''): Promise<void> {
  let seen = -1;
  await browser.waitUntil(async () => {
    const r = await c.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
    seen = r.status === 200 ? (r.body as { total: number }).total : -r.status;
    return seen === total;
  }, { timeout: LONG, interval: 100, timeoutMsg: `the search for ${q} never found ${total} (last ${seen})` });
}

/** The screen's results as `type:id`, in their order. */
export const hits = (): Promise<string[]> =>
  browser.execute(() => Array.from(document.querySelectorAll('[data-testid="search-hit"]')).map((e) => `${e.getAttribute('data-type')}:${e.getAttribute('data-id')}`));

/** Waits until the screen shows the answer to what it asks now: results, or the empty state. */
export async function settled(): Promise<void> {
  await browser.waitUntil(
    () => browser.execute(() => {
      const results = document.querySelector('[data-testid="search-results"]');
      return (!!results && results.getAttribute('aria-busy') === 'false') || !!document.querySelector('[data-testid="search-empty"]');
    }),
    { timeout: LONG, timeoutMsg: 'the search never answered' },
  );
}

/** Types `text` in the screen's box as a person does, waits for the address to carry it (250 ms after the last key) and for the answer. */
export async function searchFor(text: string): Promise<void> {
  await clickAt(browser, '[data-testid="search-q"]');
  await clearField(browser, '[data-testid="search-q"]');
  await browser.keys(text);
  await browser.waitUntil(async () => new URL(await browser.getUrl()).searchParams.get('q') === text.trim(), { timeout: LONG, timeoutMsg: `the address never carried ${text}` });
  await settled();
}

/** The visible texts of the marked words inside `selector`. */
export const marks = (selector: string): Promise<string[]> =>
  browser.execute((sel: string) => Array.from(document.querySelectorAll(`${sel} mark`)).map((m) => m.textContent ?? ''), selector);

/** The search screen from the side menu (the phone's menu is a drawer). */
export async function openSearchFromMenu(phone: boolean): Promise<void> {
  if (phone) await clickAt(browser, '[data-testid="menu-drawer-toggle"]');
  await clickAt(browser, '[data-testid="menu-search"]');
  await $('[data-testid="search"]').waitForDisplayed({ timeout: LONG });
}
