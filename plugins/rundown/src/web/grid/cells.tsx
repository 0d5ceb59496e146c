/**
 * Editable grid cells (spec 000 §5): required check, column validator, saved only when changed and
 * valid; a single click opens the editor after 250 ms (a double click does not); Enter toggles
 * editing; Esc cancels. Time cells accept digits and colons only, insert the colons, limit the
 * length and commit only a complete pattern (`logic/timeInput.ts`).
 */
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CELL_EDIT_DELAY, decideCommit, timeProblem, type CellRules } from '../logic/cells.js';
import { maskTime, patternLength, type TimePattern } from '@lauda/web-kit';
import { useWorkspace } from '../context.js';

export interface TimeInputProps {
  value: string;
  pattern: TimePattern;
  onChange: (text: string, complete: boolean, ms: number | null) => void;
  id?: string;
  autoFocus?: boolean;
  onKeyDown?: (e: React.KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  className?: string;
  testId?: string;
  ariaLabel?: string;
}

/** A masked time field: `HH:mm`, `HH:mm:ss` or `mm:ss`. */
export function TimeInput({ value, pattern, onChange, id, autoFocus, onKeyDown, onBlur, className, testId, ariaLabel }: TimeInputProps) {
  return (
    <input
      id={id}
      className={className}
      data-testid={testId}
      aria-label={ariaLabel}
      autoFocus={autoFocus}
      inputMode="numeric"
      placeholder={pattern.replace('+', '').toLowerCase()}
      maxLength={patternLength(pattern)}
      value={value}
      onFocus={(e) => e.currentTarget.select()}
      onKeyDown={(e) => {
        // only digits and colons; editing and navigation keys pass
        if (e.key.length === 1 && !/[\d:]/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
        onKeyDown?.(e);
      }}
      onChange={(e) => {
        const m = maskTime(e.target.value, pattern);
        onChange(m.text, m.complete, m.value);
      }}
      onBlur={onBlur}
    />
  );
}

export interface EditableCellProps {
  cellKey: string;
  editing: boolean;
  canEdit: boolean;
  /** what the cell shows when not editing */
  display: ReactNode;
  /** the editor's starting text */
  value: string;
  kind?: 'text' | 'time' | 'select';
  pattern?: TimePattern;
  options?: { value: string; label: string }[];
  rules?: CellRules<string>;
  maxLength?: number;
  onStartEdit: (key: string) => void;
  onStopEdit: () => void;
  /** called with the new text when it changed and is valid */
  onSave: (text: string) => void;
  onDoubleClick?: () => void;
  /** Space in an editor a click opened and nothing was typed into (the take-to-air key, issue 13 item 4) */
  onAirKey?: () => void;
  /** the cell's DOM id and its role in a grid row (none outside the grid) */
  id?: string;
  cellRole?: 'gridcell' | null;
  /** the editor's accessible name (the column's) */
  label?: string;
  className?: string;
  title?: string;
  testId?: string;
}

/** The editor a single click is about to open (one at a time); a key press or another click cancels it. */
let pendingEdit: (() => void) | null = null;
export function cancelPendingEdit(): void {
  pendingEdit?.();
  pendingEdit = null;
}

/** One editable cell. The grid owns which cell is editing (one at a time). */
export const EditableCell = memo(function EditableCell(p: EditableCellProps) {
  const { w } = useWorkspace();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const cancel = () => clearTimer();
  // whether the open editor came from the delayed single click (not Enter, F2 or a double click)
  const byClick = useRef(false);
  if (!p.editing) byClick.current = false;
  return (
    <Cell
      id={p.id}
      role={p.cellRole ?? undefined}
      className={`${p.className ?? ''} ${p.canEdit ? 'editable' : ''} ${p.editing ? 'editing' : ''}`}
      title={p.title}
      data-testid={p.testId}
      data-cell={p.cellKey}
      onClick={(e) => {
        if (!p.canEdit || p.editing || e.detail > 1 || e.ctrlKey || e.metaKey || e.shiftKey) return;
        cancelPendingEdit();
        // a single click opens the editor after 250 ms; a second click (or a key) in between does not
        timer.current = setTimeout(() => {
          timer.current = null;
          pendingEdit = null;
          byClick.current = true;
          p.onStartEdit(p.cellKey);
        }, CELL_EDIT_DELAY);
        pendingEdit = cancel;
      }}
      onDoubleClick={() => {
        clearTimer();
        if (!p.editing) p.onDoubleClick?.();
      }}
    >
      {p.editing ? <Editor {...p} byClick={byClick.current} requiredText={w('validation.required')} /> : p.display}
    </Cell>
  );
});

function Editor(p: EditableCellProps & { requiredText: string; byClick: boolean }) {
  const { w } = useWorkspace();
  const [text, setText] = useState(p.value);
  // nothing typed yet into an editor a click opened: Space is the air command, not a character
  const untouched = useRef(p.byClick);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  const timeRules: CellRules<string> = p.kind === 'time'
    ? { ...p.rules, validator: (v) => timeProblem(maskTime(v, p.pattern!), patternLength(p.pattern!)) ?? p.rules?.validator?.(v) ?? null }
    : p.rules ?? {};

  const commit = (fromBlur = false) => {
    if (done.current) return;
    const d = decideCommit(p.value, text, timeRules);
    if (d.action === 'invalid') {
      if (fromBlur) {
        done.current = true;
        p.onStopEdit();
        return;
      }
      setError(d.error);
      return;
    }
    done.current = true;
    if (d.action === 'save') p.onSave(d.value);
    p.onStopEdit();
  };
  const cancel = () => {
    done.current = true;
    p.onStopEdit();
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    // the editor keeps its keys: the grid's shortcuts wait until it closes
    e.stopPropagation();
    const plainSpace = e.key === ' ' && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey;
    if (plainSpace && untouched.current && p.onAirKey) {
      e.preventDefault();
      cancel();
      p.onAirKey();
      return;
    }
    if (e.key !== 'Tab') untouched.current = false;
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
    } else if (e.key === 's' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      commit();
    }
  };
  const errorBox = error ? <span className="cell-error" role="alert" data-testid="cell-error">{w(`validation.${error}`)}</span> : null;

  if (p.kind === 'select') {
    return (
      <>
        <select
          autoFocus
          aria-label={p.label}
          value={text}
          data-testid="cell-editor"
          onChange={(e) => {
            untouched.current = false;
            setText(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => commit(true)}
        >
          {(p.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
        {errorBox}
      </>
    );
  }
  if (p.kind === 'time') {
    return (
      <>
        <TimeInput
          autoFocus
          ariaLabel={p.label}
          testId="cell-editor"
          value={text}
          pattern={p.pattern!}
          onChange={(t) => {
            untouched.current = false;
            setText(t);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => commit(true)}
        />
        {errorBox}
      </>
    );
  }
  return (
    <>
      <input
        autoFocus
        aria-label={p.label}
        data-testid="cell-editor"
        value={text}
        maxLength={p.maxLength}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          untouched.current = false;
          setText(e.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(true)}
      />
      {errorBox}
    </>
  );
}

const Cell = styled.div`
  position: relative;
  min-width: 0;
  height: 100%;
  display: flex;
  align-items: center;
  padding: 0 5px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  &.editable { cursor: text; }
  &.editable:hover { box-shadow: inset 0 0 0 1px rgba(31, 99, 214, 0.35); }
  &.editing { overflow: visible; padding: 0 1px; z-index: 5; }
  input, select {
    width: 100%;
    height: 22px;
    padding: 0 4px;
    border: 1px solid var(--lauda-primary);
    border-radius: 2px;
    background: var(--lauda-surface);
    color: var(--lauda-text);
    font: inherit;
    box-shadow: 0 0 0 2px rgba(31, 99, 214, 0.2);
    outline: none;
  }
  .cell-error {
    position: absolute;
    left: 0;
    top: 100%;
    z-index: 20;
    padding: 2px 6px;
    background: var(--lauda-danger);
    color: var(--lauda-on-danger);
    font-size: 11px;
    font-weight: 600;
    border-radius: 2px;
    white-space: nowrap;
  }
`;
