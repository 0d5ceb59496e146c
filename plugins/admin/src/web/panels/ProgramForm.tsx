import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { formatTimeOfDay, parseTimeOfDay, type PanelProps } from '@lauda/sdk/web';
import { ADMIN_ERRORS, ADMIN_LIMITS } from '../../common/index.js';
import { errorCode, type Group, type Program, type UserLookup } from '../api';
import { check, Check, Dialog, endsNextDay, Field, FormFooter, FormGrid, Input, maxChars, MultiPicker, Muted, type PickerOption, type Problem, problemsOf, required, Select, Tabs, TimeInput } from '@lauda/web-kit';

type T = PanelProps['t'];

/** Who a program's form offers, and the groups (null when the caller may not read them). */
export interface People {
  users: UserLookup[];
  editors: UserLookup[];
  imageEditors: UserLookup[];
  /** null when the caller may not read groups (ROLE_USER_READ) */
  groups: Group[] | null;
}

const EMPTY: Omit<Program, 'id' | 'version'> = {
  name: '',
  start: '',
  end: '',
  presenterIds: [],
  announcerIds: [],
  editorIds: [],
  imageEditorIds: [],
  defaultPresenterId: null,
  defaultAnnouncerId: null,
  allowedGroupIds: [],
  cgDeviceId: null,
  playoutDeviceId: null,
  legacy: false,
  active: true,
};

/** The body of POST/PUT /api/programs. */
export const bodyOf = (p: Omit<Program, 'id' | 'version'>) => ({
  name: p.name.trim(),
  start: p.start,
  end: p.end,
  presenterIds: p.presenterIds,
  announcerIds: p.announcerIds,
  editorIds: p.editorIds,
  imageEditorIds: p.imageEditorIds,
  defaultPresenterId: p.defaultPresenterId,
  defaultAnnouncerId: p.defaultAnnouncerId,
  allowedGroupIds: p.allowedGroupIds,
  cgDeviceId: p.cgDeviceId,
  playoutDeviceId: p.playoutDeviceId,
  legacy: p.legacy,
  active: p.active,
});

export function validateProgram(p: Omit<Program, 'id' | 'version'>): Record<string, Problem> {
  return problemsOf({
    name: check(p.name, required, maxChars(ADMIN_LIMITS.name)),
    start: p.start ? null : { key: 'validation.time' },
    end: p.end ? null : { key: 'validation.time' },
  });
}

type Tab = 'data' | 'people' | 'access';

export function ProgramForm({ program, people, api, notify, t, onSaved, onClose }: { program: Program | null; people: People; api: PanelProps['api']; notify: PanelProps['notify']; t: T; onSaved: (p: Program, isNew: boolean) => void; onClose: () => void }) {
  const isNew = program === null;
  const [form, setForm] = useState<Omit<Program, 'id' | 'version'>>(() => (program ? { ...program } : { ...EMPTY }));
  const [tab, setTab] = useState<Tab>('data');
  const [touched, setTouched] = useState(false);
  const [taken, setTaken] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems: Record<string, Problem> = { ...validateProgram(form), ...(taken ? { name: { key: 'validation.inUse' } } : {}) };
  const err = (f: string) => ((touched || (f === 'name' && taken)) && problems[f] ? t(problems[f]!.key, problems[f]!.vars) : null);
  const set = <K extends keyof Program>(k: K, v: Program[K]) => setForm((f) => ({ ...f, [k]: v }));
  const opts = (list: UserLookup[]): PickerOption[] => list.map((u) => ({ id: u.id, label: u.nickname, hint: u.name, online: u.online }));
  const everyone = useMemo(() => opts(people.users), [people.users]);
  const label = (id: number) => people.users.find((u) => u.id === id)?.nickname ?? `#${id}`;

  /** A list change keeps the default only while it stays in the list (as the server does). */
  const setList = (list: 'presenterIds' | 'announcerIds', ids: number[]) => {
    const def = list === 'presenterIds' ? 'defaultPresenterId' : 'defaultAnnouncerId';
    setForm((f) => ({ ...f, [list]: ids, [def]: f[def] !== null && ids.includes(f[def]!) ? f[def] : null }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setTouched(true);
    if (Object.keys(validateProgram(form)).length) {
      setTab('data');
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    setSaving(true);
    try {
      const saved = isNew
        ? await api.post<Program>('/api/programs', bodyOf(form))
        // the version loaded: a change made meanwhile is a 412 and the form keeps what was typed
        : await api.put<Program>(`/api/programs/${program.id}`, { ...bodyOf(form), version: program.version });
      onSaved(saved, isNew);
    } catch (e2) {
      if (errorCode(e2) === ADMIN_ERRORS.programNameInUse) {
        setTaken(true);
        setTab('data');
      }
      notify.error(e2, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  const dataInvalid = (touched && !!(problems.name || problems.start || problems.end)) || taken;
  return (
    <Dialog
      title={isNew ? t('programs.form.newTitle') : t('programs.form.editTitle', { name: program.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={720}
      testId="program-form"
      closeLabel={t('actions.close')}
      footer={<FormFooter saving={saving} isNew={isNew} onClose={onClose} saveTestId="program-save" />}
    >
      <Tabs<Tab>
        value={tab}
        onChange={setTab}
        testId="program-tabs"
        items={[
          { id: 'data', label: t('programs.form.tabs.data'), invalid: dataInvalid },
          { id: 'people', label: t('programs.form.tabs.people'), badge: new Set([...form.presenterIds, ...form.announcerIds, ...form.editorIds, ...form.imageEditorIds]).size || '' },
          { id: 'access', label: t('programs.form.tabs.access'), badge: form.allowedGroupIds.length || '' },
        ]}
      />
      {tab === 'data' && (
        <>
          <Field label={t('programs.form.name')} htmlFor="p-name" error={err('name')} required testId="field-program-name">
            <Input
              id="p-name"
              value={form.name}
              aria-invalid={!!err('name')}
              onChange={(e) => {
                set('name', e.target.value);
                setTaken(false);
              }}
              data-testid="program-name"
            />
          </Field>
          <FormGrid $cols={3}>
            <Field label={t('programs.form.start')} htmlFor="p-start" error={err('start')} hint="HH:mm:ss" required testId="field-program-start">
              <TimeInput id="p-start" value={parseTimeOfDay(form.start)} onChange={(ms) => set('start', formatTimeOfDay(ms))} invalid={!!err('start')} testId="program-start" />
            </Field>
            <Field
              label={t('programs.form.end')}
              htmlFor="p-end"
              error={err('end')}
              hint={endsNextDay(form.start, form.end) ? t('programs.form.endNextDay') : 'HH:mm:ss'}
              required
              testId="field-program-end"
            >
              <TimeInput id="p-end" value={parseTimeOfDay(form.end)} onChange={(ms) => set('end', formatTimeOfDay(ms))} invalid={!!err('end')} testId="program-end" />
            </Field>
          </FormGrid>
          <ProgramDevices api={api} t={t} cgDeviceId={form.cgDeviceId} playoutDeviceId={form.playoutDeviceId} onChange={(k, v) => set(k, v)} />
          <div style={{ display: 'flex', gap: 24, marginBottom: 16 }}>
            <Check checked={form.active} onChange={(v) => set('active', v)} label={t('programs.form.active')} testId="program-active" />
            <Check checked={form.legacy} onChange={(v) => set('legacy', v)} label={t('programs.form.legacy')} hint={t('programs.form.legacyHint')} />
          </div>
        </>
      )}
      {tab === 'people' && (
        <>
          <FormGrid>
            <Field label={t('programs.form.presenters')} htmlFor="p-presenters">
              <MultiPicker id="p-presenters" options={everyone} value={form.presenterIds} onChange={(ids) => setList('presenterIds', ids)} testId="program-presenters" />
            </Field>
            <Field label={t('programs.form.defaultPresenter')} htmlFor="p-default-presenter">
              <Select id="p-default-presenter" value={form.defaultPresenterId ?? ''} disabled={!form.presenterIds.length} onChange={(e) => set('defaultPresenterId', e.target.value ? Number(e.target.value) : null)} data-testid="program-default-presenter">
                <option value="">{t('programs.form.none')}</option>
                {form.presenterIds.map((id) => (
                  <option key={id} value={id}>
                    {label(id)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('programs.form.announcers')} htmlFor="p-announcers">
              <MultiPicker id="p-announcers" options={everyone} value={form.announcerIds} onChange={(ids) => setList('announcerIds', ids)} testId="program-announcers" />
            </Field>
            <Field label={t('programs.form.defaultAnnouncer')} htmlFor="p-default-announcer">
              <Select id="p-default-announcer" value={form.defaultAnnouncerId ?? ''} disabled={!form.announcerIds.length} onChange={(e) => set('defaultAnnouncerId', e.target.value ? Number(e.target.value) : null)}>
                <option value="">{t('programs.form.none')}</option>
                {form.announcerIds.map((id) => (
                  <option key={id} value={id}>
                    {label(id)}
                  </option>
                ))}
              </Select>
            </Field>
          </FormGrid>
          <Field label={t('programs.form.editors')} htmlFor="p-editors" hint={t('programs.form.editorsHint')}>
            <MultiPicker id="p-editors" options={opts(people.editors)} value={form.editorIds} onChange={(ids) => set('editorIds', ids)} testId="program-editors" emptyText={t('programs.form.noEditors')} />
          </Field>
          <Field label={t('programs.form.imageEditors')} htmlFor="p-image-editors" hint={t('programs.form.imageEditorsHint')}>
            <MultiPicker id="p-image-editors" options={opts(people.imageEditors)} value={form.imageEditorIds} onChange={(ids) => set('imageEditorIds', ids)} testId="program-image-editors" emptyText={t('programs.form.noImageEditors')} />
          </Field>
        </>
      )}
      {tab === 'access' && (
        <>
          <Muted>{t('programs.form.allowedGroupsText')}</Muted>
          {people.groups === null ? (
            <Muted>{t('programs.form.groupsUnavailable')}</Muted>
          ) : (
            <Field label={t('programs.form.allowedGroups')} htmlFor="p-groups" hint={form.allowedGroupIds.length ? undefined : t('programs.form.allowedGroupsHint')}>
              <MultiPicker
                id="p-groups"
                options={people.groups.map((g) => ({ id: g.id, label: g.name, hint: t('groups.memberCount', { count: g.userIds.length }) }))}
                value={form.allowedGroupIds}
                onChange={(ids) => set('allowedGroupIds', ids)}
                testId="program-groups"
              />
            </Field>
          )}
        </>
      )}
    </Dialog>
  );
}

interface DeviceOption {
  id: number;
  name: string;
  kind: string;
}

/**
 * The program's default CG and playout devices (spec 001 §3 Program: CG device, playout). The list
 * comes from the devices plugin; without it (not installed, or no right to read devices) the
 * fields are not shown and the stored ids are kept as they are.
 */
function ProgramDevices({ api, t, cgDeviceId, playoutDeviceId, onChange }: { api: PanelProps['api']; t: T; cgDeviceId: number | null; playoutDeviceId: number | null; onChange: (k: 'cgDeviceId' | 'playoutDeviceId', v: number | null) => void }) {
  const [devices, setDevices] = useState<DeviceOption[] | null>(null);
  useEffect(() => {
    let live = true;
    api.get<{ data: DeviceOption[] }>('/api/devices?size=500')
      .then((page) => live && setDevices(page.data))
      .catch(() => live && setDevices(null));
    return () => {
      live = false;
    };
  }, [api]);
  if (!devices) return null;
  const select = (k: 'cgDeviceId' | 'playoutDeviceId', kind: string, value: number | null) => (
    <Select id={`p-${k}`} value={value ?? ''} onChange={(e) => onChange(k, e.target.value ? Number(e.target.value) : null)} data-testid={`program-${k}`}>
      <option value="">{t('programs.form.noDevice')}</option>
      {devices.filter((d) => d.kind === kind || d.id === value).map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
    </Select>
  );
  return (
    <FormGrid>
      <Field label={t('programs.form.cgDevice')} htmlFor="p-cgDeviceId" hint={t('programs.form.cgDeviceHint')}>{select('cgDeviceId', 'CG', cgDeviceId)}</Field>
      <Field label={t('programs.form.playoutDevice')} htmlFor="p-playoutDeviceId">{select('playoutDeviceId', 'PLAYOUT', playoutDeviceId)}</Field>
    </FormGrid>
  );
}
