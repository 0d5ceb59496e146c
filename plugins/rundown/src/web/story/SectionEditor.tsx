/** One section of the story form: its entries and sub-sections, cues, duration and reading time. */
import { memo, useCallback, useState, type DragEvent } from 'react';
import { readingTime } from '../../common/timing.js';
import type { CreditTemplate } from '@lauda/sdk/device';
import { Slot } from '@lauda/web-kit';
import type { CgField, SubSection } from '../../common/types.js';
import type { SubSectionType } from '../../common/ids.js';
import {
  ADDABLE_SUBSECTIONS, CUE_SECTIONS, formatClock, move, newEntry, newSubSection, sectionTimes, type FormEntry, type FormSection, type FormSubSection,
} from './model.js';
import { hasText, plainText, type RichText } from './richtext.js';
import { RichTextEditor } from './RichTextEditor.js';
import { DurationInput, UserSelect } from './inputs.js';
import type { Lookups } from '../lookups.js';
import { Button, Field, IconButton, Input } from '@lauda/web-kit';
import { formatDuration } from '@lauda/sdk/web';
import { looksLikeMos } from '@lauda/sdk/web';

import { CgEditor, MosFields } from './SubSectionParts.js';
import { AddBar, Card, Item } from './sectionStyles.js';
type T = (key: string, options?: Record<string, unknown>) => string;

export interface SectionEditorProps {
  section: FormSection;
  readOnly: boolean;
  t: T;
  lookups: Lookups;
  onChange(type: FormSection['type'], fn: (s: FormSection) => FormSection): void;
  /** asks "are you sure?" before removing something that holds text */
  confirm(message: string, onYes: () => void): void;
  /** the most characters a CG field takes (its template's size), if limited */
  cgLimit?(sub: FormSubSection, field: CgField): number | undefined;
  /** what other plugins add to the section's header (slot `story.sectionTools`, e.g. credits); none without a program */
  tools?: SectionTools;
  /** MOS XML dropped on the section (an item dragged from a MOS plug-in) */
  onMosDrop?(type: FormSection['type'], xml: string): void;
}

/** What a section's tools may do: add sub-sections, or the CGs chosen templates become. */
export interface SectionTools {
  programId: number;
  add(type: FormSection['type'], subs: { sub: SubSection; sizes?: Record<string, number> }[]): void;
  addCredits(type: FormSection['type'], templates: CreditTemplate[]): void;
}

const CAMERA_MAX = 20;

function textOf(item: FormEntry | FormSubSection): boolean {
  if (hasText(item.text)) return true;
  const sub = item as FormSubSection;
  return !!(sub.cgFields?.some((f) => f.value.trim()) || sub.templateName?.trim());
}

export const SectionEditor = memo(function SectionEditor({ section, readOnly, t, lookups, onChange, confirm, cgLimit, tools, onMosDrop }: SectionEditorProps) {
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  const type = section.type;
  const update = useCallback((fn: (x: FormSection) => FormSection) => onChange(type, fn), [onChange, type]);
  const times = sectionTimes(section, lookups.readRate);
  const manual = times.manual;
  const sectionLabel = t(`sections.${type}`);

  const setEntry = (key: string, fn: (e: FormEntry) => FormEntry) => update((x) => ({ ...x, entries: x.entries.map((e) => (e.key === key ? fn(e) : e)) }));
  const setSub = (key: string, fn: (e: FormSubSection) => FormSubSection) => update((x) => ({ ...x, subSections: x.subSections.map((e) => (e.key === key ? fn(e) : e)) }));
  const removeItem = (kind: 'entries' | 'subSections', item: FormEntry | FormSubSection) => {
    const go = () => update((x) => (kind === 'entries' ? { ...x, entries: x.entries.filter((e) => e.key !== item.key) } : { ...x, subSections: x.subSections.filter((e) => e.key !== item.key) }));
    if (textOf(item)) confirm(s('confirmRemove'), go);
    else go();
  };
  const moveItem = (kind: 'entries' | 'subSections', index: number, by: number) =>
    update((x) => (kind === 'entries' ? { ...x, entries: move(x.entries, index, index + by) } : { ...x, subSections: move(x.subSections, index, index + by) }));
  const defaultPresenter = lookups.program?.defaultPresenterId ?? null;

  const order = (kind: 'entries' | 'subSections', index: number, count: number) => (
    <span className="order">
      <IconButton label={s('moveUp')} disabled={readOnly || index === 0} onClick={() => moveItem(kind, index, -1)}>↑</IconButton>
      <IconButton label={s('moveDown')} disabled={readOnly || index === count - 1} onClick={() => moveItem(kind, index, 1)}>↓</IconButton>
    </span>
  );
  // the branch's read rate; the reading estimate beside each text only when the editor settings show it
  const reading = (text: RichText | undefined) => (lookups.editor.showReadingTime ? formatClock(readingTime(plainText(text), lookups.readRate)) : null);

  // a MOS item dragged from a plug-in: text whose content can only be read on drop
  const [dropping, setDropping] = useState(false);
  const canDrop = !!onMosDrop && !readOnly;
  const dragOver = (e: DragEvent) => {
    if (!canDrop || ![...e.dataTransfer.types].some((x) => x === 'text/plain' || x === 'Text')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const drop = (e: DragEvent) => {
    setDropping(false);
    if (!canDrop) return;
    const text = e.dataTransfer.getData('text/plain') || e.dataTransfer.getData('Text');
    if (!looksLikeMos(text)) return;
    e.preventDefault();
    onMosDrop!(type, text);
  };

  return (
    <Card
      data-testid={`section-${type}`}
      data-empty={!section.entries.length && !section.subSections.length ? 'true' : 'false'}
      data-drop={dropping ? 'true' : undefined}
      onDragOver={dragOver}
      onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setDropping(false)}
      onDrop={drop}
    >
      <header>
        <h3>{sectionLabel}</h3>
        <span className="time" title={manual ? s('manualDuration') : s('readingTime')} data-testid={`section-time-${type}`}>
          {formatClock(times.time)}
        </span>
        {manual && <span className="tag">{s('manual')}</span>}
        <label className="manual">
          <input
            type="checkbox"
            checked={manual}
            disabled={readOnly}
            onChange={(e) => update((x) => ({ ...x, duration: e.target.checked ? formatDuration(Math.max(1000, times.time)) : 'PT0S' }))}
          />
          {s('manualDuration')}
        </label>
        {manual && <DurationInput value={section.duration} disabled={readOnly} label={`${sectionLabel} ${s('duration')}`} onChange={(iso) => update((x) => ({ ...x, duration: iso }))} />}
      </header>

      {CUE_SECTIONS.includes(type) && (
        <div className="cues">
          <Field label={s('cueIn')}>
            <Input value={section.cueIn ?? ''} maxLength={500} readOnly={readOnly} data-testid={`cue-in-${type}`} onChange={(e) => update((x) => ({ ...x, cueIn: e.target.value }))} />
          </Field>
          <Field label={s('cueOut')}>
            <Input value={section.cueOut ?? ''} maxLength={500} readOnly={readOnly} data-testid={`cue-out-${type}`} onChange={(e) => update((x) => ({ ...x, cueOut: e.target.value }))} />
          </Field>
          <Field label={s('voDuration')}>
            <DurationInput value={section.voDuration} disabled={readOnly} onChange={(iso) => update((x) => ({ ...x, voDuration: iso }))} />
          </Field>
        </div>
      )}

      {section.entries.map((e, i) => (
        <Item key={e.key} data-testid={`entry-${type}-${i}`}>
          <div className="row">
            <span className="kind">{s('entry')}</span>
            <Input className="camera" placeholder={s('camera')} aria-label={s('camera')} maxLength={CAMERA_MAX} value={e.camera ?? ''} readOnly={readOnly} onChange={(ev) => setEntry(e.key, (x) => ({ ...x, camera: ev.target.value }))} />
            <span className="presenter">
              <UserSelect value={e.presenterId} options={lookups.presenters} names={lookups.users} none={s('noPresenter')} label={s('presenter')} disabled={readOnly} onChange={(id) => setEntry(e.key, (x) => ({ ...x, presenterId: id }))} />
            </span>
            {order('entries', i, section.entries.length)}
            <IconButton label={s('remove')} disabled={readOnly} onClick={() => removeItem('entries', e)}>✕</IconButton>
          </div>
          <RichTextEditor
            settings={lookups.editor}
            value={e.text}
            t={t}
            readOnly={readOnly}
            label={`${sectionLabel} — ${s('entry')} ${i + 1}`}
            placeholder={s('textPlaceholder')}
            testId={`editor-${type}-${i}`}
            aside={lookups.editor.showReadingTime && <span data-testid={`reading-${type}-${i}`}>{reading(e.text)}</span>}
            onChange={(text) => setEntry(e.key, (x) => ({ ...x, text }))}
          />
        </Item>
      ))}

      {section.subSections.map((x, i) => (
        <Item key={x.key} data-testid={`sub-${type}-${i}`} data-type={x.type}>
          <div className="row">
            <span className="kind">{t(`subSections.${x.type}`)}</span>
            {x.type === 'CAMERA_TEXT' && (
              <>
                <Input className="camera" placeholder={s('camera')} aria-label={s('camera')} maxLength={CAMERA_MAX} value={x.camera ?? ''} readOnly={readOnly} onChange={(ev) => setSub(x.key, (y) => ({ ...y, camera: ev.target.value }))} />
                <span className="presenter">
                  <UserSelect value={x.presenterId} options={lookups.presenters} names={lookups.users} none={s('noPresenter')} label={s('presenter')} disabled={readOnly} onChange={(id) => setSub(x.key, (y) => ({ ...y, presenterId: id }))} />
                </span>
              </>
            )}
            {(x.type === 'MOS_CG' || x.type === 'MOS_VIDEO') && <span className="mos">{x.slug ?? x.media?.slug ?? ''}</span>}
            <span className="grow" />
            {order('subSections', i, section.subSections.length)}
            <IconButton label={s('remove')} disabled={readOnly} onClick={() => removeItem('subSections', x)}>✕</IconButton>
          </div>
          {(x.type === 'CAMERA_TEXT' || x.type === 'TEXT') && (
            <RichTextEditor
              settings={lookups.editor}
              value={x.text ?? []}
              t={t}
              readOnly={readOnly}
              label={`${sectionLabel} — ${t(`subSections.${x.type}`)} ${i + 1}`}
              placeholder={s('textPlaceholder')}
              testId={`editor-${type}-sub-${i}`}
              aside={lookups.editor.showReadingTime && <span>{reading(x.text)}</span>}
              onChange={(text) => setSub(x.key, (y) => ({ ...y, text }))}
            />
          )}
          {x.type === 'CG' && <CgEditor sub={x} readOnly={readOnly} t={t} limit={cgLimit} onChange={(fn) => setSub(x.key, fn)} />}
          {(x.type === 'MOS_CG' || x.type === 'MOS_VIDEO') && <MosFields sub={x} t={t} />}
        </Item>
      ))}

      {!readOnly && (
        <AddBar>
          <Button type="button" $small $variant="ghost" data-testid={`add-entry-${type}`} onClick={() => update((x) => ({ ...x, entries: [...x.entries, newEntry(defaultPresenter)] }))}>
            + {s('entry')}
          </Button>
          {ADDABLE_SUBSECTIONS.map((st: SubSectionType) => (
            <Button key={st} type="button" $small $variant="ghost" data-testid={`add-${st}-${type}`} onClick={() => update((x) => ({ ...x, subSections: [...x.subSections, newSubSection(st, defaultPresenter)] }))}>
              + {t(`subSections.${st}`)}
            </Button>
          ))}
          {tools && (
            <Slot name="story.sectionTools" props={{
              section: type, sectionLabel, programId: tools.programId, readOnly,
              addSubSections: (subs) => tools.add(type, subs),
              addCredits: (templates) => tools.addCredits(type, templates),
            }} />
          )}
        </AddBar>
      )}
    </Card>
  );
});

