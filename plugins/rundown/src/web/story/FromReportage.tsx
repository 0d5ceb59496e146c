/** The line naming the reportage a story came from; it opens the reportage in the document drawer. */
import { useState } from 'react';
import { Button } from '@lauda/web-kit';
import { DocumentDrawer } from './DocumentDrawer.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export function FromReportage({ id, t }: { id: number; t: T }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="ghost" $small data-testid="story-from-reportage" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('storyForm.fromReportage', { id })}
      </Button>
      {open && <DocumentDrawer origin="reportage" id={id} t={t} onClose={() => setOpen(false)} />}
    </>
  );
}
