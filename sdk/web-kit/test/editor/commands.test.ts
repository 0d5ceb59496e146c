import { expect } from 'chai';
import { redo, undo, undoDepth } from 'prosemirror-history';
import { TextSelection, type Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { activeFlags, bracketDecorations, bracketKey, docText, setColor, toggleFlag, toProseMirror } from '../../src/editor/index.js';
import { doc, exec, pos, stateWith, stored } from './helpers.js';

describe('script editor: marks and history', () => {
  it('toggles a flag over a selection spanning runs and paragraphs', () => {
    const s = stateWith(doc('abcdef', 'ghij'), 0, 2, 1, 2);
    const bold = exec(s, toggleFlag('bold'));
    expect(stored(bold)).to.deep.equal([
      { type: 'paragraph', children: [{ text: 'ab' }, { text: 'cdef', bold: true }] },
      { type: 'paragraph', children: [{ text: 'gh', bold: true }, { text: 'ij' }] },
    ]);
    expect(activeFlags(bold).bold).to.equal(true);
    // toggling a partly bold range makes all of it bold; toggling again clears it
    const wide = bold.apply(bold.tr.setSelection(TextSelection.create(bold.doc, pos(bold, 0, 0), pos(bold, 1, 4))));
    expect(activeFlags(wide).bold).to.equal(false);
    const all = exec(wide, toggleFlag('bold'));
    expect(stored(all).every((p) => p.children.every((c) => c.bold))).to.equal(true);
    expect(stored(exec(all, toggleFlag('bold')))).to.deep.equal(doc('abcdef', 'ghij'));
  });

  it('with nothing selected, the next typed text takes the mark', () => {
    const s = exec(stateWith(doc('ab'), 0, 2), toggleFlag('italic'));
    expect(activeFlags(s).italic).to.equal(true);
    const typed = s.apply(s.tr.insertText('X'));
    expect(stored(typed)).to.deep.equal(doc([{ text: 'ab' }, { text: 'X', italic: true }]));
  });

  it('Enter at the end of a marked run starts a paragraph that keeps typing in its marks (through the editor keys)', () => {
    let s = stateWith(doc([{ text: 'ab', italic: true }]), 0, 2);
    // the keymaps as the view calls them, with a key event and a view of state and dispatch only
    const view = { get state() { return s; }, dispatch: (tr: Transaction) => void (s = s.apply(tr)) } as unknown as EditorView;
    const enter = { key: 'Enter', keyCode: 13, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false } as KeyboardEvent;
    expect(s.plugins.some((p) => p.props.handleKeyDown?.call(p, view, enter))).to.equal(true);
    s = s.apply(s.tr.insertText('c'));
    expect(stored(s)).to.deep.equal(doc([{ text: 'ab', italic: true }], [{ text: 'c', italic: true }]));
  });

  it('colours and clears colour; marks merge back when they become equal', () => {
    const red = exec(stateWith(doc('hello world'), 0, 6, 0, 11), setColor('#c4303b'));
    expect(stored(red)[0]!.children).to.deep.equal([{ text: 'hello ' }, { text: 'world', color: '#c4303b' }]);
    const blue = exec(red, setColor('#1f63d6'));
    expect(stored(blue)[0]!.children).to.deep.equal([{ text: 'hello ' }, { text: 'world', color: '#1f63d6' }]);
    const whole = blue.apply(blue.tr.setSelection(TextSelection.create(blue.doc, pos(blue, 0, 0), pos(blue, 0, 11))));
    expect(stored(exec(whole, setColor(null)))).to.deep.equal(doc('hello world'));
    // a colour chosen with nothing selected applies to what is typed next
    const caret = exec(stateWith(doc('a'), 0, 1), setColor('#23824a'));
    expect(stored(caret.apply(caret.tr.insertText('b')))).to.deep.equal(doc([{ text: 'a' }, { text: 'b', color: '#23824a' }]));
  });

  it('undoes and redoes a mark change as one step of its own, after typing', () => {
    let s = stateWith(doc('ab'), 0, 2);
    s = s.apply(s.tr.insertText('cd'));
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, pos(s, 0, 0), pos(s, 0, 4))));
    s = exec(s, toggleFlag('underline'));
    expect(undoDepth(s)).to.equal(2);
    const undone = exec(s, undo);
    expect(stored(undone)).to.deep.equal(doc('abcd'));
    expect(stored(exec(undone, redo))).to.deep.equal(doc([{ text: 'abcd', underline: true }]));
    expect(stored(exec(undone, undo))).to.deep.equal(doc('ab'));
  });
});

describe('script editor: [instructions] decoration', () => {
  const pieces = (d: ReturnType<typeof doc>) => {
    const node = toProseMirror(d);
    return bracketDecorations(node).find().map((x) => node.textBetween(x.from, x.to, '|'));
  };

  it('colours bracketed text, inside one paragraph or across several, not unclosed brackets', () => {
    expect(pieces(doc('Boa [sorri] noite [x][y]'))).to.deep.equal(['[sorri]', '[x]', '[y]']);
    expect(pieces(doc([{ text: 'Hi [sm' }, { text: 'ile', bold: true }, { text: '] now' }]))).to.deep.equal(['[smile]']);
    expect(pieces(doc('no [open', '', 'still] done')).sort()).to.deep.equal(['[open', 'still]']);
    expect(pieces(doc('a [b', 'c'))).to.deep.equal([]);
    expect(pieces(doc('a ] b [c'))).to.deep.equal([]);
  });

  it('is recomputed as the text changes (not stored)', () => {
    let s = stateWith(doc('ab'), 0, 2);
    s = s.apply(s.tr.insertText(' [nota]'));
    const set = bracketKey.getState(s)!;
    expect(set.find().map((d) => s.doc.textBetween(d.from, d.to))).to.deep.equal(['[nota]']);
    expect(stored(s)).to.deep.equal(doc('ab [nota]'));
    // removing the closing bracket removes the colour
    const open = s.apply(s.tr.delete(s.doc.content.size - 2, s.doc.content.size - 1));
    expect(docText(stored(open))).to.equal('ab [nota');
    expect(bracketKey.getState(open)!.find()).to.deep.equal([]);
  });
});
