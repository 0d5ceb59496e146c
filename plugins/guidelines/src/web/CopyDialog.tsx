/** Copy guidelines to a date and programs (none chosen: each keeps its own). */
import { useState } from 'react';
import { Button, DateInput, Dialog, Field, MultiPicker } from '@lauda/web-kit';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import type { Guideline } from '../common/index.js';
import type { Lookups } from './api';

type T = (key: string, o?: Record<string, unknown>) => string;

export function CopyDialog({ ids, date, api, notify, lookups, t, onClose, onCopied }: {
  ids: number[]; date: string; api: ApiClient; notify: Notifier; lookups: Lookups; t: T; onClose: () => void; onCopied: (copies: Guideline[]) => void;
}) {
  const [target, setTarget] = useState<string | null>(date);
  const [programs, setPrograms] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      const copies = await api.post<Guideline[]>('/api/assignments/copy', { ids, programsIds: programs, date: target });
      notify.notify('success', t('copy.done', { count: copies.length }));
      onCopied(copies);
      onClose();
    } catch (e) {
      notify.error(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('copy.title')} onClose={onClose} busy={busy} testId="copy-dialog" onSubmit={(e) => { e.preventDefault(); void submit(); }}
      footer={<><Button type="button" onClick={onClose}>{t('cancel')}</Button><Button type="submit" $variant="primary" disabled={!target || busy} data-testid="copy-confirm">{t('copy.confirm')}</Button></>}>
      <Field label={t('copy.date')} htmlFor="copy-date" required>
        <DateInput id="copy-date" value={target} onChange={setTarget} testId="copy-date" />
      </Field>
      <Field label={t('copy.programs')} htmlFor="copy-programs-input" hint={t('copy.programsHint')}>
        <MultiPicker id="copy-programs-input" options={lookups.programs} value={programs} onChange={setPrograms} testId="copy-programs" />
      </Field>
    </Dialog>
  );
}
