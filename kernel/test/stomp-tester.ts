// A stompjs client over `ws`, as the web shell uses it, with everything it hears collected (the kernel's live suites).
import WebSocket from 'ws';
import { Client, type IFrame, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { Inbox } from '../src/testing.js';

export const PROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

export interface Closed {
  code: number;
  reason: string;
}

/** A stompjs client as the web shell uses it, with everything it hears collected. */
export interface StompTester {
  client: Client;
  errors: Inbox<IFrame>;
  closed: Promise<Closed>;
  /** SUBSCRIBE with a receipt; resolves once the server has the subscription, rejects on ERROR */
  subscribe(destination: string, headers?: Record<string, string>): Promise<Inbox<IMessage>>;
}

export async function stomp(baseUrl: string, cookie: string | null): Promise<StompTester> {
  const wsUrl = baseUrl.replace(/^http/, 'ws') + '/ws';
  const errors = new Inbox<IFrame>();
  let closedResolve!: (c: Closed) => void;
  const closed = new Promise<Closed>((r) => (closedResolve = r));
  const client = new Client({
    webSocketFactory: () => new WebSocket(wsUrl, PROTOCOLS, { headers: cookie ? { cookie } : {} }) as unknown as IStompSocket,
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
    subscribe(destination, headers = {}) {
      const inbox = new Inbox<IMessage>();
      const receipt = `sub-${++n}`;
      return new Promise((resolve, reject) => {
        client.watchForReceipt(receipt, () => resolve(inbox));
        void errors.next().then((f) => reject(new Error(`ERROR ${f.headers.message}: ${f.body}`)));
        client.subscribe(destination, (m) => inbox.push(m), { ...headers, receipt });
      });
    },
  };
}
