/** The checklists' index target (`productions`): slug, place, team, media, information and tasks. */
import { rowSearchSource, type SearchSource } from '@lauda/sdk/server';
import { PRODUCTION_DOCUMENT } from '../common/index.js';
import type { Ctx } from './services/context.js';

export const productionSearch = (ctx: Ctx): SearchSource[] => [rowSearchSource(ctx.db.knex, {
  target: 'productions', type: PRODUCTION_DOCUMENT, table: 'production_productions', trash: true,
  title: 'slug', text: ['local', 'team', 'medias', 'information', 'tasks'], date: 'date', programs: 'programs_ids',
})];
