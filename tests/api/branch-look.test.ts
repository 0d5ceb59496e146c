import { expect } from 'chai';
import { THEME_COLORS, THEME_COLOR_NAMES } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';

/** A 1×1 GIF (the classic transparent pixel), and a 2×2 PNG. */
const gif = async () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const png = async () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==', 'base64');
/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (b: Buffer) => [b.readUInt32BE(16), b.readUInt32BE(20)];

function fileForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** README "Look of the newsroom": the theme colour, the logo (png, jpg, jpeg or gif up to 10 MB), the manifest. */
describe(`the look of the newsroom over HTTP, on ${db}`, function () {
  this.timeout(90_000);
  let k: TestKernel;
  let admin: TestClient;
  let reporter: TestClient;
  const config = async () => (await admin.get('/api/branch/config')).body as Record<string, unknown> & { version: number };

  before(async () => {
    k = await startTestKernel({ db });
    admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE']);
    reporter = await k.userWith(['ROLE_NEWS_REPORT_READ']);
  });
  after(async () => k?.stop());

  it('stores each of the 12 named theme colours, refuses another name naming themeColor, and keeps it when a PUT leaves it out', async () => {
    expect(THEME_COLOR_NAMES).to.have.length(12);
    expect((await config()).themeColor).to.equal('night');
    for (const themeColor of THEME_COLOR_NAMES) {
      const r = await admin.put('/api/branch/config', { ...(await config()), themeColor });
      expect(r.status, themeColor).to.equal(200);
      expect(r.body.themeColor).to.equal(themeColor);
    }
    const bad = await admin.put('/api/branch/config', { ...(await config()), themeColor: 'pink' });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.include('themeColor');
    const { themeColor: _left, ...older } = await config();
    expect((await admin.put('/api/branch/config', { ...older, branchName: 'TV Norte' })).status).to.equal(200);
    expect((await config()).themeColor).to.equal('silver');
  });

  it('takes a GIF logo and serves it publicly with its type, and the app icons from it', async () => {
    expect((await k.anonymous().get('/api/branch/logo')).status).to.equal(404);
    const bytes = await gif();
    const up = await admin.raw('POST', '/api/branch/logo', fileForm(bytes, 'logo.gif', 'image/gif'));
    expect(up.status, JSON.stringify(up.body)).to.equal(201);
    expect(up.body.contentType).to.equal('image/gif');
    const saved = await admin.put('/api/branch/config', { ...(await config()), logoFileId: up.body.id });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);

    const res = await fetch(`${k.url}/api/branch/logo`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('image/gif');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).to.equal(true);

    // the icons of the web app are drawn from it, on the theme colour
    const icon = await fetch(`${k.url}/api/branch/icon/192`);
    expect(icon.headers.get('content-type')).to.equal('image/png');
    expect(pngSize(Buffer.from(await icon.arrayBuffer()))).to.deep.equal([192, 192]);
  });

  it('takes a PNG, refuses what is not an image (400 naming logoFileId, nothing kept) and an 11 MB file (413)', async () => {
    expect((await admin.raw('POST', '/api/branch/logo', fileForm(await png(), 'x.png', 'image/png'))).status).to.equal(201);
    const text = await admin.raw('POST', '/api/branch/logo', fileForm(Buffer.from('not an image at all'), 'x.gif', 'image/gif'));
    expect(text.status).to.equal(400);
    expect(text.body.code).to.equal('branch.invalidLogo');
    expect(JSON.stringify(text.body)).to.include('logoFileId');
    const big = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await admin.raw('POST', '/api/branch/logo', fileForm(big, 'big.gif', 'image/gif'));
    expect(tooLarge.status).to.equal(413);
    expect(tooLarge.body.code).to.equal('branch.logoTooLarge');
    expect((await reporter.raw('POST', '/api/branch/logo', fileForm(await png(), 'x.png', 'image/png'))).status).to.equal(403);
  });

  it('answers the web app manifest with the branch name, start_url, the theme colour and icons', async () => {
    ok(await admin.put('/api/branch/config', { ...(await config()), themeColor: 'wine', branchName: 'TV Norte' }));
    const res = await fetch(`${k.url}/api/branch/manifest.webmanifest`);
    expect(res.headers.get('content-type')).to.match(/^application\/manifest\+json/);
    const m = (await res.json()) as Record<string, any>;
    expect(m).to.include({ name: 'TV Norte', start_url: '/mobile', display: 'standalone', theme_color: THEME_COLORS.wine });
    expect(m.icons.map((i: { sizes: string }) => i.sizes)).to.include.members(['192x192', '512x512']);
    expect((await fetch(`${k.url}/api/branch/icon/100`)).status).to.equal(400);
    // the home-screen label is cut between words, never mid-word
    ok(await admin.put('/api/branch/config', { ...(await config()), branchName: 'TV Lauda — Redação Central' }));
    const long = (await (await fetch(`${k.url}/api/branch/manifest.webmanifest`)).json()) as Record<string, string>;
    expect(long).to.include({ name: 'TV Lauda — Redação Central', short_name: 'TV Lauda' });
  });

  it('serves the branch font with its type to signed-in users only', async () => {
    expect((await reporter.get('/api/branch/font')).status).to.equal(404);
    const ttf = Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(64)]);
    const up = await admin.raw('POST', '/api/branch/font', fileForm(ttf, 'f.ttf', 'font/ttf'));
    expect(up.status).to.equal(201);
    ok(await admin.put('/api/branch/config', { ...(await config()), fontFileId: up.body.id }));
    const res = await reporter.raw('GET', '/api/branch/font');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('font/ttf');
    expect((await k.anonymous().get('/api/branch/font')).status).to.equal(401);
  });
});

function ok<T>(r: { status: number; body: T }): T {
  expect(r.status, JSON.stringify(r.body)).to.equal(200);
  return r.body;
}
