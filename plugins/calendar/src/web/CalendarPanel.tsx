/**
 * The calendar area ("Agenda"): a calendar chooser, the month (a grid of weeks, events as chips),
 * the week or the day (hours, drag to move) or the agenda list, the event dialog and the calendar's
 * subscription for phones. Dates are the branch zone's whatever the browser's.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, EmptyState, Loading, Select, Spacer, Tabs, ToolField, Toolbar, bcp47, dateIn, formatDate, useKitLocale } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Occurrence } from '../common/index.js';
import { PATHS, canWrite, useCalendars, useOccurrences, useUsers } from './api';
import { AgendaView } from './AgendaView';
import { EventDialog, ScopeDialog, type Editing } from './EventDialog';
import { FeedDialog } from './FeedDialog';
import { MonthView } from './MonthView';
import { TimeGrid } from './TimeGrid';
import { addDays, addMonths, weekdayOf } from './model';

type View = 'month' | 'week' | 'day' | 'agenda';
interface Move { o: Occurrence; startDate: string; endDate: string }

/** The days a view shows around `date`: the week from Sunday, or the day. */
export const daysShown = (view: View, date: string) => (view === 'week' ? Array.from({ length: 7 }, (_, i) => addDays(date, i - weekdayOf(date))) : [date]);

export default function CalendarPanel(props: PanelProps) {
  const { api, live, t, branch, user, notify } = props;
  const tz = branch.timeZone;
  const locale = useKitLocale();
  const today = dateIn(Date.now(), tz);
  const [date, setDate] = useState(today);
  const [view, setView] = useState<View>('month');
  const [calendarId, setCalendarId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);
  const [feed, setFeed] = useState(false);
  const calendars = useCalendars(api, live);
  const users = useUsers(api);
  const onError = useCallback((e: unknown) => notify.error(e, 'loadFailed'), [notify]);
  const days = daysShown(view, date);
  const months = useMemo(() => [...new Set((view === 'week' || view === 'day' ? days : [date]).map((d) => d.slice(0, 7)))], [view, days.join(), date]);
  const { list, reload } = useOccurrences(api, live, months, calendarId, onError);
  const writer = canWrite(user);
  const title = useMemo(() => {
    if (view === 'week') return `${formatDate(days[0])} – ${formatDate(days[6])}`;
    if (view === 'day') return `${t(`weekday.${weekdayOf(date)}`)}, ${formatDate(date)}`;
    const [y, m] = date.split('-').map(Number) as [number, number];
    // a fixed instant in mid-month, named in UTC: only the month's name is wanted
    const text = new Intl.DateTimeFormat(bcp47(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 15));
    return text.charAt(0).toUpperCase() + text.slice(1);
  }, [view, date, locale, t, days.join()]);

  if (!calendars) return <Loading />;
  if (!calendars.length) return <EmptyState title={t('title')} text={t('noCalendar')} />;
  const colorOf = (o: Occurrence) => {
    const cal = calendars.find((c) => c.id === o.calendarId);
    return cal?.categories.find((c) => c.id === o.categoryId)?.color ?? cal?.color ?? 'var(--lauda-primary)';
  };
  const open = (o: Occurrence) => setEditing({ occurrence: o });
  const create = (day: string) => writer && setEditing({ day, calendarId: calendarId ?? calendars[0]!.id });
  const step = (n: number) => setDate(view === 'week' ? addDays(date, 7 * n) : view === 'day' ? addDays(date, n) : addMonths(date, n));
  const move = async (m: Move, scope?: 'one' | 'series') => {
    const series = m.o.recurring && m.o.seriesId === m.o.id;
    if (series && !scope) return setMoving(m);
    setMoving(null);
    try {
      await api.post(PATHS.move(m.o.id), { startDate: m.startDate, endDate: m.endDate, ...(series ? { occurrence: m.o.occurrenceStart, scope } : {}) });
      notify.notify('success', t('saved', { name: m.o.name }));
    } catch (e) {
      notify.error(e, 'updateFailed');
    }
    reload();
  };
  const [prev, next] = view === 'week' ? ['previousWeek', 'nextWeek'] : view === 'day' ? ['previousDay', 'nextDay'] : ['previous', 'next'];
  const chosen = calendars.find((c) => c.id === calendarId);

  return (
    <div data-testid="calendar-area">
      <Toolbar $bar>
        <Button $small onClick={() => step(-1)} aria-label={t(prev)} data-testid="calendar-prev">‹</Button>
        <Button $small onClick={() => setDate(today)} data-testid="calendar-today">{t('today')}</Button>
        <Button $small onClick={() => step(1)} aria-label={t(next)} data-testid="calendar-next">›</Button>
        <h2 style={{ margin: '0 8px', fontSize: 'var(--lauda-font-large)' }} data-testid="calendar-title">{title}</h2>
        <ToolField>
          {t('calendar')}
          <Select value={calendarId ?? ''} onChange={(e) => setCalendarId(e.target.value ? Number(e.target.value) : null)} data-testid="calendar-filter">
            <option value="">{t('allCalendars')}</option>
            {calendars.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </Select>
        </ToolField>
        {chosen && <Button $small onClick={() => setFeed(true)} data-testid="calendar-feed">{t('feed')}</Button>}
        <Spacer />
        <Tabs<View> value={view} onChange={setView} testId="calendar-view"
          items={[{ id: 'month', label: t('monthView') }, { id: 'week', label: t('weekView') }, { id: 'day', label: t('dayView') }, { id: 'agenda', label: t('agendaView') }]} />
        {writer && <Button $variant="primary" onClick={() => create(date)} data-testid="calendar-new">{t('newEvent')}</Button>}
      </Toolbar>
      <div role="tabpanel" aria-label={t(`${view}View`)} style={{ paddingTop: 8 }}>
        {list === null ? <Loading />
          : view === 'month' ? <MonthView date={date} today={today} list={list} timeZone={tz} t={t} colorOf={colorOf} onOpen={open} onDay={writer ? create : undefined} />
            : view === 'agenda' ? <AgendaView list={list} timeZone={tz} t={t} colorOf={colorOf} calendars={calendars} onOpen={open} />
              : <TimeGrid days={days} today={today} list={list} timeZone={tz} t={t} colorOf={colorOf} onOpen={open}
                onMove={writer ? (o, startDate, endDate) => void move({ o, startDate, endDate }) : undefined} />}
      </div>
      {editing && (
        <EventDialog {...props} editing={editing} calendars={calendars} users={users} readOnly={!writer}
          onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />
      )}
      {moving && <ScopeDialog t={t} onClose={() => setMoving(null)} onChoose={(scope) => void move(moving, scope)} testId="cal-move-scope" />}
      {feed && chosen && <FeedDialog api={api} t={t} notify={notify} calendar={chosen} onClose={() => setFeed(false)} />}
    </div>
  );
}
