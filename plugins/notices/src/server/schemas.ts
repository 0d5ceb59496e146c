/** Route inputs (zod): what a client may send about notices. */
import { calendarDate, pageQuery, z } from '@lauda/sdk/server';

const date = calendarDate();

export const noticeInput = z.object({
  title: z.string().trim().min(1).max(200),
  text: z.string().max(20_000).default(''),
  from: date,
  to: date,
  external: z.boolean().default(false),
  groupIds: z.array(z.number().int().positive()).max(200).default([]),
});
export type NoticeInput = z.infer<typeof noticeInput>;

export const noticePut = noticeInput.extend({ version: z.number().int().min(0) });

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const listQuery = pageQuery.extend({
  current: z.enum(['true', 'false']).optional().describe('true: only the notices shown today (from ≤ today ≤ to, the branch\'s day)'),
});
