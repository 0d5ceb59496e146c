/**
 * The teams schedule ("Escala das equipes"): a week, a table per shift with a row per team and a
 * column per day; writers click a cell to choose who works it. Live; printed or as PDF.
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, EmptyState, ErrorState, Loading, Spacer, Toolbar, dateIn, formatDate } from '@lauda/web-kit';
import { SCHEDULE_ROLES, SCHEDULE_TOPIC, type ScheduleWeek } from '../common/index.js';
import { CellDialog, type Cell } from './CellDialog';

const DAY = 86_400_000;
const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** the Monday of the week of `date` */
const mondayOf = (date: string) => shiftDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

export default function SchedulePanel({ api, live, notify, t, user, branch }: PanelProps) {
  const writer = user.support || user.roles.includes(SCHEDULE_ROLES.write);
  const [from, setFrom] = useState(() => mondayOf(dateIn(Date.now(), branch.timeZone)));
  const [week, setWeek] = useState<ScheduleWeek | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Cell | null>(null);
  const [serial, setSerial] = useState(0);
  const reload = useCallback(() => setSerial((n) => n + 1), []);

  useEffect(() => {
    let on = true;
    setFailed(false);
    api.get<ScheduleWeek>(`/api/schedule?from=${from}`).then((w) => on && setWeek(w), () => on && setFailed(true));
    return () => {
      on = false;
    };
  }, [api, from, serial]);
  useEffect(() => live.subscribe(SCHEDULE_TOPIC, reload), [live, reload]);

  const nick = (id: number) => week?.teams.flatMap((x) => x.members).find((m) => m.id === id)?.nickname ?? `#${id}`;
  const weekday = (d: string) => new Intl.DateTimeFormat(document.documentElement.lang || 'pt-BR', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));

  return (
    <Area data-testid="schedule-panel">
      <Toolbar $bar className="no-print">
        <Button $small onClick={() => setFrom(shiftDays(from, -7))} data-testid="schedule-previous">{t('previous')}</Button>
        <Button $small onClick={() => setFrom(mondayOf(dateIn(Date.now(), branch.timeZone)))}>{t('today')}</Button>
        <Button $small onClick={() => setFrom(shiftDays(from, 7))} data-testid="schedule-next">{t('next')}</Button>
        <strong data-testid="schedule-week">{t('week', { from: formatDate(from), to: formatDate(shiftDays(from, 6)) })}</strong>
        <Spacer />
        <Button $small onClick={() => window.print()}>{t('print')}</Button>
        <Button $small as="a" href={`/api/schedule/pdf?from=${from}`} target="_blank" rel="noopener" data-testid="schedule-pdf">{t('pdf')}</Button>
      </Toolbar>
      <div className="grid">
        {failed ? <ErrorState title={t('loadFailed')} onRetry={reload} />
          : !week ? <Loading />
          : week.teams.length === 0 ? <EmptyState title={t('noTeams')} />
          : week.shifts.map((shift) => (
            <section key={shift} aria-labelledby={`shift-${shift}`}>
              <h2 id={`shift-${shift}`}>{t(`shifts.${shift}`)}</h2>
              <div className="scroll">
                <table data-testid="schedule-table" data-shift={shift}>
                  <thead>
                    <tr>
                      <th scope="col">{t('team')}</th>
                      {week.days.map((d) => <th scope="col" key={d}>{weekday(d)} {formatDate(d).slice(0, 5)}</th>)}
                    </tr>
                  </thead>
                  <tbody>
                    {week.teams.map((team) => (
                      <tr key={team.id}>
                        <th scope="row">{team.name}</th>
                        {week.days.map((date) => {
                          const memberIds = week.entries.find((e) => e.date === date && e.shift === shift && e.teamId === team.id)?.memberIds ?? [];
                          const names = memberIds.map(nick).join(', ') || t('nobody');
                          return (
                            <td key={date} data-testid="schedule-cell-value" data-date={date} data-team={team.id}>
                              {writer ? (
                                <button type="button" onClick={() => setEditing({ date, shift, team, memberIds })} aria-label={`${t('edit')}: ${team.name}, ${t(`shifts.${shift}`)}, ${formatDate(date)} — ${names}`}>
                                  {names}
                                </button>
                              ) : names}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
      </div>
      {editing && <CellDialog cell={editing} api={api} notify={notify} t={t} onClose={() => { setEditing(null); reload(); }} />}
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .grid { flex: 1; overflow: auto; padding: 14px; display: grid; gap: 16px; align-content: start; }
  h2 { margin: 0 0 6px; font-size: var(--lauda-font-large); }
  .grid > section { min-width: 0; }
  .scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; min-width: 720px; background: var(--lauda-surface); }
  th, td { border: 1px solid var(--lauda-line); padding: 4px 6px; text-align: left; font-size: 12px; vertical-align: top; }
  thead th { background: var(--lauda-sunken); }
  td button { all: unset; cursor: pointer; display: block; min-height: 20px; width: 100%; }
  td button:hover, td button:focus-visible { outline: 2px solid var(--lauda-primary); }
  @media print { .no-print { display: none; } .grid { overflow: visible; } }
`;
