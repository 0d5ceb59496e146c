/** The guidelines' index target (`assignments`): slug, proposal, referral, information, guides and tasks, cameraman. */
import { rowSearchSource, type SearchSource } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT } from '../common/index.js';
import type { Ctx } from './services/context.js';

export const guidelineSearch = (ctx: Ctx): SearchSource[] => [rowSearchSource(ctx.db.knex, {
  target: 'assignments', type: GUIDELINE_DOCUMENT, table: 'guideline_guidelines', trash: true,
  title: 'slug', text: ['proposal', 'referral', 'information', 'guides', 'tasks', 'cameraman'], date: 'date', programs: 'programs_ids',
})];
