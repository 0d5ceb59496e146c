/**
 * A local stand-in for the Graph API and the Twitter API v2, answering their documented shapes:
 * Graph `/{page}?fields=id,name`, `/{page-id}/posts` (`data`, `paging.cursors.after`, `paging.next`;
 * `since` in unix seconds) and its errors (`{ error: { message, type: 'OAuthException', code } }`:
 * 190 invalid token, 803 unknown alias); Twitter `/2/users/by/username/{u}`, `/2/lists/{id}`,
 * `/2/users/{id}/tweets` (`since_id`), `/2/lists/{id}/tweets` (`data`, `includes`, `meta.next_token`,
 * not-found as a 200 with `errors`, 401 problem) and 429 with `x-rate-limit-reset` / `retry-after`.
 * Pages hold at most 2 posts, so paging is always exercised.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TOKEN = 'test-token-9f2c';
const PER_PAGE = 2;

export interface Post { id: string; message?: string; created_time: string; permalink_url: string; full_picture?: string }
export interface Tweet { id: string; text: string; created_at: string; author_id: string; attachments?: { media_keys: string[] } }

export class FakeSocialApi {
  readonly pages = new Map<string, { id: string; name: string }>([['globonews', { id: '1001', name: 'GloboNews' }]]);
  readonly posts = new Map<string, Post[]>([['1001', []]]);
  readonly users = new Map<string, { id: string; name: string; username: string }>([['agenciabrasil', { id: '2001', name: 'Agência Brasil', username: 'agenciabrasil' }]]);
  readonly lists = new Map<string, { id: string; name: string }>([['3001', { id: '3001', name: 'Política' }]]);
  readonly tweets = new Map<string, Tweet[]>([['2001', []], ['3001', []]]);
  readonly requests: URL[] = [];
  /** the next answers are 429 until this many were given, resetting `resetSeconds` from now */
  private limited = { count: 0, resetSeconds: 1 };
  private server: Server | null = null;
  url = '';

  rateLimit(count: number, resetSeconds: number): void {
    this.limited = { count, resetSeconds };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push(url);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (this.limited.count > 0) {
      this.limited.count--;
      const reset = Math.ceil(Date.now() / 1000) + this.limited.resetSeconds;
      return send(429, { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
        { 'x-rate-limit-limit': '900', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': String(reset), 'retry-after': String(this.limited.resetSeconds) });
    }
    const twitter = url.pathname.startsWith('/twitter/');
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      return twitter
        ? send(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' })
        : send(401, { error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190, fbtrace_id: 'AbC1' } });
    }
    return twitter ? this.twitter(url, send) : this.graph(url, send);
  }

  private graph(url: URL, send: (status: number, body: unknown) => void): void {
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    // /graph/v19.0/{page} or /graph/v19.0/{page-id}/posts
    const [, , node, edge] = parts;
    const page = this.pages.get(node) ?? [...this.pages.values()].find((p) => p.id === node);
    if (!page) return send(404, { error: { message: `(#803) Some of the aliases you requested do not exist: ${node}`, type: 'OAuthException', code: 803, fbtrace_id: 'AbC2' } });
    if (!edge) return send(200, { id: page.id, name: page.name });
    const since = Number(url.searchParams.get('since') ?? 0);
    const all = (this.posts.get(page.id) ?? [])
      .filter((p) => Date.parse(p.created_time.replace(/(\d\d)(\d\d)$/, '$1:$2')) / 1000 >= since)
      .sort((a, b) => b.created_time.localeCompare(a.created_time));
    const from = Number(url.searchParams.get('after') ?? 0);
    const data = all.slice(from, from + PER_PAGE);
    const more = from + PER_PAGE < all.length;
    const next = new URL(url);
    next.searchParams.set('after', String(from + PER_PAGE));
    send(200, { data, paging: { cursors: { before: String(from), after: String(from + PER_PAGE) }, ...(more ? { next: next.href } : {}) } });
  }

  private twitter(url: URL, send: (status: number, body: unknown) => void): void {
    const path = url.pathname.replace(/^\/twitter/, '');
    const notFound = (kind: string, value: string) => send(200, { errors: [{ value, detail: `Could not find ${kind} with id: [${value}].`, title: 'Not Found Error', resource_type: kind, parameter: 'id', resource_id: value, type: 'https://api.twitter.com/2/problems/resource-not-found' }] });
    let m = /^\/2\/users\/by\/username\/([^/]+)$/.exec(path);
    if (m) {
      const user = this.users.get(m[1].toLowerCase());
      return user ? send(200, { data: user }) : notFound('user', m[1]);
    }
    m = /^\/2\/lists\/([^/]+)$/.exec(path);
    if (m) {
      const list = this.lists.get(m[1]);
      return list ? send(200, { data: list }) : notFound('list', m[1]);
    }
    m = /^\/2\/(users|lists)\/([^/]+)\/tweets$/.exec(path);
    if (!m || !this.tweets.has(m[2])) return notFound(m?.[1] === 'lists' ? 'list' : 'user', m?.[2] ?? path);
    const sinceId = url.searchParams.get('since_id');
    if (m[1] === 'lists' && sinceId) return send(400, { title: 'Invalid Request', detail: 'The query parameter [since_id] is not one of [id,max_results,pagination_token,expansions,tweet.fields,user.fields]', type: 'https://api.twitter.com/2/problems/invalid-request' });
    const all = (this.tweets.get(m[2]) ?? []).filter((t) => !sinceId || BigInt(t.id) > BigInt(sinceId)).sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
    const from = Number(url.searchParams.get('pagination_token')?.replace('page', '') ?? 0);
    const data = all.slice(from, from + PER_PAGE);
    if (!data.length) return send(200, { meta: { result_count: 0 } });
    const authors = [...new Set(data.map((t) => t.author_id))].map((id) => [...this.users.values()].find((u) => u.id === id) ?? { id, name: `User ${id}`, username: `user${id}` });
    const keys = data.flatMap((t) => t.attachments?.media_keys ?? []);
    send(200, {
      data,
      includes: { users: authors, ...(keys.length ? { media: keys.map((k) => ({ media_key: k, type: 'photo', url: `https://pbs.twimg.com/media/${k}.jpg` })) } : {}) },
      meta: { result_count: data.length, newest_id: data[0].id, oldest_id: data[data.length - 1].id, ...(from + PER_PAGE < all.length ? { next_token: `page${from + PER_PAGE}` } : {}) },
    });
  }
}
