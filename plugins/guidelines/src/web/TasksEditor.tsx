/** The production tasks of a guideline, as a table: label, date, time, done, information. */
import { Button, Check, DateInput, IconButton, Input, Table, TableCard, TimeInput, VisuallyHidden } from '@lauda/web-kit';
import { formatTimeOfDay, parseTimeOfDay } from '@lauda/sdk/web';
import type { Draft } from './model';

type Tasks = Draft['tasks'];
type T = (key: string, o?: Record<string, unknown>) => string;

export function TasksEditor({ tasks, onChange, readOnly, invalid, t }: { tasks: Tasks; onChange: (v: Tasks) => void; readOnly: boolean; invalid: boolean; t: T }) {
  const set = (i: number, patch: Partial<Tasks[number]>) => onChange(tasks.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <div data-testid="tasks">
      <TableCard>
        <Table aria-label={t('tasks.title')}>
          <thead>
            <tr>
              <th scope="col">{t('tasks.label')}</th>
              <th scope="col">{t('tasks.date')}</th>
              <th scope="col">{t('tasks.time')}</th>
              <th scope="col">{t('tasks.done')}</th>
              <th scope="col">{t('tasks.information')}</th>
              {!readOnly && <th scope="col"><VisuallyHidden>{t('tasks.actions')}</VisuallyHidden></th>}
            </tr>
          </thead>
          <tbody>
            {tasks.length === 0 && <tr><td colSpan={6} className="muted">{t('tasks.empty')}</td></tr>}
            {tasks.map((x, i) => (
              <tr key={x.id ?? `new-${i}`} data-testid="task">
                <td>
                  <Input aria-label={t('tasks.labelOf', { n: i + 1 })} aria-invalid={invalid && !x.label.trim()} value={x.label} maxLength={200} onChange={(e) => set(i, { label: e.target.value })} disabled={readOnly} data-testid="task-label" />
                </td>
                <td><DateInput aria-label={t('tasks.dateOf', { n: i + 1 })} value={x.date} onChange={(v) => set(i, { date: v })} disabled={readOnly} /></td>
                <td><TimeInput aria-label={t('tasks.timeOf', { n: i + 1 })} pattern="HH:mm" value={x.time ? parseTimeOfDay(x.time) : null} onChange={(ms) => set(i, { time: formatTimeOfDay(ms) })} disabled={readOnly} /></td>
                <td><Check label={t('tasks.doneOf', { n: i + 1 })} checked={x.done} onChange={(v) => set(i, { done: v })} disabled={readOnly} testId="task-done" /></td>
                <td><Input aria-label={t('tasks.informationOf', { n: i + 1 })} value={x.information} maxLength={2000} onChange={(e) => set(i, { information: e.target.value })} disabled={readOnly} /></td>
                {!readOnly && <td className="actions"><IconButton type="button" label={t('tasks.remove', { n: i + 1 })} onClick={() => onChange(tasks.filter((_y, j) => j !== i))}>✕</IconButton></td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableCard>
      {!readOnly && <Button type="button" $small onClick={() => onChange([...tasks, { label: '', done: false, date: null, time: null, information: '' }])} data-testid="task-add" style={{ marginTop: 8 }}>{t('tasks.add')}</Button>}
    </div>
  );
}
