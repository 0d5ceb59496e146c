/**
 * "Criar pauta" from an item: the day and programs of the guideline (slug, proposal and referral come
 * from the item); once created, the guideline opens in the document drawer on request.
 */
import { useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { DateInput, Dialog, Field, MultiPicker, SaveFooter, dateIn, useLookupOptions } from '@lauda/web-kit';
import type { AgencyItem } from '../common/index.js';
import type { T } from './model';

export function GuidelineDialog({ item, api, notify, t, timeZone, onClose, onCreated }: {
  item: AgencyItem; api: ApiClient; notify: Notifier; t: T; timeZone: string;
  onClose(): void; onCreated(guidelineId: number): void;
}) {
  const [date, setDate] = useState<string | null>(dateIn(Date.now(), timeZone));
  const [programsIds, setProgramsIds] = useState<number[]>([]);
  const programs = useLookupOptions(api, '/api/companies/local/programs');
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      const g = await api.post<{ id: number; slug: string }>(`/api/agency/items/${item.id}/guideline`, { programsIds, ...(date ? { date } : {}) });
      onCreated(g.id);
    } catch (e) {
      notify.error(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('guidelineDialog')}
      onClose={onClose}
      busy={busy}
      testId="agency-guideline-form"
      closeLabel={t('cancel')}
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('createGuideline')} saveTestId="agency-guideline-create" />}
    >
      <p data-testid="agency-guideline-title"><strong>{item.title}</strong></p>
      <Field label={t('fields.date')} htmlFor="agency-guideline-date" required>
        <DateInput id="agency-guideline-date" value={date} onChange={setDate} testId="agency-guideline-date" />
      </Field>
      <Field label={t('fields.programs')} htmlFor="agency-guideline-programs">
        <MultiPicker id="agency-guideline-programs" options={programs} value={programsIds} onChange={setProgramsIds} testId="agency-guideline-programs" />
      </Field>
    </Dialog>
  );
}
