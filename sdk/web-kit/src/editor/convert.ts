/**
 * The stored rich text ↔ the editor's ProseMirror document. An exact round trip:
 * `fromProseMirror(toProseMirror(doc))` is `normalizeDoc(doc)`, so the stored JSON does not change
 * because a story was opened in the editor.
 */
import { Slice, type Mark, type Node as PMNode } from 'prosemirror-model';
import { cleanRun, normalizeDoc, normalizeRuns, type RichText, type RichTextRun } from './model.js';
import { scriptSchema as schema } from './schema.js';

/** The ProseMirror marks of a run, in the schema's order. */
export function runMarks(run: RichTextRun): Mark[] {
  const out: Mark[] = [];
  if (run.bold) out.push(schema.marks.bold!.create());
  if (run.italic) out.push(schema.marks.italic!.create());
  if (run.underline) out.push(schema.marks.underline!.create());
  if (run.color) out.push(schema.marks.color!.create({ color: run.color }));
  if (run.comment) out.push(schema.marks.comment!.create());
  return out;
}

/** The flags of a set of ProseMirror marks, as a run without text. */
export function marksRun(marks: readonly Mark[]): RichTextRun {
  const run: RichTextRun = { text: '' };
  for (const m of marks) {
    const name = m.type.name;
    if (name === 'color') run.color = m.attrs.color as string;
    else if (name === 'bold' || name === 'italic' || name === 'underline' || name === 'comment') run[name] = true;
  }
  return run;
}

export function toProseMirror(doc: RichText | null | undefined): PMNode {
  const paragraphs = normalizeDoc(doc).map((p) =>
    schema.nodes.paragraph!.create(null, p.children.filter((r) => r.text).map((r) => schema.text(r.text, runMarks(cleanRun(r))))));
  return schema.nodes.doc!.create(null, paragraphs);
}

// ProseMirror keeps the nodes of unchanged paragraphs from one document to the next, so a keystroke
// converts one paragraph, not the whole script (the stored paragraphs are never changed in place)
const converted = new WeakMap<PMNode, RichText[number]>();

export function fromProseMirror(node: PMNode): RichText {
  const out: RichText = [];
  node.forEach((para) => {
    let p = converted.get(para);
    if (!p) {
      const runs: RichTextRun[] = [];
      para.forEach((t) => {
        if (t.isText) runs.push({ ...marksRun(t.marks), text: t.text ?? '' });
      });
      p = { type: 'paragraph', children: normalizeRuns(runs) };
      converted.set(para, p);
    }
    out.push(p);
  });
  return out.length ? out : normalizeDoc(out);
}

/** Plain text as a slice of paragraphs (pasted text keeps its empty lines, unlike ProseMirror's default). */
export function plainTextSlice(text: string): Slice {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const paras = lines.map((l) => schema.nodes.paragraph!.create(null, l ? schema.text(l) : null));
  return new Slice(schema.nodes.doc!.create(null, paras).content, 1, 1);
}
