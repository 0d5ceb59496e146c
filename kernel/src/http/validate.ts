import type { z } from 'zod';
import { BadRequestError } from '@lauda/sdk/server';

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
