/** Transport rules every answer and every state-changing request goes through. */
import type { IncomingHttpHeaders } from 'node:http';
import type Koa from 'koa';
import { BadRequestError, ForbiddenError } from '@lauda/sdk/server';

export const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cookie's value, or undefined when absent or not decodable (a broken cookie is anonymous,
 * never a 500).
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
};

/**
 * True when a browser says the request comes from a page of another site: an Origin of another
 * host or `null` (sandboxed frames, data: pages), or, without Origin, a Referer of another host.
 * Requests with neither (scripts, the MOS gateway) are not browsers' and pass.
 */
export function crossSite(headers: IncomingHttpHeaders): boolean {
  const host = headers.host;
  const origin = headers.origin;
  if (origin !== undefined) return origin === 'null' || hostOf(origin) !== host;
  const referer = headers.referer;
  if (referer !== undefined && referer !== '') return hostOf(referer) !== host;
  return false;
}

/** Requests from another site may not change anything (cross-site request forgery). */
export function assertSameSite(ctx: Koa.Context): void {
  if (UNSAFE.has(ctx.method) && crossSite(ctx.headers)) {
    throw new ForbiddenError('Cross-site request refused', undefined, 'error.crossSite');
  }
}

/**
 * The shell's pages and the API answers may only be framed by this site. Styles: styled-components
 * injects <style> tags. Frames: MOS HTML5 plugins are pages of the devices' own http(s) addresses,
 * which the story editor also probes with fetch (connect-src) to tell a lost link. Images: the
 * production map's tiles come from the tile server of the branch's map settings (maybe an intranet one).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self' http: https:",
  'frame-src http: https:',
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Set on every answer: Koa's, and the live socket's SockJS answers, which do not pass through Koa. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
};

export function securityHeaders(ctx: Koa.Context): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) ctx.set(name, value);
}

/**
 * Over TLS (directly, or behind a trusted proxy saying `X-Forwarded-Proto: https`) every cookie
 * the answer sets is `Secure`, so it never travels over plain http.
 */
export function secureCookies(ctx: Koa.Context): void {
  if (!ctx.secure) return;
  const set = ctx.response.get('set-cookie') as unknown as string | string[] | undefined;
  if (!set || (Array.isArray(set) && !set.length)) return;
  const mark = (c: string) => (/;\s*secure\s*(;|$)/i.test(c) ? c : `${c}; Secure`);
  ctx.set('Set-Cookie', Array.isArray(set) ? set.map(mark) : [mark(set)]);
}

const IF_MATCH = /^(?:W\/)?"?(\d{1,15})"?$/;

/**
 * A versioned PUT: the version read comes in the body's `field`, or else in `If-Match` (a quoted
 * or bare integer). Neither is a 400 naming the field.
 */
export function withVersion(body: unknown, ifMatch: string | undefined, field: string): unknown {
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) return body;
  const obj = (body ?? {}) as Record<string, unknown>;
  if (obj[field] !== undefined) return body;
  const issue = (message: string) =>
    new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code: 'custom' }] }, 'error.validation');
  if (!ifMatch) throw issue(`required: send the ${field} read, in the body or as If-Match`);
  const m = IF_MATCH.exec(ifMatch.trim());
  if (!m) throw issue('If-Match must be the version read, an integer (quoted or not)');
  return { ...obj, [field]: Number(m[1]) };
}
