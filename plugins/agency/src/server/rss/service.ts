/** RSS categories (names unique) and feeds: list, create, change, remove. A feed is read once when saved. */
import { BadRequestError, ConflictError, NotFoundError } from '@lauda/sdk/server';
import { AGENCY_ERRORS as E, type RssCategory, type RssCategoryWithFeeds, type RssFeed } from '../../common/index.js';
import type { Ctx } from '../context.js';
import { ITEMS, storeItems } from '../items.js';
import { categoryOut, feedOut } from './codec.js';
import { FeedError, fetchFeed } from './fetch.js';
import { FEEDS, pollSettings, publishFeed } from './poller.js';

const CATEGORIES = 'agency_rss_categories';

const fieldError = (field: string, message: string, code: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }] }, code);

export async function listCategories(ctx: Ctx): Promise<RssCategoryWithFeeds[]> {
  const cats = await ctx.db.knex(CATEGORIES).orderBy('name');
  const feeds = (await ctx.db.knex(FEEDS).orderBy('name')).map(feedOut);
  return cats.map((c) => ({ ...categoryOut(c), feeds: feeds.filter((f) => f.categoryId === Number(c.id)) }));
}

async function assertNameFree(ctx: Ctx, name: string, except: number | null): Promise<void> {
  const rows = await ctx.db.knex(CATEGORIES).select('id', 'name');
  if (rows.some((r) => Number(r.id) !== except && r.name.toLowerCase() === name.toLowerCase())) {
    throw new ConflictError('A category with this name exists', E.categoryNameTaken, { in: 'body', issues: [{ field: 'name', code: E.categoryNameTaken }] });
  }
}

export async function createCategory(ctx: Ctx, name: string): Promise<RssCategory> {
  await assertNameFree(ctx, name, null);
  const [id] = await ctx.db.knex(CATEGORIES).insert({ name, created_at: ctx.now() });
  return { id: Number(id), name };
}

export async function updateCategory(ctx: Ctx, id: number, name: string): Promise<RssCategory> {
  if (!(await ctx.db.knex(CATEGORIES).where('id', id).first())) throw new NotFoundError('No such category', E.categoryNotFound);
  await assertNameFree(ctx, name, id);
  await ctx.db.knex(CATEGORIES).where('id', id).update({ name });
  return { id, name };
}

export async function removeCategory(ctx: Ctx, id: number): Promise<void> {
  if (!(await ctx.db.knex(CATEGORIES).where('id', id).first())) throw new NotFoundError('No such category', E.categoryNotFound);
  if (await ctx.db.knex(FEEDS).where('category_id', id).first()) throw new ConflictError('The category has feeds', E.categoryInUse);
  await ctx.db.knex(CATEGORIES).where('id', id).delete();
}

export async function listFeeds(ctx: Ctx): Promise<RssFeed[]> {
  return (await ctx.db.knex(FEEDS).orderBy('name')).map(feedOut);
}

export async function getFeed(ctx: Ctx, id: number): Promise<RssFeed> {
  const row = await ctx.db.knex(FEEDS).where('id', id).first();
  if (!row) throw new NotFoundError('No such feed', E.feedNotFound);
  return feedOut(row);
}

export interface FeedInput {
  url: string;
  name?: string | undefined;
  categoryId: number | null;
}

/** Reads the feed once: 400 naming `url` with the invalid-feed hint when it cannot be read as a feed. */
async function readOnce(ctx: Ctx, url: string) {
  try {
    const answer = await fetchFeed(url, null, pollSettings(ctx).timeoutMs);
    if (answer.status !== 'ok') throw new FeedError('no content');
    return answer;
  } catch (e) {
    if (!(e instanceof FeedError)) throw e;
    throw fieldError('url', e.message, E.invalidFeed);
  }
}

async function checkCategory(ctx: Ctx, categoryId: number | null): Promise<void> {
  if (categoryId != null && !(await ctx.db.knex(CATEGORIES).where('id', categoryId).first())) {
    throw fieldError('categoryId', 'unknown category', E.categoryNotFound);
  }
}

async function saveRead(ctx: Ctx, id: number, input: FeedInput, answer: Awaited<ReturnType<typeof readOnce>>): Promise<RssFeed> {
  const at = ctx.now();
  await ctx.db.knex(FEEDS).where('id', id).update({
    etag: answer.validators.etag?.slice(0, 500) ?? null, last_modified: answer.validators.lastModified?.slice(0, 100) ?? null,
    last_polled_at: at, last_success_at: at, last_error: null, failures: 0, next_attempt_at: at + pollSettings(ctx).intervalMs,
  });
  await storeItems(ctx, 'rss', id, input.categoryId, answer.items);
  await publishFeed(ctx, id);
  return getFeed(ctx, id);
}

export async function createFeed(ctx: Ctx, input: FeedInput): Promise<RssFeed> {
  await checkCategory(ctx, input.categoryId);
  const answer = await readOnce(ctx, input.url);
  const now = ctx.now();
  const [id] = await ctx.db.knex(FEEDS).insert({
    name: (input.name || answer.title || input.url).slice(0, 200), url: input.url, category_id: input.categoryId,
    failures: 0, next_attempt_at: now, created_at: now, updated_at: now,
  });
  return saveRead(ctx, Number(id), input, answer);
}

export async function updateFeed(ctx: Ctx, id: number, input: FeedInput): Promise<RssFeed> {
  const before = await getFeed(ctx, id);
  await checkCategory(ctx, input.categoryId);
  const answer = await readOnce(ctx, input.url);
  await ctx.db.knex(FEEDS).where('id', id).update({
    name: (input.name || before.name).slice(0, 200), url: input.url, category_id: input.categoryId, updated_at: ctx.now(),
  });
  if (input.categoryId !== before.categoryId) await ctx.db.knex(ITEMS).where({ source_kind: 'rss', source_id: id }).update({ category_id: input.categoryId });
  return saveRead(ctx, id, input, answer);
}

/** Removes the feed and its items that no guideline was made from. */
export async function removeFeed(ctx: Ctx, id: number): Promise<void> {
  await getFeed(ctx, id);
  await ctx.db.knex(ITEMS).where({ source_kind: 'rss', source_id: id }).whereNull('guideline_id').delete();
  await ctx.db.knex(FEEDS).where('id', id).delete();
  await publishFeed(ctx, id, 'DELETE');
}
