import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 30px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  ${({ $block }) => $block && css`width: 100%; height: 34px;`}
  ${({ theme, $variant = 'secondary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.primary};
          color: ${theme.on.primary};
          &:hover:not(:disabled) { filter: brightness(1.08); }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: ${theme.on.danger};
          &:hover:not(:disabled) { filter: brightness(1.08); }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
          &:hover:not(:disabled) { background: rgba(127, 127, 127, 0.16); }
        `;
      default:
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.line};
          &:hover:not(:disabled) { background: ${theme.color.sunken}; }
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

const field = css`
  width: 100%;
  height: 32px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: 0 0 0 2px rgba(31, 99, 214, 0.18);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const Input = styled.input`
  ${field}
`;

export const Select = styled.select`
  ${field}
  padding-right: 24px;
`;

export const Label = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
  margin-bottom: 4px;
`;

export const FieldRow = styled.div`
  margin-bottom: 12px;
`;

export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <FieldRow>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </FieldRow>
  );
}

export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const PageTitle = styled.h1`
  font-size: 18px;
  margin-bottom: 4px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
export const Spinner = styled.span`
  display: inline-block;
  width: 16px;
  height: 16px;
  border: 2px solid ${({ theme }) => theme.color.line};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Loading({ label }: { label: string }) {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner aria-hidden />
      <span>{label}</span>
    </Centered>
  );
}

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.color.muted};
`;

/** A real "nothing to show" state: an icon, a title, a sentence, optional actions. */
export function EmptyState({ icon = '∅', title, text, children, testId }: { icon?: string; title: string; text: string; children?: ReactNode; testId?: string }) {
  return (
    <Empty data-testid={testId}>
      <EmptyIcon aria-hidden>{icon}</EmptyIcon>
      <h2>{title}</h2>
      <Muted>{text}</Muted>
      {children && <EmptyActions>{children}</EmptyActions>}
    </Empty>
  );
}

const Empty = styled.div`
  max-width: 460px;
  margin: 64px auto;
  text-align: center;
  h2 {
    font-size: 16px;
    margin-bottom: 6px;
  }
`;
const EmptyIcon = styled.div`
  width: 48px;
  height: 48px;
  margin: 0 auto 14px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 22px;
  color: ${({ theme }) => theme.color.muted};
  background: ${({ theme }) => theme.color.sunken};
  border: 1px solid ${({ theme }) => theme.color.line};
`;
const EmptyActions = styled.div`
  margin-top: 16px;
  display: flex;
  justify-content: center;
  gap: 8px;
`;
