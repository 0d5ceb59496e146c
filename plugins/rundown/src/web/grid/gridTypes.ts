/** The grid's model: its columns, its rows, what is dragged where, and what the rows call back. */
import type { MouseEvent } from 'react';
import type { Block, Story } from '../../common/types.js';
import type { BlockPart, GridSpot } from '../logic/gridNav.js';

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

/** Every column the grid can show (widths: cells at least 28 px, the selection column 26 px, spec 000 §9). */
export const COLUMNS = [
  { key: 'sel', width: 26, fixed: true },
  { key: 'page', width: 46 },
  { key: 'slug', width: 150, flex: true },
  { key: 'type', width: 46 },
  { key: 'reporter', width: 92 },
  { key: 'presenter', width: 92 },
  { key: 'camera', width: 60 },
  { key: 'estimated', width: 58, num: true },
  { key: 'head', width: 62, num: true },
  { key: 'link', width: 52, num: true },
  { key: 'vo', width: 52, num: true },
  { key: 'vt', width: 56, num: true },
  { key: 'total', width: 60, num: true },
  { key: 'clock', width: 92, num: true },
  { key: 'front', width: 78, num: true },
  { key: 'back', width: 78, num: true },
  { key: 'cg', width: 40, num: true },
  { key: 'media', width: 58 },
  { key: 'approved', width: 32 },
  { key: 'ok', width: 32 },
  { key: 'status', width: 78 },
] as const;
export type ColumnKey = (typeof COLUMNS)[number]['key'];
export const COLUMN_KEYS: ColumnKey[] = COLUMNS.map((c) => c.key);
export const columnDef = (key: ColumnKey) => COLUMNS.find((c) => c.key === key)!;
/** The columns shown until a user chooses. */
export const DEFAULT_COLUMNS: ColumnKey[] = ['sel', 'page', 'slug', 'type', 'reporter', 'estimated', 'head', 'link', 'vo', 'vt', 'total', 'clock', 'approved', 'ok', 'status'];

/** A user's column layout: which columns in which order, and the widths they dragged. */
export interface ColumnLayout {
  order: ColumnKey[];
  widths: Partial<Record<ColumnKey, number>>;
}
export const DEFAULT_LAYOUT: ColumnLayout = { order: DEFAULT_COLUMNS, widths: {} };

export const MIN_COLUMN_WIDTH = 28;
/** A column's width: the one dragged (never under 28 px), else its own (the selection column's 26 px stays). */
export const widthOf = (layout: ColumnLayout, key: ColumnKey) => {
  const dragged = layout.widths[key];
  return dragged === undefined ? columnDef(key).width : Math.max(MIN_COLUMN_WIDTH, dragged);
};
/** The CSS grid template of a layout: the slug takes what is left, from its width up. */
export function templateOf(layout: ColumnLayout): string {
  return layout.order.map((k) => ('flex' in columnDef(k) ? `minmax(${widthOf(layout, k)}px, 1fr)` : `${widthOf(layout, k)}px`)).join(' ');
}
/** The grid's narrowest width: every column at its width. */
export const minWidthOf = (layout: ColumnLayout) => layout.order.reduce((sum, k) => sum + widthOf(layout, k), 0);
/** The columns Enter can edit. */
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

/** The current cell: a story's cell, or a part of a block's header row (`logic/gridNav.ts`). */
export type Current = GridSpot<ColumnKey>;

/** What the rows call back; one stable object for the whole grid. */
export interface GridActions {
  rowClick(story: Story, e: MouseEvent): void;
  /** a click on a block's header row, on one of its parts */
  blockClick(block: Block, part?: BlockPart): void;
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
  /** Space in a cell editor a click opened and nothing was typed into: the air command, not a space */
  airKey(): void;
  /** the rundown's Stand By block (the last): always in stand-by, never moves */
  isStandByBlock(block: Block): boolean;
}

export interface GridHandle {
  scrollToStory(id: number): void;
  scrollToBlock(id: number): void;
  focus(): void;
}
