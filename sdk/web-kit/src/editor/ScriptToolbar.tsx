/** The script editor's toolbar (marks, palette, comment, case tools) and the frame around editor and toolbar. */
import { memo, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../Button.js';
import { Toolbar } from '../layout.js';
import { COMMENT_COLOR, TEXT_COLORS, type Flag } from './model.js';
import type { CaseMode } from './textcase.js';

export interface ScriptEditorLabels {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  color: string;
  noColor: string;
  comment: string;
  upper: string;
  capitalise: string;
  lower: string;
}

export interface ScriptToolbarProps {
  readOnly: boolean;
  labels: ScriptEditorLabels;
  flags: Record<Flag, boolean>;
  aside?: ReactNode;
  onFlag(flag: Flag): void;
  onColor(color: string | null): void;
  onCase(mode: CaseMode): void;
}

const keep = (e: MouseEvent) => e.preventDefault(); // a click on the toolbar keeps the selection in the text

/**
 * The form re-renders on every keystroke (the reading time beside the buttons changes), the buttons
 * only when their marks or texts change.
 */
export function ScriptToolbar({ readOnly, aside, ...buttons }: ScriptToolbarProps) {
  if (readOnly) return aside ? <Bar as="div"><Aside>{aside}</Aside></Bar> : null;
  return (
    <Bar role="toolbar" aria-label={buttons.labels.toolbar} onMouseDown={keep}>
      <ToolbarButtons {...buttons} />
      {aside && <Aside>{aside}</Aside>}
    </Bar>
  );
}

const ToolbarButtons = memo(function ToolbarButtons({ labels: l, flags, onFlag, onColor, onCase }: Omit<ScriptToolbarProps, 'readOnly' | 'aside'>) {
  const [colorsOpen, setColorsOpen] = useState(false);
  const colors = useRef<HTMLSpanElement>(null);
  // the palette closes on a press anywhere else or on Escape (its buttons never take the focus, so no blur tells)
  useEffect(() => {
    if (!colorsOpen) return;
    const away = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !colors.current?.contains(e.target as Node)) setColorsOpen(false);
    };
    document.addEventListener('mousedown', away, true);
    document.addEventListener('keydown', away, true);
    return () => {
      document.removeEventListener('mousedown', away, true);
      document.removeEventListener('keydown', away, true);
    };
  }, [colorsOpen]);
  const flag = (f: Flag, title: string, face: ReactNode) => (
    <IconButton label={title} aria-pressed={flags[f]} data-testid={`rt-${f}`} onClick={() => onFlag(f)}>{face}</IconButton>
  );
  const color = (c: string | null) => {
    setColorsOpen(false);
    onColor(c);
  };
  return (
    <>
      {flag('bold', `${l.bold} (Ctrl+B)`, <b>B</b>)}
      {flag('italic', `${l.italic} (Ctrl+I)`, <i>I</i>)}
      {flag('underline', `${l.underline} (Ctrl+U)`, <u>U</u>)}
      <Colors ref={colors}>
        <IconButton label={l.color} aria-haspopup="menu" aria-expanded={colorsOpen} data-testid="rt-color" onClick={() => setColorsOpen((o) => !o)}>
          <span className="swatch-a">A</span>
        </IconButton>
        {colorsOpen && (
          <Palette role="menu" aria-label={l.color}>
            {TEXT_COLORS.map((c) => (
              <button key={c} type="button" role="menuitem" title={c} aria-label={c} style={{ background: c }} data-testid={`rt-color-${c.slice(1)}`} onClick={() => color(c)} />
            ))}
            <button type="button" role="menuitem" className="none" title={l.noColor} aria-label={l.noColor} data-testid="rt-color-none" onClick={() => color(null)}>∅</button>
          </Palette>
        )}
      </Colors>
      {flag('comment', l.comment, '[ ]')}
      <Sep />
      <IconButton label={l.upper} data-testid="rt-upper" onClick={() => onCase('upper')}>AA</IconButton>
      <IconButton label={l.capitalise} data-testid="rt-capitalise" onClick={() => onCase('capitalise')}>Aa</IconButton>
      <IconButton label={l.lower} data-testid="rt-lower" onClick={() => onCase('lower')}>aa</IconButton>
    </>
  );
});

/** Comment runs and [bracketed] notes, in the editor and in read-only views alike. */
export const noteStyles = `
  .rt-bracket,
  .rt-comment {
    color: ${COMMENT_COLOR} !important;
    background: rgba(201, 138, 0, 0.12);
  }
  .rt-comment {
    font-style: italic;
  }
`;

export const EditorFrame = styled.div`
  border: 1px solid var(--lauda-control-border);
  border-radius: var(--lauda-radius);
  background: var(--lauda-surface);
  &:focus-within {
    border-color: var(--lauda-focus);
  }
  /* the text area's own focus ring (the toolbar's buttons have theirs) */
  &:has(.ProseMirror:focus-visible) {
    box-shadow: 0 0 0 1px var(--lauda-focus);
  }
  &[data-readonly='true'] {
    background: var(--lauda-sunken);
  }
  .ProseMirror {
    position: relative;
    min-height: 3.2em;
    padding: 8px 10px;
    outline: none;
    white-space: pre-wrap;
    white-space: break-spaces;
    overflow-wrap: anywhere;
    font-variant-ligatures: none;
    line-height: 1.5;
    font-size: 15px;
    p {
      margin: 0;
    }
    ${noteStyles}
  }
  .ProseMirror-hideselection *::selection {
    background: transparent;
  }
  .ProseMirror-hideselection {
    caret-color: transparent;
  }
  img.ProseMirror-separator {
    display: inline !important;
    border: none !important;
    margin: 0 !important;
  }
  .ProseMirror[data-empty='true']::before {
    content: attr(data-placeholder);
    position: absolute;
    color: var(--lauda-muted);
    pointer-events: none;
  }
`;
/** The kit's toolbar, as the editor's top edge; a pressed mark shows as the primary colour. */
const Bar = styled(Toolbar).attrs({ $bar: true })`
  gap: 2px;
  padding: 3px 4px;
  min-height: 0;
  background: var(--lauda-sunken);
  border-radius: var(--lauda-radius) var(--lauda-radius) 0 0;
  button {
    color: var(--lauda-text);
    font-size: 12px;
  }
  button[aria-pressed='true'] {
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
