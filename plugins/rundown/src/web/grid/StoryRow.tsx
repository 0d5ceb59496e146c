/** A story's row of the grid: drag source and drop target, its cells (`storyCells.tsx`) in the user's column order. */
import { Fragment, memo, useEffect, useRef } from 'react';
import { useDrag } from 'react-dnd';
import { getEmptyImage } from 'react-dnd-html5-backend';
import styled from 'styled-components';
import type { Block, Story } from '../../common/types.js';
import type { ClockCell } from '../logic/clock.js';
import { DISPLAYED_BG, ON_AIR, ON_AIR_SOFT } from '../colors.js';
import { DND_STORY, type ColumnKey, type GridActions, type StoryDragItem } from './gridTypes.js';
import { dropBefore, placeStyle, useGridKit, useRowDrop, type RowPlace } from './rowKit.js';
import { storyCell } from './storyCells.js';
import type { StoryLock } from './storyLocks.js';
import type { StorySummary } from '../../common/summary.js';

interface StoryRowProps extends RowPlace {
  story: Story;
  block: Block;
  rundownId: number;
  /** the row's place in the grid, the header row being 1 (aria-rowindex) */
  rowIndex: number;
  columns: readonly ColumnKey[];
  template: string;
  currentCol: ColumnKey | null;
  selected: boolean;
  clip: 'copy' | 'cut' | null;
  clock: ClockCell | undefined;
  front: ClockCell | undefined;
  back: ClockCell | undefined;
  uncounted: boolean;
  editing: string | null;
  match: boolean;
  onAir: boolean;
  lock: StoryLock | undefined;
  summary: StorySummary | undefined;
  actions: GridActions;
}

export const StoryRow = memo(function StoryRow(p: StoryRowProps) {
  const kit = useGridKit();
  const s = p.story;
  const a = p.actions;
  const [{ dragging }, drag, preview] = useDrag<StoryDragItem, unknown, { dragging: boolean }>({
    type: DND_STORY,
    item: () => ({ kind: 'stories', ids: a.dragIds(s.id), rundownId: p.rundownId }),
    canDrag: () => kit.can.write,
    collect: (m) => ({ dragging: m.isDragging() }),
  }, [s.id, p.rundownId, a, kit.can.write]);
  useEffect(() => {
    preview(getEmptyImage(), { captureDraggingState: true });
  }, [preview]);
  const [{ over }, drop] = useRowDrop({ blockId: p.block.id, storyId: s.id }, a, s.id);
  const rowRef = useRef<HTMLDivElement | null>(null);
  drag(drop(rowRef));

  const classes = [
    'row', 'story', `ds-${s.displayStatus}`,
    p.onAir ? 'on-air' : '',
    p.currentCol ? 'current' : '',
    p.selected ? 'selected' : '',
    p.clip ? `clip-${p.clip}` : '',
    dragging ? 'dragging' : '',
    over ? 'drop-before' : '',
    s.visible ? '' : 'placeholder',
    p.match ? 'match' : '',
    p.block.standBy ? 'in-standby' : '',
    s.approved ? '' : 'unapproved',
    p.editing ? 'editing-row' : '',
    p.lock ? 'locked' : '',
  ].filter(Boolean).join(' ');
  const ctx = { kit, story: s, block: p.block, rundownId: p.rundownId, currentCol: p.currentCol, selected: p.selected, clock: p.clock, front: p.front, back: p.back, editing: p.editing, onAir: p.onAir, lock: p.lock, actions: a, uncounted: p.uncounted, summary: p.summary };

  return (
    <Row
      ref={rowRef}
      role="row"
      aria-rowindex={p.rowIndex}
      aria-selected={p.selected}
      className={classes}
      style={{ ...placeStyle(p), gridTemplateColumns: p.template }}
      data-testid="story-row"
      data-id={s.id}
      data-block={p.block.id}
      data-status={s.displayStatus}
      data-slug={s.slug ?? ''}
      data-locked-by={p.lock?.nickname}
      onMouseDown={(e) => a.rowClick(s, e)}
    >
      {p.columns.map((col) => <Fragment key={col}>{storyCell(col, ctx)}</Fragment>)}
    </Row>
  );
});

const Row = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  display: grid;
  align-items: stretch;
  border-bottom: 1px solid #e6e9ee;
  background: var(--lauda-surface);
  cursor: default;
  user-select: none;
  > .c, > div { min-width: 0; }
  .c {
    display: flex;
    align-items: center;
    padding: 0 5px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .num { justify-content: flex-end; text-align: right; font-family: var(--lauda-font-mono); font-size: 12px; }
  .center { justify-content: center; }
  .v { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
  .mono { font-family: var(--lauda-font-mono); }
  .zero { color: var(--lauda-muted); }
  .muted { color: var(--lauda-muted); }
  .slug { font-weight: 600; }
  .total { font-weight: 700; }
  .clock { color: #27436b; font-weight: 600; }
  .clock.neg { color: ${ON_AIR}; }
  .manual .v { text-decoration: underline dotted; }
  .cur { box-shadow: inset 0 0 0 2px rgba(31, 99, 214, 0.55); }
  .chip { display: inline-block; padding: 0 5px; border-radius: 3px; font-size: 10.5px; font-weight: 700; color: #fff; text-shadow: 0 0 2px rgba(0, 0, 0, 0.35); }
  .air-tag {
    display: inline-block;
    margin-right: 6px;
    padding: 0 5px;
    border-radius: 2px;
    background: ${ON_AIR};
    color: #fff;
    font-size: 10px;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }
  .sel input { margin: 0; cursor: pointer; }
  &:hover { background: #f6f8fb; }
  &.unapproved .slug .v { color: #5a6472; }
  /* aired: greyed, still 4.5:1 on its background */
  &.ds-stop { background: ${DISPLAYED_BG}; color: #5a6472; }
  &.ds-stop .slug .v { text-decoration: line-through; text-decoration-color: rgba(0, 0, 0, 0.25); }
  &.ds-play, &.on-air { background: ${ON_AIR_SOFT}; box-shadow: inset 4px 0 0 ${ON_AIR}; }
  &.ds-play .slug { color: #9b1118; }
  &.in-standby { background: #fbf6ea; }
  &.selected { background: rgba(31, 99, 214, 0.13); }
  &.selected.ds-play { background: #f6d5dc; }
  &.current { box-shadow: inset 3px 0 0 var(--lauda-primary); }
  &.current.ds-play { box-shadow: inset 4px 0 0 ${ON_AIR}, inset 0 0 0 1px var(--lauda-primary); }
  &.clip-cut { opacity: 0.55; }
  &.clip-cut .slug .v { font-style: italic; }
  &.clip-copy .sel { box-shadow: inset 3px 0 0 var(--lauda-accent); }
  &.dragging { opacity: 0.35; }
  &.match { background: #fff6cc; }
  ${dropBefore}
  &.drop-before::before { z-index: 6; }
  &.editing-row { z-index: 8; }
  &.placeholder {
    color: var(--lauda-muted);
    background: repeating-linear-gradient(135deg, #f4f5f7 0 6px, #eceef2 6px 12px);
  }
  .lock-tag { display: inline-flex; align-items: center; gap: 3px; margin-left: 8px; padding: 0 5px; border-radius: 2px; background: var(--lauda-warning); color: var(--lauda-on-warning); font-size: 10.5px; font-weight: 700; }
  .uncounted { text-decoration: line-through; color: var(--lauda-muted); }
  .media.ready { color: var(--lauda-success); font-weight: 700; }
  .media.waiting { color: var(--lauda-muted); }
  &.locked .editable { cursor: not-allowed; }
  &.placeholder .private { font-style: italic; font-weight: 500; gap: 4px; }
`;
