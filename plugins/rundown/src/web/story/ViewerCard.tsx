/** The story viewer's card: title, meta block, sections, all CGs, and its buttons. */
import { useState, type ReactNode } from 'react';
import { STORY_REVISION_TYPE } from '../../common/ids.js';
import type { SectionType } from '../../common/timing.js';
import type { Section, Story } from '../../common/types.js';
import { allCgs, formatClock, isoClock, sectionTimes, storyPlainText } from './model.js';
import { hasText } from './richtext.js';
import { RichTextView } from './RichTextView.js';
import { MosFields } from './SubSectionParts.js';
import { RevisionHistory } from './RevisionHistory.js';
import { StoryPdfLinks } from './StoryPdfLinks.js';
import { typeOf, userName, type Lookups } from '../lookups.js';
import { Alert, Button, Dialog, formatDate, Muted } from '@lauda/web-kit';
import { Card, Meta } from './viewerStyles.js';
import type { StoryViewerProps } from './StoryViewer.js';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The viewer's order of sections (spec 001 §2). */
export const VIEWER_ORDER: readonly SectionType[] = ['HEADER', 'LINK', 'VT', 'LIVE_VO', 'FOOTER', 'RECORDED_VO'];

export function viewerTitle(story: Pick<Story, 'page' | 'slug' | 'visible' | 'typeId'>, lookups: Pick<Lookups, 'types'>, privateLabel: string): string {
  if (!story.visible) return privateLabel;
  return [story.page, typeOf(lookups, story.typeId)?.abbreviation, story.slug].filter((x) => x && String(x).trim()).join(' ');
}


export function ViewerCard({
  story, api, notify, t, lookups, preview, onEdit, onClose, detached, onDetach,
}: StoryViewerProps & { lookups: Lookups; detached?: boolean; onDetach?(): void }) {
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  const [versions, setVersions] = useState(false);

  if (!story) {
    return (
      <Card data-testid="story-viewer" data-empty="true">
        {/* spec 001 §2: "Detached with no story shows the warning 'viewer empty and detached'" */}
        <Alert $tone="warning" data-testid="story-viewer-empty">{detached ? s('viewer.emptyDetached') : s('viewer.empty')}</Alert>
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
        <Muted as="span">{[formatDate(story.date), userName(lookups, story.reporterId)].filter(Boolean).join(' · ')}</Muted>
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
                    <Muted as="span"> · {t(`sections.${cg.section}`)}</Muted>
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
        {story.visible && <StoryPdfLinks storyId={story.id} s={s} />}
        {onEdit && story.visible && <Button type="button" $small $variant="primary" data-testid="story-viewer-edit" onClick={() => onEdit(story)}>{s('viewer.edit')}</Button>}
        {onClose && <Button type="button" $small data-testid="story-viewer-close" onClick={onClose}>{s('close')}</Button>}
      </div>

      {versions && (
        <Dialog title={s('versionsTitle')} width={720} onClose={() => setVersions(false)} footer={<Button type="button" onClick={() => setVersions(false)}>{s('close')}</Button>}>
          <RevisionHistory api={api} t={t} type={STORY_REVISION_TYPE} id={story.id} lookups={lookups} />
        </Dialog>
      )}
    </Card>
  );
}

export function sectionHasContent(sec: Section): boolean {
  return sec.entries.some((e) => hasText(e.text) || e.camera) || sec.subSections.length > 0 || !!sec.cueIn || !!sec.cueOut;
}

export function ViewerSection({ section, t, lookups }: { section: Section; t: T; lookups: Lookups }) {
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
