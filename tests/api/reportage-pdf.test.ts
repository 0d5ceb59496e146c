import { expect } from 'chai';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { boot, ok, rich, testDb, REPORTER, type Rig } from '@lauda/plugin-reportages/testing';
import type { TestClient } from '@lauda/sdk/testing';
import { fetchPdf, pdfText } from '../support/pdf-text.js';

/** Where a run of text starts on the first page (x, y in points), or null. */
async function placeOf(bytes: Buffer, needle: string): Promise<{ x: number; y: number } | null> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const items = (await (await doc.getPage(1)).getTextContent()).items;
    for (const it of items) if ('str' in it && it.str.includes(needle)) return { x: it.transform[4] as number, y: it.transform[5] as number };
    return null;
  } finally {
    await doc.destroy();
  }
}

/**
 * The reportage's PDF through the kernel's PDF service, read back as text: the header, the
 * sections in one column or two (type left, text right), the archive's revision summary, the
 * document access contract (404) and 400 naming a bad field.
 */
describe(`reportage PDFs, on ${testDb()}`, function () {
  this.timeout(90_000);
  let rig: Rig;
  let report: { id: number };
  let secret: { id: number };
  let outsider: { c: TestClient; id: number };
  const OFF = 'Milhares de pessoas ocupam a avenida desde cedo.';
  const QUOTE = 'Esperamos cem mil pessoas.';

  const getPdf = (c: TestClient, path: string) => fetchPdf(rig.k.url, c.cookie, path);
  async function bytesOf(c: TestClient, path: string): Promise<Buffer> {
    const r = await getPdf(c, path);
    expect(r.status, `${path}: ${r.bytes.toString().slice(0, 300)}`).to.equal(200);
    expect(r.type).to.equal('application/pdf');
    return r.bytes;
  }
  const textOf = async (c: TestClient, path: string) => (await pdfText(await bytesOf(c, path))).text;

  before(async () => {
    rig = await boot();
    outsider = await rig.user(REPORTER, 'fora');
    report = ok(await rig.reporter.post('/api/news_reports', {
      slug: 'marcha na avenida', date: '2031-03-10', reporterId: rig.reporterId, programsIds: [rig.programId], cameraman: 'PEDRO',
      teaser: 'A maior marcha do ano', sections: [
        { type: 'OFF', content: rich(OFF) },
        { type: 'INTERVIEW', content: rich('Ana, organizadora'), observation: QUOTE, duration: 'PT12S' },
      ],
      cgs: [{ deviceId: rig.cgDeviceId, ciiData: { templateCode: 'CRED2', templateName: 'Crédito', fields: [{ uuid: 'f1', name: 'linha1', value: 'Ana Lima' }] } }],
    }), 201);
    ok(await rig.reporter.patch(`/api/news_reports/${report.id}`, { field: 'cameraman', newValue: 'JOANA' }));
    secret = ok(await rig.reporter.post('/api/news_reports', { slug: 'furo', date: '2031-03-10', reporterId: rig.reporterId, private: true, sections: [] }), 201);
  });
  after(async () => rig?.stop());

  it('prints the content in one column: header, sections one after another, CGs', async () => {
    const bytes = await bytesOf(rig.reporter, `/api/news_reports/${report.id}/pdf?kind=content`);
    const text = (await pdfText(bytes)).text;
    expect(text).to.include('MARCHA NA AVENIDA').and.include('10/03/2031').and.include('Jornal da Noite').and.include('reporter1');
    expect(text).to.include('JOANA').and.include('Tempo total').and.include('A maior marcha do ano');
    expect(text).to.include('01 · Off').and.include(OFF).and.include('02 · Sonora · 00:12').and.include(QUOTE).and.include('Ana Lima');
    const label = await placeOf(bytes, '01 · Off');
    const body = await placeOf(bytes, OFF);
    expect(body!.x).to.be.closeTo(label!.x, 1);
    expect(body!.y).to.be.below(label!.y);
  });

  it('prints the content in two columns: the section type left, its text right on the same line', async () => {
    const bytes = await bytesOf(rig.reporter, `/api/news_reports/${report.id}/pdf?kind=content&columns=2&locale=en_US`);
    const text = (await pdfText(bytes)).text;
    expect(text).to.include('MARCHA NA AVENIDA').and.include('two columns').and.include('01 · Voice-over').and.include(OFF).and.include('Interview');
    const label = await placeOf(bytes, '01 · Voice-over');
    const body = await placeOf(bytes, OFF);
    expect(body!.x).to.be.above(label!.x + 100);
    expect(body!.y).to.be.closeTo(label!.y, 2);
  });

  it('prints the archive with the revision summary', async () => {
    const text = await textOf(rig.reporter, `/api/news_reports/${report.id}/pdf?kind=archive&columns=2`);
    expect(text).to.include('Arquivo').and.include(OFF).and.include('Versões').and.include('Cinegrafista').and.include('reporter1');
    expect(await textOf(rig.reporter, `/api/news_reports/${report.id}/pdf?kind=content`)).not.to.include('Versões');
  });

  it('answers 404 for a reportage the reader may not see', async () => {
    expect((await getPdf(outsider.c, `/api/news_reports/${secret.id}/pdf?kind=content`)).status).to.equal(404);
    expect((await getPdf(outsider.c, `/api/news_reports/${secret.id}/pdf?kind=archive&columns=2`)).status).to.equal(404);
    expect((await getPdf(rig.reporter, `/api/news_reports/${secret.id}/pdf?kind=content`)).status).to.equal(200);
    expect((await getPdf(rig.reporter, '/api/news_reports/999999/pdf?kind=content')).status).to.equal(404);
  });

  it('answers 400 naming the bad field', async () => {
    for (const [query, field] of [['kind=grid', 'kind'], ['', 'kind'], ['kind=content&columns=3', 'columns'], ['kind=archive&locale=xx', 'locale']] as const) {
      const r = await rig.reporter.get(`/api/news_reports/${report.id}/pdf?${query}`);
      expect(r.status, query).to.equal(400);
      expect(JSON.stringify(r.body), query).to.include(field);
    }
  });
});
