/** Route inputs (zod): what a client may send about the agency. */
import { calendarDate, pageQuery, z } from '@lauda/sdk/server';
import { SOURCE_KINDS } from '../common/index.js';

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const categoryInput = z.object({ name: z.string().trim().min(1).max(100) });

export const feedInput = z.object({
  url: z.string().trim().max(2000).url().refine((u) => /^https?:\/\//i.test(u), 'only http and https feeds'),
  name: z.string().trim().max(200).optional(),
  categoryId: z.number().int().positive().nullable().default(null),
});

const kind = z.enum(SOURCE_KINDS);
const ref = z.object({ kind, id: z.number().int().positive() });

export const laneInput = z.object({
  name: z.string().trim().min(1).max(100),
  kinds: z.array(kind).max(3).default([]),
  categories: z.array(ref).max(200).default([]),
  sources: z.array(ref).max(500).default([]),
  words: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});

export const lanePut = laneInput.extend({ position: z.number().int().min(0).optional() });

export const searchQuery = pageQuery.extend({
  text: z.string().max(200).optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  kind: kind.optional(),
});

export const guidelineInput = z.object({
  programsIds: z.array(z.number().int().positive()).max(100).optional(),
  date: calendarDate().optional(),
});
