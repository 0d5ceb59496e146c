// The live benchmarks' floor: a bare `ws` server speaking just enough STOMP (CONNECTED, RECEIPT) for
// the clients to subscribe, and broadcasting one ready-made MESSAGE frame to every subscriber.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { Clients } from './clients.js';

export interface Floor {
  clients: Clients;
  /** sends `frame` to every subscribed client */
  broadcast(frame: Buffer): void;
  close(): Promise<void>;
}

/** A MESSAGE frame as the kernel writes it, carrying `body` (JSON) on `destination`. */
export function messageFrame(destination: string, body: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(body));
  return Buffer.concat([
    Buffer.from(`MESSAGE\nsubscription:sub-0\nmessage-id:00000000-0000-4000-8000-000000000000-1\ndestination:${destination}\ncontent-type:application/json\ncontent-length:${json.length}\n\n`),
    json,
    Buffer.from([0]),
  ]);
}

/** Starts the bare server and opens `count` clients on it, subscribed to `destination`. */
export async function startFloor(count: number, destination: string): Promise<Floor> {
  const server = http.createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false, handleProtocols: (p) => (p.has('v12.stomp') ? 'v12.stomp' : false) });
  const subscribed = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (text.startsWith('CONNECT')) ws.send('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\u0000');
      else if (text.startsWith('SUBSCRIBE')) {
        subscribed.add(ws);
        const receipt = /\nreceipt:([^\n]*)/.exec(text)?.[1];
        if (receipt) ws.send(`RECEIPT\nreceipt-id:${receipt}\n\n\u0000`);
      }
    });
    ws.on('close', () => subscribed.delete(ws));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const clients = new Clients();
  await clients.open(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`, [null], count, [destination]);
  return {
    clients,
    broadcast(frame) {
      for (const ws of subscribed) ws.send(frame, { binary: false });
    },
    async close() {
      await clients.close();
      wss.close();
      server.close();
    },
  };
}
