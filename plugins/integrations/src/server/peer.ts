/**
 * Calls to an integration's server (a streaming server, a document-search service): Basic
 * authentication with the configuration's username and secret, a time limit, and the failures as
 * the spec's messages — 502 `integrations.serverUnreachable` (down, slow, not JSON, 5xx), 422
 * `integrations.credentialsRefused` (401/403), 404 `integrations.peerNotFound`. Never a 500, never a hang.
 */
import { LaudaError, NotFoundError, RuleRefusedError } from '@lauda/sdk/server';
import { INTEGRATION_ERRORS as E } from '../common/index.js';

export interface Peer {
  serverUrl: string;
  username: string;
  secret: string | null;
}

const unreachable = (message: string, serverUrl: string) => new LaudaError(502, E.serverUnreachable, message, { serverUrl });

/** `{serverUrl}/{path}` with the query (undefined and '' left out). */
export function peerUrl(serverUrl: string, path: string, query: Record<string, string | number | undefined> = {}): URL {
  const url = new URL(path.replace(/^\//, ''), serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`);
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  return url;
}

/** An authenticated GET answered with JSON. */
export async function peerGet(peer: Peer, path: string, query: Record<string, string | number | undefined>, timeoutMs: number): Promise<unknown> {
  const url = peerUrl(peer.serverUrl, path, query);
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'Lauda newsroom' };
  if (peer.username || peer.secret) headers.authorization = `Basic ${Buffer.from(`${peer.username}:${peer.secret ?? ''}`).toString('base64')}`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
    if (res.status === 401 || res.status === 403) throw new RuleRefusedError(`The server ${url.origin} refused the credentials (${res.status})`, E.credentialsRefused, { status: res.status });
    if (res.status === 404) throw new NotFoundError(`The server ${url.origin} has no ${url.pathname}`, E.peerNotFound);
    if (!res.ok) throw unreachable(`The server ${url.origin} answered ${res.status}`, peer.serverUrl);
    return await res.json().catch((e: Error) => {
      throw e.name === 'TimeoutError' ? e : unreachable(`The server ${url.origin} did not answer JSON`, peer.serverUrl);
    });
  } catch (e) {
    if (e instanceof LaudaError) throw e;
    const err = e as Error & { cause?: Error };
    throw unreachable(err.name === 'TimeoutError' || err.name === 'AbortError'
      ? `The server ${url.origin} did not answer within ${timeoutMs} ms`
      : `The server ${url.origin} could not be reached: ${err.cause?.message ?? err.message}`, peer.serverUrl);
  }
}

/** A peer's answer that is not the documented shape is the server's failure. */
export const badShape = (what: string, serverUrl: string) => unreachable(`The server did not answer ${what}`, serverUrl);
