/** Small builders for the editor's tests: stored documents, and editor states with a selection. */
import { EditorState, TextSelection, type Command, type Transaction } from 'prosemirror-state';
import { createScriptState, fromProseMirror, type RichText, type RichTextRun } from '../../src/editor/index.js';

export const doc = (...paras: (string | RichTextRun[])[]): RichText =>
  paras.map((p) => ({ type: 'paragraph', children: typeof p === 'string' ? [{ text: p }] : p }));

/** The document position of character `o` of paragraph `p`. */
export function pos(state: EditorState, p: number, o: number): number {
  let at = 0;
  for (let i = 0; i < p; i++) at += state.doc.child(i).nodeSize;
  return at + 1 + o;
}

/** A state of `value` with the selection from (p1, o1) to (p2, o2). */
export function stateWith(value: RichText, p1 = 0, o1 = 0, p2 = p1, o2 = o1): EditorState {
  const s = createScriptState(value);
  return s.apply(s.tr.setSelection(TextSelection.create(s.doc, pos(s, p1, o1), pos(s, p2, o2))));
}

/** Runs a command; answers the new state (the command must apply). */
export function exec(state: EditorState, command: Command): EditorState {
  let next: EditorState | null = null;
  const ok = command(state, (tr: Transaction) => {
    next = state.apply(tr);
  });
  if (!ok || !next) throw new Error('the command did not apply');
  return next;
}

export const stored = (state: EditorState): RichText => fromProseMirror(state.doc);
