/**
 * A small contentEditable editor over the rich-text model of `richtext.ts`. The model is the truth:
 * typing is left to the browser and read back (`fromDom`), and whenever the DOM is not what the model
 * renders to (a `[` typed, a paragraph merged) it is rendered again with the caret put back. Marks,
 * colours, comments, case changes, Enter, paste and undo are done on the model, never by execCommand.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  COMMENT_COLOR, TEXT_COLORS, domPointToPos, fromDom, hasText, insertText, isCollapsed, marksAt, normalizeDoc, orderRange,
  posToDomPoint, rangeHas, samePos, setColor, setFlag, toHtml, toggleFlag, wholeDoc,
  type DomLike, type Flag, type Range, type RichText, type RichTextRun,
} from './richtext.js';
import { changeCase, type CaseMode } from './textcase.js';

export interface RichTextEditorProps {
  value: RichText;
  onChange(doc: RichText): void;
  readOnly?: boolean;
  /** translate (the plugin's `t`) */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** accessible name of the text box */
  label: string;
  placeholder?: string;
  testId?: string;
  /** shown at the toolbar's right (e.g. the reading time) */
  aside?: React.ReactNode;
}

interface Snapshot {
  doc: RichText;
  range: Range | null;
}

const HISTORY_MAX = 200;
/** Typing within this pause is one undo step. */
const TYPING_GROUP_MS = 1000;

const asDom = (n: Node): DomLike => n as unknown as DomLike;
const sameHtml = (() => {
  let probe: HTMLDivElement | null = null;
  return (el: HTMLElement, html: string) => {
    probe ??= document.createElement('div');
    probe.innerHTML = html;
    return probe.innerHTML === el.innerHTML;
  };
})();

export function RichTextEditor({ value, onChange, readOnly = false, t, label, placeholder, testId, aside }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const docRef = useRef<RichText>(normalizeDoc(value));
  const composing = useRef(false);
  const lastRange = useRef<Range | null>(null);
  /** marks toggled with nothing selected: the next typed text takes them */
  const pending = useRef<{ at: Range; marks: RichTextRun } | null>(null);
  const history = useRef<{ undo: Snapshot[]; redo: Snapshot[]; at: number; typing: boolean }>({ undo: [], redo: [], at: 0, typing: false });
  const [active, setActive] = useState<Record<Flag, boolean>>({ bold: false, italic: false, underline: false, comment: false });
  const [colorsOpen, setColorsOpen] = useState(false);
  const [empty, setEmpty] = useState(!hasText(docRef.current));
  const s = (k: string) => t(`storyForm.editor.${k}`);

  /* ---------------------------------------------------------------- selection */

  const readRange = useCallback((): Range | null => {
    const el = ref.current;
    const sel = typeof window !== 'undefined' ? window.getSelection() : null;
    if (!el || !sel || !sel.rangeCount || !sel.anchorNode || !sel.focusNode) return null;
    if (!el.contains(sel.anchorNode) || !el.contains(sel.focusNode)) return null;
    const start = domPointToPos(asDom(el), asDom(sel.anchorNode), sel.anchorOffset);
    const end = domPointToPos(asDom(el), asDom(sel.focusNode), sel.focusOffset);
    if (!start || !end) return null;
    return { start, end };
  }, []);

  const placeRange = useCallback((range: Range) => {
    const el = ref.current;
    const sel = window.getSelection();
    if (!el || !sel) return;
    const a = posToDomPoint(asDom(el), range.start);
    const b = posToDomPoint(asDom(el), range.end);
    if (!a || !b) return;
    try {
      sel.setBaseAndExtent(a.node as unknown as Node, a.offset, b.node as unknown as Node, b.offset);
    } catch {
      // a point the DOM refuses (should not happen): leave the caret where it is
    }
  }, []);

  /**
   * Renders the model when the DOM differs from it, putting the selection back when the editor has the
   * focus (`always`: place the selection even if the DOM was right).
   */
  const render = useCallback((range: Range | null, always = false) => {
    const el = ref.current;
    if (!el) return;
    const html = toHtml(docRef.current);
    const rewrite = !sameHtml(el, html);
    if (rewrite) el.innerHTML = html;
    setEmpty(!hasText(docRef.current));
    if (range && (rewrite || always) && document.activeElement === el) placeRange(orderRange(docRef.current, range));
  }, [placeRange]);

  // the first render, and values coming from outside (a draft restored, a reload)
  useLayoutEffect(() => {
    if (value === docRef.current && ref.current?.innerHTML) return;
    docRef.current = normalizeDoc(value);
    history.current = { undo: [], redo: [], at: 0, typing: false };
    render(null);
  }, [value, render]);

  /* ---------------------------------------------------------------- changes */

  const commit = useCallback((doc: RichText, range: Range | null, typing = false) => {
    const h = history.current;
    const now = Date.now();
    if (!(typing && h.typing && now - h.at < TYPING_GROUP_MS)) {
      h.undo.push({ doc: docRef.current, range: lastRange.current });
      if (h.undo.length > HISTORY_MAX) h.undo.shift();
    }
    h.redo = [];
    h.at = now;
    h.typing = typing;
    docRef.current = doc;
    render(range, !typing);
    lastRange.current = range;
    onChange(doc);
  }, [onChange, render]);

  const onInput = useCallback(() => {
    const el = ref.current;
    if (!el || composing.current || readOnly) return;
    let doc = fromDom(asDom(el));
    let range = readRange();
    // marks chosen with nothing selected apply to what was just typed at that place
    const p = pending.current;
    if (p && range && isCollapsed(range) && range.start.p === p.at.start.p && range.start.o > p.at.start.o) {
      const typed = { start: p.at.start, end: range.start };
      for (const f of ['bold', 'italic', 'underline', 'comment'] as Flag[]) doc = setFlag(doc, typed, f, !!p.marks[f]);
      doc = setColor(doc, typed, p.marks.color ?? null);
      pending.current = { at: { start: range.start, end: range.start }, marks: p.marks };
    } else pending.current = null;
    range = range ?? null;
    commit(doc, range, true);
  }, [commit, readOnly, readRange]);

  const current = useCallback((): Range => readRange() ?? lastRange.current ?? wholeDoc(docRef.current), [readRange]);

  const applyFlag = useCallback((flag: Flag) => {
    const range = current();
    const doc = docRef.current;
    if (isCollapsed(range)) {
      // nothing selected: the next typed text takes the mark
      const base = pending.current && samePos(pending.current.at.start, range.start) ? pending.current.marks : marksAt(doc, range.start);
      const marks = { ...base, [flag]: !base[flag] };
      pending.current = { at: range, marks };
      setActive((a) => ({ ...a, [flag]: !!marks[flag] }));
      return;
    }
    commit(toggleFlag(doc, range, flag), range);
    setActive((a) => ({ ...a, [flag]: rangeHas(docRef.current, range, flag) }));
  }, [commit, current]);

  const applyColor = useCallback((color: string | null) => {
    setColorsOpen(false);
    const range = current();
    if (isCollapsed(range)) {
      const base = pending.current?.marks ?? marksAt(docRef.current, range.start);
      pending.current = { at: range, marks: { ...base, color } };
      return;
    }
    commit(setColor(docRef.current, range, color), range);
  }, [commit, current]);

  const applyCase = useCallback((mode: CaseMode) => {
    let range = current();
    // with nothing selected the tool works on the whole text
    if (isCollapsed(range)) range = wholeDoc(docRef.current);
    const locale = document.documentElement.lang || undefined;
    const out = changeCase(docRef.current, range, mode, locale);
    commit(out.doc, out.range);
  }, [commit, current]);

  const insert = useCallback((text: string) => {
    const range = current();
    const out = insertText(docRef.current, range, text, pending.current && samePos(pending.current.at.start, orderRange(docRef.current, range).start) ? pending.current.marks : undefined);
    pending.current = null;
    commit(out.doc, { start: out.caret, end: out.caret });
  }, [commit, current]);

  const undo = useCallback((redo = false) => {
    const h = history.current;
    const from = redo ? h.redo : h.undo;
    const to = redo ? h.undo : h.redo;
    const snap = from.pop();
    if (!snap) return;
    to.push({ doc: docRef.current, range: lastRange.current });
    h.typing = false;
    docRef.current = snap.doc;
    render(snap.range, true);
    lastRange.current = snap.range;
    onChange(snap.doc);
  }, [onChange, render]);

  /* ---------------------------------------------------------------- events */

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (e.key === 'Enter' && !mod && !e.altKey) {
      e.preventDefault();
      insert('\n');
      return;
    }
    if (mod && !e.altKey) {
      const flag: Flag | null = key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'u' ? 'underline' : null;
      if (flag && !e.shiftKey) {
        e.preventDefault();
        applyFlag(flag);
        return;
      }
      if (key === 'z' || key === 'y') {
        e.preventDefault();
        undo(key === 'y' || e.shiftKey);
      }
    }
  };

  // native `beforeinput`: formatting and history from menus or other input methods go through the model too
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handler = (e: InputEvent) => {
      if (readOnly) return;
      switch (e.inputType) {
        case 'insertParagraph':
        case 'insertLineBreak':
          e.preventDefault();
          insert('\n');
          break;
        case 'formatBold':
        case 'formatItalic':
        case 'formatUnderline':
          e.preventDefault();
          applyFlag(e.inputType === 'formatBold' ? 'bold' : e.inputType === 'formatItalic' ? 'italic' : 'underline');
          break;
        case 'historyUndo':
        case 'historyRedo':
          e.preventDefault();
          undo(e.inputType === 'historyRedo');
          break;
        case 'insertFromDrop':
          e.preventDefault();
          break;
        default:
          if (e.inputType.startsWith('format')) e.preventDefault();
      }
    };
    el.addEventListener('beforeinput', handler);
    return () => el.removeEventListener('beforeinput', handler);
  }, [applyFlag, insert, readOnly, undo]);

  // the toolbar shows the marks of the selection
  useEffect(() => {
    const onSel = () => {
      const r = readRange();
      if (!r) return;
      if (pending.current && !samePos(pending.current.at.start, r.start)) pending.current = null;
      lastRange.current = r;
      const doc = docRef.current;
      const p = pending.current;
      setActive({
        bold: p ? !!p.marks.bold : rangeHas(doc, r, 'bold'),
        italic: p ? !!p.marks.italic : rangeHas(doc, r, 'italic'),
        underline: p ? !!p.marks.underline : rangeHas(doc, r, 'underline'),
        comment: p ? !!p.marks.comment : rangeHas(doc, r, 'comment'),
      });
    };
    document.addEventListener('selectionchange', onSel);
    return () => document.removeEventListener('selectionchange', onSel);
  }, [readRange]);

  const keep = (e: React.MouseEvent) => e.preventDefault(); // toolbar clicks keep the selection in the text

  return (
    <Wrap data-testid={testId} data-readonly={readOnly ? 'true' : 'false'}>
      {!readOnly && (
        <Toolbar role="toolbar" aria-label={s('toolbar')} onMouseDown={keep}>
          <ToolButton type="button" title={`${s('bold')} (Ctrl+B)`} aria-pressed={active.bold} data-testid="rt-bold" onClick={() => applyFlag('bold')}><b>B</b></ToolButton>
          <ToolButton type="button" title={`${s('italic')} (Ctrl+I)`} aria-pressed={active.italic} data-testid="rt-italic" onClick={() => applyFlag('italic')}><i>I</i></ToolButton>
          <ToolButton type="button" title={`${s('underline')} (Ctrl+U)`} aria-pressed={active.underline} data-testid="rt-underline" onClick={() => applyFlag('underline')}><u>U</u></ToolButton>
          <Colors>
            <ToolButton type="button" title={s('color')} aria-expanded={colorsOpen} data-testid="rt-color" onClick={() => setColorsOpen((o) => !o)}>
              <span className="swatch-a">A</span>
            </ToolButton>
            {colorsOpen && (
              <Palette role="menu" aria-label={s('color')}>
                {TEXT_COLORS.map((c) => (
                  <button key={c} type="button" role="menuitem" title={c} style={{ background: c }} data-testid={`rt-color-${c.slice(1)}`} onClick={() => applyColor(c)} />
                ))}
                <button type="button" role="menuitem" className="none" title={s('noColor')} onClick={() => applyColor(null)}>∅</button>
              </Palette>
            )}
          </Colors>
          <ToolButton type="button" title={s('comment')} aria-pressed={active.comment} data-testid="rt-comment" onClick={() => applyFlag('comment')}>[ ]</ToolButton>
          <Sep />
          <ToolButton type="button" title={s('upper')} data-testid="rt-upper" onClick={() => applyCase('upper')}>AA</ToolButton>
          <ToolButton type="button" title={s('capitalise')} data-testid="rt-capitalise" onClick={() => applyCase('capitalise')}>Aa</ToolButton>
          <ToolButton type="button" title={s('lower')} data-testid="rt-lower" onClick={() => applyCase('lower')}>aa</ToolButton>
          {aside && <Aside>{aside}</Aside>}
        </Toolbar>
      )}
      {readOnly && aside && <Toolbar as="div"><Aside>{aside}</Aside></Toolbar>}
      <Editable
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-readonly={readOnly}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        spellCheck
        data-empty={empty ? 'true' : 'false'}
        data-placeholder={placeholder ?? ''}
        data-testid={testId ? `${testId}-text` : undefined}
        onInput={onInput}
        onKeyDown={onKeyDown}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => {
          composing.current = false;
          onInput();
        }}
        onPaste={(e) => {
          e.preventDefault();
          if (readOnly) return;
          insert(e.clipboardData.getData('text/plain'));
        }}
        onDrop={(e) => e.preventDefault()}
        onBlur={() => setColorsOpen(false)}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  background: var(--lauda-surface);
  &:focus-within {
    border-color: var(--lauda-primary);
  }
  &[data-readonly='true'] {
    background: var(--lauda-sunken);
  }
`;
const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 3px 4px;
  border-bottom: 1px solid var(--lauda-line);
  background: var(--lauda-sunken);
  border-radius: var(--lauda-radius) var(--lauda-radius) 0 0;
  flex-wrap: wrap;
`;
const ToolButton = styled.button`
  min-width: 26px;
  height: 24px;
  padding: 0 6px;
  border: 1px solid transparent;
  border-radius: var(--lauda-radius);
  background: transparent;
  color: var(--lauda-text);
  font-size: 12px;
  cursor: pointer;
  &:hover {
    background: var(--lauda-surface);
    border-color: var(--lauda-line);
  }
  &[aria-pressed='true'] {
    background: var(--lauda-primary);
    color: var(--lauda-on-primary);
  }
  .swatch-a {
    border-bottom: 3px solid var(--lauda-danger);
    font-weight: 700;
  }
`;
const Sep = styled.span`
  width: 1px;
  height: 16px;
  margin: 0 4px;
  background: var(--lauda-line);
`;
const Aside = styled.span`
  margin-left: auto;
  padding: 0 4px;
  font-size: 12px;
  color: var(--lauda-muted);
  font-variant-numeric: tabular-nums;
`;
const Colors = styled.span`
  position: relative;
`;
const Palette = styled.div`
  position: absolute;
  z-index: 20;
  top: 26px;
  left: 0;
  display: grid;
  grid-template-columns: repeat(4, 22px);
  gap: 4px;
  padding: 6px;
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.15);
  button {
    width: 22px;
    height: 22px;
    border: 1px solid var(--lauda-line);
    border-radius: 3px;
    cursor: pointer;
    padding: 0;
  }
  .none {
    background: var(--lauda-surface);
    color: var(--lauda-muted);
  }
`;
const Editable = styled.div`
  position: relative;
  min-height: 3.2em;
  padding: 8px 10px;
  outline: none;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
  font-size: 15px;
  p {
    margin: 0;
  }
  .rt-bracket,
  .rt-comment {
    color: ${COMMENT_COLOR} !important;
    background: rgba(201, 138, 0, 0.12);
  }
  .rt-comment {
    font-style: italic;
  }
  &[data-empty='true']::before {
    content: attr(data-placeholder);
    position: absolute;
    color: var(--lauda-muted);
    pointer-events: none;
  }
`;
