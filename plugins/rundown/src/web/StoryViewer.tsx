/**
 * A read-only story card (the preview tab's viewer): title = page, type and slug, or "private";
 * meta with the timings; the sections with their texts, `[comments]` coloured. Follows the story
 * live (a change reloads it).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { LiveMessage } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS } from '../common/ids.js';
import type { RichText, Story } from '../common/types.js';
import { useWorkspace } from './context.js';
import { clock, displayDate, isoMs } from './logic/format.js';
import { Badge, Button, Empty } from './ui.js';
import { LockIcon } from './Grid.js';

export function StoryViewer({ storyId, onEdit }: { storyId: number; onEdit?: () => void }) {
  const { api, live, w, types, users, programName, can } = useWorkspace();
  const [story, setStory] = useState<Story | null>(null);
  const [gone, setGone] = useState(false);
  const [tick, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let on = true;
    api.get<Story>(`/api/stories/${storyId}`)
      .then((s) => {
        if (!on) return;
        setStory(s);
        setGone(false);
      })
      .catch(() => on && setGone(true));
    return () => {
      on = false;
    };
  }, [api, storyId, tick]);

  useEffect(() => live.subscribe(RUNDOWN_TOPICS.stories, (m: LiveMessage) => {
    const hit = Number(m.id) === storyId || (m.id === null && Array.isArray((m.data as { values?: { id: number }[] })?.values) && (m.data as { values: { id: number }[] }).values.some((v) => v.id === storyId));
    if (!hit || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setTick((n) => n + 1);
    }, 300);
  }), [live, storyId]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  if (gone) return <Empty>{w('viewer.gone')}</Empty>;
  if (!story) return <Empty>{w('loading')}</Empty>;
  const type = story.typeId !== null ? types.get(story.typeId) : undefined;
  const name = (id: number | null) => (id === null ? '—' : users.get(id)?.nickname ?? `#${id}`);
  const t = (iso: string) => clock(isoMs(iso));

  return (
    <Card data-testid="story-viewer" data-id={story.id}>
      <header>
        <h2>
          {story.visible ? (
            <>
              {story.page && <span className="page">{story.page}</span>}
              {type && <span className="type" style={{ background: type.color }}>{type.abbreviation}</span>}
              <span data-testid="viewer-slug">{story.slug || w('grid.noSlug')}</span>
            </>
          ) : (
            <span className="private"><LockIcon /> {w('grid.private')}</span>
          )}
        </h2>
        <div className="tags">
          {story.approved && <Badge $bg="#e2f4e8" $fg="#1d6b3d">{w('columns.approvedTitle')}</Badge>}
          {story.ok && <Badge $bg="#e3edff" $fg="#1f4fa8">OK</Badge>}
          <Badge $bg={story.displayStatus === 'play' ? '#d3202b' : undefined} $fg={story.displayStatus === 'play' ? '#fff' : undefined}>{w(`status.${story.displayStatus}`)}</Badge>
          {onEdit && story.visible && can.storyWrite && <Button type="button" $small onClick={onEdit} data-testid="viewer-edit">{w('viewer.edit')}</Button>}
        </div>
      </header>
      <dl className="meta">
        <div><dt>{w('viewer.date')}</dt><dd>{displayDate(story.date)}</dd></div>
        <div><dt>{w('viewer.program')}</dt><dd>{programName(story.programId)}</dd></div>
        <div><dt>{w('columns.reporter')}</dt><dd>{name(story.reporterId)}</dd></div>
        <div><dt>{w('viewer.editor')}</dt><dd>{name(story.editorId)}</dd></div>
        <div><dt>{w('viewer.imageEditor')}</dt><dd>{name(story.imageEditorId)}</dd></div>
        <div><dt>{w('viewer.mediaCode')}</dt><dd>{story.mediaCode ?? '—'}</dd></div>
        <div><dt>{w('viewer.author')}</dt><dd>{story.authorNickname ?? '—'}</dd></div>
      </dl>
      <div className="times">
        {(['estimated', 'head', 'link', 'vo', 'vt', 'total'] as const).map((k) => (
          <div key={k} className={k === 'total' ? 'strong' : ''}><span>{w(`columns.${k}`)}</span><b>{t(story[k])}</b></div>
        ))}
      </div>
      {story.visible && (story.sections ?? []).map((sec) => (
        <section key={sec.type}>
          <h3>{w(`viewer.sections.${sec.type}`)} <span className="dur">{isoMs(sec.duration) ? clock(isoMs(sec.duration)) : ''}</span></h3>
          {sec.entries.map((e, i) => (
            <div key={i} className="entry">
              {e.camera && <span className="cam">{w('viewer.camera', { camera: e.camera })}</span>}
              <Rich value={e.text} />
            </div>
          ))}
          {sec.subSections.map((ss, i) => (
            <div key={`s${i}`} className="sub">
              <span className="sub-type">{w(`viewer.subSections.${ss.type}`)}</span>
              {ss.media?.slug && <span>{ss.media.slug} {ss.media.duration ? `(${clock(isoMs(ss.media.duration))})` : ''}</span>}
              {ss.templateName && <span>{ss.templateName}: {(ss.cgFields ?? []).map((f) => f.value).join(' / ')}</span>}
              {ss.text && <Rich value={ss.text} />}
            </div>
          ))}
          {(sec.cueIn || sec.cueOut) && <p className="cue">{sec.cueIn && <>▶ {sec.cueIn} </>}{sec.cueOut && <>■ {sec.cueOut}</>}</p>}
        </section>
      ))}
      {story.information && <section><h3>{w('viewer.information')}</h3><p className="info">{story.information}</p></section>}
    </Card>
  );
}

/** Rich text: bold, italic, underline, colour; comment runs and `[bracketed]` text coloured. */
function Rich({ value }: { value: RichText | undefined }) {
  return (
    <div className="rich">
      {(value ?? []).map((p, i) => (
        <p key={i}>
          {p.children.map((c, j) => {
            const style: React.CSSProperties = {
              fontWeight: c.bold ? 700 : undefined,
              fontStyle: c.italic ? 'italic' : undefined,
              textDecoration: c.underline ? 'underline' : undefined,
              color: c.color ?? undefined,
            };
            if (c.comment) return <span key={j} className="comment" style={style}>[{c.text}]</span>;
            return (
              <span key={j} style={style}>
                {c.text.split(/(\[[^\]]*\])/).map((part, k) => (part.startsWith('[') && part.endsWith(']') ? <span key={k} className="comment">{part}</span> : part))}
              </span>
            );
          })}
        </p>
      ))}
    </div>
  );
}

const Card = styled.article`
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  padding: 12px 16px;
  font-size: 13px;
  header { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; margin-bottom: 8px; }
  h2 { display: flex; align-items: center; gap: 8px; font-size: 16px; }
  .page { font-family: var(--lauda-font-mono); color: var(--lauda-muted); }
  .type { padding: 0 6px; border-radius: 3px; color: #fff; font-size: 11px; }
  .private { color: var(--lauda-muted); font-style: italic; }
  .tags { display: flex; gap: 6px; align-items: center; }
  .meta { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 4px 12px; margin: 0 0 10px; }
  .meta dt { font-size: 10px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--lauda-muted); }
  .meta dd { margin: 0; }
  .times { display: flex; gap: 16px; padding: 6px 8px; background: var(--lauda-sunken); border-radius: 3px; margin-bottom: 10px; }
  .times span { display: block; font-size: 10px; text-transform: uppercase; color: var(--lauda-muted); }
  .times b { font-family: var(--lauda-font-mono); font-weight: 600; }
  .times .strong b { font-weight: 800; }
  section { border-top: 1px solid var(--lauda-line); padding: 8px 0; }
  h3 { font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; color: #27436b; margin-bottom: 4px; }
  h3 .dur { font-family: var(--lauda-font-mono); color: var(--lauda-muted); margin-left: 6px; }
  .entry { display: flex; gap: 8px; margin-bottom: 4px; }
  .cam { flex: none; font-size: 10px; font-weight: 700; padding: 1px 5px; height: 17px; border-radius: 3px; background: #27313f; color: #fff; }
  .rich { min-width: 0; }
  .rich p { margin: 0 0 4px; line-height: 1.5; overflow-wrap: anywhere; }
  .comment { color: #c46a00; }
  .sub { display: flex; gap: 8px; align-items: baseline; font-size: 12px; color: var(--lauda-muted); margin: 2px 0; }
  .sub-type { font-size: 10px; font-weight: 700; text-transform: uppercase; }
  .cue { margin: 4px 0 0; font-size: 12px; color: var(--lauda-muted); }
  .info { white-space: pre-wrap; margin: 0; }
`;
