/** RSS categories and feeds (`ROLE_AGENCY_ADMIN` changes them; readers list them for their lanes). */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import { AGENCY_ROLES as R } from '../../common/index.js';
import type { Ctx } from '../context.js';
import { categoryInput, feedInput, idParam } from '../schemas.js';
import {
  createCategory, createFeed, getFeed, listCategories, listFeeds, removeCategory, removeFeed, updateCategory, updateFeed,
} from './service.js';

export function rssRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/agency/rss/categories', {
    access: [R.read],
    summary: 'RSS categories by name, each with its feeds',
  }, () => listCategories(ctx));

  router.post('/api/agency/rss/categories', {
    access: [R.admin],
    summary: 'Create an RSS category (409 agency.categoryNameTaken: names are unique, case aside)',
    body: categoryInput,
  }, async ({ body }) => created(await createCategory(ctx, body.name)));

  router.put('/api/agency/rss/categories/{id}', {
    access: [R.admin],
    summary: 'Rename an RSS category',
    params: idParam,
    body: categoryInput,
  }, ({ params, body }) => updateCategory(ctx, params.id, body.name));

  router.delete('/api/agency/rss/categories/{id}', {
    access: [R.admin],
    summary: 'Remove an RSS category (409 agency.categoryInUse while it has feeds)',
    params: idParam,
  }, async ({ params }) => {
    await removeCategory(ctx, params.id);
    return noContent();
  });

  router.get('/api/agency/rss/feeds', {
    access: [R.read],
    summary: 'RSS feeds by name, with the last poll, its error and the next attempt',
  }, () => listFeeds(ctx));

  router.get('/api/agency/rss/feeds/{id}', {
    access: [R.read],
    summary: 'One RSS feed',
    params: idParam,
  }, ({ params }) => getFeed(ctx, params.id));

  router.post('/api/agency/rss/feeds', {
    access: [R.admin],
    summary: 'Add an RSS or Atom feed: read once (400 naming `url` with agency.invalidFeed when it cannot be read as a feed), its items stored',
    body: feedInput,
  }, async ({ body }) => created(await createFeed(ctx, body)));

  router.put('/api/agency/rss/feeds/{id}', {
    access: [R.admin],
    summary: 'Change a feed: read again (400 naming `url` with agency.invalidFeed)',
    params: idParam,
    body: feedInput,
  }, ({ params, body }) => updateFeed(ctx, params.id, body));

  router.delete('/api/agency/rss/feeds/{id}', {
    access: [R.admin],
    summary: 'Remove a feed and its items no guideline was made from',
    params: idParam,
  }, async ({ params }) => {
    await removeFeed(ctx, params.id);
    return noContent();
  });
}
