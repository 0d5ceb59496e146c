/**
 * One guideline in a form tab: its fields, guides and tasks, Save (Ctrl+S), state, copy, remove,
 * close (Ctrl+Alt+C). Read-only while someone else holds the lock (named, with a take-over after a
 * confirmation), while it is finished and locked, or for a reader; kept live from the topic then.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Check, Loading, Menu, openPdf, pdfUrl, Select, Spacer, Tabs, Toolbar, useConfirm } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { GUIDELINE_STATES, GUIDELINE_TOPIC, type Guideline } from '../common/index.js';
import { canWrite, type Lookups } from './api';
import { CopyDialog } from './CopyDialog';
import { ContentFields, HeaderFields } from './GuidelineFields';
import { GuidesEditor } from './GuidesEditor';
import { bodyOf, draftOf, guidelineOf, newDraft, problemsOf, type Draft } from './model';
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
}

export function GuidelineForm({ id, date, programId, lookups, api, live, user, notify, t, onSaved, onLoaded, onClose }: FormProps) {
  const lock = useGuidelineLock(api, live, user, id);
  const [draft, setDraft] = useState<Draft>(() => newDraft(date, programId));
  const [section, setSection] = useState<Section>('content');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);
  const confirm = useConfirm(t('cancel'));
  const editable = lock.mode === 'new' || lock.mode === 'edit';
  const problems = checked ? problemsOf(draft) : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  useEffect(() => {
    if (!lock.guideline) return;
    setDraft(draftOf(lock.guideline));
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
      if (g) { set({ state: g.state, version: g.version }); onSaved(g); }
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

  const onKey = (e: React.KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') { e.preventDefault(); void save(); }
    if (e.ctrlKey && e.altKey && e.key.toLowerCase() === 'c') { e.preventDefault(); onClose(); }
  };

  if (lock.mode === 'loading') return <Loading />;
  if (lock.mode === 'failed') return <Alert $tone="danger">{t('loadFailed')}</Alert>;
  const writer = canWrite(user);
  const pdf = (kind: 'content' | 'archive') => {
    if (!openPdf(pdfUrl(`/api/assignments/${draft.id}/pdf`, { kind }))) notify.notify('warning', t('pdf.popupBlocked'));
  };
  return (
    <Card as="form" data-testid="guideline-form" data-mode={lock.mode} onKeyDown={onKey} onSubmit={(e) => { e.preventDefault(); void save(); }} style={{ padding: 12 }}>
      {lock.mode === 'held' && (
        <Alert $tone="warning" data-testid="lock-held">
          {t('lock.held', { holder: lock.holder ?? '?' })}{' '}
          <Button type="button" $small onClick={takeOver} data-testid="lock-takeover">{t('lock.takeOver')}</Button>
        </Alert>
      )}
      {lock.mode === 'lost' && <Alert $tone="danger" data-testid="lock-lost">{t('lock.lost', { holder: lock.holder ?? '?' })}</Alert>}
      {lock.mode === 'finished' && <Alert $tone="info" data-testid="finished">{t('finished')}</Alert>}
      <Toolbar $bar>
        {writer && draft.id !== null && (lock.mode === 'edit' || lock.mode === 'finished') ? (
          <Select aria-label={t('fields.state')} style={{ width: 'auto' }} value={draft.state} onChange={(e) => void changeState(e.target.value as Draft['state'])} data-testid="guideline-state">
            {GUIDELINE_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
          </Select>
        ) : (
          <span data-testid="guideline-state-label">{t(`states.${draft.state}`)}</span>
        )}
        {draft.id === null && lookups.settings.privateCreation && <Check label={t('private')} checked={draft.private} onChange={(v) => set({ private: v })} testId="guideline-private" />}
        {draft.private && draft.id !== null && <span data-testid="guideline-private-label">{t('private')}</span>}
        <Spacer />
        {draft.id !== null && <Menu label="PDF" testId="guideline-pdf" items={[
          { id: 'pdf-content', label: t('pdf.contentAction'), onSelect: () => pdf('content') },
          { id: 'pdf-archive', label: t('pdf.archiveAction'), onSelect: () => pdf('archive') },
        ]} />}
        {writer && draft.id !== null && <Button type="button" onClick={() => setCopying(true)} data-testid="guideline-copy">{t('copy.action')}</Button>}
        {editable && draft.id !== null && <Button type="button" $variant="danger" onClick={remove} data-testid="guideline-remove">{t('remove.action')}</Button>}
        <Button type="button" onClick={onClose} data-testid="guideline-close">{t('close')}</Button>
        {editable && <Button type="submit" $variant="primary" disabled={saving} data-testid="guideline-save">{saving ? t('saving') : t('save')}</Button>}
      </Toolbar>
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
