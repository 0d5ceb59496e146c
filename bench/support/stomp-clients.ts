// A worker thread holding many minimal STOMP clients on plain `ws` sockets, for the fan-out benchmark.
// The clients run on their own thread (their own event loop), as browsers would be elsewhere, so the
// server's thread only pays for sending. Messages:
//   in:  { type: 'open', url, cookies, count, destinations } (client i uses cookies[i % cookies.length])  → out: { type: 'ready' } or { type: 'failed', error }
//   in:  { type: 'arm', round }  → out: { type: 'done', round, first, last } once every client has one MESSAGE
//        (`first`, `last`: process.hrtime.bigint() of the first and last receipt, as strings; the clock is shared by threads)
//   in:  { type: 'close' } → out: { type: 'closed' }
import { parentPort } from 'node:worker_threads';
import WebSocket from 'ws';

const port = parentPort!;
let sockets: WebSocket[] = [];
let pending = 0;
let round = -1;
let armed = false;
let first = 0n;

const M = 'M'.charCodeAt(0);

function open(url: string, cookie: string | null, destinations: string[], i: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['v12.stomp'], { headers: cookie ? { cookie } : {}, perMessageDeflate: false });
    let state: 'connecting' | 'subscribing' | 'ready' = 'connecting';
    let receipts = destinations.length;
    ws.on('error', reject);
    ws.on('open', () => ws.send('CONNECT\naccept-version:1.2\nhost:lauda\nheart-beat:0,0\n\n\u0000'));
    ws.on('message', (data: Buffer) => {
      if (state === 'ready') {
        // MESSAGE frames only from here on: count the first one of each round
        if (armed && data[0] === M) {
          if (pending === sockets.length) first = process.hrtime.bigint();
          if (--pending > 0) return;
          armed = false;
          port.postMessage({ type: 'done', round, first: first.toString(), last: process.hrtime.bigint().toString() });
        }
        return;
      }
      const text = data.toString('utf8');
      if (state === 'connecting' && text.startsWith('CONNECTED')) {
        state = 'subscribing';
        destinations.forEach((d, j) => ws.send(`SUBSCRIBE\nid:sub-${j}\ndestination:${d}\nack:auto\nreceipt:r-${i}-${j}\n\n\u0000`));
      } else if (state === 'subscribing' && text.startsWith('RECEIPT')) {
        if (--receipts > 0) return;
        state = 'ready';
        resolve(ws);
      } else if (text.startsWith('ERROR')) {
        reject(new Error(text.slice(0, 200)));
      }
    });
  });
}

port.on('message', async (msg: { type: string; url?: string; cookies?: (string | null)[]; count?: number; destinations?: string[]; round?: number }) => {
  if (msg.type === 'open') {
    try {
      for (let i = 0; i < msg.count!; i += 50) {
        const batch = Array.from({ length: Math.min(50, msg.count! - i) }, (_, j) => open(msg.url!, msg.cookies![(i + j) % msg.cookies!.length] ?? null, msg.destinations!, i + j));
        sockets.push(...(await Promise.all(batch)));
      }
      port.postMessage({ type: 'ready' });
    } catch (e) {
      port.postMessage({ type: 'failed', error: (e as Error).message });
    }
  } else if (msg.type === 'arm') {
    round = msg.round!;
    pending = sockets.length;
    armed = true;
    port.postMessage({ type: 'armed', round });
  } else if (msg.type === 'close') {
    await Promise.all(sockets.map((ws) => new Promise<void>((r) => {
      if (ws.readyState === WebSocket.CLOSED) return r();
      ws.once('close', () => r());
      ws.close();
    })));
    sockets = [];
    port.postMessage({ type: 'closed' });
  }
});
