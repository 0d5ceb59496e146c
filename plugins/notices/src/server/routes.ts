/** Notice routes: `/api/notices` (list, current ones), `/api/notices/{id}`, create, change, remove. */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import { NOTICE_DOCUMENT as D, NOTICE_ROLES as R } from '../common/index.js';
import type { Ctx } from './context.js';
import { idParam, listQuery, noticeInput, noticePut } from './schemas.js';
import { createNotice, getNotice, listNotices, removeNotice, updateNotice } from './service.js';

const theOne = { type: D, ids: ({ params }: { params: { id: number } }) => [params.id] };

export function noticeRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/notices', {
    access: [R.read],
    summary: 'The notices the caller may see (for everyone, or for a group of theirs), newest first; `current=true`: the ones shown today',
    query: listQuery,
  }, async ({ query, user }) => {
    return listNotices(ctx, user!, { current: query.current === 'true', page: query.page, size: query.size });
  });

  // before /api/notices/{id}: the static path wins
  router.get('/api/notices/groups', {
    access: [R.write],
    summary: 'The groups a notice may be meant for: { id, name }, by name',
  }, async () => (await ctx.groups.list()).map((g) => ({ id: g.id, name: g.name })));

  router.post('/api/notices', {
    access: [R.write],
    summary: 'Create a notice: title, text, from and to (YYYY-MM-DD), external, groupIds (empty: everyone)',
    description: '400 naming the field: notices.datesOrder (to before from), notices.unknownGroup.',
    body: noticeInput,
  }, async ({ body, user }) => created(await createNotice(ctx, user!, body)));

  router.get('/api/notices/{id}', {
    access: [R.read],
    summary: 'A notice (404 for one of a group the caller is not in)',
    params: idParam,
    documents: { reads: [theOne] },
  }, ({ params }) => getNotice(ctx, params.id));

  router.put('/api/notices/{id}', {
    access: [R.write],
    summary: 'Change a notice; `version` is the one read (412 notices.staleVersion when someone saved in between)',
    params: idParam,
    body: noticePut,
    documents: { writes: [theOne] },
  }, ({ params, body, user }) => updateNotice(ctx, user!, params.id, body));

  router.delete('/api/notices/{id}', {
    access: [R.write],
    summary: 'Remove a notice',
    params: idParam,
    documents: { writes: [theOne] },
  }, async ({ params, user }) => {
    await removeNotice(ctx, user!, params.id);
    return noContent();
  });
}
