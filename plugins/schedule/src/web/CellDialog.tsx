/** Who of a team works a day's shift: the team's members as checkboxes. */
import { useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { Check, SaveFooter, Dialog, formatDate } from '@lauda/web-kit';
import type { ScheduleWeek, Shift } from '../common/index.js';

export interface Cell { date: string; shift: Shift; team: ScheduleWeek['teams'][number]; memberIds: number[] }

export function CellDialog({ cell, api, notify, t, onClose }: {
  cell: Cell; api: ApiClient; notify: Notifier; t: (k: string, o?: Record<string, unknown>) => string; onClose(): void;
}) {
  const [chosen, setChosen] = useState<number[]>(cell.memberIds);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await api.put('/api/schedule', { date: cell.date, shift: cell.shift, teamId: cell.team.id, memberIds: chosen });
      notify.notify('success', t('saved'));
      onClose();
    } catch (e) {
      notify.error(e, 'updateFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('members', { team: cell.team.name, shift: t(`shifts.${cell.shift}`), date: formatDate(cell.date) })}
      onClose={onClose}
      busy={busy}
      testId="schedule-cell"
      closeLabel={t('cancel')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('save')} saveTestId="schedule-save" />}
    >
      {cell.team.members.map((m) => (
        <Check
          key={m.id}
          checked={chosen.includes(m.id)}
          onChange={(on) => setChosen((c) => (on ? [...c, m.id] : c.filter((x) => x !== m.id)))}
          label={m.nickname}
          testId={`schedule-member-${m.nickname}`}
        />
      ))}
    </Dialog>
  );
}
