/** Route inputs (zod): what a client may send. Rich text, durations and dates as the stories' (rundown plugin). */
import { pageQuery, text, z } from '@lauda/sdk/server';
import { dateSchema, durationSchema, richTextSchema } from '@lauda/plugin-rundown/server';
import { REPORTAGE_LIMITS as L, REPORTAGE_SECTION_TYPES, REPORTAGE_STATES } from '../common/ids.js';

export const id = z.number().int().positive();
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const ids = z.array(id).min(1, 'at least one id').max(L.ids, `at most ${L.ids} ids`);
const optText = (max: number) => text(max).nullable().optional();
const idList = z.array(id).max(L.ids);
const uuid = z.string().regex(/^[0-9a-fA-F-]{8,36}$/, 'a uuid');

/** spec 001 §5: required, not only whitespace, at most 100 characters; stored upper-cased */
export const slug = text(L.slug).refine((s) => s.trim().length > 0, 'required').transform((s) => s.trim().toUpperCase());

export const sectionInput = z.object({
  uuid: uuid.optional(),
  type: z.enum(REPORTAGE_SECTION_TYPES),
  content: richTextSchema.optional(),
  observation: optText(L.text),
  duration: durationSchema.optional(),
  /** left out: interview sections start manual, the others automatic */
  manual: z.boolean().optional(),
  approved: z.boolean().optional(),
});
export type SectionInput = z.output<typeof sectionInput>;

const cgField = z.object({
  uuid: text(64),
  name: text(200),
  number: z.number().int().min(0).max(100_000).nullable().optional(),
  size: z.number().int().min(0).max(100_000).nullable().optional(),
  value: text(5000),
});
export const cgInput = z.object({
  uuid: uuid.optional(),
  deviceId: id,
  ciiData: z.object({
    templateCode: text(100).refine((s) => s.trim().length > 0, 'required'),
    templateName: optText(200),
    comment: optText(2000),
    fields: z.array(cgField).max(200).default([]),
  }).nullable().optional(),
  mosData: z.object({
    slug: optText(200),
    objId: text(200).refine((s) => s.trim().length > 0, 'required'),
    mosId: optText(128),
    mosPluginId: optText(128),
    mosAbstract: optText(2000),
    type: optText(40),
    channel: optText(40),
    edStart: z.number().finite().min(0).nullable().optional(),
    edDur: z.number().finite().min(0).nullable().optional(),
    userTimingDur: z.number().finite().min(0).nullable().optional(),
    trigger: optText(40),
    macroIn: optText(200),
    macroOut: optText(200),
    paths: z.array(text(1000)).max(50).optional(),
    proxyPaths: z.array(text(1000)).max(50).optional(),
  }).nullable().optional(),
}).refine((c) => !!c.ciiData !== !!c.mosData, { message: 'give either ciiData or mosData', path: ['ciiData'] });
export type CgInput = z.output<typeof cgInput>;

/** The fields a client sets (create, PUT, and one by one in PATCH). */
export const reportageFields = {
  slug,
  date: dateSchema,
  state: z.enum(REPORTAGE_STATES),
  reporterId: id,
  editorId: id.nullable(),
  programsIds: idList,
  editorialsIds: idList,
  vehiclesIds: idList,
  classificationId: id.nullable(),
  branchId: id.nullable(),
  cameraman: text(L.cameraman).nullable(),
  lead: text(L.text).nullable(),
  teaser: text(L.text).nullable(),
  headingSuggestion: text(L.text).nullable(),
  noteSuggestion: text(L.text).nullable(),
  information: text(L.text).nullable(),
  tv: z.boolean(),
  radio: z.boolean(),
  sections: z.array(sectionInput).max(L.sections),
  cgs: z.array(cgInput).max(L.cgs),
  ownerId: id.nullable(),
  allowedUsers: z.array(id).max(L.allowedUsers),
};
export type ReportageValues = Partial<z.output<z.ZodObject<typeof reportageFields>>>;

/** Create: slug, date and reporter required (spec 001 §5). */
export const reportageCreate = z.object(reportageFields).partial().required({ slug: true, date: true, reporterId: true }).extend({
  /** the reportage starts private to its author (where the private-creation setting allows it) */
  private: z.boolean().optional(),
});
export type ReportageCreate = z.output<typeof reportageCreate>;
export const reportagePut = z.object(reportageFields).partial().extend({
  /** the version read; a different stored version is a 412 */
  version: z.number().int().min(0).optional(),
});

export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const listQuery = pageQuery.extend({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  slug: text(L.slug).optional(),
  allPrograms: queryBool.optional(),
  programId: z.coerce.number().int().positive().optional(),
  state: z.enum(REPORTAGE_STATES).optional(),
});
export const stateInput = z.object({ ids, state: z.enum(REPORTAGE_STATES) });
export const removeInput = z.object({ ids });
export const copyInput = z.object({ ids, programsIds: idList.min(1, 'at least one program'), date: dateSchema });
export const approveInput = z.object({ approve: z.boolean() });
export const associateInput = z.object({ guidelineId: id });
export const sendInput = z.object({
  /** a rundown (its block, or the last block before Stand By) … */
  rundownId: id.optional(),
  blockId: id.optional(),
  /** … or a drawer: a program's, or null for the general drawer */
  drawer: z.object({ programId: id.nullable() }).optional(),
}).refine((b) => (b.rundownId === undefined) !== (b.drawer === undefined), { message: 'give either rundownId or drawer', path: ['rundownId'] })
  .refine((b) => b.blockId === undefined || b.rundownId !== undefined, { message: 'a block needs its rundownId', path: ['blockId'] });
