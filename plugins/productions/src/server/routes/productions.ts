/** Checklist routes: `/api/productions`, `/api/productions/{id}`, from a guideline, removal, restore. */
import { created, ForbiddenError, noContent, patchFields, z, type PluginRouter } from '@lauda/sdk/server';
import { PRODUCTION_DOCUMENT as D, PRODUCTION_ROLES as R, productionLockKey } from '../../common/index.js';
import { productionOut } from '../codec.js';
import {
  fromGuidelineBody, guidelineParam, idParam, idsBody, productionCreate, productionFields, productionPut, queryBool, removeQuery,
} from '../schemas.js';
import { createFromGuideline, loadByGuideline } from '../services/fromGuideline.js';
import { changeProduction, createProduction, productionRow, removeProductions, restoreProductions } from '../services/productions.js';
import { caller, type Ctx } from '../services/context.js';

const writesParam = { writes: [{ type: D, ids: ({ params }: { params: { id: number } }) => [params.id] }] };

export function productionRoutes(router: PluginRouter, ctx: Ctx): void {
  const withLock = async <T extends { id: number }>(p: T, lock: boolean | undefined, user: Parameters<typeof ctx.locks.acquire>[1]) =>
    (lock ? { ...p, lock: await ctx.locks.acquire(productionLockKey(p.id), user) } : p);

  router.post('/api/productions', {
    access: [R.write],
    summary: 'Create a checklist (slug and date required); `private` needs the privateCreation setting; `lock` takes its edit lock',
    body: productionCreate,
  }, async ({ body, user, ip }) => {
    const { lock, ...values } = body;
    return created(await withLock(await createProduction(ctx, caller(user, ip), values), lock, user));
  });

  router.post('/api/productions/fromGuideline', {
    access: [R.write, 'ROLE_ASSIGNMENT_READ'],
    summary: "Create a checklist from a guideline the caller sees (its slug, date, programs, guides' addresses, production tasks); 422 production.guidelineBeingEdited while another user edits it",
    body: fromGuidelineBody,
  }, async ({ body, user, ip }) => created(await withLock(await createFromGuideline(ctx, caller(user, ip), body.guidelineId), body.lock, user)));

  router.get('/api/productions/guideline/{guidelineId}', {
    access: [R.read, 'ROLE_ASSIGNMENT_READ'],
    summary: 'The checklist made from a guideline (200); when none exists one is made from it (201, needs ROLE_PRODUCTION_WRITE)',
    description: '404 guideline.notFound when the caller may not see the guideline; 400 naming `date` when the guideline has none; 422 production.guidelineBeingEdited (details.holder) when another user holds the guideline\'s edit lock and a checklist would be made.',
    params: guidelineParam,
  }, async ({ params, user, ip }) => {
    const r = await loadByGuideline(ctx, caller(user, ip), params.guidelineId, () => ctx.access.assert(user, [R.write]));
    return r.created ? created(r.production) : r.production;
  });

  router.post('/api/productions/restore', {
    access: [R.write],
    summary: 'Bring checklists back from the trash (`{ ids }`); answers them',
    body: idsBody,
    documents: { writes: [{ type: D, ids: ({ body }) => body.ids }] },
  }, ({ body, user, ip }) => restoreProductions(ctx, caller(user, ip), body.ids));

  router.delete('/api/productions', {
    access: [R.write],
    summary: 'Move several checklists to the trash (`ids=1,2,3`)',
    query: removeQuery,
    documents: { writes: [{ type: D, ids: ({ query }) => query.ids }] },
  }, async ({ query, user, ip }) => {
    await removeProductions(ctx, caller(user, ip), query.ids);
    return noContent();
  });

  router.get('/api/productions/{id}', {
    access: [R.read],
    summary: 'A checklist; `edit=true` takes or renews its edit lock (409 lock.held naming the holder)',
    params: idParam,
    query: z.object({ edit: queryBool.optional() }),
    documents: { reads: [{ type: D, ids: ({ params }) => [params.id] }] },
  }, async ({ params, query, user }) => {
    const p = productionOut(await productionRow(ctx.db.knex, params.id));
    if (!query.edit) return p;
    if (!ctx.access.allows(user, [R.write])) throw new ForbiddenError('Editing a checklist needs ROLE_PRODUCTION_WRITE', { missingRoles: [R.write] });
    await ctx.documents.assertWritable(D, user, [params.id]);
    return withLock(p, true, user);
  });

  router.put('/api/productions/{id}', {
    access: [R.write],
    summary: 'Save a checklist (fields left out keep their value); refused while another user holds its lock, 412 on a stale version',
    description: '`unlock=true` releases the edit lock after saving. Tasks keep their ids; new ones get the next.',
    params: idParam,
    query: z.object({ unlock: queryBool.optional() }),
    body: productionPut,
    documents: writesParam,
    versioned: true,
  }, async ({ params, query, body, user, ip }) => {
    const { version, ...values } = body;
    const { after } = await changeProduction(ctx, caller(user, ip), params.id, values, { version });
    if (query.unlock) await ctx.locks.release(productionLockKey(params.id), user);
    return after;
  });

  router.fieldPatch('/api/productions/{id}', {
    access: [R.write],
    summary: 'Change one field of a checklist: { field, newValue } → { field, oldValue, newValue } (a refusal carries oldValue)',
    params: idParam,
    fields: patchFields(productionFields),
    documents: writesParam,
  }, async ({ params, body: { field, newValue }, user, ip }) => (await changeProduction(ctx, caller(user, ip), params.id, { [field]: newValue }, { field })).patch);

  router.delete('/api/productions/{id}', {
    access: [R.write],
    summary: 'Move a checklist to the trash',
    params: idParam,
    documents: writesParam,
  }, async ({ params, user, ip }) => {
    await removeProductions(ctx, caller(user, ip), [params.id]);
    return noContent();
  });
}
