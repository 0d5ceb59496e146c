import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect } from 'chai';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { boot, ok, reportageBody, testDb, type Rig } from '@lauda/plugin-reportages/testing';

// a font unlike the body's Roboto-Regular: the PDF names the fonts it embeds
const require = createRequire(import.meta.url);
const ITALIC: Buffer<ArrayBuffer> = Buffer.from(fs.readFileSync(path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto', 'Roboto-Italic.ttf')));

/** The names of the fonts the first page is set in (pdf.js). */
async function fontsOf(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    await page.getOperatorList();
    const names = new Set<string>();
    for (const [key] of (page.commonObjs as unknown as { [Symbol.iterator](): Iterator<[string, unknown]> })) names.add(key);
    const found: string[] = [];
    for (const key of names) {
      const f = page.commonObjs.get(key) as { name?: string } | null;
      if (f?.name) found.push(f.name);
    }
    return found;
  } finally {
    await doc.destroy();
  }
}

/**
 * The branch font: uploaded with `POST /api/branch/font` (a TrueType or OpenType file, else 400
 * naming fontFileId), named by the branch configuration's `fontFileId`, and every PDF set in it.
 */
describe(`the branch font in PDFs, on ${testDb()}`, function () {
  this.timeout(90_000);
  let rig: Rig;
  let pdfPath: string;
  const pdf = async () => {
    const res = await fetch(rig.k.url + pdfPath, { headers: rig.reporter.cookie ? { cookie: rig.reporter.cookie } : {} });
    expect(res.status).to.equal(200);
    return Buffer.from(await res.arrayBuffer());
  };
  const config = async () => ok<Record<string, unknown> & { version: number; fontFileId?: number | null }>(await rig.admin.get('/api/branch/config'));
  const upload = (bytes: Buffer<ArrayBuffer>, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), name);
    return rig.admin.raw('POST', '/api/branch/font', form);
  };

  before(async () => {
    rig = await boot();
    const r = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'fonte da casa')), 201);
    pdfPath = `/api/news_reports/${r.id}/pdf?kind=content&columns=1`;
  });
  after(async () => rig?.stop());

  it('sets every PDF in the uploaded font, keeps it for a form that does not know it, and goes back to Roboto when removed', async () => {
    expect((await config()).fontFileId).to.equal(null);
    expect((await fontsOf(await pdf())).join(' ')).to.match(/Roboto-(Regular|Medium)/).and.not.match(/Italic/);

    const up = await upload(ITALIC, 'casa.ttf');
    expect(up.status, JSON.stringify(up.body)).to.equal(201);
    const fontFileId = (up.body as { id: number }).id;
    ok(await rig.admin.put('/api/branch/config', { ...(await config()), fontFileId }));
    const names = await fontsOf(await pdf());
    expect(names.join(' ')).to.match(/Roboto-Italic/).and.not.match(/Roboto-Regular/);

    const { fontFileId: _kept, ...older } = await config();
    ok(await rig.admin.put('/api/branch/config', { ...older, branchName: 'TV Sul' }));
    expect((await config()).fontFileId).to.equal(fontFileId);

    ok(await rig.admin.put('/api/branch/config', { ...(await config()), fontFileId: null }));
    expect((await fontsOf(await pdf())).join(' ')).to.not.match(/Italic/);
  });

  it('refuses what is not a font with 400 naming fontFileId, and a reporter with 403', async () => {
    const bad = await upload(Buffer.from('not a font at all'), 'fonte.ttf');
    expect(bad.status).to.equal(400);
    expect(bad.body.code).to.equal('branch.invalidFont');
    expect(bad.body.details.issues[0].field).to.equal('fontFileId');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const image = (await rig.admin.raw('POST', '/api/files/single', form)).body as { id: number };
    const put = await rig.admin.put('/api/branch/config', { ...(await config()), fontFileId: image.id });
    expect(put.status).to.equal(400);
    expect(put.body.details.issues[0].field).to.equal('fontFileId');
    const form2 = new FormData();
    form2.append('file', new Blob([ITALIC]), 'casa.ttf');
    expect((await rig.reporter.raw('POST', '/api/branch/font', form2)).status).to.equal(403);
  });
});
