/**
 * The month: a table of weeks (Sunday first), each day with its events as chips (at most four, then
 * "+n more" opening the list of the day's first hidden one). Times are the branch zone's.
 */
import styled from 'styled-components';
import { VisuallyHidden, formatDate, formatTime } from '@lauda/web-kit';
import type { Occurrence } from '../common/index.js';
import { byDay, monthWeeks } from './model';

const SHOWN = 4;

/** What every view of the occurrences takes. */
export interface ViewProps {
  list: Occurrence[];
  timeZone: string;
  t: (key: string, o?: Record<string, unknown>) => string;
  colorOf: (o: Occurrence) => string;
  onOpen: (o: Occurrence) => void;
}

interface Props extends ViewProps {
  date: string;
  today: string;
  /** a new event on that day (writers only) */
  onDay?: (date: string) => void;
}

export function chipLabel(o: Occurrence, timeZone: string, t: Props['t']): string {
  return o.allDay ? `${t('allDayBadge')} · ${o.name}` : `${formatTime(Date.parse(o.startDate), timeZone, false)} ${o.name}`;
}

export function MonthView({ date, today, list, timeZone, t, colorOf, onOpen, onDay }: Props) {
  const weeks = monthWeeks(date);
  const days = byDay(list, timeZone);
  const month = date.slice(0, 7);
  return (
    <Grid data-testid="calendar-month">
      <caption><VisuallyHidden>{t('monthView')}</VisuallyHidden></caption>
      <thead>
        <tr>{[0, 1, 2, 3, 4, 5, 6].map((d) => <th key={d} scope="col"><abbr title={t(`weekday.${d}`)}>{t(`weekdayShort.${d}`)}</abbr></th>)}</tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const items = days.get(day) ?? [];
              return (
                <Cell key={day} $other={day.slice(0, 7) !== month} $today={day === today} data-testid={`calendar-day-${day}`}>
                  <DayHead>
                    {onDay
                      ? <DayButton type="button" onClick={() => onDay(day)} aria-label={`${Number(day.slice(8))} · ${t('newEvent')} ${formatDate(day)}`} data-testid={`calendar-add-${day}`}>{Number(day.slice(8))}</DayButton>
                      : <span>{Number(day.slice(8))}</span>}
                  </DayHead>
                  {items.slice(0, SHOWN).map((o) => (
                    <ChipButton key={`${o.id}-${o.occurrenceStart}`} type="button" $color={colorOf(o)} onClick={() => onOpen(o)}
                      data-testid="calendar-chip" data-series={o.seriesId} data-start={o.startDate}>
                      {chipLabel(o, timeZone, t)}
                    </ChipButton>
                  ))}
                  {items.length > SHOWN && (
                    <MoreButton type="button" onClick={() => onOpen(items[SHOWN]!)}>{t('more', { count: items.length - SHOWN })}</MoreButton>
                  )}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th { font-size: var(--lauda-font-small); color: var(--lauda-muted); padding: 4px; text-align: left; }
  abbr { text-decoration: none; }
`;
const Cell = styled.td<{ $other: boolean; $today: boolean }>`
  vertical-align: top;
  height: 104px;
  padding: 2px 3px;
  border: 1px solid var(--lauda-control-border);
  background: ${({ $today }) => ($today ? 'var(--lauda-state-selected-bg)' : 'transparent')};
  color: ${({ $other }) => ($other ? 'var(--lauda-muted)' : 'inherit')};
  overflow: hidden;
  @media (max-width: 640px) { height: 64px; }
`;
const DayHead = styled.div`
  display: flex;
  justify-content: flex-end;
  font-size: var(--lauda-font-small);
`;
const DayButton = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  min-width: 24px;
  min-height: 24px;
  border-radius: var(--lauda-radius);
  cursor: pointer;
  &:hover { background: var(--lauda-state-hover-bg); }
`;
/** An event as a one-line button with its colour at the left (the month's chips, the week's blocks). */
export const EventButton = styled.button<{ $color: string }>`
  display: block;
  width: 100%;
  padding: 1px 4px 1px 6px;
  border: 0;
  border-left: 4px solid ${({ $color }) => $color};
  border-radius: 3px;
  font-size: var(--lauda-font-small);
  text-align: left;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
`;
const ChipButton = styled(EventButton)`
  margin: 1px 0;
  background: var(--lauda-state-hover-bg);
  color: var(--lauda-state-hover);
`;
const MoreButton = styled(ChipButton).attrs({ $color: 'transparent' })`
  background: transparent;
  color: var(--lauda-primary);
`;
