/**
 * A WordPress site's REST API (wp/v2) through Node's fetch, authenticated with an application
 * password (Basic auth), each request bounded by the plugin's timeout. No WordPress library: the
 * handful of calls here are plain JSON. A failure is a `WordPressFailure` carrying what WordPress
 * (or the network) said, for the caller's 502.
 */
import { LaudaError } from '@lauda/sdk/server';
import type { Row } from '../codec.js';

export class WordPressFailure extends Error {
  constructor(readonly status: number | null, readonly wpCode: string | null, message: string) {
    super(message);
  }
  get details() {
    return { status: this.status, code: this.wpCode, message: this.message };
  }
}

/** A site's failure as the API's answer: 502 with the message key `code` and what WordPress said. */
export function siteFailed(e: unknown, code: string): unknown {
  if (!(e instanceof WordPressFailure)) return e;
  return new LaudaError(502, code, `WordPress: ${e.message}`, { wordpress: e.details });
}

export interface Site {
  url: string;
  username: string;
  appPassword: string;
}

export const siteOf = (row: Row): Site => ({ url: row.url, username: row.username, appPassword: row.app_password });

export interface WpPost {
  id: number;
  link: string;
  status: string;
}

async function call<T>(site: Site, timeout: number, method: string, path: string, body?: unknown, raw?: { data: Buffer; type: string; name: string }): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${site.username}:${site.appPassword}`).toString('base64')}`,
    accept: 'application/json',
  };
  let payload: BodyInit | undefined;
  if (raw) {
    headers['content-type'] = raw.type;
    headers['content-disposition'] = `attachment; filename="${raw.name.replace(/[^\w.-]/g, '_')}"`;
    payload = new Uint8Array(raw.data);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`${site.url}/wp-json${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(timeout) });
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    const why = err.name === 'TimeoutError' ? `no answer within ${timeout} ms` : (err.cause?.code ?? err.message);
    throw new WordPressFailure(null, null, `${site.url} could not be reached: ${why}`);
  }
  const textBody = await res.text();
  let parsed: any = null;
  try {
    parsed = textBody ? JSON.parse(textBody) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok || parsed === null) {
    const message = typeof parsed?.message === 'string' ? parsed.message : `HTTP ${res.status} ${textBody.slice(0, 200)}`;
    throw new WordPressFailure(res.status, typeof parsed?.code === 'string' ? parsed.code : null, message);
  }
  return parsed as T;
}

export function wordpress(site: Site, timeout: number) {
  return {
    me: () => call<{ id: number; name: string }>(site, timeout, 'GET', '/wp/v2/users/me?context=edit'),
    users: () => call<{ id: number; name: string }[]>(site, timeout, 'GET', '/wp/v2/users?per_page=100&orderby=name'),
    categories: () => call<{ id: number; name: string }[]>(site, timeout, 'GET', '/wp/v2/categories?per_page=100&orderby=name'),
    createPost: (post: Record<string, unknown>) => call<WpPost>(site, timeout, 'POST', '/wp/v2/posts', post),
    updatePost: (id: number, post: Record<string, unknown>) => call<WpPost>(site, timeout, 'POST', `/wp/v2/posts/${id}`, post),
    uploadMedia: (data: Buffer, type: string, name: string) => call<{ id: number }>(site, timeout, 'POST', '/wp/v2/media', undefined, { data, type, name }),
  };
}
