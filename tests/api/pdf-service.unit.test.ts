import { expect } from 'chai';
import { KernelPdf, type PdfSources } from '@lauda/kernel';
import { pdfReply, type Locale, type PdfDocument } from '@lauda/sdk/server';
import { pdfText } from '../support/pdf-text.js';

/** A 2×2 red PNG: the branch logo of these tests. */
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==', 'base64');
const AT = new Date('2026-03-10T23:30:00Z');

function service(over: Partial<{ name: string; timeZone: string; logo: Buffer | null; locale: Locale }> = {}): KernelPdf {
  const sources: PdfSources = {
    branding: async () => ({ name: over.name ?? 'Redação Central', timeZone: over.timeZone ?? 'America/Sao_Paulo', logo: over.logo ?? null }),
    locale: async () => over.locale ?? 'pt_BR',
    clock: { now: () => AT },
  };
  return new KernelPdf(sources);
}

const story: PdfDocument = {
  title: 'INCÊNDIO NA SERRA',
  subtitle: [{ text: 'Jornal da Noite — ' }, { date: '2026-03-10' }],
  content: [
    { kind: 'heading', text: 'Cabeça' },
    { kind: 'paragraph', text: 'Bombeiros combatem o fogo desde a manhã; ¿cuándo acaba? Año de seca.' },
    { kind: 'fields', items: [{ label: 'Alterada', value: [{ instant: '2026-03-10T12:00:00Z' }] }] },
  ],
};

describe('the PDF service (core.pdf)', function () {
  this.timeout(30_000);

  it('writes the text, accents included, under the branch header with page numbers in the branch\'s language', async () => {
    const buf = await service().render(story);
    expect(buf.subarray(0, 5).toString()).to.equal('%PDF-');
    const { text, title } = await pdfText(buf);
    expect(title).to.equal('INCÊNDIO NA SERRA');
    for (const s of ['Redação Central', 'INCÊNDIO NA SERRA', 'Jornal da Noite — 10/03/2026', 'Bombeiros combatem o fogo desde a manhã; ¿cuándo acaba? Año de seca.', 'Página 1 de 1']) {
      expect(text).to.include(s);
    }
    // the bundled font, embedded (subset)
    expect(buf.toString('latin1')).to.match(/\/BaseFont \/[A-Z]{6}\+Roboto-Regular/);
  });

  it('writes instants in the branch\'s time zone, the printing time too', async () => {
    const sp = (await pdfText(await service().render(story))).text;
    // 12:00Z is 09:00 in São Paulo; printed at 23:30Z = 20:30 there
    expect(sp).to.include('Alterada: 10/03/2026 09:00');
    expect(sp).to.include('Impresso em 10/03/2026 20:30');
    const tokyo = (await pdfText(await service({ timeZone: 'Asia/Tokyo' }).render(story))).text;
    expect(tokyo).to.include('Alterada: 10/03/2026 21:00');
    expect(tokyo).to.include('Impresso em 11/03/2026 08:30');
  });

  it('uses the language the document asks for, else the branch\'s', async () => {
    expect((await pdfText(await service().render({ ...story, locale: 'en_US' }))).text).to.include('Page 1 of 1');
    expect((await pdfText(await service({ locale: 'es_ES' }).render(story))).text).to.include('Impreso el 10/03/2026 20:30');
  });

  it('puts the branch logo in the header only when the branch has one', async () => {
    const images = (b: Buffer) => (b.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
    expect(images(await service().render(story))).to.equal(0);
    const withLogo = await service({ logo: LOGO }).render({ ...story, content: [...story.content, { kind: 'pageBreak' }, { kind: 'paragraph', text: 'segunda página' }] });
    // one image object, drawn on both pages
    expect(images(withLogo)).to.equal(1);
    const { pages } = await pdfText(withLogo);
    expect(pages).to.have.length(2);
    expect(pages[1]).to.include('Redação Central').and.include('Página 2 de 2');
  });

  it('prints without the logo rather than not at all when the stored logo cannot be read', async () => {
    const broken = Buffer.concat([LOGO.subarray(0, 40), Buffer.alloc(8)]);
    const buf = await service({ logo: broken }).render(story);
    expect((await pdfText(buf)).text).to.include('Bombeiros combatem o fogo');
    expect(buf.toString('latin1')).not.to.include('/Subtype /Image');
  });

  it('repeats a table\'s header on every page and spans its bands across the row', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ cells: [String(i + 1).padStart(2, '0'), `RETRANCA ${i + 1}`, '01:30'] }));
    const buf = await service().render({
      title: 'Espelho', orientation: 'landscape', fontSize: 12,
      content: [{ kind: 'table', columns: [{ title: 'Pg', width: 'auto' }, { title: 'Retranca' }, { title: 'Total', width: 'auto', align: 'right' }], rows: [{ band: 'Bloco 1 · Intervalo 02:00' }, ...rows] }],
    });
    const { pages } = await pdfText(buf);
    expect(pages.length).to.be.greaterThan(2);
    for (const p of pages) expect(p).to.match(/Pg Retranca Total/);
    expect(pages[0]).to.include('Bloco 1 · Intervalo 02:00');
    expect(pages.at(-1)).to.include('RETRANCA 120');
  });

  it('flows a two-column body from the left column into the right one', async () => {
    const words = Array.from({ length: 100 }, (_, i) => ({ kind: 'paragraph' as const, text: `Parágrafo ${i + 1} em colunas.` }));
    const one = await pdfText(await service().render({ title: 'Uma coluna', content: words }));
    const two = await pdfText(await service().render({ title: 'Duas colunas', columns: 2, content: words }));
    const lastOn = (page: string) => Math.max(...[...page.matchAll(/Parágrafo (\d+)/g)].map((m) => Number(m[1])));
    expect(two.text).to.include('Parágrafo 1 em').and.include('Parágrafo 100 em');
    // the first page holds about twice as many paragraphs: the left column, then the right one
    expect(lastOn(two.pages[0]!)).to.be.greaterThan(lastOn(one.pages[0]!) * 1.8);
    expect(two.pages.length).to.be.lessThan(one.pages.length);
  });

  it('answers a route with application/pdf and a UTF-8 file name', () => {
    const reply = pdfReply(Buffer.from('%PDF-1.3'), 'Ação 10-03');
    expect(reply.status).to.equal(200);
    expect(reply.headers['Content-Type']).to.equal('application/pdf');
    expect(reply.headers['Content-Length']).to.equal('8');
    expect(reply.headers['Content-Disposition']).to.equal("inline; filename*=UTF-8''A%C3%A7%C3%A3o%2010-03.pdf");
  });
});
