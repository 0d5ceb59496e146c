import styled from 'styled-components';

export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent';
/** The theme variable of a tone. */
export const toneVar = (tone: Tone): string =>
  ({ neutral: 'var(--lauda-muted)', success: 'var(--lauda-success)', warning: 'var(--lauda-warning)', danger: 'var(--lauda-danger)', info: 'var(--lauda-primary)', accent: 'var(--lauda-accent)' })[tone];

/** A small status pill: a `$tone`, or explicit `$bg`/`$fg` colours (the broadcast states). */
export const Badge = styled.span<{ $tone?: Tone; $bg?: string; $fg?: string }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 20px;
  padding: 0 8px;
  border-radius: 10px;
  font-size: 11px;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $tone = 'neutral', $fg }) => $fg ?? toneVar($tone)};
  background: ${({ $tone = 'neutral', $bg }) => $bg ?? `color-mix(in srgb, ${toneVar($tone)} 9%, var(--lauda-surface))`};
  border: 1px solid ${({ $tone = 'neutral', $bg }) => $bg ?? `color-mix(in srgb, ${toneVar($tone)} 25%, transparent)`};
`;

/** A chosen item (of a picker), with an optional remove button inside. */
export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  height: 22px;
  padding: 0 8px;
  border-radius: 11px;
  background: var(--lauda-sunken);
  border: 1px solid var(--lauda-line);
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  button {
    border: 0;
    background: none;
    padding: 0 0 0 2px;
    color: var(--lauda-muted);
    cursor: pointer;
    font-size: 14px;
    line-height: 1;
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

/** Green when the user has an open session. */
export const OnlineDot = styled.span<{ $online: boolean }>`
  display: inline-block;
  flex: none;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ $online }) => ($online ? 'var(--lauda-success)' : 'var(--lauda-line)')};
  box-shadow: ${({ $online }) => ($online ? '0 0 0 3px color-mix(in srgb, var(--lauda-success) 16%, transparent)' : 'none')};
`;

/** A notice inside a screen (a warning over a form, a licence state); `.grow` pushes actions to the end. */
export const Alert = styled.div<{ $tone?: Tone }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 10px;
  padding: 8px 12px;
  margin-bottom: 12px;
  border-radius: var(--lauda-radius);
  color: var(--lauda-text);
  border: 1px solid color-mix(in srgb, ${({ $tone = 'info' }) => toneVar($tone)} 45%, transparent);
  border-left: 4px solid ${({ $tone = 'info' }) => toneVar($tone)};
  background: color-mix(in srgb, ${({ $tone = 'info' }) => toneVar($tone)} 8%, var(--lauda-surface));
  > strong {
    font-weight: 600;
  }
  .grow {
    flex: 1;
  }
`;
