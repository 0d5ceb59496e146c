/** The agency's index targets, one per kind of source (`rss`, `facebook`, `twitter`): title, text, author; the day it was published in the branch zone. */
import { dayIn, rowSearchSource, type SearchSource, type SearchTarget } from '@lauda/sdk/server';
import { AGENCY_ITEM_DOCUMENT } from '../common/index.js';
import type { Ctx } from './context.js';

export const agencySearch = (ctx: Ctx): SearchSource[] => (['rss', 'facebook', 'twitter'] as const satisfies readonly SearchTarget[]).map((kind) =>
  rowSearchSource(ctx.db.knex, {
    target: kind, type: AGENCY_ITEM_DOCUMENT, table: 'agency_items',
    scope: (q) => q.where('agency_items.source_kind', kind),
    title: 'title', text: ['text', 'author'],
    date: (r, zone) => dayIn(Number(r.published_at ?? r.fetched_at), zone),
    timeZone: () => ctx.branch.timeZone(),
  }));
