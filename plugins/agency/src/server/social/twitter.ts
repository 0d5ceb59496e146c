/**
 * Twitter users and lists through the API v2: `GET /2/users/by/username/{username}` and
 * `GET /2/lists/{id}` check them; `GET /2/users/{id}/tweets?since_id=` and `GET /2/lists/{id}/tweets`
 * (which has no since_id: it is read newest first until a tweet already seen) read their tweets,
 * paged by `meta.next_token`. The cursor is the newest tweet id seen.
 */
import type { FetchedItem } from '../items.js';
import { MAX_PAGES, instantOf, pageSize, titleOf, type Fetched, type PollSource, type SourceAdapter } from './adapter.js';
import { apiUrl, getJson, SocialApiError, type CallLimits, type Endpoint } from './http.js';
import { SOCIAL_ERRORS } from './types.js';

interface Tweet { id: string; text?: string; created_at?: string; author_id?: string; attachments?: { media_keys?: string[] } }
interface TwitterError { title?: string; detail?: string; type?: string }
interface Timeline {
  data?: Tweet[];
  includes?: { users?: { id: string; username?: string; name?: string }[]; media?: { media_key: string; url?: string; preview_image_url?: string }[] };
  meta?: { next_token?: string; newest_id?: string };
  errors?: TwitterError[];
}

const TWEET_QUERY = {
  'tweet.fields': 'created_at,author_id,attachments',
  expansions: 'author_id,attachments.media_keys',
  'user.fields': 'username,name',
  'media.fields': 'url,preview_image_url',
};

/** Tweet ids are 64-bit numbers: compared as such, never as floats. */
export const newer = (a: string, b: string | null) => b === null || BigInt(a) > BigInt(b);

/** A 200 that carries only `errors` (the v2 way of saying the user or list is gone). */
function refusal(answer: { data?: unknown; errors?: TwitterError[] }): SocialApiError | null {
  if (answer.data !== undefined || !answer.errors?.length) return null;
  const e = answer.errors[0];
  const gone = /not-found|resource-not-found/.test(e.type ?? '') || /not found/i.test(e.title ?? '');
  return new SocialApiError(gone ? 'notFound' : 'failed', String(e.detail ?? e.title ?? 'error').slice(0, 300));
}

function itemsOf(answer: Timeline, fallbackAuthor: string): FetchedItem[] {
  const users = new Map((answer.includes?.users ?? []).map((u) => [u.id, u]));
  const media = new Map((answer.includes?.media ?? []).map((m) => [m.media_key, m]));
  return (answer.data ?? []).map((t) => {
    const user = t.author_id ? users.get(t.author_id) : undefined;
    const picture = (t.attachments?.media_keys ?? []).map((k) => media.get(k)).find((m) => m?.url || m?.preview_image_url);
    const text = t.text ?? '';
    return {
      guid: `twitter:${t.id}`,
      title: titleOf(text, fallbackAuthor),
      text,
      link: user?.username ? `https://twitter.com/${user.username}/status/${t.id}` : `https://twitter.com/i/web/status/${t.id}`,
      author: user?.username ? `@${user.username}` : fallbackAuthor,
      imageUrl: picture?.url ?? picture?.preview_image_url ?? null,
      publishedAt: instantOf(t.created_at),
    };
  });
}

async function lookupAt(ep: Endpoint, path: string, fields: Record<string, string>, limits: CallLimits) {
  try {
    const answer = await getJson(ep, apiUrl(ep.baseUrl, path, fields), limits) as { data?: { id?: string; name?: string; username?: string }; errors?: TwitterError[] };
    const refused = refusal(answer);
    if (refused) throw refused;
    if (!answer.data?.id) throw new SocialApiError('failed', 'the Twitter API answered without an id');
    return answer.data;
  } catch (e) {
    if (e instanceof SocialApiError && e.reason === 'notFound') return null;
    throw e;
  }
}

/**
 * Reads a timeline's pages newest first until a tweet already seen (`since`: the API leaves them
 * out itself). The first poll of a source (no cursor) takes the newest page only.
 */
async function readTimeline(ep: Endpoint, source: PollSource, path: string, limits: CallLimits, since: boolean): Promise<Fetched> {
  const items: FetchedItem[] = [];
  let newest = source.cursor;
  let token: string | undefined;
  for (let page = 0; page < (source.cursor ? MAX_PAGES : 1); page++) {
    const url = apiUrl(ep.baseUrl, path, { ...TWEET_QUERY, max_results: pageSize(source.cursor), since_id: since ? source.cursor ?? undefined : undefined, pagination_token: token });
    const answer = await getJson(ep, url, limits) as Timeline;
    const refused = refusal(answer);
    if (refused) throw refused;
    const fresh = itemsOf(answer, source.name).filter((i) => newer(i.guid.slice('twitter:'.length), source.cursor));
    items.push(...fresh);
    for (const i of fresh) if (newer(i.guid.slice('twitter:'.length), newest)) newest = i.guid.slice('twitter:'.length);
    token = answer.meta?.next_token;
    const reachedSeen = fresh.length < (answer.data?.length ?? 0);
    if (!token || reachedSeen) break;
  }
  return { items, cursor: newest };
}

export const twitterUsers: SourceAdapter = {
  kind: 'twitter_user',
  network: 'twitter',
  field: 'username',
  invalidKey: SOCIAL_ERRORS.invalidUser,
  handleOf(input) {
    const s = input.trim().replace(/^@/, '').replace(/^(?:https?:\/\/)?(?:www\.)?(?:twitter|x)\.com\//i, '').replace(/[/?#].*$/, '');
    return /^[A-Za-z0-9_]{1,15}$/.test(s) ? s.toLowerCase() : null;
  },
  async lookup(ep, handle, limits) {
    const user = await lookupAt(ep, `/2/users/by/username/${encodeURIComponent(handle)}`, { 'user.fields': 'name,username' }, limits);
    return user ? { remoteId: String(user.id), name: user.name ? `${user.name} (@${user.username ?? handle})` : `@${handle}` } : null;
  },
  fetch: (ep, source, limits) => readTimeline(ep, source, `/2/users/${encodeURIComponent(source.remoteId)}/tweets`, limits, true),
};

export const twitterLists: SourceAdapter = {
  kind: 'twitter_list',
  network: 'twitter',
  field: 'listId',
  invalidKey: SOCIAL_ERRORS.invalidList,
  handleOf(input) {
    const s = input.trim().replace(/^(?:https?:\/\/)?(?:www\.)?(?:twitter|x)\.com\/i\/lists\//i, '').replace(/[/?#].*$/, '');
    return /^[0-9]{1,20}$/.test(s) ? s : null;
  },
  async lookup(ep, handle, limits) {
    const list = await lookupAt(ep, `/2/lists/${encodeURIComponent(handle)}`, { 'list.fields': 'name' }, limits);
    return list ? { remoteId: String(list.id), name: list.name ?? handle } : null;
  },
  fetch: (ep, source, limits) => readTimeline(ep, source, `/2/lists/${encodeURIComponent(source.remoteId)}/tweets`, limits, false),
};
