/**
 * The reportage editor (spec 001 §2): fields, sections with the script editor and a running total,
 * CGs, the edit lock (holder shown, Save disabled, take-over with confirmation), the action menu
 * (versions, approve/disapprove for the approver role, send to the show, close), Ctrl+S and Ctrl+Alt+C.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Alert, Badge, Button, Dialog, formatInstant, Menu, Muted, openPdf, pdfUrl, SendByMailDialog, Spacer, Toolbar, useConfirm, useDocumentDraft, useDocumentMenu, useKitText, PrivacyField } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { REPORTAGE_ROLES as R, REPORTAGES_TOPIC } from '../../common/ids.js';
import { blankDraft, bodyOf, DRAFTS_SECTION, mmss, problemsOf, toDraft, totalMs, type Draft, type Reportage } from '../model.js';
import { CgPanel } from './CgPanel.js';
import { Fields, type Flags, type People } from './Fields.js';
import { GuidelinePart } from './GuidelinePart.js';
import { Sections } from './Sections.js';
import { SendDialog } from './SendDialog.js';
import { useLock } from './useLock.js';
import { Versions } from './Versions.js';

export interface EditorProps extends PanelProps {
  id: number;
  date: string;
  people: People;
  flags: Flags;
  onClose(): void;
  onSaved(r: Reportage): void;
  onDirty(dirty: boolean, title: string): void;
  /** opened from the unsaved-drafts list: this draft is applied over the stored reportage (or is the new one) */
  restore?: Draft;
}

const holds = (u: PanelProps['user'], role: string) => u.support || u.roles.includes(role);

export function ReportageEditor(props: EditorProps) {
  const { id, api, live, user, notify, t, people, flags, onClose, onSaved, onDirty, restore } = props;
  const [base, setBase] = useState<Draft | null>(() => {
    if (id) return null;
    const blank = blankDraft(props.date, holds(user, R.write) ? user.id : 0, people.programs.slice(0, 1).map((p) => p.id));
    return restore ? { ...blank, uuid: restore.uuid } : blank;
  });
  const [draft, setDraft] = useState<Draft | null>(() => (id ? null : restore ?? base));
  const [saving, setSaving] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [dialog, setDialog] = useState<'versions' | 'send' | 'email' | null>(null);
  const kt = useKitText();
  // a draft opened from the drafts list goes over the stored reportage once, when it first loads
  const toRestore = useRef(id ? restore : undefined);
  const loaded = useCallback((r: Reportage) => {
    const d = toDraft(r);
    const over = toRestore.current;
    toRestore.current = undefined;
    setBase(d);
    setDraft(over ? { ...over, id: d.id, version: d.version } : d);
  }, []);
  const lock = useLock(api, live, id, loaded);
  const { ask, dialog: confirm } = useConfirm(t('web.cancel'));
  const readOnly = !holds(user, R.write) || (id !== 0 && lock.status !== 'mine');
  const dirty = useMemo(() => !!draft && !!base && JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(base)), [draft, base]);
  const drafted = useDocumentDraft<Draft>({
    userId: user.id, section: DRAFTS_SECTION, uuid: draft?.uuid ?? null, value: draft, dirty, editable: !readOnly,
    slug: draft?.slug ?? '', savedAt: base?.changeDate || null, applied: !!restore,
  });
  const problems = useMemo(() => (draft ? problemsOf(draft) : {}), [draft]);
  const messages = useMemo(() => Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, t(`web.validation.${p.key}`, { count: p.count })])), [problems, t]);
  useEffect(() => onDirty(dirty, draft?.slug || t('web.new')), [dirty, draft?.slug, onDirty, t]);

  // someone else's change reaches a read-only form at once
  useEffect(() => live.subscribe(REPORTAGES_TOPIC, (m) => {
    if (Number(m.id) !== id || !readOnly || m.op === 'DELETE') return;
    void api.get<Reportage>(`/api/news_reports/${id}`).then(loaded).catch(() => undefined);
  }), [api, id, live, loaded, readOnly]);

  const set = useCallback((patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d)), []);
  const save = async (): Promise<boolean> => {
    if (!draft || saving || readOnly) return false;
    if (Object.keys(problems).length) {
      setShowProblems(true);
      notify.notify('warning', t('web.validation.failed'));
      return false;
    }
    setSaving(true);
    try {
      const r = draft.id
        ? await api.put<Reportage>(`/api/news_reports/${draft.id}`, { ...bodyOf(draft), version: draft.version })
        : await api.post<Reportage>('/api/news_reports', bodyOf(draft));
      drafted.forget();
      loaded(r);
      onSaved(r);
      notify.notify('success', t('web.saved', { slug: r.slug }));
      return true;
    } catch (e) {
      notify.error(e, draft.id ? 'updateFailed' : 'createFailed');
      return false;
    } finally {
      setSaving(false);
    }
  };
  // an action of its own (approval, guideline) changed the stored reportage: take its version (and what the
  // action changed) into the form, keeping the unsaved edits, so the next save is not refused as stale
  const stored = useCallback(async () => {
    const r = await api.get<Reportage>(`/api/news_reports/${id}`).catch(() => null);
    if (!r) return;
    const meta = { version: r.version, ok: r.ok, assignmentId: r.assignmentId };
    setBase((b) => (b ? { ...b, ...meta } : b));
    setDraft((d) => (d ? { ...d, ...meta } : d));
  }, [api, id]);
  const approve = async (ok: boolean) => {
    try {
      await api.post(`/api/news_reports/${id}/approve`, { approve: ok });
      await stored();
      notify.notify('success', t(ok ? 'web.approved' : 'web.disapproved'));
    } catch (e) {
      notify.error(e, 'updateFailed');
    }
  };
  // the shell hands panels `print` beside the sdk's props (web-shell README "Print pages")
  const printIt = (columns: 1 | 2) => (props as unknown as { print?: (type: string, options: Record<string, unknown>) => boolean }).print?.('reportage_content', { id, columns });
  const pdf = (kind: 'content' | 'archive', columns: 1 | 2) => {
    if (!openPdf(pdfUrl(`/api/news_reports/${id}/pdf`, { kind, columns }))) notify.notify('warning', t('web.print.popupBlocked'));
  };
  // spec 001 §2: closing with unsaved changes asks yes (save, then close), no (discard) or cancel; not while saving
  const [closing, setClosing] = useState(false);
  const close = () => (saving ? undefined : dirty ? setClosing(true) : onClose());
  const onKey = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void save();
    } else if (e.ctrlKey && e.altKey && e.key.toLowerCase() === 'c') {
      e.preventDefault();
      close();
    }
  };

  // before the early returns: a hook called on some renders only breaks React's order
  const docMenu = useDocumentMenu('reportage');
  if (lock.status === 'failed') return <Alert $tone="danger" data-testid="reportage-editor" data-state="failed">{t('web.loadFailed')}</Alert>;
  if (!draft) return <Muted data-testid="reportage-editor" data-state="loading">{t('web.loading')}</Muted>;
  const approver = holds(user, R.approver);
  const programs = people.programs.filter((p) => draft.programsIds.includes(p.id));
  return (
    <Wrap data-testid="reportage-editor" data-id={draft.id} data-lock={lock.status} data-dirty={dirty} onKeyDown={onKey}>
      {lock.status === 'held' && (
        <Alert $tone="warning" data-testid="lock-held">
          <span className="grow">{t('web.lock.held', { holder: lock.holder ?? '?' })}</span>
          <Button type="button" onClick={() => ask({ title: t('web.lock.takeOverTitle'), text: t('web.lock.takeOverText', { holder: lock.holder ?? '?' }), confirmLabel: t('web.lock.takeOver'), testId: 'confirm-take-over', run: lock.takeOver })} data-testid="take-over">{t('web.lock.takeOver')}</Button>
        </Alert>
      )}
      {lock.status === 'lost' && (
        <Alert $tone="danger" data-testid="lock-lost">
          <span className="grow">{lock.holder ? t('web.lock.revoked', { holder: lock.holder }) : t('web.lock.lost')}</span>
          <Button type="button" onClick={() => void lock.reopen()} data-testid="lock-reload">{t('web.lock.reload')}</Button>
        </Alert>
      )}
      {drafted.recovery && !readOnly && (
        <Alert $tone="info" data-testid="reportage-recovery">
          <span className="grow">{t('web.drafts.found', { date: formatInstant(drafted.recovery.date) })}</span>
          <Button type="button" $small $variant="primary" data-testid="reportage-recovery-restore" onClick={() => {
            const d = drafted.restore();
            if (d && base) setDraft({ ...d, id: base.id, version: base.version });
          }}>{t('web.drafts.restore')}</Button>
          <Button type="button" $small data-testid="reportage-recovery-discard" onClick={drafted.discard}>{t('web.drafts.discard')}</Button>
        </Alert>
      )}
      <Toolbar $bar>
        <strong data-testid="reportage-title">{draft.slug || t('web.new')}{dirty ? ' *' : ''}</strong>
        {draft.ok && <Badge $tone="success" data-testid="reportage-approved">{t('web.approvedBadge')}</Badge>}
        <Badge data-testid="reportage-total">{t('web.total', { time: mmss(totalMs(draft)) })}</Badge>
        <Spacer />
        <Menu label={t('web.more')} testId="reportage-menu" items={[
          { id: 'print1', label: t('web.print.one'), onSelect: () => printIt(1), disabled: !draft.id },
          { id: 'print2', label: t('web.print.two'), onSelect: () => printIt(2), disabled: !draft.id },
          { id: 'pdf1', label: t('web.print.pdf1'), onSelect: () => pdf('content', 1), disabled: !draft.id },
          { id: 'pdf2', label: t('web.print.pdf2'), onSelect: () => pdf('content', 2), disabled: !draft.id },
          { id: 'pdfArchive', label: t('web.print.pdfArchive'), onSelect: () => pdf('archive', 1), disabled: !draft.id },
          { id: 'versions', label: t('web.versions.title'), onSelect: () => setDialog('versions'), disabled: !draft.id },
          { id: 'email', label: kt('mail.action'), onSelect: () => setDialog('email'), disabled: !draft.id },
          { id: 'approve', label: t('web.approve'), onSelect: () => void approve(true), hidden: !approver, disabled: !draft.id || draft.ok || dirty },
          { id: 'disapprove', label: t('web.disapprove'), onSelect: () => void approve(false), hidden: !approver, disabled: !draft.id || !draft.ok },
          { id: 'send', label: t('web.send.title'), onSelect: () => setDialog('send'), disabled: !draft.id || dirty, hidden: !holds(user, 'ROLE_RUNDOWN_WRITE') },
          ...(draft.id && !dirty ? docMenu.itemsFor({ id: draft.id, title: draft.slug }) : []),
          { id: 'close', label: t('web.close.label'), hint: 'Ctrl+Alt+C', onSelect: close },
        ]} />
        <Button type="button" $variant="primary" disabled={readOnly || saving} onClick={() => void save()} data-testid="reportage-save" title="Ctrl+S">{t('web.save')}</Button>
      </Toolbar>
      {docMenu.node}
      <Fields d={draft} set={set} people={people} flags={flags} problems={showProblems ? messages : {}} readOnly={readOnly} t={t} />
      <PrivacyField isNew={!draft.id} allowed={!!flags.privateCreation} isOwner={!draft.id || draft.ownerId === user.id} readOnly={readOnly}
        value={{ private: draft.ownerId !== null, allowedUsers: draft.allowedUsers }}
        onChange={(p) => set({ ownerId: p.private ? (draft.ownerId ?? user.id) : null, allowedUsers: p.allowedUsers })}
        users={people.reporters.filter((u) => u.id !== user.id).map((u) => ({ id: u.id, label: u.nickname }))}
        labels={{ private: t('web.fields.private'), allowedUsers: t('web.fields.allowedUsers') }} testId="reportage-private" />
      {!!draft.id && holds(user, 'ROLE_ASSIGNMENT_READ') && (
        <GuidelinePart reportageId={draft.id} date={draft.date} assignmentId={draft.assignmentId} readOnly={readOnly} api={api} notify={notify} t={t} onChanged={stored} />
      )}
      <CgPanel cgs={draft.cgs} onChange={(cgs) => set({ cgs })} programId={draft.programsIds[0] ?? null} api={api} readOnly={readOnly} t={t} />
      <Sections sections={draft.sections} onChange={(sections) => set({ sections })} readOnly={readOnly} t={t} />
      {dialog === 'versions' && <Versions id={draft.id} api={api} t={t} onClose={() => setDialog(null)} />}
      {dialog === 'email' && draft.id && <SendByMailDialog api={api} notify={notify} path={`/api/news_reports/${draft.id}/email`} title={draft.slug} testId="reportage-form-mail" onClose={() => setDialog(null)} />}
      {dialog === 'send' && <SendDialog reportageId={draft.id} programs={programs} api={api} notify={notify} t={t} onClose={() => setDialog(null)} />}
      {closing && (
        <Dialog title={t('web.close.title')} testId="close-dialog" onClose={() => setClosing(false)} busy={saving} footer={<>
          <Button type="button" $variant="primary" data-testid="close-dialog-yes" onClick={() => void save().then((ok) => { setClosing(false); if (ok) onClose(); })}>{t('web.close.yes')}</Button>
          <Button type="button" data-testid="close-dialog-no" onClick={() => { setClosing(false); drafted.forget(); onClose(); }}>{t('web.close.no')}</Button>
          <Button type="button" data-testid="close-dialog-cancel" onClick={() => setClosing(false)}>{t('web.cancel')}</Button>
        </>}>
          {t('web.close.text')}
        </Dialog>
      )}
      {confirm}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 8px;
`;
