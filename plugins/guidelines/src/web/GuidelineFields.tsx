/** The guideline's own fields: header (date, slug, programs, people, team, lookups) and content (proposal, referral, information). */
import { DateInput, Field, FormGrid, Input, MultiPicker, Select, TextArea } from '@lauda/web-kit';
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

function LookupSelect({ id, value, options, onChange, disabled, none }: { id: string; value: number | null; options: Lookups['teams']; onChange: (v: number | null) => void; disabled: boolean; none: string }) {
  return (
    <Select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} disabled={disabled} data-testid={id}>
      <option value="">{none}</option>
      {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
    </Select>
  );
}

export function HeaderFields({ draft, set, lookups, readOnly, problems, t }: Props) {
  const f = lookups.flags;
  const people = (id: string, key: 'reportersIds' | 'producersIds' | 'editorsIds') => (
    <Field label={t(`fields.${key}`)} htmlFor={`${id}-input`}>
      <MultiPicker id={`${id}-input`} options={lookups.users} value={draft[key]} onChange={(v) => set({ [key]: v })} disabled={readOnly} testId={id} />
    </Field>
  );
  return (
    <FormGrid $cols={2}>
      <Field label={t('fields.slug')} htmlFor="guideline-slug" required error={problems.slug ? t(`problems.${problems.slug}`) : null}>
        <Input id="guideline-slug" value={draft.slug} maxLength={100} onChange={(e) => set({ slug: e.target.value.toUpperCase() })} disabled={readOnly} aria-invalid={!!problems.slug} data-testid="guideline-slug" />
      </Field>
      <Field label={t('fields.date')} htmlFor="guideline-date" required error={problems.date ? t(`problems.${problems.date}`) : null}>
        <DateInput id="guideline-date" value={draft.date} onChange={(v) => set({ date: v ?? '' })} disabled={readOnly} invalid={!!problems.date} testId="guideline-date" />
      </Field>
      <Field label={t('fields.programsIds')} htmlFor="guideline-programs-input">
        <MultiPicker id="guideline-programs-input" options={lookups.programs} value={draft.programsIds} onChange={(v) => set({ programsIds: v })} disabled={readOnly} testId="guideline-programs" />
      </Field>
      {f.reportersEnabled && people('guideline-reporters', 'reportersIds')}
      {people('guideline-producers', 'producersIds')}
      {f.editorsEnabled && people('guideline-editors', 'editorsIds')}
      <Field label={t('fields.teamId')} htmlFor="guideline-team">
        <LookupSelect id="guideline-team" value={draft.teamId} options={lookups.teams} onChange={(v) => set({ teamId: v })} disabled={readOnly} none={t('none')} />
      </Field>
      <Field label={t('fields.cameraman')} htmlFor="guideline-cameraman">
        <Input id="guideline-cameraman" value={draft.cameraman} maxLength={60} onChange={(e) => set({ cameraman: e.target.value })} disabled={readOnly} />
      </Field>
      {f.classificationEnabled && (
        <Field label={t('fields.classificationId')} htmlFor="guideline-classification">
          <LookupSelect id="guideline-classification" value={draft.classificationId} options={lookups.classifications} onChange={(v) => set({ classificationId: v })} disabled={readOnly} none={t('none')} />
        </Field>
      )}
      {f.typeEnabled && (
        <Field label={t('fields.typeId')} htmlFor="guideline-type">
          <LookupSelect id="guideline-type" value={draft.typeId} options={lookups.types} onChange={(v) => set({ typeId: v })} disabled={readOnly} none={t('none')} />
        </Field>
      )}
      {f.editorialsEnabled && (
        <Field label={t('fields.editorialsIds')} htmlFor="guideline-editorials-input">
          <MultiPicker id="guideline-editorials-input" options={lookups.editorials} value={draft.editorialsIds} onChange={(v) => set({ editorialsIds: v })} disabled={readOnly} testId="guideline-editorials" />
        </Field>
      )}
      {f.vehiclesEnabled && (
        <Field label={t('fields.vehiclesIds')} htmlFor="guideline-vehicles-input">
          <MultiPicker id="guideline-vehicles-input" options={lookups.vehicles} value={draft.vehiclesIds} onChange={(v) => set({ vehiclesIds: v })} disabled={readOnly} testId="guideline-vehicles" />
        </Field>
      )}
    </FormGrid>
  );
}

export function ContentFields({ draft, set, readOnly, t }: Omit<Props, 'lookups' | 'problems'>) {
  const area = (key: 'proposal' | 'referral' | 'information') => (
    <Field label={t(`fields.${key}`)} htmlFor={`guideline-${key}`}>
      <TextArea id={`guideline-${key}`} rows={4} value={draft[key]} maxLength={10000} onChange={(e) => set({ [key]: e.target.value })} disabled={readOnly} data-testid={`guideline-${key}`} />
    </Field>
  );
  return <div>{area('proposal')}{area('referral')}{area('information')}</div>;
}
