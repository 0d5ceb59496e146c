/**
 * One checklist in a form tab: its fields and tasks, Save (Ctrl+S), print (its PDF), remove, close
 * (Ctrl+Alt+C). Read-only while someone else holds the lock (named, with a take-over after a
 * confirmation) or for a reader; kept live from the topic then.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, formatInstant, PrivacyField, Loading, SendByMailButton, SectionTitle, Spacer, Toolbar, useConfirm, useDocumentDraft } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { PRODUCTION_TOPIC, type Production } from '../common/index.js';
import { canWrite, PATHS, type Lookups } from './api';
import { bodyOf, draftOf, DRAFTS_SECTION, newDraft, problemsOf, productionOf, type Draft } from './model';
import { ProductionFields } from './ProductionFields';
import { TasksEditor } from './TasksEditor';
import { useProductionLock } from './useProductionLock';

export interface FormProps extends PanelProps {
  id: number | null;
  date: string;
  lookups: Lookups;
  /** the tab's title and saved id changed */
  onSaved(p: Production): void;
  onClose(): void;
  /** opened from the unsaved-drafts list: this draft is applied over the stored checklist (or is the new one) */
  restore?: Draft;
  /** the drafts cache key of a new checklist's draft being restored */
  draftKey?: string;
}

/** Opens a checklist's PDF in a new tab, in the screen's language. */
export const printProduction = (id: number, locale: string) => window.open(PATHS.pdf(id, locale), '_blank', 'noopener');

export function ProductionForm({ id, date, lookups, api, live, user, notify, t, branch, onSaved, onClose, restore, draftKey }: FormProps) {
  const lock = useProductionLock(api, live, user, id);
  const [base, setBase] = useState<Draft>(() => newDraft(date));
  const [draft, setDraft] = useState<Draft>(() => (id === null && restore) || base);
  // a new checklist's drafts key until it is saved (then its uuid)
  const [newKey] = useState(() => draftKey ?? `new-${globalThis.crypto?.randomUUID?.() ?? Date.now()}`);
  const toRestore = useRef(id !== null ? restore : undefined);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const confirm = useConfirm(t('cancel'));
  const editable = lock.mode === 'new' || lock.mode === 'edit';
  const problems = checked ? problemsOf(draft) : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const dirty = useMemo(() => JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(base)), [draft, base]);
  const drafted = useDocumentDraft<Draft>({
    userId: user.id, section: DRAFTS_SECTION, uuid: draft.id === null ? newKey : lock.production?.uuid ?? null, value: draft, dirty, editable,
    slug: draft.slug, savedAt: draft.id === null ? null : lock.production?.changeDate, applied: !!restore,
  });

  useEffect(() => {
    if (!lock.production) return;
    const stored = draftOf(lock.production);
    const over = toRestore.current;
    toRestore.current = undefined;
    setBase(stored);
    setDraft(over ? { ...over, id: stored.id, version: stored.version } : stored);
    onSaved(lock.production);
  }, [lock.production]); // eslint-disable-line react-hooks/exhaustive-deps
  // read-only: follow the changes others make
  useEffect(() => {
    if (draft.id === null || editable) return;
    return live.subscribe(PRODUCTION_TOPIC, (msg) => {
      const p = Number(msg.id) === draft.id ? productionOf(msg) : null;
      if (p) setDraft(draftOf(p));
    });
  }, [live, draft.id, editable]);

  const save = async () => {
    setChecked(true);
    if (!editable || saving || Object.keys(problemsOf(draft)).length) return;
    setSaving(true);
    try {
      const p = draft.id === null
        ? await api.post<Production>(PATHS.base, { ...bodyOf(draft), lock: true })
        : await api.put<Production>(`${PATHS.base}/${draft.id}`, bodyOf(draft));
      drafted.forget();
      setBase(draftOf(p));
      setDraft(draftOf(p));
      lock.saved(p);
      onSaved(p);
      notify.notify('success', t('saved', { slug: p.slug }));
    } catch (e) {
      notify.error(e, draft.id === null ? 'createFailed' : 'updateFailed');
    } finally {
      setSaving(false);
    }
  };

  const remove = () => confirm.ask({
    title: t('remove.title'), text: t('remove.text', { slug: draft.slug }), confirmLabel: t('remove.confirm'), danger: true, testId: 'remove-dialog',
    run: async () => {
      try {
        await api.delete(`${PATHS.base}/${draft.id}`);
        notify.notify('success', t('remove.done', { slug: draft.slug }));
        drafted.forget();
        onClose();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });

  const takeOver = () => confirm.ask({
    title: t('lock.takeOverTitle'), text: t('lock.takeOverText', { holder: lock.holder ?? '?' }), confirmLabel: t('lock.takeOver'), testId: 'takeover-dialog',
    run: async () => {
      try {
        await lock.takeOver();
      } catch (e) {
        notify.error(e, 'actionFailed');
      }
    },
  });

  // closing with unsaved changes asks first; the draft goes with them
  const close = () => (!dirty || !editable ? onClose() : confirm.ask({
    title: t('drafts.closeTitle'), text: t('drafts.closeText'), confirmLabel: t('drafts.discard'), danger: true, testId: 'close-dialog',
    run: async () => {
      drafted.forget();
      onClose();
    },
  }));

  const onKey = (e: React.KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') { e.preventDefault(); void save(); }
    if (e.ctrlKey && e.altKey && e.key.toLowerCase() === 'c') { e.preventDefault(); close(); }
  };

  if (lock.mode === 'loading') return <Loading />;
  if (lock.mode === 'failed') return <Alert $tone="danger">{t('loadFailed')}</Alert>;
  return (
    <Card as="form" data-testid="production-form" data-mode={lock.mode} data-dirty={dirty} onKeyDown={onKey} onSubmit={(e) => { e.preventDefault(); void save(); }} style={{ padding: 12 }}>
      {lock.mode === 'held' && (
        <Alert $tone="warning" data-testid="lock-held">
          {t('lock.held', { holder: lock.holder ?? '?' })}{' '}
          {canWrite(user) && <Button type="button" $small onClick={takeOver} data-testid="lock-takeover">{t('lock.takeOver')}</Button>}
        </Alert>
      )}
      {drafted.recovery && editable && (
        <Alert $tone="info" data-testid="production-recovery">
          {t('drafts.found', { date: formatInstant(drafted.recovery.date) })}{' '}
          <Button type="button" $small $variant="primary" data-testid="production-recovery-restore" onClick={() => {
            const d = drafted.restore();
            if (d) setDraft({ ...d, id: base.id, version: base.version });
          }}>{t('drafts.restore')}</Button>{' '}
          <Button type="button" $small data-testid="production-recovery-discard" onClick={drafted.discard}>{t('drafts.discard')}</Button>
        </Alert>
      )}
      {lock.mode === 'lost' && <Alert $tone="danger" data-testid="lock-lost">{t('lock.lost', { holder: lock.holder ?? '?' })}</Alert>}
      <Toolbar $bar>
        <Spacer />
        {draft.id !== null && <Button type="button" onClick={() => printProduction(draft.id!, branch.locale)} data-testid="production-print">{t('print')}</Button>}
        {draft.id !== null && <SendByMailButton small={false} api={api} notify={notify} path={`/api/productions/${draft.id}/email`} title={draft.slug} testId="production-form-mail" />}
        {editable && draft.id !== null && <Button type="button" $variant="danger" onClick={remove} data-testid="production-remove">{t('remove.action')}</Button>}
        <Button type="button" onClick={close} data-testid="production-close">{t('close')}</Button>
        {editable && <Button type="submit" $variant="primary" disabled={saving} data-testid="production-save">{saving ? t('saving') : t('save')}</Button>}
      </Toolbar>
      <PrivacyField isNew={draft.id === null} allowed={lookups.config.privateCreation} isOwner={draft.id === null || lock.production?.ownerId === user.id}
        value={draft} onChange={set} users={lookups.users.filter((u) => u.id !== user.id)} readOnly={!editable}
        labels={{ private: t('private'), allowedUsers: t('allowedUsers') }} testId="production-private" />
      <ProductionFields draft={draft} set={set} lookups={lookups} readOnly={!editable} problems={problems} t={t} />
      <SectionTitle>{t('fields.tasks')}</SectionTitle>
      {problems.tasks && <Alert $tone="danger">{t('problems.tasks')}</Alert>}
      <TasksEditor tasks={draft.tasks} date={draft.date} onChange={(tasks) => set({ tasks })} readOnly={!editable} invalid={!!problems.tasks} t={t} />
      {confirm.dialog}
    </Card>
  );
}
