/** Reorder the rundown's blocks (the Stand By block stays last). */
import { useState } from 'react';
import type { Block, Rundown } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { Button, Dialog } from '@lauda/web-kit';
import { Table } from './Table.js';

export function ReorderBlocksDialog({ rundown, label, onClose, onSaved }: { rundown: Rundown; label: (b: Block) => string; onClose: () => void; onSaved: (ids: number[]) => void }) {
  const { api, w, fail } = useWorkspace();
  // the Stand By block (the last) stays last
  const standBy = rundown.blocks.slice(-1).filter((b) => b.standBy);
  const [order, setOrder] = useState(() => rundown.blocks.filter((b) => !standBy.includes(b)));
  const moveAt = (i: number, d: -1 | 1) => {
    const j = i + d;
    if (j < 0 || j >= order.length) return;
    const next = [...order];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setOrder(next);
  };
  const save = async () => {
    const ids = [...order, ...standBy].map((b) => b.id);
    try {
      const ans = await api.post<{ blockIds: number[] }>(`/api/rundowns/${rundown.id}/blocks/order`, { blockIds: ids });
      onSaved(ans.blockIds);
      onClose();
    } catch (e) {
      fail(e, 'updateFailed');
    }
  };
  return (
    <Dialog
      title={w('actions.reorderBlocks')}
      onClose={onClose}
      width={420}
      testId="reorder-dialog"
      footer={<><Button type="button" onClick={onClose}>{w('actions.cancel')}</Button><Button type="button" $variant="primary" onClick={() => void save()} data-testid="reorder-save">{w('actions.save')}</Button></>}
    >
      <Table>
        <tbody>
          {order.map((b, i) => (
            <tr key={b.id} data-testid="reorder-row">
              <td className="mono">{i + 1}</td>
              <td><b>{label(b)}</b> <span className="muted">{w('grid.storyCount', { count: b.stories.length })}</span></td>
              <td className="actions">
                <Button type="button" $small disabled={i === 0} onClick={() => moveAt(i, -1)} aria-label={w('actions.up')}>↑</Button>
                <Button type="button" $small disabled={i === order.length - 1} onClick={() => moveAt(i, 1)} aria-label={w('actions.down')}>↓</Button>
              </td>
            </tr>
          ))}
          {standBy.map((b) => (
            <tr key={b.id} className="pinned">
              <td className="mono">—</td>
              <td><b>{label(b)}</b> <span className="muted">{w('grid.standByFixed')}</span></td>
              <td />
            </tr>
          ))}
        </tbody>
      </Table>
    </Dialog>
  );
}
