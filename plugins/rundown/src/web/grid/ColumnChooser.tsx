/**
 * The column chooser (issue 13 item 8): show or hide each column and move it up or down, with the
 * keyboard as with the pointer; every change applies at once and is kept for the user.
 */
import styled from 'styled-components';
import { Button, Check, Dialog, IconButton } from '@lauda/web-kit';
import { useWorkspace } from '../context.js';
import { COLUMN_KEYS, DEFAULT_LAYOUT, type ColumnKey, type ColumnLayout } from './gridTypes.js';
import { moveColumn, toggleColumn } from './useColumnLayout.js';

interface Props {
  layout: ColumnLayout;
  onLayout: (layout: ColumnLayout, save: boolean) => void;
  accumulationLabel: string;
  onClose: () => void;
}

export function ColumnChooser({ layout, onLayout, accumulationLabel, onClose }: Props) {
  const { w } = useWorkspace();
  const name = (k: ColumnKey) => (k === 'clock' ? `${w('columns.clockChooser')} (${accumulationLabel})` : k === 'sel' ? w('grid.select') : w(`columns.${k}Title`));
  // shown columns in their order, then the hidden ones
  const all = [...layout.order, ...COLUMN_KEYS.filter((k) => !layout.order.includes(k))];
  return (
    <Dialog
      title={w('columns.chooser')}
      onClose={onClose}
      width={460}
      testId="column-chooser"
      footer={
        <>
          <Button type="button" onClick={() => onLayout(DEFAULT_LAYOUT, true)} data-testid="columns-reset">{w('columns.reset')}</Button>
          <span className="grow" />
          <Button type="button" $variant="primary" onClick={onClose} data-testid="columns-done">{w('columns.done')}</Button>
        </>
      }
    >
      <p className="hint">{w('columns.chooserHint')}</p>
      <List>
        {all.map((k) => {
          const shown = layout.order.includes(k);
          const i = layout.order.indexOf(k);
          return (
            <li key={k} data-testid="column-choice" data-col={k} className={shown ? '' : 'hidden'}>
              <Check checked={shown} disabled={k === 'slug'} label={name(k)} testId={`column-show-${k}`} onChange={(v) => onLayout(toggleColumn(layout, k, v), true)} />
              <span className="grow" />
              <IconButton label={w('columns.moveUp', { column: name(k) })} disabled={!shown || i === 0} data-testid={`column-up-${k}`} onClick={() => onLayout(moveColumn(layout, k, -1), true)}>↑</IconButton>
              <IconButton label={w('columns.moveDown', { column: name(k) })} disabled={!shown || i === layout.order.length - 1} data-testid={`column-down-${k}`} onClick={() => onLayout(moveColumn(layout, k, 1), true)}>↓</IconButton>
            </li>
          );
        })}
      </List>
    </Dialog>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 60vh;
  overflow: auto;
  li { display: flex; align-items: center; gap: 6px; padding: 3px 0; border-bottom: 1px solid var(--lauda-line); }
  li .grow { flex: 1; }
  li.hidden { color: var(--lauda-muted); }
`;
