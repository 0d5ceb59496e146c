import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './ui';

/**
 * A centred dialog over the page: a header with the title and a close button, a scrolling body, a
 * footer for the actions. Escape and the backdrop close it (unless `busy`). With `onSubmit` the
 * whole dialog is a form, so Enter submits.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  width = 560,
  testId,
  busy = false,
  onSubmit,
  closeLabel,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  testId?: string;
  busy?: boolean;
  onSubmit?: (e: FormEvent) => void;
  closeLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !busy) {
        e.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, busy]);
  useEffect(() => {
    // focus the first field (or the dialog) so keyboard users start inside it
    const first = box.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea, [data-autofocus]');
    (first ?? box.current)?.focus();
  }, []);

  const content = (
    <>
      <header>
        <h2 id="admin-modal-title">{title}</h2>
        <button type="button" className="close" aria-label={closeLabel} title={closeLabel} onClick={onClose} disabled={busy}>
          ×
        </button>
      </header>
      <div className="body">{children}</div>
      {footer && <footer>{footer}</footer>}
    </>
  );
  return createPortal(
    <Backdrop
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && !busy) onClose();
      }}
    >
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby="admin-modal-title" tabIndex={-1} style={{ width }} data-testid={testId}>
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

/** A question with a confirm and a cancel button. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
  testId = 'confirm-dialog',
  children,
}: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  busy?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      width={440}
      busy={busy}
      testId={testId}
      closeLabel={cancelLabel}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
            {cancelLabel}
          </Button>
          <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} data-testid={`${testId}-confirm`} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text">{text}</div>
      {children}
    </Modal>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 800;
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
