/**
 * Reportage timing: a section's reading time by the same rules as a story's (the rundown plugin's
 * timing engine: counted characters, [comments] and comment runs not read, the read rate).
 */
import type { RichText } from '@lauda/sdk';
import { readingTime } from '@lauda/plugin-rundown/common';

/** Runs joined, paragraphs on lines, comment runs as `[comments]` (not counted by `readingTime`). */
export const richPlainText = (doc: RichText | null | undefined): string =>
  (doc ?? []).map((p) => (p.children ?? []).map((c) => (c.comment ? `[${c.text}]` : c.text)).join('')).join('\n');

/** The automatic duration of a section's content, in ms. */
export const sectionReadingTime = (content: RichText | null | undefined, readRate?: number): number => readingTime(richPlainText(content), readRate);

/** A section's time: its typed duration when manual, else the reading time of its content. */
export function sectionTime(s: { manual: boolean; duration: number; content: RichText | null | undefined }, readRate?: number): number {
  return s.manual ? s.duration : sectionReadingTime(s.content, readRate);
}
