/** What the calendar screens read from the API: paths, the calendars, a month's occurrences, the users to notify. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient, LiveClient, WebUser } from '@lauda/sdk/web';
import type { PickerOption } from '@lauda/web-kit';
import { CALENDAR_EVENT_TOPIC, CALENDAR_ROLES, CALENDAR_TOPIC, type Calendar, type Occurrence } from '../common/index.js';

export const PATHS = {
  calendars: '/api/calendars',
  month: (date: string, calendarId: number | null) => `/api/calendars/events?currentDate=${date}${calendarId ? `&calendarId=${calendarId}` : ''}`,
  events: '/api/calendars/events',
  event: (id: number) => `/api/calendars/events/${id}`,
  occurrence: (id: number) => `/api/calendars/events/${id}/occurrence`,
  exclude: (id: number) => `/api/calendars/events/${id}/exclude`,
  move: (id: number) => `/api/calendars/events/${id}/move`,
  pdf: (id: number, locale: string, occurrence?: string) => `/api/calendars/events/${id}/pdf?locale=${locale}${occurrence ? `&occurrence=${encodeURIComponent(occurrence)}` : ''}`,
  feed: (calendarId: number) => `/api/calendars/${calendarId}/feed`,
} as const;

export const canWrite = (user: WebUser) => user.support || user.roles.includes(CALENDAR_ROLES.write);

/** The calendars, kept fresh by the `calendar` topic. */
export function useCalendars(api: ApiClient, live: LiveClient): Calendar[] | null {
  const [list, setList] = useState<Calendar[] | null>(null);
  useEffect(() => {
    let on = true;
    const load = () => api.get<Calendar[]>(PATHS.calendars).then((l) => on && setList(l), () => on && setList([]));
    void load();
    const off = live.subscribe(CALENDAR_TOPIC, () => void load());
    return () => { on = false; off(); };
  }, [api, live]);
  return list;
}

/** The occurrences of the months shown (a week may span two), reloaded when an event changes (`calendar_event` topic) or on `reload()`. */
export function useOccurrences(api: ApiClient, live: LiveClient, months: string[], calendarId: number | null, onError: (e: unknown) => void) {
  const [list, setList] = useState<Occurrence[] | null>(null);
  const [serial, setSerial] = useState(0);
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  const key = months.join(',');
  useEffect(() => {
    let on = true;
    Promise.all(key.split(',').map((m) => api.get<Occurrence[]>(PATHS.month(`${m}-01`, calendarId)))).then((lists) => {
      if (!on) return;
      const seen = new Map(lists.flat().map((o) => [`${o.id}|${o.occurrenceStart}`, o]));
      setList([...seen.values()]);
    }, (e) => { if (on) { setList([]); onError(e); } });
    return () => { on = false; };
  }, [api, key, calendarId, serial, onError]);
  useEffect(() => live.subscribe(CALENDAR_EVENT_TOPIC, (m) => { if (m.op !== 'REMINDER') reload(); }), [live, reload]);
  return { list, reload };
}

/** The users a reminder may notify (the newsroom's list; empty for who may not read it). */
export function useUsers(api: ApiClient): PickerOption[] {
  const [list, setList] = useState<PickerOption[]>([]);
  useEffect(() => {
    let on = true;
    api.get<{ id: number; nickname?: string; name?: string }[]>('/api/companies/local/users')
      .then((rows) => on && setList(rows.map((r) => ({ id: r.id, label: r.nickname ?? r.name ?? String(r.id), hint: r.nickname ? r.name : undefined }))), () => undefined);
    return () => { on = false; };
  }, [api]);
  return list;
}
