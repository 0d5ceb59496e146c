/** A round's form in a dialog: date, time, institution, segment (the institution's by default), who, result, notes. */
import { useState } from 'react';
import type { ApiClient, Notifier, PanelProps } from '@lauda/sdk/web';
import { DateInput, Dialog, Field, FormFooter, FormGrid, Input, Select, TextArea, TimeInput, useDialogSubmit } from '@lauda/web-kit';
import { ROUND_RESULTS, type Institution, type Round, type RoundResult, type Segment } from '../common/index.js';

const MINUTE = 60_000;
const msOf = (time: string) => (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * MINUTE;
const timeOf = (ms: number) => `${String(Math.floor(ms / 3_600_000)).padStart(2, '0')}:${String(Math.floor(ms / MINUTE) % 60).padStart(2, '0')}`;

export function RoundForm({ round, date, institutions, segments, api, notify, t, onClose, onSaved }: {
  round: Round | null;
  date: string;
  institutions: Institution[];
  segments: Segment[];
  api: ApiClient;
  notify: Notifier;
  t: PanelProps['t'];
  onClose(): void;
  onSaved(r: Round): void;
}) {
  const [day, setDay] = useState<string | null>(round?.date ?? date);
  const [time, setTime] = useState<number | null>(round ? msOf(round.time) : null);
  const [institutionId, setInstitutionId] = useState(round ? String(round.institutionId) : '');
  // '' follows the institution's segment
  const [segmentId, setSegmentId] = useState(round?.segmentId ? String(round.segmentId) : '');
  const [who, setWho] = useState(round?.who ?? '');
  const [result, setResult] = useState<RoundResult>(round?.result ?? 'pending');
  const [notes, setNotes] = useState(round?.notes ?? '');
  const { saving, submit } = useDialogSubmit(notify, round ? 'updateFailed' : 'createFailed', () => {
    const body = {
      date: day, time: time === null ? '' : timeOf(time), institutionId: institutionId ? Number(institutionId) : null,
      ...(segmentId ? { segmentId: Number(segmentId) } : {}), who, result, notes,
    };
    return round ? api.put<Round>(`/api/rounds/${round.id}`, { ...body, version: round.version }) : api.post<Round>('/api/rounds', body);
  }, onSaved, () => {
    const blank = [[!day, 'date'], [time === null, 'time'], [!institutionId, 'institutionId']].filter(([b]) => b).map(([, f]) => t(`fields.${f}`));
    return blank.length ? t('missing', { fields: blank.join(', ') }) : null;
  });

  return (
    <Dialog
      title={t(round ? 'edit' : 'new')}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={600}
      testId="round-form"
      closeLabel={t('cancel')}
      footer={<FormFooter saving={saving} isNew={!round} onClose={onClose} saveTestId="round-save" />}
    >
      <FormGrid $cols={2}>
        <Field label={t('fields.date')} htmlFor="round-date" required>
          <DateInput id="round-date" value={day} onChange={setDay} testId="round-date" />
        </Field>
        <Field label={t('fields.time')} htmlFor="round-time" required>
          <TimeInput id="round-time" pattern="HH:mm" value={time} onChange={setTime} testId="round-time" />
        </Field>
        <Field label={t('fields.institutionId')} htmlFor="round-institution" required>
          <Select id="round-institution" value={institutionId} onChange={(e) => setInstitutionId(e.target.value)} data-testid="round-institution">
            <option value="" />
            {institutions.map((i) => <option key={i.id} value={i.id}>{i.name}</option>)}
          </Select>
        </Field>
        <Field label={t('fields.segmentId')} htmlFor="round-segment">
          <Select id="round-segment" value={segmentId} onChange={(e) => setSegmentId(e.target.value)} data-testid="round-segment">
            <option value="">{t('segmentOfInstitution')}</option>
            {segments.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </Select>
        </Field>
        <Field label={t('fields.who')} htmlFor="round-who">
          <Input id="round-who" value={who} maxLength={200} onChange={(e) => setWho(e.target.value)} data-testid="round-who" />
        </Field>
        <Field label={t('fields.result')} htmlFor="round-result">
          <Select id="round-result" value={result} onChange={(e) => setResult(e.target.value as RoundResult)} data-testid="round-result">
            {ROUND_RESULTS.map((r) => <option key={r} value={r}>{t(`results.${r}`)}</option>)}
          </Select>
        </Field>
      </FormGrid>
      <Field label={t('fields.notes')} htmlFor="round-notes">
        <TextArea id="round-notes" rows={5} value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="round-notes" />
      </Field>
    </Dialog>
  );
}
