/** Route inputs (zod): what a client may send about guidelines. */
import { calendarDate, pageQuery, text, timeOfDay, z } from '@lauda/sdk/server';
import { GUIDELINE_LIMITS as L, GUIDELINE_STATES } from '../common/index.js';

export const date = calendarDate();

/** `HH:mm:ss` or `HH:mm`, answered as `HH:mm:ss`. */
export const time = timeOfDay();

export const id = z.number().int().positive();
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const ids = z.array(id).max(L.ids, `at most ${L.ids} ids`);
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const state = z.enum(GUIDELINE_STATES);

/** Stored upper-case, not blank, at most 100 (the reportage rule of 001 §5, which guidelines share). */
export const slug = text(L.slug).transform((s) => s.trim().toUpperCase()).refine((s) => s.length > 0, 'required, not blank');
const long = text(L.text);

export const guideInput = z.object({
  id: id.optional(),
  scheduleDate: date.nullable().optional(),
  scheduleTime: time.nullable().optional(),
  interviewee: text(L.interviewee).optional(),
  address: text(L.address).optional(),
  observation: text(L.observation).optional(),
  contacts: ids.max(L.contacts, `at most ${L.contacts} contacts`).optional(),
});
export const taskInput = z.object({
  id: id.optional(),
  label: text(L.taskLabel).transform((s) => s.trim()).refine((s) => s.length > 0, 'required, not blank'),
  done: z.boolean().optional(),
  date: date.nullable().optional(),
  time: time.nullable().optional(),
  information: text(L.taskInformation).optional(),
});
export type GuideInput = z.output<typeof guideInput>;
export type TaskInput = z.output<typeof taskInput>;

export const guides = z.array(guideInput).max(L.guides, `at most ${L.guides} guides`);
export const tasks = z.array(taskInput).max(L.tasks, `at most ${L.tasks} tasks`);

/** The fields a person edits (PUT and field patches). */
export const guidelineFields = {
  date,
  slug,
  state,
  teamId: id.nullable(),
  cameraman: text(L.cameraman),
  editorialsIds: ids,
  editorsIds: ids,
  producersIds: ids,
  reportersIds: ids,
  programsIds: ids,
  vehiclesIds: ids,
  classificationId: id.nullable(),
  typeId: id.nullable(),
  proposal: long,
  referral: long,
  information: long,
  guides,
  tasks,
  allowedUsers: ids,
};
export type GuidelineValues = { [K in keyof typeof guidelineFields]?: z.output<(typeof guidelineFields)[K]> };

const optional = Object.fromEntries(Object.entries(guidelineFields).map(([k, s]) => [k, s.optional()])) as { [K in keyof typeof guidelineFields]: z.ZodOptional<(typeof guidelineFields)[K]> };

/** POST /api/assignments: slug and date required; `private` needs the private-creation setting; `lock` takes the edit lock. */
export const guidelineCreate = z.object({ ...optional, slug, date, private: z.boolean().optional(), lock: z.boolean().optional() });
/** PUT /api/assignments/{id}: fields left out keep their value. */
export const guidelinePut = z.object({ ...optional, version: z.number().int().min(0) });

/** The patchable fields (`PATCH /api/assignments/{id}`): every edited field but the state (its own route). */
export const patchSchemas = (() => {
  const { state: _s, ...rest } = guidelineFields;
  return rest;
})();

export const listQuery = z.object({
  date: date.optional(),
  programId: z.coerce.number().int().positive().optional(),
  allPrograms: queryBool.optional(),
});

export const filterQuery = pageQuery.extend({
  slug: text(L.slug).optional(),
  text: text(200).optional(),
  state: state.optional(),
  programId: z.coerce.number().int().positive().optional(),
  from: date.optional(),
  to: date.optional(),
});

export const counterQuery = z.object({
  from: date,
  to: date,
  programId: z.coerce.number().int().positive().optional(),
});

export const stateInput = z.object({ ids: ids.min(1, 'at least one id'), state });
export const copyInput = z.object({ ids: ids.min(1, 'at least one id'), programsIds: ids, date });
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

export const settingsPut = z.object({ lockFinished: z.boolean(), privateCreation: z.boolean(), version: z.number().int().min(0) });
