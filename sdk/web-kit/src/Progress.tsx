import styled, { keyframes } from 'styled-components';

/** Percent done, whole; null while the total is not known yet (0). */
export const percentOf = (done: number, total: number): number | null =>
  total > 0 ? Math.max(0, Math.min(100, Math.floor((done * 100) / total))) : null;

/**
 * A progress bar of `done` out of `total` (ARIA `progressbar`, named by `label`, its value in
 * percent and as `valueText`, e.g. "1.200 de 5.000"); it moves without a value while `total` is 0.
 */
export function ProgressBar({ done, total, label, valueText, testId }: { done: number; total: number; label: string; valueText?: string; testId?: string }) {
  const pct = percentOf(done, total);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct ?? undefined}
      aria-valuetext={valueText}
      data-testid={testId}
      data-percent={pct ?? ''}
    >
      <Fill style={pct === null ? undefined : { width: `${pct}%` }} data-indeterminate={pct === null || undefined} />
    </Track>
  );
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(340%); }
`;
const Track = styled.div`
  position: relative;
  overflow: hidden;
  height: 10px;
  min-width: 80px;
  border-radius: 5px;
  background: var(--lauda-sunken);
  border: 1px solid var(--lauda-control-border);
`;
const Fill = styled.div`
  height: 100%;
  background: var(--lauda-primary);
  transition: width 0.2s linear;
  &[data-indeterminate] {
    width: 30%;
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-indeterminate] {
      animation: none;
      width: 100%;
      opacity: 0.35;
    }
  }
`;
