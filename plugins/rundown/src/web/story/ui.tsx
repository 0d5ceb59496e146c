/** Small UI pieces of the story screens, styled with the shell's theme variables (`var(--lauda-*)`). */
import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const Button = styled.button<{ $variant?: Variant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: ${({ $small }) => ($small ? '24px' : '30px')};
  padding: 0 ${({ $small }) => ($small ? '8px' : '12px')};
  border-radius: var(--lauda-radius);
  font-size: ${({ $small }) => ($small ? '12px' : '13px')};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  border: 1px solid var(--lauda-line);
  background: var(--lauda-surface);
  color: var(--lauda-text);
  ${({ $variant }) =>
    $variant === 'primary' &&
    css`
      background: var(--lauda-primary);
      border-color: var(--lauda-primary);
      color: var(--lauda-on-primary);
    `}
  ${({ $variant }) =>
    $variant === 'danger' &&
    css`
      background: var(--lauda-danger);
      border-color: var(--lauda-danger);
      color: var(--lauda-on-danger);
    `}
  ${({ $variant }) =>
    $variant === 'ghost' &&
    css`
      background: transparent;
      border-color: transparent;
    `}
  &:hover:not(:disabled) {
    filter: brightness(0.96);
  }
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

export const IconButton = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--lauda-radius);
  background: transparent;
  color: var(--lauda-muted);
  cursor: pointer;
  line-height: 1;
  &:hover:not(:disabled) {
    background: var(--lauda-sunken);
    border-color: var(--lauda-line);
    color: var(--lauda-text);
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;

const control = css`
  width: 100%;
  height: 30px;
  padding: 0 8px;
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  background: var(--lauda-surface);
  &:focus {
    outline: none;
    border-color: var(--lauda-primary);
  }
  &:disabled,
  &[readonly] {
    background: var(--lauda-sunken);
    color: var(--lauda-muted);
  }
  &[aria-invalid='true'] {
    border-color: var(--lauda-danger);
  }
`;
export const Input = styled.input`
  ${control}
`;
export const Select = styled.select`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control}
  height: auto;
  min-height: 56px;
  padding: 6px 8px;
  resize: vertical;
  line-height: 1.45;
`;

/** The small capitals over a value: a field's label, a term of a definition list. */
export const labelText = css`
  font-size: 11px;
  font-weight: 600;
  color: var(--lauda-muted);
  text-transform: uppercase;
`;

export const FieldBox = styled.label`
  display: flex;
  flex-direction: column;
  gap: 3px;
  min-width: 0;
  > span.label {
    ${labelText}
    letter-spacing: 0.04em;
  }
  > span.problem {
    font-size: 11px;
    color: var(--lauda-danger);
  }
`;

export function Field({ label, problem, children, className }: { label: string; problem?: string | null; children: ReactNode; className?: string }) {
  return (
    <FieldBox className={className}>
      <span className="label">{label}</span>
      {children}
      {problem && <span className="problem" role="alert">{problem}</span>}
    </FieldBox>
  );
}

type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** A panel along the window's right edge, over the page: its title, what the caller adds to the header, a close button. */
export function SidePanel({
  title, width, testId, closeLabel, closeTestId, onClose, header, className, children, ...data
}: { title: string; width: number; testId: string; closeLabel: string; closeTestId: string; onClose(): void; header?: ReactNode; className?: string; children: ReactNode } & DataAttributes) {
  return (
    <SidePanelBox role="complementary" aria-label={title} data-testid={testId} className={className} style={{ width }} {...data}>
      <header>
        <h2>{title}</h2>
        {header}
        <span className="grow" />
        <IconButton type="button" aria-label={closeLabel} title={closeLabel} data-testid={closeTestId} onClick={onClose}>✕</IconButton>
      </header>
      {children}
    </SidePanelBox>
  );
}

const SidePanelBox = styled.aside`
  position: fixed;
  z-index: 800;
  top: 0;
  right: 0;
  bottom: 0;
  max-width: 100vw;
  display: flex;
  flex-direction: column;
  background: var(--lauda-canvas);
  border-left: 1px solid var(--lauda-line);
  box-shadow: -12px 0 32px rgba(0, 0, 0, 0.16);
  > header {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    background: var(--lauda-surface);
    border-bottom: 1px solid var(--lauda-line);
  }
  > header h2 {
    font-size: 15px;
  }
  > header .grow {
    flex: 1;
  }
  > .body {
    padding: 12px;
  }
`;

export const Banner = styled.div<{ $level: 'warning' | 'danger' | 'info' | 'success' }>`
  display: flex;
  align-items: center;
  gap: 10px;
  flex-wrap: wrap;
  padding: 8px 12px;
  border-radius: var(--lauda-radius);
  border: 1px solid var(--lauda-${({ $level }) => ($level === 'info' ? 'primary' : $level)});
  background: color-mix(in srgb, var(--lauda-${({ $level }) => ($level === 'info' ? 'primary' : $level)}) 12%, var(--lauda-surface));
  color: var(--lauda-text);
  font-size: 13px;
  > strong {
    font-weight: 600;
  }
  > .grow {
    flex: 1;
    min-width: 200px;
  }
`;

/** A modal dialog: Escape and the backdrop cancel; focus goes to the first button. */
export function Dialog({
  title, children, actions, onCancel, testId, width = 440,
}: { title: string; children?: ReactNode; actions: ReactNode; onCancel(): void; testId?: string; width?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('[data-autofocus], button')?.focus();
    return () => prev?.focus?.();
  }, []);
  return (
    <Backdrop
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCancel();
      }}
    >
      <DialogBox
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        style={{ width }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onCancel();
          }
        }}
      >
        <h2>{title}</h2>
        {children && <div className="body">{children}</div>}
        <div className="actions">{actions}</div>
      </DialogBox>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(15, 20, 28, 0.45);
`;
const DialogBox = styled.div`
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 64px);
  overflow: auto;
  padding: 18px 20px 16px;
  background: var(--lauda-surface);
  color: var(--lauda-text);
  border-radius: calc(var(--lauda-radius) * 2);
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.3);
  h2 {
    font-size: 16px;
    margin: 0 0 10px;
  }
  .body {
    font-size: 14px;
    color: var(--lauda-text);
    margin-bottom: 16px;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

export const Muted = styled.span`
  color: var(--lauda-muted);
  font-size: 12px;
`;

/** Formats an ISO instant as dd/MM/yyyy HH:mm in the shell's language (spec 000 §5 display format). */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
/** YYYY-MM-DD → dd/MM/yyyy. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}
