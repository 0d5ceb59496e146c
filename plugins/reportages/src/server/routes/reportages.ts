/** Reportage routes: `/api/news_reports` list, load (with lock), create, save, field patch, removal. */
import { created, noContent, patchFields, z, type PluginRouter } from '@lauda/sdk/server';
import { REPORTAGE_DOCUMENT as D, REPORTAGE_ROLES as R, reportageLockKey } from '../../common/ids.js';
import { reportageOut } from '../codec.js';
import type { Ctx } from '../context.js';
import { idParam, listQuery, queryBool, removeInput, reportageCreate, reportageFields, reportagePut } from '../schemas.js';
import { removeReportages } from '../services/bulk.js';
import { listReportages } from '../services/list.js';
import { createReportage, patchReportage, updateReportage } from '../services/reportages.js';
import { reportageRow } from '../services/store.js';

/** Route rules of the kernel's document access. */
export const rules = {
  /** change right and edit lock of `{id}` */
  writesParam: { writes: [{ type: D, ids: ({ params }: { params: { id: number } }) => [params.id] }] },
  readsParam: { reads: [{ type: D, ids: ({ params }: { params: { id: number } }) => [params.id] }] },
  writesIds: { writes: [{ type: D, ids: ({ body }: { body: { ids: number[] } }) => body.ids }] },
  readsIds: { reads: [{ type: D, ids: ({ body }: { body: { ids: number[] } }) => body.ids }] },
};

export function reportageRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/news_reports', {
    access: [R.read],
    summary: 'Reportages of a date range (from, to), slug filter, one program (allPrograms=false&programId) or all the caller may open; newest first',
    query: listQuery,
  }, ({ query, user }) => listReportages(ctx, user, query));

  router.get('/api/news_reports/settings', {
    access: [R.read],
    summary: 'The reportage settings the editor needs: privateCreation (the branch setting privateReportage: reportages may be made private)',
  }, async () => ({ privateCreation: (await ctx.flags()).privateReportage }));

  router.get('/api/news_reports/{id}', {
    access: [R.read],
    summary: 'A reportage; `edit=true` takes or renews its edit lock (409 lock.held naming the holder)',
    params: idParam,
    query: z.object({ edit: queryBool.optional() }),
    documents: rules.readsParam,
  }, async ({ params, query, user }) => {
    const row = await reportageRow(ctx.db.knex, params.id);
    if (!query.edit) return reportageOut(row);
    await ctx.documents.assertWritable(D, user, [params.id]);
    const lock = await ctx.locks.acquire(reportageLockKey(params.id), user);
    return { ...reportageOut(row), lock };
  });

  router.post('/api/news_reports', {
    access: [R.write],
    summary: 'Create a reportage (slug, date and reporterId required; slug stored upper-case); `lock=true` takes its edit lock',
    description: 'CGs must be of a CG device of one of its programs (422 reportage.onlyCg / reportage.noCgDevice), an II CG\'s template one of that device (422 reportage.templateNotOfDevice).',
    query: z.object({ lock: queryBool.optional() }),
    body: reportageCreate,
  }, async ({ body, query, user, ip }) => {
    const row = await createReportage(ctx, { user, ip }, body);
    const lock = query.lock ? await ctx.locks.acquire(reportageLockKey(row.id), user) : undefined;
    return created(lock ? { ...reportageOut(row), lock } : reportageOut(row));
  });

  router.put('/api/news_reports/{id}', {
    access: [R.write],
    summary: 'Save a reportage (fields left out keep their value); refused while another user holds its lock, 412 on a stale version',
    description: '`unlock=true` releases the edit lock after saving.',
    params: idParam,
    query: z.object({ unlock: queryBool.optional() }),
    body: reportagePut,
    documents: rules.writesParam,
  }, async ({ params, query, body, user, ip }) => {
    const { version, ...values } = body;
    const row = await updateReportage(ctx, { user, ip }, params.id, values, version);
    if (query.unlock) await ctx.locks.release(reportageLockKey(params.id), user);
    return reportageOut(row);
  });

  router.fieldPatch('/api/news_reports/{id}', {
    access: [R.write],
    summary: 'Change one field of a reportage: { field, newValue } → { field, oldValue, newValue }',
    params: idParam,
    fields: patchFields(reportageFields),
    documents: rules.writesParam,
  }, ({ params, body: { field, newValue }, user, ip }) => patchReportage(ctx, { user, ip }, params.id, field, newValue));

  router.delete('/api/news_reports/{id}', {
    access: [R.write],
    summary: 'Move a reportage to the trash',
    params: idParam,
    documents: rules.writesParam,
  }, async ({ params, user, ip }) => {
    await removeReportages(ctx, { user, ip }, [params.id]);
    return noContent();
  });

  router.post('/api/news_reports/remove', {
    access: [R.write],
    summary: 'Move reportages to the trash (ids)',
    body: removeInput,
    documents: rules.writesIds,
  }, async ({ body, user, ip }) => {
    await removeReportages(ctx, { user, ip }, body.ids);
    return noContent();
  });
}
