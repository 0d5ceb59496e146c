import { expect } from 'chai';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { boot, ok, reportageBody, testDb, type Rig } from '@lauda/plugin-reportages/testing';
import type { TestClient } from '@lauda/sdk/testing';

/** A 2×2 red PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==', 'base64');

/** How many images the first page paints (pdf.js operator list). */
async function imagesPainted(bytes: Buffer): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const ops = await (await doc.getPage(1)).getOperatorList();
    return ops.fnArray.filter((f) => f === OPS.paintImageXObject).length;
  } finally {
    await doc.destroy();
  }
}

/**
 * The branch logo: `logoFileId` in the branch configuration (a stored PNG or JPEG, else 400
 * naming the field), drawn by the kernel's PDF service in the header of every PDF when set.
 */
describe(`the branch logo in PDFs, on ${testDb()}`, function () {
  this.timeout(90_000);
  let rig: Rig;
  let pdfPath: string;

  async function pdfOf(c: TestClient): Promise<Buffer> {
    const res = await fetch(rig.k.url + pdfPath, { headers: c.cookie ? { cookie: c.cookie } : {} });
    expect(res.status).to.equal(200);
    return Buffer.from(await res.arrayBuffer());
  }
  const config = async () => ok<Record<string, unknown> & { version: number; logoFileId?: number | null }>(await rig.admin.get('/api/branch/config'));

  before(async () => {
    rig = await boot();
    const r = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'logotipo')), 201);
    pdfPath = `/api/news_reports/${r.id}/pdf?kind=content&columns=2`;
  });
  after(async () => rig?.stop());

  it('prints no image while the branch has no logo, and the logo once it has one', async () => {
    expect((await config()).logoFileId).to.equal(null);
    expect(await imagesPainted(await pdfOf(rig.reporter))).to.equal(0);

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const up = await rig.admin.raw('POST', '/api/files/single', form);
    expect(up.status, JSON.stringify(up.body)).to.equal(201);
    const logoFileId = (up.body as { id: number }).id;

    const saved = ok(await rig.admin.put('/api/branch/config', { ...(await config()), logoFileId }));
    expect(saved.logoFileId).to.equal(logoFileId);
    expect(await imagesPainted(await pdfOf(rig.reporter))).to.equal(1);

    // a form that does not know the logo keeps it
    const { logoFileId: _kept, ...older } = await config();
    ok(await rig.admin.put('/api/branch/config', { ...older, branchName: 'TV Norte' }));
    expect((await config()).logoFileId).to.equal(logoFileId);
    expect(await imagesPainted(await pdfOf(rig.reporter))).to.equal(1);

    ok(await rig.admin.put('/api/branch/config', { ...(await config()), logoFileId: null }));
    expect(await imagesPainted(await pdfOf(rig.reporter))).to.equal(0);
  });

  it('prints a GIF logo (uploaded with POST /api/branch/logo) as its first frame', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const form = new FormData();
    form.append('file', new Blob([gif], { type: 'image/gif' }), 'logo.gif');
    const up = await rig.admin.raw('POST', '/api/branch/logo', form);
    expect(up.status, JSON.stringify(up.body)).to.equal(201);
    ok(await rig.admin.put('/api/branch/config', { ...(await config()), logoFileId: (up.body as { id: number }).id }));
    expect(await imagesPainted(await pdfOf(rig.reporter))).to.equal(1);
    ok(await rig.admin.put('/api/branch/config', { ...(await config()), logoFileId: null }));
  });

  it('answers 400 naming logoFileId for a file that does not exist or is not an id', async () => {
    for (const logoFileId of [987654, 'logo.png', -1, 1.5]) {
      const r = await rig.admin.put('/api/branch/config', { ...(await config()), logoFileId });
      expect(r.status, String(logoFileId)).to.equal(400);
      expect(JSON.stringify(r.body)).to.include('logoFileId');
    }
    expect((await rig.reporter.put('/api/branch/config', { ...(await config()), logoFileId: null })).status).to.equal(403);
  });
});
