/**
 * Moving around the rundown grid with the keyboard (issue 19 item 1), pure: the rows the arrows
 * pass through (block header rows and story rows, in show order; a block's end row is reached
 * with Tab), the parts of a block's header row that Left and Right move across, and what Enter,
 * F2 or Space does on each part.
 */

/** A block header row's cells, left to right. */
export const BLOCK_PARTS = ['name', 'standBy', 'commercial', 'figures', 'approved', 'status'] as const;
export type BlockPart = (typeof BLOCK_PARTS)[number];

/** The parts a block shows: the rundown's Stand By block (fixed) has only its name and figures. */
export function blockParts(fixed: boolean): BlockPart[] {
  return fixed ? ['name', 'figures'] : [...BLOCK_PARTS];
}

/** Where the keyboard is: a story's cell, or a part of a block's header (with the story column to go back to). */
export type GridSpot<C extends string> =
  | { kind: 'story'; id: number; col: C }
  | { kind: 'block'; id: number; part?: BlockPart; col?: C }
  | null;

export type NavRow = { kind: 'block'; id: number; fixed: boolean } | { kind: 'story'; id: number };

export interface NavBlock {
  id: number;
  standBy: boolean;
  stories: readonly { id: number }[];
}

/** The rows the arrows move through: each block's header, then its stories. The last block in stand-by is the fixed Stand By block. */
export function navRows(blocks: readonly NavBlock[]): NavRow[] {
  return blocks.flatMap((b, i) => [
    { kind: 'block' as const, id: b.id, fixed: b.standBy && i === blocks.length - 1 },
    ...b.stories.map((s) => ({ kind: 'story' as const, id: s.id })),
  ]);
}

/** The part a block spot is on, as the block shows it (a part it does not have is its name). */
export function partOf(spot: { part?: BlockPart }, fixed: boolean): BlockPart {
  return spot.part && blockParts(fixed).includes(spot.part) ? spot.part : 'name';
}

const PAGE = 15;

/**
 * Where a navigation key leads from `cur`, or null when the key is not a navigation key here.
 * Up and Down pass through block header rows; with nothing current they start at the first story.
 * Left and Right move through the story's shown columns, or the block's parts. Home and End go to
 * the first and last story.
 */
export function moveSpot<C extends string>(rows: readonly NavRow[], cur: GridSpot<C>, key: string, columns: readonly C[], firstCol: C): GridSpot<C> | null {
  const at = cur ? rows.findIndex((r) => r.kind === cur.kind && r.id === cur.id) : -1;
  const col = cur?.kind === 'story' ? cur.col : (cur?.col ?? firstCol);
  const to = (i: number): GridSpot<C> | null => {
    const j = Math.max(0, Math.min(rows.length - 1, i));
    // at the first or last row: where it was
    if (j === at) return cur;
    const r = rows[j];
    if (!r) return null;
    return r.kind === 'story' ? { kind: 'story', id: r.id, col } : { kind: 'block', id: r.id, part: 'name', col };
  };
  const stories = rows.filter((r) => r.kind === 'story');
  const story = (r: NavRow | undefined): GridSpot<C> | null => (r ? { kind: 'story', id: r.id, col } : null);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
    case 'PageDown':
    case 'PageUp': {
      if (at < 0) return story(stories[0]) ?? to(0);
      const step = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : key === 'PageDown' ? PAGE : -PAGE;
      return to(at + step);
    }
    case 'Home': return story(stories[0]);
    case 'End': return story(stories[stories.length - 1]);
    case 'ArrowLeft':
    case 'ArrowRight': {
      const d = key === 'ArrowLeft' ? -1 : 1;
      if (cur?.kind === 'story') {
        const i = columns.indexOf(cur.col);
        const j = Math.max(0, Math.min(columns.length - 1, (i < 0 ? columns.indexOf(firstCol) : i) + d));
        return { ...cur, col: columns[j] ?? cur.col };
      }
      const row = rows[at];
      if (cur?.kind !== 'block' || row?.kind !== 'block') return null;
      const parts = blockParts(row.fixed);
      const j = Math.max(0, Math.min(parts.length - 1, parts.indexOf(partOf(cur, row.fixed)) + d));
      return { ...cur, part: parts[j]! };
    }
    default:
      return null;
  }
}

/** What a key does on a block's part. */
export type BlockCommand = 'standBy' | 'approve' | 'status' | 'editCommercial';

/**
 * The command of Enter, F2 or Space on a block's part, when the user may give it: Enter and Space
 * press the Stand By, approval and status controls; Enter and F2 edit the commercial break.
 */
export function blockCommand(part: BlockPart, key: string, can: { write: boolean; admin: boolean }): BlockCommand | null {
  const press = key === 'Enter' || key === ' ';
  switch (part) {
    case 'standBy': return press && can.write ? 'standBy' : null;
    case 'approved': return press && can.admin ? 'approve' : null;
    case 'status': return press && can.write ? 'status' : null;
    case 'commercial': return (key === 'Enter' || key === 'F2') && can.write ? 'editCommercial' : null;
    default: return null;
  }
}
