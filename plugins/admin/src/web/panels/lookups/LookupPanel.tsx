import { useState } from 'react';
import type { PanelComponent, PanelProps } from '@lauda/sdk/web';
import { ADMIN_LIMITS, ADMIN_TOPICS, COLOR_PATTERN, VEHICLE_TYPES, type LookupKind } from '../../../common/index.js';
import { holds, ROLES } from '../../api';
import { check, Dialog, Field, FormFooter, Input, matches, maxChars, RecordListPanel, required, Select, textOn, useDialogSubmit, useRecordList } from '@lauda/web-kit';

type T = PanelProps['t'];
/** A classification, editorial, vehicle (with its type) or document type (abbreviation and colour). */
export interface LookupRecord {
  id: number;
  name: string;
  version: number;
  type?: string;
  abbreviation?: string;
  color?: string;
}

const PATHS: Record<LookupKind, string> = { classification: 'classifications', editorial: 'editorials', vehicle: 'vehicles', type: 'types' };
const DEFAULT_COLOR = '#1E88E5';

/** The colour chip of a document type: its abbreviation in the text colour that reads on it. */
export function TypeSwatch({ color, abbreviation }: { color: string; abbreviation: string }) {
  const bg = COLOR_PATTERN.test(color) ? color : DEFAULT_COLOR;
  return (
    <span data-testid="type-swatch" style={{ display: 'inline-block', minWidth: 36, padding: '2px 8px', borderRadius: 4, background: bg, color: textOn(bg), fontWeight: 600, textAlign: 'center' }}>
      {abbreviation || '—'}
    </span>
  );
}

/** The list + form + delete screen of one lookup kind (a record in use is refused: the shell shows record.inUse). */
function LookupPanel({ kind, api, live, user: me, notify, t }: PanelProps & { kind: LookupKind }) {
  const canWrite = holds(me, ROLES.adminWrite);
  const url = `/api/${PATHS[kind]}`;
  const list = useRecordList<LookupRecord>({ kind, url, topic: ADMIN_TOPICS.lookups, api, live, notify, t });
  const k = PATHS[kind];
  return (
    <RecordListPanel<LookupRecord>
      list={list}
      t={t}
      canWrite={canWrite}
      colSpan={kind === 'type' ? 3 : kind === 'vehicle' ? 3 : 2}
      head={
        <>
          <th scope="col">{t(`${k}.cols.name`)}</th>
          {kind === 'vehicle' && <th scope="col">{t('vehicles.cols.type')}</th>}
          {kind === 'type' && <th scope="col">{t('types.cols.abbreviation')}</th>}
        </>
      }
      filter={(r, query) => matches(query, r.name, r.abbreviation ?? '', r.type ? t(`vehicleTypes.${r.type}`) : '')}
      cells={(r) => (
        <>
          <td><strong>{r.name}</strong></td>
          {kind === 'vehicle' && <td>{t(`vehicleTypes.${r.type}`)}</td>}
          {kind === 'type' && <td><TypeSwatch color={r.color ?? DEFAULT_COLOR} abbreviation={r.abbreviation ?? ''} /></td>}
        </>
      )}
      editor={(r) => <LookupForm kind={kind} url={url} record={r} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved} />}
    />
  );
}

interface FormProps {
  kind: LookupKind;
  url: string;
  record: LookupRecord | null;
  api: PanelProps['api'];
  notify: PanelProps['notify'];
  t: T;
  onSaved: (r: LookupRecord, isNew: boolean) => void;
  onClose: () => void;
}

function LookupForm({ kind, url, record, api, notify, t, onSaved, onClose }: FormProps) {
  const isNew = record === null;
  const k = PATHS[kind];
  const [name, setName] = useState(record?.name ?? '');
  const [type, setType] = useState(record?.type ?? VEHICLE_TYPES[0]);
  const [abbreviation, setAbbreviation] = useState(record?.abbreviation ?? '');
  const [color, setColor] = useState(record?.color ?? DEFAULT_COLOR);
  const [touched, setTouched] = useState(false);
  const problems = {
    name: check(name, required, maxChars(ADMIN_LIMITS.name)),
    abbreviation: kind === 'type' ? check(abbreviation, required, maxChars(ADMIN_LIMITS.abbreviation)) : null,
  };
  const shown = (p: { key: string; vars?: Record<string, unknown> } | null) => (touched && p ? t(p.key, p.vars) : null);
  const body = () => ({
    name: name.trim(),
    ...(kind === 'vehicle' ? { type } : {}),
    ...(kind === 'type' ? { abbreviation: abbreviation.trim(), color } : {}),
  });
  const { saving, submit } = useDialogSubmit(
    notify,
    isNew ? 'createFailed' : 'updateFailed',
    // the version loaded: a change made meanwhile is a 412 lookup.staleVersion and the form keeps what was typed
    () => (isNew ? api.post<LookupRecord>(url, body()) : api.put<LookupRecord>(`${url}/${record.id}`, { ...body(), version: record.version })),
    (r) => onSaved(r, isNew),
    () => {
      setTouched(true);
      return problems.name || problems.abbreviation ? t('validation.formInvalid') : null;
    },
  );
  return (
    <Dialog
      title={isNew ? t(`${k}.form.newTitle`) : t(`${k}.form.editTitle`, { name: record.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={520}
      testId={`${kind}-form`}
      closeLabel={t('actions.close')}
      footer={<FormFooter saving={saving} isNew={isNew} onClose={onClose} saveTestId={`${kind}-save`} />}
    >
      <Field label={t(`${k}.form.name`)} htmlFor={`${kind}-name`} error={shown(problems.name)} required>
        <Input id={`${kind}-name`} value={name} aria-invalid={!!shown(problems.name)} onChange={(e) => setName(e.target.value)} data-testid={`${kind}-name`} />
      </Field>
      {kind === 'vehicle' && (
        <Field label={t('vehicles.form.type')} htmlFor="vehicle-type" required>
          <Select id="vehicle-type" value={type} onChange={(e) => setType(e.target.value)} data-testid="vehicle-type">
            {VEHICLE_TYPES.map((v) => <option key={v} value={v}>{t(`vehicleTypes.${v}`)}</option>)}
          </Select>
        </Field>
      )}
      {kind === 'type' && (
        <>
          <Field label={t('types.form.abbreviation')} htmlFor="type-abbreviation" error={shown(problems.abbreviation)} hint={t('types.form.abbreviationHint', { count: ADMIN_LIMITS.abbreviation })} required>
            <Input id="type-abbreviation" value={abbreviation} maxLength={ADMIN_LIMITS.abbreviation} aria-invalid={!!shown(problems.abbreviation)} onChange={(e) => setAbbreviation(e.target.value.toUpperCase())} data-testid="type-abbreviation" />
          </Field>
          <Field label={t('types.form.color')} htmlFor="type-color" hint={t('types.form.colorHint')} required>
            <span style={{ display: 'inline-flex', gap: 10, alignItems: 'center' }}>
              <Input id="type-color" type="color" value={color} onChange={(e) => setColor(e.target.value.toUpperCase())} data-testid="type-color" style={{ width: 56, padding: 2 }} />
              <TypeSwatch color={color} abbreviation={abbreviation} />
            </span>
          </Field>
        </>
      )}
    </Dialog>
  );
}

/** The panel of one kind, for the admin slot's lazy `load`. */
export const panelOf = (kind: LookupKind): PanelComponent => (props) => <LookupPanel {...props} kind={kind} />;
