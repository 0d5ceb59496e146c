/** The archive's inputs: a list's filters, a document id, what a restore keeps or changes. */
import { pageQuery, z } from '@lauda/sdk/server';
import { dateSchema } from '@lauda/plugin-rundown/server';

export const listQuery = pageQuery.extend({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  programId: z.coerce.number().int().positive().optional(),
  slug: z.string().trim().max(100).optional(),
});
export type ListQuery = z.output<typeof listQuery>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Guidelines and reportages: the programs of the copy; left out or empty keeps the original's. */
export const restoreBody = z.object({
  programsIds: z.array(z.number().int().positive()).max(100, 'at most 100 programs').optional(),
}).optional();
