/** The reports' index target: title, body and the people named. */
import { rowSearchSource, type SearchSource } from '@lauda/sdk/server';
import { REPORT_DOCUMENT } from '../common/index.js';
import type { Ctx } from './services/context.js';

export const reportSearch = (ctx: Ctx): SearchSource[] => [rowSearchSource(ctx.db.knex, {
  target: 'reports', type: REPORT_DOCUMENT, table: 'report_reports', trash: true,
  title: 'title', text: ['body', 'people'], date: 'date', programs: 'programs_ids',
})];
