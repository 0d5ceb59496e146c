import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './Button';
import { Muted } from './layout';
import { useKitText } from './text';

const spin = keyframes`to { transform: rotate(360deg); }`;
export const Spinner = styled.span`
  display: inline-block;
  width: 16px;
  height: 16px;
  border: 2px solid var(--lauda-line);
  border-top-color: var(--lauda-primary);
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 48px 16px;
  color: var(--lauda-muted);
`;

/** A loading state, announced to screen readers; the kit's "Loading…" unless a label is given. */
export function Loading({ label, testId }: { label?: string; testId?: string }) {
  const kt = useKitText();
  return (
    <Centered role="status" aria-live="polite" data-testid={testId}>
      <Spinner aria-hidden />
      <span>{label ?? kt('loading')}</span>
    </Centered>
  );
}

/** A short muted line where a list has nothing (inside a panel). */
export const Empty = styled.div`
  padding: 32px 16px;
  text-align: center;
  color: var(--lauda-muted);
`;

/** A real "nothing to show" state: an icon, a title, a sentence, optional actions. */
export function EmptyState({ icon = '∅', title, text, children, testId, role }: { icon?: ReactNode; title: ReactNode; text?: ReactNode; children?: ReactNode; testId?: string; role?: string }) {
  return (
    <StateBox data-testid={testId} role={role}>
      <StateIcon aria-hidden>{icon}</StateIcon>
      <h2>{title}</h2>
      {text && <Muted>{text}</Muted>}
      {children && <StateActions>{children}</StateActions>}
    </StateBox>
  );
}

/** A failed load: what failed, why, and a retry button when the caller can retry. */
export function ErrorState({ title, text, onRetry, testId }: { title?: ReactNode; text?: ReactNode; onRetry?: () => void; testId?: string }) {
  const kt = useKitText();
  return (
    <EmptyState icon="!" title={title ?? kt('states.error')} text={text} testId={testId} role="alert">
      {onRetry && (
        <Button type="button" onClick={onRetry} data-testid={testId ? `${testId}-retry` : undefined}>
          {kt('states.retry')}
        </Button>
      )}
    </EmptyState>
  );
}

const StateBox = styled.div`
  max-width: 460px;
  margin: 64px auto;
  text-align: center;
  h2 {
    font-size: 16px;
    margin-bottom: 6px;
  }
`;
const StateIcon = styled.div`
  width: 48px;
  height: 48px;
  margin: 0 auto 14px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 22px;
  color: var(--lauda-muted);
  background: var(--lauda-sunken);
  border: 1px solid var(--lauda-line);
`;
const StateActions = styled.div`
  margin-top: 16px;
  display: flex;
  justify-content: center;
  gap: 8px;
`;
