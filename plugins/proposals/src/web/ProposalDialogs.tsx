/** A news suggestion's form, and the acceptance into a guideline: dialogs; the server names a bad field, nothing typed is lost. */
import { useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { DateInput, Dialog, Field, FormFooter, FormGrid, Input, Muted, MultiPicker, SaveFooter, TextArea, dateIn, useDialogSubmit, useLookupOptions } from '@lauda/web-kit';
import type { Proposal } from '../common/index.js';

type Props = Pick<PanelProps, 'api' | 'notify' | 't'> & { onClose(): void };

export function ProposalForm({ proposal, api, notify, t, timeZone, onClose, onSaved }: Props & { proposal: Proposal | null; timeZone: string; onSaved(p: Proposal): void }) {
  const [title, setTitle] = useState(proposal?.title ?? '');
  const [text, setText] = useState(proposal?.text ?? '');
  const [suggestedBy, setSuggestedBy] = useState(proposal?.suggestedBy ?? '');
  const [source, setSource] = useState(proposal?.source ?? '');
  const [date, setDate] = useState<string | null>(proposal?.date ?? dateIn(Date.now(), timeZone));
  const { saving, submit } = useDialogSubmit(notify, proposal ? 'updateFailed' : 'createFailed', () => {
    const body = { title, text, suggestedBy, source, date };
    return proposal
      ? api.put<Proposal>(`/api/assignment_proposals/${proposal.id}`, { ...body, version: proposal.version })
      : api.post<Proposal>('/api/assignment_proposals', body);
  }, onSaved, () => {
    const blank = [[!title.trim(), 'title'], [!date, 'date']].filter(([b]) => b).map(([, f]) => t(`fields.${f}`));
    return blank.length ? t('missing', { fields: blank.join(', ') }) : null;
  });
  return (
    <Dialog
      title={t(proposal ? 'edit' : 'new')}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={620}
      testId="proposal-form"
      closeLabel={t('cancel')}
      footer={<FormFooter saving={saving} isNew={!proposal} onClose={onClose} saveTestId="proposal-save" />}
    >
      <Field label={t('fields.title')} htmlFor="proposal-title" required>
        <Input id="proposal-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} data-testid="proposal-title" />
      </Field>
      <FormGrid $cols={3}>
        <Field label={t('fields.date')} htmlFor="proposal-date" required>
          <DateInput id="proposal-date" value={date} onChange={setDate} testId="proposal-date" />
        </Field>
        <Field label={t('fields.suggestedBy')} htmlFor="proposal-by">
          <Input id="proposal-by" value={suggestedBy} maxLength={200} onChange={(e) => setSuggestedBy(e.target.value)} data-testid="proposal-by" />
        </Field>
        <Field label={t('fields.source')} htmlFor="proposal-source">
          <Input id="proposal-source" value={source} maxLength={300} onChange={(e) => setSource(e.target.value)} data-testid="proposal-source" />
        </Field>
      </FormGrid>
      <Field label={t('fields.text')} htmlFor="proposal-text">
        <TextArea id="proposal-text" rows={6} value={text} onChange={(e) => setText(e.target.value)} data-testid="proposal-text" />
      </Field>
    </Dialog>
  );
}

export function AcceptDialog({ proposal, api, notify, t, onClose, onAccepted }: Props & { proposal: Proposal; onAccepted(): void }) {
  const [date, setDate] = useState<string | null>(proposal.date);
  const [programsIds, setProgramsIds] = useState<number[]>([]);
  const programs = useLookupOptions(api, '/api/companies/local/programs');
  const { saving: busy, submit } = useDialogSubmit(notify, 'actionFailed',
    () => api.post<{ guideline: { slug: string } }>(`/api/assignment_proposals/${proposal.id}/accept`, { date, programsIds }),
    (made) => {
      notify.notify('success', t('acceptedAs', { slug: made.guideline.slug }));
      onAccepted();
    });
  return (
    <Dialog
      title={t('acceptTitle', { title: proposal.title })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      testId="proposal-accept-form"
      closeLabel={t('cancel')}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('accept')} saveTestId="proposal-accept-save" />}
    >
      <Muted>{t('acceptHint')}</Muted>
      <Field label={t('fields.guidelineDate')} htmlFor="proposal-accept-date" required>
        <DateInput id="proposal-accept-date" value={date} onChange={setDate} testId="proposal-accept-date" />
      </Field>
      <Field label={t('fields.programs')} htmlFor="proposal-accept-programs">
        <MultiPicker id="proposal-accept-programs" options={programs} value={programsIds} onChange={setProgramsIds} testId="proposal-accept-programs" />
      </Field>
    </Dialog>
  );
}
