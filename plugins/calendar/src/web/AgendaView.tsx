/** The agenda: the month's events by day, each with its time range (the branch zone's) and calendar. */
import styled from 'styled-components';
import { Empty, formatDate, formatTime } from '@lauda/web-kit';
import type { Calendar, Occurrence } from '../common/index.js';
import { byDay } from './model';
import type { ViewProps } from './MonthView';

interface Props extends ViewProps {
  calendars: Calendar[];
}

export function AgendaView({ list, timeZone, calendars, t, colorOf, onOpen }: Props) {
  if (!list.length) return <Empty>{t('noEvents')}</Empty>;
  const days = [...byDay(list, timeZone).entries()].sort(([a], [b]) => a.localeCompare(b));
  const time = (o: Occurrence) => (o.allDay ? t('allDayBadge')
    : `${formatTime(Date.parse(o.startDate), timeZone, false)} – ${formatTime(Date.parse(o.endDate), timeZone, false)}`);
  return (
    <div data-testid="calendar-agenda">
      {days.map(([day, items]) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <DayTitle id={`agenda-${day}`}>{t(`weekday.${new Date(`${day}T00:00:00Z`).getUTCDay()}`)}, {formatDate(day)}</DayTitle>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((o) => (
              <li key={`${o.id}-${o.occurrenceStart}`}>
                <Row type="button" $color={colorOf(o)} onClick={() => onOpen(o)} data-testid="calendar-agenda-item">
                  <span className="time">{time(o)}</span>
                  <span className="name">{o.name}</span>
                  <span className="cal">{calendars.find((c) => c.id === o.calendarId)?.name ?? ''}{o.recurring ? ` · ${t('repeats')}` : ''}</span>
                </Row>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const DayTitle = styled.h3`
  margin: 12px 0 4px;
  font-size: var(--lauda-font-size);
`;
const Row = styled.button<{ $color: string }>`
  display: grid;
  grid-template-columns: 120px 1fr auto;
  gap: 12px;
  width: 100%;
  padding: 6px 8px;
  border: 0;
  border-left: 4px solid ${({ $color }) => $color};
  border-bottom: 1px solid var(--lauda-control-border);
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { background: var(--lauda-state-hover-bg); }
  .time { color: var(--lauda-muted); font-variant-numeric: tabular-nums; }
  .cal { color: var(--lauda-muted); font-size: var(--lauda-font-small); }
  @media (max-width: 640px) { grid-template-columns: 1fr; gap: 2px; }
`;
