/**
 * Credits (story templates of a CG device, spec 000 §2 "credit template chooser", 001 §5): what the
 * chooser lists, the CG sub-sections chosen templates become, and the field sizes that limit typing.
 * Pure.
 */
import type { CreditTemplate } from '@lauda/sdk/device';
import type { SubSection } from '../../common/types.js';

/** One template of a CG device (the devices plugin lists them; its chooser and sizes contribution give them). */
export type { CreditTemplate };
/** A field of a template: its name, position and the most characters the CG accepts (0 or none: no limit). */
export type CreditField = CreditTemplate['fields'][number];

/** A field's limit: a size greater than zero, else none (spec 001 §5). */
export const fieldLimit = (size: number | null | undefined): number | undefined =>
  typeof size === 'number' && Number.isFinite(size) && size > 0 ? Math.floor(size) : undefined;

/** The value cut to the field's limit (what the input would have let through). */
export const limitValue = (value: string, size: number | null | undefined): string => {
  const max = fieldLimit(size);
  return max === undefined ? value : [...value].slice(0, max).join('');
};

const byNumber = (a: CreditField, b: CreditField) => (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER);

/**
 * The CG sub-section a chosen template becomes: its name and code, one empty field per template field
 * (in the template's order, each with a fresh uuid), and the sizes of those fields by uuid (kept by
 * the form only; the API's CG fields have no size).
 */
export function creditSubSection(tpl: CreditTemplate, uuid: () => string): { sub: SubSection; sizes: Record<string, number> } {
  const sizes: Record<string, number> = {};
  const cgFields = [...tpl.fields].sort(byNumber).map((f) => {
    const id = uuid();
    const max = fieldLimit(f.size);
    if (max !== undefined) sizes[id] = max;
    return { uuid: id, name: f.name.slice(0, 200), value: '' };
  });
  return { sub: { type: 'CG', templateName: tpl.name.slice(0, 200), code: tpl.code.slice(0, 100), cgFields }, sizes };
}

/** code → field name → size, to limit the fields of CGs saved earlier (whose sizes the story does not keep). */
export function sizesByCode(templates: readonly CreditTemplate[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const t of templates) {
    if (out.has(t.code)) continue;
    const m = new Map<string, number>();
    for (const f of t.fields) {
      const max = fieldLimit(f.size);
      if (max !== undefined) m.set(f.name, max);
    }
    out.set(t.code, m);
  }
  return out;
}
