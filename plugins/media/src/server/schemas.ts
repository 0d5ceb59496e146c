/** Input of the media routes (zod): a bad value is a 400 naming its field. */
import { pageQuery, z } from '@lauda/sdk/server';
import { MEDIA_KINDS, MEDIA_STATUSES } from '../common/index.js';

export const mamParam = z.object({ mamId: z.coerce.number().int().positive() });
export const idParam = z.object({ id: z.coerce.number().int().positive() });

const FIELD_NAME = /^[A-Za-z_][\w.-]*(\/[A-Za-z_][\w.-]*)*$/;

/** field values, as a JSON object in the query (`fields={"Reporter":"Ana"}`) or in a body */
export const fieldValues = z.record(
  z.string().max(200).regex(FIELD_NAME, 'a field is a path of element names (Reporter, Video/Length)'),
  z.string().max(500),
).refine((o) => Object.keys(o).length <= 20, 'at most 20 fields');

const jsonFields = z.string().max(12_000).transform((s, c) => {
  try {
    return JSON.parse(s) as unknown;
  } catch {
    c.addIssue({ code: 'custom', message: 'a JSON object of field names and values' });
    return z.NEVER;
  }
}).pipe(fieldValues);

const upper = <T extends readonly [string, ...string[]]>(values: T) => z.string().trim().toUpperCase().pipe(z.enum(values));

export const mamsQuery = z.object({ programId: z.coerce.number().int().positive().optional() });

export const mediasQuery = pageQuery.extend({
  text: z.string().trim().max(200).optional(),
  kind: upper(MEDIA_KINDS).optional(),
  status: z.string().trim().toLowerCase().pipe(z.enum(MEDIA_STATUSES)).optional(),
  fields: jsonFields.optional(),
  /** `stored` (default): the media kept here; `device`: the device runs the search (MOS profile 3) */
  source: z.enum(['stored', 'device']).default('stored'),
});

const text = (max: number) => z.string().trim().max(max).nullable().optional().transform((v) => (v ? v : undefined));

/** What a new media is (the device is asked to create it). */
export const mediaInput = z.object({
  slug: z.string().trim().min(1).max(128),
  kind: upper(MEDIA_KINDS),
  group: text(128),
  abstractText: text(2000),
  description: text(5000),
  /** its length, when known (a placeholder has none): at most 24 h */
  durationMs: z.number().int().min(0).max(86_400_000).nullable().optional(),
  /** values of the device's searchable fields, sent as its schema's metadata */
  fields: fieldValues.optional(),
});
export type MediaInput = z.infer<typeof mediaInput>;

export const mediaPut = mediaInput.extend({ version: z.number().int().min(0) });
export type MediaPut = z.infer<typeof mediaPut>;
