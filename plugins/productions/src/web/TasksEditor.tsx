/** A checklist's tasks, as a table: label, date, time, done, information; add and remove. */
import { Button, Check, DateInput, IconButton, Input, Table, TableCard, TimeInput, VisuallyHidden } from '@lauda/web-kit';
import { formatTimeOfDay, parseTimeOfDay } from '@lauda/sdk/web';
import type { DraftTask } from './model';

type T = (key: string, o?: Record<string, unknown>) => string;

export function TasksEditor({ tasks, onChange, readOnly, invalid, date, t }: { tasks: DraftTask[]; onChange: (v: DraftTask[]) => void; readOnly: boolean; invalid: boolean; date: string; t: T }) {
  const set = (i: number, patch: Partial<DraftTask>) => onChange(tasks.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <div data-testid="production-tasks">
      <TableCard>
        <Table aria-label={t('fields.tasks')}>
          <thead>
            <tr>
              <th scope="col">{t('task.label')}</th>
              <th scope="col">{t('task.date')}</th>
              <th scope="col">{t('task.time')}</th>
              <th scope="col">{t('task.done')}</th>
              <th scope="col">{t('task.information')}</th>
              {!readOnly && <th scope="col"><VisuallyHidden>{t('task.actions')}</VisuallyHidden></th>}
            </tr>
          </thead>
          <tbody>
            {tasks.length === 0 && <tr><td colSpan={6} className="muted">{t('task.none')}</td></tr>}
            {tasks.map((x, i) => (
              <tr key={x.id ?? `new-${i}`} data-testid="production-task">
                <td><Input aria-label={t('task.labelOf', { n: i + 1 })} aria-invalid={invalid && !x.label.trim()} value={x.label} maxLength={200} onChange={(e) => set(i, { label: e.target.value })} disabled={readOnly} data-testid="task-label" /></td>
                <td><DateInput aria-label={t('task.dateOf', { n: i + 1 })} value={x.date} onChange={(v) => set(i, { date: v })} disabled={readOnly} testId="task-date" /></td>
                <td><TimeInput aria-label={t('task.timeOf', { n: i + 1 })} pattern="HH:mm" value={x.time ? parseTimeOfDay(x.time) : null} onChange={(ms) => set(i, { time: formatTimeOfDay(ms) })} disabled={readOnly} /></td>
                <td><Check label={t('task.doneOf', { n: i + 1 })} checked={x.done} onChange={(v) => set(i, { done: v })} disabled={readOnly} testId="task-done" /></td>
                <td><Input aria-label={t('task.informationOf', { n: i + 1 })} value={x.information} maxLength={2000} onChange={(e) => set(i, { information: e.target.value })} disabled={readOnly} /></td>
                {!readOnly && <td className="actions"><IconButton type="button" label={t('task.remove', { n: i + 1 })} onClick={() => onChange(tasks.filter((_y, j) => j !== i))}>✕</IconButton></td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableCard>
      {!readOnly && <Button type="button" $small onClick={() => onChange([...tasks, { label: '', done: false, date, time: null, information: '' }])} data-testid="task-add" style={{ marginTop: 8 }}>{t('task.add')}</Button>}
    </div>
  );
}
