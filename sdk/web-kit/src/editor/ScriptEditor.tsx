/**
 * The script editor: a ProseMirror view over the stored rich text. The value in and out is the stored
 * JSON (`RichText`); ProseMirror does selection, typing, composition (IME), paste and undo.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Node as PMNode } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { activeFlags, setColor, toggleFlag } from './commands.js';
import { fromProseMirror } from './convert.js';
import type { Flag, RichText } from './model.js';
import { pasteProps } from './paste.js';
import { EditorFrame, ScriptToolbar, type ScriptEditorLabels } from './ScriptToolbar.js';
import { createScriptState } from './state.js';
import { changeCase, type CaseMode } from './textcase.js';

export type { ScriptEditorLabels };

export interface ScriptEditorProps {
  value: RichText;
  onChange(doc: RichText): void;
  readOnly?: boolean;
  /** accessible name of the text box */
  label: string;
  /** the toolbar's texts, translated by the caller */
  labels: ScriptEditorLabels;
  placeholder?: string;
  /** `testId` on the frame, `${testId}-text` on the text box */
  testId?: string;
  /** shown at the toolbar's right (e.g. the reading time) */
  aside?: ReactNode;
  /** the language the case tools follow (default: the page's `lang`) */
  locale?: string;
}

const NO_FLAGS: Record<Flag, boolean> = { bold: false, italic: false, underline: false, comment: false };
const sameFlags = (a: Record<Flag, boolean>, b: Record<Flag, boolean>) => a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.comment === b.comment;

function hasVisibleText(doc: PMNode): boolean {
  for (let i = 0; i < doc.childCount; i++) if (/\S/.test(doc.child(i).textContent)) return true;
  return false;
}

export function ScriptEditor({ value, onChange, readOnly = false, label, labels, placeholder, testId, aside, locale }: ScriptEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  /** the last value sent out: when it comes back as `value` the view already shows it */
  const emitted = useRef<RichText | null>(null);
  const latest = useRef({ onChange, readOnly, label, placeholder, testId });
  latest.current = { onChange, readOnly, label, placeholder, testId };
  const [flags, setFlags] = useState(NO_FLAGS);

  useLayoutEffect(() => {
    // Characters typed into a text: the browser has already put the caret in view, so ProseMirror's own
    // scroll (a forced layout before the form's update, then another) is skipped for them.
    let typed = false;
    const v = new EditorView({ mount: host.current! }, {
      state: createScriptState(value),
      editable: () => !latest.current.readOnly,
      attributes: (state: EditorState): Record<string, string> => {
        const p = latest.current;
        return {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': p.label,
          'aria-readonly': p.readOnly ? 'true' : 'false',
          spellcheck: 'true',
          'data-empty': hasVisibleText(state.doc) ? 'false' : 'true',
          'data-placeholder': p.placeholder ?? '',
          ...(p.testId ? { 'data-testid': `${p.testId}-text` } : {}),
        };
      },
      ...pasteProps,
      handleTextInput: () => {
        typed = true;
        return false;
      },
      handleScrollToSelection: () => typed,
      dispatchTransaction(tr) {
        const next = v.state.apply(tr);
        v.updateState(next);
        typed = false;
        if (tr.docChanged) {
          const doc = fromProseMirror(next.doc);
          emitted.current = doc;
          latest.current.onChange(doc);
        }
        const f = activeFlags(next);
        setFlags((prev) => (sameFlags(prev, f) ? prev : f));
      },
    });
    emitted.current = value;
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // the view is made once; later values and props reach it through the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // a value from outside (a draft restored, a reload): a new document and a new history
  useEffect(() => {
    const v = view.current;
    if (!v || value === emitted.current) return;
    emitted.current = value;
    v.updateState(createScriptState(value));
  }, [value]);

  useEffect(() => {
    view.current?.setProps({}); // attributes and editable are read again
  }, [readOnly, label, placeholder, testId]);

  const run = useCallback((command: Command) => {
    const v = view.current;
    if (!v || latest.current.readOnly) return;
    command(v.state, v.dispatch);
    v.focus();
  }, []);

  const onCase = useCallback((mode: CaseMode) => run(changeCase(mode, locale ?? (document.documentElement.lang || undefined))), [run, locale]);
  const onFlag = useCallback((flag: Flag) => run(toggleFlag(flag)), [run]);
  const onColor = useCallback((color: string | null) => run(setColor(color)), [run]);

  return (
    <EditorFrame data-testid={testId} data-readonly={readOnly ? 'true' : 'false'}>
      <ScriptToolbar
        readOnly={readOnly}
        labels={labels}
        flags={flags}
        aside={aside}
        onFlag={onFlag}
        onColor={onColor}
        onCase={onCase}
      />
      <div ref={host} />
    </EditorFrame>
  );
}
