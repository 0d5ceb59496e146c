/**
 * A past rundown, read-only, in a drawer: its blocks and stories in show order, each story with
 * its page, slug and times and the script read on air. Others' private stories are their place
 * only (the rundown's own answer: `GET /api/rundowns/{id}`), as in the workspace. A slug opens the
 * story in the document drawer (the rundown's story viewer); nothing here changes the rundown.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, DocumentDrawer, Loading, Muted, SidePanel, formatDate, shortTime, useLatest } from '@lauda/web-kit';
import type { Rundown, Story } from '@lauda/plugin-rundown/common';
import { VIEWER_ORIGIN, type ArchiveProgram } from '../common/index.js';
import { clock, mayRestore } from './model';
import { StoryScript } from './StoryScript';
import { programName } from './usePrograms';

interface Props extends PanelProps {
  id: number;
  programs: ArchiveProgram[];
  onClose(): void;
  onRestore(): void;
}

export function RundownViewer({ api, notify, t, user, id, programs, onClose, onRestore }: Props) {
  const [rundown, setRundown] = useState<Rundown | null>(null);
  const [story, setStory] = useState<number | null>(null);
  // read once per rundown: the panel's re-renders hand new callbacks
  const failed = useLatest({ notify, onClose });
  useEffect(() => {
    let on = true;
    api.get<Rundown>(`/api/rundowns/${id}`).then((r) => on && setRundown(r), (e) => { if (on) { failed.current.notify.error(e, 'loadFailed'); failed.current.onClose(); } });
    return () => { on = false; };
  }, [api, id]);

  const title = rundown ? t('viewer.rundown', { program: programName(programs, rundown.programId), date: formatDate(rundown.date) }) : t('viewer.rundownLoading');
  const restore = rundown && mayRestore(user, 'rundowns')
    ? <Button type="button" $small onClick={onRestore} data-testid="archive-rundown-restore">{t('restore')}</Button>
    : null;
  let blockNo = 0;
  return (
    <Drawer title={title} width={720} testId="archive-rundown" data-rundown={String(id)} closeLabel={t('close')} onClose={onClose} header={restore}>
      <div className="body">
        {!rundown ? <Loading /> : (
          <>
            <Muted as="p" className="meta" data-testid="archive-rundown-meta">
              {t('viewer.meta', { start: shortTime(rundown.start), end: shortTime(rundown.end), total: clock(rundown.totals.fullTotal) })}
            </Muted>
            {rundown.blocks.map((b) => {
              const name = b.standBy ? t('viewer.standBy') : t('viewer.block', { n: ++blockNo });
              return (
                <section key={b.id} className="block" aria-label={name} data-testid={`archive-block-${b.id}`}>
                  <h3>{name}<span className="commercial">{b.standBy ? '' : t('viewer.commercial', { time: clock(b.commercial) })}</span></h3>
                  {b.stories.length === 0 ? <Muted as="p">{t('viewer.noStories')}</Muted> : (
                    <ol>{b.stories.map((s) => <StoryItem key={s.id} s={s} t={t} onOpen={() => setStory(s.id)} />)}</ol>
                  )}
                </section>
              );
            })}
          </>
        )}
      </div>
      {story !== null && (
        <DocumentDrawer origin={VIEWER_ORIGIN.stories} id={story} title={t('viewer.story')} unavailable={t('viewer.unavailable')} closeLabel={t('close')} onClose={() => setStory(null)} />
      )}
    </Drawer>
  );
}

function StoryItem({ s, t, onOpen }: { s: Story; t: PanelProps['t']; onOpen(): void }) {
  if (!s.visible) {
    return (
      <li className="story private" data-testid={`archive-story-${s.id}`} data-private="true">
        <div className="line"><span className="page" /><Muted as="span" className="slug">{t('viewer.privateStory')}</Muted><span className="time">{clock(s.total)}</span></div>
        <Muted as="p" className="none">{t('viewer.privateHint')}</Muted>
      </li>
    );
  }
  return (
    <li className="story" data-testid={`archive-story-${s.id}`}>
      <div className="line">
        <span className="page">{s.page ?? ''}</span>
        <Button type="button" $variant="ghost" $small className="slug" onClick={onOpen} data-testid={`archive-story-open-${s.id}`}>{s.slug || '—'}</Button>
        <span className="time" title={t('viewer.times', { estimated: clock(s.estimated), total: clock(s.total) })}>{clock(s.total)}</span>
      </div>
      <StoryScript sections={s.sections} t={t} testId={`archive-script-${s.id}`} />
    </li>
  );
}

const Drawer = styled(SidePanel)`
  > .body { flex: 1; overflow: auto; padding: 10px 14px 16px; }
  .meta { margin: 0 0 8px; }
  .block { margin: 0 0 14px; }
  .block h3 { font-size: var(--lauda-font-size); margin: 0 0 6px; padding: 4px 8px; background: var(--lauda-state-block-bg); color: var(--lauda-state-block); border-radius: var(--lauda-radius); display: flex; gap: 12px; }
  .commercial { font-weight: 400; }
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
  .story { border-bottom: 1px solid var(--lauda-line); padding: 0 0 8px; }
  .story.private { background: var(--lauda-state-faint-bg); padding: 4px 8px 8px; }
  .line { display: flex; align-items: center; gap: 8px; }
  .page { min-width: 2.5em; font-family: var(--lauda-font-mono); }
  .slug { font-weight: 700; }
  .time { margin-left: auto; font-family: var(--lauda-font-mono); }
  .none { margin: 2px 0 0; font-size: var(--lauda-font-small); }
  @media (max-width: 720px) { width: 100vw !important; }
`;
