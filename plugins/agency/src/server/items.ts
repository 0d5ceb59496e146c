/**
 * The one items table of every source kind: storing what a source fetched (new ones only, published
 * live), and reading items back as the API's `AgencyItem`.
 */
import { createHash } from 'node:crypto';
import { AGENCY_ITEM_DOCUMENT, AGENCY_ITEMS_TOPIC, fold, type AgencyItem, type SourceKind } from '../common/index.js';
import type { Ctx } from './context.js';

export const ITEMS = 'agency_items';
const DAY = 86_400_000;
const GUID_MAX = 500;

/** One item as a source adapter read it. */
export interface FetchedItem {
  guid: string;
  title: string;
  text: string;
  link: string | null;
  author: string | null;
  imageUrl: string | null;
  publishedAt: number | null;
}

export type Row = Record<string, any>;

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const cut = (s: string | null, n: number) => (s == null ? null : s.slice(0, n));
/** a guid longer than the column is kept by its hash: still one key per item */
const guidKey = (guid: string) => (guid.length <= GUID_MAX ? guid : `sha256:${createHash('sha256').update(guid).digest('hex')}`);

export const itemOut = (r: Row): AgencyItem => ({
  id: Number(r.id),
  sourceKind: r.source_kind as SourceKind,
  sourceId: Number(r.source_id),
  sourceName: r.source_name ?? null,
  categoryId: r.category_id == null ? null : Number(r.category_id),
  title: r.title,
  text: r.text,
  link: r.link ?? null,
  author: r.author ?? null,
  imageUrl: r.image_url ?? null,
  publishedAt: iso(r.listed_at),
  fetchedAt: iso(r.fetched_at),
  guidelineId: r.guideline_id == null ? null : Number(r.guideline_id),
});

/** Items with the name of their source (an RSS feed's here; the social part's sources by their own tables). */
export function itemsWithSource(ctx: Ctx) {
  return ctx.db.knex(`${ITEMS} as i`)
    .leftJoin('agency_rss_feeds as f', function () {
      this.on('f.id', '=', 'i.source_id').andOn('i.source_kind', '=', ctx.db.knex.raw('?', ['rss']));
    })
    // Facebook pages and Twitter users and lists (the social part's sources)
    .leftJoin('agency_social_sources as s', function () {
      this.on('s.id', '=', 'i.source_id').andOnIn('i.source_kind', ['facebook', 'twitter']);
    })
    .select('i.*', ctx.db.knex.raw('coalesce(f.name, s.name) as source_name'));
}

export async function loadItem(ctx: Ctx, id: number): Promise<AgencyItem | null> {
  const row = await itemsWithSource(ctx).where('i.id', id).first();
  return row ? itemOut(row) : null;
}

const isDuplicate = (e: unknown) => /unique|duplicate|ER_DUP_ENTRY|SQLITE_CONSTRAINT/i.test(String((e as { code?: string })?.code ?? '') + String(e));

/** The retention's limit: items dated before it are neither kept nor taken again from a feed. */
export async function retentionLimit(ctx: Ctx): Promise<number> {
  const days = Number(ctx.config.plugin.retentionDays ?? 30) || 30;
  return ctx.now() - days * DAY;
}

/**
 * Inserts the items not stored yet for this source (by guid), publishes each new one live on
 * `agency_items`, and answers how many were new. Items older than the retention are left out, so a
 * feed that still lists them does not bring back what the retention removed.
 */
export async function storeItems(ctx: Ctx, kind: SourceKind, sourceId: number, categoryId: number | null, items: FetchedItem[]): Promise<number> {
  const now = ctx.now();
  const limit = await retentionLimit(ctx);
  const byGuid = new Map<string, FetchedItem>();
  for (const it of items) if (it.publishedAt == null || it.publishedAt >= limit) byGuid.set(guidKey(it.guid), it);
  if (!byGuid.size) return 0;
  const known = new Set<string>();
  const guids = [...byGuid.keys()];
  for (let i = 0; i < guids.length; i += 500) {
    const rows = await ctx.db.knex(ITEMS).where({ source_kind: kind, source_id: sourceId }).whereIn('guid', guids.slice(i, i + 500)).select('guid');
    for (const r of rows) known.add(r.guid);
  }
  // oldest first, so the newest arrives last at the top of a lane
  const fresh = [...byGuid].filter(([g]) => !known.has(g)).reverse();
  let added = 0;
  for (const [guid, it] of fresh) {
    const title = (it.title || it.text.slice(0, 120) || it.link || guid).slice(0, 1000);
    const text = it.text.slice(0, 20_000);
    let id: number;
    try {
      [id] = await ctx.db.knex(ITEMS).insert({
        source_kind: kind, source_id: sourceId, category_id: categoryId, guid, title, text,
        link: cut(it.link, 2000), author: cut(it.author, 300), image_url: cut(it.imageUrl, 2000),
        published_at: it.publishedAt, fetched_at: now, listed_at: it.publishedAt ?? now,
        search_text: fold(`${title}\n${text}`),
      });
    } catch (e) {
      if (isDuplicate(e)) continue; // another instance stored it in between
      throw e;
    }
    added++;
    const out = await loadItem(ctx, Number(id));
    if (out) {
      await ctx.live.publish(AGENCY_ITEMS_TOPIC, 'CREATE', out.id, out, { by: null, document: { type: AGENCY_ITEM_DOCUMENT, id: out.id } })
        .catch((err) => ctx.logger.warn('agency: live publish failed', { error: String(err) }));
    }
  }
  return added;
}

/** Removes the items past the retention that nothing else uses (no guideline made from them). Answers how many. */
export async function purgeItems(ctx: Ctx): Promise<number> {
  const limit = await retentionLimit(ctx);
  return ctx.db.knex(ITEMS).where('listed_at', '<', limit).andWhere('fetched_at', '<', limit).whereNull('guideline_id').delete();
}
