/**
 * The device form as pure functions: the form's state, the body of POST/PUT /api/devices, the
 * driver a record gets (the server's rule), the option fields drawn from the driver's JSON Schema
 * and the form's problems.
 */
import type { Device, Driver, JSONSchema } from '../api';
import { COMMON_OPTIONS, type CommonOption } from '../api';

export interface DeviceForm {
  name: string;
  kind: string;
  protocol: string;
  vendor: string;
  /** '' = the first installed driver of the protocol (and kind) */
  driver: string;
  mosId: string;
  host: string;
  lowerPort: string;
  upperPort: string;
  plugin: Device['plugin'];
  pluginUrl: string;
  channels: string[];
  paths: string[];
  charsetInput: string;
  charsetOutput: string;
  /** driver options beyond the common fields, as typed (numbers already numbers) */
  options: Record<string, unknown>;
  enabled: boolean;
  programIds: number[];
}

export const EMPTY_FORM: DeviceForm = {
  name: '', kind: 'CG', protocol: 'MOS', vendor: '', driver: '', mosId: '', host: '', lowerPort: '', upperPort: '',
  plugin: 'NONE', pluginUrl: '', channels: [], paths: [], charsetInput: '', charsetOutput: '', options: {}, enabled: true, programIds: [],
};

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function formOf(d: Device): DeviceForm {
  return {
    name: d.name, kind: d.kind, protocol: d.protocol, vendor: str(d.vendor), driver: str(d.driver), mosId: str(d.mosId), host: str(d.host),
    lowerPort: str(d.lowerPort), upperPort: str(d.upperPort), plugin: d.plugin, pluginUrl: str(d.pluginUrl), channels: [...d.channels], paths: [...d.paths],
    charsetInput: str(d.charsetInput), charsetOutput: str(d.charsetOutput), options: { ...d.options }, enabled: d.enabled, programIds: [...d.programIds],
  };
}

const blank = (s: string) => (s.trim() === '' ? null : s.trim());
const portOf = (s: string) => (s.trim() === '' ? null : Number(s));

/** The body of POST /api/devices, PUT /api/devices/{id} (with `revision`) and POST /api/devices/test. */
export function bodyOf(f: DeviceForm, revision?: number) {
  const options = Object.fromEntries(Object.entries(f.options).filter(([k, v]) => !(COMMON_OPTIONS as readonly string[]).includes(k) && v !== undefined && v !== ''));
  return {
    name: f.name.trim(), kind: f.kind, protocol: f.protocol, vendor: blank(f.vendor), driver: blank(f.driver),
    mosId: blank(f.mosId), host: blank(f.host), lowerPort: portOf(f.lowerPort), upperPort: portOf(f.upperPort),
    plugin: f.plugin, pluginUrl: blank(f.pluginUrl), channels: f.channels, paths: f.paths,
    charsetInput: blank(f.charsetInput), charsetOutput: blank(f.charsetOutput), options, enabled: f.enabled, programIds: f.programIds,
    ...(revision !== undefined ? { revision } : {}),
  };
}

/** The driver that will run the record: the one named, else the first of its protocol fitting its kind (the server's rule). */
export function driverFor(drivers: readonly Driver[], f: Pick<DeviceForm, 'driver' | 'protocol' | 'kind'>): Driver | null {
  if (f.driver) return drivers.find((d) => d.id === f.driver) ?? null;
  const fit = drivers.filter((d) => d.protocol === f.protocol);
  return fit.find((d) => (d.kinds as readonly string[]).includes(f.kind)) ?? fit[0] ?? null;
}

/** Drivers a record of this protocol and kind may name. */
export const driversFor = (drivers: readonly Driver[], protocol: string, kind: string) => drivers.filter((d) => d.protocol === protocol && (d.kinds as readonly string[]).includes(kind));

export interface OptionField {
  key: string;
  schema: JSONSchema;
  /** a record column (mosId, host, ports) rather than an entry of `options` */
  common: boolean;
  required: boolean;
}

/**
 * The connection fields of the form: the properties of the driver's options schema, common ones
 * first. Without a driver the record keeps the common fields of its protocol.
 */
export function optionFields(driver: Driver | null, protocol: string): OptionField[] {
  if (!driver) {
    const keys: CommonOption[] = protocol === 'MOS' ? ['mosId', 'host', 'lowerPort', 'upperPort'] : ['host'];
    return keys.map((key) => ({ key, schema: { type: key.endsWith('Port') ? 'integer' : 'string' }, common: true, required: false }));
  }
  const props = driver.options.properties ?? {};
  const required = new Set(driver.options.required ?? []);
  const all = Object.entries(props).map(([key, schema]) => ({ key, schema, common: (COMMON_OPTIONS as readonly string[]).includes(key), required: required.has(key) }));
  return [...all.filter((o) => o.common), ...all.filter((o) => !o.common)];
}

/** The value of a connection field in the form (common fields are strings; options keep their type). */
export function fieldValue(f: DeviceForm, o: OptionField): unknown {
  return o.common ? f[o.key as CommonOption] : f.options[o.key];
}

/** The form after a connection field changed: numbers stay numbers when they read as one. */
export function withField(f: DeviceForm, o: OptionField, raw: string | boolean): DeviceForm {
  if (o.common) return { ...f, [o.key]: String(raw) };
  const options = { ...f.options };
  if (raw === '' || raw === undefined) delete options[o.key];
  else if (typeof raw === 'boolean') options[o.key] = raw;
  else if ((o.schema.type === 'integer' || o.schema.type === 'number') && raw.trim() !== '' && !Number.isNaN(Number(raw))) options[o.key] = Number(raw);
  else options[o.key] = raw;
  return { ...f, options };
}

export interface FieldProblem {
  key: string;
  vars?: Record<string, unknown>;
}

/** A number field's problem: not a number, not whole, or out of the schema's range. */
export function numberProblem(value: unknown, schema: JSONSchema): FieldProblem | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (Number.isNaN(n)) return { key: 'validation.number' };
  if (schema.type === 'integer' && !Number.isInteger(n)) return { key: 'validation.wholeNumber' };
  if (schema.minimum !== undefined && n < schema.minimum) return { key: 'validation.minNumber', vars: { count: schema.minimum } };
  if (schema.maximum !== undefined && n > schema.maximum) return { key: 'validation.maxNumber', vars: { count: schema.maximum } };
  return null;
}

const PORT: JSONSchema = { type: 'integer', minimum: 1, maximum: 65535 };
const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** The form's problems by field (`name`, `pluginUrl`, `lowerPort`, `options.retries`, …). */
export function problemsOf(f: DeviceForm, fields: readonly OptionField[]): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  if (!f.name.trim()) out.name = { key: 'validation.required' };
  else if (f.name.trim().length > 100) out.name = { key: 'validation.maxChars', vars: { count: 100 } };
  if (f.vendor.trim().length > 100) out.vendor = { key: 'validation.maxChars', vars: { count: 100 } };
  for (const k of ['lowerPort', 'upperPort'] as const) {
    const p = numberProblem(f[k], PORT);
    if (p) out[k] = p;
  }
  if (f.pluginUrl.trim() && !URL_RE.test(f.pluginUrl.trim())) out.pluginUrl = { key: 'validation.url' };
  for (const o of fields) {
    if (o.common || (o.schema.type !== 'integer' && o.schema.type !== 'number')) continue;
    const p = numberProblem(f.options[o.key], o.schema);
    if (p) out[`options.${o.key}`] = p;
  }
  return out;
}

/** Which tab a problem belongs to. */
export const tabOfProblem = (field: string): 'data' | 'connection' | 'plugin' =>
  field === 'name' || field === 'vendor' ? 'data' : field === 'pluginUrl' ? 'plugin' : 'connection';
