/** A device's sync under the toolbar: a progress bar (without an end when the count to expect is unknown) and its words. */
import styled from 'styled-components';
import { Alert, ProgressBar } from '@lauda/web-kit';
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
        // percent of 100, so a running sync stays under 100 until the device's list is complete
        <ProgressBar done={percent ?? 0} total={percent === null ? 0 : 100} label={t('syncProgress')} valueText={t(line.key, line.vars)} testId="media-sync-bar" />
      )}
      <Alert $tone={line.tone} role="status" data-testid="media-sync-text">{t(line.key, line.vars)}</Alert>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 6px;
`;
