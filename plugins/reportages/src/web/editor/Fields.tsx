/**
 * The reportage's fixed fields (date, slug, reporter, programs), the optional ones by configuration
 * (vehicles, editor, cameraman, classification, editorials), the state, and the teaser, heading, footnote and info areas (shown when added
 * or when they have content; removing one clears it). Split into 1, 2 or 3 rows by their number.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, DateInput, Field, Input, MultiPicker, Select, TextArea, Toolbar } from '@lauda/web-kit';
import { REPORTAGE_STATES } from '../../common/ids.js';
import { AREAS, type Draft } from '../model.js';

type T = (key: string, options?: Record<string, unknown>) => string;
type Named = { id: number; name: string }[];
export interface People {
  reporters: { id: number; nickname: string }[]; editors: { id: number; nickname: string }[]; programs: Named;
  vehicles: Named; classifications: Named; editorials: Named;
}
/** spec 001 §3 Configs, reportage: the admin's per-type optional fields */
export interface Flags { privateCreation?: boolean; vehiclesEnabled?: boolean; editorEnabled?: boolean; cameramanEnabled?: boolean; classificationEnabled?: boolean; editorialsEnabled?: boolean }
const OPTIONAL: (keyof Flags)[] = ['vehiclesEnabled', 'editorEnabled', 'cameramanEnabled', 'classificationEnabled', 'editorialsEnabled'];
const picks = (rows: Named) => rows.map((r) => ({ id: r.id, label: r.name }));

/** spec 001 §2: fields split into 1 row when fewer than 5, 2 rows when fewer than 9, else 3. */
export const rowsFor = (fields: number) => (fields < 5 ? 1 : fields < 9 ? 2 : 3);

export function Fields({ d, set, people, flags, problems, readOnly, t }: {
  d: Draft; set(patch: Partial<Draft>): void; people: People; flags: Flags; problems: Record<string, string>; readOnly: boolean; t: T;
}) {
  const [shown, setShown] = useState<Set<string>>(() => new Set(AREAS.filter((a) => d[a])));
  const count = 5 + OPTIONAL.filter((f) => flags[f]).length;
  const cols = Math.ceil(count / rowsFor(count));
  return (
    <>
      <Grid $cols={cols} data-testid="reportage-fields" data-rows={rowsFor(count)}>
        <Field label={t('web.fields.date')} htmlFor="rep-date" required error={problems.date}>
          <DateInput id="rep-date" value={d.date || null} onChange={(v) => set({ date: v ?? '' })} disabled={readOnly} testId="rep-date" />
        </Field>
        <Field label={t('web.fields.slug')} htmlFor="rep-slug" required error={problems.slug}>
          <Input id="rep-slug" value={d.slug} disabled={readOnly} onChange={(e) => set({ slug: e.target.value.toUpperCase() })} data-testid="rep-slug" />
        </Field>
        <Field label={t('web.fields.reporter')} htmlFor="rep-reporter" required error={problems.reporterId}>
          <Select id="rep-reporter" value={d.reporterId || ''} disabled={readOnly} onChange={(e) => set({ reporterId: Number(e.target.value) })} data-testid="rep-reporter">
            <option value="">—</option>
            {people.reporters.map((u) => <option key={u.id} value={u.id}>{u.nickname}</option>)}
          </Select>
        </Field>
        <Field label={t('web.fields.programs')} htmlFor="rep-programs">
          <MultiPicker id="rep-programs" options={picks(people.programs)} value={d.programsIds} disabled={readOnly} onChange={(ids) => set({ programsIds: ids })} testId="rep-programs" />
        </Field>
        <Field label={t('web.fields.state')} htmlFor="rep-state">
          <Select id="rep-state" value={d.state} disabled={readOnly} onChange={(e) => set({ state: e.target.value as Draft['state'] })} data-testid="rep-state">
            {REPORTAGE_STATES.map((s) => <option key={s} value={s}>{t(`web.states.${s}`)}</option>)}
          </Select>
        </Field>
        {flags.editorEnabled && (
          <Field label={t('web.fields.editor')} htmlFor="rep-editor">
            <Select id="rep-editor" value={d.editorId ?? ''} disabled={readOnly} onChange={(e) => set({ editorId: e.target.value ? Number(e.target.value) : null })}>
              <option value="">—</option>
              {people.editors.map((u) => <option key={u.id} value={u.id}>{u.nickname}</option>)}
            </Select>
          </Field>
        )}
        {flags.cameramanEnabled && (
          <Field label={t('web.fields.cameraman')} htmlFor="rep-cameraman" error={problems.cameraman}>
            <Input id="rep-cameraman" data-testid="rep-cameraman" value={d.cameraman ?? ''} disabled={readOnly} onChange={(e) => set({ cameraman: e.target.value || null })} />
          </Field>
        )}
        {flags.classificationEnabled && (
          <Field label={t('web.fields.classification')} htmlFor="rep-classification">
            <Select id="rep-classification" value={d.classificationId ?? ''} disabled={readOnly} onChange={(e) => set({ classificationId: e.target.value ? Number(e.target.value) : null })} data-testid="rep-classification">
              <option value="">—</option>
              {people.classifications.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </Select>
          </Field>
        )}
        {flags.editorialsEnabled && (
          <Field label={t('web.fields.editorials')} htmlFor="rep-editorials">
            <MultiPicker id="rep-editorials" options={picks(people.editorials)} value={d.editorialsIds} disabled={readOnly} onChange={(ids) => set({ editorialsIds: ids })} testId="rep-editorials" />
          </Field>
        )}
        {flags.vehiclesEnabled && (
          <Field label={t('web.fields.vehicles')} htmlFor="rep-vehicles">
            <MultiPicker id="rep-vehicles" options={picks(people.vehicles)} value={d.vehiclesIds} disabled={readOnly} onChange={(ids) => set({ vehiclesIds: ids })} testId="rep-vehicles" />
          </Field>
        )}
      </Grid>
      {!readOnly && (
        <Toolbar aria-label={t('web.areas.add')}>
          {AREAS.filter((a) => !shown.has(a)).map((a) => (
            <Button key={a} type="button" $small $variant="ghost" onClick={() => setShown(new Set([...shown, a]))} data-testid={`add-area-${a}`}>+ {t(`web.areas.${a}`)}</Button>
          ))}
        </Toolbar>
      )}
      {AREAS.filter((a) => shown.has(a) || d[a]).map((a) => (
        <Field key={a} label={t(`web.areas.${a}`)} htmlFor={`rep-${a}`}>
          <Area>
            <TextArea id={`rep-${a}`} rows={2} value={d[a] ?? ''} disabled={readOnly} onChange={(e) => set({ [a]: e.target.value || null })} data-testid={`rep-${a}`} />
            {!readOnly && <Button type="button" $small $variant="ghost" onClick={() => { set({ [a]: null }); setShown(new Set([...shown].filter((x) => x !== a))); }}>{t('web.areas.remove')}</Button>}
          </Area>
        </Field>
      ))}
    </>
  );
}

const Grid = styled.div<{ $cols: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols }) => $cols}, minmax(160px, 1fr));
  gap: 8px 12px;
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;
const Area = styled.div`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  textarea {
    flex: 1;
  }
`;
