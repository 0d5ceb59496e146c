// The fan-out benchmark's author of a change: one signed-in user sending JSON on a kept-alive socket
// with node's own HTTP client. The author is a browser elsewhere in production; the benchmark sends
// from the server's thread, so it uses the lightest client there is (fetch's web streams cost the
// server's thread about 0.25 ms more per request, which no browser would charge it).
import http from 'node:http';

export interface Answer {
  status: number;
  body: any;
}

export class KeptAliveClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly url: URL;

  constructor(baseUrl: string, private readonly cookie: string) {
    this.url = new URL(baseUrl);
  }

  send(method: string, path: string, body: unknown): Promise<Answer> {
    const data = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: this.url.hostname, port: this.url.port, path, method, agent: this.agent,
        headers: { cookie: this.cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(data);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
