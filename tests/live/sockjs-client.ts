// A sockjs-client socket (the spec's live client) for the Node suites. In a browser every SockJS
// request carries the page's cookies; in Node sockjs-client sends none, so the session cookie is
// added here: as a header of the WebSocket upgrade, and to its XHR requests by their SockJS
// server id (`/ws/<server>/…`), one id per client, so clients of different users stay apart.
import http from 'node:http';
import SockJS from 'sockjs-client';
import type { IStompSocket } from '@stomp/stompjs';

export type SockJsTransport = 'websocket' | 'xhr-streaming' | 'xhr-polling' | 'eventsource';

const cookieByServer = new Map<string, string>();
let seq = 0;
let patched = false;

/** Node's http.request, adding the cookie of the SockJS client a request belongs to. */
function carryCookies(): void {
  if (patched) return;
  patched = true;
  const request = http.request;
  const withCookie = function (this: unknown, ...args: unknown[]) {
    const options = args[0] as http.RequestOptions;
    const server = typeof options === 'object' && typeof options?.path === 'string' ? /^\/ws\/([^/.]+)\/[^/.]+\//.exec(options.path)?.[1] : undefined;
    const cookie = server ? cookieByServer.get(server) : undefined;
    if (cookie) args[0] = { ...options, headers: { ...options.headers, cookie } };
    return (request as (...a: unknown[]) => http.ClientRequest).apply(this, args);
  };
  (http as { request: unknown }).request = withCookie;
}

/** A SockJS socket to `<baseUrl>/ws` on one transport, signed in with `cookie` (or anonymous). */
export function sockJsSocket(baseUrl: string, cookie: string | null, transport: SockJsTransport, sessionId?: string): IStompSocket {
  carryCookies();
  const server = `t${process.pid}x${++seq}`;
  if (cookie) cookieByServer.set(server, cookie);
  const options = {
    server,
    transports: [transport],
    ...(sessionId ? { sessionId: () => sessionId } : {}),
    transportOptions: { websocket: { headers: cookie ? { cookie } : {} } },
  };
  return new SockJS(`${baseUrl}/ws`, null, options as SockJS.Options) as unknown as IStompSocket;
}
