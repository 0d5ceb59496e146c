/** A STOMP subscriber of one topic for the media suites: what it heard, and a wait for a message. */
import WebSocket from 'ws';
import { Client, type IStompSocket } from '@stomp/stompjs';
import type { TestClient, TestKernel } from '@lauda/sdk/testing';

export interface Heard { op: string; id: string | number | null; data: any; by: string | null }

export interface Listener {
  heard: Heard[];
  waitFor(test: (m: Heard) => boolean, ms?: number): Promise<Heard>;
  stop(): Promise<void>;
}

export async function listen(k: TestKernel, c: TestClient, topic: string): Promise<Listener> {
  const heard: Heard[] = [];
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${k.url.replace(/^http/, 'ws')}/ws`, ['v12.stomp'], { headers: { cookie: c.cookie! } }) as unknown as IStompSocket,
    reconnectDelay: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => {
      client.watchForReceipt('sub', () => resolve());
      client.subscribe(`/topic/${topic}`, (m) => heard.push(JSON.parse(m.body)), { receipt: 'sub' });
    };
    client.onStompError = (f) => reject(new Error(`STOMP ERROR ${f.headers.message ?? ''}`));
    client.activate();
  });
  return {
    heard,
    async waitFor(test, ms = 10_000) {
      const end = Date.now() + ms;
      for (;;) {
        const m = heard.find(test);
        if (m) return m;
        if (Date.now() > end) throw new Error(`no such message on ${topic} within ${ms} ms; heard ${JSON.stringify(heard.map((h) => [h.op, h.id])).slice(0, 400)}`);
        await new Promise((r) => setTimeout(r, 30));
      }
    },
    stop: () => client.deactivate(),
  };
}
