import type { ApiClient, ErrorBody } from '@lauda/sdk/web';
import { isMobileMode } from '../look/mobile';

/** A failed call: carries the server's `{ status, code, message, details }`. */
export class ApiError extends Error implements ErrorBody {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  /** seconds from the answer's `Retry-After` header (429), when it had one */
  readonly retryAfter: number | null;
  constructor(body: ErrorBody, readonly method = 'GET', readonly path = '', retryAfter: number | null = null) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.status;
    this.code = body.code;
    this.details = body.details;
    this.retryAfter = retryAfter;
  }
  /** the error as sent by the server, plus the call, for the copyable details of a notice */
  toJSON(): Record<string, unknown> {
    return {
      status: this.status, code: this.code, message: this.message, details: this.details, request: `${this.method} ${this.path}`,
      ...(this.retryAfter !== null ? { retryAfter: this.retryAfter } : {}),
    };
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** status 0: the request never got an answer (network down, server gone) */
export const NETWORK_ERROR = 'error_network';

/** `Retry-After` in seconds (a number of seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function isErrorBody(v: unknown): v is ErrorBody {
  return !!v && typeof v === 'object' && typeof (v as ErrorBody).code === 'string' && typeof (v as ErrorBody).message === 'string';
}

async function send<T>(method: string, path: string, body?: BodyInit | null, headers: Record<string, string> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      body: body ?? null,
      credentials: 'same-origin',
      // the mobile web app says so: the server keeps the ROLE_MOBILE_* rules too (README "Mobile")
      headers: { Accept: 'application/json', ...(isMobileMode() ? { 'X-Lauda-Mobile': '1' } : {}), ...headers },
    });
  } catch (e) {
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: (e as Error).message || 'Network error' }, method, path);
  }
  const type = res.headers.get('content-type') ?? '';
  const text = res.status === 204 ? '' : await res.text();
  let data: unknown = undefined;
  if (text && type.includes('json')) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  } else if (text) data = text;
  if (!res.ok) {
    const err: ErrorBody = isErrorBody(data)
      ? { status: res.status, code: data.code, message: data.message, details: data.details }
      : { status: res.status, code: `error.http${res.status}`, message: res.statusText || `HTTP ${res.status}`, details: typeof data === 'string' ? data.slice(0, 2000) : data };
    throw new ApiError(err, method, path, parseRetryAfter(res.headers.get('retry-after')));
  }
  return data as T;
}

const json = (body: unknown): [BodyInit | null, Record<string, string>] =>
  body === undefined ? [null, {}] : [JSON.stringify(body), { 'Content-Type': 'application/json' }];

/** The shell's JSON client, also handed to every panel as `api`. */
export const api: ApiClient & {
  /** `application/x-www-form-urlencoded` POST (the sign-in form) */
  postForm<T = unknown>(path: string, fields: Record<string, string | boolean | undefined>): Promise<T>;
} = {
  get: <T>(path: string) => send<T>('GET', path),
  delete: <T>(path: string) => send<T>('DELETE', path),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, ...json(body)),
  put: <T>(path: string, body?: unknown) => send<T>('PUT', path, ...json(body)),
  patch: <T>(path: string, body?: unknown) => send<T>('PATCH', path, ...json(body)),
  postForm: <T>(path: string, fields: Record<string, string | boolean | undefined>) => {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
    return send<T>('POST', path, form.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
  },
};
