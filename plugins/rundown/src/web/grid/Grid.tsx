/**
 * The rundown grid: blocks with their header rows, story rows and an end row per block, drawn
 * through a virtualizer (@tanstack/react-virtual), so a 400-story rundown keeps only the rows
 * on screen in the DOM. Rows are drag sources (one story, or the selection) and drop targets
 * (before a story, at the head of a block, at the end of a block) with react-dnd.
 */
import { forwardRef, useImperativeHandle, useMemo, useRef, type KeyboardEvent } from 'react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import type { BlockTotals } from '../../common/timing.js';
import type { Rundown } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import type { ClockCell } from '../logic/clock.js';
import { BlockRow, EndRow } from './BlockRows.js';
import { flatRows, minWidthOf, ROW_HEIGHT, templateOf, type ColumnLayout, type Current, type GridActions, type GridHandle, type GridRow } from './gridTypes.js';
import { GridHead } from './GridHead.js';
import { GridKitProvider } from './rowKit.js';
import { partOf } from '../logic/gridNav.js';
import { cellId } from './storyCells.js';
import type { StoryLocks } from './storyLocks.js';
import type { StorySummaries } from './useStorySummaries.js';
import { StoryRow } from './StoryRow.js';

export * from './gridTypes.js';

type Scroller = Virtualizer<HTMLDivElement, Element>;
function observeRect(instance: Scroller, cb: (rect: { width: number; height: number }) => void) {
  const el = instance.scrollElement;
  if (!el) return undefined;
  const ro = new ResizeObserver(([entry]) => entry && cb({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) }));
  ro.observe(el);
  return () => ro.disconnect();
}
/** Where each grid last scrolled to (read in scroll events, when layout is clean). */
const offsets = new WeakMap<Element, number>();
function observeOffset(instance: Scroller, cb: (offset: number, isScrolling: boolean) => void) {
  const el = instance.scrollElement;
  if (!el) return undefined;
  const onScroll = () => {
    offsets.set(el, el.scrollTop);
    cb(el.scrollTop, true);
  };
  const onEnd = () => cb(el.scrollTop, false);
  el.addEventListener('scroll', onScroll, { passive: true });
  el.addEventListener('scrollend', onEnd, { passive: true });
  return () => {
    el.removeEventListener('scroll', onScroll);
    el.removeEventListener('scrollend', onEnd);
  };
}
/** Scrolls only when the place changes: the virtualizer also "scrolls" a new grid to where it already is, which would force a layout. */
function scrollTo(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Scroller) {
  const el = instance.scrollElement;
  const top = offset + (options.adjustments ?? 0);
  if (!el || top === (offsets.get(el) ?? 0)) return;
  offsets.set(el, top);
  el.scrollTo({ top, behavior: options.behavior });
}

interface GridProps {
  rundown: Rundown;
  clocks: Map<number, ClockCell>;
  /** front time (on-air time of day) and back time of each story, for their own columns */
  fronts: Map<number, ClockCell>;
  backs: Map<number, ClockCell>;
  approvedOnly: boolean;
  layout: ColumnLayout;
  onLayout: (layout: ColumnLayout, save: boolean) => void;
  locks: StoryLocks;
  summaries: StorySummaries;
  blockFigures: Map<number, BlockTotals>;
  current: Current;
  selected: ReadonlySet<number>;
  clipOf: (id: number) => 'copy' | 'cut' | null;
  editing: string | null;
  matches: ReadonlySet<number>;
  actions: GridActions;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  accumulationLabel: string;
  /** the scroller's height as expected before it is measured (see roomHeight.ts) */
  roomHeight?: number | null;
  /** the scroller's height once measured */
  onMeasured?: (height: number) => void;
}

export const Grid = forwardRef<GridHandle, GridProps>(function Grid(props, ref) {
  const { w } = useWorkspace();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => flatRows(props.rundown.blocks), [props.rundown.blocks]);
  const indexOf = useMemo(() => new Map(rows.map((r, i) => [r.key, i] as const)), [rows]);
  const onMeasured = useRef(props.onMeasured);
  onMeasured.current = props.onMeasured;
  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => ROW_HEIGHT[rows[i]!.kind],
    getItemKey: (i) => rows[i]!.key,
    overscan: 8,
    paddingStart: 0,
    // rows in the first commit, and no forced layout to measure the scroller while it mounts: its
    // size and offset come from a ResizeObserver and scroll events, after the browser's own layout
    // (the height expected from the view's, else the window's: too many rows cost time, too few would show a gap)
    initialRect: { width: 0, height: props.roomHeight ?? (typeof window === 'undefined' ? 0 : window.innerHeight) },
    onChange: (instance) => {
      if (instance.scrollRect?.height) onMeasured.current?.(instance.scrollRect.height);
    },
    observeElementRect: observeRect,
    observeElementOffset: observeOffset,
    scrollToFn: scrollTo,
  });
  useImperativeHandle(ref, () => ({
    scrollToStory(id: number) {
      const i = indexOf.get(`s${id}`);
      if (i !== undefined) v.scrollToIndex(i, { align: 'auto' });
    },
    scrollToBlock(id: number) {
      const i = indexOf.get(`b${id}`);
      if (i !== undefined) v.scrollToIndex(i, { align: 'auto' });
    },
    focus() {
      scroller.current?.focus({ preventScroll: true });
    },
  }), [indexOf, v]);

  const template = templateOf(props.layout);
  const minWidth = minWidthOf(props.layout);
  const columns = props.layout.order;
  const items = v.getVirtualItems();
  // the active descendant only when its row is in the DOM (virtualized rows come and go)
  const cur = props.current;
  const shown = new Set(items.map((vi) => rows[vi.index]!.key));
  const curBlock = cur?.kind === 'block' ? rows[indexOf.get(`b${cur.id}`) ?? -1]?.block : undefined;
  const curPart = cur?.kind === 'block' && curBlock ? partOf(cur, props.actions.isStandByBlock(curBlock)) : null;
  const active = cur?.kind === 'story' && shown.has(`s${cur.id}`) && columns.includes(cur.col) ? cellId(props.rundown.id, cur.id, cur.col)
    : cur?.kind === 'block' && shown.has(`b${cur.id}`) ? `rg${props.rundown.id}-b${cur.id}-${curPart}` : undefined;

  const renderRow = (vi: (typeof items)[number]) => {
    const row = rows[vi.index]!;
    const place = { top: vi.start, height: vi.size, minWidth };
    // the header row is row 1
    const rowIndex = vi.index + 2;
    if (row.kind === 'block') {
      return (
        <BlockRow
          key={row.key}
          {...place}
          block={row.block}
          figures={props.blockFigures.get(row.block.id)}
          currentPart={cur?.kind === 'block' && cur.id === row.block.id ? curPart : null}
          editing={props.editing?.startsWith(`b${row.block.id}:`) ? props.editing : null}
          actions={props.actions}
          rowIndex={rowIndex}
          colCount={columns.length}
          cellId={`rg${props.rundown.id}-b${row.block.id}`}
        />
      );
    }
    if (row.kind === 'end') return <EndRow key={row.key} {...place} block={row.block} actions={props.actions} rowIndex={rowIndex} colCount={columns.length} />;
    const s = row.story;
    return (
      <StoryRow
        key={row.key}
        {...place}
        story={s}
        block={row.block}
        rundownId={props.rundown.id}
        rowIndex={rowIndex}
        columns={columns}
        template={template}
        currentCol={cur?.kind === 'story' && cur.id === s.id ? cur.col : null}
        selected={props.selected.has(s.id)}
        clip={props.clipOf(s.id)}
        clock={props.clocks.get(s.id)}
        front={props.fronts.get(s.id)}
        back={props.backs.get(s.id)}
        uncounted={props.approvedOnly && !s.approved && !row.block.standBy}
        editing={props.editing?.startsWith(`s${s.id}:`) ? props.editing : null}
        match={props.matches.has(s.id)}
        onAir={props.rundown.onAir?.kind === 'story' && props.rundown.onAir.id === s.id}
        lock={s.visible ? props.locks.get(s.id) : undefined}
        summary={props.summaries.get(s.id)}
        actions={props.actions}
      />
    );
  };

  return (
    <GridKitProvider>
      <Scroller
        ref={scroller}
        tabIndex={0}
        role="grid"
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        aria-multiselectable
        aria-activedescendant={active}
        aria-label={w('grid.label')}
        data-testid="rundown-grid"
        onKeyDown={props.onKeyDown}
      >
        <GridHead layout={props.layout} onLayout={props.onLayout} template={template} minWidth={minWidth} accumulationLabel={props.accumulationLabel} />
        <div style={{ height: v.getTotalSize(), position: 'relative' }}>
          {groupsOf(items.map((vi) => ({ vi, row: rows[vi.index]! }))).map((g) => (
            // each block (with its Stand By state) is a labelled group of rows
            <div key={g.block.id} role="rowgroup" aria-label={props.actions.blockLabel(g.block) + (g.block.standBy ? ` · ${w('grid.standByHint')}` : '')}>
              {g.items.map((x) => renderRow(x.vi))}
            </div>
          ))}
        </div>
      </Scroller>
    </GridKitProvider>
  );
});

/** Consecutive rendered rows of one block. */
function groupsOf<T extends { row: GridRow }>(items: T[]): { block: GridRow['block']; items: T[] }[] {
  const out: { block: GridRow['block']; items: T[] }[] = [];
  for (const x of items) {
    const last = out[out.length - 1];
    if (last && last.block.id === x.row.block.id) last.items.push(x);
    else out.push({ block: x.row.block, items: [x] });
  }
  return out;
}

const Scroller = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: auto;
  background: var(--lauda-surface);
  font-size: 12.5px;
  font-variant-numeric: tabular-nums;
  contain: strict;
  &:focus { outline: none; }
  &:focus-visible { box-shadow: inset 0 0 0 2px rgba(31, 99, 214, 0.35); }
`;
