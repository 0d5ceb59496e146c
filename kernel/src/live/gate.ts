import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { SessionUser } from '@lauda/sdk/server';
import { SESSION_COOKIE, type Sessions } from '../auth/sessions.js';
import { cookieValue, crossSite, SECURITY_HEADERS } from '../http/guards.js';

/** Who may open a live connection, or why not (an HTTP status and a code of the error shape). */
export type Admission =
  | { ok: true; user: SessionUser; token: string }
  | { ok: false; status: number; code: string; message: string };

/**
 * The rule of every live request, raw WebSocket or SockJS, on every transport: the session
 * cookie names a signed-in user, and a page of another site may not use it (cross-site WebSocket
 * hijacking, and the same for SockJS's XHR transports).
 */
export async function admit(req: http.IncomingMessage, sessions: Pick<Sessions, 'resolve'>): Promise<Admission> {
  if (crossSite(req.headers)) return { ok: false, status: 403, code: 'error.crossSite', message: 'error.crossSite: cross-site socket refused' };
  const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
  const user = token ? await sessions.resolve(token) : null;
  if (!user || !token) return { ok: false, status: 401, code: 'error.unauthorized', message: 'Sign in first: the live socket needs a session cookie' };
  return { ok: true, user, token };
}

/** Answers an upgrade request with a plain HTTP error and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

/** Answers a plain request in the API's error shape, with the security headers. */
export function refuseRequest(res: http.ServerResponse, status: number, code: string, message: string, field?: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const body = JSON.stringify({ status, code, message, ...(field ? { details: { issues: [{ field, message }] } } : {}) });
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
}

/** The path of a request, or '' when it cannot be read. */
export function pathOf(req: http.IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
}
