/** Rundown routes: `/api/rundowns…` */
import { created, ForbiddenError, pageQuery, z, patchFields, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R } from '../../common/ids.js';
import { storyIdsIn } from '../documents.js';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import {
  approveInput, blockOrderInput, dateInput, duration, idParam, loadQuery, recreateInput, rundownCreate,
  rundownPatchFields, rundownQuery, timeOfDay,
} from '../schemas.js';
import { createBlock, orderBlocks } from '../services/blocks.js';
import {
  approveRundown, changeDate, createRundown, listRundowns, loadRundownById, loadRundownOfDate, patchRundown,
  recreate, repaginate, rundownLogs, rundownNotFound,
} from '../services/rundowns.js';
import { assertOwnerAccess, inOwner, type Owner } from '../services/work.js';
import { caller, type Caller, type Ctx } from '../services/context.js';

export const rundownOwner = (id: number) => async (): Promise<Owner> => ({ kind: 'rundown', id });

export function rundownRoutes(router: PluginRouter, ctx: Ctx): void {

  router.get('/api/rundowns', {
    access: [R.rundownRead],
    summary: 'The rundown of a program on a date (with both), or a page of rundown summaries',
    description: 'With `date` and `programId`: the whole rundown (blocks, stories, totals), or 404 rundown.notFoundForDate. Otherwise a page of summaries filtered by `date` or `programId`.',
    query: rundownQuery.extend(pageQuery.shape),
  }, async ({ query, user, ip }) => {
    const c = caller(user, ip);
    if (query.date && query.programId) {
      const allowed = await ctx.programIdsOf(c.user);
      if (allowed && !allowed.includes(query.programId)) throw new ForbiddenError('Your groups do not give you this program', { programId: query.programId }, RUNDOWN_ERRORS.programNoAccess);
      return loadRundownOfDate(ctx, query.programId, query.date, c.user.id, query);
    }
    return listRundowns(ctx, { date: query.date, programId: query.programId, programIds: await ctx.programIdsOf(c.user) }, query);
  });

  router.post('/api/rundowns', {
    access: [R.rundownWrite],
    summary: 'Create the rundown of a program for a date, optionally from a template; answers the whole rundown (Stand By block included)',
    body: rundownCreate,
  }, async ({ body, user, ip }) => created(await createRundown(ctx, caller(user, ip), body)));

  router.get('/api/rundowns/{id}', {
    access: [R.rundownRead],
    summary: 'A rundown with its blocks, stories (private ones as placeholders) and totals',
    description: '`sections=false` leaves the scripts out; `accumulation` adds the time column of each story (`clock`); `approvedOnly` counts approved stories only in it (default: the branch\'s approved-only setting).',
    params: idParam,
    query: loadQuery,
  }, async ({ params, query, user, ip }) => {
    const c = caller(user, ip);
    await assertOwnerAccess(ctx, c, { kind: 'rundown', id: params.id });
    return loadRundownById(ctx, params.id, c.user.id, { ...query, approvedOnly: query.approvedOnly ?? (await ctx.flags()).approvedOnly });
  });

  router.fieldPatch('/api/rundowns/{id}', {
    access: [R.rundownWrite],
    summary: 'Change one field of a rundown: { field, newValue } → { field, oldValue, newValue } (mosEnabled also answers the affected devices)',
    params: idParam,
    fields: patchFields(rundownPatchFields),
  }, async ({ params, body, user, ip }) => {
    if (body.field === 'mosEnabled') return setMos(params.id, body.newValue, caller(user, ip));
    return inOwner(ctx, caller(user, ip), rundownOwner(params.id), (w) => patchRundown(w, body.field, body.newValue));
  });

  /** Enable or disable MOS; the answer lists the devices reached (spec: "returns the list of affected devices"). */
  async function setMos(id: number, enabled: boolean, c: Caller) {
    const answer = await inOwner(ctx, c, rundownOwner(id), (w) => patchRundown(w, 'mosEnabled', enabled));
    return { ...answer, devices: await ctx.onAir.mosToggled(id, enabled) };
  }

  router.post('/api/rundowns/{id}/mos', {
    access: [R.rundownWrite],
    summary: 'Enable or disable MOS on a rundown: its devices get the running order (roCreate) or lose it (roDelete); answers the affected devices',
    params: idParam,
    body: z.object({ enabled: z.boolean() }),
  }, async ({ params, body, user, ip }) => setMos(params.id, body.enabled, caller(user, ip)));

  router.post('/api/rundowns/{id}/blocks', {
    access: [R.rundownWrite],
    summary: 'Add a block before the Stand By block',
    params: idParam,
    body: z.object({ commercial: duration.optional(), stopTime: timeOfDay.nullable().optional() }).optional(),
  }, async ({ params, body, user, ip }) =>
    created(await inOwner(ctx, caller(user, ip), rundownOwner(params.id), (w) => createBlock(w, body ?? {}))));

  router.post('/api/rundowns/{id}/blocks/order', {
    access: [R.rundownWrite],
    summary: 'Reorder the blocks: every block once, the Stand By block last',
    params: idParam,
    body: blockOrderInput,
  }, async ({ params, body, user, ip }) =>
    ({ blockIds: await inOwner(ctx, caller(user, ip), rundownOwner(params.id), (w) => orderBlocks(w, body.blockIds)) }));

  router.post('/api/rundowns/{id}/repaginate', {
    access: [R.rundownWrite],
    summary: 'Number the pages of the show (01, 02, … in block order; Stand By stories keep theirs)',
    description: 'Refused (409 lock.held) while another user edits one of its stories.',
    params: idParam,
    documents: { touches: [{ type: D.story, ids: ({ params }) => storyIdsIn(ctx, 'rundown_id', params.id) }] },
  }, async ({ params, user, ip }) => inOwner(ctx, caller(user, ip), rundownOwner(params.id), (w) => repaginate(w)));

  router.post('/api/rundowns/{id}/approve', {
    access: [R.rundownAdmin],
    summary: 'Approve or unapprove a rundown (every block)',
    params: idParam,
    body: approveInput,
  }, async ({ params, body, user, ip }) => inOwner(ctx, caller(user, ip), rundownOwner(params.id), (w) => approveRundown(w, body.approve)));

  router.post('/api/rundowns/{id}/date', {
    access: [R.rundownAdmin],
    summary: 'Change the date of a rundown not yet displayed, never to an older date',
    params: idParam,
    body: dateInput,
  }, async ({ params, body, user, ip }) => inOwner(ctx, caller(user, ip), rundownOwner(params.id), (w) => changeDate(w, body.date)));

  router.post('/api/rundowns/{id}/recreate', {
    access: [R.rundownAdmin],
    summary: 'Rebuild an empty rundown from its template (or `templateId`), or with the default blocks',
    params: idParam,
    body: recreateInput,
  }, async ({ params, body, user, ip }) => {
    const c = caller(user, ip);
    await inOwner(ctx, c, rundownOwner(params.id), (w) => recreate(w, body?.templateId));
    return loadRundownById(ctx, params.id, c.user.id);
  });

  router.get('/api/rundowns/{id}/logs', {
    access: [R.rundownRead],
    summary: 'The rundown log: who changed what and when, newest first',
    params: idParam,
    query: pageQuery,
  }, async ({ params, query, user, ip }) => {
    const c = caller(user, ip);
    if (!(await ctx.models.Rundowns.query().findById(params.id).select('id'))) throw rundownNotFound();
    await assertOwnerAccess(ctx, c, { kind: 'rundown', id: params.id });
    return rundownLogs(ctx, params.id, c.user.id, query);
  });

}
