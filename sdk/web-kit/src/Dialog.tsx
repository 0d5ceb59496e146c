import { createContext, useContext, useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { useKitText } from './text';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Keeps Tab and Shift+Tab inside `box`. */
function trapTab(e: KeyboardEvent, box: HTMLElement | null): void {
  if (e.key !== 'Tab' || !box) return;
  const items = Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
  if (!items.length) {
    e.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (e.shiftKey && (document.activeElement === first || !box.contains(document.activeElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/** The open dialogs, innermost last: Escape closes only the innermost, wherever the focus is. */
const openDialogs: symbol[] = [];

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** the actions, at the bottom right (`.grow` pushes what follows to the right) */
  footer?: ReactNode;
  width?: number;
  testId?: string;
  /** while busy, Escape, the backdrop and the close button do nothing */
  busy?: boolean;
  /** the whole dialog is a form: Enter submits */
  onSubmit?: (e: FormEvent) => void;
  /** the close button's name (the kit's "Close" by default) */
  closeLabel?: string;
}

/**
 * A modal dialog, portalled to `document.body` (never clipped by a positioned container):
 * focus moves in (first field, `[data-autofocus]`, or the dialog) and is kept in with Tab,
 * Escape (the innermost dialog) and the backdrop close it, and focus goes back where it was when
 * it closes.
 */
/** The z-index of dialogs opened inside an overlay that stands above the dialog layer (the document drawer): they open over it. */
export const DialogLayer = createContext<number | null>(null);

export function Dialog({ title, onClose, children, footer, width = 520, testId, busy = false, onSubmit, closeLabel }: DialogProps) {
  const kt = useKitText();
  const layer = useContext(DialogLayer);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea');
    (first ?? box.current)?.focus();
    return () => {
      if (before && document.contains(before)) before.focus();
    };
  }, []);
  const close = () => !busy && onClose();
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const me = Symbol('dialog');
    openDialogs.push(me);
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || openDialogs[openDialogs.length - 1] !== me) return;
      e.stopPropagation();
      closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(me), 1);
    };
  }, []);
  const content = (
    <>
      <header>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="close" aria-label={closeLabel ?? kt('dialog.close')} title={closeLabel ?? kt('dialog.close')} onClick={close} disabled={busy}>
          ×
        </button>
      </header>
      {children !== undefined && <div className="body">{children}</div>}
      {footer && <footer>{footer}</footer>}
    </>
  );
  return createPortal(
    <Backdrop style={layer === null ? undefined : { zIndex: layer }} onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <Box
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ width }}
        data-testid={testId}
        onKeyDown={(e) => trapTab(e, box.current)}
      >
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate>
            {content}
          </form>
        ) : (
          content
        )}
      </Box>
    </Backdrop>,
    document.body,
  );
}

export interface ConfirmProps {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** the kit's "Cancel" by default */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  busy?: boolean;
  /** test ids `${testId}`, `${testId}-confirm`, `${testId}-cancel` */
  testId?: string;
  /** more buttons, before Cancel */
  extra?: ReactNode;
  children?: ReactNode;
}

/** A question with a confirm and a cancel button; the confirm button has the focus. */
export function Confirm({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel, danger = false, busy = false, testId = 'confirm-dialog', extra, children }: ConfirmProps) {
  const kt = useKitText();
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      width={440}
      busy={busy}
      testId={testId}
      closeLabel={cancelLabel ?? kt('actions.cancel')}
      footer={
        <>
          {extra}
          <Button type="button" $variant="ghost" onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
            {cancelLabel ?? kt('actions.cancel')}
          </Button>
          <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} data-testid={`${testId}-confirm`} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text">{text}</div>
      {children}
    </Dialog>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--lauda-z-dialog);
  display: flex;
  align-items: safe center;
  justify-content: center;
  padding: 56px 16px 24px;
  background: rgba(16, 22, 30, 0.45);
  overflow-y: auto;
`;
const Box = styled.div`
  max-width: 100%;
  background: var(--lauda-surface);
  color: var(--lauda-text);
  border-radius: 8px;
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.3);
  outline: none;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 14px 20px;
    border-bottom: 1px solid var(--lauda-line);
  }
  header h2 {
    font-size: 16px;
    margin: 0;
  }
  .close {
    border: 0;
    background: none;
    font-size: 22px;
    line-height: 1;
    color: var(--lauda-muted);
    cursor: pointer;
    padding: 0 4px;
  }
  .body {
    padding: 16px 20px 6px;
    max-height: calc(100vh - 200px);
    overflow-y: auto;
  }
  .body .text {
    margin-bottom: 12px;
    line-height: 1.5;
  }
  footer {
    display: flex;
    justify-content: flex-end;
    align-items: center;
    flex-wrap: wrap;
    gap: 8px;
    padding: 12px 20px;
    border-top: 1px solid var(--lauda-line);
    background: var(--lauda-sunken);
    border-radius: 0 0 8px 8px;
  }
  footer .grow {
    flex: 1;
  }
`;
