/** Report routes: `/api/reports`, `/api/reports/{id}` (load with the edit lock, PUT, field patch, removal), restore, copy. */
import { created, ForbiddenError, noContent, patchFields, z, type PluginRouter, type SessionUser } from '@lauda/sdk/server';
import { REPORT_DOCUMENT as D, REPORT_ROLES as R, reportLockKey } from '../../common/index.js';
import { idParam, idsBody, queryBool, removeQuery, reportCreate, reportFields, reportPut } from '../schemas.js';
import { changeReport, createReport, loadReport, removeReports, restoreReports } from '../services/reports.js';
import { caller, type Ctx } from '../services/context.js';
import { readsReport as readsParam, writesReport as writesParam } from '../documents.js';


export function reportRoutes(router: PluginRouter, ctx: Ctx): void {
  const withLock = async <T extends { id: number }>(r: T, lock: boolean | undefined, user: SessionUser) =>
    (lock ? { ...r, lock: await ctx.locks.acquire(reportLockKey(r.id), user) } : r);

  router.post('/api/reports', {
    access: [R.write],
    summary: 'Create a report (date, title and category required); `private` needs the privateCreation setting; `lock` takes its edit lock',
    description: '`targetType` + `targetId` name the document it reports on (the caller must see it: else 404 document.notFound).',
    body: reportCreate,
  }, async ({ body, user, ip }) => {
    const { lock, ...values } = body;
    return created(await withLock(await createReport(ctx, caller(user, ip), values), lock, user));
  });

  router.post('/api/reports/restore', {
    access: [R.write],
    summary: 'Bring reports back from the trash (`{ ids }`); answers them',
    body: idsBody,
    documents: { writes: [{ type: D, ids: ({ body }) => body.ids }] },
  }, ({ body, user, ip }) => restoreReports(ctx, caller(user, ip), body.ids));

  router.delete('/api/reports', {
    access: [R.write],
    summary: 'Move several reports to the trash (`ids=1,2,3`)',
    query: removeQuery,
    documents: { writes: [{ type: D, ids: ({ query }) => query.ids }] },
  }, async ({ query, user, ip }) => {
    await removeReports(ctx, caller(user, ip), query.ids);
    return noContent();
  });

  router.get('/api/reports/{id}', {
    access: [R.read],
    summary: 'A report; `edit=true` takes or renews its edit lock (409 lock.held naming the holder)',
    params: idParam,
    query: z.object({ edit: queryBool.optional() }),
    documents: readsParam,
  }, async ({ params, query, user }) => {
    const r = await loadReport(ctx.db.knex, params.id);
    if (!query.edit) return r;
    if (!ctx.access.allows(user, [R.write])) throw new ForbiddenError('Editing a report needs ROLE_REPORT_WRITE', { missingRoles: [R.write] });
    await ctx.documents.assertWritable(D, user, [params.id]);
    return withLock(r, true, user);
  });

  router.post('/api/reports/{id}/copy', {
    access: [R.write],
    summary: 'A new report with the fields of one the caller sees (title, date, category, event, programs, body, people); not its files',
    description: 'The copy of a private report is private too, the caller\'s, shared with who shares the original: a copy never opens it to the newsroom.',
    params: idParam,
    documents: readsParam,
  }, async ({ params, user, ip }) => {
    const r = await loadReport(ctx.db.knex, params.id);
    const { date, title, categoryId, eventId, programsIds, body, people } = r;
    const sharedWith = [...new Set([...(r.ownerId !== null ? [r.ownerId] : []), ...r.allowedUsers])].filter((u) => u !== user.id);
    const privacy = r.private ? { private: true, inheritsPrivacy: true, allowedUsers: sharedWith } : {};
    // the programs the caller opens (one at least, since they see it): the copy is never more open than the original
    const open = await ctx.programIdsOf(user);
    const programs = programsIds.filter((p) => open === null || open.includes(p));
    return created(await createReport(ctx, caller(user, ip), { date, title, categoryId, eventId, programsIds: programs, body, people, ...privacy }));
  });

  router.put('/api/reports/{id}', {
    access: [R.write],
    summary: 'Save a report (fields left out keep their value); refused while another user holds its lock, 412 on a stale version',
    description: '`unlock=true` releases the edit lock after saving. Changing allowedUsers is the owner\'s alone (403 report.onlyOwnerCanShare).',
    params: idParam,
    query: z.object({ unlock: queryBool.optional() }),
    body: reportPut,
    documents: writesParam,
    versioned: true,
  }, async ({ params, query, body, user, ip }) => {
    const { version, ...values } = body;
    const { after } = await changeReport(ctx, caller(user, ip), params.id, values, { version });
    if (query.unlock) await ctx.locks.release(reportLockKey(params.id), user);
    return after;
  });

  router.fieldPatch('/api/reports/{id}', {
    access: [R.write],
    summary: 'Change one field of a report: { field, newValue } → { field, oldValue, newValue } (a refusal carries oldValue)',
    params: idParam,
    fields: patchFields(reportFields),
    documents: writesParam,
  }, async ({ params, body: { field, newValue }, user, ip }) => (await changeReport(ctx, caller(user, ip), params.id, { [field]: newValue }, { field })).patch);

  router.delete('/api/reports/{id}', {
    access: [R.write],
    summary: 'Move a report to the trash',
    params: idParam,
    documents: writesParam,
  }, async ({ params, user, ip }) => {
    await removeReports(ctx, caller(user, ip), [params.id]);
    return noContent();
  });
}
