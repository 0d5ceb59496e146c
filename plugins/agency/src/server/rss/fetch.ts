/**
 * One request for an RSS 2.0, RSS 1.0 or Atom feed with Node's fetch (so the conditional headers are
 * ours), parsed by @rowanmanning/feed-parser into the items table's shape.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import type { FetchedItem } from '../items.js';

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedAnswer =
  | { status: 'notModified' }
  | { status: 'ok'; title: string | null; items: FetchedItem[]; validators: Validators };

/** Why a feed could not be read: shown on the feed and in the invalid-feed hint's details. */
export class FeedError extends Error {}

const MAX_BYTES = 10 * 1024 * 1024;

/** HTML to plain text: feeds carry markup in descriptions. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

const dateOf = (d: Date | null | undefined): number | null => (d && !Number.isNaN(d.getTime()) ? d.getTime() : null);

export async function fetchFeed(url: string, validators: Validators | null, timeoutMs: number): Promise<FeedAnswer> {
  const headers: Record<string, string> = { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5', 'user-agent': 'Lauda newsroom feed reader' };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  let res: Response;
  try {
    res = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedError(`unreachable: ${cause?.code ?? cause?.message ?? (e as Error).message}`);
  }
  if (res.status === 304) return { status: 'notModified' };
  if (!res.ok) {
    await res.body?.cancel();
    throw new FeedError(`HTTP ${res.status}`);
  }
  if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) {
    await res.body?.cancel();
    throw new FeedError('too large');
  }
  const body = await res.text();
  // the parser is lenient: a cut or mangled document would give half an item, so it must be well-formed first
  const wellFormed = XMLValidator.validate(body);
  if (wellFormed !== true) throw new FeedError(`not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`);
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(body);
  } catch (e) {
    throw new FeedError(`not a feed: ${(e as Error).message}`);
  }
  const items: FetchedItem[] = [];
  for (const it of feed.items) {
    const guid = it.id ?? it.url ?? (it.title ? `${it.title}|${dateOf(it.published) ?? ''}` : null);
    if (!guid) continue;
    items.push({
      guid,
      title: plainText(it.title),
      text: plainText(it.content ?? it.description),
      link: it.url ?? null,
      author: it.authors.map((a) => a.name).filter(Boolean).join(', ') || null,
      imageUrl: it.image?.url ?? it.media.find((m) => m.type === 'image')?.url ?? null,
      publishedAt: dateOf(it.published) ?? dateOf(it.updated),
    });
  }
  return {
    status: 'ok',
    title: feed.title ?? null,
    items,
    validators: { etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') },
  };
}
