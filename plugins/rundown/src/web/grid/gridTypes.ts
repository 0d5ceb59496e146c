/** The grid's model: its columns, its rows, what is dragged where, and what the rows call back. */
import type { MouseEvent } from 'react';
import type { Block, Story } from '../../common/types.js';

export const DND_STORY = 'rundown-story';
export const DND_DRAWER = 'rundown-drawer';

export interface StoryDragItem {
  kind: 'stories';
  ids: number[];
  rundownId: number;
}
export interface DrawerDragItem {
  kind: 'drawer';
  ids: number[];
  /** DRAWER: brought back (moved); STAND_BY / DISPLAYED: copied */
  origin: 'DRAWER' | 'STAND_BY' | 'DISPLAYED';
}
export type DragItem = StoryDragItem | DrawerDragItem;

export interface DropTarget {
  blockId: number;
  /** before this story; null = at the end of the block */
  storyId: number | null;
}

/** The grid's columns (widths: cells at least 28 px, the selection column 26 px, spec 000 §9). */
export const COLUMNS = [
  { key: 'sel', width: '26px' },
  { key: 'page', width: '46px' },
  { key: 'slug', width: 'minmax(150px, 1fr)' },
  { key: 'type', width: '46px' },
  { key: 'reporter', width: '92px' },
  { key: 'estimated', width: '58px', num: true },
  { key: 'head', width: '62px', num: true },
  { key: 'link', width: '52px', num: true },
  { key: 'vo', width: '52px', num: true },
  { key: 'vt', width: '56px', num: true },
  { key: 'total', width: '60px', num: true },
  { key: 'clock', width: '92px', num: true },
  { key: 'approved', width: '32px' },
  { key: 'ok', width: '32px' },
  { key: 'status', width: '78px' },
] as const;
export type ColumnKey = (typeof COLUMNS)[number]['key'];
export const TEMPLATE = COLUMNS.map((c) => c.width).join(' ');
/** The grid's narrowest width: the fixed columns and the slug's minimum. */
export const MIN_WIDTH = COLUMNS.reduce((sum, c) => sum + Number(/(\d+)px/.exec(c.width)?.[1] ?? 0), 0);
/** The columns Enter can edit, in order (Left/Right move between them). */
export const EDITABLE: ColumnKey[] = ['page', 'slug', 'type', 'reporter', 'estimated', 'vt'];

export const ROW_HEIGHT = { block: 30, story: 26, end: 24 } as const;

export type GridRow =
  | { kind: 'block'; key: string; block: Block }
  | { kind: 'story'; key: string; block: Block; story: Story }
  | { kind: 'end'; key: string; block: Block };

export function flatRows(blocks: readonly Block[]): GridRow[] {
  const rows: GridRow[] = [];
  for (const block of blocks) {
    rows.push({ kind: 'block', key: `b${block.id}`, block });
    for (const story of block.stories) rows.push({ kind: 'story', key: `s${story.id}`, block, story });
    rows.push({ kind: 'end', key: `e${block.id}`, block });
  }
  return rows;
}

export type Current = { kind: 'story'; id: number; col: ColumnKey } | { kind: 'block'; id: number } | null;

/** What the rows call back; one stable object for the whole grid. */
export interface GridActions {
  rowClick(story: Story, e: MouseEvent): void;
  blockClick(block: Block): void;
  toggleSelect(id: number): void;
  startEdit(key: string): void;
  stopEdit(): void;
  patchStory(story: Story, field: string, value: unknown): void;
  patchBlock(block: Block, field: string, value: unknown): void;
  approveStory(story: Story): void;
  okStory(story: Story): void;
  cycleStatus(story: Story): void;
  cycleBlockStatus(block: Block): void;
  approveBlock(block: Block): void;
  openStory(story: Story): void;
  addStory(block: Block, slug: string): Promise<boolean>;
  drop(item: DragItem, target: DropTarget): void;
  /** the stories a drag starting on this row carries (the selection when the row is in it) */
  dragIds(id: number): number[];
  blockLabel(block: Block): string;
  /** the rundown's Stand By block (the last): always in stand-by, never moves */
  isStandByBlock(block: Block): boolean;
}

export interface GridHandle {
  scrollToStory(id: number): void;
  focus(): void;
}
