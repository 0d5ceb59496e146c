/**
 * One report in a form tab: its fields, body and attachments, Save (Ctrl+S), print (its PDF),
 * versions, remove, close (Ctrl+Alt+C). Read-only while someone else holds the lock (named, with a
 * take-over after a confirmation) or for a reader; kept live from the topic then.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, formatInstant, Loading, PrivacyField, Spacer, Toolbar, useConfirm, useDocumentDraft } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { REPORT_TOPIC, type Report } from '../common/index.js';
import { canWrite, PATHS, printReport, type Lookups } from './api';
import { bodyOf, draftOf, DRAFTS_SECTION, newDraft, problemsOf, reportOf, type Draft } from './model';
import { ReportFields } from './ReportFields';
import { ReportFiles } from './ReportFiles';
import { ReportVersions } from './ReportVersions';
import { useReportLock } from './useReportLock';

export interface FormProps extends PanelProps {
  id: number | null;
  date: string;
  lookups: Lookups;
  /** the tab's title and saved id changed */
  onSaved(r: Report): void;
  onClose(): void;
  /** opened from the unsaved-drafts list: this draft is applied over the stored report (or is the new one) */
  restore?: Draft;
  /** the drafts cache key of a new report's draft being restored */
  draftKey?: string;
}

export function ReportForm({ id, date, lookups, api, live, user, notify, t, branch, onSaved, onClose, restore, draftKey }: FormProps) {
  const lock = useReportLock(api, live, user, id);
  const [stored, setStored] = useState<Report | null>(null);
  const [base, setBase] = useState<Draft>(() => newDraft(date));
  const [draft, setDraft] = useState<Draft>(() => (id === null && restore) || base);
  const [newKey] = useState(() => draftKey ?? `new-${globalThis.crypto?.randomUUID?.() ?? Date.now()}`);
  const toRestore = useRef(id !== null ? restore : undefined);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [versions, setVersions] = useState(false);
  const confirm = useConfirm(t('cancel'));
  const editable = lock.mode === 'new' || lock.mode === 'edit';
  const problems = checked ? problemsOf(draft) : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const dirty = useMemo(() => JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(base)), [draft, base]);
  const drafted = useDocumentDraft<Draft>({
    userId: user.id, section: DRAFTS_SECTION, uuid: draft.id === null ? newKey : lock.report?.uuid ?? null, value: draft, dirty, editable,
    slug: draft.title, savedAt: draft.id === null ? null : lock.report?.changeDate, applied: !!restore,
  });

  useEffect(() => {
    if (!lock.report) return;
    const loaded = draftOf(lock.report);
    const over = toRestore.current;
    toRestore.current = undefined;
    setStored(lock.report);
    setBase(loaded);
    setDraft(over ? { ...over, id: loaded.id, version: loaded.version } : loaded);
    onSaved(lock.report);
  }, [lock.report]); // eslint-disable-line react-hooks/exhaustive-deps
  // read-only: follow the changes others make
  useEffect(() => {
    if (draft.id === null || editable) return;
    return live.subscribe(REPORT_TOPIC, (msg) => {
      const r = Number(msg.id) === draft.id ? reportOf(msg) : null;
      if (r) { setStored(r); setDraft(draftOf(r)); }
    });
  }, [live, draft.id, editable]);

  const accept = (r: Report) => {
    setStored(r);
    setBase(draftOf(r));
    setDraft(draftOf(r));
    lock.saved(r);
    onSaved(r);
  };
  const save = async () => {
    setChecked(true);
    if (!editable || saving || Object.keys(problemsOf(draft)).length) return;
    setSaving(true);
    try {
      const r = draft.id === null
        ? await api.post<Report>(PATHS.base, { ...bodyOf(draft), lock: true })
        : await api.put<Report>(`${PATHS.base}/${draft.id}`, bodyOf(draft));
      drafted.forget();
      accept(r);
      notify.notify('success', t('saved', { title: r.title }));
    } catch (e) {
      notify.error(e, draft.id === null ? 'createFailed' : 'updateFailed');
    } finally {
      setSaving(false);
    }
  };
  // an attachment changes the version: the unsaved fields stay as typed (the lock's document is
  // left as it was, since a new one there would load the form again)
  const filesChanged = (r: Report) => {
    setStored(r);
    setBase((b) => ({ ...b, version: r.version }));
    setDraft((d) => ({ ...d, version: r.version }));
  };

  const remove = () => confirm.ask({
    title: t('remove.title'), text: t('remove.text', { title: draft.title }), confirmLabel: t('remove.confirm'), danger: true, testId: 'remove-dialog',
    run: async () => {
      try {
        await api.delete(`${PATHS.base}/${draft.id}`);
        notify.notify('success', t('remove.done', { title: draft.title }));
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
    <Card as="form" data-testid="report-form" data-mode={lock.mode} data-dirty={dirty} onKeyDown={onKey} onSubmit={(e) => { e.preventDefault(); void save(); }} style={{ padding: 12 }}>
      {lock.mode === 'held' && (
        <Alert $tone="warning" data-testid="lock-held">
          {t('lock.held', { holder: lock.holder ?? '?' })}{' '}
          {canWrite(user) && <Button type="button" $small onClick={takeOver} data-testid="lock-takeover">{t('lock.takeOver')}</Button>}
        </Alert>
      )}
      {drafted.recovery && editable && (
        <Alert $tone="info" data-testid="report-recovery">
          {t('drafts.found', { date: formatInstant(drafted.recovery.date) })}{' '}
          <Button type="button" $small $variant="primary" data-testid="report-recovery-restore" onClick={() => {
            const d = drafted.restore();
            if (d) setDraft({ ...d, id: base.id, version: base.version });
          }}>{t('drafts.restore')}</Button>{' '}
          <Button type="button" $small data-testid="report-recovery-discard" onClick={drafted.discard}>{t('drafts.discard')}</Button>
        </Alert>
      )}
      {lock.mode === 'lost' && <Alert $tone="danger" data-testid="lock-lost">{t('lock.lost', { holder: lock.holder ?? '?' })}</Alert>}
      <Toolbar $bar style={{ flexWrap: 'wrap' }}>
        <Spacer />
        {draft.id !== null && <Button type="button" onClick={() => setVersions(true)} data-testid="report-versions">{t('viewer.versions')}</Button>}
        {draft.id !== null && <Button type="button" onClick={() => printReport(draft.id!, branch.locale)} data-testid="report-print">{t('print')}</Button>}
        {editable && draft.id !== null && <Button type="button" $variant="danger" onClick={remove} data-testid="report-remove">{t('remove.action')}</Button>}
        <Button type="button" onClick={close} data-testid="report-close">{t('close')}</Button>
        {editable && <Button type="submit" $variant="primary" disabled={saving} data-testid="report-save">{saving ? t('saving') : t('save')}</Button>}
      </Toolbar>
      <PrivacyField isNew={draft.id === null} allowed={lookups.config.privateCreation} isOwner={draft.id === null || stored?.ownerId === user.id}
        value={draft} onChange={set} users={lookups.users.filter((u) => u.id !== user.id)} readOnly={!editable}
        labels={{ private: t('private'), allowedUsers: t('allowedUsers') }} testId="report-private" />
      <ReportFields draft={draft} set={set} lookups={lookups} readOnly={!editable} problems={problems} t={t} locale={branch.locale} />
      <ReportFiles report={draft.id === null ? null : stored} editable={editable} api={api} notify={notify} t={t} onChange={filesChanged} />
      {versions && draft.id !== null && <ReportVersions id={draft.id} title={draft.title} api={api} t={t} onClose={() => setVersions(false)} />}
      {confirm.dialog}
    </Card>
  );
}
