import type { ApiClient } from '@lauda/sdk/web';

const TTL_MS = 60_000;
// keyed by the api object, which the shell makes once per signed-in user: nothing read for one
// user is answered to the next who signs in on the same page
const cache = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

/** GET with a one-minute cache per API client (per user); a failure answers `fallback` and is not kept. */
export function cachedGet<T>(api: Pick<ApiClient, 'get'>, path: string, fallback: T): Promise<T> {
  let m = cache.get(api);
  if (!m) cache.set(api, (m = new Map()));
  const hit = m.get(path);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = api.get<T>(path).catch(() => {
    m!.delete(path);
    return fallback;
  });
  m.set(path, { at: Date.now(), value });
  return value;
}
