// Placeholder for the agency helper's file; not merged (the lead keeps theirs, which stores and de-duplicates items).
import type { Ctx } from './context.js';

export interface FetchedItem { guid: string; title: string; text: string; link: string | null; author: string | null; imageUrl: string | null; publishedAt: number | null }

export async function storeItems(ctx: Ctx, kind: 'rss' | 'facebook' | 'twitter', sourceId: number, categoryId: number | null, items: FetchedItem[]): Promise<number> {
  ctx.logger.warn('agency placeholder: items not stored', { kind, sourceId, categoryId, count: items.length });
  return 0;
}
