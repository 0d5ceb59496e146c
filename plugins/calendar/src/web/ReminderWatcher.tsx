/**
 * Calendar reminders wherever the user is (the shell's `shell.watchers` slot): each REMINDER on the
 * `calendar_event` topic (the server sends it only to the users the event lists) becomes a notice
 * the user dismisses: the reminder, the event's name, its calendar and its start in the branch zone.
 */
import { useEffect } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { formatDate, formatInstant } from '@lauda/web-kit';
import { CALENDAR_EVENT_TOPIC } from '../common/index.js';
import { reminderLabel } from './EventFields';

interface Reminder {
  reminder: number;
  name: string;
  calendar: string;
  startDate: string;
  allDay: boolean;
}

export default function ReminderWatcher({ live, notify, t, branch }: PanelProps) {
  useEffect(() => live.subscribe(CALENDAR_EVENT_TOPIC, (m) => {
    if (m.op !== 'REMINDER') return;
    const r = m.data as Reminder;
    const start = r.allDay ? formatDate(r.startDate) : formatInstant(r.startDate, branch.timeZone);
    notify.notify('event', `${reminderLabel(r.reminder, t)}: ${r.name}`, t('reminderText', { calendar: r.calendar, start }), undefined, { manual: true });
  }), [live, notify, t, branch.timeZone]);
  return null;
}
