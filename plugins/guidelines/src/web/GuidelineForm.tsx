/**
 * One guideline in a form tab: its fields, guides and tasks, Save (Ctrl+S), state, copy, remove,
 * close (Ctrl+Alt+C). Read-only while someone else holds the lock (named, with a take-over after a
 * confirmation), while it is finished and locked, or for a reader; kept live from the topic then.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, formatInstant, Loading, Menu, openPdf, pdfUrl, Select, SendByMailButton, Spacer, Tabs, Toolbar, useConfirm, useDocumentDraft, PrivacyField } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { GUIDELINE_STATES, GUIDELINE_TOPIC, type Guideline } from '../common/index.js';
import { canWrite, type Lookups } from './api';
import { CopyDialog } from './CopyDialog';
import { ContentFields, HeaderFields } from './GuidelineFields';
import { GuidesEditor } from './GuidesEditor';
import { bodyOf, draftOf, DRAFTS_SECTION, guidelineOf, newDraft, problemsOf, type Draft } from './model';
import { TasksEditor } from './TasksEditor';
import { useGuidelineLock } from './useGuidelineLock';

type Section = 'content' | 'guides' | 'tasks';

export interface FormProps extends Omit<PanelProps, 'branch'> {
  id: number | null;
  date: string;
  programId: number | null;
  lookups: Lookups;
  /** the tab's title and saved id changed */
  onSaved(g: Guideline): void;
  /** the guideline loaded: its slug names the tab */
  onLoaded(g: Guideline): void;
  onClose(): void;
  /** opened from the unsaved-drafts list: this draft is applied over the stored guideline (or is the new one) */
  restore?: Draft;
  /** the drafts cache key of a new guideline's draft being restored */
  draftKey?: string;
}

export function GuidelineForm({ id, date, programId, lookups, api, live, user, notify, t, onSaved, onLoaded, onClose, restore, draftKey }: FormProps) {
  const lock = useGuidelineLock(api, live, user, id);
  const [base, setBase] = useState<Draft>(() => newDraft(date, programId));
  const [draft, setDraft] = useState<Draft>(() => (id === null && restore) || base);
  // a new guideline's drafts key until it is saved (then its uuid)
  const [newKey] = useState(() => draftKey ?? `new-${globalThis.crypto?.randomUUID?.() ?? Date.now()}`);
  const toRestore = useRef(id !== null ? restore : undefined);
  const [section, setSection] = useState<Section>('content');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);
  const confirm = useConfirm(t('cancel'));
  const editable = lock.mode === 'new' || lock.mode === 'edit';
  const problems = checked ? problemsOf(draft) : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const dirty = useMemo(() => JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(base)), [draft, base]);
  const drafted = useDocumentDraft<Draft>({
    userId: user.id, section: DRAFTS_SECTION, uuid: draft.id === null ? newKey : lock.guideline?.uuid ?? null, value: draft, dirty, editable,
    slug: draft.slug, savedAt: draft.id === null ? null : lock.guideline?.changeDate, applied: !!restore,
  });

  useEffect(() => {
    if (!lock.guideline) return;
    const stored = draftOf(lock.guideline);
    const over = toRestore.current;
    toRestore.current = undefined;
    setBase(stored);
    setDraft(over ? { ...over, id: stored.id, version: stored.version } : stored);
    onLoaded(lock.guideline);
  }, [lock.guideline]); // eslint-disable-line react-hooks/exhaustive-deps
  // read-only: follow the changes others make
  useEffect(() => {
    if (draft.id === null || editable) return;
    return live.subscribe(GUIDELINE_TOPIC, (msg) => {
      const g = Number(msg.id) === draft.id ? guidelineOf(msg) : null;
      if (g) setDraft(draftOf(g));
    });
  }, [live, draft.id, editable]);

  const save = async () => {
    setChecked(true);
    if (!editable || saving || Object.keys(problemsOf(draft)).length) return;
    setSaving(true);
    try {
      const g = draft.id === null
        ? await api.post<Guideline>('/api/assignments', { ...bodyOf(draft), lock: true })
        : await api.put<Guideline>(`/api/assignments/${draft.id}`, bodyOf(draft));
      drafted.forget();
      setBase(draftOf(g));
      setDraft(draftOf(g));
      lock.saved(g);
      onSaved(g);
      notify.notify('success', t('saved', { slug: g.slug }));
    } catch (e) {
      notify.error(e, draft.id === null ? 'createFailed' : 'updateFailed');
    } finally {
      setSaving(false);
    }
  };

  const changeState = async (state: Draft['state']) => {
    if (draft.id === null) return set({ state });
    try {
      const [g] = await api.post<Guideline[]>('/api/assignments/updateState', { ids: [draft.id], state });
      if (g) {
        set({ state: g.state, version: g.version });
        setBase((b) => ({ ...b, state: g.state, version: g.version }));
        onSaved(g);
      }
      if (lock.mode === 'finished') await lock.reload();
    } catch (e) {
      notify.error(e, 'updateFailed');
    }
  };

  const remove = () => confirm.ask({
    title: t('remove.title'), text: t('remove.text', { slug: draft.slug }), confirmLabel: t('remove.confirm'), danger: true, testId: 'remove-dialog',
    run: async () => {
      try {
        await api.delete(`/api/assignments/${draft.id}`);
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
  const writer = canWrite(user);
  const pdf = (kind: 'content' | 'archive') => {
    if (!openPdf(pdfUrl(`/api/assignments/${draft.id}/pdf`, { kind }))) notify.notify('warning', t('pdf.popupBlocked'));
  };
  return (
    <Card as="form" data-testid="guideline-form" data-mode={lock.mode} data-dirty={dirty} onKeyDown={onKey} onSubmit={(e) => { e.preventDefault(); void save(); }} style={{ padding: 12 }}>
      {lock.mode === 'held' && (
        <Alert $tone="warning" data-testid="lock-held">
          {t('lock.held', { holder: lock.holder ?? '?' })}{' '}
          <Button type="button" $small onClick={takeOver} data-testid="lock-takeover">{t('lock.takeOver')}</Button>
        </Alert>
      )}
      {lock.mode === 'lost' && <Alert $tone="danger" data-testid="lock-lost">{t('lock.lost', { holder: lock.holder ?? '?' })}</Alert>}
      {lock.mode === 'finished' && <Alert $tone="info" data-testid="finished">{t('finished')}</Alert>}
      {drafted.recovery && editable && (
        <Alert $tone="info" data-testid="guideline-recovery">
          {t('drafts.found', { date: formatInstant(drafted.recovery.date) })}{' '}
          <Button type="button" $small $variant="primary" data-testid="guideline-recovery-restore" onClick={() => {
            const d = drafted.restore();
            if (d) setDraft({ ...d, id: base.id, version: base.version });
          }}>{t('drafts.restore')}</Button>{' '}
          <Button type="button" $small data-testid="guideline-recovery-discard" onClick={drafted.discard}>{t('drafts.discard')}</Button>
        </Alert>
      )}
      <Toolbar $bar>
        {writer && draft.id !== null && (lock.mode === 'edit' || lock.mode === 'finished') ? (
          <Select aria-label={t('fields.state')} style={{ width: 'auto' }} value={draft.state} onChange={(e) => void changeState(e.target.value as Draft['state'])} data-testid="guideline-state">
            {GUIDELINE_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
          </Select>
        ) : (
          <span data-testid="guideline-state-label">{t(`states.${draft.state}`)}</span>
        )}
        <Spacer />
        {draft.id !== null && <Menu label="PDF" testId="guideline-pdf" items={[
          { id: 'pdf-content', label: t('pdf.contentAction'), onSelect: () => pdf('content') },
          { id: 'pdf-archive', label: t('pdf.archiveAction'), onSelect: () => pdf('archive') },
        ]} />}
        {draft.id !== null && <SendByMailButton small={false} api={api} notify={notify} path={`/api/assignments/${draft.id}/email`} title={draft.slug} testId="guideline-form-mail" />}
        {writer && draft.id !== null && <Button type="button" onClick={() => setCopying(true)} data-testid="guideline-copy">{t('copy.action')}</Button>}
        {editable && draft.id !== null && <Button type="button" $variant="danger" onClick={remove} data-testid="guideline-remove">{t('remove.action')}</Button>}
        <Button type="button" onClick={close} data-testid="guideline-close">{t('close')}</Button>
        {editable && <Button type="submit" $variant="primary" disabled={saving} data-testid="guideline-save">{saving ? t('saving') : t('save')}</Button>}
      </Toolbar>
      <PrivacyField isNew={draft.id === null} allowed={lookups.settings.privateCreation} isOwner={draft.id === null || lock.guideline?.ownerId === user.id}
        value={draft} onChange={set} users={lookups.users.filter((u) => u.id !== user.id)} readOnly={!editable}
        labels={{ private: t('private'), allowedUsers: t('allowedUsers') }} testId="guideline-private" />
      <HeaderFields draft={draft} set={set} lookups={lookups} readOnly={!editable} problems={problems} t={t} />
      <Tabs<Section> value={section} onChange={setSection} testId="guideline-sections" items={[
        { id: 'content', label: t('sections.content') },
        { id: 'guides', label: t('sections.guides'), badge: draft.guides.length || undefined },
        { id: 'tasks', label: t('sections.tasks'), badge: draft.tasks.length || undefined, invalid: !!problems.tasks },
      ]} />
      <div role="tabpanel" aria-label={t(`sections.${section}`)} style={{ paddingTop: 8 }}>
        {section === 'content' && <ContentFields draft={draft} set={set} readOnly={!editable} t={t} />}
        {section === 'guides' && <GuidesEditor guides={draft.guides} date={draft.date} onChange={(guides) => set({ guides })} readOnly={!editable} t={t} />}
        {section === 'tasks' && <TasksEditor tasks={draft.tasks} onChange={(tasks) => set({ tasks })} readOnly={!editable} invalid={!!problems.tasks} t={t} />}
      </div>
      {copying && draft.id !== null && <CopyDialog ids={[draft.id]} date={draft.date} api={api} notify={notify} lookups={lookups} t={t} onClose={() => setCopying(false)} onCopied={() => undefined} />}
      {confirm.dialog}
    </Card>
  );
}
