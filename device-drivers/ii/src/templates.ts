/**
 * CG templates and credits: a template is a message of the device whose fields are addressed by
 * number (W fills them in order); a credit names its fields by name (or number) and is turned into
 * the ordered values of one W command, each cut to its field's size.
 */
import { RuleRefusedError, type CreditItem, type DeviceTemplate } from '@lauda/sdk/device';

/** Message keys of this driver's refusals (texts in the devices plugin's i18n). */
export const II_MESSAGE_KEYS = {
  unknownTemplate: 'device.unknownTemplate',
  unknownField: 'device.unknownTemplateField',
  unsupported: 'device.unsupportedOperation',
  communicationFailed: 'device.communicationFailed',
} as const;

/** The `templates` option: `[{ code, name, fields: [{ number, name, size }] }]`; throws naming the bad entry. */
export function templatesFromOptions(value: unknown): DeviceTemplate[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error('the templates option must be a list');
  return value.map((t, i) => {
    const where = `templates[${i}]`;
    if (!t || typeof t !== 'object') throw new Error(`${where} must be an object`);
    const { code, name, fields } = t as Record<string, unknown>;
    if ((typeof code !== 'string' && typeof code !== 'number') || String(code).trim() === '' || /[\\\r\n]/.test(String(code))) throw new Error(`${where}.code must be the template's message number or name`);
    if (fields !== undefined && !Array.isArray(fields)) throw new Error(`${where}.fields must be a list`);
    const out: DeviceTemplate['fields'] = ((fields as unknown[] | undefined) ?? []).map((f, j) => {
      const ff = (f ?? {}) as Record<string, unknown>;
      const number = ff.number === undefined ? j + 1 : Number(ff.number);
      const size = ff.size === undefined ? 0 : Number(ff.size);
      if (!Number.isInteger(number) || number < 1) throw new Error(`${where}.fields[${j}].number must be a whole number from 1`);
      if (!Number.isInteger(size) || size < 0) throw new Error(`${where}.fields[${j}].size must be a whole number (0: no limit)`);
      return { number, name: typeof ff.name === 'string' && ff.name.trim() ? ff.name.trim() : `Field ${number}`, size };
    });
    return { code: String(code).trim(), name: typeof name === 'string' && name.trim() ? name.trim() : String(code), fields: out };
  });
}

/** Fields in device order, every one numbered. */
export function numberedFields(t: DeviceTemplate): { number: number; name: string; size: number }[] {
  return t.fields.map((f, i) => ({ number: f.number ?? i + 1, name: f.name, size: f.size ?? 0 })).sort((a, b) => a.number - b.number);
}

/** Cuts to `size` characters (code points, so an accent is never split); 0 keeps all. */
export function cut(value: string, size: number): string {
  if (!size || size <= 0) return value;
  const chars = Array.from(value);
  return chars.length > size ? chars.slice(0, size).join('') : value;
}

export function findTemplate(templates: DeviceTemplate[] | null, code: string): DeviceTemplate | undefined {
  return templates?.find((t) => t.code === code) ?? templates?.find((t) => t.code.toLowerCase() === code.trim().toLowerCase());
}

/**
 * The W values of a credit: one slot per field number up to the template's last (a field the
 * credit leaves out is sent empty, so nothing of the previous fill stays on air). With no known
 * template the values go in the credit's order. `clean` makes a value safe before it is cut.
 */
export function creditValues(credit: CreditItem, template: DeviceTemplate | undefined, clean: (v: string) => string): string[] {
  const given = credit.fields.map((f) => ({ name: String(f.name ?? ''), value: String(f.value ?? ''), number: (f as { number?: unknown }).number }));
  if (!template) {
    const out: string[] = [];
    given.forEach((f, i) => {
      const n = Number.isInteger(Number(f.number)) && Number(f.number) > 0 ? Number(f.number) : i + 1;
      out[n - 1] = clean(f.value);
    });
    return Array.from(out, (v) => v ?? '');
  }
  const fields = numberedFields(template);
  const last = fields.reduce((m, f) => Math.max(m, f.number), 0);
  const values: string[] = new Array(last).fill('');
  for (const f of given) {
    const byNumber = Number.isInteger(Number(f.number)) && f.number !== undefined && f.number !== null && f.number !== '' ? fields.find((x) => x.number === Number(f.number)) : undefined;
    const key = f.name.trim().toLowerCase();
    const field = byNumber ?? fields.find((x) => x.name.toLowerCase() === key) ?? (/^\d+$/.test(key) ? fields.find((x) => x.number === Number(key)) : undefined);
    if (!field) {
      throw new RuleRefusedError(`Template ${template.code} (${template.name}) has no field "${f.name}"; its fields are ${fields.map((x) => `${x.number} ${x.name}`).join(', ') || 'none'}`, II_MESSAGE_KEYS.unknownField, { templateCode: template.code, field: f.name });
    }
    values[field.number - 1] = cut(clean(f.value), field.size);
  }
  return values;
}
