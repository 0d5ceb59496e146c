import { Button } from './Button';

/** The footer of a form dialog (`Dialog` with `onSubmit`): Cancel, then the primary Save that submits it. */
export function SaveFooter({ busy, onCancel, cancelLabel, saveLabel, saveTestId }: {
  busy: boolean;
  onCancel(): void;
  cancelLabel: string;
  saveLabel: string;
  saveTestId?: string;
}) {
  return (
    <>
      <span className="grow" />
      <Button type="button" onClick={onCancel} disabled={busy}>{cancelLabel}</Button>
      <Button type="submit" $variant="primary" disabled={busy} data-testid={saveTestId}>{saveLabel}</Button>
    </>
  );
}
