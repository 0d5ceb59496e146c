/**
 * "+ Credits" in a story section's header (slot `story.sectionTools`): the chooser of the program's
 * CG templates; the chosen ones go to the section as CG sub-sections.
 */
import { useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { StorySectionToolProps } from '@lauda/plugin-rundown/common';
import { Button } from '@lauda/web-kit';
import { CreditChooser } from './CreditChooser.js';

export default function SectionCredits({ section, sectionLabel, programId, readOnly, addCredits, api, notify, t }: StorySectionToolProps & PanelProps) {
  const [open, setOpen] = useState(false);
  if (readOnly) return null;
  return (
    <>
      <Button type="button" $small $variant="ghost" data-testid={`add-credits-${section}`} onClick={() => setOpen(true)}>
        + {t('credits.add')}
      </Button>
      {open && (
        <CreditChooser
          api={api}
          notify={notify}
          t={t}
          programId={programId}
          sectionLabel={sectionLabel}
          onCancel={() => setOpen(false)}
          onAdd={(templates) => {
            addCredits(templates);
            notify.notify('success', t('credits.added', { count: templates.length }));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
