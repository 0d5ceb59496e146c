/**
 * WordPress: the sites (`/api/wordpress/configs`, the administrators'; the application password is
 * never sent back), their authors and categories read from the site, and publishing a post there.
 */
import { noContent, created, caller, type PluginRouter } from '@lauda/sdk/server';
import { POST_ROLES as R } from '../../common/index.js';
import type { Ctx } from '../context.js';
import { configInput, idParam, publishInput } from '../schemas.js';
import { checkConfig, createConfig, listConfigs, removeConfig, siteTerms, updateConfig } from '../services/configs.js';
import { publishPost, unpublishPost } from '../services/publish.js';
import { theOne } from './posts.js';

export function wordpressRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/wordpress/configs', {
    access: 'authenticated',
    summary: 'The WordPress sites: id, name, url, username, hasPassword (never the password)',
  }, () => listConfigs(ctx));

  router.post('/api/wordpress/configs', {
    access: [R.admin],
    summary: 'Add a WordPress site: name (unique), url, username, appPassword (an application password of that user)',
    body: configInput,
  }, async ({ body }) => created(await createConfig(ctx, body)));

  router.put('/api/wordpress/configs/{id}', {
    access: [R.admin],
    summary: 'Change a WordPress site (appPassword left out: the stored one stays)',
    params: idParam,
    body: configInput,
  }, ({ params, body }) => updateConfig(ctx, params.id, body));

  router.delete('/api/wordpress/configs/{id}', {
    access: [R.admin],
    summary: 'Remove a WordPress site (its posts keep their links)',
    params: idParam,
  }, async ({ params }) => {
    await removeConfig(ctx, params.id);
    return noContent();
  });

  router.post('/api/wordpress/configs/{id}/check', {
    access: [R.admin],
    summary: 'Connection check: signs in to the site (GET /wp-json/wp/v2/users/me) → { ok, user } or { ok: false, status, message }',
    params: idParam,
  }, ({ params }) => checkConfig(ctx, params.id));

  router.get('/api/wordpress/configs/{id}/authors', {
    access: [R.write],
    summary: 'The site\'s users a post may be by: { id, name }, read from the site (502 wordpress.siteFailed when it does not answer)',
    params: idParam,
  }, ({ params }) => siteTerms(ctx, params.id, 'users'));

  router.get('/api/wordpress/configs/{id}/categories', {
    access: [R.write],
    summary: 'The site\'s categories: { id, name }, read from the site (502 wordpress.siteFailed when it does not answer)',
    params: idParam,
  }, ({ params }) => siteTerms(ctx, params.id, 'categories'));

  router.post('/api/posts/{id}/publish', {
    access: [R.write],
    summary: 'Publish a post to a WordPress site: { wordpressId (the configuration), authorId, categoryId or categoryIds } → the post, published, with its WordPress id and link',
    description: 'Creates the WordPress post, or updates the one made before on the same site; the featured image is uploaded to the site\'s media once. When the site is down or refuses: 502 posts.publishFailed with what WordPress said in details.wordpress, and the post stays as it was (not marked published).',
    params: idParam,
    body: publishInput,
    documents: { writes: [theOne] },
  }, ({ params, body, user, ip }) => publishPost(ctx, caller(user, ip), params.id, {
    wordpressId: body.wordpressId, authorId: body.authorId, categoryIds: [...new Set([...(body.categoryIds ?? []), ...(body.categoryId ? [body.categoryId] : [])])],
  }));

  router.post('/api/posts/{id}/unpublish', {
    access: [R.write],
    summary: 'Take a post off the site: its WordPress post becomes a draft (publishing again updates it)',
    description: '409 posts.notPublished for a post never sent; 502 posts.unpublishFailed when the site is down or refuses (the post stays published).',
    params: idParam,
    documents: { writes: [theOne] },
  }, ({ params, user, ip }) => unpublishPost(ctx, caller(user, ip), params.id));
}
