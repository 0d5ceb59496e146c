// A feed server for the tests (node:http): RSS 2.0 and Atom with ETag and Last-Modified (304 to a
// conditional request when nothing changed), a broken feed, one that fails on demand, one slow.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedEntry {
  guid: string;
  title: string;
  text: string;
  link: string;
  published: Date;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const rss = (entries: FeedEntry[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Agência Teste RSS</title><link>http://example.test/</link><description>x</description>
${entries.map((e) => `<item><guid>${esc(e.guid)}</guid><title>${esc(e.title)}</title><link>${esc(e.link)}</link>
<description>${esc(`<p>${e.text}</p>`)}</description><pubDate>${e.published.toUTCString()}</pubDate><author>redacao@example.test (Redação)</author></item>`).join('\n')}
</channel></rss>`;

const atom = (entries: FeedEntry[]) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Agência Teste Atom</title><id>urn:test:atom</id><updated>${new Date().toISOString()}</updated>
${entries.map((e) => `<entry><id>${esc(e.guid)}</id><title>${esc(e.title)}</title><link href="${esc(e.link)}"/>
<updated>${e.published.toISOString()}</updated><summary>${esc(e.text)}</summary><author><name>Correspondente</name></author></entry>`).join('\n')}
</feed>`;

export class FeedServer {
  readonly rss: FeedEntry[] = [];
  readonly atom: FeedEntry[] = [];
  /** requests per path, and how many were answered 304 */
  readonly hits = new Map<string, number>();
  notModified = 0;
  failing = false;
  slowMs = 0;
  private version = 1;
  private changedAt = new Date(Date.now() - 60_000);
  private server!: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** adds an entry to a feed: a new ETag and Last-Modified */
  add(feed: 'rss' | 'atom', e: FeedEntry): void {
    this[feed].unshift(e);
    this.version++;
    this.changedAt = new Date(Math.max(Date.now(), this.changedAt.getTime() + 1000));
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
    if (this.slowMs && path === '/slow') await new Promise((r) => setTimeout(r, this.slowMs));
    if (path === '/broken') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss><channel><item><title>half');
    if (path === '/page') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>not a feed</body></html>');
    if ((path === '/flaky' || path === '/slow') && this.failing) return void res.writeHead(503).end('down');
    const kind = path === '/atom' ? 'atom' : path === '/rss' || path === '/flaky' || path === '/slow' ? 'rss' : null;
    if (!kind) return void res.writeHead(404).end();
    const etag = `"v${this.version}-${kind}"`;
    const lastModified = this.changedAt.toUTCString();
    if (req.headers['if-none-match'] === etag || (!req.headers['if-none-match'] && req.headers['if-modified-since'] === lastModified)) {
      this.notModified++;
      return void res.writeHead(304, { etag, 'last-modified': lastModified }).end();
    }
    const body = kind === 'rss' ? rss(this.rss) : atom(this.atom);
    res.writeHead(200, { 'content-type': kind === 'rss' ? 'application/rss+xml' : 'application/atom+xml', etag, 'last-modified': lastModified }).end(body);
  }

  stop(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

export const entry = (n: string, title: string, text: string, minutesAgo = 10): FeedEntry => ({
  guid: `urn:test:${n}`, title, text, link: `http://example.test/news/${n}`, published: new Date(Date.now() - minutesAgo * 60_000),
});
