/** A notice's form in a dialog: title, text, first and last day, external, audience (everyone or groups). */
import { useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { Check, SaveFooter, DateInput, Dialog, Field, FormGrid, Input, TextArea, dateIn } from '@lauda/web-kit';
import type { Notice } from '../common/index.js';

export interface Group { id: number; name: string }

export function NoticeForm({ notice, groups, api, notify, t, timeZone, onClose, onSaved }: {
  notice: Notice | null;
  groups: Group[];
  api: ApiClient;
  notify: Notifier;
  t: (key: string, o?: Record<string, unknown>) => string;
  timeZone: string;
  onClose(): void;
  onSaved(): void;
}) {
  const today = dateIn(Date.now(), timeZone);
  const [title, setTitle] = useState(notice?.title ?? '');
  const [text, setText] = useState(notice?.text ?? '');
  const [from, setFrom] = useState<string | null>(notice?.from ?? today);
  const [to, setTo] = useState<string | null>(notice?.to ?? today);
  const [external, setExternal] = useState(notice?.external ?? false);
  const [groupIds, setGroupIds] = useState<number[]>(notice?.groupIds ?? []);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const body = { title, text, from, to, external, groupIds };
      if (notice) await api.put(`/api/notices/${notice.id}`, { ...body, version: notice.version });
      else await api.post('/api/notices', body);
      notify.notify('success', t('saved'), title);
      onSaved();
    } catch (e) {
      notify.error(e, notice ? 'updateFailed' : 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: number, on: boolean) => setGroupIds((g) => (on ? [...g, id] : g.filter((x) => x !== id)));

  return (
    <Dialog
      title={t(notice ? 'edit' : 'new')}
      onClose={onClose}
      busy={busy}
      testId="notice-form"
      closeLabel={t('cancel')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('save')} saveTestId="notice-save" />}
    >
      <FormGrid $cols={2}>
        <Field label={t('fields.title')} htmlFor="notice-title" required>
          <Input id="notice-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} data-testid="notice-title" />
        </Field>
        <Field label={t('fields.external')}>
          <Check checked={external} onChange={setExternal} label={t('external')} testId="notice-external" />
        </Field>
        <Field label={t('fields.from')} htmlFor="notice-from" required>
          <DateInput id="notice-from" value={from} onChange={setFrom} testId="notice-from" />
        </Field>
        <Field label={t('fields.to')} htmlFor="notice-to" required>
          <DateInput id="notice-to" value={to} onChange={setTo} testId="notice-to" />
        </Field>
      </FormGrid>
      <Field label={t('fields.text')} htmlFor="notice-text">
        <TextArea id="notice-text" rows={5} value={text} onChange={(e) => setText(e.target.value)} data-testid="notice-text" />
      </Field>
      <Field label={t('fields.audience')} hint={groupIds.length ? undefined : t('everyone')} testId="notice-audience">
        {groups.map((g) => (
          <Check key={g.id} checked={groupIds.includes(g.id)} onChange={(on) => toggle(g.id, on)} label={g.name} testId={`notice-group-${g.id}`} />
        ))}
      </Field>
    </Dialog>
  );
}
