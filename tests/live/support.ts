// Helpers of the live suites: awaitable inboxes and a real @stomp/stompjs client over `ws`.
import WebSocket from 'ws';
import { Client, type IFrame, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { sockJsSocket, type SockJsTransport } from './sockjs-client.js';

export const PROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/** A queue with awaitable reads (the kernel's test helper). */
export { Inbox } from '@lauda/kernel';
import { Inbox } from '@lauda/kernel';

export interface Closed {
  code: number;
  reason: string;
}

/** A live message as the socket delivers it. */
export interface Live<T = any> {
  op: string;
  topic: string;
  id: string | number | null;
  data: T;
  by: string | null;
  at: string;
  /** the MESSAGE frame's headers */
  headers: Record<string, string>;
}

/** A stompjs client as the web shell uses it, with everything it hears collected. */
export interface StompTester {
  client: Client;
  errors: Inbox<IFrame>;
  closed: Promise<Closed>;
  /** SUBSCRIBE with a receipt; resolves once the server has the subscription, rejects on ERROR */
  subscribe(destination: string, into?: Inbox<Live>): Promise<Inbox<Live>>;
  stop(): Promise<void>;
}

export const wsUrlOf = (baseUrl: string) => baseUrl.replace(/^http/, 'ws') + '/ws';

/** A stompjs client on the raw WebSocket at `/ws`, or over SockJS on one of its transports. */
export async function stomp(baseUrl: string, cookie: string | null, sockJs?: SockJsTransport): Promise<StompTester> {
  const url = wsUrlOf(baseUrl);
  const errors = new Inbox<IFrame>();
  let closedResolve!: (c: Closed) => void;
  const closed = new Promise<Closed>((r) => (closedResolve = r));
  const client = new Client({
    webSocketFactory: () => (sockJs ? sockJsSocket(baseUrl, cookie, sockJs)
      : new WebSocket(url, PROTOCOLS, { headers: cookie ? { cookie } : {} }) as unknown as IStompSocket),
    reconnectDelay: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (f) => errors.push(f);
    client.onWebSocketClose = (evt: { code: number; reason: string }) => {
      closedResolve({ code: evt.code, reason: evt.reason });
      reject(new Error(`socket closed before CONNECTED: ${evt.code}`));
    };
    client.activate();
  });
  let n = 0;
  return {
    client,
    errors,
    closed,
    subscribe(destination, into = new Inbox<Live>()) {
      const receipt = `sub-${++n}`;
      return new Promise((resolve, reject) => {
        client.watchForReceipt(receipt, () => resolve(into));
        void errors.next().then((f) => reject(new Error(`ERROR ${f.headers.message}: ${f.body}`)));
        client.subscribe(destination, (m: IMessage) => into.push({ ...JSON.parse(m.body), headers: m.headers }), { receipt });
      });
    },
    stop: () => client.deactivate(),
  };
}

/** Opens a plain WebSocket (no STOMP client) with a cookie; resolves once open. */
export function rawSocket(baseUrl: string, cookie: string | null, protocols: string[] = ['v12.stomp']): Promise<WebSocket> {
  const ws = new WebSocket(wsUrlOf(baseUrl), protocols, { headers: cookie ? { cookie } : {} });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Resolves with the close code and reason of a socket (at once if it is already closed). */
export function closeOf(ws: WebSocket): Promise<Closed> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve({ code: -1, reason: 'already closed' });
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}
