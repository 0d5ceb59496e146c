import { expect } from 'chai';
import {
  cleanPastedHtml, cleanPastedSlice, copiedText, fromProseMirror, isBoldWeight, isUnderline, normalizeDoc, pasteProps, plainTextSlice, scriptSchema as schema, toProseMirror,
  type RichText,
} from '../../src/editor/index.js';
import { Fragment, Slice } from 'prosemirror-model';
import { doc } from './helpers.js';

describe('script editor: stored JSON ↔ ProseMirror', () => {
  const samples: RichText[] = [
    doc(''),
    doc('plain'),
    doc([{ text: 'Boa ' }, { text: 'noite', bold: true, italic: true }, { text: ' [sorri] ' }, { text: 'Rio', underline: true, color: '#23824a' }], '', 'fim', [{ text: 'nota', comment: true }]),
    doc('a & b < c', '  spaced  ', [{ text: 'x', bold: true, italic: true, underline: true, color: '#7b3fb5', comment: true }]),
    // a stored #rrggbb colour outside the palette is kept as stored (only paste is limited to the palette)
    doc([{ text: 'off palette', color: '#123456' }]),
  ];

  it('round-trips exactly: the stored JSON comes back as it went in', () => {
    for (const d of samples) {
      expect(fromProseMirror(toProseMirror(d))).to.deep.equal(d);
      // and a ProseMirror document survives the other way
      const node = toProseMirror(d);
      expect(toProseMirror(fromProseMirror(node)).eq(node)).to.equal(true);
    }
  });

  it('normalizes on the way: merged neighbour runs, empty runs and false flags dropped, bad colours dropped', () => {
    const messy: RichText = [
      { children: [{ text: 'a', bold: true }, { text: '', italic: true }, { text: 'b', bold: true, italic: false }, { text: 'c', color: 'red;x:y' }] },
      { type: 'heading', children: [] },
      { children: [{ text: '', underline: true }] },
      { children: [{ text: 'd', color: '#C4303B' }, { text: 'e', color: '#c4303b' }] },
    ];
    const out = fromProseMirror(toProseMirror(messy));
    expect(out).to.deep.equal([
      { type: 'paragraph', children: [{ text: 'ab', bold: true }, { text: 'c' }] },
      { type: 'paragraph', children: [{ text: '' }] },
      { type: 'paragraph', children: [{ text: '' }] },
      { type: 'paragraph', children: [{ text: 'de', color: '#c4303b' }] },
    ]);
    expect(out).to.deep.equal(normalizeDoc(messy));
    expect(fromProseMirror(toProseMirror(null))).to.deep.equal(doc(''));
    expect(fromProseMirror(toProseMirror([]))).to.deep.equal(doc(''));
  });

  it('maps runs to marks of the schema', () => {
    const node = toProseMirror(doc([{ text: 'x', bold: true, color: '#1f63d6', comment: true }], ''));
    expect(node.childCount).to.equal(2);
    const t = node.child(0).child(0);
    expect(t.text).to.equal('x');
    expect(t.marks.map((m) => m.type.name)).to.deep.equal(['bold', 'color', 'comment']);
    expect(t.marks[1]!.attrs.color).to.equal('#1f63d6');
    expect(node.child(1).childCount).to.equal(0);
    // a colour mark cannot hold anything but #rrggbb
    expect(() => schema.marks.color!.create({ color: 'red;x:y' })).to.throw(RangeError);
  });
});

describe('script editor: paste cleaning (the parts that run without a browser)', () => {
  it('reads bold weights and underline decorations as Word and Google Docs write them', () => {
    for (const v of ['bold', 'bolder', '700', '900']) expect(isBoldWeight(v), v).to.equal(true);
    for (const v of ['normal', '400', '500', 'lighter']) expect(isBoldWeight(v), v).to.equal(false);
    expect(isUnderline('underline')).to.equal(true);
    expect(isUnderline('underline solid rgb(0, 0, 0)')).to.equal(true);
    expect(isUnderline('line-through')).to.equal(false);
  });

  it('turns <br> into a paragraph end', () => {
    expect(cleanPastedHtml('<p>a<br>b<BR class="x"/>c</p>')).to.equal('<p>a<div></div>b<div></div>c</p>');
  });

  it('turns no-break spaces into spaces, keeping marks', () => {
    const bold = schema.marks.bold!.create();
    const para = schema.nodes.paragraph!.create(null, [schema.text('a\u00a0b', [bold]), schema.text('\u00a0c')]);
    const out = cleanPastedSlice(new Slice(Fragment.from(para), 1, 1));
    expect(out.openStart).to.equal(1);
    expect(out.content.firstChild!.textContent).to.equal('a b c');
    expect(out.content.firstChild!.child(0).marks.map((m) => m.type.name)).to.deep.equal(['bold']);
  });

  it('drops empty paragraphs between others (left by images), keeping the open ends', () => {
    const p = (text: string) => schema.nodes.paragraph!.create(null, text ? schema.text(text) : null);
    const out = cleanPastedSlice(new Slice(Fragment.from([p(''), p('a'), p(''), p(''), p('b'), p('')]), 1, 1));
    const lines: string[] = [];
    out.content.forEach((x) => lines.push(x.textContent));
    expect(lines).to.deep.equal(['', 'a', 'b', '']);
  });

  it('takes drops only of text moved inside the editor', () => {
    const drop = pasteProps.handleDrop as (view: unknown, event: unknown, slice: Slice, moved: boolean) => boolean;
    expect(drop(null, {}, Slice.empty, true)).to.equal(false);
    expect(drop(null, {}, plainTextSlice('<mos>…</mos>'), false)).to.equal(true);
  });

  it('copies as plain text one line per paragraph', () => {
    const node = toProseMirror(doc('um', '', [{ text: 'dois', bold: true }]));
    expect(copiedText(node.slice(0, node.content.size))).to.equal('um\n\ndois');
    expect(copiedText(plainTextSlice('a\nb'))).to.equal('a\nb');
  });

  it('pastes plain text line by line, keeping empty lines', () => {
    const slice = plainTextSlice('one\r\n\ntwo');
    expect(slice.openStart).to.equal(1);
    const lines: string[] = [];
    slice.content.forEach((p) => lines.push(p.textContent));
    expect(lines).to.deep.equal(['one', '', 'two']);
  });
});
