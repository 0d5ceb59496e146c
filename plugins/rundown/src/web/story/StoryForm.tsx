/**
 * The story form (spec 000 §2–§5, §9; 001 §4): the story's fields, its six sections with entries and
 * sub-sections, rich text, live reading time, the edit lock (take-over with confirmation, lost or
 * revoked → read-only), Ctrl+S, Ctrl+Alt+C, and the unsaved-drafts cache.
 *
 * The workspace opens one per tab: `<StoryForm storyId rundownId {...panelProps} onClose onDirtyChange onTitleChange />`.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import styled from 'styled-components';
import { parseDuration, type ApiClient, type LiveClient, type LiveMessage, type Notifier, type WebUser } from '@lauda/sdk/web';
import { storyLockKey, RUNDOWN_LIMITS, RUNDOWN_TOPICS, STORY_REVISION_TYPE } from '../../common/ids.js';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import type { CgField, Story, SubSection } from '../../common/types.js';
import type { SectionType } from '../../common/timing.js';
import { DebouncedDraft, DraftsCache, STORIES_SECTION, type DraftEntry } from './drafts.js';
import { canEdit, canTakeOver, LOCK_TOPIC, LockController, pageLocks, refusalOf, type LockState } from './lock.js';
import { typeOf, useLookups, userName } from '../lookups.js';
import {
  draftTimes, formatClock, isDirty, newKey, privacyRules, setPrivate, slugOf, toDraft, toPut, validate,
  type FormSection, type FormSubSection, type StoryDraft,
} from './model.js';
import { SectionEditor, type SectionTools } from './SectionEditor.js';
import { DurationInput, TypeSelect, UserSelect } from './inputs.js';
import { RevisionHistory } from './RevisionHistory.js';
import { RecoverPrivate } from './RecoverPrivate.js';
import { Banner, Button, Dialog, Field, Input, Muted, TextArea, formatInstant } from './ui.js';
import { MOS_PANEL_WIDTH, MosPluginPanel, mosTextToSubSection } from './mos/MosPluginPanel.js';
import { useCreditSizes } from './credits/sizes.js';
import { creditSubSection } from '../logic/credits.js';
import type { DevicePlugin } from '../logic/mosPlugin.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export interface StoryFormProps {
  storyId: number;
  rundownId: number;
  api: ApiClient;
  live: LiveClient;
  user: WebUser;
  notify: Notifier;
  t: T;
  onClose(): void;
  onDirtyChange(dirty: boolean): void;
  onTitleChange(title: string): void;
}

/** What a story draft in `unsaved_data_cache` holds. */
export interface StoryDraftDocument {
  storyId: number;
  rundownId: number;
  page: string;
  slug: string;
  version: number;
  draft: StoryDraft;
}

type Confirm =
  | { kind: 'takeOver' }
  | { kind: 'close' }
  | { kind: 'remove'; message: string; onYes: () => void };

const errorCode = (e: unknown): string | undefined => (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined);
const errorStatus = (e: unknown): number | undefined => (typeof e === 'object' && e !== null ? (e as { status?: number }).status : undefined);

export function StoryForm({ storyId, rundownId, api, live, user, notify, t, onClose, onDirtyChange, onTitleChange }: StoryFormProps) {
  const s = useCallback((k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o), [t]);
  const [base, setBase] = useState<Story | null>(null);
  const [draft, setDraft] = useState<StoryDraft | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [recovery, setRecovery] = useState<DraftEntry<StoryDraftDocument> | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [mosOpen, setMosOpen] = useState(false);
  const [mosDevice, setMosDevice] = useState<DevicePlugin | null>(null);
  const root = useRef<HTMLDivElement>(null);

  /** one controller per mount (StrictMode mounts twice in development) */
  const lockRef = useRef<LockController | null>(null);
  const [lockState, setLockState] = useState<LockState>({ status: 'loading' });
  const drafts = useMemo(() => new DraftsCache(), []);
  const debounced = useMemo(() => new DebouncedDraft(), []);
  const lookups = useLookups(api, base?.programId ?? null);

  const editable = canEdit(lockState) && !deleted;
  const dirty = !!(draft && base && isDirty(draft, base));
  const live$ = useRef({ base, draft, lockState, dirty });
  live$.current = { base, draft, lockState, dirty };

  /* ---------------------------------------------------------------- load */

  /** Shows a story just read; a draft cached for it (an interrupted session) is offered back. */
  const accept = useCallback((story: Story, keepDraft = false) => {
    setBase(story);
    if (!keepDraft) setDraft(toDraft(story));
    setDeleted(false);
    const cached = drafts.get<StoryDraftDocument>(STORIES_SECTION, story.uuid);
    if (cached && (cached.userId === undefined || cached.userId === user.id) && cached.document?.draft && isDirty(cached.document.draft, story)) setRecovery(cached);
    else setRecovery(null);
  }, [drafts, user.id]);

  /** Loads for editing (takes or renews the lock); when refused, loads to read and says why. */
  const open = useCallback(async (lock: LockController) => {
    try {
      const story = await api.get<Story>(`/api/stories/${storyId}?edit=true`);
      if (lock.current.status === 'released') {
        // the form closed while loading: the lock just taken is let go, unless the form is open again
        if (pageLocks.count(lock.key) === 0) api.post('/api/locks/unlock', { key: lock.key }).catch(() => undefined);
        return;
      }
      accept(story);
      lock.dispatch({ type: 'acquired' });
    } catch (e) {
      const refusal = refusalOf(e);
      if (!refusal) {
        setFailed(true);
        notify.error(e, 'loadFailed');
        return;
      }
      try {
        const story = await api.get<Story>(`/api/stories/${storyId}`);
        if (lock.current.status === 'released') return;
        accept(story);
        lock.dispatch(refusal);
      } catch (e2) {
        setFailed(true);
        notify.error(e2, 'loadFailed');
      }
    }
  }, [accept, api, notify, storyId]);

  // what the long-lived effects read without re-running (a language switch changes `t`, the tab's callbacks may change)
  const refs = useRef({ s, notify, open, onTitleChange, onDirtyChange });
  refs.current = { s, notify, open, onTitleChange, onDirtyChange };

  useEffect(() => {
    const lock = new LockController(api, storyLockKey(storyId), user.id);
    lockRef.current = lock;
    pageLocks.add(lock.key);
    setLockState(lock.current);
    const off = lock.subscribe((next) => {
      setLockState(next);
      if (next.status === 'lost') {
        // spec 000 §8 "Lock: lock lost or revoked"; our unsaved changes are gone with the lock
        const { s: tr, notify: n } = refs.current;
        n.notify('warning', tr('lock.lostTitle'), next.reason === 'expired' ? tr('lock.expired') : tr('lock.revokedBy', { holder: next.holder ?? '?' }));
        debounced.cancel();
        const b = live$.current.base;
        if (b) drafts.remove(STORIES_SECTION, b.uuid);
      }
    });
    void refs.current.open(lock);
    const offLive = live.subscribe(LOCK_TOPIC, (m) => lock.onLive(m));
    // closing the browser: the lock goes with a beacon, the draft stays for the recovery dialog
    const onUnload = () => {
      debounced.flush();
      lock.release((url, body) => (typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon(url, new Blob([body], { type: 'application/json' })) : false));
    };
    window.addEventListener('pagehide', onUnload);
    return () => {
      off();
      offLive();
      window.removeEventListener('pagehide', onUnload);
      // the tab closed: a pending draft is written (nothing typed is lost), the lock let go —
      // a moment later, and only if the form was not mounted again meanwhile
      debounced.flush();
      pageLocks.remove(lock.key);
      setTimeout(() => {
        if (pageLocks.count(lock.key) === 0) lock.release();
        else lock.abandon();
        lock.dispose();
      }, 0);
      if (lockRef.current === lock) lockRef.current = null;
    };
  }, [api, debounced, drafts, live, storyId, user.id]);

  /* ---------------------------------------------------------------- live */

  /**
   * One field changed elsewhere (the grid, approval, repagination): the story takes it, and so does the
   * form unless the user changed that field.
   */
  const patched = useCallback((field: string, value: unknown, version?: number) => {
    const cur = live$.current;
    if (!cur.base) return;
    const before = cur.base;
    const after = { ...before, [field]: value, ...(typeof version === 'number' ? { version } : {}) } as Story;
    setBase(after);
    const k = field as keyof StoryDraft;
    if (field === 'sections' || !cur.draft || !(field in cur.draft)) return;
    const was = toDraft(before)[k];
    const now = toDraft(after)[k];
    setDraft((d) => (d && JSON.stringify(d[k]) === JSON.stringify(was) ? { ...d, [k]: now } : d));
  }, []);

  useEffect(() => live.subscribe(RUNDOWN_TOPICS.stories, (m: LiveMessage) => {
    const cur = live$.current;
    if (!cur.base) return;
    const data = (m.data ?? {}) as Partial<Story> & { field?: string; newValue?: unknown; version?: number; values?: { id: number; newValue: unknown }[] };
    if (m.id === null && data.field && Array.isArray(data.values)) {
      // bulk changes (pages, display status): only our story's value matters
      const mine = data.values.find((v) => Number(v.id) === storyId);
      if (mine) patched(data.field, mine.newValue);
      return;
    }
    if (Number(m.id) !== storyId) return;
    if (m.op === 'DELETE') {
      setDeleted(true);
      return;
    }
    if (m.op === 'PATCH' && data.field) {
      // approve, OK, status… change the version: keep ours in step so Save is not refused as stale
      patched(data.field, data.newValue, data.version);
      return;
    }
    if ((m.op === 'UPDATE' || m.op === 'CREATE') && Array.isArray(data.sections)) {
      // someone else saved it: a reader sees the new text at once
      if (!canEdit(cur.lockState)) accept(data as Story);
      else setBase((b) => (b && typeof data.version === 'number' ? { ...b, version: Math.max(b.version, data.version) } : b));
    }
  }), [accept, live, patched, storyId]);

  /* ---------------------------------------------------------------- drafts, dirty, title */

  const shownDirty = dirty && editable;
  useEffect(() => refs.current.onDirtyChange(shownDirty), [shownDirty]);

  const title = draft ? [draft.page, slugOf(draft.slug)].filter(Boolean).join(' ') : '';
  const tabTitle = title || (base && !base.visible ? s('private') : s('untitled'));
  useEffect(() => refs.current.onTitleChange(tabTitle), [tabTitle]);

  useEffect(() => {
    if (!base || !draft || recovery) return; // a recovery question is pending: leave the cached draft alone
    if (!editable) return;
    if (dirty) {
      const doc: StoryDraftDocument = { storyId, rundownId, page: draft.page, slug: slugOf(draft.slug), version: base.version, draft };
      debounced.schedule(() => drafts.put(STORIES_SECTION, base.uuid, doc, user.id));
    } else {
      debounced.cancel();
      drafts.remove(STORIES_SECTION, base.uuid);
    }
  }, [base, debounced, dirty, draft, drafts, editable, recovery, rundownId, storyId, user.id]);

  /* ---------------------------------------------------------------- save, close */

  const save = useCallback(async (andClose = false): Promise<boolean> => {
    const cur = live$.current;
    if (!cur.base || !cur.draft || !canEdit(cur.lockState) || saving) return false;
    const found = validate(cur.draft);
    if (found.length) {
      setProblems(Object.fromEntries(found.map((p) => [p.field, s(`problems.${p.key}`, { count: p.count })])));
      notify.notify('warning', s('validationFailed'), found.map((p) => `${s(`fields.${p.field}`)}: ${s(`problems.${p.key}`, { count: p.count })}`).join('; '));
      return false;
    }
    setProblems({});
    setSaving(true);
    const sent = cur.draft;
    const path = `/api/stories/${storyId}${andClose ? '?unlock=true' : ''}`;
    try {
      let saved: Story;
      try {
        saved = await api.put<Story>(path, toPut(sent, cur.base.version));
      } catch (e) {
        // holding the lock, only approval, OK or status could have moved the version: read it and save again
        if (errorStatus(e) !== 412 || errorCode(e) !== RUNDOWN_ERRORS.staleVersion) throw e;
        const fresh = await api.get<Story>(`/api/stories/${storyId}`);
        saved = await api.put<Story>(path, toPut(sent, fresh.version));
      }
      debounced.cancel();
      drafts.remove(STORIES_SECTION, saved.uuid);
      setBase(saved);
      // the server times the VT unless typed by hand (a MOS video changes it): the form takes its figure
      setDraft((d) => (d && !d.manualVt && d.vt !== saved.vt ? { ...d, vt: saved.vt } : d));
      notify.notify('success', s('saved'));
      if (andClose) {
        lockRef.current?.dispatch({ type: 'released' }); // the server let go of it with the save
        onClose();
      }
      return true;
    } catch (e) {
      // the user's text stays in the form; the notice says why (translated from the error's code)
      notify.error(e, 'updateFailed');
      if (errorStatus(e) === 409 && (errorCode(e) === 'lock.held' || errorCode(e) === 'lock.lost')) {
        const d = (e as { details?: { holder?: string } }).details;
        lockRef.current?.dispatch({ type: 'renewFailed', code: errorCode(e)!, holder: d?.holder ?? null });
      }
      return false;
    } finally {
      setSaving(false);
    }
  }, [api, debounced, drafts, notify, onClose, s, saving, storyId]);

  const discardAndClose = useCallback(() => {
    debounced.cancel();
    const b = live$.current.base;
    if (b) drafts.remove(STORIES_SECTION, b.uuid);
    lockRef.current?.release();
    onClose();
  }, [debounced, drafts, onClose]);

  const requestClose = useCallback(() => {
    const cur = live$.current;
    if (cur.dirty && canEdit(cur.lockState)) setConfirm({ kind: 'close' });
    else discardAndClose();
  }, [discardAndClose]);

  const takeOver = useCallback(async () => {
    setConfirm(null);
    const lock = lockRef.current;
    if (!lock) return;
    try {
      await lock.takeOver();
      // the other user may have saved meanwhile: start again from what is stored
      const story = await api.get<Story>(`/api/stories/${storyId}?edit=true`);
      accept(story);
      notify.notify('success', s('lock.tookOver'));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  }, [accept, api, notify, s, storyId]);

  const reload = useCallback(async () => {
    try {
      accept(await api.get<Story>(`/api/stories/${storyId}`));
    } catch (e) {
      notify.error(e, 'loadFailed');
    }
  }, [accept, api, notify, storyId]);

  /* ---------------------------------------------------------------- shortcuts */

  const onKey = useCallback((e: KeyboardEvent | ReactKeyboardEvent) => {
    const mod = e.ctrlKey || e.metaKey;
    if (!mod) return false;
    const key = e.key.toLowerCase();
    if (key === 's' && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      e.stopPropagation();
      void save();
      return true;
    }
    if (e.altKey && (key === 'c' || e.code === 'KeyC')) {
      e.preventDefault();
      e.stopPropagation();
      requestClose();
      return true;
    }
    return false;
  }, [requestClose, save]);

  // with the focus nowhere in particular (the page), the visible form still answers its shortcuts
  useEffect(() => {
    const handler = (e: KeyboardEvent) => {
      const el = root.current;
      if (!el || el.offsetParent === null) return;
      const active = document.activeElement;
      if (active && active !== document.body && !el.contains(active)) return;
      if (active && el.contains(active)) return; // handled by the form itself
      onKey(e);
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, [onKey]);

  /* ---------------------------------------------------------------- editing */

  const change = useCallback((fn: (d: StoryDraft) => StoryDraft) => setDraft((d) => (d ? fn(d) : d)), []);
  const changeSection = useCallback((type: FormSection['type'], fn: (x: FormSection) => FormSection) =>
    setDraft((d) => (d ? { ...d, sections: d.sections.map((x) => (x.type === type ? fn(x) : x)) } : d)), []);
  const askConfirm = useCallback((message: string, onYes: () => void) => setConfirm({ kind: 'remove', message, onYes }), []);

  const times = useMemo(() => (draft ? draftTimes(draft) : null), [draft]);

  /* ---------------------------------------------------------------- MOS plug-ins and credits */

  const addSubSections = useCallback((type: SectionType, subs: { sub: SubSection; sizes?: Record<string, number> }[]) =>
    changeSection(type, (x) => ({ ...x, subSections: [...x.subSections, ...subs.map(({ sub, sizes }): FormSubSection => ({ ...sub, key: newKey(), ...(sizes ? { sizes } : {}) }))] })), [changeSection]);
  const onMosItem = useCallback((type: SectionType, sub: SubSection) => addSubSections(type, [{ sub }]), [addSubSections]);
  const onMosDrop = useCallback((type: SectionType, xml: string) => {
    const out = mosTextToSubSection(xml, mosDevice?.kind ?? null);
    if ('refusal' in out) {
      notify.notify('warning', s('mosPlugin.notAdded'), s(`mosPlugin.${out.refusal}`), out.detail);
      return;
    }
    addSubSections(type, [{ sub: out.sub }]);
    notify.notify('success', s('mosPlugin.added', { slug: out.sub.slug ?? out.sub.media?.objectId ?? '', section: t(`sections.${type}`) }));
  }, [addSubSections, mosDevice, notify, s, t]);
  // CGs saved earlier keep no field sizes: they come back from the program's templates by code
  const codedCgs = !!draft?.sections.some((x) => x.subSections.some((y) => y.type === 'CG' && y.code && !y.sizes));
  const creditSizes = useCreditSizes(api, base?.programId ?? null, codedCgs);
  const cgLimit = useCallback((sub: FormSubSection, f: CgField) => sub.sizes?.[f.uuid] ?? creditSizes.get(sub.code ?? '')?.get(f.name), [creditSizes]);
  const programId = base?.programId ?? null;
  const sectionTools = useMemo<SectionTools | undefined>(() => (programId === null ? undefined : {
    programId,
    add: addSubSections,
    addCredits: (type, templates) => {
      const uuid = () => globalThis.crypto?.randomUUID?.() ?? newKey();
      addSubSections(type, templates.map((tpl) => creditSubSection(tpl, uuid)));
    },
  }), [addSubSections, programId]);

  /* ---------------------------------------------------------------- render */

  if (failed && !base) {
    return (
      <Wrap ref={root} data-testid="story-form" data-state="failed">
        <Banner $level="danger">
          <span className="grow">{s('loadFailed')}</span>
          <Button type="button" onClick={() => { setFailed(false); if (lockRef.current) void open(lockRef.current); }}>{s('retry')}</Button>
          <Button type="button" onClick={onClose}>{s('close')}</Button>
        </Banner>
      </Wrap>
    );
  }
  if (!base || !draft || !times) {
    return (
      <Wrap ref={root} data-testid="story-form" data-state="loading">
        <Muted>{s('loading')}</Muted>
      </Wrap>
    );
  }

  if (!base.visible) {
    // a private story of someone else: a placeholder, nothing to show or edit
    return (
      <Wrap ref={root} data-testid="story-form" data-story-id={storyId} data-lock={lockState.status} data-dirty="false" onKeyDown={(e) => onKey(e)}>
        <Banner $level="info" data-testid="story-private">
          <span className="grow">{s('lock.private')}</span>
          <RecoverPrivate storyId={storyId} api={api} notify={notify} user={user} s={s} onRecovered={() => (lockRef.current ? void open(lockRef.current) : void reload())} />
          <Button type="button" data-testid="story-close" onClick={requestClose}>{s('close')}</Button>
        </Banner>
      </Wrap>
    );
  }

  const type = typeOf(lookups, draft.typeId);
  const privacy = privacyRules(draft, base, user.id, user.support, user.roles.includes('ROLE_STORY_ADMIN'));
  const readOnly = !editable;
  const id = (f: string) => `story-${storyId}-${f}`;
  const visibleSections = draft.sections.filter((x) => x.type !== 'LINK' || lookups.linkEnabled || x.entries.length || x.subSections.length);

  return (
    <Wrap ref={root} data-testid="story-form" data-story-id={storyId} data-lock={lockState.status} data-dirty={dirty ? 'true' : 'false'} onKeyDown={(e) => onKey(e)}
      style={mosOpen ? { paddingRight: MOS_PANEL_WIDTH + 12 } : undefined}>
      <TopBar>
        <div className="title">
          {type?.abbreviation && <TypeChip style={{ background: type.color ?? undefined }}>{type.abbreviation}</TypeChip>}
          <h2 data-testid="story-form-title">{[draft.page, slugOf(draft.slug)].filter(Boolean).join(' ') || s('untitled')}</h2>
          {dirty && editable && <span className="dirty" title={s('unsaved')}>●</span>}
        </div>
        <Totals data-testid="story-times">
          <span><em>{s('times.head')}</em><b data-testid="time-head">{formatClock(times.head)}</b></span>
          <span><em>{s('times.link')}</em><b data-testid="time-link">{formatClock(times.link)}</b></span>
          <span><em>{s('times.vo')}</em><b data-testid="time-vo">{formatClock(times.vo)}</b></span>
          <span><em>{s('times.vt')}</em><b data-testid="time-vt">{formatClock(times.vt)}</b></span>
          <span className="total"><em>{s('times.total')}</em><b data-testid="time-total">{formatClock(times.total)}</b></span>
        </Totals>
        <div className="actions">
          {base.programId !== null && (
            <Button type="button" data-testid="story-mos-plugins" aria-pressed={mosOpen} onClick={() => setMosOpen((o) => !o)}>{s('mosPlugin.open')}</Button>
          )}
          <Button type="button" data-testid="story-versions" onClick={() => setVersionsOpen(true)}>{s('versions')}</Button>
          <Button type="button" $variant="primary" data-testid="story-save" disabled={!editable || saving || !dirty} title={`${s('save')} (Ctrl+S)`} onClick={() => void save()}>
            {saving ? s('saving') : s('save')}
          </Button>
          <Button type="button" data-testid="story-close" title={`${s('close')} (Ctrl+Alt+C)`} onClick={requestClose}>{s('close')}</Button>
        </div>
      </TopBar>

      <LockBanner state={lockState} s={s} deleted={deleted} onTakeOver={() => setConfirm({ kind: 'takeOver' })} onEdit={() => void takeOver()} onReload={() => void reload()} />

      {recovery && (
        <Banner $level="info" data-testid="story-recovery">
          <span className="grow">{s('drafts.found', { date: formatInstant(recovery.date) })}</span>
          <Button type="button" $small $variant="primary" disabled={!editable} data-testid="story-recovery-restore" onClick={() => {
            setDraft(recovery.document.draft);
            setRecovery(null);
          }}>{s('drafts.restore')}</Button>
          <Button type="button" $small data-testid="story-recovery-discard" onClick={() => {
            drafts.remove(STORIES_SECTION, base.uuid);
            setRecovery(null);
          }}>{s('drafts.discard')}</Button>
        </Banner>
      )}

      <Fields>
        <Field label={s('fields.page')} problem={problems.page}>
          <Input id={id('page')} data-testid="story-page" value={draft.page} maxLength={RUNDOWN_LIMITS.page} readOnly={readOnly} onChange={(e) => change((d) => ({ ...d, page: e.target.value }))} />
        </Field>
        <Field label={s('fields.slug')} problem={problems.slug} className="wide">
          <Input
            id={id('slug')}
            data-testid="story-slug"
            value={draft.slug}
            maxLength={RUNDOWN_LIMITS.slug}
            readOnly={readOnly}
            style={{ textTransform: 'uppercase' }}
            onChange={(e) => change((d) => ({ ...d, slug: slugOf(e.target.value) }))}
          />
        </Field>
        <Field label={s('fields.type')}>
          <TypeSelect value={draft.typeId} options={lookups.types} none={s('none')} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, typeId: v }))} />
        </Field>
        <Field label={s('fields.reporter')}>
          <UserSelect testId="story-reporter" value={draft.reporterId} options={lookups.reporters} names={lookups.users} none={s('none')} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, reporterId: v }))} />
        </Field>
        <Field label={s('fields.editor')}>
          <UserSelect value={draft.editorId} options={lookups.editors} names={lookups.users} none={s('none')} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, editorId: v }))} />
        </Field>
        <Field label={s('fields.imageEditor')}>
          <UserSelect value={draft.imageEditorId} options={lookups.imageEditors} names={lookups.users} none={s('none')} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, imageEditorId: v }))} />
        </Field>
        <Field label={s('fields.estimated')} problem={problems.estimated}>
          <DurationInput testId="story-estimated" value={draft.estimated} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, estimated: v }))} />
        </Field>
        <Field label={s('fields.manualVt')} problem={problems.vt}>
          <span className="inline">
            <input type="checkbox" aria-label={s('fields.manualVt')} data-testid="story-manual-vt" checked={draft.manualVt} disabled={readOnly} onChange={(e) => change((d) => ({ ...d, manualVt: e.target.checked }))} />
            <DurationInput value={draft.vt} disabled={readOnly || !draft.manualVt} label={s('fields.vt')} onChange={(v) => change((d) => ({ ...d, vt: v }))} />
          </span>
        </Field>
        <Field label={s('fields.mediaCode')} problem={problems.mediaCode}>
          <Input value={draft.mediaCode} maxLength={RUNDOWN_LIMITS.mediaCode} readOnly={readOnly} onChange={(e) => change((d) => ({ ...d, mediaCode: e.target.value }))} />
        </Field>
        <Field label={s('fields.private')}>
          <span className="inline" title={privacy.approvedBlocks ? s('privacy.approved') : privacy.onlyAuthor ? s('privacy.onlyAuthor') : !privacy.canToggle ? s('privacy.onlyOwner') : ''}>
            <input
              type="checkbox"
              data-testid="story-private"
              aria-label={s('fields.private')}
              checked={privacy.isPrivate}
              disabled={readOnly || !privacy.canToggle}
              onChange={(e) => change((d) => setPrivate(d, e.target.checked, user.id, base))}
            />
            <Muted>{privacy.approvedBlocks ? s('privacy.approved') : privacy.isPrivate ? s('privacy.owner', { owner: userName(lookups, draft.ownerId) || user.nickname }) : privacy.onlyAuthor ? `${s('privacy.public')} · ${s('privacy.onlyAuthor')}` : s('privacy.public')}</Muted>
          </span>
        </Field>
        {privacy.isPrivate && (
          <Field label={s('fields.allowedUsers')} className="full">
            <AllowedUsers
              value={draft.allowedUsers}
              disabled={readOnly || !privacy.canShare}
              options={[...lookups.users.values()].filter((u) => u.id !== draft.ownerId)}
              names={lookups.users}
              s={s}
              onChange={(ids) => change((d) => ({ ...d, allowedUsers: ids }))}
            />
            {!privacy.canShare && <Muted>{s('privacy.onlyOwner')}</Muted>}
          </Field>
        )}
        <Field label={s('fields.information')} problem={problems.information} className="full">
          <TextArea rows={2} value={draft.information} maxLength={RUNDOWN_LIMITS.information} readOnly={readOnly} onChange={(e) => change((d) => ({ ...d, information: e.target.value }))} />
        </Field>
      </Fields>

      <Sections>
        {visibleSections.map((section) => (
          <SectionEditor key={section.type} section={section} readOnly={readOnly} t={t} lookups={lookups} onChange={changeSection} confirm={askConfirm}
            cgLimit={cgLimit} tools={sectionTools} onMosDrop={onMosDrop} />
        ))}
      </Sections>

      <Footer>
        <Muted>{s('changedAt', { date: formatInstant(base.changeDate), by: base.authorNickname ?? '' })}</Muted>
        <Muted>{s('estimatedVsTotal', { estimated: formatClock(Math.max(0, parseIso(draft.estimated))), total: formatClock(times.total) })}</Muted>
      </Footer>

      {mosOpen && base.programId !== null && (
        <MosPluginPanel
          api={api}
          notify={notify}
          user={user}
          t={t}
          story={{ storyUuid: base.uuid, rundownId: base.rundownId, programId: base.programId, slug: slugOf(draft.slug) }}
          sections={visibleSections.map((x) => x.type)}
          readOnly={readOnly}
          onAdd={onMosItem}
          onDevice={setMosDevice}
          onClose={() => setMosOpen(false)}
        />
      )}

      {versionsOpen && (
        <Dialog title={s('versionsTitle')} width={720} onCancel={() => setVersionsOpen(false)} testId="story-versions-dialog" actions={<Button type="button" onClick={() => setVersionsOpen(false)}>{s('close')}</Button>}>
          <RevisionHistory api={api} t={t} type={STORY_REVISION_TYPE} id={storyId} lookups={lookups} />
        </Dialog>
      )}

      {confirm?.kind === 'takeOver' && (
        <Dialog title={s('lock.takeOverTitle')} testId="story-takeover-dialog" onCancel={() => setConfirm(null)} actions={<>
          <Button type="button" onClick={() => setConfirm(null)}>{s('cancel')}</Button>
          <Button type="button" $variant="danger" data-testid="story-takeover-confirm" onClick={() => void takeOver()}>{s('lock.takeOver')}</Button>
        </>}>
          {s('lock.takeOverText', { holder: lockState.status === 'heldByOther' ? lockState.holder : lockState.status === 'lost' ? lockState.holder ?? '?' : '?' })}
        </Dialog>
      )}

      {confirm?.kind === 'close' && (
        <Dialog title={s('closeTitle')} testId="story-close-dialog" onCancel={() => setConfirm(null)} actions={<>
          <Button type="button" $variant="primary" data-testid="story-close-yes" onClick={() => { setConfirm(null); void save(true); }}>{s('yes')}</Button>
          <Button type="button" data-testid="story-close-no" onClick={() => { setConfirm(null); discardAndClose(); }}>{s('no')}</Button>
          <Button type="button" data-testid="story-close-cancel" onClick={() => setConfirm(null)}>{s('cancel')}</Button>
        </>}>
          {s('closeText')}
        </Dialog>
      )}

      {confirm?.kind === 'remove' && (
        <Dialog title={s('confirmTitle')} onCancel={() => setConfirm(null)} actions={<>
          <Button type="button" onClick={() => setConfirm(null)}>{s('cancel')}</Button>
          <Button type="button" $variant="danger" data-testid="confirm-yes" onClick={() => { const c = confirm; setConfirm(null); c.onYes(); }}>{s('remove')}</Button>
        </>}>
          {confirm.message}
        </Dialog>
      )}
    </Wrap>
  );
}

const parseIso = (iso: string) => parseDuration(iso) ?? 0;

function LockBanner({ state, s, deleted, onTakeOver, onEdit, onReload }: {
  state: LockState;
  s: (k: string, o?: Record<string, unknown>) => string;
  deleted: boolean;
  onTakeOver(): void;
  onEdit(): void;
  onReload(): void;
}) {
  if (deleted) return <Banner $level="danger" data-testid="story-deleted"><span className="grow">{s('deleted')}</span></Banner>;
  switch (state.status) {
    case 'heldByOther':
      return (
        <Banner $level="warning" data-testid="story-lock-warning" role="status">
          <span className="grow"><strong>{s('lock.heldBy', { holder: state.holder })}</strong> {s('lock.readOnlyHint')}</span>
          {canTakeOver(state) && <Button type="button" $small $variant="danger" data-testid="story-takeover" onClick={onTakeOver}>{s('lock.takeOver')}</Button>}
        </Banner>
      );
    case 'free':
      return (
        <Banner $level="info" data-testid="story-lock-free" role="status">
          <span className="grow">{s('lock.free')}</span>
          <Button type="button" $small $variant="primary" data-testid="story-edit" onClick={onEdit}>{s('lock.edit')}</Button>
        </Banner>
      );
    case 'lost':
      return (
        <Banner $level="danger" data-testid="story-lock-lost" role="alert">
          <span className="grow">
            <strong>{s('lock.lostTitle')}</strong>{' '}
            {state.reason === 'expired' ? s('lock.expired') : s('lock.revokedBy', { holder: state.holder ?? '?' })}
          </span>
          <Button type="button" $small data-testid="story-reload" onClick={onReload}>{s('reload')}</Button>
          <Button type="button" $small $variant="danger" data-testid="story-takeover" onClick={onTakeOver}>{s('lock.takeOver')}</Button>
        </Banner>
      );
    case 'readOnly':
      return <Banner $level="info" data-testid="story-read-only"><span className="grow">{state.code === RUNDOWN_ERRORS.storyPrivate ? s('lock.private') : s('lock.noRights')}</span></Banner>;
    default:
      return null;
  }
}

function AllowedUsers({ value, options, names, disabled, onChange, s }: {
  value: number[];
  options: { id: number; nickname: string; name?: string }[];
  names: Map<number, { nickname: string }>;
  disabled: boolean;
  onChange(ids: number[]): void;
  s: (k: string, o?: Record<string, unknown>) => string;
}) {
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const f = filter.trim().toLowerCase();
  const shown = options.filter((u) => !chosen.has(u.id) && (!f || u.nickname.toLowerCase().includes(f) || (u.name ?? '').toLowerCase().includes(f))).slice(0, 8);
  return (
    <Allowed>
      <div className="chips">
        {value.length === 0 && <Muted>{s('privacy.nobody')}</Muted>}
        {value.map((id) => (
          <span className="chip" key={id}>
            {names.get(id)?.nickname ?? `#${id}`}
            {!disabled && <button type="button" aria-label={s('remove')} onClick={() => onChange(value.filter((x) => x !== id))}>×</button>}
          </span>
        ))}
      </div>
      {!disabled && (
        <div className="pick">
          <Input placeholder={s('privacy.addUser')} aria-label={s('privacy.addUser')} value={filter} onChange={(e) => setFilter(e.target.value)} />
          {f && (
            <ul>
              {shown.map((u) => (
                <li key={u.id}>
                  <button type="button" onClick={() => { onChange([...value, u.id]); setFilter(''); }}>{u.nickname}{u.name && u.name !== u.nickname ? ` — ${u.name}` : ''}</button>
                </li>
              ))}
              {!shown.length && <li><Muted>{s('privacy.noMatch')}</Muted></li>}
            </ul>
          )}
        </div>
      )}
    </Allowed>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  max-width: 1100px;
  padding-bottom: 24px;
  outline: none;
`;
const TopBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  padding: 8px 10px;
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  .title {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    flex: 1;
  }
  h2 {
    font-size: 16px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .dirty {
    color: var(--lauda-accent);
  }
  .actions {
    display: flex;
    gap: 6px;
  }
`;
const TypeChip = styled.span`
  padding: 1px 6px;
  border-radius: 4px;
  background: var(--lauda-muted);
  color: #fff;
  font-size: 11px;
  font-weight: 700;
`;
const Totals = styled.div`
  display: flex;
  gap: 10px;
  font-variant-numeric: tabular-nums;
  span {
    display: flex;
    flex-direction: column;
    align-items: center;
    line-height: 1.1;
  }
  em {
    font-style: normal;
    font-size: 10px;
    text-transform: uppercase;
    color: var(--lauda-muted);
  }
  b {
    font-size: 14px;
  }
  .total b {
    color: var(--lauda-primary);
  }
`;
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 10px 12px;
  padding: 10px;
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  .wide {
    grid-column: span 2;
  }
  .full {
    grid-column: 1 / -1;
  }
  .inline {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 30px;
  }
`;
const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;
const Allowed = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 8px;
    border-radius: 12px;
    background: var(--lauda-sunken);
    border: 1px solid var(--lauda-line);
    font-size: 12px;
  }
  .chip button {
    border: 0;
    background: transparent;
    cursor: pointer;
    color: var(--lauda-muted);
  }
  .pick {
    position: relative;
    max-width: 320px;
  }
  ul {
    position: absolute;
    z-index: 10;
    left: 0;
    right: 0;
    margin: 2px 0 0;
    padding: 4px 0;
    list-style: none;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.12);
  }
  li button {
    width: 100%;
    text-align: left;
    padding: 4px 10px;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  li button:hover {
    background: var(--lauda-sunken);
  }
`;

export default StoryForm;
