/** Route inputs (zod): what a client may send about checklists. */
import { calendarDate, pageQuery, text, timeOfDay, z } from '@lauda/sdk/server';
import { PRODUCTION_LIMITS as L } from '../common/index.js';

export const date = calendarDate();

/** `HH:mm:ss` or `HH:mm`, answered as `HH:mm:ss`. */
export const time = timeOfDay();

export const id = z.number().int().positive();
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const ids = z.array(id).max(L.ids, `at most ${L.ids} ids`);
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Stored upper-case, not blank, at most 100 (as guidelines and reportages). */
export const slug = text(L.slug).transform((s) => s.trim().toUpperCase()).refine((s) => s.length > 0, 'required, not blank');

export const taskInput = z.object({
  id: id.optional(),
  date: date.nullable().optional(),
  time: time.nullable().optional(),
  label: text(L.taskLabel).transform((s) => s.trim()).refine((s) => s.length > 0, 'required, not blank'),
  done: z.boolean().optional(),
  information: text(L.taskInformation).optional(),
});
export type TaskInput = z.output<typeof taskInput>;

/** The fields a person edits (PUT and field patches). */
export const productionFields = {
  slug,
  date,
  schedule: time.nullable(),
  departure: time.nullable(),
  arrival: time.nullable(),
  typeId: id.nullable(),
  local: text(L.local),
  team: text(L.team),
  medias: text(L.medias),
  editorsIds: ids,
  producersIds: ids,
  resourcesIds: ids,
  vehiclesIds: ids,
  programsIds: ids,
  information: text(L.information),
  done: z.boolean(),
  tasks: z.array(taskInput).max(L.tasks, `at most ${L.tasks} tasks`),
  allowedUsers: ids,
};
export type ProductionValues = { [K in keyof typeof productionFields]?: z.output<(typeof productionFields)[K]> };

const optional = Object.fromEntries(Object.entries(productionFields).map(([k, s]) => [k, s.optional()])) as { [K in keyof typeof productionFields]: z.ZodOptional<(typeof productionFields)[K]> };

/** POST /api/productions: slug and date required; `private` needs the private-creation setting; `lock` takes the edit lock. */
export const productionCreate = z.object({ ...optional, slug, date, private: z.boolean().optional(), lock: z.boolean().optional() });
/** PUT /api/productions/{id}: fields left out keep their value. */
export const productionPut = z.object({ ...optional, version: z.number().int().min(0) });

export const dateListQuery = z.object({ date: date.optional(), onlyNotDone: queryBool.optional() });

export const filterQuery = pageQuery.extend({
  slug: text(L.slug).optional(),
  from: date.optional(),
  to: date.optional(),
});

export const idsBody = z.object({ ids: ids.min(1, 'at least one id') });
export const fromGuidelineBody = z.object({ guidelineId: id, lock: z.boolean().optional() });
export const guidelineParam = z.object({ guidelineId: z.coerce.number().int().positive() });
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

export const configPut = z.object({
  typeEnabled: z.boolean(), resourcesEnabled: z.boolean(), vehiclesEnabled: z.boolean(), mediasEnabled: z.boolean(),
  privateCreation: z.boolean(), version: z.number().int().min(0),
});
export const lookupInput = z.object({ name: text(L.lookupName).transform((s) => s.trim()).refine((s) => s.length > 0, 'required, not blank') });
