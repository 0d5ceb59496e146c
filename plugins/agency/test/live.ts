// A STOMP subscriber for the tests (as tests/live/support.ts's `stomp`, kept here so the plugin's tests stand alone).
import WebSocket from 'ws';
import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import type { TestClient, TestKernel } from '@lauda/sdk/testing';

export interface Live { op: string; topic: string; id: string | number | null; data: any }

/** Everything a subscriber heard, with a wait for the next messages. */
export class Heard {
  readonly all: Live[] = [];
  private wake: (() => void) | null = null;
  push(m: Live): void {
    this.all.push(m);
    this.wake?.();
  }
  async until(ok: (m: Live) => boolean, ms = 5000): Promise<Live> {
    const end = Date.now() + ms;
    for (;;) {
      const found = this.all.find(ok);
      if (found) return found;
      if (Date.now() > end) throw new Error('no such live message within the time');
      await new Promise<void>((r) => {
        this.wake = r;
        setTimeout(r, 50);
      });
    }
  }
}

export async function subscribe(k: TestKernel, c: TestClient, topic: string): Promise<{ heard: Heard; stop(): Promise<void> }> {
  const heard = new Heard();
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${k.url.replace(/^http/, 'ws')}/ws`, ['v12.stomp'], { headers: { cookie: c.cookie! } }) as unknown as IStompSocket,
    reconnectDelay: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (f) => reject(new Error(f.body));
    client.activate();
  });
  // a refused subscription is an ERROR frame (and the socket closes)
  await new Promise<void>((resolve, reject) => {
    client.onStompError = (f) => reject(new Error(`ERROR ${f.headers.message ?? ''}`));
    client.onWebSocketClose = () => reject(new Error('socket closed'));
    client.watchForReceipt('r1', () => resolve());
    client.subscribe(`/topic/${topic}`, (m: IMessage) => heard.push(JSON.parse(m.body)), { receipt: 'r1' });
  }).catch(async (e) => {
    await client.deactivate();
    throw e;
  });
  return { heard, stop: () => client.deactivate() };
}
