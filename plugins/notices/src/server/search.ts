/** The notices in the `documents` index target: title and text, on their first day. */
import { rowSearchSource, type SearchSource } from '@lauda/sdk/server';
import { NOTICE_DOCUMENT } from '../common/index.js';
import type { Ctx } from './context.js';

export const noticeSearch = (ctx: Ctx): SearchSource[] => [rowSearchSource(ctx.db.knex, {
  target: 'documents', type: NOTICE_DOCUMENT, table: 'notice_notices', title: 'title', text: ['text'], date: 'date_from',
})];
