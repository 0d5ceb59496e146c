/**
 * Printing the grid (spec 000 §5 and 001 §2): a grid print holds at most 100 records, and the
 * font size must not be odd ('Odd number is not allowed'). Pure.
 */
import type { Block, Story } from '../../common/types.js';

export const PRINT_LIMIT = 100;
export const PRINT_FONT_SIZES = { min: 6, max: 24, default: 10 } as const;

/** The message key of a font size problem, or null. */
export function fontSizeProblem(size: number): 'oddNotAllowed' | 'fontSizeRange' | null {
  if (!Number.isInteger(size) || size < PRINT_FONT_SIZES.min || size > PRINT_FONT_SIZES.max) return 'fontSizeRange';
  if (size % 2 !== 0) return 'oddNotAllowed';
  return null;
}

export interface PrintOptions {
  fontSize: number;
  /** leave out the Stand By block */
  withoutStandBy: boolean;
  /** only approved stories */
  approvedOnly: boolean;
}

export interface PrintBlock {
  block: Block;
  stories: Story[];
}

/** The blocks and stories a print shows: the first 100 records that pass the options. */
export function printRows(blocks: readonly Block[], options: PrintOptions): { blocks: PrintBlock[]; records: number; truncated: boolean } {
  let left = PRINT_LIMIT;
  let total = 0;
  const out: PrintBlock[] = [];
  for (const block of blocks) {
    if (options.withoutStandBy && block.standBy) continue;
    const stories = block.stories.filter((s) => !options.approvedOnly || s.approved);
    total += stories.length;
    const taken = stories.slice(0, Math.max(0, left));
    left -= taken.length;
    if (taken.length || stories.length === 0) out.push({ block, stories: taken });
  }
  return { blocks: out, records: Math.min(total, PRINT_LIMIT), truncated: total > PRINT_LIMIT };
}

/** The rundown's print kinds: the grid also prints from the browser; the display is a PDF only. */
export const RUNDOWN_PRINT_KINDS = ['grid', 'display'] as const;
export type RundownPrintKind = (typeof RUNDOWN_PRINT_KINDS)[number];

/** `pt-BR` (the page's `lang`) → `pt_BR`, or null when it is not one of the languages. */
export function localeOfLang(lang: string | null | undefined): 'pt_BR' | 'en_US' | 'es_ES' | null {
  const l = (lang ?? '').replace('-', '_');
  return l === 'pt_BR' || l === 'en_US' || l === 'es_ES' ? l : null;
}

/** The address of a rundown's PDF (`GET /api/rundowns/{id}/pdf`) with the dialog's options. */
export function rundownPdfUrl(rundownId: number, kind: RundownPrintKind, o: PrintOptions & { accumulation?: string; locale?: string | null }): string {
  const q = new URLSearchParams({ kind, fontSize: String(o.fontSize) });
  if (o.withoutStandBy) q.set('withoutStandBy', 'true');
  if (o.approvedOnly) q.set('approvedOnly', 'true');
  if (o.accumulation) q.set('accumulation', o.accumulation);
  if (o.locale) q.set('locale', o.locale);
  return `/api/rundowns/${rundownId}/pdf?${q}`;
}

/** A story's print kinds, PDFs only: every section, or the texts read over pictures. */
export const STORY_PRINT_KINDS = ['content', 'voiceover'] as const;
export type StoryPrintKind = (typeof STORY_PRINT_KINDS)[number];

/** The address of a story's PDF (`GET /api/stories/{id}/pdf`). */
export function storyPdfUrl(storyId: number, kind: StoryPrintKind, locale?: string | null): string {
  const q = new URLSearchParams({ kind });
  if (locale) q.set('locale', locale);
  return `/api/stories/${storyId}/pdf?${q}`;
}
