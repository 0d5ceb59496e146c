/** The keyboard shortcuts of the rundown (spec 000 §9), as a table. */
import { SHORTCUTS } from '../logic/shortcuts.js';
import { useWorkspace } from '../context.js';
import { Dialog, Kbd } from '@lauda/web-kit';
import { Table } from './Table.js';

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { w } = useWorkspace();
  return (
    <Dialog title={w('shortcuts.title')} onClose={onClose} width={460} testId="shortcuts-dialog">
      <Table>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.action}>
              <td className="keys">{s.keys.split('+').map((k, i) => <span key={i}>{i > 0 && ' + '}<Kbd>{k}</Kbd></span>)}</td>
              <td>{w(`shortcuts.${s.action}`)}</td>
            </tr>
          ))}
          <tr><td className="keys"><Kbd>↑</Kbd> <Kbd>↓</Kbd> <Kbd>←</Kbd> <Kbd>→</Kbd></td><td>{w('shortcuts.arrows')}</td></tr>
          <tr><td className="keys"><Kbd>Enter</Kbd></td><td>{w('shortcuts.enter')}</td></tr>
        </tbody>
      </Table>
    </Dialog>
  );
}
