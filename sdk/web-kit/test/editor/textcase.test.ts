import { expect } from 'chai';
import { TextSelection } from 'prosemirror-state';
import { capitaliseSentences, changeCase, convertCase, docText, sentenceStartsAfter } from '../../src/editor/index.js';
import { doc, exec, pos, stateWith, stored } from './helpers.js';

describe('script editor: text case tools', () => {
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

  it('changes the case of a selection across runs and paragraphs, keeping marks, and selects what it changed', () => {
    const d = doc([{ text: 'o JOGO ' }, { text: 'COMEÇOU', bold: true }, { text: '. a torcida' }], 'VIBROU MUITO');
    const whole = exec(stateWith(d, 0, 0, 1, 12), changeCase('capitalise'));
    expect(stored(whole)).to.deep.equal(doc([{ text: 'O jogo ' }, { text: 'começou', bold: true }, { text: '. A torcida' }], 'Vibrou muito'));
    expect([whole.selection.from, whole.selection.to]).to.deep.equal([pos(whole, 0, 0), pos(whole, 1, 12)]);
    // a selection in the middle of a sentence does not capitalise its first word
    const mid = exec(stateWith(doc('Ele DISSE ISSO. AGORA'), 0, 4, 0, 21), changeCase('capitalise'));
    expect(docText(stored(mid))).to.equal('Ele disse isso. Agora');
    const up = exec(stateWith(d, 0, 0, 0, 6), changeCase('upper'));
    expect(stored(up)[0]!.children[0]).to.deep.equal({ text: 'O JOGO ' });
    const low = exec(stateWith(d, 0, 7, 0, 14), changeCase('lower'));
    expect(stored(low)[0]!.children[1]).to.deep.equal({ text: 'começou', bold: true });
  });

  it('works on the whole text when nothing is selected, as one undo step', () => {
    const s = exec(stateWith(doc('um', [{ text: 'dois', italic: true }]), 0, 1), changeCase('upper'));
    expect(stored(s)).to.deep.equal(doc('UM', [{ text: 'DOIS', italic: true }]));
    expect(s.selection).to.be.instanceOf(TextSelection);
    // nothing to change: the tool does not apply
    expect(changeCase('upper')(s)).to.equal(false);
  });

  it('moves the end of the selection when a case change changes the length', () => {
    const out = exec(stateWith(doc('straße ok'), 0, 0, 0, 6), changeCase('upper'));
    expect(docText(stored(out))).to.equal('STRASSE ok');
    expect(out.selection.to).to.equal(pos(out, 0, 7));
  });
});
