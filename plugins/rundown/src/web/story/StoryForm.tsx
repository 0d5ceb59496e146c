/**
 * The story form (spec 000 §2–§5, §9; 001 §4): the story's fields, its six sections with entries and
 * sub-sections, rich text, live reading time, the edit lock (take-over with confirmation, lost or
 * revoked → read-only), Ctrl+S, Ctrl+Alt+C, and the unsaved-drafts cache.
 *
 * The workspace opens one per tab: `<StoryForm storyId rundownId {...panelProps} onClose onDirtyChange onTitleChange />`.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Slot } from '@lauda/web-kit';
import { parseDuration } from '@lauda/sdk/web';
import { STORY_REVISION_TYPE } from '../../common/ids.js';
import type { CgField, SubSection } from '../../common/types.js';
import type { SectionType } from '../../common/timing.js';
import { typeOf } from '../lookups.js';
import { draftTimes, formatClock, newKey, slugOf, type FormSection, type FormSubSection, type StoryDraft } from './model.js';
import { SectionEditor, type SectionTools } from './SectionEditor.js';
import { RevisionHistory } from './RevisionHistory.js';
import { RecoverPrivate } from './RecoverPrivate.js';
import { Alert, Button, Dialog, formatInstant, Muted } from '@lauda/web-kit';
import { mosTextToSubSection } from '../logic/mosDrop.js';
import { itemToSubSection } from '../logic/mosItems.js';
import { creditSubSection, sizesByCode, type CreditTemplate } from '../logic/credits.js';
import { roIdOf } from '../../common/onair.js';
import type { MosItem } from '@lauda/sdk/web';
import { STORIES_SECTION, useFormState, type StoryFormProps } from './formState.js';
import { Footer, Sections, Totals, TopBar, TypeChip, Wrap } from './formStyles.js';
import { LockBanner } from './LockBanner.js';
import { FromReportage } from './FromReportage.js';
import { StoryFields } from './StoryFields.js';
import { useStoryLoad } from './useStoryLoad.js';
import { useStorySave } from './useStorySave.js';

export type { StoryDraftDocument, StoryFormProps } from './formState.js';

export function StoryForm(props: StoryFormProps) {
  const { storyId, api, user, notify, t, onClose } = props;
  const f = useFormState(props);
  const { s, base, draft, setDraft, failed, setFailed, deleted, saving, confirm, setConfirm, recovery, setRecovery, versionsOpen, setVersionsOpen, problems, lockRef, lockState, drafts, lookups, editable, dirty, isNew } = f;
  // a side panel's room (slot story.panels) and the kind of the device whose plug-in is open
  const [panelWidth, reserveWidth] = useState(0);
  const [dropDeviceKind, setDropDeviceKind] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { open, takeOver, reload, refs } = useStoryLoad(f, props);
  const { save, discardAndClose, requestClose, onKey } = useStorySave(f, props, { refs }, root);

  /* ---------------------------------------------------------------- editing */

  const change = useCallback((fn: (d: StoryDraft) => StoryDraft) => setDraft((d) => (d ? fn(d) : d)), []);
  const changeSection = useCallback((type: FormSection['type'], fn: (x: FormSection) => FormSection) =>
    setDraft((d) => (d ? { ...d, sections: d.sections.map((x) => (x.type === type ? fn(x) : x)) } : d)), []);
  const askConfirm = useCallback((message: string, onYes: () => void) => setConfirm({ kind: 'remove', message, onYes }), []);

  const times = useMemo(() => (draft ? draftTimes(draft, lookups.readRate) : null), [draft, lookups.readRate]);

  /* ---------------------------------------------------------------- MOS plug-ins and credits */

  const addSubSections = useCallback((type: SectionType, subs: { sub: SubSection; sizes?: Record<string, number> }[]) =>
    changeSection(type, (x) => ({ ...x, subSections: [...x.subSections, ...subs.map(({ sub, sizes }): FormSubSection => ({ ...sub, key: newKey(), ...(sizes ? { sizes } : {}) }))] })), [changeSection]);
  const readOnlyNow = !editable;
  const addMosItem = useCallback((type: SectionType, item: MosItem, deviceKind: string | null) => {
    if (readOnlyNow) return { refusal: 'readOnly' as const };
    const out = itemToSubSection(item, deviceKind);
    if ('problem' in out) return { refusal: out.problem };
    addSubSections(type, [{ sub: out.sub }]);
    return { added: out.sub.slug ?? out.sub.media?.objectId ?? '' };
  }, [addSubSections, readOnlyNow]);
  const sectionLabel = useCallback((type: SectionType) => t(`sections.${type}`), [t]);
  const onMosDrop = useCallback((type: SectionType, xml: string) => {
    const out = mosTextToSubSection(xml, dropDeviceKind);
    if ('refusal' in out) {
      notify.notify('warning', s('mosPlugin.notAdded'), s(`mosPlugin.${out.refusal}`), out.detail);
      return;
    }
    addSubSections(type, [{ sub: out.sub }]);
    notify.notify('success', s('mosPlugin.added', { slug: out.sub.slug ?? out.sub.media?.objectId ?? '', section: t(`sections.${type}`) }));
  }, [addSubSections, dropDeviceKind, notify, s, t]);
  // CGs saved earlier keep no field sizes: they come back from the program's templates by code
  const codedCgs = !!draft?.sections.some((x) => x.subSections.some((y) => y.type === 'CG' && y.code && !y.sizes));
  const [creditSizes, setCreditSizes] = useState(() => new Map<string, Map<string, number>>());
  const giveCreditTemplates = useCallback((list: CreditTemplate[]) => setCreditSizes(sizesByCode(list)), []);
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

  // the side panels' props change only with what they show, not with each keystroke of a script
  const slug = draft ? slugOf(draft.slug) : '';
  const visibleSections = draft ? shownSections(draft, lookups.linkEnabled) : [];
  const sectionTypes = visibleSections.map((x) => x.type).join(' ');
  const panelProps = useMemo(() => (!base ? null : {
    story: { id: base.id, uuid: base.uuid, rundownId: base.rundownId, roId: base.rundownId ? roIdOf(base.rundownId) : null, programId: base.programId, slug },
    sections: sectionTypes ? (sectionTypes.split(' ') as SectionType[]) : [],
    sectionLabel,
    readOnly: readOnlyNow,
    addSubSections,
    addMosItem,
    setDropDeviceKind,
    reserveWidth,
    needsCreditTemplates: codedCgs,
    giveCreditTemplates,
  }), [base, slug, sectionTypes, sectionLabel, readOnlyNow, addSubSections, addMosItem, codedCgs, giveCreditTemplates]);

  /* ---------------------------------------------------------------- render */

  if (failed && !base) {
    return (
      <Wrap ref={root} data-testid="story-form" data-state="failed">
        <Alert $tone="danger">
          <span className="grow">{s('loadFailed')}</span>
          <Button type="button" onClick={() => { setFailed(false); if (lockRef.current) void open(lockRef.current); }}>{s('retry')}</Button>
          <Button type="button" onClick={onClose}>{s('close')}</Button>
        </Alert>
      </Wrap>
    );
  }
  if (!base || !draft || !times) {
    return (
      <Wrap ref={root} data-testid="story-form" data-state="loading">
        <Muted as="span">{s('loading')}</Muted>
      </Wrap>
    );
  }

  if (!base.visible) {
    // a private story of someone else: a placeholder, nothing to show or edit
    return (
      <Wrap ref={root} data-testid="story-form" data-story-id={storyId} data-lock={lockState.status} data-dirty="false" onKeyDown={(e) => onKey(e)}>
        <Alert $tone="info" data-testid="story-private">
          <span className="grow">{s('lock.private')}</span>
          <RecoverPrivate storyId={storyId} api={api} notify={notify} user={user} s={s} onRecovered={() => (lockRef.current ? void open(lockRef.current) : void reload())} />
          <Button type="button" data-testid="story-close" onClick={requestClose}>{s('close')}</Button>
        </Alert>
      </Wrap>
    );
  }

  const type = typeOf(lookups, draft.typeId);
  const readOnly = !editable;

  return (
    <Wrap ref={root} data-testid="story-form" data-story-id={storyId} data-new={isNew ? 'true' : undefined} data-lock={lockState.status} data-dirty={dirty ? 'true' : 'false'} onKeyDown={(e) => onKey(e)}
      style={panelWidth ? { paddingRight: panelWidth + 12 } : undefined}>
      <TopBar>
        <div className="title">
          {type?.abbreviation && <TypeChip style={{ background: type.color ?? undefined }}>{type.abbreviation}</TypeChip>}
          <h2 data-testid="story-form-title">{[draft.page, slugOf(draft.slug)].filter(Boolean).join(' ') || s(isNew ? 'newStory' : 'untitled')}</h2>
          {dirty && editable && <span className="dirty" title={s('unsaved')}>●</span>}
        </div>
        <Totals data-testid="story-times">
          <span><em>{s('times.head')}</em><b data-testid="time-head">{formatClock(times.head)}</b></span>
          <span><em>{s('times.link')}</em><b data-testid="time-link">{formatClock(times.link)}</b></span>
          <span><em>{s('times.vo')}</em><b data-testid="time-vo">{formatClock(times.vo)}</b></span>
          <span><em>{s('times.vt')}</em><b data-testid="time-vt">{formatClock(times.vt)}</b></span>
          <span className="total"><em>{s('times.total')}</em><b data-testid="time-total">{formatClock(times.total)}</b></span>
        </Totals>
        <div className="actions more">
          {/* a story not created yet has no id devices could know it by */}
          {!isNew && panelProps && <Slot name="story.panels" props={panelProps} />}
          {!isNew && <Button type="button" data-testid="story-versions" onClick={() => setVersionsOpen(true)}>{s('versions')}</Button>}
        </div>
        <div className="actions main">
          <Button type="button" $variant="primary" data-testid="story-save" disabled={!editable || saving || (!dirty && !isNew)} title={`${s('save')} (Ctrl+S)`} onClick={() => void save()}>
            {saving ? s('saving') : s('save')}
          </Button>
          <Button type="button" className="close" data-testid="story-close" title={`${s('close')} (Ctrl+Alt+C)`} aria-label={s('close')} onClick={requestClose}>
            <span className="word">{s('close')}</span><span className="x" aria-hidden>✕</span>
          </Button>
        </div>
      </TopBar>

      <LockBanner state={lockState} s={s} deleted={deleted} onTakeOver={() => setConfirm({ kind: 'takeOver' })} onEdit={() => void takeOver()} onReload={() => void reload()} />
      {base.reportageId ? <div><FromReportage id={base.reportageId} t={t} /></div> : null}

      {recovery && (
        <Alert $tone="info" data-testid="story-recovery">
          <span className="grow">{s('drafts.found', { date: formatInstant(recovery.date) })}</span>
          <Button type="button" $small $variant="primary" disabled={!editable} data-testid="story-recovery-restore" onClick={() => {
            setDraft(recovery.document.draft);
            setRecovery(null);
          }}>{s('drafts.restore')}</Button>
          <Button type="button" $small data-testid="story-recovery-discard" onClick={() => {
            drafts.remove(STORIES_SECTION, base.uuid);
            setRecovery(null);
          }}>{s('drafts.discard')}</Button>
        </Alert>
      )}

      <StoryFields storyId={storyId} draft={draft} base={base} problems={problems} readOnly={readOnly} lookups={lookups} user={user} s={s} change={change} />

      <Sections>
        {visibleSections.map((section) => (
          <SectionEditor key={section.type} section={section} readOnly={readOnly} t={t} lookups={lookups} onChange={changeSection} confirm={askConfirm}
            cgLimit={cgLimit} tools={sectionTools} onMosDrop={onMosDrop} />
        ))}
      </Sections>

      <Footer>
        <Muted as="span" data-testid="story-changed">{isNew ? s('newStoryHint') : s('changedAt', { date: formatInstant(base.changeDate), by: base.authorNickname ?? '' })}</Muted>
        <Muted as="span">{s('estimatedVsTotal', { estimated: formatClock(Math.max(0, parseIso(draft.estimated))), total: formatClock(times.total) })}</Muted>
      </Footer>

      {versionsOpen && (
        <Dialog title={s('versionsTitle')} width={720} onClose={() => setVersionsOpen(false)} testId="story-versions-dialog" footer={<Button type="button" onClick={() => setVersionsOpen(false)}>{s('close')}</Button>}>
          <RevisionHistory api={api} t={t} type={STORY_REVISION_TYPE} id={storyId} lookups={lookups} />
        </Dialog>
      )}

      {confirm?.kind === 'takeOver' && (
        <Dialog title={s('lock.takeOverTitle')} testId="story-takeover-dialog" onClose={() => setConfirm(null)} footer={<>
          <Button type="button" onClick={() => setConfirm(null)}>{s('cancel')}</Button>
          <Button type="button" $variant="danger" data-testid="story-takeover-confirm" onClick={() => void takeOver()}>{s('lock.takeOver')}</Button>
        </>}>
          {s('lock.takeOverText', { holder: lockState.status === 'heldByOther' ? lockState.holder : lockState.status === 'lost' ? lockState.holder ?? '?' : '?' })}
        </Dialog>
      )}

      {confirm?.kind === 'close' && (
        <Dialog title={s('closeTitle')} testId="story-close-dialog" onClose={() => setConfirm(null)} footer={<>
          <Button type="button" $variant="primary" data-testid="story-close-yes" onClick={() => { setConfirm(null); void save(true); }}>{s('yes')}</Button>
          <Button type="button" data-testid="story-close-no" onClick={() => { setConfirm(null); discardAndClose(); }}>{s('no')}</Button>
          <Button type="button" data-testid="story-close-cancel" onClick={() => setConfirm(null)}>{s('cancel')}</Button>
        </>}>
          {s('closeText')}
        </Dialog>
      )}

      {confirm?.kind === 'remove' && (
        <Dialog title={s('confirmTitle')} onClose={() => setConfirm(null)} footer={<>
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
/** The sections the form shows: the link section only where links are on, or when it holds something. */
const shownSections = (draft: StoryDraft, linkEnabled: boolean) => draft.sections.filter((x) => x.type !== 'LINK' || linkEnabled || x.entries.length || x.subSections.length);

export default StoryForm;
