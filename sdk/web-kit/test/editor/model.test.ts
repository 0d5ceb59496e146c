import { expect } from 'chai';
import {
  bracketIntervals, docText, fromPlainText, hasText, isNonBlank, normalizeColor, normalizeDoc, normalizeRuns, paletteColor, plainText,
  readChars, readingTime, segments, type RichText,
} from '../../src/editor/index.js';
import { plainText as serverPlainText } from '../../../../plugins/rundown/src/server/codec.js';
import { countedChars, readingTime as serverReadingTime } from '../../../../plugins/rundown/src/common/timing.js';
import { doc } from './helpers.js';

describe('script editor: the stored rich text', () => {
  it('normalizes runs: drops empty runs and false flags, merges equal neighbours, keeps one empty run per paragraph', () => {
    expect(normalizeRuns([{ text: 'a', bold: false }, { text: '' }, { text: 'b', italic: false, color: null }])).to.deep.equal([{ text: 'ab' }]);
    expect(normalizeRuns([{ text: 'a', bold: true }, { text: 'b', bold: true }, { text: 'c' }])).to.deep.equal([{ text: 'ab', bold: true }, { text: 'c' }]);
    expect(normalizeRuns([])).to.deep.equal([{ text: '' }]);
    expect(normalizeRuns([{ text: '', italic: true }])).to.deep.equal([{ text: '' }]);
    expect(normalizeDoc(null)).to.deep.equal([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(normalizeDoc([{ children: [{ text: 'x', color: '#C4303B' }] }])).to.deep.equal([{ type: 'paragraph', children: [{ text: 'x', color: '#c4303b' }] }]);
  });

  it('drops colours that are not #rrggbb, so no CSS reaches a colleague\'s editor', () => {
    for (const bad of ['red;background:url(https://evil.example/x)', 'red', '#fff', 'expression(alert(1))', '#1f63d6;x:y', '" onmouseover="x']) {
      expect(normalizeDoc([{ children: [{ text: 'x', color: bad }] }]), bad).to.deep.equal(doc('x'));
      expect(segments(normalizeDoc([{ children: [{ text: 'x', color: bad }] }]))[0]![0]!.color, bad).to.equal(undefined);
    }
  });

  it('joins the text as the server does: paragraphs on lines, comment runs in brackets', () => {
    const d = doc([{ text: 'Boa noite. ' }, { text: 'sorrir', comment: true }, { text: ' Começa.' }], 'Segunda linha');
    expect(plainText(d)).to.equal('Boa noite. [sorrir] Começa.\nSegunda linha');
    expect(plainText(d)).to.equal(serverPlainText(d));
    expect(docText(d)).to.equal('Boa noite. sorrir Começa.\nSegunda linha');
  });

  it('computes the reading time from the stored model exactly as the server\'s timing', () => {
    const d = doc([{ text: 'Boa noite. [olhar] ' }, { text: 'sorrir', comment: true }, { text: '\tComeça.', bold: true }], 'Segunda [nota', 'fim] linha');
    expect(readChars(d)).to.equal(countedChars(serverPlainText(d)));
    expect(readingTime(d)).to.equal(serverReadingTime(serverPlainText(d)));
    expect(readingTime(d, 0.1)).to.equal(serverReadingTime(serverPlainText(d), 0.1));
    expect(readChars(doc('abc', 'de'))).to.equal(5);
  });

  it('counts a text as non-empty only with a non-blank child (spec 000 §5)', () => {
    expect(hasText(doc('   ', '\t'))).to.equal(false);
    expect(hasText(doc('', [{ text: ' ' }, { text: 'x', bold: true }]))).to.equal(true);
    expect(hasText([])).to.equal(false);
    expect(hasText(undefined)).to.equal(false);
    expect(isNonBlank(' a ')).to.equal(true);
    expect(isNonBlank(3)).to.equal(false);
  });

  it('reads plain text as paragraphs', () => {
    expect(fromPlainText('a\r\nb\n\nc')).to.deep.equal(doc('a', 'b', '', 'c'));
  });

  it('normalizes colours, and keeps only the palette\'s for paste', () => {
    expect(normalizeColor('rgb(196, 48, 59)')).to.equal('#c4303b');
    expect(normalizeColor('#ABC')).to.equal('#aabbcc');
    expect(normalizeColor('rgba(0,0,0,0)')).to.equal(null);
    expect(normalizeColor('red')).to.equal(null);
    expect(paletteColor('rgb(31, 99, 214)')).to.equal('#1f63d6');
    expect(paletteColor('#000000')).to.equal(null);
  });
});

describe('script editor: [notes] in read-only views', () => {
  it('finds bracketed notes as the timing engine does', () => {
    expect(bracketIntervals('a [b] c [d')).to.deep.equal([[2, 5]]);
    expect(bracketIntervals('[x][y]')).to.deep.equal([[0, 3], [3, 6]]);
    expect(bracketIntervals('[open\nclose] after')).to.deep.equal([[0, 12]]);
  });

  it('cuts runs where notes start and end, across runs and paragraphs', () => {
    const d: RichText = doc([{ text: 'Hi [sm' }, { text: 'ile', bold: true }, { text: '] now' }], 'no [open', 'still] done');
    const segs = segments(d);
    expect(segs[0]).to.deep.equal([
      { text: 'Hi ', bracket: false },
      { text: '[sm', bracket: true },
      { text: 'ile', bold: true, bracket: true },
      { text: ']', bracket: true },
      { text: ' now', bracket: false },
    ]);
    expect(segs[1]).to.deep.equal([{ text: 'no ', bracket: false }, { text: '[open', bracket: true }]);
    expect(segs[2]).to.deep.equal([{ text: 'still]', bracket: true }, { text: ' done', bracket: false }]);
    // an unclosed bracket is not a note (it is read)
    expect(segments(doc('a [b'))[0]).to.deep.equal([{ text: 'a [b', bracket: false }]);
    expect(segments(doc(''))[0]).to.deep.equal([{ text: '', bracket: false }]);
  });
});
