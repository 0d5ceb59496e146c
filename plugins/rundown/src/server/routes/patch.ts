/** The field-patch convention: `{ field, newValue }` checked against a whitelist per entity. */
import { BadRequestError, type z } from '@lauda/sdk/server';

/** Validates a patch body against the patchable fields: an unknown field or a bad value is a 400 naming it. */
export function parsePatch<F extends Record<string, z.ZodType>>(fields: F, body: { field: string; newValue?: unknown }): { field: keyof F & string; value: unknown } {
  const schema = fields[body.field];
  if (!schema || !Object.prototype.hasOwnProperty.call(fields, body.field)) {
    const known = Object.keys(fields).join(', ');
    throw new BadRequestError(`Unknown field '${body.field}': the patchable fields are ${known}`, { in: 'body', issues: [{ field: 'field', message: `unknown field '${body.field}'`, code: 'unknown_field' }], patchable: Object.keys(fields) }, 'error.validation');
  }
  const r = schema.safeParse(body.newValue);
  if (!r.success) {
    const first = r.error.issues[0]!;
    const path = ['newValue', ...first.path.map(String)].join('.');
    throw new BadRequestError(`Invalid field '${path}' for '${body.field}': ${first.message}`, { in: 'body', issues: r.error.issues.map((i) => ({ field: ['newValue', ...i.path.map(String)].join('.'), message: i.message, code: i.code })) }, 'error.validation');
  }
  return { field: body.field, value: r.data };
}
