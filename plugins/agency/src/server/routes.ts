/** Agency routes under `/api/agency`: RSS categories and feeds (admin), items and search, lanes, guideline from an item. */
import { created, noContent, NotFoundError, pageQuery, type PluginRouter } from '@lauda/sdk/server';
import { AGENCY_ERRORS as E, AGENCY_ITEM_DOCUMENT as D, AGENCY_ROLES as R } from '../common/index.js';
import type { Ctx } from './context.js';
import { guidelineFromItem } from './guideline.js';
import { loadItem } from './items.js';
import { createLane, getLane, laneItems, listLanes, removeLane, searchItems, updateLane } from './lanes.js';
import { pollFeed } from './rss/poller.js';
import { rssRoutes } from './rss/routes.js';
import { guidelineInput, idParam, laneInput, lanePut, searchQuery } from './schemas.js';

const theItem = { type: D, ids: ({ params }: { params: { id: number } }) => [params.id] };

export function agencyRoutes(router: PluginRouter, ctx: Ctx): void {
  rssRoutes(router, ctx);

  router.post('/api/agency/rss/feeds/{id}/poll', {
    access: [R.admin],
    summary: 'Poll a feed now (conditional request; answers busy, notModified, ok with how many items were new, or failed with the error)',
    params: idParam,
  }, async ({ params }) => {
    const before = await ctx.db.knex('agency_rss_feeds').where('id', params.id).first();
    if (!before) throw new NotFoundError('No such feed', E.feedNotFound);
    return pollFeed(ctx, params.id);
  });

  router.get('/api/agency/items', {
    access: [R.read],
    summary: 'Search every item, newest first: `text` (every word, accents and case aside), `from`/`to` (the branch\'s days), `kind`',
    query: searchQuery,
  }, ({ query }) => searchItems(ctx, query));

  router.get('/api/agency/items/{id}', {
    access: [R.read],
    summary: 'One item',
    params: idParam,
    documents: { reads: [theItem] },
  }, async ({ params }) => {
    const item = await loadItem(ctx, params.id);
    if (!item) throw new NotFoundError('No such item', E.itemNotFound);
    return item;
  });

  router.post('/api/agency/items/{id}/guideline', {
    access: [R.read],
    summary: 'Create a guideline from an item (slug from the title, proposal from the text, referral the link); needs the guidelines\' write role',
    description: 'Answers the guideline (201). 403 without ROLE_ASSIGNMENT_WRITE; a program the caller may not open is refused.',
    params: idParam,
    body: guidelineInput,
    documents: { reads: [theItem] },
  }, async ({ params, body, user }) => created(await guidelineFromItem(ctx, user!, params.id, body)));

  router.get('/api/agency/lanes', {
    access: [R.read],
    summary: 'The caller\'s own lanes, in their order',
  }, ({ user }) => listLanes(ctx, user!));

  router.post('/api/agency/lanes', {
    access: [R.read],
    summary: 'Create a lane (last in the caller\'s order): name, kinds, categories and sources ({ kind, id }), words',
    body: laneInput,
  }, async ({ body, user }) => created(await createLane(ctx, user!, body)));

  router.get('/api/agency/lanes/{id}', {
    access: [R.read],
    summary: 'One of the caller\'s lanes',
    params: idParam,
  }, ({ params, user }) => getLane(ctx, user!, params.id));

  router.get('/api/agency/lanes/{id}/items', {
    access: [R.read],
    summary: 'A lane\'s items, newest first, paged',
    params: idParam,
    query: pageQuery,
  }, ({ params, query, user }) => laneItems(ctx, user!, params.id, query.page, query.size));

  router.put('/api/agency/lanes/{id}', {
    access: [R.read],
    summary: 'Change a lane; `position` moves it among the caller\'s lanes',
    params: idParam,
    body: lanePut,
  }, ({ params, body, user }) => updateLane(ctx, user!, params.id, body));

  router.delete('/api/agency/lanes/{id}', {
    access: [R.read],
    summary: 'Remove a lane',
    params: idParam,
  }, async ({ params, user }) => {
    await removeLane(ctx, user!, params.id);
    return noContent();
  });
}
