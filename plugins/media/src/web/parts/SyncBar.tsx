/** A device's sync under the toolbar: a progress bar (without an end when the count to expect is unknown) and its words. */
import styled from 'styled-components';
import { Alert } from '@lauda/web-kit';
import type { SyncState } from '../../common/index.js';
import { syncLine, syncPercent, syncRunning } from '../logic';

type T = (key: string, options?: Record<string, unknown>) => string;

export function SyncBar({ sync, t }: { sync: SyncState | null; t: T }) {
  const line = syncLine(sync);
  if (!sync || !line) return null;
  const running = syncRunning(sync);
  const percent = syncPercent(sync);
  return (
    <Box data-testid="media-sync-state" data-state={sync.state} data-received={sync.received}>
      {(running || sync.state === 'done') && (
        <div className="track" role="progressbar" aria-label={t('syncProgress')} aria-valuemin={0} aria-valuemax={100}
          aria-valuenow={percent ?? undefined} aria-valuetext={t(line.key, line.vars)} data-testid="media-sync-bar">
          <div className={percent === null ? 'bar endless' : 'bar'} style={percent === null ? undefined : { width: `${percent}%` }} />
        </div>
      )}
      <Alert $tone={line.tone} role="status" data-testid="media-sync-text">{t(line.key, line.vars)}</Alert>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 6px;
  .track { height: 8px; border-radius: 4px; background: var(--lauda-sunken); overflow: hidden; }
  .bar { height: 100%; background: var(--lauda-primary); transition: width 0.2s; }
  .bar.endless { width: 30%; animation: slide 1.2s linear infinite; }
  @keyframes slide { from { margin-left: -30%; } to { margin-left: 100%; } }
  @media (prefers-reduced-motion: reduce) { .bar.endless { animation: none; width: 100%; opacity: 0.5; } }
`;
