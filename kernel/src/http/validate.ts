import { z } from 'zod';
import { BadRequestError, ForbiddenError, type PatchFields, type SessionUser } from '@lauda/sdk/server';

const envelope = z.object({ field: z.string().min(1).max(60), newValue: z.unknown() });

/** Validates one part of the input; a failure is a 400 that names the field. */
export function validate(part: 'params' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return part === 'body' ? undefined : value;
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    field: i.path.length ? i.path.join('.') : part,
    message: i.message,
    code: i.code,
  }));
  const first = issues[0]!;
  const message = first.field === part ? `Invalid ${part}: ${first.message}` : `Invalid field '${first.field}': ${first.message}`;
  throw new BadRequestError(message, { in: part, issues }, 'error.validation');
}

const issuesOf = (prefix: string, error: z.ZodError) =>
  error.issues.map((i) => ({ field: [prefix, ...i.path.map(String)].join('.'), message: i.message, code: i.code }));

/**
 * The body of a field patch, `{ field, newValue }`: an unknown field is a 400 listing the patchable
 * ones, a bad value a 400 naming `newValue`, a field whose roles the user lacks a 403.
 */
export function validateFieldPatch(fields: PatchFields, raw: unknown, user: SessionUser): { field: string; newValue: unknown } {
  const body = validate('body', envelope, raw) as { field: string; newValue?: unknown };
  const known = Object.keys(fields);
  const declared = Object.hasOwn(fields, body.field) ? fields[body.field] : undefined;
  if (!declared) {
    throw new BadRequestError(`Unknown field '${body.field}': the patchable fields are ${known.join(', ')}`, {
      in: 'body', issues: [{ field: 'field', message: `unknown field '${body.field}'`, code: 'unknown_field' }], patchable: known,
    }, 'error.validation');
  }
  const result = declared.schema.safeParse(body.newValue);
  if (!result.success) {
    const issues = issuesOf('newValue', result.error);
    throw new BadRequestError(`Invalid field '${issues[0]!.field}' for '${body.field}': ${issues[0]!.message}`, { in: 'body', issues }, 'error.validation');
  }
  const missing = user.support ? [] : (declared.access ?? []).filter((r) => !user.roles.includes(r));
  if (missing.length) {
    throw new ForbiddenError(`Changing ${body.field} needs ${missing.join(', ')}`, { missingRoles: missing, field: body.field }, 'error.noPermission');
  }
  return { field: body.field, newValue: result.data };
}
