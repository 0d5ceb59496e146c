/** Post routes: `/api/posts` (list by days, create, from another document), `/api/posts/{id}` (load, PUT, PATCH, copy, remove, revisions). */
import { caller, created, noContent, pageQuery, patchFields, type PluginRouter } from '@lauda/sdk/server';
import { POST_DOCUMENT as D, POST_ROLES as R, type Post } from '../../common/index.js';
import type { Ctx } from '../context.js';
import { fromSource, idParam, listQuery, postFields, postInput, postPut } from '../schemas.js';
import { copyPost, createFrom, createPost, getPost, listPosts, removePost, updatePost } from '../services/posts.js';

export const theOne = { type: D, ids: ({ params }: { params: { id: number } }) => [params.id] };

export function postRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/posts', {
    access: [R.read],
    summary: 'Posts by their day (from, to: YYYY-MM-DD, the branch\'s; the publication day, else the day made), newest first; `text` in the title, slug or excerpt',
    query: listQuery,
  }, ({ query }) => listPosts(ctx, query));

  router.post('/api/posts', {
    access: [R.write],
    summary: 'Create a post: title, slug, caption, excerpt, body (rich text), featuredImageId (an uploaded image), publicationDate (ISO instant)',
    body: postInput,
  }, async ({ body, user, ip }) => created(await createPost(ctx, caller(user, ip), body)));

  router.post('/api/posts/from', {
    access: [R.write],
    summary: 'Create a post from another area\'s document: { type, id } (story, reportage, agency_item…), its title and plain text',
    description: '400 naming `type` for a type that is not registered (posts.unknownSource), 400 document.noContent for one that offers no text; 404/403 when the caller may not see the document in full.',
    body: fromSource,
  }, async ({ body, user, ip }) => created(await createFrom(ctx, caller(user, ip), body.type, body.id)));

  router.get('/api/posts/{id}', {
    access: [R.read],
    summary: 'A post, with its WordPress state',
    params: idParam,
    documents: { reads: [theOne] },
  }, ({ params }) => getPost(ctx, params.id));

  router.put('/api/posts/{id}', {
    access: [R.write],
    summary: 'Change a post with the `version` read (412 posts.staleVersion when someone saved in between); WordPress gets it at the next publish',
    params: idParam,
    body: postPut,
    documents: { writes: [theOne] },
  }, ({ params, body: { version, ...input }, user, ip }) => updatePost(ctx, caller(user, ip), params.id, input, version));

  router.fieldPatch('/api/posts/{id}', {
    access: [R.write],
    summary: 'Change one field of a post: { field, newValue } → { field, oldValue, newValue }',
    params: idParam,
    fields: patchFields(postFields),
    documents: { writes: [theOne] },
  }, async ({ params, body: { field, newValue }, user, ip }) => {
    const before = await getPost(ctx, params.id);
    const after = await updatePost(ctx, caller(user, ip), params.id, { [field]: newValue });
    const key = field as keyof Post;
    return { field, oldValue: before[key], newValue: after[key] };
  });

  router.post('/api/posts/{id}/copy', {
    access: [R.write],
    summary: 'A new, unpublished post with the text of this one',
    params: idParam,
    documents: { reads: [theOne] },
  }, async ({ params, user, ip }) => created(await copyPost(ctx, caller(user, ip), params.id)));

  router.delete('/api/posts/{id}', {
    access: [R.write],
    summary: 'Move a post to the trash (a published one stays on WordPress: unpublish it first)',
    params: idParam,
    documents: { writes: [theOne] },
  }, async ({ params, user, ip }) => {
    await removePost(ctx, caller(user, ip), params.id);
    return noContent();
  });

  router.get('/api/posts/{id}/revisions', {
    access: [R.read],
    summary: 'A post\'s revisions (date, nickname, IP, changed fields), newest first',
    params: idParam,
    query: pageQuery,
    documents: { reads: [theOne] },
  }, ({ params, query }) => ctx.revisions.list(D, params.id, query));
}
