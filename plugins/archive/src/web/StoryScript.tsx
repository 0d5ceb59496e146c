/**
 * A story's script, read-only, as it was read on air: its sections in the spec's order (HEADER,
 * LINK, LIVE_VO, RECORDED_VO, VT, FOOTER), each with its cues, the camera of each entry and the
 * texts (entries, then TEXT and CAMERA_TEXT subsections), drawn by the kit's ScriptView.
 */
import styled from 'styled-components';
import { Muted } from '@lauda/web-kit';
import { ScriptView } from '@lauda/web-kit/editor';
import type { Section } from '@lauda/plugin-rundown/common';
import type { T } from './model';

const ORDER = ['HEADER', 'LINK', 'LIVE_VO', 'RECORDED_VO', 'VT', 'FOOTER'];
const TEXTS = ['TEXT', 'CAMERA_TEXT'];

export function StoryScript({ sections, t, testId }: { sections: Section[] | undefined; t: T; testId: string }) {
  const shown = [...(sections ?? [])].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  if (!shown.length) return <Muted as="p" className="none">{t('viewer.noScript')}</Muted>;
  return (
    <Script data-testid={testId}>
      {shown.map((s) => (
        <div key={s.type} className="section" data-section={s.type}>
          <div className="label">
            {t(`sections.${s.type}`)}
            {s.cueIn && <span className="cue">{t('viewer.cueIn', { cue: s.cueIn })}</span>}
            {s.cueOut && <span className="cue">{t('viewer.cueOut', { cue: s.cueOut })}</span>}
          </div>
          {s.entries.map((e, i) => (
            <div key={`e${i}`} className="entry">
              {e.camera && <span className="camera">{t('viewer.camera', { camera: e.camera })}</span>}
              <ScriptView value={e.text} />
            </div>
          ))}
          {s.subSections.filter((x) => TEXTS.includes(x.type) && x.text).map((x, i) => (
            <div key={`s${i}`} className="entry">
              {x.camera && <span className="camera">{t('viewer.camera', { camera: x.camera })}</span>}
              <ScriptView value={x.text} />
            </div>
          ))}
          {s.subSections.filter((x) => !TEXTS.includes(x.type)).map((x, i) => (
            <div key={`m${i}`} className="item">{t(`viewer.items.${x.type}`)}{x.slug || x.templateName ? `: ${x.slug || x.templateName}` : ''}</div>
          ))}
        </div>
      ))}
    </Script>
  );
}

const Script = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 4px 0 0;
  .label { font-size: var(--lauda-font-small); font-weight: 700; color: var(--lauda-muted); text-transform: uppercase; display: flex; gap: 8px; flex-wrap: wrap; }
  .cue { font-weight: 400; text-transform: none; }
  .entry { display: flex; gap: 8px; align-items: baseline; }
  .camera { font-size: var(--lauda-font-small); font-weight: 700; white-space: nowrap; }
  .item { font-size: var(--lauda-font-small); color: var(--lauda-muted); }
`;
