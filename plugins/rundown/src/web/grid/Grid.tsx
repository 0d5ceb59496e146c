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
import { COLUMNS, flatRows, MIN_WIDTH, ROW_HEIGHT, TEMPLATE, type Current, type GridActions, type GridHandle } from './gridTypes.js';
import { GridKitProvider } from './rowKit.js';
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
  blockFigures: Map<number, BlockTotals>;
  current: Current;
  selected: ReadonlySet<number>;
  clipOf: (id: number) => 'copy' | 'cut' | null;
  editing: string | null;
  matches: ReadonlySet<number>;
  actions: GridActions;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  accumulationLabel: string;
}

export const Grid = forwardRef<GridHandle, GridProps>(function Grid(props, ref) {
  const { w } = useWorkspace();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => flatRows(props.rundown.blocks), [props.rundown.blocks]);
  const indexOfStory = useMemo(() => new Map(rows.flatMap((r, i) => (r.kind === 'story' ? [[r.story.id, i] as const] : []))), [rows]);
  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => ROW_HEIGHT[rows[i]!.kind],
    getItemKey: (i) => rows[i]!.key,
    overscan: 8,
    paddingStart: 0,
    // rows in the first commit, and no forced layout to measure the scroller while it mounts: its
    // size and offset come from a ResizeObserver and scroll events, after the browser's own layout
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    observeElementRect: observeRect,
    observeElementOffset: observeOffset,
    scrollToFn: scrollTo,
  });
  useImperativeHandle(ref, () => ({
    scrollToStory(id: number) {
      const i = indexOfStory.get(id);
      if (i !== undefined) v.scrollToIndex(i, { align: 'auto' });
    },
    focus() {
      scroller.current?.focus({ preventScroll: true });
    },
  }), [indexOfStory, v]);

  return (
    <GridKitProvider>
      <Scroller
        ref={scroller}
        tabIndex={0}
        role="grid"
        aria-rowcount={rows.length}
        aria-label={w('grid.label')}
        data-testid="rundown-grid"
        onKeyDown={props.onKeyDown}
      >
        <HeadRow role="row" style={{ gridTemplateColumns: TEMPLATE }}>
          {COLUMNS.map((c) => (
            <div key={c.key} role="columnheader" className={'num' in c ? 'num' : ''} title={c.key === 'clock' ? props.accumulationLabel : w(`columns.${c.key}Title`)}>
              <span>{c.key === 'clock' ? props.accumulationLabel : w(`columns.${c.key}`)}</span>
            </div>
          ))}
        </HeadRow>
        <div style={{ height: v.getTotalSize(), position: 'relative' }}>
          {v.getVirtualItems().map((vi) => {
            const row = rows[vi.index]!;
            const style = { transform: `translateY(${vi.start}px)`, height: vi.size };
            if (row.kind === 'block') {
              return (
                <BlockRow
                  key={row.key}
                  style={style}
                  block={row.block}
                  figures={props.blockFigures.get(row.block.id)}
                  current={props.current?.kind === 'block' && props.current.id === row.block.id}
                  editing={props.editing?.startsWith(`b${row.block.id}:`) ? props.editing : null}
                  actions={props.actions}
                />
              );
            }
            if (row.kind === 'end') return <EndRow key={row.key} style={style} block={row.block} actions={props.actions} />;
            const s = row.story;
            const cur = props.current?.kind === 'story' && props.current.id === s.id ? props.current.col : null;
            return (
              <StoryRow
                key={row.key}
                style={style}
                story={s}
                block={row.block}
                rundownId={props.rundown.id}
                currentCol={cur}
                selected={props.selected.has(s.id)}
                clip={props.clipOf(s.id)}
                clock={props.clocks.get(s.id)}
                editing={props.editing?.startsWith(`s${s.id}:`) ? props.editing : null}
                match={props.matches.has(s.id)}
                onAir={props.rundown.onAir?.kind === 'story' && props.rundown.onAir.id === s.id}
                actions={props.actions}
              />
            );
          })}
        </div>
      </Scroller>
    </GridKitProvider>
  );
});

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
const HeadRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 10;
  display: grid;
  min-width: ${MIN_WIDTH}px;
  height: 26px;
  background: var(--lauda-sunken);
  border-bottom: 1px solid var(--lauda-line);
  font-size: 10.5px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  color: var(--lauda-muted);
  > div { display: flex; align-items: center; padding: 0 5px; overflow: hidden; white-space: nowrap; border-right: 1px solid rgba(0, 0, 0, 0.04); }
  > div > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  > div.num { justify-content: flex-end; }
`;
