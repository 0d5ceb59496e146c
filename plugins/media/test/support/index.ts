/**
 * What the media suites share (the browser suite reaches it as `@lauda/plugin-media/testing`): the
 * database to run on, polling, a kernel whose MOS driver listens on free ports, and a simulated MAM
 * (the MOS driver's mock device, with profile 3) holding a few clips with proxy pictures.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { freePorts, startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import type { MediaObject } from '@lauda/sdk/device';
import { MockMosDevice } from '@lauda/driver-mos/mock';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');
export const NCS_ID = 'LAUDA-MEDIA';
export const SCHEMA = 'http://acervo.test/schema/v1';
/** Device options of a MOS record that notices a dropped link and comes back quickly. */
export const FAST_MOS = { heartbeatIntervalMs: 300, ackTimeoutMs: 1000, reconnectDelayMs: 100, retries: 2, maxAttempts: 4 };
export const READ = ['ROLE_MEDIA_READ'];
export const WRITE = ['ROLE_MEDIA_READ', 'ROLE_MEDIA_WRITE'];
export const ADMIN = ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', ...WRITE];

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};

/** Asks `f` again until `test` holds, and answers what it got then. */
export async function until<T>(f: () => T | Promise<T>, test: (v: T) => boolean, timeoutMs = 15_000, what = 'a condition'): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (test(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** A tiny PNG (a coloured square), what a MAM's proxy path answers. */
export function png(rgb: [number, number, number] = [30, 90, 160]): Buffer {
  const w = 16;
  const raw = Buffer.alloc((w * 3 + 1) * w);
  for (let y = 0; y < w; y++) for (let x = 0; x < w; x++) raw.set(rgb, y * (w * 3 + 1) + 1 + x * 3);
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4); head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const tail = Buffer.alloc(4); tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(w, 4); ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
/** An http server of pictures (the MAM's proxy server): `/<name>.png` a picture, `/moved` a redirect, `/clip.mp4` a video. */
export class ProxyServer {
  readonly hits: string[] = [];
  private server: http.Server | null = null;
  port = 0;
  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.hits.push(req.url ?? '');
      if (req.url?.endsWith('.png')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(png());
      if (req.url === '/moved') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      if (req.url?.endsWith('.mp4')) return void res.writeHead(200, { 'content-type': 'video/mp4' }).end(Buffer.alloc(2048));
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }
  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }
  async stop(): Promise<void> {
    await new Promise((r) => this.server?.close(r));
  }
}

/** A clip of the simulated MAM. */
export function clip(id: string, slug: string, o: Partial<MediaObject> & { proxy?: string; reporter?: string } = {}): MediaObject {
  const { proxy, reporter, ...rest } = o;
  return {
    objId: id, mosId: 'acervo.mam', slug, type: 'VIDEO', timeBase: 50, duration: 4500, status: 'NEW', air: 'READY', revision: 1,
    paths: proxy ? [{ kind: 'PROXY', target: proxy, techDescription: 'JPEG' }] : [],
    mosExternalMetadata: reporter ? [{ scope: 'OBJECT', schema: SCHEMA, payload: `<Reporter>${reporter}</Reporter>` }] : [],
    ...rest,
  };
}

export interface MediaBench {
  k: TestKernel;
  /** the kernel config's MOS driver settings: the NCS ports devices connect back to */
  ncs: { lowerPort: number; upperPort: number };
  /** a simulated MAM (started) connecting to the kernel's NCS ports */
  mam(objects: MediaObject[], extra?: { announceEveryMs?: number; holdReqAllAckMs?: number; mosId?: string }): Promise<MockMosDevice>;
  /** a MAM device record for a simulated MAM */
  record(admin: TestClient, mock: MockMosDevice, name: string, extra?: Record<string, unknown>): Promise<{ id: number }>;
  stop(): Promise<void>;
}

/** A kernel with admin, devices and media (and what else is named) whose MOS NCS listens on free loopback ports. */
export async function mediaBench(plugins: unknown[], config: Record<string, unknown> = {}): Promise<MediaBench> {
  const [lowerPort, upperPort] = (await freePorts(2)) as [number, number];
  const k = await startTestKernel({
    plugins: plugins as never,
    db: testDb(),
    config: { devices: { drivers: { mos: { settings: { ncsId: NCS_ID, lowerPort, upperPort, host: '127.0.0.1' } } } }, ...config },
  });
  const mocks: MockMosDevice[] = [];
  return {
    k, ncs: { lowerPort, upperPort },
    async mam(objects, extra = {}) {
      const m = await new MockMosDevice({ mosId: extra.mosId ?? 'acervo.mam', ncsId: NCS_ID, ncs: { host: '127.0.0.1', lowerPort, upperPort }, heartbeatIntervalMs: 300, objects, searchSchema: SCHEMA, announceEveryMs: extra.announceEveryMs, holdReqAllAckMs: extra.holdReqAllAckMs }).start();
      mocks.push(m);
      return m;
    },
    async record(admin, mock, name, extra = {}) {
      return ok(await admin.post('/api/devices', {
        name, kind: 'MAM', protocol: 'MOS', vendor: 'Acervo', mosId: mock.options.mosId, host: '127.0.0.1', lowerPort: mock.lowerPort, upperPort: mock.upperPort, options: FAST_MOS, ...extra,
      }), 201);
    },
    async stop() {
      await k.stop();
      for (const m of mocks) await m.stop().catch(() => undefined);
    },
  };
}
