import { useCallback, useState, type ReactNode } from 'react';
import { Confirm } from './Dialog';

export interface ConfirmRequest {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** runs on confirm; the dialog stays (busy) until it settles, then closes */
  run: () => Promise<void>;
  testId?: string;
}

/** One confirmation dialog at a time: `ask(request)`, and `dialog` to render. */
export function useConfirm(cancelLabel?: string) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((r: ConfirmRequest) => setRequest(r), []);
  const dialog = request ? (
    <Confirm
      title={request.title}
      text={request.text}
      confirmLabel={request.confirmLabel}
      cancelLabel={cancelLabel}
      danger={request.danger}
      busy={busy}
      testId={request.testId}
      onCancel={() => setRequest(null)}
      onConfirm={async () => {
        setBusy(true);
        const current = request;
        try {
          await current.run();
        } finally {
          setBusy(false);
          // a run that asked for another confirmation replaced the request: keep that one
          setRequest((r) => (r === current ? null : r));
        }
      }}
    />
  ) : null;
  return { ask, dialog };
}
