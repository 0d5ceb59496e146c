/**
 * Facebook pages through the Graph API: `GET /{page}?fields=id,name` checks a page, and
 * `GET /{page-id}/posts?fields=id,message,created_time,permalink_url,full_picture&since=` reads its
 * posts, newest first, paged by `paging.cursors.after` while `paging.next` is given.
 * The cursor is the newest post's second (`since` is inclusive) and the ids seen at that second.
 */
import type { FetchedItem } from '../items.js';
import { MAX_PAGES, instantOf, pageSize, titleOf, type Fetched, type SourceAdapter } from './adapter.js';
import { apiUrl, getJson, SocialApiError } from './http.js';
import { SOCIAL_ERRORS } from './types.js';

interface GraphPost { id: string; message?: string; created_time?: string; permalink_url?: string; full_picture?: string }
interface GraphPage { data?: GraphPost[]; paging?: { cursors?: { after?: string }; next?: string } }
interface PageCursor { since: number; ids: string[] }

const POST_FIELDS = 'id,message,created_time,permalink_url,full_picture';

function readCursor(s: string | null): PageCursor | null {
  if (!s) return null;
  try {
    const c = JSON.parse(s) as PageCursor;
    return Number.isFinite(c.since) && Array.isArray(c.ids) ? c : null;
  } catch {
    return null;
  }
}

function itemOf(post: GraphPost, pageName: string): FetchedItem {
  const text = post.message ?? '';
  return {
    guid: `facebook:${post.id}`,
    title: titleOf(text, pageName),
    text,
    link: post.permalink_url ?? null,
    author: pageName,
    imageUrl: post.full_picture ?? null,
    publishedAt: instantOf(post.created_time),
  };
}

/** The page's newer posts than the cursor, and the cursor that follows them. */
export function nextPosts(posts: GraphPost[], cursor: PageCursor | null): { fresh: GraphPost[]; cursor: PageCursor | null } {
  const secondOf = (p: GraphPost) => Math.floor((instantOf(p.created_time) ?? 0) / 1000);
  const fresh = posts.filter((p) => !cursor || secondOf(p) > cursor.since || (secondOf(p) === cursor.since && !cursor.ids.includes(p.id)));
  let next = cursor;
  for (const p of fresh) {
    const s = secondOf(p);
    if (!next || s > next.since) next = { since: s, ids: [p.id] };
    else if (s === next.since) next = { since: s, ids: [...next.ids, p.id] };
  }
  return { fresh, cursor: next };
}

export const facebookPages: SourceAdapter = {
  kind: 'facebook_page',
  network: 'facebook',
  field: 'page',
  invalidKey: SOCIAL_ERRORS.invalidPage,

  handleOf(input) {
    let s = input.trim();
    // a page's address as copied from the browser: facebook.com/<alias>
    const url = /^(?:https?:\/\/)?(?:[a-z]+\.)?facebook\.com\/([^/?#]+)/i.exec(s);
    if (url) s = decodeURIComponent(url[1]);
    return /^[A-Za-z0-9._-]{1,100}$/.test(s) ? s.toLowerCase() : null;
  },

  async lookup(ep, handle, limits) {
    try {
      const page = await getJson(ep, apiUrl(ep.baseUrl, `/${encodeURIComponent(handle)}`, { fields: 'id,name' }), limits) as { id?: unknown; name?: unknown };
      if (typeof page.id !== 'string' && typeof page.id !== 'number') throw new SocialApiError('failed', 'the Graph API answered a page without an id');
      return { remoteId: String(page.id), name: typeof page.name === 'string' && page.name ? page.name : handle };
    } catch (e) {
      if (e instanceof SocialApiError && e.reason === 'notFound') return null;
      throw e;
    }
  },

  async fetch(ep, source, limits): Promise<Fetched> {
    const cursor = readCursor(source.cursor);
    const posts: GraphPost[] = [];
    let after: string | undefined;
    for (let page = 0; page < (cursor ? MAX_PAGES : 1); page++) {
      const url = apiUrl(ep.baseUrl, `/${encodeURIComponent(source.remoteId)}/posts`, {
        fields: POST_FIELDS, limit: pageSize(source.cursor), since: cursor ? String(cursor.since) : undefined, after,
      });
      const answer = await getJson(ep, url, limits) as GraphPage;
      posts.push(...(answer.data ?? []));
      after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
      if (!after) break;
    }
    const next = nextPosts(posts, cursor);
    return { items: next.fresh.map((p) => itemOf(p, source.name)), cursor: next.cursor ? JSON.stringify(next.cursor) : source.cursor };
  },
};
