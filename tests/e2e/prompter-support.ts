/** What the teleprompter spec reads off the page. */
import { browser, $ } from '@wdio/globals';

/** The prompter's text, as shown. */
export const shownText = () => browser.execute(() => document.querySelector('[data-testid="prompter-text"]')?.textContent ?? '');
/** Where a story's heading is, relative to the reading line (0: at it). */
export const fromLine = (storyId: number) =>
  browser.execute((id: number) => {
    const v = document.querySelector<HTMLElement>('[data-testid="prompter-text"]')!;
    const line = v.querySelector<HTMLElement>('[data-testid="prompter-line"]')!;
    const story = v.querySelector<HTMLElement>(`[data-story="${id}"]`);
    return story ? story.getBoundingClientRect().top - line.getBoundingClientRect().top : NaN;
  }, storyId);
/** The text of an element, shown or scrolled out of the screen (WebDriver's getText answers only what is in view). */
export const textOf = (selector: string) => browser.execute((sel: string) => document.querySelector(sel)?.textContent ?? '', selector);
export const offset = () =>
  browser.execute(() => {
    const c = document.querySelector<HTMLElement>('[data-testid="prompter-text"]')!.lastElementChild as HTMLElement;
    return -new DOMMatrix(getComputedStyle(c).transform).m42;
  });
export const speed = async () => Number(await $('[data-testid="prompter-status"]').getAttribute('data-speed'));
