/**
 * The text on the prompter: each story headed by its page and slug, then its read lines (brackets
 * and comments already out, `common/script.ts`); or the reading test text. Every heading and line
 * carries `data-mark`, which the page uses to keep the reading place when the text changes.
 */
import { Fragment, memo } from 'react';
import styled from 'styled-components';
import type { PrompterBlock, PrompterStory } from '../logic/prompter.js';
import { ON_AIR } from '../colors.js';
import { cameraCue } from './cameraCue.js';

type T = (key: string, options?: Record<string, unknown>) => string;

function StoryText({ story, t }: { story: PrompterStory; t: T }) {
  const cls = [story.onAir ? 'on-air' : '', story.aired ? 'aired' : '', story.visible ? '' : 'hidden'].filter(Boolean).join(' ');
  let camera: string | null = null;
  return (
    <Story data-story={story.id} data-testid="prompter-story" data-on-air={story.onAir ? 'true' : 'false'} className={cls}>
      <Heading data-mark={`s${story.id}`}>
        <span className="page">{story.page || '—'}</span>
        <span className="slug">{story.visible ? story.slug : t('prompter.hidden')}</span>
        {story.onAir && <span className="tag" data-testid="prompter-on-air">{t('prompter.onAir')}</span>}
      </Heading>
      {story.visible && !story.lines.length && <p className="note">{t('prompter.noText')}</p>}
      {story.lines.map((l, i) => {
        // a camera cue where the camera changes
        const cue = l.camera && l.camera !== camera ? l.camera : null;
        camera = l.camera ?? camera;
        return (
          <p key={i} data-mark={`s${story.id}-${i}`}>
            {cue && <span className="cue">{cameraCue(cue, t)}</span>}
            {l.text}
          </p>
        );
      })}
    </Story>
  );
}

export const RundownText = memo(function RundownText({ blocks, t }: { blocks: PrompterBlock[]; t: T }) {
  const empty = !blocks.some((b) => b.stories.length);
  return (
    <>
      {empty && <p className="note">{t('prompter.noStories')}</p>}
      {blocks.map((b) => (
        <Fragment key={b.id}>
          {(b.stories.length > 0 || b.number > 1) && (
            <BlockMark data-mark={`b${b.id}`}>
              <span>{t('prompter.block', { number: b.number })}</span>
            </BlockMark>
          )}
          {b.stories.map((s) => (
            <StoryText key={s.id} story={s} t={t} />
          ))}
        </Fragment>
      ))}
      {!empty && (
        <BlockMark className="end" data-mark="end">
          <span>{t('prompter.end')}</span>
        </BlockMark>
      )}
    </>
  );
});

export const TestText = memo(function TestText({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  return (
    <Story data-testid="prompter-test" className="test">
      <Heading data-mark="t">
        <span className="slug">{title}</span>
      </Heading>
      {paragraphs.map((p, i) => (
        <p key={i} data-mark={`t${i}`}>
          {p}
        </p>
      ))}
    </Story>
  );
});

const Story = styled.section`
  margin: 0 0 0.9em;
  p {
    margin: 0 0 0.45em;
    overflow-wrap: break-word;
  }
  p.note {
    font-size: 0.45em;
    font-style: italic;
    font-weight: 400;
    color: #8a8f98;
  }
  .cue {
    display: inline-block;
    margin-right: 0.4em;
    padding: 0.05em 0.35em;
    font-size: 0.42em;
    font-weight: 700;
    vertical-align: 0.45em;
    letter-spacing: 0.05em;
    color: #111;
    background: #ffd54a;
    border-radius: 0.2em;
  }
  &.on-air {
    box-shadow: -0.3em 0 0 ${ON_AIR};
  }
  &.aired > p,
  &.aired > header {
    opacity: 0.45;
  }
  &.hidden > header .slug {
    font-style: italic;
    text-transform: none;
    color: #8a8f98;
  }
`;

const Heading = styled.header`
  display: flex;
  align-items: center;
  gap: 0.5em;
  margin: 0 0 0.35em;
  padding: 0.2em 0.3em;
  font-size: 0.5em;
  font-weight: 700;
  line-height: 1.2;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: #9ec1ff;
  border-top: 2px solid #2c3440;
  .page {
    min-width: 1.8em;
    padding: 0.05em 0.3em;
    text-align: center;
    color: #0b0d10;
    background: #9ec1ff;
    border-radius: 0.15em;
  }
  .slug {
    flex: 1;
    min-width: 0;
  }
  .tag {
    padding: 0.05em 0.45em;
    font-size: 0.8em;
    color: #fff;
    background: ${ON_AIR};
    border-radius: 0.15em;
    animation: lauda-prompter-blink 1.6s ease-in-out infinite;
  }
  .on-air > & {
    color: #fff;
    background: rgba(211, 32, 43, 0.35);
    border-top-color: ${ON_AIR};
    .page {
      color: #fff;
      background: ${ON_AIR};
    }
  }
  .test > & {
    color: #ffd54a;
    border-top-color: #ffd54a;
  }
  @keyframes lauda-prompter-blink {
    50% {
      opacity: 0.55;
    }
  }
`;

const BlockMark = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6em;
  margin: 0.6em 0 0.5em;
  font-size: 0.36em;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: #6f7782;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px dashed #3a424d;
  }
  &.end {
    margin-top: 1.2em;
    color: #9aa2ad;
  }
`;
