/**
 * The grid's header row: one `columnheader` per shown column, in the user's order; dragging a
 * header's right edge resizes its column (issue 13 item 8), kept with the user's layout.
 */
import { useRef, type PointerEvent } from 'react';
import styled from 'styled-components';
import { useWorkspace } from '../context.js';
import { columnDef, MIN_COLUMN_WIDTH, widthOf, type ColumnKey, type ColumnLayout } from './gridTypes.js';

interface Props {
  layout: ColumnLayout;
  /** `save`: the user let go (kept on the server); otherwise only shown */
  onLayout: (layout: ColumnLayout, save: boolean) => void;
  template: string;
  minWidth: number;
  accumulationLabel: string;
}

export function GridHead({ layout, onLayout, template, minWidth, accumulationLabel }: Props) {
  const { w } = useWorkspace();
  // the column being resized: widths are shown while dragging and saved when the pointer lets go
  const drag = useRef<{ key: ColumnKey; x: number; width: number; last: ColumnLayout } | null>(null);
  const label = (key: ColumnKey) => (key === 'clock' ? accumulationLabel : w(`columns.${key}`));
  const title = (key: ColumnKey) => (key === 'clock' ? accumulationLabel : w(`columns.${key}Title`));

  const onDown = (key: ColumnKey) => (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { key, x: e.clientX, width: widthOf(layout, key), last: layout };
  };
  const onMove = (e: PointerEvent<HTMLSpanElement>) => {
    const d = drag.current;
    if (!d) return;
    d.last = { ...layout, widths: { ...layout.widths, [d.key]: Math.max(MIN_COLUMN_WIDTH, Math.round(d.width + e.clientX - d.x)) } };
    onLayout(d.last, false);
  };
  const onUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d) onLayout(d.last, true);
  };

  return (
    <HeadRow role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, minWidth }} data-testid="grid-head">
      {layout.order.map((key) => (
        <div key={key} role="columnheader" className={'num' in columnDef(key) ? 'num' : ''} title={key === 'sel' ? w('grid.select') : title(key)} data-col={key}>
          {key === 'sel' ? <span className="sr-only">{w('grid.select')}</span> : <span>{label(key)}</span>}
          {!('fixed' in columnDef(key)) && (
            <span className="resize" aria-hidden data-testid={`resize-${key}`} onPointerDown={onDown(key)} onPointerMove={onMove} onPointerUp={onUp} onPointerCancel={onUp} />
          )}
        </div>
      ))}
    </HeadRow>
  );
}

const HeadRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 10;
  display: grid;
  height: 26px;
  background: var(--lauda-sunken);
  border-bottom: 1px solid var(--lauda-line);
  font-size: 10.5px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  color: var(--lauda-muted);
  > div { position: relative; display: flex; align-items: center; padding: 0 5px; overflow: hidden; white-space: nowrap; border-right: 1px solid var(--lauda-line); }
  > div > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  > div.num { justify-content: flex-end; }
  .resize { position: absolute; top: 0; right: 0; width: 6px; height: 100%; cursor: col-resize; touch-action: none; }
  .resize:hover { background: var(--lauda-primary); opacity: 0.4; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
