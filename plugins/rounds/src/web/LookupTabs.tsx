/** Institutions and segments of the rounds: the kit's record list, each record's form in a dialog. */
import { useEffect, useState, type ReactNode } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { Dialog, Field, FormFooter, FormGrid, Input, matches, RecordListPanel, Select, TextArea, useRecordList, useDialogSubmit } from '@lauda/web-kit';
import { INSTITUTIONS_TOPIC, ROUND_ROLES, SEGMENTS_TOPIC, type Institution, type Segment } from '../common/index.js';

const SEGMENTS_URL = '/api/rounds/segments';
const INSTITUTIONS_URL = '/api/rounds/institutions';
const admin = (user: PanelProps['user']) => user.support || user.roles.includes(ROUND_ROLES.admin);

export function SegmentsTab({ api, live, notify, t, user }: PanelProps) {
  const list = useRecordList<Segment>({ kind: 'segment', url: SEGMENTS_URL, topic: SEGMENTS_TOPIC, api, live, notify, t });
  return (
    <RecordListPanel<Segment>
      list={list}
      t={t}
      canWrite={admin(user)}
      colSpan={2}
      head={<th scope="col">{t('fields.name')}</th>}
      filter={(s, q) => matches(q, s.name)}
      cells={(s) => <td>{s.name}</td>}
      editor={(s) => (
        <RecordForm kind="segment" record={s} url={SEGMENTS_URL} body={(v) => v} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved}>
          {(v, set) => (
            <Field label={t('fields.name')} htmlFor="segment-name" required>
              <Input id="segment-name" value={v.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} data-testid="segment-name" />
            </Field>
          )}
        </RecordForm>
      )}
    />
  );
}

export function InstitutionsTab({ api, live, notify, t, user }: PanelProps) {
  const list = useRecordList<Institution>({ kind: 'institution', url: INSTITUTIONS_URL, topic: INSTITUTIONS_TOPIC, api, live, notify, t });
  const [segments, setSegments] = useState<Segment[]>([]);
  useEffect(() => {
    api.get<Segment[]>(SEGMENTS_URL).then(setSegments, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);
  return (
    <RecordListPanel<Institution>
      list={list}
      t={t}
      canWrite={admin(user)}
      colSpan={4}
      head={<><th scope="col">{t('fields.name')}</th><th scope="col">{t('fields.segmentId')}</th><th scope="col">{t('fields.contact')}</th></>}
      filter={(i, q) => matches(q, i.name, i.segmentName ?? '', i.contact, i.phone)}
      cells={(i) => (
        <>
          <td>{i.name}</td>
          <td>{i.segmentName ?? '—'}</td>
          <td>{[i.contact, i.phone].filter(Boolean).join(' · ')}</td>
        </>
      )}
      editor={(i) => (
        <RecordForm
          kind="institution"
          record={i}
          url={INSTITUTIONS_URL}
          body={(v) => ({ ...v, segmentId: v.segmentId ? Number(v.segmentId) : null })}
          api={api}
          notify={notify}
          t={t}
          onClose={list.close}
          onSaved={list.saved}
          width={560}
        >
          {(v, set) => (
            <>
              <FormGrid $cols={2}>
                <Field label={t('fields.name')} htmlFor="institution-name" required>
                  <Input id="institution-name" value={v.name} maxLength={150} onChange={(e) => set({ name: e.target.value })} data-testid="institution-name" />
                </Field>
                <Field label={t('fields.segmentId')} htmlFor="institution-segment">
                  <Select id="institution-segment" value={v.segmentId ?? ''} onChange={(e) => set({ segmentId: e.target.value })} data-testid="institution-segment">
                    <option value="">{t('noSegment')}</option>
                    {segments.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
                  </Select>
                </Field>
                <Field label={t('fields.phone')} htmlFor="institution-phone">
                  <Input id="institution-phone" value={v.phone ?? ''} maxLength={60} onChange={(e) => set({ phone: e.target.value })} data-testid="institution-phone" />
                </Field>
                <Field label={t('fields.contact')} htmlFor="institution-contact">
                  <Input id="institution-contact" value={v.contact ?? ''} maxLength={200} onChange={(e) => set({ contact: e.target.value })} data-testid="institution-contact" />
                </Field>
              </FormGrid>
              <Field label={t('fields.notes')} htmlFor="institution-notes">
                <TextArea id="institution-notes" rows={3} value={v.notes ?? ''} onChange={(e) => set({ notes: e.target.value })} data-testid="institution-notes" />
              </Field>
            </>
          )}
        </RecordForm>
      )}
    />
  );
}

type Values = Record<string, any>;

/** A record's form: its values as typed, saved with the version read (the server names a bad field; nothing typed is lost). */
function RecordForm<R extends { id: number; name: string; version: number }>({ kind, record, url, body, api, notify, t, onClose, onSaved, width, children }: {
  kind: string;
  record: R | null;
  url: string;
  body: (v: Values) => Values;
  api: PanelProps['api'];
  notify: PanelProps['notify'];
  t: PanelProps['t'];
  onClose(): void;
  onSaved(r: R, isNew: boolean): void;
  width?: number;
  children: (v: Values, set: (patch: Values) => void) => ReactNode;
}) {
  const [values, setValues] = useState<Values>(() => {
    const { id: _id, version: _v, ...rest } = (record ?? { name: '' }) as Values;
    return rest;
  });
  const { saving, submit } = useDialogSubmit(notify, record ? 'updateFailed' : 'createFailed', () => {
    const { segmentName: _s, ...sent } = body(values);
    return record ? api.put<R>(`${url}/${record.id}`, { ...sent, version: record.version }) : api.post<R>(url, sent);
  }, (r) => onSaved(r, !record), () => (String(values.name ?? '').trim() ? null : t('missing', { fields: t('fields.name') })));
  return (
    <Dialog
      title={record ? `${t(`${kind}s.edit`)}: ${record.name}` : t(`${kind}s.new`)}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={width}
      testId={`${kind}-form`}
      closeLabel={t('cancel')}
      footer={<FormFooter saving={saving} isNew={!record} onClose={onClose} saveTestId={`${kind}-save`} />}
    >
      {children(values, (patch) => setValues((v) => ({ ...v, ...patch })))}
    </Dialog>
  );
}
