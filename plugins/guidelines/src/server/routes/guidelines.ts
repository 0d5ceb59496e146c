/** Guideline routes: `/api/assignments`, `/api/assignments/{id}`, state, copy, removal. */
import { created, ForbiddenError, noContent, patchFields, z, type PluginRouter } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT as D, GUIDELINE_ROLES as R, guidelineLockKey } from '../../common/index.js';
import { guidelineOut } from '../codec.js';
import { copyInput, guidelineCreate, guidelinePut, idParam, patchSchemas, queryBool, removeQuery, stateInput } from '../schemas.js';
import {
  assertEditable, changeGuideline, copyGuidelines, createGuideline, finishedLocked, guidelineRow, removeGuidelines, setStates,
} from '../services/guidelines.js';
import { caller, type Ctx } from '../services/context.js';

const writesParam = { writes: [{ type: D, ids: ({ params }: { params: { id: number } }) => [params.id] }] };
const writesBody = { writes: [{ type: D, ids: ({ body }: { body: { ids: number[] } }) => body.ids }] };

export function guidelineRoutes(router: PluginRouter, ctx: Ctx): void {
  router.post('/api/assignments', {
    access: [R.write],
    summary: 'Create a guideline (slug and date required); `private` needs the privateCreation setting; `lock` takes its edit lock',
    body: guidelineCreate,
  }, async ({ body, user, ip }) => {
    const { lock, ...values } = body;
    const g = await createGuideline(ctx, caller(user, ip), values);
    return created(lock ? { ...g, lock: await ctx.locks.acquire(guidelineLockKey(g.id), user) } : g);
  });

  router.post('/api/assignments/updateState', {
    access: [R.write],
    summary: 'Set the state of several guidelines (a finished one may be reopened); answers them',
    body: stateInput,
    documents: writesBody,
  }, ({ body, user, ip }) => setStates(ctx, caller(user, ip), body.ids, body.state));

  router.post('/api/assignments/copy', {
    access: [R.write],
    summary: 'Copy guidelines to a date and programs (programsIds empty: each keeps its own); answers the copies (201)',
    body: copyInput,
    documents: { reads: [{ type: D, ids: ({ body }) => body.ids }] },
  }, async ({ body, user, ip }) => created(await copyGuidelines(ctx, caller(user, ip), body.ids, body.programsIds, body.date)));

  router.delete('/api/assignments', {
    access: [R.write],
    summary: 'Move several guidelines to the trash (`ids=1,2,3`)',
    query: removeQuery,
    documents: { writes: [{ type: D, ids: ({ query }) => query.ids }] },
  }, async ({ query, user, ip }) => {
    await removeGuidelines(ctx, caller(user, ip), query.ids);
    return noContent();
  });

  router.get('/api/assignments/{id}', {
    access: [R.read],
    summary: 'A guideline; `edit=true` takes or renews its edit lock (409 lock.held naming the holder; 422 guideline.finished while finished guidelines are locked)',
    params: idParam,
    query: z.object({ edit: queryBool.optional() }),
    documents: { reads: [{ type: D, ids: ({ params }) => [params.id] }] },
  }, async ({ params, query, user }) => {
    const row = await guidelineRow(ctx.db.knex, params.id);
    const g = guidelineOut(row);
    if (!query.edit) return { ...g, finishedLocked: await finishedLocked(ctx, row) };
    if (!ctx.access.allows(user, [R.write])) throw new ForbiddenError('Editing a guideline needs ROLE_ASSIGNMENT_WRITE', { missingRoles: [R.write] });
    await ctx.documents.assertWritable(D, user, [params.id]);
    await assertEditable(ctx, row);
    return { ...g, finishedLocked: false, lock: await ctx.locks.acquire(guidelineLockKey(params.id), user) };
  });

  router.put('/api/assignments/{id}', {
    access: [R.write],
    summary: 'Save a guideline (fields left out keep their value); refused while another user holds its lock, 412 on a stale version',
    description: '`unlock=true` releases the edit lock after saving. Guides and tasks keep their ids; new ones get the next.',
    params: idParam,
    query: z.object({ unlock: queryBool.optional() }),
    body: guidelinePut,
    documents: writesParam,
    versioned: true,
  }, async ({ params, query, body, user, ip }) => {
    const { version, ...values } = body;
    const { after } = await changeGuideline(ctx, caller(user, ip), params.id, values, { version });
    if (query.unlock) await ctx.locks.release(guidelineLockKey(params.id), user);
    return after;
  });

  router.fieldPatch('/api/assignments/{id}', {
    access: [R.write],
    summary: 'Change one field of a guideline: { field, newValue } → { field, oldValue, newValue } (a refusal carries oldValue)',
    params: idParam,
    fields: patchFields(patchSchemas),
    documents: writesParam,
  }, async ({ params, body: { field, newValue }, user, ip }) => {
    const { patch } = await changeGuideline(ctx, caller(user, ip), params.id, { [field]: newValue }, { field });
    return patch;
  });

  router.delete('/api/assignments/{id}', {
    access: [R.write],
    summary: 'Move a guideline to the trash',
    params: idParam,
    documents: writesParam,
  }, async ({ params, user, ip }) => {
    await removeGuidelines(ctx, caller(user, ip), [params.id]);
    return noContent();
  });
}
