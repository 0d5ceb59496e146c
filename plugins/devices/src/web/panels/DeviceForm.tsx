import { useMemo, useState, type FormEvent } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { DEVICE_ERRORS } from '../../common/index.js';
import { COMMON_OPTIONS, errorCode, KINDS, PLUGINS, PROTOCOLS, type CommonOption, type ConnectionTest, type DeviceWithStatus, type Driver, type ProgramName } from '../api';
import { Alert, Button, Check, Dialog, Field, FormFooter, FormGrid, Input, ListInput, MultiPicker, Muted, Select, Tabs } from '@lauda/web-kit';
import { connectionTest } from '../components/connectionTest';
import {
  bodyOf, driverFor, driversFor, EMPTY_FORM, fieldValue, formOf, optionFields, problemsOf, tabOfProblem, withField,
  type DeviceForm as Form, type FieldProblem, type OptionField,
} from '../components/record';

type T = PanelProps['t'];
type Tab = 'data' | 'connection' | 'programs' | 'plugin';

/** Character sets devices commonly speak (MOS is UTF-16BE); any other name may be typed. */
const CHARSETS = ['UTF-8', 'UTF-16BE', 'UTF-16LE', 'ISO-8859-1', 'Windows-1252', 'US-ASCII'];

interface Props {
  device: DeviceWithStatus | null;
  drivers: Driver[];
  programs: ProgramName[];
  vendors: string[];
  api: PanelProps['api'];
  notify: PanelProps['notify'];
  t: T;
  onSaved: (d: DeviceWithStatus, isNew: boolean) => void;
  onClose: () => void;
}

/**
 * Create or edit a device: its data, the connection fields its driver's JSON Schema names, the
 * programs it serves, its web plugin, channels, paths and character sets. The connection test
 * runs on the fields as typed, saved or not.
 */
export function DeviceForm({ device, drivers, programs, vendors, api, notify, t, onSaved, onClose }: Props) {
  const isNew = device === null;
  const [form, setForm] = useState<Form>(() => (device ? formOf(device) : { ...EMPTY_FORM }));
  const [tab, setTab] = useState<Tab>('data');
  const [touched, setTouched] = useState(false);
  const [taken, setTaken] = useState(false);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  /** fields the last connection test found missing (and not filled in since) */
  const [asked, setMissing] = useState<string[]>([]);

  const driver = driverFor(drivers, form);
  const missing = asked.filter((k) => {
    const v = (COMMON_OPTIONS as readonly string[]).includes(k) ? form[k as CommonOption] : k === 'protocol' || k === 'driver' ? form[k] : form.options[k];
    return v === undefined || v === null || String(v).trim() === '';
  });
  const fields = useMemo(() => optionFields(driver, form.protocol), [driver, form.protocol]);
  const problems: Record<string, FieldProblem> = { ...problemsOf(form, fields), ...(taken ? { name: { key: 'validation.inUse' } } : {}) };
  const err = (f: string) => {
    const p = problems[f];
    if (p && (touched || f !== 'name' || taken || form.name !== '')) return t(p.key, p.vars);
    return missing.includes(f.replace(/^options\./, '')) ? t('test.neededForTest') : null;
  };
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const choices = driversFor(drivers, form.protocol, form.kind);

  const test = async () => {
    setTesting(true);
    const gaps = await connectionTest(() => api.post<ConnectionTest>('/api/devices/test', bodyOf(form)), driver, { notify, t });
    setMissing(gaps);
    if (gaps.length) setTab(gaps.some((g) => g === 'protocol') ? 'data' : 'connection');
    setTesting(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setTouched(true);
    const found = Object.keys(problemsOf(form, fields));
    if (found.length) {
      setTab(tabOfProblem(found[0]!));
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    setSaving(true);
    try {
      const saved = isNew
        ? await api.post<DeviceWithStatus>('/api/devices', bodyOf(form))
        : await api.put<DeviceWithStatus>(`/api/devices/${device.id}`, bodyOf(form, device.revision));
      onSaved(saved, isNew);
    } catch (e2) {
      if (errorCode(e2) === DEVICE_ERRORS.nameInUse) {
        setTaken(true);
        setTab('data');
      }
      notify.error(e2, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  const invalid = (which: Tab) => touched && Object.keys(problems).some((p) => tabOfProblem(p) === which) || (which === 'data' && taken)
    || (which === 'connection' && missing.length > 0);

  return (
    <Dialog
      title={isNew ? t('form.newTitle') : t('form.editTitle', { name: device.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={760}
      testId="device-form"
      closeLabel={t('actions.close')}
      footer={
        <FormFooter
          saving={saving}
          isNew={isNew}
          onClose={onClose}
          saveTestId="device-save"
          lead={
            <>
              <Button type="button" onClick={test} disabled={testing || saving} data-testid="device-form-test">
                {testing ? t('test.running') : t('test.button')}
              </Button>
              <span className="grow" />
            </>
          }
        />
      }
    >
      <Tabs<Tab>
        value={tab}
        onChange={setTab}
        testId="device-tabs"
        items={[
          { id: 'data', label: t('form.tabs.data'), invalid: invalid('data') },
          { id: 'connection', label: t('form.tabs.connection'), invalid: invalid('connection') },
          { id: 'programs', label: t('form.tabs.programs'), badge: form.programIds.length || '' },
          { id: 'plugin', label: t('form.tabs.plugin'), invalid: invalid('plugin') },
        ]}
      />
      {tab === 'data' && (
        <>
          <Field label={t('form.fields.name')} htmlFor="d-name" error={err('name')} required testId="field-device-name">
            <Input id="d-name" value={form.name} aria-invalid={!!err('name')} onChange={(e) => (set('name', e.target.value), setTaken(false))} data-testid="device-name" />
          </Field>
          <FormGrid $cols={3}>
            <Field label={t('form.fields.kind')} htmlFor="d-kind" required>
              <Select id="d-kind" value={form.kind} onChange={(e) => set('kind', e.target.value)} data-testid="device-kind">
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kinds.${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('form.fields.protocol')} htmlFor="d-protocol" required error={err('protocol')}>
              <Select id="d-protocol" value={form.protocol} onChange={(e) => setForm((f) => ({ ...f, protocol: e.target.value, driver: '' }))} data-testid="device-protocol">
                {PROTOCOLS.map((p) => (
                  <option key={p} value={p}>
                    {t(`protocols.${p}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('form.fields.vendor')} htmlFor="d-vendor" error={err('vendor')}>
              <Input id="d-vendor" list="d-vendors" value={form.vendor} onChange={(e) => set('vendor', e.target.value)} data-testid="device-vendor" />
              <datalist id="d-vendors">
                {vendors.map((v) => (
                  <option key={v} value={v} />
                ))}
              </datalist>
            </Field>
          </FormGrid>
          <Field label={t('form.fields.driver')} htmlFor="d-driver" hint={driver ? t('form.driverHint', { title: driver.title }) : undefined} error={err('driver')}>
            <Select id="d-driver" value={form.driver} onChange={(e) => set('driver', e.target.value)} data-testid="device-driver">
              <option value="">{t('form.driverAuto')}</option>
              {choices.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.title} ({d.id})
                </option>
              ))}
              {form.driver && !choices.some((d) => d.id === form.driver) && <option value={form.driver}>{form.driver}</option>}
            </Select>
          </Field>
          {!driver && <Alert $tone="warning" data-testid="device-no-driver">{t('form.noDriver', { protocol: t(`protocols.${form.protocol}`) })}</Alert>}
          <Check checked={form.enabled} onChange={(v) => set('enabled', v)} label={t('form.fields.enabled')} hint={t('form.enabledHint')} testId="device-enabled" />
          <div style={{ height: 14 }} />
        </>
      )}
      {tab === 'connection' && (
        <>
          <Muted>{driver ? t('form.connectionText', { title: driver.title }) : t('form.noDriver', { protocol: t(`protocols.${form.protocol}`) })}</Muted>
          <FormGrid>
            {fields.map((o) => (
              <OptionInput key={o.key} field={o} form={form} setForm={setForm} error={err(o.common ? o.key : `options.${o.key}`)} t={t} />
            ))}
          </FormGrid>
        </>
      )}
      {tab === 'programs' && (
        <>
          <Muted>{t('form.programsText')}</Muted>
          <Field label={t('form.fields.programs')} htmlFor="d-programs">
            <MultiPicker
              id="d-programs"
              options={programs.map((p) => ({ id: p.id, label: p.name }))}
              value={form.programIds}
              onChange={(ids) => set('programIds', ids)}
              testId="device-programs"
              emptyText={t('form.noPrograms')}
            />
          </Field>
        </>
      )}
      {tab === 'plugin' && (
        <>
          <FormGrid $cols={3}>
            <Field label={t('form.fields.plugin')} htmlFor="d-plugin">
              <Select id="d-plugin" value={form.plugin} onChange={(e) => set('plugin', e.target.value as Form['plugin'])} data-testid="device-plugin">
                {PLUGINS.map((p) => (
                  <option key={p} value={p}>
                    {t(`plugins.${p}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <div style={{ gridColumn: 'span 2' }}>
              <Field label={t('form.fields.pluginUrl')} htmlFor="d-plugin-url" error={err('pluginUrl')} hint={form.plugin === 'HTML' ? t('form.pluginUrlHint') : undefined}>
                <Input id="d-plugin-url" value={form.pluginUrl} placeholder="https://" aria-invalid={!!err('pluginUrl')} onChange={(e) => set('pluginUrl', e.target.value)} data-testid="device-plugin-url" />
              </Field>
            </div>
          </FormGrid>
          <FormGrid>
            <Field label={t('form.fields.channels')} htmlFor="d-channels" hint={t('form.channelsHint')}>
              <ListInput id="d-channels" value={form.channels} onChange={(v) => set('channels', v)} placeholder="A, B, CG1…" testId="device-channels" />
            </Field>
            <Field label={t('form.fields.paths')} htmlFor="d-paths" hint={t('form.pathsHint')}>
              <ListInput id="d-paths" value={form.paths} onChange={(v) => set('paths', v)} placeholder={'\\\\server\\media'} testId="device-paths" />
            </Field>
            {/* a driver that names the charsets shows them with its connection fields */}
            {!fields.some((o) => o.key === 'charsetInput') && (
              <Field label={t('form.fields.charsetInput')} htmlFor="d-charset-in" hint={t('form.charsetHint')}>
                <Input id="d-charset-in" list="d-charsets" value={form.charsetInput} onChange={(e) => set('charsetInput', e.target.value)} data-testid="device-charset-input" />
              </Field>
            )}
            {!fields.some((o) => o.key === 'charsetOutput') && (
              <Field label={t('form.fields.charsetOutput')} htmlFor="d-charset-out" hint={t('form.charsetHint')}>
                <Input id="d-charset-out" list="d-charsets" value={form.charsetOutput} onChange={(e) => set('charsetOutput', e.target.value)} data-testid="device-charset-output" />
              </Field>
            )}
          </FormGrid>
          <datalist id="d-charsets">
            {CHARSETS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </>
      )}
    </Dialog>
  );
}

/** One connection field drawn from the driver's schema: a check box, a list, a number or a text. */
function OptionInput({ field: o, form, setForm, error, t }: { field: OptionField; form: Form; setForm: (f: (x: Form) => Form) => void; error: string | null; t: T }) {
  const id = `d-opt-${o.key}`;
  const value = fieldValue(form, o);
  // options Lauda knows have translated labels; any other shows the driver's own title
  const label = o.common ? t(`form.fields.${o.key}`) : t(`form.options.${o.key}`, { defaultValue: o.schema.title ?? o.key });
  const change = (raw: string | boolean) => setForm((f) => withField(f, o, raw));
  const testId = `device-option-${o.key}`;
  if (o.schema.type === 'boolean') {
    const on = value === undefined ? o.schema.default === true : value === true;
    return (
      <div style={{ marginBottom: 14, alignSelf: 'end' }} title={o.schema.description}>
        <Check checked={on} onChange={change} label={label} testId={testId} hint={o.schema.description} />
      </div>
    );
  }
  const hint = o.schema.description ?? (o.schema.default !== undefined ? t('form.defaultValue', { value: String(o.schema.default) }) : undefined);
  return (
    <Field label={label} htmlFor={id} error={error} hint={o.required && !error ? t('form.neededToConnect') : hint} required={o.required} testId={`field-${testId}`}>
      {o.schema.enum ? (
        <Select id={id} value={value === undefined ? '' : String(value)} onChange={(e) => change(e.target.value)} data-testid={testId}>
          <option value="">{o.schema.default !== undefined ? t('form.defaultValue', { value: String(o.schema.default) }) : '—'}</option>
          {o.schema.enum.map((v) => (
            <option key={String(v)} value={String(v)}>
              {String(v)}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          id={id}
          value={value === undefined || value === null ? '' : String(value)}
          inputMode={o.schema.type === 'integer' || o.schema.type === 'number' ? 'numeric' : undefined}
          placeholder={o.schema.default !== undefined ? String(o.schema.default) : undefined}
          aria-invalid={!!error}
          onChange={(e) => change(e.target.value)}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
