/** A network's categories (spec 001 §7: list with their sources, create, rename, remove; one in use stays). */
import { useState, type FormEvent } from 'react';
import { Dialog, Field, FormFooter, Input, matches, RecordListPanel, useKitText, useRecordList } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { categoriesPath, fieldCode, scopedText, SOCIAL_TOPIC, type Network, type SocialCategory } from './model';

type Props = Pick<PanelProps, 'api' | 'live' | 'notify' | 't'> & { network: Network; canWrite: boolean };

export function CategoriesSection({ network, canWrite, api, live, notify, t }: Props) {
  const st = scopedText(t);
  const kind = `${network}Category`;
  const url = categoriesPath(network);
  const list = useRecordList<SocialCategory>({ kind, url, topic: SOCIAL_TOPIC, api, live, notify, t: st });
  return (
    <RecordListPanel<SocialCategory>
      list={list}
      t={st}
      canWrite={canWrite}
      colSpan={3}
      head={<><th scope="col">{t('social.fields.name')}</th><th scope="col">{t('social.fields.sources')}</th></>}
      filter={(c, q) => matches(q, c.name)}
      cells={(c) => <><td><strong>{c.name}</strong></td><td>{t('social.sourceCount', { count: c.sourceIds.length })}</td></>}
      editor={(c) => <CategoryDialog category={c} url={url} kind={kind} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved} />}
    />
  );
}

function CategoryDialog({ category, url, kind, api, notify, t, onClose, onSaved }: Pick<PanelProps, 'api' | 'notify' | 't'> & {
  category: SocialCategory | null; url: string; kind: string; onClose: () => void; onSaved: (c: SocialCategory, isNew: boolean) => void;
}) {
  const st = scopedText(t);
  const kt = useKitText();
  const [name, setName] = useState(category?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(kt('validation.required'));
    setSaving(true);
    try {
      const saved = category ? await api.put<SocialCategory>(`${url}/${category.id}`, { name: name.trim() }) : await api.post<SocialCategory>(url, { name: name.trim() });
      onSaved(saved, !category);
    } catch (err) {
      const code = fieldCode(err, 'name');
      setError(code ? t(`errors.${code}`) : null);
      notify.error(err, category ? 'updateFailed' : 'createFailed');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog title={category ? st(`${kind}s.edit`) : st(`${kind}s.new`)} onClose={onClose} onSubmit={submit} busy={saving} testId={`${kind}-dialog`}
      footer={<FormFooter saving={saving} isNew={!category} onClose={onClose} saveTestId={`${kind}-save`} />}>
      <Field label={t('social.fields.name')} htmlFor={`${kind}-name`} error={error} required testId={`${kind}-name-field`}>
        <Input id={`${kind}-name`} value={name} maxLength={100} onChange={(e) => { setName(e.target.value); setError(null); }} aria-invalid={!!error} data-testid={`${kind}-name`} />
      </Field>
    </Dialog>
  );
}
