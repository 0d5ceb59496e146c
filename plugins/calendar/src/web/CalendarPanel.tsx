/**
 * The calendar area ("Agenda"): a calendar chooser, the month (a grid of weeks, events as chips) or
 * the agenda list, and the event dialog. Dates are the branch zone's whatever the browser's.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, EmptyState, Loading, Select, Spacer, Tabs, ToolField, Toolbar, bcp47, dateIn, useKitLocale } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Occurrence } from '../common/index.js';
import { canWrite, useCalendars, useMonth, useUsers } from './api';
import { AgendaView } from './AgendaView';
import { EventDialog, type Editing } from './EventDialog';
import { MonthView } from './MonthView';
import { addMonths } from './model';

type View = 'month' | 'agenda';

export default function CalendarPanel(props: PanelProps) {
  const { api, live, t, branch, user, notify } = props;
  const tz = branch.timeZone;
  const locale = useKitLocale();
  const today = dateIn(Date.now(), tz);
  const [date, setDate] = useState(today);
  const [view, setView] = useState<View>('month');
  const [calendarId, setCalendarId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const calendars = useCalendars(api, live);
  const users = useUsers(api);
  const onError = useCallback((e: unknown) => notify.error(e, 'loadFailed'), [notify]);
  const { list, reload } = useMonth(api, live, date, calendarId, onError);
  const writer = canWrite(user);
  const title = useMemo(() => {
    const [y, m] = date.split('-').map(Number) as [number, number];
    // a fixed instant in mid-month, named in UTC: only the month's name is wanted
    const text = new Intl.DateTimeFormat(bcp47(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 15));
    return text.charAt(0).toUpperCase() + text.slice(1);
  }, [date, locale]);

  if (!calendars) return <Loading />;
  if (!calendars.length) return <EmptyState title={t('title')} text={t('noCalendar')} />;
  const colorOf = (o: Occurrence) => {
    const cal = calendars.find((c) => c.id === o.calendarId);
    return cal?.categories.find((c) => c.id === o.categoryId)?.color ?? cal?.color ?? 'var(--lauda-primary)';
  };
  const open = (o: Occurrence) => setEditing({ occurrence: o });
  const create = (day: string) => writer && setEditing({ day, calendarId: calendarId ?? calendars[0]!.id });

  return (
    <div data-testid="calendar-area">
      <Toolbar $bar>
        <Button $small onClick={() => setDate(addMonths(date, -1))} aria-label={t('previous')} data-testid="calendar-prev">‹</Button>
        <Button $small onClick={() => setDate(today)} data-testid="calendar-today">{t('today')}</Button>
        <Button $small onClick={() => setDate(addMonths(date, 1))} aria-label={t('next')} data-testid="calendar-next">›</Button>
        <h2 style={{ margin: '0 8px', fontSize: 'var(--lauda-font-large)' }} data-testid="calendar-title">{title}</h2>
        <ToolField>
          {t('calendar')}
          <Select value={calendarId ?? ''} onChange={(e) => setCalendarId(e.target.value ? Number(e.target.value) : null)} data-testid="calendar-filter">
            <option value="">{t('allCalendars')}</option>
            {calendars.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </Select>
        </ToolField>
        <Spacer />
        <Tabs<View> value={view} onChange={setView} testId="calendar-view"
          items={[{ id: 'month', label: t('monthView') }, { id: 'agenda', label: t('agendaView') }]} />
        {writer && <Button $variant="primary" onClick={() => create(date)} data-testid="calendar-new">{t('newEvent')}</Button>}
      </Toolbar>
      <div role="tabpanel" aria-label={view === 'month' ? t('monthView') : t('agendaView')} style={{ paddingTop: 8 }}>
        {list === null ? <Loading /> : view === 'month'
          ? <MonthView date={date} today={today} list={list} timeZone={tz} t={t} colorOf={colorOf} onOpen={open} onDay={writer ? create : undefined} />
          : <AgendaView list={list} timeZone={tz} t={t} colorOf={colorOf} calendars={calendars} onOpen={open} />}
      </div>
      {editing && (
        <EventDialog {...props} editing={editing} calendars={calendars} users={users} readOnly={!writer}
          onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />
      )}
    </div>
  );
}
