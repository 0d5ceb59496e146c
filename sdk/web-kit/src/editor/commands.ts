/** The script editor's commands and keys: marks, colour, undo/redo; the rest of the keys are ProseMirror's base keymap. */
import { baseKeymap, splitBlockKeepMarks, toggleMark } from 'prosemirror-commands';
import { closeHistory, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType } from 'prosemirror-model';
import type { Command, EditorState, Plugin } from 'prosemirror-state';
import type { Flag } from './model.js';
import { scriptSchema as schema } from './schema.js';

/** Toggles a flag on the selection (with nothing selected: on what is typed next). Each use is its own undo step. */
export function toggleFlag(flag: Flag): Command {
  // a partly marked selection becomes marked everywhere (a second use clears it), as word processors do
  const toggle = toggleMark(schema.marks[flag]!, null, { removeWhenPresent: false });
  return (state, dispatch) => toggle(state, dispatch && ((tr) => dispatch(closeHistory(tr))));
}

/** Colours the selection with a palette colour, or clears its colour (`null`). */
export function setColor(color: string | null): Command {
  const type = schema.marks.color!;
  return (state, dispatch) => {
    if (!dispatch) return true;
    const { empty, ranges } = state.selection;
    const tr = state.tr;
    if (empty) {
      tr.removeStoredMark(type);
      if (color) tr.addStoredMark(type.create({ color }));
    } else {
      for (const r of ranges) {
        tr.removeMark(r.$from.pos, r.$to.pos, type);
        if (color) tr.addMark(r.$from.pos, r.$to.pos, type.create({ color }));
      }
    }
    dispatch(closeHistory(tr));
    return true;
  };
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks || $from.marks());
  let all = true;
  let any = false;
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isText) return true;
    any = true;
    if (!type.isInSet(node.marks)) all = false;
    return false;
  });
  return any && all;
}

/** Which flags the selection carries everywhere (what the toolbar shows pressed). */
export function activeFlags(state: EditorState): Record<Flag, boolean> {
  return {
    bold: markActive(state, schema.marks.bold!),
    italic: markActive(state, schema.marks.italic!),
    underline: markActive(state, schema.marks.underline!),
    comment: markActive(state, schema.marks.comment!),
  };
}

/**
 * Ctrl/Cmd+B, I, U; Ctrl/Cmd+Z undo, Ctrl+Y and Ctrl+Shift+Z redo; Enter starts a paragraph that
 * keeps the marks being typed. Keys not bound here (the form's Ctrl+S, Ctrl+Alt+C, Escape) reach the form.
 */
export function scriptKeys(): Plugin[] {
  return [
    keymap({
      'Mod-b': toggleFlag('bold'),
      'Mod-i': toggleFlag('italic'),
      'Mod-u': toggleFlag('underline'),
      'Mod-z': undo,
      'Mod-y': redo,
      'Shift-Mod-z': redo,
      Enter: splitBlockKeepMarks,
    }),
    keymap(baseKeymap),
  ];
}
