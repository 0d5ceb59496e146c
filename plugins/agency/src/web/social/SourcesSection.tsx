/**
 * A kind of source (Facebook pages, Twitter users, Twitter lists): the list with each one's last
 * read and status, "read now", and the editor (the page / user / list as typed, checked by the
 * server against the network, and its category).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Badge, Button, Dialog, Field, FormFooter, formatInstant, Input, matches, RecordListPanel, Select, useKitText, useRecordList } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { bodyOf, categoriesPath, fieldCode, formOf, scopedText, shownHandle, SOCIAL_TOPIC, statusOf, type KindInfo, type SocialCategory, type SocialSource, type SourceStatus } from './model';

type Props = Pick<PanelProps, 'api' | 'live' | 'notify' | 't'> & { info: KindInfo; canWrite: boolean; timeZone: string };
const TONES: Record<SourceStatus, 'neutral' | 'success' | 'danger' | 'warning'> = { new: 'neutral', ok: 'success', failing: 'danger', waiting: 'warning' };

export function SourcesSection({ info, canWrite, timeZone, api, live, notify, t }: Props) {
  const st = scopedText(t);
  const list = useRecordList<SocialSource>({ kind: info.list, url: info.path, topic: SOCIAL_TOPIC, api, live, notify, t: st });
  const [categories, setCategories] = useState<SocialCategory[]>([]);
  const [polling, setPolling] = useState<number | null>(null);
  const loadCategories = useCallback(() => {
    api.get<SocialCategory[]>(categoriesPath(info.network)).then(setCategories, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify, info.network]);
  useEffect(() => loadCategories(), [loadCategories]);
  useEffect(() => live.subscribe(SOCIAL_TOPIC, loadCategories), [live, loadCategories]);
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.name ?? t('social.fields.noCategory');

  const poll = async (s: SocialSource) => {
    setPolling(s.id);
    try {
      const r = await api.post<{ stored: number; fetched: number }>(`${info.path}/${s.id}/poll`);
      notify.notify('success', t('social.polled', { count: r.stored, name: s.name }));
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setPolling(null);
      list.load();
    }
  };
  const status = (s: SocialSource) => {
    const at = statusOf(s, Date.now());
    const text = at === 'waiting' ? t('social.status.waiting', { time: formatInstant(s.nextPollAt, timeZone) }) : t(`social.status.${at}`);
    return <Badge $tone={TONES[at]} title={s.lastError ?? undefined} data-testid={`${info.list}-status`}>{text}</Badge>;
  };

  return (
    <RecordListPanel<SocialSource>
      list={list}
      t={st}
      canWrite={canWrite}
      colSpan={4}
      head={<>
        <th scope="col">{t(`social.fields.${info.field}`)}</th>
        <th scope="col">{t('social.fields.category')}</th>
        <th scope="col">{t('social.fields.status')}</th>
      </>}
      filter={(s, q) => matches(q, s.name, s.handle, categoryName(s.categoryId))}
      cells={(s) => <>
        <td><strong>{s.name}</strong>{shownHandle(s).toLowerCase() !== s.name.toLowerCase() && <span className="sub">{shownHandle(s)}</span>}</td>
        <td>{categoryName(s.categoryId)}</td>
        <td>
          {status(s)}
          <span className="sub">{t('social.fields.lastPolled')}: {s.lastPolledAt ? formatInstant(s.lastPolledAt, timeZone) : t('social.fields.never')}</span>
          {s.lastError && <span className="sub">{s.lastError}</span>}
        </td>
      </>}
      rowActions={(s) => canWrite && (
        <><Button type="button" $small disabled={polling !== null} onClick={() => void poll(s)} data-testid={`${info.list}-poll`}>{t('social.poll')}</Button>{' '}</>
      )}
      editor={(s) => <SourceDialog source={s} info={info} categories={categories} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved} />}
    />
  );
}

function SourceDialog({ source, info, categories, api, notify, t, onClose, onSaved }: Pick<PanelProps, 'api' | 'notify' | 't'> & {
  source: SocialSource | null; info: KindInfo; categories: SocialCategory[]; onClose: () => void; onSaved: (s: SocialSource, isNew: boolean) => void;
}) {
  const st = scopedText(t);
  const kt = useKitText();
  const [form, setForm] = useState(formOf(source));
  const [errors, setErrors] = useState<{ handle?: string; categoryId?: string }>({});
  const [saving, setSaving] = useState(false);
  const id = (f: string) => `${info.list}-${f}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.handle.trim()) return setErrors({ handle: kt('validation.required') });
    setSaving(true);
    try {
      const body = bodyOf(info, form);
      const saved = source ? await api.put<SocialSource>(`${info.path}/${source.id}`, body) : await api.post<SocialSource>(info.path, body);
      onSaved(saved, !source);
    } catch (err) {
      // the spec's "invalid page / user / list" beside the field, and the notice; what was typed stays
      const handle = fieldCode(err, info.field);
      const category = fieldCode(err, 'categoryId');
      setErrors({ handle: handle ? t(`errors.${handle}`) : undefined, categoryId: category ? t(`errors.${category}`) : undefined });
      notify.error(err, source ? 'updateFailed' : 'createFailed');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog title={source ? st(`${info.list}s.edit`) : st(`${info.list}s.new`)} onClose={onClose} onSubmit={submit} busy={saving} testId={id('dialog')}
      footer={<FormFooter saving={saving} isNew={!source} onClose={onClose} saveTestId={id('save')} />}>
      <Field label={t(`social.fields.${info.field}`)} htmlFor={id('handle')} hint={t(`social.hints.${info.field}`)} error={errors.handle ?? null} required testId={id('handle-field')}>
        <Input id={id('handle')} value={form.handle} maxLength={300} aria-invalid={!!errors.handle} data-testid={id('handle')}
          onChange={(e) => { setForm({ ...form, handle: e.target.value }); setErrors({ ...errors, handle: undefined }); }} />
      </Field>
      <Field label={t('social.fields.category')} htmlFor={id('category')} error={errors.categoryId ?? null} testId={id('category-field')}>
        <Select id={id('category')} value={form.categoryId} data-testid={id('category')} onChange={(e) => setForm({ ...form, categoryId: e.target.value })}>
          <option value="">{t('social.fields.noCategory')}</option>
          {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
      </Field>
    </Dialog>
  );
}
