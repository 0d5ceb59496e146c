/** Route inputs (zod): what a client may send. Durations arrive as ISO 8601 and leave as ms. */
import { formatDuration, jsonValue, parseDuration, parseTimeOfDay, text, z } from '@lauda/sdk/server';
import { ACCUMULATIONS, DISPLAY_STATUSES, SECTION_TYPES } from '../common/timing.js';
import { DRAWER_FILTERS, RICH_TEXT_COLOR, RUNDOWN_LIMITS, SUBSECTION_TYPES } from '../common/ids.js';

const L = RUNDOWN_LIMITS;

/** An ISO 8601 duration (`PT1M30S`), from zero to 24 h → ms. */
export const duration = z.string().max(40).transform((s, ctx) => {
  const ms = parseDuration(s);
  if (ms === null || ms < 0) {
    ctx.addIssue({ code: 'custom', message: `'${s.slice(0, 40)}' is not an ISO 8601 duration (e.g. PT1M30S)` });
    return z.NEVER;
  }
  if (ms > L.durationMs) {
    ctx.addIssue({ code: 'custom', message: 'at most 24 hours (PT24H)' });
    return z.NEVER;
  }
  return ms;
});
/** An editorial start or duration in the object's time base units (MOS): 24 h even at a time base of 1000. */
const deviceTime = z.number().finite().min(0).max(L.durationMs, `at most ${L.durationMs}`);

/** `HH:mm:ss` (or `HH:mm`) → ms since midnight. */
export const timeOfDay = z.string().max(8).transform((s, ctx) => {
  const ms = parseTimeOfDay(s);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: `'${s.slice(0, 8)}' is not a time of day (HH:mm:ss)` });
    return z.NEVER;
  }
  return ms;
});

export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD').refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}, 'not a calendar date');

export const id = z.number().int().positive();
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const ids = z.array(id).max(L.ids, `at most ${L.ids} ids`);
export const displayStatus = z.enum(DISPLAY_STATUSES);
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const short = (max: number) => text(max);
const optText = (max: number) => short(max).nullable().optional();

export const richText = z.array(z.object({
  type: short(40).optional(),
  children: z.array(z.object({
    text: short(L.text),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    underline: z.boolean().optional(),
    color: z.string().regex(RICH_TEXT_COLOR, 'a colour as #rrggbb').nullable().optional(),
    comment: z.boolean().optional(),
  })).max(2000),
})).max(2000);

const media = z.object({
  slug: optText(200),
  objectId: optText(200),
  mosId: optText(128),
  duration: duration.nullable().optional(),
  timeBase: z.number().finite().positive().max(1_000_000).nullable().optional(),
  abstractText: optText(2000),
  type: optText(40),
  paths: z.array(short(1000)).max(50).optional(),
  proxyPaths: z.array(short(1000)).max(50).optional(),
  metadataPath: optText(1000),
  mosExternalMetadata: jsonValue({ depth: L.mosMetadataDepth, bytes: L.mosMetadataBytes }).optional(),
});

export const subSection = z.object({
  type: z.enum(SUBSECTION_TYPES),
  presenterId: id.nullable().optional(),
  camera: optText(20),
  duration: duration.nullable().optional(),
  text: richText.optional(),
  code: optText(100),
  slug: optText(L.slug),
  templateName: optText(200),
  cgFields: z.array(z.object({ uuid: short(64), name: short(200), value: short(5000) })).max(200).optional(),
  media: media.nullable().optional(),
  channel: optText(40),
  status: optText(40),
  edStart: deviceTime.nullable().optional(),
  edDur: deviceTime.nullable().optional(),
  userTimingDur: deviceTime.nullable().optional(),
  macroIn: optText(200),
  macroOut: optText(200),
});

export const section = z.object({
  type: z.enum(SECTION_TYPES),
  cueIn: optText(500),
  cueOut: optText(500),
  duration: duration.optional(),
  voDuration: duration.optional(),
  entries: z.array(z.object({ camera: optText(20), presenterId: id.nullable().optional(), text: richText })).max(500).optional(),
  subSections: z.array(subSection).max(500).optional(),
});

export const sections = z.array(section).max(SECTION_TYPES.length).refine(
  (list) => new Set(list.map((s) => s.type)).size === list.length,
  'each section type at most once',
);
export type SectionsInput = z.output<typeof sections>;

/** The story fields a client may set (create, PUT, and one by one in PATCH). */
export const storyFields = {
  page: short(L.page).nullable(),
  slug: short(L.slug).nullable(),
  typeId: id.nullable(),
  radio: z.boolean(),
  legacy: z.boolean(),
  manualVt: z.boolean(),
  mediaCode: short(L.mediaCode).nullable(),
  estimated: duration,
  vt: duration,
  stopTime: timeOfDay.nullable(),
  editorId: id.nullable(),
  imageEditorId: id.nullable(),
  reporterId: id.nullable(),
  information: short(L.information).nullable(),
  ownerId: id.nullable(),
  allowedUsers: z.array(id).max(L.allowedUsers),
  sections,
};
export const storyInput = z.object(storyFields).partial().extend({
  /** create only: the story starts private to its author */
  private: z.boolean().optional(),
});
export type StoryInput = z.output<typeof storyInput>;
/** create in a rundown: the story's fields and where it lands (services/placing.ts) */
export const rundownStoryInput = storyInput.extend({
  blockId: id.optional(),
  afterStoryId: id.optional(),
  position: z.number().int().min(0).optional(),
});
export const storyPut = z.object(storyFields).partial().extend({
  /** the version read; a different stored version is a 412 */
  version: z.number().int().min(0).optional(),
});
export type StoryPut = z.output<typeof storyPut>;
export type StoryFieldValues = Partial<z.output<z.ZodObject<typeof storyFields>>>;

/** Fields patchable one at a time, per entity: `{ field, newValue }`. */
export const storyPatchFields = {
  ...storyFields,
  displayStatus,
  approved: z.boolean(),
  ok: z.boolean(),
} as const;
export const blockPatchFields = {
  standBy: z.boolean(),
  stopTime: timeOfDay.nullable(),
  commercial: duration,
  displayStatus,
  approved: z.boolean(),
} as const;
export const rundownPatchFields = {
  start: timeOfDay,
  end: timeOfDay,
  production: duration,
  mosEnabled: z.boolean(),
  displayStatus,
} as const;
export const templatePatchFields = {
  name: z.string().trim().min(1, 'required').max(L.templateName),
  programId: id,
} as const;


export const moveInput = z.object({
  targetBlockId: id,
  storiesIds: ids,
  targetStoryId: id.nullable().optional(),
});
export type MoveInput = z.output<typeof moveInput>;

export const rundownCreate = z.object({ date, programId: id, templateId: id.nullable().optional() });
export const rundownQuery = z.object({
  date: date.optional(),
  programId: z.coerce.number().int().positive().optional(),
  sections: queryBool.optional(),
  accumulation: z.enum(ACCUMULATIONS).optional(),
  approvedOnly: queryBool.optional(),
});
export const loadQuery = rundownQuery.pick({ sections: true, accumulation: true, approvedOnly: true });
export const approveInput = z.object({ approve: z.boolean() });
export const okInput = z.object({ ok: z.boolean() });
export const displayStatusInput = z.object({ ids: ids.min(1, 'at least one id'), status: displayStatus, updatePrevious: z.boolean().default(false) });
export const blockOrderInput = z.object({ blockIds: ids.min(1) });
export const dateInput = z.object({ date });
export const recreateInput = z.object({ templateId: id.nullable().optional() }).optional();
export const templateCreate = z.object({ name: templatePatchFields.name, programId: id });
export const templateCopyStories = z.object({ source: id.nullable().optional(), storiesIds: ids, targetBlockId: id.nullable().optional() });
export const drawerQuery = z.object({
  filter: z.enum(DRAWER_FILTERS).default('ALL'),
  programId: z.coerce.number().int().positive().optional(),
  date: date.optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(25),
});
export const drawerSend = z.object({ storiesIds: ids.min(1, 'at least one id'), programId: id.nullable().optional() });
export const drawerBack = moveInput;

export { formatDuration };
