/**
 * The event dialog: a new event on a day, or an event opened from one of its occurrences. Saving an
 * occurrence of a repeating event asks whether only it changes (it leaves the series) or the series.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, Loading, useConfirm, useKitLocale, useLatest, type PickerOption } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Calendar, CalendarEvent, Occurrence } from '../common/index.js';
import { PATHS } from './api';
import { EventFields } from './EventFields';
import { bodyOf, formOf, newForm, problemsOf, seriesTimes, type EventForm } from './model';

export type Editing = { occurrence: Occurrence } | { day: string; calendarId: number };

interface Props extends PanelProps {
  editing: Editing;
  calendars: Calendar[];
  users: PickerOption[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EventDialog({ editing, calendars, users, readOnly, onClose, onSaved, api, t, notify, branch }: Props) {
  const tz = branch.timeZone;
  const locale = useKitLocale();
  const occurrence = 'occurrence' in editing ? editing.occurrence : null;
  const [event, setEvent] = useState<CalendarEvent | null>(null);
  const [form, setForm] = useState<EventForm | null>(() => ('day' in editing ? newForm(editing.day, editing.calendarId) : null));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const confirm = useConfirm(t('cancel'));

  // read once per opened occurrence: the panel's re-renders (a live change, a reload) hand new
  // callbacks, and reading again would put the stored values over what the user is typing
  const failed = useLatest({ notify, onClose });
  useEffect(() => {
    if (!occurrence) return;
    let on = true;
    api.get<CalendarEvent>(PATHS.event(occurrence.id)).then((e) => {
      if (!on) return;
      setEvent(e);
      setForm(formOf(e, tz, e.frequency ? occurrence : undefined));
    }, (err) => { failed.current.notify.error(err, 'loadFailed'); failed.current.onClose(); });
    return () => { on = false; };
  }, [api, occurrence, tz]);

  const series = event?.frequency && occurrence ? event : null;
  const problems = form ? problemsOf(form, tz) : {};
  const set = (patch: Partial<EventForm>) => setForm((f) => (f ? { ...f, ...patch } : f));

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      notify.notify('success', t(done, { name: form?.name ?? event?.name ?? '' }));
      onSaved();
    } catch (e) {
      notify.error(e, event ? 'updateFailed' : 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  const save = (scope?: 'one' | 'series') => {
    if (!form) return;
    setTried(true);
    if (Object.keys(problems).length) return;
    const body = bodyOf(form, tz);
    if (!event) return run(() => api.post(PATHS.events, body), 'saved');
    if (series && !scope) return setAsking(true);
    setAsking(false);
    if (series && scope === 'one') {
      const { frequency: _f, interval: _i, repeatCount: _c, repeatUtil: _u, repetitions: _r, repeatByMonth: _m, repeatByMonthDay: _d, ...one } = body;
      return run(() => api.post(PATHS.occurrence(series.id), { ...one, occurrence: occurrence!.occurrenceStart }), 'saved');
    }
    const times = series ? seriesTimes(series, occurrence!.occurrenceStart, body) : {};
    return run(() => api.put(PATHS.event(event.id), { ...body, ...times, exDates: event.exDates, version: event.version }), 'saved');
  };
  const remove = () => {
    if (!event) return;
    confirm.ask({
      title: t('confirmDelete', { name: event.name }), text: series ? t('confirmDeleteText') : undefined, confirmLabel: t('delete'), danger: true, testId: 'cal-delete-confirm',
      run: () => run(() => api.delete(PATHS.event(event.id)), 'deleted'),
    });
  };
  const removeOne = () => series && run(() => api.post(PATHS.exclude(series.id), { occurrence: occurrence!.occurrenceStart }), 'deleted');

  const footer = (
    <>
      {event && !readOnly && <Button $variant="danger" onClick={remove} disabled={busy} data-testid="cal-delete">{t('delete')}</Button>}
      {event && (
        <Button onClick={() => window.open(PATHS.pdf(event.id, locale, series ? occurrence!.occurrenceStart : undefined), '_blank', 'noopener')} data-testid="cal-pdf">{t('pdf')}</Button>
      )}
      {series && !readOnly && <Button onClick={removeOne} disabled={busy} data-testid="cal-delete-one">{t('deleteOccurrence')}</Button>}
      <span className="grow" />
      <Button onClick={onClose} disabled={busy} data-testid="cal-cancel">{t('cancel')}</Button>
      {!readOnly && <Button $variant="primary" type="submit" disabled={busy || !form} data-testid="cal-save">{t('save')}</Button>}
    </>
  );
  return (
    <>
      <Dialog title={event ? t('editEvent') : t('newEvent')} onClose={onClose} footer={footer} width={640} busy={busy} testId="cal-dialog"
        onSubmit={(e) => { e.preventDefault(); void save(); }} closeLabel={t('cancel')}>
        {form ? (
          <EventFields form={form} set={set} calendars={calendars} users={users} problems={tried ? problems : {}}
            occurrenceOnly={event?.seriesId != null} readOnly={readOnly} t={t} />
        ) : <Loading />}
      </Dialog>
      {asking && <ScopeDialog t={t} busy={busy} onClose={() => setAsking(false)} onChoose={(scope) => void save(scope)} testId="cal-scope" />}
      {confirm.dialog}
    </>
  );
}

/** Only this occurrence, or the whole series? (saving or dragging an occurrence of a repeating event) */
export function ScopeDialog({ t, busy = false, onClose, onChoose, testId }: { t: Props['t']; busy?: boolean; onClose: () => void; onChoose: (scope: 'one' | 'series') => void; testId: string }) {
  return (
    <Dialog title={t('scopeTitle')} onClose={onClose} width={420} testId={testId} busy={busy}
      footer={(
        <>
          <span className="grow" />
          <Button onClick={() => onChoose('one')} disabled={busy} data-testid={`${testId}-one`}>{t('scopeOne')}</Button>
          <Button $variant="primary" onClick={() => onChoose('series')} disabled={busy} data-testid={`${testId}-series`}>{t('scopeSeries')}</Button>
        </>
      )}>
      <p>{t('scopeText')}</p>
    </Dialog>
  );
}
