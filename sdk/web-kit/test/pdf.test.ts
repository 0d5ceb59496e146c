import { expect } from 'chai';
import { localeOfLang, pdfUrl } from '../src/pdf.js';

describe('web kit: PDF addresses', () => {
  it("puts the page's language as the locale and leaves out empty parameters", () => {
    expect(pdfUrl('/api/news_reports/7/pdf', { kind: 'content', columns: 2, x: undefined, y: '' }, 'en-US')).to.equal('/api/news_reports/7/pdf?kind=content&columns=2&locale=en_US');
    expect(pdfUrl('/api/assignments/pdf', { kind: 'grid', date: '2031-03-10' }, 'fr')).to.equal('/api/assignments/pdf?kind=grid&date=2031-03-10');
    expect([localeOfLang('pt-BR'), localeOfLang('es_ES'), localeOfLang(''), localeOfLang(null)]).to.deep.equal(['pt_BR', 'es_ES', null, null]);
  });
});
