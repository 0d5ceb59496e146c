/** Route inputs (zod): what a client may send about news suggestions. */
import { calendarDate, pageQuery, text, z } from '@lauda/sdk/server';

const date = calendarDate();

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const proposalInput = z.object({
  title: text(200).transform((s) => s.trim()).refine((s) => s.length > 0, 'required, not blank'),
  text: text(20_000).default(''),
  suggestedBy: text(200).default(''),
  source: text(300).default(''),
  date,
});
export type ProposalInput = z.infer<typeof proposalInput>;
export const proposalPut = proposalInput.extend({ version: z.number().int().min(0) });

export const filterQuery = pageQuery.extend({
  from: date.optional().describe('first day (YYYY-MM-DD)'),
  to: date.optional().describe('last day (YYYY-MM-DD)'),
  filter: text(200).optional().describe('words in the title, text, who suggested it or the source'),
  accepted: z.enum(['true', 'false']).optional().describe('true: only the accepted ones; false: only those still open'),
});
export type FilterQuery = z.infer<typeof filterQuery>;

/** `?ids=1,2,3`: the suggestions to remove */
export const removeQuery = z.object({
  ids: z.string().max(6000).regex(/^\s*[1-9]\d{0,9}\s*(,\s*[1-9]\d{0,9}\s*){0,499}$/, 'ids separated by commas: 1,2,3 (at most 500)')
    .transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())))]),
});

export const acceptInput = z.object({
  date: date.optional(),
  programsIds: z.array(z.number().int().positive()).max(50).optional(),
});
