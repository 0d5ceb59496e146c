import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';

/** What the kernel's test harness exposes beyond the sdk's TestKernel (optional: the checks fall back to the API). */
interface Inside {
  kernel?: {
    db: { knex: (table: string) => { count(c: Record<string, string>): Promise<{ n: number | string }[]> } };
    config: { dataDir: string };
  };
}

const MB = 1024 * 1024;

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.8 } } }).png().toBuffer();
}
async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 240 } } }).jpeg({ quality: 90 }).toBuffer();
}

function form(field: string, files: { bytes: Buffer; name: string; type?: string }[]): FormData {
  const fd = new FormData();
  for (const f of files) fd.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? '' }), f.name);
  return fd;
}

/** Every regular file under a folder (none when it does not exist). */
function filesOnDisk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name));
}

describe('kernel files: uploads, thumbnails, downloads', function () {
  this.timeout(20_000);
  let k: TestKernel & Inside;
  let c: TestClient;
  let pngBytes: Buffer;
  let jpegBytes: Buffer;

  const download = async (p: string, client: TestClient = c) => {
    const res = await fetch(k.url + p, { headers: client.cookie ? { cookie: client.cookie } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const rowCount = async (): Promise<number | null> => {
    if (!k.kernel) return null;
    const [r] = await k.kernel.db.knex('files').count({ n: '*' });
    return Number(r!.n);
  };
  const diskCount = (): number | null => (k.kernel ? filesOnDisk(path.join(k.kernel.config.dataDir, 'files')).length : null);
  /** id the next stored file would get: used to show that a refused upload left no row behind */
  let lastId = 0;
  const expectNothingLeft = async (rowsBefore: number | null, diskBefore: number | null) => {
    expect((await c.get(`/api/files/${lastId + 1}/info`)).status).to.equal(404);
    if (rowsBefore !== null) expect(await rowCount()).to.equal(rowsBefore);
    if (diskBefore !== null) expect(diskCount()).to.equal(diskBefore);
  };

  before(async () => {
    k = (await startTestKernel()) as TestKernel & Inside;
    if (!k.kernel) console.warn('files.test: the test kernel does not expose its db and dataDir; row and disk counts are checked through the API only');
    c = await k.userWith([]);
    pngBytes = await png(800, 600);
    jpegBytes = await jpeg(1000, 400);
  });
  after(async () => {
    await k?.stop();
  });

  describe('single upload', () => {
    let id: number;

    it('stores a PNG and answers 201 with the stored file', async () => {
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: pngBytes, name: 'photo.png', type: 'image/png' }]));
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      id = r.body.id;
      lastId = id;
      expect(id).to.be.a('number').above(0);
      expect(r.body).to.include({
        name: 'photo.png', contentType: 'image/png', size: pngBytes.length, hasThumbnail: true,
        url: `/api/files/${id}`, thumbnailUrl: `/api/files/${id}/thumbnail`,
      });
      expect(new Date(r.body.createdAt).toString()).to.not.equal('Invalid Date');
    });

    it('tells what it knows of the file', async () => {
      const r = await c.get(`/api/files/${id}/info`);
      expect(r.status).to.equal(200);
      expect(r.body).to.include({ id, name: 'photo.png', contentType: 'image/png', size: pngBytes.length, url: `/api/files/${id}` });
    });

    it('gives back the same bytes with the download headers', async () => {
      const r = await download(`/api/files/${id}`);
      expect(r.status).to.equal(200);
      expect(r.bytes.equals(pngBytes)).to.equal(true);
      expect(r.headers.get('content-type')).to.equal('image/png');
      expect(r.headers.get('content-length')).to.equal(String(pngBytes.length));
      expect(r.headers.get('content-disposition')).to.equal("inline; filename*=UTF-8''photo.png");
      expect(r.headers.get('cache-control')).to.equal('private, max-age=86400');
    });

    it('makes a JPEG thumbnail within 320×320 that keeps the ratio', async () => {
      const r = await download(`/api/files/${id}/thumbnail`);
      expect(r.status).to.equal(200);
      expect(r.headers.get('content-type')).to.equal('image/jpeg');
      expect(r.bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).to.equal(true);
      const meta = await sharp(r.bytes).metadata();
      expect(meta.format).to.equal('jpeg');
      expect(meta.width).to.equal(320);
      expect(meta.height).to.equal(240);
    });

    it('stores a JPEG under a random key, never under the client name, and encodes the name in the header', async () => {
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: jpegBytes, name: 'ação 1.jpg', type: 'image/jpeg' }]));
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      lastId = r.body.id;
      expect(r.body).to.include({ name: 'ação 1.jpg', contentType: 'image/jpeg', size: jpegBytes.length });
      const d = await download(`/api/files/${r.body.id}`);
      expect(d.bytes.equals(jpegBytes)).to.equal(true);
      expect(d.headers.get('content-disposition')).to.equal("inline; filename*=UTF-8''a%C3%A7%C3%A3o%201.jpg");
      const t = await sharp((await download(`/api/files/${r.body.id}/thumbnail`)).bytes).metadata();
      expect([t.width, t.height]).to.deep.equal([320, 128]);
      if (k.kernel) {
        const names = filesOnDisk(path.join(k.kernel.config.dataDir, 'files')).map((p) => path.basename(p));
        expect(names.length).to.be.at.least(4); // two uploads, each original + thumbnail
        for (const n of names) expect(n).to.match(/^[0-9a-f]{32}(\.thumb\.jpg)?$/);
      }
    });

    it('judges by the bytes: a PNG sent as application/octet-stream is stored as image/png', async () => {
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: pngBytes, name: 'x.bin', type: 'application/octet-stream' }]));
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      lastId = r.body.id;
      expect(r.body.contentType).to.equal('image/png');
    });

    it('keeps only the base name of a path sent as the file name', async () => {
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: pngBytes, name: '../../etc/passwd.png', type: 'image/png' }]));
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      lastId = r.body.id;
      expect(r.body.name).to.equal('passwd.png');
    });
  });

  describe('multiple upload', () => {
    it('stores every file and answers 201 with them in order', async () => {
      const r = await c.raw('POST', '/api/files/multiple', form('files', [
        { bytes: pngBytes, name: 'a.png', type: 'image/png' },
        { bytes: jpegBytes, name: 'b.jpg', type: 'image/jpeg' },
        { bytes: pngBytes, name: 'c.png', type: 'image/png' },
      ]));
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      expect(r.body).to.be.an('array').with.length(3);
      expect(r.body.map((f: { name: string }) => f.name)).to.deep.equal(['a.png', 'b.jpg', 'c.png']);
      lastId = Math.max(...r.body.map((f: { id: number }) => f.id));
      for (const f of r.body) {
        const d = await download(f.url);
        expect(d.status).to.equal(200);
        expect(d.bytes.equals(f.contentType === 'image/png' ? pngBytes : jpegBytes)).to.equal(true);
        expect((await download(f.thumbnailUrl)).status).to.equal(200);
      }
    });

    it('is all or nothing: one bad file and none is kept', async () => {
      const rows = await rowCount();
      const disk = diskCount();
      const r = await c.raw('POST', '/api/files/multiple', form('files', [
        { bytes: pngBytes, name: 'good.png', type: 'image/png' },
        { bytes: jpegBytes, name: 'good.jpg', type: 'image/jpeg' },
        { bytes: Buffer.from('not an image at all'), name: 'bad.png', type: 'image/png' },
      ]));
      expect(r.status).to.equal(400);
      expect(r.body).to.include({ status: 400, code: 'file.invalidImageType', message: 'invalid image type' });
      await expectNothingLeft(rows, disk);
    });

    it('refuses a corrupt image after good ones, keeping none', async () => {
      const rows = await rowCount();
      const disk = diskCount();
      const corrupt = Buffer.concat([pngBytes.subarray(0, 8), Buffer.alloc(5000, 0x5a)]);
      const r = await c.raw('POST', '/api/files/multiple', form('files', [
        { bytes: pngBytes, name: 'good.png', type: 'image/png' },
        { bytes: corrupt, name: 'corrupt.png', type: 'image/png' },
      ]));
      expect(r.status).to.equal(400);
      expect(r.body.code).to.equal('file.invalidImage');
      await expectNothingLeft(rows, disk);
    });

    it('refuses more than 20 files', async () => {
      const tiny = await png(4, 4);
      const rows = await rowCount();
      const r = await c.raw('POST', '/api/files/multiple', form('files', Array.from({ length: 21 }, (_, i) => ({ bytes: tiny, name: `t${i}.png`, type: 'image/png' }))));
      expect(r.status).to.equal(400);
      expect(r.body.details).to.include({ field: 'files' });
      await expectNothingLeft(rows, diskCount());
    });

    it('answers 400 naming the field files when there is none', async () => {
      const r = await c.raw('POST', '/api/files/multiple', form('file', [{ bytes: pngBytes, name: 'a.png', type: 'image/png' }]));
      expect(r.status).to.equal(400);
      expect(r.body.details).to.include({ field: 'files' });
    });
  });

  describe('refusals', () => {
    it('refuses a GIF named .png: invalid image type', async () => {
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } }).gif().toBuffer();
      expect(gif.subarray(0, 3).toString('latin1')).to.equal('GIF');
      const rows = await rowCount();
      const disk = diskCount();
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: gif, name: 'fake.png', type: 'image/png' }]));
      expect(r.status).to.equal(400);
      expect(r.body).to.include({ status: 400, code: 'file.invalidImageType', message: 'invalid image type' });
      await expectNothingLeft(rows, disk);
    });

    it('refuses a text file named .png: invalid image type', async () => {
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: Buffer.from('hello, world\n'), name: 'notes.png', type: 'image/png' }]));
      expect(r.status).to.equal(400);
      expect(r.body).to.include({ code: 'file.invalidImageType', message: 'invalid image type' });
    });

    it('refuses a declared GIF even before reading it', async () => {
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: pngBytes, name: 'a.gif', type: 'image/gif' }]));
      expect(r.status).to.equal(400);
      expect(r.body.code).to.equal('file.invalidImageType');
    });

    it('refuses an empty file', async () => {
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }]));
      expect(r.status).to.equal(400);
      expect(r.body.code).to.equal('file.invalidImageType');
    });

    it('refuses an 11 MB file with 413 invalid image size and leaves no row nor file', async () => {
      const big = Buffer.concat([pngBytes.subarray(0, 8), Buffer.alloc(11 * MB - 8, 0x41)]);
      const rows = await rowCount();
      const disk = diskCount();
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: big, name: 'huge.png', type: 'image/png' }]));
      expect(r.status).to.equal(413);
      expect(r.body).to.include({ status: 413, code: 'file.invalidImageSize', message: 'invalid image size' });
      await expectNothingLeft(rows, disk);
    });

    it('refuses a file of exactly 10 MB (images must be under 10 MB)', async () => {
      const edge = Buffer.concat([pngBytes.subarray(0, 8), Buffer.alloc(10 * MB - 8, 0x41)]);
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: edge, name: 'edge.png', type: 'image/png' }]));
      expect(r.status).to.equal(413);
      expect(r.body.code).to.equal('file.invalidImageSize');
    });

    it('accepts a file one byte under 10 MB', async () => {
      // a real JPEG padded after its end marker: decoders stop at the marker, the size is what counts
      const under = Buffer.concat([jpegBytes, Buffer.alloc(10 * MB - 1 - jpegBytes.length, 0)]);
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: under, name: 'under.jpg', type: 'image/jpeg' }]));
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      lastId = r.body.id;
      expect(r.body.size).to.equal(10 * MB - 1);
      const d = await download(`/api/files/${r.body.id}`);
      expect(d.bytes.equals(under)).to.equal(true);
    });

    it('refuses a PNG header followed by garbage: 400 invalid image', async () => {
      const rows = await rowCount();
      const disk = diskCount();
      const corrupt = Buffer.concat([pngBytes.subarray(0, 8), Buffer.from('garbage'.repeat(500))]);
      const r = await c.raw('POST', '/api/files/single', form('file', [{ bytes: corrupt, name: 'broken.png', type: 'image/png' }]));
      expect(r.status).to.equal(400);
      expect(r.body.code).to.equal('file.invalidImage');
      await expectNothingLeft(rows, disk);
    });

    it('answers 400 naming the field file when no file is sent', async () => {
      const fd = new FormData();
      fd.append('title', 'no file here');
      const r = await c.raw('POST', '/api/files/single', fd);
      expect(r.status).to.equal(400);
      expect(r.body.details).to.include({ field: 'file' });
      const other = await c.raw('POST', '/api/files/single', form('picture', [{ bytes: pngBytes, name: 'a.png', type: 'image/png' }]));
      expect(other.status).to.equal(400);
      expect(other.body.details).to.include({ field: 'file' });
    });

    it('answers 400 to a body that is not multipart', async () => {
      const r = await c.raw('POST', '/api/files/single', JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' });
      expect(r.status).to.equal(400);
      expect(r.body.details).to.include({ field: 'file' });
    });
  });

  describe('access and ids', () => {
    it('refuses anonymous uploads and downloads with 401', async () => {
      const anon = k.anonymous();
      const up = await anon.raw('POST', '/api/files/single', form('file', [{ bytes: pngBytes, name: 'a.png', type: 'image/png' }]));
      expect(up.status).to.equal(401);
      expect((await anon.raw('POST', '/api/files/multiple', form('files', [{ bytes: pngBytes, name: 'a.png', type: 'image/png' }]))).status).to.equal(401);
      expect((await download(`/api/files/${lastId}`, anon)).status).to.equal(401);
      expect((await download(`/api/files/${lastId}/thumbnail`, anon)).status).to.equal(401);
      expect((await anon.get(`/api/files/${lastId}/info`)).status).to.equal(401);
    });

    it('answers 404 for an unknown id', async () => {
      for (const p of ['/api/files/999999', '/api/files/999999/thumbnail', '/api/files/999999/info']) {
        const r = await c.get(p);
        expect(r.status, p).to.equal(404);
        expect(r.body.status).to.equal(404);
      }
    });

    it('answers 400 for an id that is not a positive integer', async () => {
      for (const p of ['/api/files/abc', '/api/files/0', '/api/files/-3', '/api/files/1.5/info', '/api/files/abc/thumbnail']) {
        const r = await c.get(p);
        expect(r.status, p).to.equal(400);
        expect(r.body.code, p).to.equal('error.validation');
      }
    });
  });
});
