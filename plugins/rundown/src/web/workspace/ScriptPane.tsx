/**
 * The script pane beside (or under) the grid: the selected story's script, read-only, following
 * the selection and the story's live changes. It shows what the server lets the user see: a
 * private story stays a label.
 */
import styled from 'styled-components';
import { IconButton, Muted } from '@lauda/web-kit';
import { hasText, ScriptView, type RichText } from '@lauda/web-kit/editor';
import type { Section } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { VIEWER_ORDER } from '../story/ViewerCard.js';
import { useLiveStory } from '../story/useLiveStory.js';

type Line = { who: string; text: RichText };

/** The lines of a section a presenter reads: its entries and its text subsections, each with its camera. */
function linesOf(section: Section): Line[] {
  const who = (camera?: string | null) => (camera ? `[${camera}]` : '');
  return [
    ...section.entries.map((e) => ({ who: who(e.camera), text: e.text })),
    ...section.subSections.filter((x) => (x.type === 'TEXT' || x.type === 'CAMERA_TEXT') && x.text).map((x) => ({ who: who(x.camera), text: x.text! })),
  ].filter((l) => hasText(l.text) || l.who);
}

export function ScriptPane({ storyId, onHide }: { storyId: number | null; onHide: () => void }) {
  const { api, live, notify, w, t } = useWorkspace();
  const { story, failed } = useLiveStory(storyId, api, live, notify);
  const sections = story?.visible ? VIEWER_ORDER.flatMap((ty) => {
    const sec = (story.sections ?? []).find((x) => x.type === ty);
    const lines = sec ? linesOf(sec) : [];
    return lines.length ? [{ type: ty, lines }] : [];
  }) : [];
  const title = !story ? '' : story.visible ? [story.page, story.slug].filter((x) => x && String(x).trim()).join(' ') : w('scriptPane.private');
  return (
    <Pane aria-label={w('scriptPane.title')} data-testid="script-pane" data-story-id={story?.id ?? ''}>
      <header>
        <h2>{w('scriptPane.title')}</h2>
        <span className="story" data-testid="script-pane-title">{title}</span>
        <IconButton label={w('scriptPane.hide')} onClick={onHide} data-testid="script-pane-hide" className="hide">{null}</IconButton>
      </header>
      <div className="script-body" data-testid="script-pane-body">
        {storyId === null ? <Muted>{w('scriptPane.pick')}</Muted>
          : failed ? <Muted>{w('scriptPane.failed')}</Muted>
          : !story ? <Muted>{w('scriptPane.loading')}</Muted>
          : !story.visible ? <Muted>{w('scriptPane.private')}</Muted>
          : sections.length === 0 ? <Muted>{w('scriptPane.empty')}</Muted>
          : sections.map((sec) => (
            <section key={sec.type} data-testid={`script-pane-section-${sec.type}`}>
              <h3>{t(`sections.${sec.type}`)}</h3>
              {sec.lines.map((l, i) => (
                <div className="line" key={i}>
                  {l.who && <span className="who">{l.who}</span>}
                  <ScriptView value={l.text} />
                </div>
              ))}
            </section>
          ))}
      </div>
    </Pane>
  );
}

const Pane = styled.aside`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  height: 100%;
  background: var(--lauda-surface);
  > header { display: flex; align-items: center; gap: 8px; padding: 4px 8px; flex: none; border-bottom: 1px solid var(--lauda-line); background: var(--lauda-sunken); }
  /* the glyph by CSS: a visible character would not match the button's name */
  .hide::before { content: '✕'; }
  h2 { font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--lauda-muted); margin: 0; }
  .story { flex: 1; min-width: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .script-body { flex: 1; min-height: 0; overflow: auto; padding: 8px 12px 16px; line-height: 1.5; }
  h3 { font-size: 11px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--lauda-muted); margin: 10px 0 4px; }
  .line { margin-bottom: 6px; }
  .who { font-family: var(--lauda-font-mono); font-size: 12px; color: var(--lauda-muted); }
  p { margin: 0 0 4px; }
`;
