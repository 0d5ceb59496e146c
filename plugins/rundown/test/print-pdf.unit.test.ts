import { expect } from 'chai';
import { localeOfLang, rundownPdfUrl, storyPdfUrl } from '../src/web/logic/print.js';

describe('the PDF addresses of the print dialog and the story viewer', () => {
  it('carry the dialog\'s options, and only those set', () => {
    expect(rundownPdfUrl(7, 'grid', { fontSize: 12, withoutStandBy: false, approvedOnly: false })).to.equal('/api/rundowns/7/pdf?kind=grid&fontSize=12');
    expect(rundownPdfUrl(7, 'display', { fontSize: 10, withoutStandBy: true, approvedOnly: true, accumulation: 'progressive', locale: 'es_ES' }))
      .to.equal('/api/rundowns/7/pdf?kind=display&fontSize=10&withoutStandBy=true&approvedOnly=true&accumulation=progressive&locale=es_ES');
    expect(storyPdfUrl(3, 'voiceover', 'en_US')).to.equal('/api/stories/3/pdf?kind=voiceover&locale=en_US');
    expect(storyPdfUrl(3, 'content', null)).to.equal('/api/stories/3/pdf?kind=content');
  });

  it('take the language of the page (its lang) when it is one of Lauda\'s', () => {
    expect(localeOfLang('pt-BR')).to.equal('pt_BR');
    expect(localeOfLang('es-ES')).to.equal('es_ES');
    expect(localeOfLang('en-US')).to.equal('en_US');
    expect(localeOfLang('fr-FR')).to.equal(null);
    expect(localeOfLang('')).to.equal(null);
  });
});
