/** A block's header row (name, stand-by, commercial break, figures, approval, status) and its end row (quick add). */
import { memo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { RUNDOWN_LIMITS } from '../../common/ids.js';
import type { BlockTotals } from '../../common/timing.js';
import type { Block } from '../../common/types.js';
import { clock, isoMs, mmss, msIso } from '../logic/format.js';
import { blockParts, type BlockPart } from '../logic/gridNav.js';
import { maskTime } from '@lauda/web-kit';
import { BLOCK_BG, ON_AIR, STANDBY_BG } from '../colors.js';
import { EditableCell } from './cells.js';
import type { GridActions } from './gridTypes.js';
import { StatusPill, Toggle } from './marks.js';
import { dropBefore, placeStyle, useGridKit, useRowDrop, type RowPlace } from './rowKit.js';

export const BlockRow = memo(function BlockRow({ top, height, minWidth, block, figures, currentPart, editing, actions: a, rowIndex, colCount, cellId }: RowPlace & {
  block: Block; figures: BlockTotals | undefined; currentPart: BlockPart | null; editing: string | null; actions: GridActions;
  rowIndex: number; colCount: number; cellId: string;
}) {
  const { w, can } = useGridKit();
  const first = block.stories[0]?.id ?? null;
  const [{ over }, drop] = useRowDrop({ blockId: block.id, storyId: first }, a);
  const ref = useRef<HTMLDivElement | null>(null);
  drop(ref);
  const key = `b${block.id}:commercial`;
  const f = figures;
  const fixed = a.isStandByBlock(block);
  const parts = blockParts(fixed);
  // one grid cell per part (the arrows move across them); the name's spans what the others leave of the columns
  const cell = (part: BlockPart, children: ReactNode) => (
    <div role="gridcell" id={`${cellId}-${part}`} data-part={part} className={`bc bc-${part} ${currentPart === part ? 'cur' : ''}`}
      aria-colspan={part === 'name' ? Math.max(1, colCount - parts.length + 1) : undefined}>
      {children}
    </div>
  );
  return (
    <BlockBar
      ref={ref}
      role="row"
      style={placeStyle({ top, height, minWidth })}
      className={`${fixed ? 'standby' : block.standBy ? 'in-standby' : ''} ${editing ? 'editing-row' : ''} ${over ? 'drop-before' : ''} ${currentPart ? 'current' : ''} bs-${block.displayStatus}`}
      data-testid="block-row"
      data-id={block.id}
      data-standby={block.standBy}
      data-current-part={currentPart ?? undefined}
      aria-rowindex={rowIndex}
      onMouseDown={(e) => a.blockClick(block, ((e.target as HTMLElement).closest('[data-part]')?.getAttribute('data-part') ?? undefined) as BlockPart | undefined)}
    >
      {cell('name', (
        <>
          <span className="name" data-testid="block-name">{a.blockLabel(block)}</span>
          <span className="count">{w('grid.storyCount', { count: block.stories.length })}</span>
          {block.standBy && <span className="sb-tag">{w('grid.standByHint')}</span>}
        </>
      ))}
      {!fixed && cell('standBy', (
        <button
          type="button"
          tabIndex={-1}
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
      ))}
      {!fixed && cell('commercial', (
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
            label={w('grid.commercialTitle')}
          />
        </span>
      ))}
      {cell('figures', f && (
        <span className="figs">
          <span title={w('totals.fullEstimated')}><b>{w('grid.est')}</b> {clock(f.estimated)}</span>
          <span title={w('totals.fullProduction')}><b>{w('grid.prod')}</b> {clock(f.production)}</span>
          <span title={w('grid.blockTotal')}><b>{w('grid.tot')}</b> {clock(f.total)}</span>
        </span>
      ))}
      {!fixed && cell('approved', (
        <Toggle on={block.approved} kind="approved" mark="✔" light disabled={!can.admin}
          title={w(block.approved ? 'grid.disapproveBlock' : 'grid.approveBlock')} testId="block-approve" onToggle={() => a.approveBlock(block)} />
      ))}
      {!fixed && cell('status', (
        <StatusPill status={block.displayStatus} disabled={!can.write} onClick={() => a.cycleBlockStatus(block)} label={w(`status.${block.displayStatus}`)} testId="block-status" />
      ))}
    </BlockBar>
  );
});

export const EndRow = memo(function EndRow({ top, height, minWidth, block, actions: a, rowIndex, colCount }: RowPlace & { block: Block; actions: GridActions; rowIndex: number; colCount: number }) {
  const { w, can } = useGridKit();
  const [{ over }, drop] = useRowDrop({ blockId: block.id, storyId: null }, a);
  const ref = useRef<HTMLDivElement | null>(null);
  drop(ref);
  const [slug, setSlug] = useState('');
  const [busy, setBusy] = useState(false);
  const canAdd = can.write && can.storyWrite;
  return (
    <EndBar ref={ref} role="row" aria-rowindex={rowIndex} style={placeStyle({ top, height, minWidth })} className={over ? 'drop-before' : ''} data-testid="block-end" data-block={block.id}>
      <div role="gridcell" className="bc" aria-colspan={colCount}>
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
      </div>
    </EndBar>
  );
});

/** a full-width row of the virtual list (a block's header or its end) */
const RowBar = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  display: flex;
  align-items: center;
  > .bc { display: flex; align-items: center; flex: 1; min-width: 0; height: 100%; gap: inherit; }
`;
const BlockBar = styled(RowBar)`
  gap: 4px;
  padding: 0 4px 0 6px;
  > .bc { flex: none; padding: 0 4px; border-radius: 3px; }
  > .bc-name { gap: 12px; }
  > .bc-figures { flex: 1; justify-content: flex-end; }
  > .bc.cur { box-shadow: inset 0 0 0 2px #fff; }
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
  /* light enough on the Stand By brown (4.5:1) */
  &.standby .count, &.standby .figs b, &.standby .commercial .lbl, &.in-standby .count, &.in-standby .figs b, &.in-standby .commercial .lbl { color: #f3e6c4; }
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
const EndBar = styled(RowBar)`
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
