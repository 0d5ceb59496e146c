/** "Criar pauta" from a round: the guideline's day (the round's by default) and programs; slug and proposal come from the round. */
import { useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { DateInput, Dialog, Field, Muted, MultiPicker, SaveFooter, useDialogSubmit, useLookupOptions } from '@lauda/web-kit';
import type { Round } from '../common/index.js';

export function GuidelineDialog({ round, api, notify, t, onClose, onCreated }: Pick<PanelProps, 'api' | 'notify' | 't'> & {
  round: Round; onClose(): void; onCreated(): void;
}) {
  const [date, setDate] = useState<string | null>(round.date);
  const [programsIds, setProgramsIds] = useState<number[]>([]);
  const programs = useLookupOptions(api, '/api/companies/local/programs');
  const { saving, submit } = useDialogSubmit(notify, 'actionFailed',
    () => api.post<{ guideline: { slug: string } }>(`/api/rounds/${round.id}/guideline`, { ...(date ? { date } : {}), programsIds }),
    (made) => {
      notify.notify('success', t('guidelineCreated', { slug: made.guideline.slug }));
      onCreated();
    });
  return (
    <Dialog
      title={t('createGuideline')}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      testId="round-guideline-form"
      closeLabel={t('cancel')}
      footer={<SaveFooter busy={saving} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('createGuideline')} saveTestId="round-guideline-save" />}
    >
      <Muted>{t('createGuidelineConfirm', { name: round.institutionName })}</Muted>
      <Field label={t('fields.date')} htmlFor="round-guideline-date" required>
        <DateInput id="round-guideline-date" value={date} onChange={setDate} testId="round-guideline-date" />
      </Field>
      <Field label={t('fields.programs')} htmlFor="round-guideline-programs">
        <MultiPicker id="round-guideline-programs" options={programs} value={programsIds} onChange={setProgramsIds} testId="round-guideline-programs" />
      </Field>
    </Dialog>
  );
}
