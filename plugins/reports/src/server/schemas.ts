/** Route inputs (zod): what a client may send about reports, their categories and events. */
import { calendarDate, pageQuery, text, z } from '@lauda/sdk/server';
import { REPORT_LIMITS as L, REPORT_TARGET_TYPES } from '../common/index.js';

export const date = calendarDate();
export const id = z.number().int().positive();
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const ids = z.array(id).max(L.ids, `at most ${L.ids} ids`);
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const queryId = z.coerce.number().int().positive();

const notBlank = (max: number) => text(max).transform((s) => s.trim()).refine((s) => s.length > 0, 'required, not blank');
export const title = notBlank(L.title);
export const name = notBlank(L.name);

/** The script editor's stored form (`RichText` of the sdk): paragraphs of runs, colours as #rrggbb. */
export const richText = z.array(z.object({
  type: text(40).optional(),
  children: z.array(z.object({
    text: text(L.runText),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    underline: z.boolean().optional(),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb').nullable().optional(),
    comment: z.boolean().optional(),
  })).max(1_000),
})).max(L.paragraphs, `at most ${L.paragraphs} paragraphs`);

/** The fields a person edits (PUT and field patches). */
export const reportFields = {
  date,
  title,
  categoryId: id,
  eventId: id.nullable(),
  programsIds: ids,
  body: richText,
  people: text(L.people),
  allowedUsers: ids,
};
export type ReportValues = { [K in keyof typeof reportFields]?: z.output<(typeof reportFields)[K]> };

const optional = Object.fromEntries(Object.entries(reportFields).map(([k, s]) => [k, s.optional()])) as { [K in keyof typeof reportFields]: z.ZodOptional<(typeof reportFields)[K]> };
const targetType = z.enum(REPORT_TARGET_TYPES);

/** POST /api/reports: date, title and category required; `private` needs the private-creation setting; `lock` takes the edit lock. */
export const reportCreate = z.object({
  ...optional, date, title, categoryId: id,
  targetType: targetType.optional(), targetId: id.optional(),
  private: z.boolean().optional(), lock: z.boolean().optional(),
}).superRefine((b, c) => {
  if ((b.targetType === undefined) !== (b.targetId === undefined)) {
    c.addIssue({ code: 'custom', path: [b.targetType === undefined ? 'targetType' : 'targetId'], message: 'targetType and targetId go together' });
  }
});
/** PUT /api/reports/{id}: fields left out keep their value. */
export const reportPut = z.object({ ...optional, version: z.number().int().min(0) });

export const filterQuery = pageQuery.extend({
  from: date.optional(),
  to: date.optional(),
  text: text(200).optional(),
  categoryId: queryId.optional(),
  eventId: queryId.optional(),
});
export const targetQuery = z.object({ type: targetType, id: queryId });

export const idsBody = z.object({ ids: ids.min(1, 'at least one id') });
export const removeQuery = z.object({
  ids: z.string().max(6000).transform((s, ctx) => {
    const list = s.split(',').map((x) => x.trim()).filter(Boolean);
    if (!list.length || list.some((x) => !/^[1-9][0-9]{0,9}$/.test(x)) || list.length > L.ids) {
      ctx.addIssue({ code: 'custom', message: `a comma list of 1 to ${L.ids} ids` });
      return z.NEVER;
    }
    return list.map(Number);
  }),
});
export const fileParam = z.object({ id: z.coerce.number().int().positive(), fileId: z.coerce.number().int().positive() });

export const configPut = z.object({ privateCreation: z.boolean(), version: z.number().int().min(0) });
export const nameBody = z.object({ name });
export const eventParam = z.object({ id: z.coerce.number().int().positive(), eventId: z.coerce.number().int().positive() });
