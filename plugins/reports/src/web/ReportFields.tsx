/** The report's own fields: date, title, category and event, programs, people, and the body in the script editor. */
import { useId, useMemo } from 'react';
import { DateInput, Field, FormGrid, Input, MultiPicker, Select, TextArea } from '@lauda/web-kit';
import { ScriptEditor, type ScriptEditorLabels } from '@lauda/web-kit/editor';
import { REPORT_LIMITS } from '../common/index.js';
import type { Lookups } from './api';
import type { Draft, Problems } from './model';

type T = (key: string, o?: Record<string, unknown>) => string;
interface Props {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  lookups: Lookups;
  readOnly: boolean;
  problems: Problems;
  t: T;
  locale: string;
}

const TOOLS = ['toolbar', 'bold', 'italic', 'underline', 'color', 'noColor', 'comment', 'upper', 'capitalise', 'lower'] as const;

export function ReportFields({ draft, set, lookups, readOnly, problems, t, locale }: Props) {
  // a form per tab: ids unique on the page
  const uid = `report${useId().replace(/:/g, '')}`;
  const labels = useMemo(() => Object.fromEntries(TOOLS.map((k) => [k, t(`editorTools.${k}`)])) as unknown as ScriptEditorLabels, [t]);
  const category = lookups.categories.find((c) => c.id === draft.categoryId);
  const problem = (key: keyof Problems) => (problems[key] ? t(`problems.${problems[key]}`) : null);
  return (
    <>
      <FormGrid $cols={2}>
        <Field label={t('fields.title')} htmlFor={`${uid}-title`} required error={problem('title')}>
          <Input id={`${uid}-title`} value={draft.title} maxLength={REPORT_LIMITS.title} onChange={(e) => set({ title: e.target.value })} disabled={readOnly} aria-invalid={!!problems.title} data-testid="report-title" />
        </Field>
        <Field label={t('fields.date')} htmlFor={`${uid}-date`} required error={problem('date')}>
          <DateInput id={`${uid}-date`} value={draft.date} onChange={(v) => set({ date: v ?? '' })} disabled={readOnly} invalid={!!problems.date} testId="report-date" />
        </Field>
        <Field label={t('fields.categoryId')} htmlFor={`${uid}-category`} required error={problem('categoryId')}>
          <Select id={`${uid}-category`} value={draft.categoryId ?? ''} disabled={readOnly} aria-invalid={!!problems.categoryId} data-testid="report-category"
            onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null, eventId: null })}>
            <option value="">{t('none')}</option>
            {lookups.categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </Select>
        </Field>
        <Field label={t('fields.eventId')} htmlFor={`${uid}-event`}>
          <Select id={`${uid}-event`} value={draft.eventId ?? ''} disabled={readOnly || !category} data-testid="report-event"
            onChange={(e) => set({ eventId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{t('none')}</option>
            {category?.events.map((ev) => <option key={ev.id} value={ev.id}>{ev.name}</option>)}
          </Select>
        </Field>
        <Field label={t('fields.programsIds')} htmlFor={`${uid}-programs-input`}>
          <MultiPicker id={`${uid}-programs-input`} options={lookups.programs} value={draft.programsIds} onChange={(v) => set({ programsIds: v })} disabled={readOnly} testId="report-programs" />
        </Field>
        <Field label={t('fields.people')} htmlFor={`${uid}-people`}>
          <TextArea id={`${uid}-people`} rows={2} value={draft.people} maxLength={REPORT_LIMITS.people} onChange={(e) => set({ people: e.target.value })} disabled={readOnly} data-testid="report-people" />
        </Field>
      </FormGrid>
      <ScriptEditor value={draft.body} onChange={(body) => set({ body })} readOnly={readOnly} label={t('fields.body')} labels={labels} testId="report-body" locale={locale} />
    </>
  );
}
