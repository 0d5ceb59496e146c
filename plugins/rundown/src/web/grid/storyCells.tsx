/**
 * The cells of a story row, one per column (issue 19: each a `gridcell` with an id the grid's
 * `aria-activedescendant` can name). A story someone else has open is read-only here, with the
 * holder named in the cell's title (issue 13 item 3).
 */
import type { ReactNode } from 'react';
import { maskTime } from '@lauda/web-kit';
import { RUNDOWN_LIMITS } from '../../common/ids.js';
import type { Block, Story } from '../../common/types.js';
import type { ClockCell } from '../logic/clock.js';
import { clock, isoMs, mmss, msIso } from '../logic/format.js';
import { EditableCell } from './cells.js';
import type { ColumnKey, GridActions } from './gridTypes.js';
import type { GridKit } from './rowKit.js';
import { LockIcon, StatusPill, Toggle } from './marks.js';
import type { StoryLock } from './storyLocks.js';
import type { StorySummary } from '../../common/summary.js';

export interface CellContext {
  kit: GridKit;
  story: Story;
  block: Block;
  rundownId: number;
  currentCol: ColumnKey | null;
  selected: boolean;
  clock: ClockCell | undefined;
  front: ClockCell | undefined;
  back: ClockCell | undefined;
  editing: string | null;
  onAir: boolean;
  lock: StoryLock | undefined;
  actions: GridActions;
  /** with "approved only", an unapproved story takes no time: its times are shown struck through */
  uncounted: boolean;
  /** presenters, cameras, CG and MOS figures of its script (only while such a column is shown) */
  summary: StorySummary | undefined;
}

/** The DOM id of a cell (the grid's active descendant). */
export const cellId = (rundownId: number, storyId: number, col: ColumnKey) => `rg${rundownId}-s${storyId}-${col}`;

export function storyCell(col: ColumnKey, c: CellContext): ReactNode {
  const { w, can, types, users, typeOptions, reporters } = c.kit;
  const s = c.story;
  const a = c.actions;
  const placeholder = !s.visible;
  const lockedTitle = c.lock ? w('grid.lockedBy', { name: c.lock.nickname }) : undefined;
  const editable = can.storyWrite && s.visible && !c.lock;
  const cur = c.currentCol === col ? 'cur' : '';
  const base = { role: 'gridcell' as const, id: cellId(c.rundownId, s.id, col), 'data-col': col };
  const plain = (className: string, body: ReactNode, extra: Record<string, unknown> = {}) => (
    <div {...base} className={`c ${className} ${cur}`} {...extra}>{body}</div>
  );
  const dur = (iso: string) => (isoMs(iso) ? clock(isoMs(iso)) : <span className="zero">00:00</span>);
  const key = `s${s.id}:${col}`;
  const edit = {
    id: base.id,
    cellRole: 'gridcell' as const,
    label: w(`columns.${col}Title`),
    cellKey: key,
    editing: c.editing === key,
    onStartEdit: a.startEdit,
    onStopEdit: a.stopEdit,
    onDoubleClick: () => a.openStory(s),
    onAirKey: a.airKey,
    title: lockedTitle,
  };
  if (placeholder && ['slug', 'type', 'reporter'].includes(col)) {
    if (col !== 'slug') return plain('', null);
    return plain('slug private', <><LockIcon /> {w('grid.private')}</>, { 'data-testid': 'story-private', title: w('grid.privateHint') });
  }
  switch (col) {
    case 'sel':
      return plain('sel', (
        <input type="checkbox" tabIndex={-1} checked={c.selected} aria-label={w('grid.select')} data-testid="story-select"
          onMouseDown={(e) => e.stopPropagation()} onChange={() => a.toggleSelect(s.id)} />
      ));
    case 'page':
      if (placeholder) return plain('', s.page ?? '');
      return <EditableCell {...edit} className={cur} canEdit={editable} value={s.page ?? ''} maxLength={RUNDOWN_LIMITS.page}
        display={<span className="v mono">{s.page ?? ''}</span>} onSave={(v) => a.patchStory(s, 'page', v || null)} testId="cell-page" />;
    case 'slug':
      return (
        <EditableCell {...edit} className={`${cur} slug`} canEdit={editable} value={s.slug ?? ''} rules={{ required: true }} maxLength={RUNDOWN_LIMITS.slug}
          display={
            <span className="v">
              {c.onAir && <span className="air-tag">{w('status.play')}</span>}
              {s.slug || <em className="muted">{w('grid.noSlug')}</em>}
              {c.lock && <span className="lock-tag" data-testid="lock-holder"><LockIcon /> {c.lock.nickname}</span>}
            </span>
          }
          title={lockedTitle ?? s.slug ?? ''} onSave={(v) => a.patchStory(s, 'slug', v)} testId="cell-slug" />
      );
    case 'type': {
      const type = s.typeId !== null ? types.get(s.typeId) : undefined;
      return <EditableCell {...edit} className={cur} canEdit={editable && types.size > 0} kind="select" options={typeOptions} value={s.typeId === null ? '' : String(s.typeId)}
        display={type ? <span className="chip" style={{ background: type.color ?? undefined }} title={type.name}>{type.abbreviation}</span> : <span className="v muted">{s.typeId ?? ''}</span>}
        onSave={(v) => a.patchStory(s, 'typeId', v ? Number(v) : null)} />;
    }
    case 'reporter': {
      const reporter = s.reporterId !== null ? users.get(s.reporterId) : undefined;
      return <EditableCell {...edit} className={cur} canEdit={editable && users.size > 0} kind="select" options={reporters} value={s.reporterId === null ? '' : String(s.reporterId)}
        display={<span className="v">{reporter?.nickname ?? (s.reporterId !== null ? `#${s.reporterId}` : '')}</span>}
        onSave={(v) => a.patchStory(s, 'reporterId', v ? Number(v) : null)} />;
    }
    case 'estimated':
      return <EditableCell {...edit} className={`${cur} num`} canEdit={editable} kind="time" pattern="mm:ss" value={mmss(isoMs(s.estimated))}
        display={<span className="v">{dur(s.estimated)}</span>} onSave={(v) => a.patchStory(s, 'estimated', msIso(maskTime(v, 'mm:ss').value ?? 0))} testId="cell-estimated" />;
    case 'head': return plain('num', dur(s.head));
    case 'link': return plain('num', dur(s.link));
    case 'vo': return plain('num', dur(s.vo));
    case 'vt':
      return <EditableCell {...edit} className={`${cur} num ${s.manualVt ? 'manual' : ''}`} canEdit={editable} kind="time" pattern="mm:ss" value={mmss(isoMs(s.vt))}
        display={<span className="v">{dur(s.vt)}</span>} title={lockedTitle ?? (s.manualVt ? w('grid.manualVt') : undefined)}
        onSave={(v) => a.patchStory(s, 'vt', msIso(maskTime(v, 'mm:ss').value ?? 0))} testId="cell-vt" />;
    case 'total':
      return plain(`num total ${c.uncounted ? 'uncounted' : ''}`, dur(s.total), { 'data-testid': 'cell-total', title: c.uncounted ? w('grid.uncounted') : undefined });
    case 'clock':
    case 'front':
    case 'back': {
      const v = col === 'clock' ? c.clock : col === 'front' ? c.front : c.back;
      return plain(`num clock ${v?.negative ? 'neg' : ''}`, v?.text ?? '', { 'data-testid': `cell-${col}` });
    }
    case 'presenter': {
      const names = (c.summary?.presenterIds ?? []).map((id) => users.get(id)?.nickname ?? `#${id}`).join(', ');
      return plain('', <span className="v">{names}</span>, { title: names || undefined, 'data-testid': 'cell-presenter' });
    }
    case 'camera': {
      const cams = (c.summary?.cameras ?? []).join(', ');
      return plain('', <span className="v">{cams}</span>, { title: cams || undefined, 'data-testid': 'cell-camera' });
    }
    case 'cg':
      return plain('num', c.summary?.cg ? String(c.summary.cg) : '', { 'data-testid': 'cell-cg' });
    case 'media': {
      const m = c.summary;
      if (!m?.mosItems) return plain('center', null, { 'data-testid': 'cell-media' });
      const ready = m.mosReady === m.mosItems;
      const text = w('grid.mediaReady', { ready: m.mosReady, count: m.mosItems });
      return plain(`center media ${ready ? 'ready' : 'waiting'}`, <span className="v">{ready ? '✔ ' : '… '}{m.mosReady}/{m.mosItems}</span>, { title: text, 'aria-label': text, 'data-testid': 'cell-media' });
    }
    case 'approved':
      return plain('center', <Toggle on={s.approved} kind="approved" mark="✔" disabled={!can.storyAdmin} title={w(s.approved ? 'grid.disapprove' : 'grid.approve')} testId="story-approve" onToggle={() => a.approveStory(s)} />);
    case 'ok':
      return plain('center', <Toggle on={s.ok} kind="ok" mark="OK" disabled={!can.storyWrite || placeholder} title={w(s.ok ? 'grid.unOk' : 'grid.ok')} testId="story-ok" onToggle={() => a.okStory(s)} />);
    case 'status':
      return plain('', <StatusPill status={s.displayStatus} disabled={!can.write || c.block.standBy} onClick={() => a.cycleStatus(s)} label={w(`status.${s.displayStatus}`)} testId="story-status" />);
    default:
      return plain('', null);
  }
}
