/**
 * The reports' settings (private creation) and categories with their events (report
 * administrators): add, rename and remove each. Names are
 * unique per level and one in use by a report cannot be removed: the server's refusal is told in
 * the user's language and nothing typed is lost.
 */
import { useState } from 'react';
import { Button, Dialog, Input, Muted, SectionTitle, Toggle, Toolbar, useConfirm } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { ReportCategory, ReportConfig } from '../common/index.js';
import { PATHS } from './api';

type Props = Pick<PanelProps, 'api' | 'notify' | 't'> & {
  categories: ReportCategory[];
  config: ReportConfig;
  onChanged(): void;
  onConfig(config: ReportConfig): void;
  onClose(): void;
};
interface Editing { path: string; name: string; label: string }

/** One name being typed: a new one (added) or a rename (saved); kept on a refusal. */
function NameForm({ label, initial, action, testId, onSubmit }: { label: string; initial: string; action: string; testId: string; onSubmit(name: string): Promise<boolean> }) {
  const [name, setName] = useState(initial);
  const submit = async () => {
    if (name.trim() && (await onSubmit(name.trim())) && !initial) setName('');
  };
  return (
    <Toolbar>
      <Input aria-label={label} placeholder={label} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid={`${testId}-name`}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void submit(); } }} />
      <Button type="button" $small onClick={() => void submit()} data-testid={`${testId}-save`}>{action}</Button>
    </Toolbar>
  );
}

export function CategoriesDialog({ api, notify, t, categories, config, onChanged, onConfig, onClose }: Props) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const confirm = useConfirm(t('cancel'));
  const run = async (fn: () => Promise<unknown>, done: string, op: 'createFailed' | 'updateFailed' | 'deleteFailed') => {
    try {
      await fn();
      notify.notify('success', done);
      onChanged();
      return true;
    } catch (e) {
      notify.error(e, op);
      return false;
    }
  };
  const remove = (path: string, name: string) => confirm.ask({
    title: t('categories.removeOf', { name }), text: t('categories.removeOf', { name }), confirmLabel: t('categories.remove'), danger: true, testId: 'category-remove-dialog',
    run: async () => { await run(() => api.delete(path), t('categories.removed', { name }), 'deleteFailed'); },
  });
  const row = (path: string, name: string, testId: string) => (editing?.path === path ? (
    <NameForm label={editing.label} initial={name} action={t('save')} testId={`${testId}-rename`}
      onSubmit={(next) => run(() => api.put(path, { name: next }), t('categories.saved', { name: next }), 'updateFailed').then((ok) => { if (ok) setEditing(null); return ok; })} />
  ) : (
    <Toolbar data-testid={testId} data-name={name}>
      <span>{name}</span>
      <Button type="button" $small $variant="ghost" aria-label={t('categories.renameOf', { name })} onClick={() => setEditing({ path, name, label: t('categories.renameOf', { name }) })} data-testid={`${testId}-rename`}>{t('categories.rename')}</Button>
      <Button type="button" $small $variant="ghost" aria-label={t('categories.removeOf', { name })} onClick={() => remove(path, name)} data-testid={`${testId}-remove`}>{t('categories.remove')}</Button>
    </Toolbar>
  ));
  return (
    <Dialog title={t('categories.dialogTitle')} onClose={onClose} width={640} testId="report-categories-dialog" closeLabel={t('close')}
      footer={<Button type="button" onClick={onClose} data-testid="report-categories-close">{t('close')}</Button>}>
      <SectionTitle>{t('settings.title')}</SectionTitle>
      <Toggle label={t('settings.privateCreation')} checked={config.privateCreation} testId="report-private-creation"
        onChange={(on) => void api.put<ReportConfig>(PATHS.config, { privateCreation: on, version: config.version }).then(onConfig, (e) => notify.error(e, 'updateFailed'))} />
      <SectionTitle>{t('categories.title')}</SectionTitle>
      <NameForm label={t('categories.newCategory')} initial="" action={t('categories.add')} testId="category-new"
        onSubmit={(name) => run(() => api.post(PATHS.categories, { name }), t('categories.saved', { name }), 'createFailed')} />
      {categories.length === 0 && <Muted>{t('categories.empty')}</Muted>}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {categories.map((c) => (
          <li key={c.id} style={{ borderTop: '1px solid var(--lauda-control-border)', padding: '6px 0' }}>
            <strong>{row(`${PATHS.categories}/${c.id}`, c.name, 'category')}</strong>
            <ul style={{ listStyle: 'none', paddingLeft: 24, margin: 0 }} aria-label={`${t('categories.events')}: ${c.name}`}>
              {c.events.length === 0 && <li><Muted>{t('categories.noEvents')}</Muted></li>}
              {c.events.map((e) => <li key={e.id}>{row(`${PATHS.categories}/${c.id}/events/${e.id}`, e.name, 'event')}</li>)}
            </ul>
            <div style={{ paddingLeft: 24 }}>
              <NameForm label={t('categories.newEvent', { category: c.name })} initial="" action={t('categories.add')} testId="event-new"
                onSubmit={(name) => run(() => api.post(`${PATHS.categories}/${c.id}/events`, { name }), t('categories.saved', { name }), 'createFailed')} />
            </div>
          </li>
        ))}
      </ul>
      {confirm.dialog}
    </Dialog>
  );
}
