/** The small controls of the grid's rows: display status pill, approve / OK ticks, the private story's lock. */
import styled from 'styled-components';
import type { DisplayStatus } from '../../common/timing.js';
import { ON_AIR } from '../colors.js';

export function StatusPill({ status, disabled, onClick, label, testId }: { status: DisplayStatus; disabled?: boolean; onClick: () => void; label: string; testId?: string }) {
  return (
    <Pill type="button" tabIndex={-1} className={`st-${status}`} disabled={disabled} onMouseDown={(e) => e.stopPropagation()} onClick={onClick} data-testid={testId} data-status={status} title={label}>
      {status === 'play' ? <i className="dot" aria-hidden /> : null}
      {status === 'blank' ? '—' : label}
    </Pill>
  );
}

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

/**
 * An approve / OK tick of the grid: a pressed-state button that does not start a row drag. Out of the
 * tab order (the grid is one tab stop; Enter on its cell presses it).
 */
export function Toggle({ on, kind, mark, light, disabled, title, testId, onToggle }: {
  on: boolean; kind: 'approved' | 'ok'; mark: string; light?: boolean; disabled: boolean; title: string; testId: string; onToggle: () => void;
}) {
  return (
    <Tick
      type="button"
      tabIndex={-1}
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
