/**
 * One GET to the Graph API or the Twitter API v2 with the branch's token (a bearer header, never in
 * the URL, so no log line holds it). A 429 is waited out when its reset comes within `maxWaitMs`
 * (Twitter's `x-rate-limit-reset`, or `retry-after`), else it is a `rateLimited` problem carrying
 * when to try again, which the poller keeps as the source's next poll.
 */
export type ProblemReason = 'auth' | 'notFound' | 'rateLimited' | 'failed';

export class SocialApiError extends Error {
  constructor(readonly reason: ProblemReason, message: string, readonly retryAt: number | null = null) {
    super(message);
    this.name = 'SocialApiError';
  }
}

export interface Endpoint {
  baseUrl: string;
  token: string;
}

export interface CallLimits {
  timeoutMs: number;
  /** the longest a 429 is waited out in place */
  maxWaitMs: number;
  now(): number;
}

/** Graph error codes that mean throttling (application, user, page, custom rate limits). */
const GRAPH_THROTTLED = new Set([4, 17, 32, 613]);
const DEFAULT_RESET_MS = 60_000;
const ATTEMPTS = 3;

export function apiUrl(baseUrl: string, path: string, query: Record<string, string | undefined> = {}): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') url.searchParams.set(k, v);
  return url;
}

/** When a 429 says the window opens again (epoch ms). */
export function resetAt(headers: Headers, now: number): number {
  const reset = Number(headers.get('x-rate-limit-reset'));
  if (Number.isFinite(reset) && reset > 0) return reset * 1000;
  const after = headers.get('retry-after');
  if (after) {
    const seconds = Number(after);
    if (Number.isFinite(seconds)) return now + seconds * 1000;
    const date = Date.parse(after);
    if (Number.isFinite(date)) return date;
  }
  return now + DEFAULT_RESET_MS;
}

const clip = (s: unknown) => String(s ?? '').slice(0, 300);

/** What an error answer of either API means. */
export function problemOf(status: number, body: unknown, retryAt: number): SocialApiError {
  const b = (body ?? {}) as { error?: { code?: number; error_subcode?: number; message?: string }; title?: string; detail?: string };
  const graph = b.error;
  const message = clip(graph?.message ?? b.detail ?? b.title ?? `HTTP ${status}`);
  if (graph?.code !== undefined && GRAPH_THROTTLED.has(graph.code)) return new SocialApiError('rateLimited', message, retryAt);
  if (status === 401 || graph?.code === 190 || graph?.code === 102) return new SocialApiError('auth', message);
  if (status === 404 || graph?.code === 803 || (graph?.code === 100 && graph.error_subcode === 33)) return new SocialApiError('notFound', message);
  return new SocialApiError('failed', `HTTP ${status}: ${message}`);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function getJson(ep: Endpoint, url: URL, limits: CallLimits): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs), headers: { accept: 'application/json', authorization: `Bearer ${ep.token}` } });
      body = await res.json().catch(() => null);
    } catch (e) {
      const err = e as Error & { cause?: Error };
      const why = err.name === 'TimeoutError' ? `no answer within ${limits.timeoutMs} ms` : (err.cause?.message ?? err.message);
      throw new SocialApiError('failed', `${url.origin} could not be reached: ${why}`);
    }
    if (res.status === 429) {
      const at = resetAt(res.headers, limits.now());
      const wait = Math.max(0, at - limits.now());
      if (wait > limits.maxWaitMs || attempt >= ATTEMPTS) throw new SocialApiError('rateLimited', `${url.origin} limits the requests until ${new Date(at).toISOString()}`, at);
      await sleep(wait);
      continue;
    }
    if (res.ok && body !== null && typeof body === 'object') return body;
    if (res.ok) throw new SocialApiError('failed', `${url.origin} did not answer JSON`);
    throw problemOf(res.status, body, limits.now() + DEFAULT_RESET_MS);
  }
}
