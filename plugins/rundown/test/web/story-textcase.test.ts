import { expect } from 'chai';
import { capitaliseSentences, changeCase, convertCase, sentenceStartsAfter } from '../../src/web/story/textcase.js';
import { docText, type RichText } from '../../src/web/story/richtext.js';

const doc = (...paras: (string | { text: string; [k: string]: unknown }[])[]): RichText =>
  paras.map((p) => ({ type: 'paragraph', children: typeof p === 'string' ? [{ text: p }] : (p as never) }));
const R = (p1: number, o1: number, p2 = p1, o2 = o1) => ({ start: { p: p1, o: o1 }, end: { p: p2, o: o2 } });

describe('story text case tools', () => {
  it('upper and lower case, with accents', () => {
    expect(convertCase('ação é já', 'upper')).to.equal('AÇÃO É JÁ');
    expect(convertCase('AÇÃO É JÁ', 'lower')).to.equal('ação é já');
  });

  it('capitalises sentences: first letter of each sentence, the rest lower case', () => {
    expect(capitaliseSentences('BOA NOITE. O PRESIDENTE FALOU! E AGORA? "ELE" SAIU… fim').text)
      .to.equal('Boa noite. O presidente falou! E agora? "Ele" saiu… Fim');
    expect(capitaliseSentences('  (ele) disse').text).to.equal('  (Ele) disse');
    expect(capitaliseSentences('10 reais. cinco').text).to.equal('10 reais. Cinco');
    expect(capitaliseSentences('abc', false).text).to.equal('abc');
    expect(capitaliseSentences('fim.').atStart).to.equal(true);
  });

  it('knows whether a selection begins a sentence from the text before it', () => {
    expect(sentenceStartsAfter('')).to.equal(true);
    expect(sentenceStartsAfter('Ele disse. ')).to.equal(true);
    expect(sentenceStartsAfter('Ele disse ')).to.equal(false);
  });

  it('changes the case of a selection across runs and paragraphs, keeping marks', () => {
    const d = doc([{ text: 'o JOGO ' }, { text: 'COMEÇOU', bold: true }, { text: '. a torcida' }], 'VIBROU MUITO');
    const whole = changeCase(d, R(0, 0, 1, 12), 'capitalise');
    expect(whole.doc).to.deep.equal(doc([{ text: 'O jogo ' }, { text: 'começou', bold: true }, { text: '. A torcida' }], 'Vibrou muito'));
    expect(whole.range).to.deep.equal(R(0, 0, 1, 12));
    // a selection in the middle of a sentence does not capitalise its first word
    const mid = changeCase(doc('Ele DISSE ISSO. AGORA'), R(0, 4, 0, 21), 'capitalise');
    expect(docText(mid.doc)).to.equal('Ele disse isso. Agora');
    const up = changeCase(d, R(0, 0, 0, 6), 'upper');
    expect(up.doc[0]!.children[0]).to.deep.equal({ text: 'O JOGO ' });
    const low = changeCase(d, R(0, 7, 0, 14), 'lower');
    expect(low.doc[0]!.children[1]).to.deep.equal({ text: 'começou', bold: true });
  });

  it('moves the end of the range when a case change changes the length', () => {
    const out = changeCase(doc('straße'), R(0, 0, 0, 6), 'upper');
    expect(docText(out.doc)).to.equal('STRASSE');
    expect(out.range.end).to.deep.equal({ p: 0, o: 7 });
  });
});
