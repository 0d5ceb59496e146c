/** The reportages' index target (`newsreports`): slug, lead, teaser, suggestions, information, sections (content and interview quotes), CG texts. */
import { rowSearchSource, type SearchSource } from '@lauda/sdk/server';
import { REPORTAGE_DOCUMENT } from '../common/index.js';
import type { Ctx } from './context.js';

export const reportageSearch = (ctx: Ctx): SearchSource[] => [rowSearchSource(ctx.db.knex, {
  target: 'newsreports', type: REPORTAGE_DOCUMENT, table: 'reportages', trash: true,
  title: 'slug', text: ['lead', 'teaser', 'heading_suggestion', 'note_suggestion', 'information', 'sections', 'cgs', 'cameraman'],
  date: 'date', programs: 'programs_ids',
})];
