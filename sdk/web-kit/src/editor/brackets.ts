/**
 * `[instructions]`: bracketed text is shown coloured, as a decoration (it is not stored as a mark).
 * Brackets follow the timing's rule (`[` … `]`, possibly across paragraphs), so what is coloured is
 * exactly what the reading time leaves out.
 */
import type { Node as PMNode } from 'prosemirror-model';
import { Plugin, PluginKey } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

/** Decorations over every bracketed note of the document. */
export function bracketDecorations(doc: PMNode): DecorationSet {
  const decos: Decoration[] = [];
  let open = false; // a `[` is still unclosed
  const pending: [number, number][] = []; // the pieces of a note still open, one per paragraph
  doc.forEach((para, offset) => {
    const base = offset + 1;
    const text = para.textContent;
    let from = open ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (from < 0 && ch === '[') from = i;
      else if (from >= 0 && ch === ']') {
        for (const [a, b] of pending) decos.push(Decoration.inline(a, b, { class: 'rt-bracket' }));
        pending.length = 0;
        decos.push(Decoration.inline(base + from, base + i + 1, { class: 'rt-bracket' }));
        from = -1;
      }
    }
    if (from >= 0) {
      if (text.length > from) pending.push([base + from, base + text.length]);
      open = true;
    } else open = false;
  });
  return DecorationSet.create(doc, decos);
}

export const bracketKey = new PluginKey<DecorationSet>('brackets');

export function bracketPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: bracketKey,
    state: {
      init: (_config, state) => bracketDecorations(state.doc),
      apply: (tr, set) => (tr.docChanged ? bracketDecorations(tr.doc) : set),
    },
    props: { decorations: (state) => bracketKey.getState(state) },
  });
}
