import type { ReactNode } from 'react';
import { Button } from './ui';

/** The footer of an editor modal: an optional lead, Cancel and the submit button (Create / Save / Saving…). */
export function FormFooter({ t, saving, isNew, onClose, saveTestId, lead }: { t: (key: string) => string; saving: boolean; isNew: boolean; onClose: () => void; saveTestId: string; lead?: ReactNode }) {
  return (
    <>
      {lead}
      <Button type="button" $variant="ghost" onClick={onClose} disabled={saving}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" $variant="primary" disabled={saving} data-testid={saveTestId}>
        {saving ? t('actions.saving') : isNew ? t('actions.create') : t('actions.save')}
      </Button>
    </>
  );
}
