/** The event dialog's fields: what, when (branch zone), the spec's recurrence, reminders with the presets, who is notified. */
import { Check, DateInput, Field, FormGrid, Input, MultiPicker, Select, TextArea, TimeInput, Toggle, type PickerOption } from '@lauda/web-kit';
import { FREQUENCIES, reminderDisplay, type Calendar, type Frequency } from '../common/index.js';
import { PRESETS, weekdayOf, type Ends, type EventForm } from './model';

interface Props {
  form: EventForm;
  set: (patch: Partial<EventForm>) => void;
  calendars: Calendar[];
  users: PickerOption[];
  problems: { name?: string; end?: string };
  /** editing one occurrence: its rule is the series' */
  occurrenceOnly: boolean;
  readOnly: boolean;
  t: (key: string, o?: Record<string, unknown>) => string;
}

export const reminderLabel = (minutes: number, t: Props['t']) => {
  const d = reminderDisplay(minutes);
  return d.unit === 'now' ? t('reminder.now') : t(`reminder.${d.unit}`, { count: d.count });
};

export function EventFields({ form: f, set, calendars, users, problems, occurrenceOnly, readOnly, t }: Props) {
  const categories = calendars.find((c) => c.id === f.calendarId)?.categories ?? [];
  const monthly = f.frequency === 'FREQ_MONTHLY' || f.frequency === 'FREQ_YEARLY';
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
      <Field label={t('name')} htmlFor="cal-name" required error={problems.name ? t(problems.name) : null} testId="cal-name">
        <Input id="cal-name" value={f.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} data-testid="cal-name-input" data-autofocus />
      </Field>
      <FormGrid $cols={2}>
        <Field label={t('calendar')} htmlFor="cal-calendar">
          <Select id="cal-calendar" value={f.calendarId} onChange={(e) => set({ calendarId: Number(e.target.value), categoryId: null })} data-testid="cal-calendar">
            {calendars.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </Select>
        </Field>
        <Field label={t('category')} htmlFor="cal-category">
          <Select id="cal-category" value={f.categoryId ?? ''} onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null })} data-testid="cal-category">
            <option value="">{t('none')}</option>
            {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </Select>
        </Field>
      </FormGrid>
      <Toggle checked={f.allDay} onChange={(allDay) => set({ allDay })} label={t('allDay')} testId="cal-all-day" />
      <FormGrid $cols={f.allDay ? 2 : 4}>
        <Field label={t('startDate')} htmlFor="cal-start-date">
          <DateInput id="cal-start-date" value={f.startDate} onChange={(d) => d && set({ startDate: d, endDate: d > f.endDate ? d : f.endDate, weekdays: f.frequency ? f.weekdays : [weekdayOf(d)] })} testId="cal-start-date" />
        </Field>
        {!f.allDay && (
          <Field label={t('startTime')} htmlFor="cal-start-time">
            <TimeInput id="cal-start-time" pattern="HH:mm" value={f.startTime} onChange={(ms) => set({ startTime: ms })} testId="cal-start-time" />
          </Field>
        )}
        <Field label={t('endDate')} htmlFor="cal-end-date" error={problems.end ? t(problems.end) : null} testId="cal-end">
          <DateInput id="cal-end-date" value={f.endDate} onChange={(d) => d && set({ endDate: d })} testId="cal-end-date" />
        </Field>
        {!f.allDay && (
          <Field label={t('endTime')} htmlFor="cal-end-time">
            <TimeInput id="cal-end-time" pattern="HH:mm" value={f.endTime} onChange={(ms) => set({ endTime: ms })} testId="cal-end-time" />
          </Field>
        )}
      </FormGrid>
      {!occurrenceOnly && (
        <FormGrid $cols={2}>
          <Field label={t('repeat')} htmlFor="cal-repeat">
            <Select id="cal-repeat" value={f.frequency ?? ''} data-testid="cal-repeat"
              onChange={(e) => set({ frequency: (e.target.value || null) as Frequency | null })}>
              <option value="">{t('repeatNone')}</option>
              {FREQUENCIES.map((q) => <option key={q} value={q}>{t(q)}</option>)}
            </Select>
          </Field>
          {f.frequency && (
            <Field label={`${t('interval')} (${t(`intervalUnit.${f.frequency}`)})`} htmlFor="cal-interval">
              <Input id="cal-interval" type="number" min={1} max={1000} value={f.interval} onChange={(e) => set({ interval: Math.max(1, Number(e.target.value) || 1) })} data-testid="cal-interval" />
            </Field>
          )}
        </FormGrid>
      )}
      {!occurrenceOnly && f.frequency === 'FREQ_WEEKLY' && (
        <Field label={t('weekdays')} testId="cal-weekdays">
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
            {[0, 1, 2, 3, 4, 5, 6].map((d) => (
              <Check key={d} label={t(`weekdayShort.${d}`)} checked={f.weekdays.includes(d)} testId={`cal-weekday-${d}`}
                onChange={(on) => set({ weekdays: on ? [...f.weekdays, d] : f.weekdays.filter((x) => x !== d) })} />
            ))}
          </div>
        </Field>
      )}
      {!occurrenceOnly && monthly && (
        <Field label={t('monthlyBy')} htmlFor="cal-monthly-by">
          <Select id="cal-monthly-by" value={f.monthlyBy} onChange={(e) => set({ monthlyBy: e.target.value as EventForm['monthlyBy'] })} data-testid="cal-monthly-by">
            <option value="day">{`${t('byMonthDay')}: ${Number(f.startDate.slice(8))}`}</option>
            <option value="weekday">{`${t(`orders.${f.order}`)} ${t(`weekday.${weekdayOf(f.startDate)}`)}`}</option>
          </Select>
        </Field>
      )}
      {!occurrenceOnly && f.frequency && (
        <FormGrid $cols={2}>
          <Field label={t('ends')} htmlFor="cal-ends">
            <Select id="cal-ends" value={f.ends} onChange={(e) => set({ ends: e.target.value as Ends })} data-testid="cal-ends">
              <option value="never">{t('endsNever')}</option>
              <option value="count">{t('endsCount')}</option>
              <option value="until">{t('endsUntil')}</option>
            </Select>
          </Field>
          {f.ends === 'count' && (
            <Field label={t('times')} htmlFor="cal-count">
              <Input id="cal-count" type="number" min={1} max={10000} value={f.count} onChange={(e) => set({ count: Math.max(1, Number(e.target.value) || 1) })} data-testid="cal-count" />
            </Field>
          )}
          {f.ends === 'until' && (
            <Field label={t('until')} htmlFor="cal-until">
              <DateInput id="cal-until" value={f.until} onChange={(d) => d && set({ until: d })} testId="cal-until" />
            </Field>
          )}
        </FormGrid>
      )}
      <Field label={t('reminders')} testId="cal-reminders">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
          {PRESETS.map((m) => (
            <Check key={m} label={reminderLabel(m, t)} checked={f.reminders.includes(m)} testId={`cal-reminder-${m}`}
              onChange={(on) => set({ reminders: on ? [...f.reminders, m] : f.reminders.filter((x) => x !== m) })} />
          ))}
        </div>
      </Field>
      <Field label={t('notifyUsers')} htmlFor="cal-users">
        <MultiPicker id="cal-users" options={users} value={f.userIds} onChange={(userIds) => set({ userIds })} testId="cal-users" />
      </Field>
      <Toggle checked={f.private} onChange={(p) => set({ private: p })} label={t('private')} testId="cal-private" />
      <Field label={t('description')} htmlFor="cal-description">
        <TextArea id="cal-description" rows={3} maxLength={5000} value={f.description} onChange={(e) => set({ description: e.target.value })} data-testid="cal-description" />
      </Field>
    </fieldset>
  );
}
