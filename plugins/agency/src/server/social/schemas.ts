/** Bodies and params of the social routes: a bad value is a 400 naming the field. */
import { httpUrl, text, z } from '@lauda/sdk/server';
import type { SourceAdapter } from './adapter.js';

export const idParam = z.object({ id: z.coerce.number().int().positive() });

const nonBlank = (max: number) => text(max).refine((s) => s.trim().length > 0, 'required');

export const configPut = z.object({
  baseUrl: httpUrl(1000),
  /** left out: keep the stored token; null or '': forget it */
  token: text(4000).nullable().optional(),
  version: z.number().int().min(0),
});

export const categoryBody = z.object({ name: nonBlank(100) });

/** `{ page | username | listId, categoryId }`, named as the spec's screens name them. */
export function sourceBody(a: SourceAdapter) {
  return z.object({
    [a.field]: nonBlank(300),
    categoryId: z.number().int().positive().nullable().optional(),
  }) as unknown as z.ZodType<{ categoryId?: number | null; [field: string]: unknown }>;
}
