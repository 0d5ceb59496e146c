import styled from 'styled-components';
import type { DeviceStatus } from '../api';

type T = (key: string, options?: Record<string, unknown>) => string;
export type StatusTone = 'on' | 'error' | 'off';

/** Connected: green; disabled or never started: grey; anything else (a last error): red. */
export function toneOf(status: DeviceStatus | null, enabled: boolean): StatusTone {
  if (!enabled) return 'off';
  if (status?.connected) return 'on';
  return status?.lastError ? 'error' : 'off';
}

export function statusText(status: DeviceStatus | null, enabled: boolean, t: T): string {
  if (!enabled) return t('status.disabled');
  if (!status) return t('status.notRunning');
  return status.connected ? t('status.connected') : t('status.disconnected');
}

/** The live status dot of a device, with its state as a label for screen readers and tests. */
export function StatusDot({ status, enabled, t, testId }: { status: DeviceStatus | null; enabled: boolean; t: T; testId?: string }) {
  const tone = toneOf(status, enabled);
  const label = statusText(status, enabled, t);
  return <Dot $tone={tone} role="img" aria-label={label} title={status?.lastError ? `${label}: ${status.lastError}` : label} data-testid={testId} data-status={tone} />;
}

const colour = { on: 'var(--lauda-success)', error: 'var(--lauda-danger)', off: 'var(--lauda-line)' } as const;
const halo = { on: 'rgba(35, 130, 74, 0.18)', error: 'rgba(196, 48, 59, 0.16)', off: 'transparent' } as const;

const Dot = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $tone }) => colour[$tone]};
  box-shadow: 0 0 0 3px ${({ $tone }) => halo[$tone]};
`;
