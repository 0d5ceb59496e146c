/**
 * The reportage's sections (spec 001 §2, §4): a toolbar adds a section of each type, each section has
 * the script editor, its duration (automatic from the text, or typed mm:ss when manual) and the running
 * total up to it, approved, a grip to drag it elsewhere and up/down buttons for the keyboard (indexes
 * stay consecutive, the move is announced) and remove (asking first when it has text).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Check, IconButton, Input, Muted, Spacer, Toolbar, useConfirm, VisuallyHidden } from '@lauda/web-kit';
import { ScriptEditor, type ScriptEditorLabels } from '@lauda/web-kit/editor';
import { REPORTAGE_SECTION_TYPES, type ReportageSectionType } from '../../common/ids.js';
import { hasText, mmss, moveSectionTo, newSection, runningMs, sectionMs, toggleManual, type DraftSection } from '../model.js';
import { useSectionDrag } from './useSectionDrag.js';

type T = (key: string, options?: Record<string, unknown>) => string;
const LABELS: (keyof ScriptEditorLabels)[] = ['toolbar', 'bold', 'italic', 'underline', 'color', 'noColor', 'comment', 'upper', 'capitalise', 'lower'];

/** `mm:ss` → ms; null while incomplete (committed only when complete). */
const parseMmss = (text: string): number | null => {
  const m = /^(\d{1,3}):([0-5]\d)$/.exec(text);
  return m ? (Number(m[1]) * 60 + Number(m[2])) * 1000 : null;
};

export function Sections({ sections, onChange, readOnly, t }: { sections: DraftSection[]; onChange(next: DraftSection[]): void; readOnly: boolean; t: T }) {
  const labels = useMemo(() => Object.fromEntries(LABELS.map((k) => [k, t(`web.editorTools.${k}`)])) as unknown as ScriptEditorLabels, [t]);
  const { ask, dialog } = useConfirm(t('web.cancel'));
  const set = (i: number, s: DraftSection) => onChange(sections.map((x, j) => (j === i ? s : x)));
  const [moved, setMoved] = useState('');
  const root = useRef<HTMLDivElement>(null);
  // a moved section's DOM node is put back in place, which drops the focus: the button pressed gets it again
  const [refocus, setRefocus] = useState<{ uuid: string; dir: 'up' | 'down' } | null>(null);
  const move = (from: number, to: number, dir?: 'up' | 'down') => {
    if (to < 0 || to >= sections.length || to === from) return;
    onChange(moveSectionTo(sections, from, to));
    setMoved(t('web.section.moved', { type: t(`web.sectionTypes.${sections[from]!.type}`), position: to + 1 }));
    if (dir) setRefocus({ uuid: sections[from]!.uuid, dir });
  };
  useEffect(() => {
    if (!refocus) return;
    const box = root.current?.querySelector(`[data-uuid="${refocus.uuid}"]`);
    const button = box?.querySelector<HTMLButtonElement>(`[data-move="${refocus.dir}"]:not(:disabled)`) ?? box?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
    setRefocus(null);
  }, [refocus, sections]);
  const drag = useSectionDrag(sections.length, move);
  const running = runningMs(sections);
  const remove = (i: number) => {
    const s = sections[i]!;
    const go = () => onChange(sections.filter((_, j) => j !== i));
    if (!hasText(s.content) && !s.observation) return go();
    ask({ title: t('web.section.removeTitle'), text: t('web.section.removeText'), confirmLabel: t('web.section.remove'), testId: 'confirm-remove-section', run: async () => go() });
  };
  return (
    <Wrap data-testid="reportage-sections" ref={root}>
      {!readOnly && (
        <Toolbar aria-label={t('web.section.add')} data-testid="section-toolbar">
          {REPORTAGE_SECTION_TYPES.map((type: ReportageSectionType) => (
            <Button key={type} type="button" $small onClick={() => onChange([...sections, newSection(type)])} data-testid={`add-section-${type}`}>
              + {t(`web.sectionTypes.${type}`)}
            </Button>
          ))}
        </Toolbar>
      )}
      {sections.map((s, i) => (
        <SectionBox key={s.uuid} ref={drag.box(i)} data-testid={`section-${i}`} data-type={s.type} data-uuid={s.uuid}
          data-dragging={drag.state?.from === i || undefined}
          data-drop={drag.state && drag.state.to === i && drag.state.from !== i && drag.state.from !== i - 1 ? 'before'
            : drag.state && i === sections.length - 1 && drag.state.to === sections.length && drag.state.from !== i ? 'after' : undefined}>
          <Toolbar $bar as="header">
            {!readOnly && <Grip {...drag.grip(i)} aria-hidden="true" title={t('web.section.drag')} data-testid={`section-${i}-grip`}>⠿</Grip>}
            <strong>{String(i + 1).padStart(2, '0')} · {t(`web.sectionTypes.${s.type}`)}</strong>
            {s.manual ? (
              <Input
                aria-label={t('web.section.duration')}
                defaultValue={mmss(s.duration)}
                key={`${s.uuid}-${s.duration}`}
                disabled={readOnly}
                inputMode="numeric"
                style={{ width: 72 }}
                data-testid={`section-${i}-duration`}
                onChange={(e) => {
                  const text = e.target.value.replace(/[^\d:]/g, '');
                  const auto = /^\d{2}$/.test(text) && !text.includes(':') ? `${text}:` : text;
                  if (auto !== e.target.value) e.target.value = auto;
                  const ms = parseMmss(auto);
                  if (ms !== null) set(i, { ...s, duration: ms });
                }}
              />
            ) : (
              <Badge data-testid={`section-${i}-duration`}>{mmss(sectionMs(s))}</Badge>
            )}
            <Muted as="span" style={{ margin: 0 }} title={t('web.section.running')} data-testid={`section-${i}-running`}>Σ {mmss(running[i]!)}</Muted>
            <Check checked={!s.manual} disabled={readOnly} onChange={() => set(i, toggleManual(s))} label={t('web.section.auto')} testId={`section-${i}-auto`} />
            <Check checked={s.approved} disabled={readOnly} onChange={(v) => set(i, { ...s, approved: v })} label={t('web.section.approved')} testId={`section-${i}-approved`} />
            <Spacer />
            {!readOnly && (
              <>
                <IconButton label={t('web.section.upOne', { n: i + 1 })} disabled={i === 0} onClick={() => move(i, i - 1, 'up')} data-move="up" data-testid={`section-${i}-up`}>↑</IconButton>
                <IconButton label={t('web.section.downOne', { n: i + 1 })} disabled={i === sections.length - 1} onClick={() => move(i, i + 1, 'down')} data-move="down" data-testid={`section-${i}-down`}>↓</IconButton>
                <IconButton label={t('web.section.remove')} onClick={() => remove(i)} data-testid={`section-${i}-remove`}>✕</IconButton>
              </>
            )}
          </Toolbar>
          <ScriptEditor
            value={s.content}
            onChange={(content) => set(i, { ...s, content })}
            readOnly={readOnly}
            label={`${t(`web.sectionTypes.${s.type}`)} ${i + 1}`}
            labels={labels}
            testId={`section-${i}-editor`}
          />
          {s.type === 'INTERVIEW' && (
            <Input
              aria-label={t('web.section.quote')}
              placeholder={t('web.section.quote')}
              value={s.observation ?? ''}
              disabled={readOnly}
              onChange={(e) => set(i, { ...s, observation: e.target.value || null })}
              data-testid={`section-${i}-quote`}
            />
          )}
        </SectionBox>
      ))}
      <VisuallyHidden aria-live="polite" data-testid="section-moved">{moved}</VisuallyHidden>
      {dialog}
    </Wrap>
  );
}

// the hidden announcement is placed against this box, not the page (which it would make scroll)
const Wrap = styled.div`
  position: relative;
`;

const SectionBox = styled.section`
  border: 1px solid var(--lauda-control-border);
  border-radius: var(--lauda-radius);
  padding: 8px;
  margin: 8px 0;
  display: grid;
  gap: 6px;
  &[data-dragging] {
    opacity: 0.55;
  }
  /* where the dragged section would go */
  &[data-drop='before'] {
    box-shadow: 0 -4px 0 0 var(--lauda-primary);
  }
  &[data-drop='after'] {
    box-shadow: 0 4px 0 0 var(--lauda-primary);
  }
`;

const Grip = styled.span`
  cursor: grab;
  touch-action: none;
  user-select: none;
  padding: 2px 6px;
  font-size: 18px;
  line-height: 1;
  color: var(--lauda-muted);
  &:active {
    cursor: grabbing;
  }
`;
