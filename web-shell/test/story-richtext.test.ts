import { expect } from 'chai';
import {
  bracketIntervals, deleteRange, docText, domPointToPos, fromDom, fromPlainText, hasText, insertText, isNonBlank, marksAt,
  normalizeColor, normalizeDoc, normalizeRuns, plainText, posToDomPoint, rangeHas, segments, setColor, setFlag, toHtml, toggleFlag,
  type DomLike, type RichText,
} from '../../plugins/rundown/src/web/story/richtext.js';
import { plainText as serverPlainText } from '../../plugins/rundown/src/server/codec.js';
import { countedChars } from '../../plugins/rundown/src/common/timing.js';

/* ---------------------------------------------------------------- a tiny DOM for the tests */

interface FakeNode extends DomLike {
  childNodes: FakeNode[];
  parent: FakeNode | null;
  attrs: Record<string, string>;
}
const text = (value: string): FakeNode => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [], parent: null, attrs: {} });
function el(name: string, attrs: Record<string, string> = {}, ...kids: (FakeNode | string)[]): FakeNode {
  const style: Record<string, string> = {};
  for (const decl of (attrs.style ?? '').split(';')) {
    const [k, v] = decl.split(':').map((x) => x?.trim());
    if (!k || !v) continue;
    style[k.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = v;
  }
  const node: FakeNode = {
    nodeType: 1,
    nodeName: name.toUpperCase(),
    childNodes: [],
    parent: null,
    attrs,
    getAttribute: (n: string) => attrs[n] ?? null,
    style,
  };
  for (const k of kids) {
    const child = typeof k === 'string' ? text(k) : k;
    child.parent = node;
    node.childNodes.push(child);
  }
  return node;
}
const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&');
/** Parses the HTML the editor writes (and the simple HTML browsers make of it) into fake nodes. */
function parse(html: string): FakeNode {
  const root = el('div');
  const stack: FakeNode[] = [root];
  const re = /<\/?([a-zA-Z0-9]+)([^>]*)>|([^<]+)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const top = stack[stack.length - 1]!;
    if (m[3] !== undefined) {
      const t = text(decode(m[3]));
      t.parent = top;
      top.childNodes.push(t);
      continue;
    }
    const closing = m[0].startsWith('</');
    const name = m[1]!.toLowerCase();
    if (closing) {
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) attrs[a[1]!] = decode(a[2]!);
    const node = el(name, attrs);
    node.parent = top;
    top.childNodes.push(node);
    if (name !== 'br' && !m[0].endsWith('/>')) stack.push(node);
  }
  return root;
}
const doc = (...paras: (string | { text: string; [k: string]: unknown }[])[]): RichText =>
  paras.map((p) => ({ type: 'paragraph', children: typeof p === 'string' ? [{ text: p }] : (p as never) }));
const R = (p1: number, o1: number, p2 = p1, o2 = o1) => ({ start: { p: p1, o: o1 }, end: { p: p2, o: o2 } });

describe('story rich text: model', () => {
  it('normalizes runs: drops empty runs and false flags, merges equal neighbours, keeps one run per paragraph', () => {
    expect(normalizeRuns([{ text: 'a', bold: false }, { text: '' }, { text: 'b', italic: false, color: null }])).to.deep.equal([{ text: 'ab' }]);
    expect(normalizeRuns([{ text: 'a', bold: true }, { text: 'b', bold: true }, { text: 'c' }])).to.deep.equal([{ text: 'ab', bold: true }, { text: 'c' }]);
    expect(normalizeRuns([])).to.deep.equal([{ text: '' }]);
    expect(normalizeDoc(null)).to.deep.equal([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(normalizeDoc([{ children: [{ text: 'x', color: '#C4303B' }] }])).to.deep.equal([{ type: 'paragraph', children: [{ text: 'x', color: '#c4303b' }] }]);
  });

  it('joins the text as the server does: paragraphs on lines, comment runs in brackets', () => {
    const d = doc([{ text: 'Boa noite. ' }, { text: 'sorrir', comment: true }, { text: ' Começa.' }], 'Segunda linha');
    expect(plainText(d)).to.equal('Boa noite. [sorrir] Começa.\nSegunda linha');
    expect(plainText(d)).to.equal(serverPlainText(d));
    expect(docText(d)).to.equal('Boa noite. sorrir Começa.\nSegunda linha');
    // comment runs are not read, like bracketed text
    expect(countedChars(plainText(d))).to.equal(countedChars('Boa noite.  Começa.Segunda linha'));
  });

  it('counts a text as non-empty only with a non-blank child (spec 000 §5)', () => {
    expect(hasText(doc('   ', '\t'))).to.equal(false);
    expect(hasText(doc('', [{ text: ' ' }, { text: 'x', bold: true }]))).to.equal(true);
    expect(hasText([])).to.equal(false);
    expect(hasText(undefined)).to.equal(false);
    expect(isNonBlank(' a ')).to.equal(true);
    expect(isNonBlank(3)).to.equal(false);
  });

  it('sets, toggles and reads flags over a range spanning runs and paragraphs', () => {
    const d = doc('abcdef', 'ghij');
    const bold = setFlag(d, R(0, 2, 1, 2), 'bold', true);
    expect(bold).to.deep.equal([
      { type: 'paragraph', children: [{ text: 'ab' }, { text: 'cdef', bold: true }] },
      { type: 'paragraph', children: [{ text: 'gh', bold: true }, { text: 'ij' }] },
    ]);
    expect(rangeHas(bold, R(0, 3, 0, 5), 'bold')).to.equal(true);
    expect(rangeHas(bold, R(0, 1, 0, 5), 'bold')).to.equal(false);
    // toggling a partly bold range makes all of it bold; toggling again clears it
    const all = toggleFlag(bold, R(0, 0, 1, 4), 'bold');
    expect(all.every((p) => p.children.every((c) => c.bold))).to.equal(true);
    expect(toggleFlag(all, R(0, 0, 1, 4), 'bold')).to.deep.equal(d);
    // a backwards selection works the same
    expect(setFlag(d, R(1, 2, 0, 2), 'underline', true)).to.deep.equal(setFlag(d, R(0, 2, 1, 2), 'underline', true));
  });

  it('colours and clears colour; marks merge back when they become equal', () => {
    const d = doc('hello world');
    const red = setColor(d, R(0, 6, 0, 11), '#c4303b');
    expect(red[0]!.children).to.deep.equal([{ text: 'hello ' }, { text: 'world', color: '#c4303b' }]);
    expect(setColor(red, R(0, 0, 0, 11), null)).to.deep.equal(d);
  });

  it('inserts text with the marks before the caret, splitting paragraphs on line breaks', () => {
    const d = doc([{ text: 'ab', bold: true }, { text: 'cd' }]);
    const a = insertText(d, R(0, 2), 'X');
    expect(a.doc[0]!.children).to.deep.equal([{ text: 'abX', bold: true }, { text: 'cd' }]);
    expect(a.caret).to.deep.equal({ p: 0, o: 3 });
    const b = insertText(d, R(0, 3), 'one\ntwo\nthree');
    expect(b.doc.map((p) => p.children.map((c) => c.text).join(''))).to.deep.equal(['abcone', 'two', 'threed']);
    expect(b.caret).to.deep.equal({ p: 2, o: 5 });
    // Enter at the end makes an empty paragraph that keeps the marks
    const enter = insertText(doc([{ text: 'x', italic: true }]), R(0, 1), '\n');
    expect(enter.doc).to.deep.equal([
      { type: 'paragraph', children: [{ text: 'x', italic: true }] },
      { type: 'paragraph', children: [{ text: '', italic: true }] },
    ]);
    expect(enter.caret).to.deep.equal({ p: 1, o: 0 });
    // replacing a selection across paragraphs
    const c = insertText(doc('abc', 'def'), R(0, 1, 1, 2), '-');
    expect(docText(c.doc)).to.equal('a-f');
    expect(marksAt(doc([{ text: 'a', bold: true }, { text: 'b' }]), { p: 0, o: 1 })).to.deep.equal({ text: '', bold: true });
  });

  it('deletes ranges across paragraphs', () => {
    const out = deleteRange(doc('one', 'two', 'three'), R(0, 1, 2, 2));
    expect(docText(out.doc)).to.equal('oree');
    expect(out.caret).to.deep.equal({ p: 0, o: 1 });
    expect(docText(deleteRange(doc('abc'), R(0, 0, 0, 3)).doc)).to.equal('');
  });

  it('reads plain text as paragraphs', () => {
    expect(fromPlainText('a\r\nb\n\nc')).to.deep.equal(doc('a', 'b', '', 'c'));
  });
});

describe('story rich text: [comments] highlighting', () => {
  it('finds bracketed comments as the timing engine does', () => {
    expect(bracketIntervals('a [b] c [d')).to.deep.equal([[2, 5]]);
    expect(bracketIntervals('[x][y]')).to.deep.equal([[0, 3], [3, 6]]);
    expect(bracketIntervals('[open\nclose] after')).to.deep.equal([[0, 12]]);
  });

  it('cuts runs where comments start and end, across runs and paragraphs', () => {
    const d = doc([{ text: 'Hi [sm' }, { text: 'ile', bold: true }, { text: '] now' }], 'no [open', 'still] done');
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
    // an unclosed bracket is not a comment (it is read)
    expect(segments(doc('a [b'))[0]).to.deep.equal([{ text: 'a [b', bracket: false }]);
  });

  it('renders comments with their class and marks as data attributes', () => {
    const html = toHtml(doc([{ text: 'a [b] ' }, { text: 'c', bold: true, color: '#1f63d6' }, { text: 'd', comment: true }], ''));
    expect(html).to.equal(
      '<p><span class="rt">a </span><span class="rt rt-bracket">[b]</span><span class="rt"> </span>' +
        '<span class="rt" data-b="1" data-c="#1f63d6" style="font-weight:700;color:#1f63d6">c</span>' +
        '<span class="rt rt-comment" data-comment="1">d</span></p><p><br></p>',
    );
    expect(toHtml(doc('<b>&'))).to.equal('<p><span class="rt">&lt;b&gt;&amp;</span></p>');
  });
});

describe('story rich text: DOM ↔ model', () => {
  const samples: RichText[] = [
    doc(''),
    doc('plain'),
    doc([{ text: 'Boa ' }, { text: 'noite', bold: true, italic: true }, { text: ' [sorri] ' }, { text: 'Rio', underline: true, color: '#23824a' }], '', 'fim', [{ text: 'nota', comment: true }]),
    doc('a & b < c', '  spaced  '),
  ];

  it('reads back exactly what it renders', () => {
    for (const d of samples) expect(fromDom(parse(toHtml(d)))).to.deep.equal(normalizeDoc(d));
  });

  it('reads what browsers make while typing: divs, <br>, <b>/<i>/<u>, <font color>, inline styles', () => {
    expect(fromDom(parse('first<div>second</div><div><br></div><div>fourth</div>'))).to.deep.equal(doc('first', 'second', '', 'fourth'));
    expect(fromDom(parse('<p>a<br>b</p><p>c<br></p>'))).to.deep.equal(doc('a', 'b', 'c'));
    expect(fromDom(parse('<p>a<br><br></p>'))).to.deep.equal(doc('a', ''));
    expect(fromDom(parse('<p><b>x</b><i>y</i><u>z</u><strong>w</strong></p>'))).to.deep.equal(doc([
      { text: 'x', bold: true }, { text: 'y', italic: true }, { text: 'z', underline: true }, { text: 'w', bold: true },
    ]));
    expect(fromDom(parse('<p><font color="#C4303B">r</font><span style="color: rgb(31, 99, 214); font-weight: 700">b</span></p>'))).to.deep.equal(doc([
      { text: 'r', color: '#c4303b' }, { text: 'b', bold: true, color: '#1f63d6' },
    ]));
    // colours outside the palette (the text colour a browser copies when merging lines) are not kept
    expect(fromDom(parse('<p><span style="color: rgb(29, 39, 51)">t</span></p>'))).to.deep.equal(doc('t'));
    // a line break inside a text node, nested blocks, empty text nodes
    expect(fromDom(parse('<p>one\ntwo</p>'))).to.deep.equal(doc('one', 'two'));
    expect(fromDom(parse('<div><p>nested</p></div>'))).to.deep.equal(doc('nested'));
    const withEmpty = parse('<p>x</p>');
    withEmpty.childNodes[0]!.childNodes.push(text(''));
    expect(fromDom(withEmpty)).to.deep.equal(doc('x'));
    expect(fromDom(parse(''))).to.deep.equal(doc(''));
  });

  it('maps DOM points to model positions and back', () => {
    const d = doc([{ text: 'ab' }, { text: 'cd', bold: true }], '', 'xyz');
    const root = parse(toHtml(d));
    const [p0, p1, p2] = root.childNodes as FakeNode[];
    const ab = p0!.childNodes[0]!.childNodes[0]!;
    const cd = p0!.childNodes[1]!.childNodes[0]!;
    const xyz = p2!.childNodes[0]!.childNodes[0]!;
    expect(domPointToPos(root, ab, 1)).to.deep.equal({ p: 0, o: 1 });
    expect(domPointToPos(root, cd, 2)).to.deep.equal({ p: 0, o: 4 });
    expect(domPointToPos(root, p1!, 0)).to.deep.equal({ p: 1, o: 0 });
    expect(domPointToPos(root, xyz, 3)).to.deep.equal({ p: 2, o: 3 });
    expect(domPointToPos(root, root, 3)).to.deep.equal({ p: 2, o: 3 });
    expect(domPointToPos(root, text('elsewhere'), 0)).to.equal(null);
    // back: the caret at a run's end stays in that run (typing continues its marks)
    expect(posToDomPoint(root, { p: 0, o: 2 })).to.deep.equal({ node: ab, offset: 2 });
    expect(posToDomPoint(root, { p: 0, o: 3 })).to.deep.equal({ node: cd, offset: 1 });
    expect(posToDomPoint(root, { p: 0, o: 0 })).to.deep.equal({ node: ab, offset: 0 });
    expect(posToDomPoint(root, { p: 1, o: 0 })).to.deep.equal({ node: p1, offset: 0 });
    expect(posToDomPoint(root, { p: 2, o: 1 })).to.deep.equal({ node: xyz, offset: 1 });
    // every position survives the round trip
    for (let p = 0; p < d.length; p++) {
      for (let o = 0; o <= docText([d[p]!]).length; o++) {
        const point = posToDomPoint(root, { p, o })!;
        expect(domPointToPos(root, point.node, point.offset), `${p}:${o}`).to.deep.equal({ p, o });
      }
    }
  });

  it('maps points inside a text node holding line breaks', () => {
    const root = parse('<p>ab\ncd</p>');
    const node = root.childNodes[0]!.childNodes[0]!;
    expect(domPointToPos(root, node, 4)).to.deep.equal({ p: 1, o: 1 });
    expect(posToDomPoint(root, { p: 1, o: 2 })).to.deep.equal({ node, offset: 5 });
  });

  it('normalizes colours', () => {
    expect(normalizeColor('rgb(196, 48, 59)')).to.equal('#c4303b');
    expect(normalizeColor('#ABC')).to.equal('#aabbcc');
    expect(normalizeColor('rgba(0,0,0,0)')).to.equal(null);
    expect(normalizeColor('red')).to.equal(null);
  });
});
