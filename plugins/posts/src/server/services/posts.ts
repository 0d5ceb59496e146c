/** Posts: list by day range, load, create (also from another area's document), change, copy, remove. */
import { BadRequestError, type Page } from '@lauda/sdk/server';
import { POST_DOCUMENT as D, POST_ERRORS as E, type Post } from '../../common/index.js';
import { postOut, richFromText, type Row } from '../codec.js';
import type { Caller, Ctx } from '../context.js';
import type { PostInput } from '../schemas.js';
import { changePost, dayOf, postRow, record, TABLE, tell } from './store.js';

/** The columns a person sets; `date` follows the publication date (else the day it was made). */
function columns(input: Partial<PostInput>, createdAt: number, zone: string): Row {
  const out: Row = {};
  if (input.title !== undefined) out.title = input.title;
  if (input.slug !== undefined) out.slug = input.slug?.trim() || null;
  if (input.caption !== undefined) out.caption = input.caption || null;
  if (input.excerpt !== undefined) out.excerpt = input.excerpt || null;
  if (input.body !== undefined) out.body = JSON.stringify(input.body);
  if (input.featuredImageId !== undefined) out.featured_file_id = input.featuredImageId;
  if (input.publicationDate !== undefined) {
    out.publication_date = input.publicationDate === null ? null : Date.parse(input.publicationDate);
    out.date = dayOf(out.publication_date ?? createdAt, zone);
  }
  return out;
}

async function checkImage(ctx: Ctx, fileId: number | null | undefined): Promise<void> {
  if (!fileId) return;
  const file = await ctx.files.get(fileId).catch(() => null);
  if (!file || !file.contentType.startsWith('image/')) {
    throw new BadRequestError("Invalid field 'featuredImageId': not an uploaded image", { in: 'body', issues: [{ field: 'featuredImageId', message: 'not an uploaded image' }] });
  }
}

export async function listPosts(ctx: Ctx, o: { from?: string; to?: string; text?: string; page: number; size: number }): Promise<Page<Post>> {
  const q = ctx.db.knex(TABLE).whereNull('deleted_at');
  if (o.from) q.where('date', '>=', o.from);
  if (o.to) q.where('date', '<=', o.to);
  if (o.text?.trim()) {
    const like = `%${o.text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q.where((w) => w.where('title', 'like', like).orWhere('slug', 'like', like).orWhere('excerpt', 'like', like));
  }
  const [{ n }] = await q.clone().count({ n: '*' });
  const rows: Row[] = await q.orderBy([{ column: 'date', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(o.page * o.size).limit(o.size);
  return { data: rows.map(postOut), number: o.page, size: o.size, total: Number(n) };
}

export const getPost = async (ctx: Ctx, id: number): Promise<Post> => postOut(await postRow(ctx.db.knex, id));

export async function createPost(ctx: Ctx, c: Caller, input: PostInput, source?: { type: string; id: string }): Promise<Post> {
  await checkImage(ctx, input.featuredImageId);
  const now = ctx.now();
  const zone = await ctx.branch.timeZone();
  return ctx.db.transaction(async (trx, afterCommit) => {
    const [id] = await trx(TABLE).insert({
      title: '', body: '[]', date: dayOf(now, zone), ...columns(input, now, zone),
      source_type: source?.type ?? null, source_id: source?.id ?? null,
      created_by_id: c.user.id, created_by: c.user.nickname, created_at: now, updated_at: now, version: 0,
    });
    if (input.featuredImageId) await ctx.files.attach(trx, [input.featuredImageId], { type: D, id: Number(id) });
    const row = await postRow(trx, Number(id));
    await record(ctx, trx, c, null, row);
    const out = postOut(row);
    afterCommit(() => tell(ctx, c, 'CREATE', out.id, out));
    return out;
  });
}

/** PUT (`version` given) or one field: the WordPress state stays as it is until the next publish. */
export async function updatePost(ctx: Ctx, c: Caller, id: number, input: Partial<PostInput>, version?: number): Promise<Post> {
  await checkImage(ctx, input.featuredImageId);
  const zone = await ctx.branch.timeZone();
  return changePost(ctx, c, id, async (row, trx) => {
    if (input.featuredImageId) await ctx.files.attach(trx, [input.featuredImageId], { type: D, id });
    return columns(input, Number(row.created_at), zone);
  }, version);
}

/** A new, unpublished post with the text of `id` (its WordPress state is not copied). */
export async function copyPost(ctx: Ctx, c: Caller, id: number): Promise<Post> {
  const p = await getPost(ctx, id);
  return createPost(ctx, c, {
    title: p.title, slug: p.slug, caption: p.caption, excerpt: p.excerpt, body: p.body,
    featuredImageId: p.featuredImageId, publicationDate: p.publicationDate,
  }, { type: D, id: String(id) });
}

/**
 * A post made from another area's document (a story, a reportage, an agency item…): its text as the
 * kernel gives it (`core.documents.content`, which checks the caller sees it in full).
 */
export async function createFrom(ctx: Ctx, c: Caller, type: string, id: string): Promise<Post> {
  if (!ctx.documents.types().includes(type)) {
    throw new BadRequestError(`Invalid field 'type': no document type ${type}`, { in: 'body', issues: [{ field: 'type', message: 'unknown document type' }] }, E.unknownSource);
  }
  const content = await ctx.documents.content(type, c.user, id);
  return createPost(ctx, c, {
    title: content.title.trim().slice(0, 300) || type, slug: null, caption: null, excerpt: null,
    body: richFromText(content.text), featuredImageId: null, publicationDate: null,
  }, { type, id });
}

export async function removePost(ctx: Ctx, c: Caller, id: number): Promise<void> {
  await ctx.db.transaction(async (trx, afterCommit) => {
    await postRow(trx, id);
    await ctx.trash.remove(trx, D, [id], { userId: c.user.id, nickname: c.user.nickname, ip: c.ip });
    afterCommit(() => tell(ctx, c, 'DELETE', id, { id }));
  });
}
