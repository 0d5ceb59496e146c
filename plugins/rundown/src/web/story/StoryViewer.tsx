/**
 * The story viewer card (spec 001 §2): title = page, type abbreviation and slug (or a "private" label
 * when the story is not visible); a meta block (branch, date, program, media code, reporter, image
 * editor, editor, timings); the sections (head, link, vt, live voice-over, footnote, recorded
 * voice-over, info) and an "all CGs" collapsible list; buttons detach, copy, versions, edit, close.
 * Detached, it lives in its own window and follows the story it is given; with none it warns
 * "viewer empty and detached". A preview mode shows a reduced header.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { StyleSheetManager } from 'styled-components';
import type { ApiClient, LiveClient, LiveMessage, Notifier } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS, STORY_REVISION_TYPE } from '../../common/ids.js';
import type { SectionType } from '../../common/timing.js';
import type { Section, Story } from '../../common/types.js';
import { allCgs, formatClock, isoClock, sectionTimes, storyPlainText } from './model.js';
import { hasText } from './richtext.js';
import { RichTextView } from './RichTextView.js';
import { MosFields } from './SectionEditor.js';
import { RevisionHistory } from './RevisionHistory.js';
import { typeOf, useLookups, userName, type Lookups } from '../lookups.js';
import { Banner, Button, Dialog, Muted, formatDate, formatInstant } from './ui.js';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The viewer's order of sections (spec 001 §2). */
export const VIEWER_ORDER: readonly SectionType[] = ['HEADER', 'LINK', 'VT', 'LIVE_VO', 'FOOTER', 'RECORDED_VO'];

export interface StoryViewerProps {
  /** the story to show; null: nothing selected */
  story: Story | null;
  api: ApiClient;
  notify: Notifier;
  t: T;
  /** lists to name users, types and the program (loaded when not given) */
  lookups?: Lookups;
  /** reduced header */
  preview?: boolean;
  /** shows the Edit button */
  onEdit?(story: Story): void;
  onClose?(): void;
  /** hide the detach button (e.g. inside a drawer) */
  noDetach?: boolean;
}

/** The viewer's title: page, type abbreviation and slug, or the "private" label. */
export function viewerTitle(story: Pick<Story, 'page' | 'slug' | 'visible' | 'typeId'>, lookups: Pick<Lookups, 'types'>, privateLabel: string): string {
  if (!story.visible) return privateLabel;
  return [story.page, typeOf(lookups, story.typeId)?.abbreviation, story.slug].filter((x) => x && String(x).trim()).join(' ');
}

export function StoryViewer(props: StoryViewerProps) {
  const { story, api, notify, t, noDetach } = props;
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  const own = useLookups(api, props.lookups ? null : story?.programId ?? null);
  const lookups = props.lookups ?? own;
  const [popup, setPopup] = useState<{ win: Window; root: HTMLElement } | null>(null);

  const detach = useCallback(() => {
    const win = window.open('', `lauda-story-viewer-${Date.now()}`, 'popup,width=760,height=900');
    if (!win) {
      // spec 001 §8 "Viewer popup blocked"
      notify.notify('warning', s('viewer.popupBlocked'));
      return;
    }
    setPopup({ win, root: preparePopup(win, s('viewer.windowTitle')) });
  }, [notify, s]);

  // the window closed by the user: back in place
  useEffect(() => {
    if (!popup) return;
    const timer = setInterval(() => {
      if (popup.win.closed) setPopup(null);
    }, 500);
    const onUnload = () => popup.win.close();
    window.addEventListener('pagehide', onUnload);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onUnload);
    };
  }, [popup]);
  useEffect(() => () => popup?.win.close(), [popup]);

  if (popup) {
    return (
      <>
        <Card data-testid="story-viewer-attached-note">
          <Muted>{s('viewer.detachedHere')}</Muted>
          <Button type="button" $small onClick={() => { popup.win.close(); setPopup(null); }}>{s('viewer.attach')}</Button>
        </Card>
        {createPortal(
          <StyleSheetManager target={popup.win.document.head}>
            <ViewerCard {...props} lookups={lookups} detached onClose={() => { popup.win.close(); setPopup(null); }} />
          </StyleSheetManager>,
          popup.root,
        )}
      </>
    );
  }
  return <ViewerCard {...props} lookups={lookups} onDetach={noDetach ? undefined : detach} />;
}

/** Gets a new window ready for the viewer: the page's styles (theme variables included), a root. */
function preparePopup(win: Window, title: string): HTMLElement {
  const doc = win.document;
  doc.title = title;
  doc.documentElement.lang = document.documentElement.lang;
  const css: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) css.push(rule.cssText);
    } catch {
      // a sheet of another origin: its rules cannot be read
    }
  }
  const style = doc.createElement('style');
  style.textContent = css.join('\n');
  doc.head.appendChild(style);
  doc.body.style.margin = '0';
  doc.body.style.padding = '12px';
  doc.body.style.background = 'var(--lauda-canvas)';
  const root = doc.createElement('div');
  doc.body.appendChild(root);
  return root;
}

function ViewerCard({
  story, api, notify, t, lookups, preview, onEdit, onClose, detached, onDetach,
}: StoryViewerProps & { lookups: Lookups; detached?: boolean; onDetach?(): void }) {
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  const [versions, setVersions] = useState(false);

  if (!story) {
    return (
      <Card data-testid="story-viewer" data-empty="true">
        {/* spec 001 §2: "Detached with no story shows the warning 'viewer empty and detached'" */}
        <Banner $level="warning" data-testid="story-viewer-empty">{detached ? s('viewer.emptyDetached') : s('viewer.empty')}</Banner>
        {onClose && <div className="buttons"><Button type="button" onClick={onClose}>{s('close')}</Button></div>}
      </Card>
    );
  }

  const title = viewerTitle(story, lookups, s('private'));
  const type = typeOf(lookups, story.typeId);
  const byType = new Map((story.sections ?? []).map((x) => [x.type, x]));
  const cgs = allCgs(story);

  const copy = async () => {
    const text = storyPlainText(story, (ty) => t(`sections.${ty}`));
    try {
      await navigator.clipboard.writeText(text);
      notify.notify('success', s('viewer.copied'));
    } catch (e) {
      notify.notify('error', s('viewer.copyFailed'), (e as Error)?.message);
    }
  };

  return (
    <Card data-testid="story-viewer" data-story-id={story.id}>
      <header className="head">
        {type?.color && story.visible && <i className="type" style={{ background: type.color }} />}
        <h2 data-testid="story-viewer-title">{title || s('untitled')}</h2>
        {!story.visible && <span className="private" data-testid="story-viewer-private">{s('private')}</span>}
        <span className="total" title={s('times.total')}>{isoClock(story.total)}</span>
      </header>

      {!preview && story.visible && (
        <Meta data-testid="story-viewer-meta">
          <MetaItem label={s('viewer.branch')}>{lookups.branchName ?? (story.branchId ? `#${story.branchId}` : '—')}</MetaItem>
          <MetaItem label={s('viewer.date')}>{formatDate(story.date) || '—'}</MetaItem>
          <MetaItem label={s('viewer.program')}>{lookups.program?.name ?? (story.programId ? `#${story.programId}` : '—')}</MetaItem>
          <MetaItem label={s('fields.mediaCode')}>{story.mediaCode || '—'}</MetaItem>
          <MetaItem label={s('fields.reporter')}>{userName(lookups, story.reporterId) || '—'}</MetaItem>
          <MetaItem label={s('fields.imageEditor')}>{userName(lookups, story.imageEditorId) || '—'}</MetaItem>
          <MetaItem label={s('fields.editor')}>{userName(lookups, story.editorId) || '—'}</MetaItem>
          <MetaItem label={s('viewer.timings')}>
            <span className="timings">
              {s('fields.estimated')} {isoClock(story.estimated)} · {s('times.head')} {isoClock(story.head)} · {s('times.link')} {isoClock(story.link)} · {s('times.vo')} {isoClock(story.vo)} · {s('times.vt')} {isoClock(story.vt)} · <b>{s('times.total')} {isoClock(story.total)}</b>
            </span>
          </MetaItem>
        </Meta>
      )}
      {preview && story.visible && (
        <Muted>{[formatDate(story.date), userName(lookups, story.reporterId)].filter(Boolean).join(' · ')}</Muted>
      )}

      {story.visible && (
        <div className="sections">
          {VIEWER_ORDER.map((ty) => {
            const sec = byType.get(ty);
            return sec && sectionHasContent(sec) ? <ViewerSection key={ty} section={sec} t={t} lookups={lookups} /> : null;
          })}
          {story.information?.trim() && (
            <section className="section" data-testid="story-viewer-info">
              <h3>{s('fields.information')}</h3>
              <p className="info">{story.information}</p>
            </section>
          )}
          {cgs.length > 0 && (
            <details className="cgs" data-testid="story-viewer-cgs">
              <summary>{s('viewer.allCgs', { count: cgs.length })}</summary>
              <ul>
                {cgs.map((cg, i) => (
                  <li key={i}>
                    <b>{cg.templateName ?? cg.slug ?? cg.media?.slug ?? t(`subSections.${cg.type}`)}</b>
                    <Muted> · {t(`sections.${cg.section}`)}</Muted>
                    {(cg.cgFields ?? []).filter((f) => f.value.trim()).map((f) => (
                      <div key={f.uuid} className="cgfield"><span>{f.name}</span> {f.value}</div>
                    ))}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}

      <div className="buttons">
        {onDetach && <Button type="button" $small data-testid="story-viewer-detach" onClick={onDetach}>{s('viewer.detach')}</Button>}
        {story.visible && <Button type="button" $small data-testid="story-viewer-copy" onClick={() => void copy()}>{s('viewer.copy')}</Button>}
        {story.visible && <Button type="button" $small data-testid="story-viewer-versions" onClick={() => setVersions(true)}>{s('versions')}</Button>}
        {onEdit && story.visible && <Button type="button" $small $variant="primary" data-testid="story-viewer-edit" onClick={() => onEdit(story)}>{s('viewer.edit')}</Button>}
        {onClose && <Button type="button" $small data-testid="story-viewer-close" onClick={onClose}>{s('close')}</Button>}
      </div>

      {versions && (
        <Dialog title={s('versionsTitle')} width={720} onCancel={() => setVersions(false)} actions={<Button type="button" onClick={() => setVersions(false)}>{s('close')}</Button>}>
          <RevisionHistory api={api} t={t} type={STORY_REVISION_TYPE} id={story.id} lookups={lookups} />
        </Dialog>
      )}
    </Card>
  );
}

function sectionHasContent(sec: Section): boolean {
  return sec.entries.some((e) => hasText(e.text) || e.camera) || sec.subSections.length > 0 || !!sec.cueIn || !!sec.cueOut;
}

function ViewerSection({ section, t, lookups }: { section: Section; t: T; lookups: Lookups }) {
  const s = (k: string) => t(`storyForm.${k}`);
  const times = sectionTimes(section);
  return (
    <section className="section" data-testid={`story-viewer-section-${section.type}`}>
      <h3>
        {t(`sections.${section.type}`)} <span className="time">{formatClock(times.time)}</span>
      </h3>
      {(section.cueIn || section.cueOut) && (
        <p className="cues">
          {section.cueIn && <span><em>{s('cueIn')}</em> {section.cueIn}</span>}
          {section.cueOut && <span><em>{s('cueOut')}</em> {section.cueOut}</span>}
        </p>
      )}
      {section.entries.filter((e) => hasText(e.text) || e.camera).map((e, i) => (
        <div className="entry" key={`e${i}`}>
          {(e.camera || e.presenterId) && <span className="who">{[e.camera && `[${e.camera}]`, userName(lookups, e.presenterId)].filter(Boolean).join(' ')}</span>}
          <RichTextView value={e.text} />
        </div>
      ))}
      {section.subSections.map((x, i) => (
        <div className="entry" key={`s${i}`} data-type={x.type}>
          {x.type === 'CAMERA_TEXT' && (x.camera || x.presenterId) && <span className="who">{[x.camera && `[${x.camera}]`, userName(lookups, x.presenterId)].filter(Boolean).join(' ')}</span>}
          {(x.type === 'CAMERA_TEXT' || x.type === 'TEXT') && <RichTextView value={x.text} />}
          {x.type === 'CG' && (
            <div className="cg">
              <b>{x.templateName || t('subSections.CG')}</b>
              {(x.cgFields ?? []).map((f) => <span key={f.uuid}> · {f.name}: {f.value}</span>)}
            </div>
          )}
          {(x.type === 'MOS_CG' || x.type === 'MOS_VIDEO') && (
            <div>
              <b>{t(`subSections.${x.type}`)}</b>
              <MosFields sub={x} t={t} />
            </div>
          )}
        </div>
      ))}
    </section>
  );
}

function MetaItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A viewer that loads a story by id and follows its live changes (for the document drawer and the
 * workspace's preview).
 */
export function StoryViewerById({ storyId, live, ...rest }: Omit<StoryViewerProps, 'story'> & { storyId: number; live: LiveClient }) {
  const [story, setStory] = useState<Story | null>(null);
  const [failed, setFailed] = useState(false);
  const ref = useRef(rest);
  ref.current = rest;
  useEffect(() => {
    let active = true;
    setStory(null);
    setFailed(false);
    ref.current.api
      .get<Story>(`/api/stories/${storyId}`)
      .then((x) => active && setStory(x))
      .catch((e) => {
        if (!active) return;
        setFailed(true);
        ref.current.notify.error(e, 'loadFailed');
      });
    return () => {
      active = false;
    };
  }, [storyId]);
  useEffect(() => live.subscribe(RUNDOWN_TOPICS.stories, (m: LiveMessage) => {
    const data = m.data as Partial<Story> & { field?: string; newValue?: unknown; values?: { id: number; newValue: unknown }[] };
    // a PATCH of several stories (display status, approval…): id null, one value per story
    if (m.op === 'PATCH' && data?.field && Array.isArray(data.values)) {
      const hit = data.values.find((v) => Number(v.id) === storyId);
      if (hit) setStory((prev) => (prev ? { ...prev, [data.field!]: hit.newValue } : prev));
      return;
    }
    if (Number(m.id) !== storyId) return;
    if ((m.op === 'UPDATE' || m.op === 'CREATE') && typeof data.id === 'number') setStory((prev) => ({ ...(prev ?? {}), ...data } as Story));
    else if (m.op === 'PATCH' && data.field) setStory((prev) => (prev ? { ...prev, [data.field!]: data.newValue } : prev));
    else if (m.op === 'DELETE') setFailed(true);
  }), [live, storyId]);
  if (failed) return <Muted>{rest.t('storyForm.loadFailed')}</Muted>;
  if (!story) return <Muted>{rest.t('storyForm.loading')}</Muted>;
  return <StoryViewer {...rest} story={story} />;
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px;
  background: var(--lauda-surface);
  color: var(--lauda-text);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  font-size: 14px;
  .head {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .head h2 {
    flex: 1;
    font-size: 16px;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .type {
    width: 10px;
    height: 10px;
    border-radius: 50%;
  }
  .private {
    font-size: 11px;
    padding: 1px 8px;
    border-radius: 8px;
    background: var(--lauda-warning);
    color: var(--lauda-on-warning);
  }
  .total {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    color: var(--lauda-primary);
  }
  .sections {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .section h3 {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--lauda-muted);
    margin: 0 0 4px;
  }
  .section .time {
    font-variant-numeric: tabular-nums;
    color: var(--lauda-primary);
    margin-left: 6px;
  }
  .entry {
    padding: 4px 0 4px 8px;
    border-left: 2px solid var(--lauda-line);
    margin-bottom: 4px;
  }
  .who {
    display: block;
    font-size: 11px;
    font-weight: 600;
    color: var(--lauda-muted);
  }
  .cues {
    display: flex;
    gap: 16px;
    margin: 0 0 4px;
    font-size: 13px;
  }
  .cues em {
    font-style: normal;
    color: var(--lauda-muted);
    font-size: 11px;
    text-transform: uppercase;
  }
  .info {
    white-space: pre-wrap;
    margin: 0;
  }
  .cgs summary {
    cursor: pointer;
    font-weight: 600;
  }
  .cgs ul {
    margin: 6px 0 0;
    padding-left: 18px;
  }
  .cgfield span {
    color: var(--lauda-muted);
    font-size: 12px;
  }
  .buttons {
    display: flex;
    gap: 6px;
    justify-content: flex-end;
    flex-wrap: wrap;
    padding-top: 6px;
    border-top: 1px solid var(--lauda-line);
  }
  .timings {
    font-variant-numeric: tabular-nums;
  }
`;
const Meta = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px 14px;
  margin: 0;
  padding: 8px 10px;
  background: var(--lauda-sunken);
  border-radius: var(--lauda-radius);
  > div:last-child {
    grid-column: 1 / -1;
  }
  dt {
    font-size: 10px;
    text-transform: uppercase;
    color: var(--lauda-muted);
  }
  dd {
    margin: 0;
    font-size: 13px;
  }
`;

export { formatInstant };
