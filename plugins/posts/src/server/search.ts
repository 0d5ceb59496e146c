/** The posts' index target: title, caption, excerpt and the body's text. */
import { rowSearchSource, type SearchSource } from '@lauda/sdk/server';
import { POST_DOCUMENT } from '../common/index.js';
import type { Ctx } from './context.js';

export const postSearch = (ctx: Ctx): SearchSource[] => [rowSearchSource(ctx.db.knex, {
  target: 'posts', type: POST_DOCUMENT, table: 'posts_posts', trash: true,
  title: 'title', text: ['slug', 'caption', 'excerpt', 'body'], date: 'date',
})];
