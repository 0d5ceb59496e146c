import { expect } from 'chai';
import { fillWords, wordsOf } from '../src/server/words.js';

describe('server words (i18n files read by key)', () => {
  const resources = {
    pt_BR: { grid: { block: 'Bloco {{n}}', only: 'Só em português' }, page: 'Página {{page}} de {{pages}}' },
    en_US: { grid: { block: 'Block {{n}}' }, page: 'Page {{page}} of {{pages}}' },
  };

  it('reads nested and flat keys in the language asked for and fills the placeholders', () => {
    const w = wordsOf(resources, 'en_US');
    expect(w('grid.block', { n: 2 })).to.equal('Block 2');
    expect(w('page', { page: 1, pages: 3 })).to.equal('Page 1 of 3');
  });

  it('falls back to the default language, then to the key; a language without a file is the default', () => {
    expect(wordsOf(resources, 'en_US')('grid.only')).to.equal('Só em português');
    expect(wordsOf(resources, 'en_US')('grid.missing')).to.equal('grid.missing');
    expect(wordsOf(resources, 'es_ES')('grid.block', { n: 1 })).to.equal('Bloco 1');
    expect(wordsOf(resources)('grid')).to.equal('grid'); // a branch, not a sentence
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillWords('Impresso em {{at}} por {{who}}', { at: '10:00' })).to.equal('Impresso em 10:00 por {{who}}');
  });
});
