/** The checklist's own fields: slug, date, times, type, place, team, media, people, programs, resources, vehicles, information, done. */
import { useId } from 'react';
import { Check, DateInput, Field, FormGrid, Input, MultiPicker, Select, TextArea, TimeInput } from '@lauda/web-kit';
import { formatTimeOfDay, parseTimeOfDay } from '@lauda/sdk/web';
import type { Lookups } from './api';
import type { Draft } from './model';

type T = (key: string, o?: Record<string, unknown>) => string;
interface Props {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  lookups: Lookups;
  readOnly: boolean;
  problems: { slug?: string; date?: string };
  t: T;
}

export function ProductionFields({ draft, set, lookups, readOnly, problems, t }: Props) {
  const c = lookups.config;
  // a form per tab: ids unique on the page
  const uid = `production${useId().replace(/:/g, '')}`;
  const time = (key: 'schedule' | 'departure' | 'arrival') => (
    <Field label={t(`fields.${key}`)} htmlFor={`${uid}-${key}`}>
      <TimeInput id={`${uid}-${key}`} aria-label={t(`fields.${key}`)} pattern="HH:mm" value={draft[key] ? parseTimeOfDay(draft[key]) : null}
        onChange={(ms) => set({ [key]: formatTimeOfDay(ms) })} disabled={readOnly} testId={`production-${key}`} />
    </Field>
  );
  const picker = (key: 'programsIds' | 'producersIds' | 'editorsIds' | 'resourcesIds' | 'vehiclesIds', options: Lookups['users']) => (
    <Field label={t(`fields.${key}`)} htmlFor={`${uid}-${key}-input`}>
      <MultiPicker id={`${uid}-${key}-input`} options={options} value={draft[key]} onChange={(v) => set({ [key]: v })} disabled={readOnly} testId={`production-${key}`} />
    </Field>
  );
  const text = (key: 'local' | 'team' | 'medias', max: number) => (
    <Field label={t(`fields.${key}`)} htmlFor={`${uid}-${key}`}>
      <Input id={`${uid}-${key}`} value={draft[key]} maxLength={max} onChange={(e) => set({ [key]: e.target.value })} disabled={readOnly} data-testid={`production-${key}`} />
    </Field>
  );
  return (
    <FormGrid $cols={2}>
      <Field label={t('fields.slug')} htmlFor={`${uid}-slug`} required error={problems.slug ? t(`problems.${problems.slug}`) : null}>
        <Input id={`${uid}-slug`} value={draft.slug} maxLength={100} onChange={(e) => set({ slug: e.target.value.toUpperCase() })} disabled={readOnly} aria-invalid={!!problems.slug} data-testid="production-slug" />
      </Field>
      <Field label={t('fields.date')} htmlFor={`${uid}-date`} required error={problems.date ? t(`problems.${problems.date}`) : null}>
        <DateInput id={`${uid}-date`} value={draft.date} onChange={(v) => set({ date: v ?? '' })} disabled={readOnly} invalid={!!problems.date} testId="production-date" />
      </Field>
      {time('schedule')}
      {time('departure')}
      {time('arrival')}
      {c.typeEnabled && (
        <Field label={t('fields.typeId')} htmlFor={`${uid}-type`}>
          <Select id={`${uid}-type`} value={draft.typeId ?? ''} onChange={(e) => set({ typeId: e.target.value ? Number(e.target.value) : null })} disabled={readOnly} data-testid="production-type">
            <option value="">{t('none')}</option>
            {lookups.types.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
          </Select>
        </Field>
      )}
      {text('local', 500)}
      {text('team', 1000)}
      {c.mediasEnabled && text('medias', 1000)}
      {picker('programsIds', lookups.programs)}
      {picker('producersIds', lookups.users)}
      {picker('editorsIds', lookups.users)}
      {c.resourcesEnabled && picker('resourcesIds', lookups.resources)}
      {c.vehiclesEnabled && picker('vehiclesIds', lookups.vehicles)}
      <Field label={t('fields.information')} htmlFor={`${uid}-information`}>
        <TextArea id={`${uid}-information`} rows={3} value={draft.information} maxLength={10000} onChange={(e) => set({ information: e.target.value })} disabled={readOnly} data-testid="production-information" />
      </Field>
      <Check label={t('fields.done')} checked={draft.done} onChange={(v) => set({ done: v })} disabled={readOnly} testId="production-done" />
    </FormGrid>
  );
}
