// Listens to live topics as a signed-in client (STOMP over /ws): the messages in the order they came.
import WebSocket from 'ws';
import type { TestClient, TestKernel } from '@lauda/sdk/testing';

export interface Heard { op: string; topic: string; id: unknown; data: any }

export async function listen(k: TestKernel, who: TestClient, topics: string[]): Promise<{ until(n: number, ms?: number): Promise<Heard[]>; stop(): void }> {
  const heard: Heard[] = [];
  const socket = new WebSocket(`${k.url.replace(/^http/, 'ws')}/ws`, ['v12.stomp'], { headers: { cookie: who.cookie ?? '' } });
  let pending = '';
  let receipts = 0;
  socket.on('message', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    for (let cut = pending.indexOf('\0'); cut >= 0; cut = pending.indexOf('\0')) {
      const frame = pending.slice(0, cut).trimStart();
      pending = pending.slice(cut + 1);
      const split = frame.indexOf('\n\n');
      if (frame.startsWith('RECEIPT')) receipts++;
      else if (frame.startsWith('MESSAGE')) heard.push(JSON.parse(frame.slice(split + 2)) as Heard);
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send('CONNECT\naccept-version:1.2\nhost:lauda\n\n\0');
  topics.forEach((topic, n) => socket.send(`SUBSCRIBE\nid:s${n}\ndestination:/topic/${topic}\nreceipt:s${n}\n\n\0`));
  const wait = async (done: () => boolean, ms: number) => {
    for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
  };
  await wait(() => receipts >= topics.length, 5000);
  return {
    /** the messages heard once `n` have come (or after `ms`) */
    async until(n, ms = 3000) {
      await wait(() => heard.length >= n, ms);
      return [...heard];
    },
    stop: () => socket.close(),
  };
}

/** GET a PDF as `who` and read its text back with pdf.js: status, type, the text of every page, the title. */
export async function pdfOf(k: TestKernel, who: TestClient, path: string): Promise<{ status: number; type: string | null; text: string; title: string | null }> {
  const res = await fetch(k.url + path, { headers: { cookie: who.cookie ?? '' } });
  if (res.status !== 200) return { status: res.status, type: res.headers.get('content-type'), text: await res.text(), title: null };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), useSystemFonts: false, isEvalSupported: false }).promise;
  const runs: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) for (const item of (await (await doc.getPage(n)).getTextContent()).items) if ('str' in item) runs.push(item.str);
  const title = ((await doc.getMetadata()).info as { Title?: string } | undefined)?.Title ?? null;
  await doc.destroy();
  return { status: 200, type: res.headers.get('content-type'), text: runs.join(' ').replace(/\s+/g, ' '), title };
}
