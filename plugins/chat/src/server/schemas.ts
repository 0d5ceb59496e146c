/** Route inputs (zod): what a client may send. Each refusal names its field (400 error.validation). */
import { text, z } from '@lauda/sdk/server';
import { CHAT_LIMITS as L } from '../common/index.js';

const id = z.number().int().positive();
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const userIdsBody = z.object({ userIds: z.array(id).min(1).max(L.members) });
/** plain text, as typed: not trimmed inside, but not blank */
export const messageBody = z.object({ text: text(L.text).refine((s) => s.trim().length > 0, 'required') });
export const readBody = z.object({ messageIds: z.array(id).min(1).max(500) });
export const historyQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  /** the id of the oldest message shown: messages sent in the same millisecond are told apart by it */
  beforeId: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(100).default(L.page),
});
export const previousQuery = z.object({
  /** ISO instant: messages sent before it */
  before: z.string().max(30).refine((s) => Number.isFinite(Date.parse(s)), 'an ISO instant').optional(),
  /** the id of the oldest message shown: messages sent in the same millisecond are told apart by it */
  beforeId: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(100).default(L.page),
});
