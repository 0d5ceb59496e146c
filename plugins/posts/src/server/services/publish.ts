/**
 * Publishing a post to a WordPress site and taking it back. WordPress answers first; only then is the
 * post marked (published, its WordPress id and link): a site that is down or refuses leaves the post
 * as it was, with the failure in `lastError` and a 502 naming it. Unpublishing turns the WordPress
 * post into a draft (not the trash), so publishing again updates the same WordPress post.
 */
import { readFile } from 'node:fs/promises';
import { BadRequestError, LaudaError } from '@lauda/sdk/server';
import { POST_ERRORS as E, type Post } from '../../common/index.js';
import { bodyHtml, bodyOf, type Row } from '../codec.js';
import type { Caller, Ctx } from '../context.js';
import { configRow } from './configs.js';
import { changePost, postRow, TABLE } from './store.js';
import { siteFailed, siteOf, wordpress, WordPressFailure, type Site } from './wordpress.js';

async function failed(ctx: Ctx, id: number, e: unknown, code: string): Promise<never> {
  if (e instanceof WordPressFailure) await ctx.db.knex(TABLE).where('id', id).update({ last_error: e.message.slice(0, 2000) });
  throw siteFailed(e, code);
}

/** The featured image as a WordPress media id: uploaded once per file and site. */
async function featuredMedia(ctx: Ctx, row: Row, site: Site, wordpressId: number): Promise<number | null> {
  const fileId = row.featured_file_id === null ? null : Number(row.featured_file_id);
  if (!fileId) return null;
  const of = `${wordpressId}:${fileId}`;
  if (row.wp_media_of === of && row.wp_media_id) return Number(row.wp_media_id);
  const file = await ctx.files.get(fileId);
  const media = await wordpress(site, ctx.wpTimeout).uploadMedia(await readFile(await ctx.files.path(fileId)), file.contentType, file.name);
  await ctx.db.knex(TABLE).where('id', row.id).update({ wp_media_id: media.id, wp_media_of: of });
  return media.id;
}

export async function publishPost(
  ctx: Ctx, c: Caller, id: number, input: { wordpressId: number; authorId: number; categoryIds: number[] },
): Promise<Post> {
  const row = await postRow(ctx.db.knex, id);
  const config = await ctx.db.knex('posts_wordpress').where('id', input.wordpressId).first();
  if (!config) {
    throw new BadRequestError("Invalid field 'wordpressId': no such WordPress configuration",
      { in: 'body', issues: [{ field: 'wordpressId', message: 'no such WordPress configuration' }] }, E.configNotFound);
  }
  const site = siteOf(config);
  const wp = wordpress(site, ctx.wpTimeout);
  let answer;
  try {
    const media = await featuredMedia(ctx, row, site, input.wordpressId);
    const post: Record<string, unknown> = {
      status: 'publish', title: row.title, content: bodyHtml(bodyOf(row)), excerpt: row.excerpt ?? '',
      author: input.authorId, categories: input.categoryIds, featured_media: media ?? 0,
      ...(row.slug ? { slug: row.slug } : {}),
      ...(row.publication_date ? { date_gmt: new Date(Number(row.publication_date)).toISOString().slice(0, 19) } : {}),
    };
    // the same site keeps the same WordPress post; one removed there meanwhile is made again
    const same = row.wp_post_id && Number(row.wordpress_id) === input.wordpressId;
    answer = same
      ? await wp.updatePost(Number(row.wp_post_id), post).catch((e) => {
        if (e instanceof WordPressFailure && (e.status === 404 || e.status === 410)) return wp.createPost(post);
        throw e;
      })
      : await wp.createPost(post);
  } catch (e) {
    return failed(ctx, id, e, E.publishFailed);
  }
  return changePost(ctx, c, id, () => ({
    wordpress_id: input.wordpressId, wp_post_id: answer.id, wp_author_id: input.authorId,
    wp_category_ids: JSON.stringify(input.categoryIds), wp_link: answer.link, published: true, published_at: ctx.now(), last_error: null,
  }));
}

export async function unpublishPost(ctx: Ctx, c: Caller, id: number): Promise<Post> {
  const row = await postRow(ctx.db.knex, id);
  if (!row.wp_post_id || !row.wordpress_id) {
    throw new LaudaError(409, E.notPublished, 'The post is not on WordPress');
  }
  const site = siteOf(await configRow(ctx.db.knex, Number(row.wordpress_id)));
  try {
    await wordpress(site, ctx.wpTimeout).updatePost(Number(row.wp_post_id), { status: 'draft' });
  } catch (e) {
    return failed(ctx, id, e, E.unpublishFailed);
  }
  return changePost(ctx, c, id, () => ({ published: false, last_error: null }));
}
