/** Route inputs (zod): what a client may send about rounds, institutions and segments. */
import { calendarDate, LOCALES, text, timeOfDay, z } from '@lauda/sdk/server';
import { ROUND_RESULTS } from '../common/index.js';

const date = calendarDate();
const name = (max: number) => text(max).transform((s) => s.trim()).refine((s) => s.length > 0, 'required, not blank');
const version = z.number().int().min(0);

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const segmentInput = z.object({ name: name(100) });
export const segmentPut = segmentInput.extend({ version });

export const institutionInput = z.object({
  name: name(150),
  segmentId: z.number().int().positive().nullable().default(null),
  phone: text(60).default(''),
  contact: text(200).default(''),
  notes: text(5000).default(''),
});
export type InstitutionInput = z.infer<typeof institutionInput>;
export const institutionPut = institutionInput.extend({ version });

export const roundInput = z.object({
  date,
  time: timeOfDay(),
  institutionId: z.number().int().positive(),
  /** left out: the institution's segment */
  segmentId: z.number().int().positive().nullable().optional(),
  who: text(200).default(''),
  notes: text(20_000).default(''),
  result: z.enum(ROUND_RESULTS).default('pending'),
});
export type RoundInput = z.infer<typeof roundInput>;
export const roundPut = roundInput.extend({ version });

export const dayQuery = z.object({ date });
export const localeQuery = z.object({ locale: z.enum(LOCALES).optional() });
export const dayPdfQuery = dayQuery.merge(localeQuery);

/** `?ids=1,2,3` */
export const idsQuery = z.object({
  ids: z.string().max(6000).transform((s, ctx) => {
    const list = s.split(',').map((x) => x.trim()).filter(Boolean);
    if (!list.length || list.length > 500 || list.some((x) => !/^[1-9][0-9]{0,9}$/.test(x))) {
      ctx.addIssue({ code: 'custom', message: 'a comma list of 1 to 500 ids' });
      return z.NEVER;
    }
    return [...new Set(list.map(Number))];
  }),
});

export const guidelineFrom = z.object({
  date: date.optional(),
  programsIds: z.array(z.number().int().positive()).max(50).optional(),
});
