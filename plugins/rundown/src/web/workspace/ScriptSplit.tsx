/**
 * A rundown tab's body: the grid and the script pane, beside it on a wide screen or under it on a
 * laptop, with a splitter moved by the pointer or the arrow keys. Size and visibility are kept per user.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useWorkspace } from '../context.js';
import { ScriptPane } from './ScriptPane.js';
import { clampSize, type ScriptPrefs } from './scriptPrefs.js';

/** From this width the pane goes beside the grid; below it, under. */
export const BESIDE_FROM = 1440;
/** Up to this width the workspace shows its phone layout (the shell's drawer menu starts there too). */
export const PHONE_UP_TO = 640;

/** The window's width, following resizes. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const on = () => setWidth(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return width;
}

export function ScriptSplit({ storyId, prefs, setPrefs, children }: { storyId: number | null; prefs: ScriptPrefs; setPrefs: (c: Partial<ScriptPrefs>) => void; children: ReactNode }) {
  const { w } = useWorkspace();
  const wide = useViewportWidth() >= BESIDE_FROM;
  const where = wide ? 'side' : 'bottom';
  const visible = prefs.visible ?? wide;
  const size = prefs[where];
  const drag = useRef<{ start: number; size: number } | null>(null);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    // preventDefault keeps the text from being selected, and the focus too: the keys resize it after
    e.currentTarget.focus();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: wide ? e.clientX : e.clientY, size };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (!drag.current) return;
    // the pane is at the right (or bottom): moving the splitter towards it makes it smaller
    const delta = drag.current.start - (wide ? e.clientX : e.clientY);
    setPrefs({ [where]: clampSize(where, drag.current.size + delta) });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <Box data-where={where} data-testid="rundown-split">
      <div className="grid-part">{children}</div>
      {visible && (
        <>
          <div
            className="splitter"
            role="separator"
            tabIndex={0}
            aria-label={w('scriptPane.resize')}
            aria-orientation={wide ? 'vertical' : 'horizontal'}
            aria-valuenow={size}
            data-testid="script-pane-splitter"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={(e) => {
              const grow: Record<string, number> = wide ? { ArrowLeft: 20, ArrowRight: -20 } : { ArrowUp: 20, ArrowDown: -20 };
              const d = grow[e.key];
              if (d) {
                e.preventDefault();
                setPrefs({ [where]: clampSize(where, size + d) });
              }
            }}
          />
          <div className="pane-part" style={wide ? { width: size } : { height: size }}>
            <ScriptPane storyId={storyId} onHide={() => setPrefs({ visible: false })} />
          </div>
        </>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  min-height: 0;
  min-width: 0;
  &[data-where='bottom'] { flex-direction: column; }
  .grid-part { flex: 1; min-width: 0; min-height: 0; display: flex; flex-direction: column; }
  .grid-part > * { flex: 1; min-height: 0; }
  .pane-part { flex: none; min-width: 0; min-height: 0; }
  .splitter { flex: none; background: var(--lauda-line); }
  &[data-where='side'] .splitter { width: 5px; cursor: col-resize; }
  &[data-where='bottom'] .splitter { height: 5px; cursor: row-resize; }
  .splitter:hover, .splitter:focus-visible { background: var(--lauda-primary); outline: none; }
`;
