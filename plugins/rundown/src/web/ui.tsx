/**
 * The workspace's small UI kit, styled with the shell's theme through CSS custom properties
 * (`var(--lauda-<colour>)`): buttons, toolbar, dialogs, fields, badges, a drop-down menu.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';

/** Broadcast state colours, beside the theme's (on air must read at a glance). */
export const ON_AIR = '#d3202b';
export const ON_AIR_SOFT = '#fde4e5';
export const DISPLAYED_BG = '#e9ecf0';
export const BLOCK_BG = '#27313f';
export const STANDBY_BG = '#7a5a12';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
export const Button = styled.button<{ $variant?: Variant; $small?: boolean; $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: ${({ $small }) => ($small ? '24px' : '28px')};
  padding: 0 ${({ $small }) => ($small ? '8px' : '10px')};
  border-radius: var(--lauda-radius);
  border: 1px solid transparent;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  ${({ $variant = 'secondary', $active }) => {
    switch ($variant) {
      case 'primary':
        return css`background: var(--lauda-primary); color: var(--lauda-on-primary);`;
      case 'danger':
        return css`background: var(--lauda-danger); color: var(--lauda-on-danger);`;
      case 'ghost':
        return css`
          background: ${$active ? 'rgba(31, 99, 214, 0.12)' : 'transparent'};
          color: ${$active ? 'var(--lauda-primary)' : 'inherit'};
          &:hover:not(:disabled) { background: rgba(127, 127, 127, 0.14); }
        `;
      default:
        return css`
          background: ${$active ? 'rgba(31, 99, 214, 0.1)' : 'var(--lauda-surface)'};
          color: ${$active ? 'var(--lauda-primary)' : 'var(--lauda-text)'};
          border-color: ${$active ? 'var(--lauda-primary)' : 'var(--lauda-line)'};
          &:hover:not(:disabled) { background: var(--lauda-sunken); }
        `;
    }
  }}
  &:hover:not(:disabled) { filter: brightness(1.04); }
  &:disabled { opacity: 0.5; cursor: default; }
  .k { font-weight: 400; opacity: 0.7; font-size: 11px; }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px 8px;
  background: var(--lauda-surface);
  border-bottom: 1px solid var(--lauda-line);
  min-height: 36px;
`;
export const Sep = styled.span`
  width: 1px;
  height: 18px;
  margin: 0 4px;
  background: var(--lauda-line);
`;
export const Spacer = styled.span`
  flex: 1;
`;

const control = css`
  height: 28px;
  padding: 0 8px;
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  background: var(--lauda-surface);
  font-size: 13px;
  &:focus { outline: none; border-color: var(--lauda-primary); box-shadow: 0 0 0 2px rgba(31, 99, 214, 0.18); }
`;
export const Input = styled.input`
  ${control}
`;
export const Select = styled.select`
  ${control}
  padding-right: 4px;
`;

export function Field({ label, children, hint, error, htmlFor }: { label: string; children: ReactNode; hint?: string; error?: string | null; htmlFor?: string }) {
  return (
    <FieldBox>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error ? <span className="error" role="alert">{error}</span> : hint ? <span className="hint">{hint}</span> : null}
    </FieldBox>
  );
}
const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  > label { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--lauda-muted); }
  .hint { font-size: 11px; color: var(--lauda-muted); }
  .error { font-size: 12px; color: var(--lauda-danger); font-weight: 600; }
`;

export const Badge = styled.span<{ $bg?: string; $fg?: string }>`
  display: inline-flex;
  align-items: center;
  height: 18px;
  padding: 0 6px;
  border-radius: 9px;
  font-size: 10px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  background: ${({ $bg }) => $bg ?? 'var(--lauda-sunken)'};
  color: ${({ $fg }) => $fg ?? 'var(--lauda-muted)'};
  white-space: nowrap;
`;

/** A modal dialog: Esc and the backdrop close it; focus goes to its first field. */
export function Dialog({ title, onClose, children, footer, width = 480, testId }: { title: string; onClose: () => void; children: ReactNode; footer?: ReactNode; width?: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current?.querySelector<HTMLElement>('input, select, textarea, button[data-autofocus]');
    (el ?? box.current)?.focus();
  }, []);
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-testid="rundown-dialog-backdrop">
      <DialogBox
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        style={{ width }}
        data-testid={testId}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') onClose();
        }}
      >
        <header>
          <h2>{title}</h2>
          <button type="button" className="x" onClick={onClose} aria-label="×">×</button>
        </header>
        <div className="body">{children}</div>
        {footer && <footer>{footer}</footer>}
      </DialogBox>
    </Backdrop>,
    document.body,
  );
}
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: rgba(15, 20, 28, 0.45);
`;
const DialogBox = styled.div`
  max-width: calc(100vw - 40px);
  max-height: calc(100vh - 60px);
  display: flex;
  flex-direction: column;
  background: var(--lauda-surface);
  color: var(--lauda-text);
  border-radius: 6px;
  box-shadow: 0 18px 50px rgba(0, 0, 0, 0.3);
  font-size: 13px;
  &:focus { outline: none; }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 10px 14px;
    border-bottom: 1px solid var(--lauda-line);
    h2 { font-size: 14px; }
    .x { border: 0; background: none; font-size: 20px; line-height: 1; cursor: pointer; color: var(--lauda-muted); }
  }
  .body { padding: 14px; overflow: auto; }
  footer {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    padding: 10px 14px;
    border-top: 1px solid var(--lauda-line);
    background: var(--lauda-sunken);
    border-radius: 0 0 6px 6px;
  }
`;

export function Confirm({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel, danger, extra, testId = 'rundown-confirm' }: {
  title: string; text: ReactNode; confirmLabel: string; cancelLabel: string; onConfirm: () => void; onCancel: () => void; danger?: boolean; extra?: ReactNode; testId?: string;
}) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      width={420}
      testId={testId}
      footer={
        <>
          {extra}
          <Button type="button" onClick={onCancel} data-testid="confirm-cancel">{cancelLabel}</Button>
          <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm} data-testid="confirm-ok" data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div>{text}</div>
    </Dialog>
  );
}

/** A drop-down menu of actions under a button. */
export function Menu({ label, items, testId }: { label: ReactNode; items: { key: string; label: string; onSelect: () => void; disabled?: boolean; hint?: string }[]; testId?: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  return (
    <MenuBox ref={ref}>
      <Button type="button" $variant="ghost" onClick={() => setOpen((o) => !o)} aria-haspopup="menu" aria-expanded={open} data-testid={testId}>
        {label} ▾
      </Button>
      {open && (
        <ul role="menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {items.map((i) => (
            <li key={i.key} role="none">
              <button
                type="button"
                role="menuitem"
                disabled={i.disabled}
                data-testid={`menu-item-${i.key}`}
                onClick={() => {
                  setOpen(false);
                  i.onSelect();
                }}
              >
                <span>{i.label}</span>
                {i.hint && <kbd>{i.hint}</kbd>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </MenuBox>
  );
}
const MenuBox = styled.div`
  position: relative;
  ul {
    position: absolute;
    right: 0;
    top: 30px;
    z-index: 50;
    min-width: 220px;
    margin: 0;
    padding: 4px 0;
    list-style: none;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.16);
  }
  li button {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    width: 100%;
    padding: 6px 12px;
    border: 0;
    background: none;
    text-align: left;
    font-size: 13px;
    cursor: pointer;
  }
  li button:hover:not(:disabled) { background: var(--lauda-sunken); }
  li button:disabled { opacity: 0.45; cursor: default; }
  kbd { font-family: var(--lauda-font-mono); font-size: 11px; color: var(--lauda-muted); }
`;

export const Empty = styled.div`
  padding: 32px 16px;
  text-align: center;
  color: var(--lauda-muted);
`;

export const Kbd = styled.kbd`
  display: inline-block;
  min-width: 20px;
  padding: 1px 6px;
  border: 1px solid var(--lauda-line);
  border-bottom-width: 2px;
  border-radius: 3px;
  background: var(--lauda-sunken);
  font-family: var(--lauda-font-mono);
  font-size: 11px;
`;
