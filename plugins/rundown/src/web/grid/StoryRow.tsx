/** A story's row of the grid: drag source and drop target, its editable cells, ticks and status. */
import { memo, useEffect, useRef, type CSSProperties } from 'react';
import { useDrag } from 'react-dnd';
import { getEmptyImage } from 'react-dnd-html5-backend';
import styled from 'styled-components';
import { RUNDOWN_LIMITS } from '../../common/ids.js';
import type { Block, Story } from '../../common/types.js';
import type { ClockCell } from '../logic/clock.js';
import { clock, isoMs, mmss, msIso } from '../logic/format.js';
import { maskTime } from '@lauda/web-kit';
import { DISPLAYED_BG, ON_AIR, ON_AIR_SOFT } from '../colors.js';
import { EditableCell } from './cells.js';
import { DND_STORY, MIN_WIDTH, TEMPLATE, type ColumnKey, type GridActions, type StoryDragItem } from './gridTypes.js';
import { LockIcon, StatusPill, Toggle } from './marks.js';
import { dropBefore, useGridKit, useRowDrop } from './rowKit.js';

interface StoryRowProps {
  style: CSSProperties;
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

export const StoryRow = memo(function StoryRow(p: StoryRowProps) {
  const { w, can, types, users, typeOptions, reporters } = useGridKit();
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
