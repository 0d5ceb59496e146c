/**
 * The rundown grid: blocks with their header rows, story rows and an end row per block, drawn
 * through a virtualizer (@tanstack/react-virtual), so a 400-story rundown keeps only the rows
 * on screen in the DOM. Rows are drag sources (one story, or the selection) and drop targets
 * (before a story, at the head of a block, at the end of a block) with react-dnd.
 */
import { forwardRef, memo, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { getEmptyImage } from 'react-dnd-html5-backend';
import { useVirtualizer } from '@tanstack/react-virtual';
import styled, { css } from 'styled-components';
import type { Block, Rundown, Story } from '../../common/types.js';
import type { BlockTotals, DisplayStatus } from '../../common/timing.js';
import { RUNDOWN_LIMITS } from '../../common/ids.js';
import { useWorkspace } from '../context.js';
import { EditableCell } from './cells.js';
import { clock, isoMs, mmss, msIso } from '../logic/format.js';
import type { ClockCell } from '../logic/clock.js';
import { formatForPattern, maskTime } from '../logic/timeInput.js';
import { BLOCK_BG, DISPLAYED_BG, ON_AIR, ON_AIR_SOFT, STANDBY_BG } from '../ui.js';

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
  rowClick(story: Story, e: React.MouseEvent): void;
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
  onKeyDown: (e: React.KeyboardEvent<HTMLDivElement>) => void;
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
    overscan: 12,
    paddingStart: 0,
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
  );
});

/* ------------------------------------------------------------------ drop targets */

function useRowDrop(target: DropTarget, actions: GridActions, exclude?: number) {
  return useDrop<DragItem, void, { over: boolean }>({
    accept: [DND_STORY, DND_DRAWER],
    canDrop: (item) => exclude === undefined || !item.ids.includes(exclude),
    drop: (item, monitor) => {
      if (monitor.didDrop()) return;
      actions.drop(item, target);
    },
    collect: (m) => ({ over: m.isOver({ shallow: true }) && m.canDrop() }),
  }, [target.blockId, target.storyId, actions, exclude]);
}

/* ------------------------------------------------------------------ story row */

interface StoryRowProps {
  style: React.CSSProperties;
  story: Story;
  block: Block;
  rundownId: number;
  currentCol: ColumnKey | null;
  selected: boolean;
  clip: 'copy' | 'cut' | null;
  clock: ClockCell | undefined;
  editing: string | null;
  match: boolean;
  onAir: boolean;
  actions: GridActions;
}

const StoryRow = memo(function StoryRow(p: StoryRowProps) {
  const { w, can, types, users } = useWorkspace();
  const s = p.story;
  const a = p.actions;
  const placeholder = !s.visible;
  const [{ dragging }, drag, preview] = useDrag<StoryDragItem, unknown, { dragging: boolean }>({
    type: DND_STORY,
    item: () => ({ kind: 'stories', ids: a.dragIds(s.id), rundownId: p.rundownId }),
    canDrag: () => can.write,
    collect: (m) => ({ dragging: m.isDragging() }),
  }, [s.id, p.rundownId, a, can.write]);
  useEffect(() => {
    preview(getEmptyImage(), { captureDraggingState: true });
  }, [preview]);
  const [{ over }, drop] = useRowDrop({ blockId: p.block.id, storyId: s.id }, a, s.id);
  const rowRef = useRef<HTMLDivElement | null>(null);
  drag(drop(rowRef));

  const editable = can.storyWrite && s.visible;
  const key = (col: ColumnKey) => `s${s.id}:${col}`;
  const cell = (col: ColumnKey) => ({
    cellKey: key(col),
    editing: p.editing === key(col),
    onStartEdit: a.startEdit,
    onStopEdit: a.stopEdit,
    onDoubleClick: () => a.openStory(s),
    className: p.currentCol === col ? 'cur' : '',
  });
  const type = s.typeId !== null ? types.get(s.typeId) : undefined;
  const reporter = s.reporterId !== null ? users.get(s.reporterId) : undefined;
  const reporters = useMemo(
    () => [{ value: '', label: '—' }, ...[...users.values()].filter((u) => !u.categories || u.categories.length === 0 || u.categories.includes('reporter')).map((u) => ({ value: String(u.id), label: u.nickname }))],
    [users],
  );
  const typeOptions = useMemo(() => [{ value: '', label: '—' }, ...[...types.values()].map((t) => ({ value: String(t.id), label: `${t.abbreviation} · ${t.name}` }))], [types]);
  const dur = (iso: string) => (isoMs(iso) ? clock(isoMs(iso)) : <span className="zero">00:00</span>);
  const classes = [
    'row', 'story', `ds-${s.displayStatus}`,
    p.onAir ? 'on-air' : '',
    p.currentCol ? 'current' : '',
    p.selected ? 'selected' : '',
    p.clip ? `clip-${p.clip}` : '',
    dragging ? 'dragging' : '',
    over ? 'drop-before' : '',
    placeholder ? 'placeholder' : '',
    p.match ? 'match' : '',
    p.block.standBy ? 'in-standby' : '',
    s.approved ? '' : 'unapproved',
    p.editing ? 'editing-row' : '',
  ].filter(Boolean).join(' ');

  return (
    <Row
      ref={rowRef}
      role="row"
      className={classes}
      style={{ ...p.style, gridTemplateColumns: TEMPLATE }}
      data-testid="story-row"
      data-id={s.id}
      data-block={p.block.id}
      data-status={s.displayStatus}
      data-slug={s.slug ?? ''}
      aria-selected={p.selected}
      onMouseDown={(e) => a.rowClick(s, e)}
    >
      <div className="c sel">
        <input
          type="checkbox"
          checked={p.selected}
          aria-label={w('grid.select')}
          data-testid="story-select"
          onMouseDown={(e) => e.stopPropagation()}
          onChange={() => a.toggleSelect(s.id)}
        />
      </div>
      {placeholder ? (
        <>
          <div className="c page">{s.page ?? ''}</div>
          <div className="c slug private" data-testid="story-private" title={w('grid.privateHint')}>
            <LockIcon /> {w('grid.private')}
          </div>
          <div className="c" />
          <div className="c" />
        </>
      ) : (
        <>
          <EditableCell
            {...cell('page')}
            canEdit={editable}
            value={s.page ?? ''}
            maxLength={RUNDOWN_LIMITS.page}
            display={<span className="v mono">{s.page ?? ''}</span>}
            onSave={(v) => a.patchStory(s, 'page', v || null)}
            testId="cell-page"
          />
          <EditableCell
            {...cell('slug')}
            className={`${cell('slug').className} slug`}
            canEdit={editable}
            value={s.slug ?? ''}
            rules={{ required: true }}
            maxLength={RUNDOWN_LIMITS.slug}
            display={
              <span className="v">
                {p.onAir && <span className="air-tag">{w('status.play')}</span>}
                {s.slug || <em className="muted">{w('grid.noSlug')}</em>}
              </span>
            }
            title={s.slug ?? ''}
            onSave={(v) => a.patchStory(s, 'slug', v)}
            testId="cell-slug"
          />
          <EditableCell
            {...cell('type')}
            canEdit={editable && types.size > 0}
            kind="select"
            options={typeOptions}
            value={s.typeId === null ? '' : String(s.typeId)}
            display={type ? <span className="chip" style={{ background: type.color ?? undefined }} title={type.name}>{type.abbreviation}</span> : <span className="v muted">{s.typeId ?? ''}</span>}
            onSave={(v) => a.patchStory(s, 'typeId', v ? Number(v) : null)}
          />
          <EditableCell
            {...cell('reporter')}
            canEdit={editable && users.size > 0}
            kind="select"
            options={reporters}
            value={s.reporterId === null ? '' : String(s.reporterId)}
            display={<span className="v">{reporter?.nickname ?? (s.reporterId !== null ? `#${s.reporterId}` : '')}</span>}
            onSave={(v) => a.patchStory(s, 'reporterId', v ? Number(v) : null)}
          />
        </>
      )}
      <EditableCell
        {...cell('estimated')}
        className={`${cell('estimated').className} num`}
        canEdit={editable}
        kind="time"
        pattern="mm:ss"
        value={mmss(isoMs(s.estimated))}
        display={<span className="v">{dur(s.estimated)}</span>}
        onSave={(v) => a.patchStory(s, 'estimated', msIso(maskTime(v, 'mm:ss').value ?? 0))}
        testId="cell-estimated"
      />
      <div className="c num">{dur(s.head)}</div>
      <div className="c num">{dur(s.link)}</div>
      <div className="c num">{dur(s.vo)}</div>
      <EditableCell
        {...cell('vt')}
        className={`${cell('vt').className} num ${s.manualVt ? 'manual' : ''}`}
        canEdit={editable}
        kind="time"
        pattern="mm:ss"
        value={mmss(isoMs(s.vt))}
        display={<span className="v">{dur(s.vt)}</span>}
        title={s.manualVt ? w('grid.manualVt') : undefined}
        onSave={(v) => a.patchStory(s, 'vt', msIso(maskTime(v, 'mm:ss').value ?? 0))}
        testId="cell-vt"
      />
      <div className="c num total" data-testid="cell-total">{dur(s.total)}</div>
      <div className={`c num clock ${p.clock?.negative ? 'neg' : ''}`} data-testid="cell-clock">{p.clock?.text ?? ''}</div>
      <div className="c center">
        <Toggle on={s.approved} kind="approved" mark="✔" disabled={!can.storyAdmin}
          title={w(s.approved ? 'grid.disapprove' : 'grid.approve')} testId="story-approve" onToggle={() => a.approveStory(s)} />
      </div>
      <div className="c center">
        <Toggle on={s.ok} kind="ok" mark="OK" disabled={!can.storyWrite || placeholder}
          title={w(s.ok ? 'grid.unOk' : 'grid.ok')} testId="story-ok" onToggle={() => a.okStory(s)} />
      </div>
      <div className="c">
        <StatusPill
          status={s.displayStatus}
          disabled={!can.write || p.block.standBy}
          onClick={() => a.cycleStatus(s)}
          label={w(`status.${s.displayStatus}`)}
          testId="story-status"
        />
      </div>
    </Row>
  );
});

export function StatusPill({ status, disabled, onClick, label, testId }: { status: DisplayStatus; disabled?: boolean; onClick: () => void; label: string; testId?: string }) {
  return (
    <Pill type="button" className={`st-${status}`} disabled={disabled} onMouseDown={(e) => e.stopPropagation()} onClick={onClick} data-testid={testId} data-status={status} title={label}>
      {status === 'play' ? <i className="dot" aria-hidden /> : null}
      {status === 'blank' ? '—' : label}
    </Pill>
  );
}

/* ------------------------------------------------------------------ block rows */

const BlockRow = memo(function BlockRow({ style, block, figures, current, editing, actions: a }: {
  style: React.CSSProperties; block: Block; figures: BlockTotals | undefined; current: boolean; editing: string | null; actions: GridActions;
}) {
  const { w, can } = useWorkspace();
  const first = block.stories[0]?.id ?? null;
  const [{ over }, drop] = useRowDrop({ blockId: block.id, storyId: first }, a);
  const ref = useRef<HTMLDivElement | null>(null);
  drop(ref);
  const key = `b${block.id}:commercial`;
  const f = figures;
  const fixed = a.isStandByBlock(block);
  return (
    <BlockBar
      ref={ref}
      role="row"
      style={style}
      className={`${fixed ? 'standby' : block.standBy ? 'in-standby' : ''} ${editing ? 'editing-row' : ''} ${over ? 'drop-before' : ''} ${current ? 'current' : ''} bs-${block.displayStatus}`}
      data-testid="block-row"
      data-id={block.id}
      data-standby={block.standBy}
      onMouseDown={() => a.blockClick(block)}
    >
      <span className="name" data-testid="block-name">{a.blockLabel(block)}</span>
      <span className="count">{w('grid.storyCount', { count: block.stories.length })}</span>
      {!fixed && (
        <button
          type="button"
          className={`sb ${block.standBy ? 'on' : ''}`}
          disabled={!can.write}
          aria-pressed={block.standBy}
          title={w(block.standBy ? 'grid.leaveStandBy' : 'grid.putInStandBy')}
          data-testid="block-standby"
          onMouseDown={(e) => e.stopPropagation()}
          onClick={() => a.patchBlock(block, 'standBy', !block.standBy)}
        >
          SB
        </button>
      )}
      {!fixed && (
        <span className="commercial" title={w('grid.commercialTitle')}>
          <span className="lbl">{w('grid.commercial')}</span>
          <EditableCell
            cellKey={key}
            editing={editing === key}
            canEdit={can.write}
            kind="time"
            pattern="mm:ss"
            value={mmss(isoMs(block.commercial))}
            display={<span className="v mono">{clock(isoMs(block.commercial))}</span>}
            onStartEdit={a.startEdit}
            onStopEdit={a.stopEdit}
            onSave={(v) => a.patchBlock(block, 'commercial', msIso(maskTime(v, 'mm:ss').value ?? 0))}
            testId="block-commercial"
          />
        </span>
      )}
      {block.standBy && <span className="sb-tag">{w('grid.standByHint')}</span>}
      <span className="spacer" />
      {f && (
        <span className="figs">
          <span title={w('totals.fullEstimated')}><b>{w('grid.est')}</b> {clock(f.estimated)}</span>
          <span title={w('totals.fullProduction')}><b>{w('grid.prod')}</b> {clock(f.production)}</span>
          <span title={w('grid.blockTotal')}><b>{w('grid.tot')}</b> {clock(f.total)}</span>
        </span>
      )}
      {!fixed && (
        <>
          <Toggle on={block.approved} kind="approved" mark="✔" light disabled={!can.admin}
            title={w(block.approved ? 'grid.disapproveBlock' : 'grid.approveBlock')} testId="block-approve" onToggle={() => a.approveBlock(block)} />
          <StatusPill status={block.displayStatus} disabled={!can.write} onClick={() => a.cycleBlockStatus(block)} label={w(`status.${block.displayStatus}`)} testId="block-status" />
        </>
      )}
    </BlockBar>
  );
});

function EndRow({ style, block, actions: a }: { style: React.CSSProperties; block: Block; actions: GridActions }) {
  const { w, can } = useWorkspace();
  const [{ over }, drop] = useRowDrop({ blockId: block.id, storyId: null }, a);
  const ref = useRef<HTMLDivElement | null>(null);
  drop(ref);
  const [slug, setSlug] = useState('');
  const [busy, setBusy] = useState(false);
  const canAdd = can.write && can.storyWrite;
  return (
    <EndBar ref={ref} role="row" style={style} className={over ? 'drop-before' : ''} data-testid="block-end" data-block={block.id}>
      {canAdd ? (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!slug.trim() || busy) return;
            setBusy(true);
            const ok = await a.addStory(block, slug.trim());
            setBusy(false);
            if (ok) setSlug('');
          }}
        >
          <span className="plus" aria-hidden>+</span>
          <input
            value={slug}
            maxLength={RUNDOWN_LIMITS.slug}
            placeholder={w('grid.quickAdd', { block: a.blockLabel(block) })}
            aria-label={w('grid.quickAdd', { block: a.blockLabel(block) })}
            data-testid="quick-add"
            disabled={busy}
            onChange={(e) => setSlug(e.target.value)}
            onKeyDown={(e) => {
              e.stopPropagation();
              if (e.key === 'Escape') setSlug('');
            }}
          />
        </form>
      ) : (
        <span className="muted">{w('grid.endOfBlock')}</span>
      )}
    </EndBar>
  );
}

/* ------------------------------------------------------------------ styles */

/** The line a dragged story or block would land above. */
const dropBefore = css`
  &.drop-before::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: -2px;
    height: 3px;
    background: var(--lauda-primary);
  }
`;

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
const Row = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  display: grid;
  min-width: ${MIN_WIDTH}px;
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
  .zero { color: #b3bac4; }
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
  &.ds-stop { background: ${DISPLAYED_BG}; color: #7b8592; }
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
  &.placeholder .private { font-style: italic; font-weight: 500; gap: 4px; }
`;
const BlockBar = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  min-width: ${MIN_WIDTH}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 8px 0 10px;
  background: ${BLOCK_BG};
  color: #e9eef5;
  font-size: 12px;
  border-top: 1px solid #111821;
  user-select: none;
  .name { font-weight: 800; letter-spacing: 0.06em; text-transform: uppercase; font-size: 12px; color: #fff; }
  .count { color: #9fb0c4; font-size: 11px; }
  .commercial { display: inline-flex; align-items: center; gap: 4px; height: 22px; }
  .commercial .lbl { color: #9fb0c4; font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; }
  .commercial > div { height: 22px; min-width: 58px; border-radius: 2px; background: rgba(255, 255, 255, 0.08); }
  .commercial input { color: var(--lauda-text); }
  .sb-tag { color: #f6e2b3; font-size: 11px; }
  .spacer { flex: 1; }
  .figs { display: inline-flex; gap: 12px; font-family: var(--lauda-font-mono); font-size: 12px; }
  .figs b { font-family: system-ui, sans-serif; font-weight: 600; font-size: 10px; color: #9fb0c4; text-transform: uppercase; margin-right: 2px; }
  &.standby { background: ${STANDBY_BG}; }
  &.in-standby { background: #4a4232; }
  &.editing-row { z-index: 8; }
  &.in-standby .name { color: #ffe7ad; }
  .sb {
    height: 18px;
    padding: 0 5px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: 3px;
    background: transparent;
    color: #c8d3e0;
    font-size: 9.5px;
    font-weight: 800;
    letter-spacing: 0.05em;
    cursor: pointer;
  }
  .sb.on { background: #e0a526; border-color: #e0a526; color: #2b2000; }
  .sb:disabled { cursor: default; opacity: 0.7; }
  &.standby .name { color: #ffe7ad; }
  &.bs-play { box-shadow: inset 5px 0 0 ${ON_AIR}; }
  &.current { outline: 2px solid var(--lauda-primary); outline-offset: -2px; }
  &.drop-before::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -2px;
    height: 3px;
    background: var(--lauda-primary);
    z-index: 6;
  }
`;
const EndBar = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  min-width: ${MIN_WIDTH}px;
  display: flex;
  align-items: center;
  padding: 0 8px 0 30px;
  border-bottom: 1px solid var(--lauda-line);
  background: var(--lauda-sunken);
  font-size: 12px;
  form { display: flex; align-items: center; gap: 6px; width: 360px; }
  .plus { color: var(--lauda-muted); }
  input {
    flex: 1;
    height: 19px;
    border: 1px solid transparent;
    background: transparent;
    padding: 0 4px;
    font-size: 12px;
    border-radius: 2px;
  }
  input:hover { border-color: var(--lauda-line); background: var(--lauda-surface); }
  input:focus { outline: none; border-color: var(--lauda-primary); background: var(--lauda-surface); }
  .muted { color: var(--lauda-muted); font-size: 11px; }
  ${dropBefore}
`;
const Tick = styled.button`
  width: 20px;
  height: 18px;
  padding: 0;
  border: 1px solid #c5ccd6;
  border-radius: 3px;
  background: var(--lauda-surface);
  color: #fff;
  font-size: 10px;
  font-weight: 800;
  line-height: 1;
  cursor: pointer;
  &.ok { width: 24px; }
  &.on.approved { background: var(--lauda-success); border-color: var(--lauda-success); }
  &.on.ok { background: var(--lauda-primary); border-color: var(--lauda-primary); }
  &.light { background: transparent; border-color: rgba(255, 255, 255, 0.45); }
  &.light.on.approved { background: var(--lauda-success); border-color: var(--lauda-success); }
  &:disabled { cursor: default; opacity: 0.75; }
`;
const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  width: 68px;
  height: 18px;
  padding: 0 6px;
  border-radius: 9px;
  border: 1px solid #c9d0d9;
  background: transparent;
  color: #8d96a3;
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  cursor: pointer;
  &.st-play {
    background: ${ON_AIR};
    border-color: ${ON_AIR};
    color: #fff;
  }
  &.st-play .dot {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: #fff;
    animation: lauda-blink 1s steps(2, start) infinite;
  }
  &.st-stop { background: #5d6b7c; border-color: #5d6b7c; color: #fff; }
  &:disabled { cursor: default; }
  @keyframes lauda-blink { to { visibility: hidden; } }
`;

export function LockIcon() {
  return (
    <svg width="11" height="12" viewBox="0 0 11 12" aria-hidden fill="currentColor" style={{ flex: 'none' }}>
      <path d="M5.5 0A3 3 0 0 0 2.5 3v2H1.5A1 1 0 0 0 .5 6v5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-1V3a3 3 0 0 0-3-3zm-2 3a2 2 0 1 1 4 0v2h-4z" />
    </svg>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return <NoteBox>{children}</NoteBox>;
}
const NoteBox = styled.div`
  padding: 6px 10px;
  font-size: 12px;
  color: var(--lauda-muted);
`;

/** An approve / OK tick of the grid: a pressed-state button that does not start a row drag. */
function Toggle({ on, kind, mark, light, disabled, title, testId, onToggle }: {
  on: boolean; kind: 'approved' | 'ok'; mark: string; light?: boolean; disabled: boolean; title: string; testId: string; onToggle: () => void;
}) {
  return (
    <Tick
      type="button"
      className={`${light ? 'light ' : ''}${on ? `on ${kind}` : ''}`.trim()}
      disabled={disabled}
      aria-pressed={on}
      title={title}
      data-testid={testId}
      onMouseDown={(e) => e.stopPropagation()}
      onClick={onToggle}
    >
      {on ? mark : ''}
    </Tick>
  );
}
