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
