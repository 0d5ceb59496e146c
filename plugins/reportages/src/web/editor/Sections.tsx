/**
 * The reportage's sections (spec 001 §2, §4): a toolbar adds a section of each type, each section has
 * the script editor, its duration (automatic from the text, or typed mm:ss when manual), approved,
 * up/down (indexes stay consecutive) and remove (asking first when it has text).
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { Badge, Button, Check, IconButton, Input, Spacer, Toolbar, useConfirm } from '@lauda/web-kit';
import { ScriptEditor, type ScriptEditorLabels } from '@lauda/web-kit/editor';
import { REPORTAGE_SECTION_TYPES, type ReportageSectionType } from '../../common/ids.js';
import { hasText, mmss, moveSection, newSection, sectionMs, toggleManual, type DraftSection } from '../model.js';

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
  const remove = (i: number) => {
    const s = sections[i]!;
    const go = () => onChange(sections.filter((_, j) => j !== i));
    if (!hasText(s.content) && !s.observation) return go();
    ask({ title: t('web.section.removeTitle'), text: t('web.section.removeText'), confirmLabel: t('web.section.remove'), testId: 'confirm-remove-section', run: async () => go() });
  };
  return (
    <div data-testid="reportage-sections">
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
        <SectionBox key={s.uuid} data-testid={`section-${i}`} data-type={s.type}>
          <Toolbar $bar as="header">
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
            <Check checked={!s.manual} disabled={readOnly} onChange={() => set(i, toggleManual(s))} label={t('web.section.auto')} testId={`section-${i}-auto`} />
            <Check checked={s.approved} disabled={readOnly} onChange={(v) => set(i, { ...s, approved: v })} label={t('web.section.approved')} testId={`section-${i}-approved`} />
            <Spacer />
            {!readOnly && (
              <>
                <IconButton label={t('web.section.up')} disabled={i === 0} onClick={() => onChange(moveSection(sections, i, -1))} data-testid={`section-${i}-up`}>↑</IconButton>
                <IconButton label={t('web.section.down')} disabled={i === sections.length - 1} onClick={() => onChange(moveSection(sections, i, 1))} data-testid={`section-${i}-down`}>↓</IconButton>
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
      {dialog}
    </div>
  );
}

const SectionBox = styled.section`
  border: 1px solid var(--lauda-control-border);
  border-radius: var(--lauda-radius);
  padding: 8px;
  margin: 8px 0;
  display: grid;
  gap: 6px;
`;
