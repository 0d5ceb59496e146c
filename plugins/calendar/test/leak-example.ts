// The calendar plugin's part of the leak sweep (tests/access): private events (one repeating, one
// removed) the outsider is not listed in, and the write paths an outsider could try.
import type { LeakExample, LeakSeed, LeakSeedContext, SeededDocument, TestResponse } from '@lauda/sdk/testing';
import { CALENDAR_EVENT_DOCUMENT as D } from '../src/common/index.js';

/** The body of a call that must succeed while seeding. */
const must = async (call: Promise<TestResponse>): Promise<any> => {
  const r = await call;
  if (r.status >= 300) throw new Error(`leak example: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

export const leakExample: LeakExample = {
  types: [D],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const cal = await must(o.post('/api/calendars', { name: 'Diretoria', color: '#8e24aa', categories: [{ name: 'Reunião', color: '#3949ab' }] }));
    const at = `${x.date}T13:00:00.000Z`;
    const end = `${x.date}T14:00:00.000Z`;
    const event = (suffix: string, extra: Record<string, unknown> = {}) => must(o.post('/api/calendars/events', {
      calendarId: cal.id, name: `${x.canary}-${suffix}`, description: `${x.canary}-${suffix} pauta`, startDate: at, endDate: end, private: true, ...extra,
    }));
    const single = await event('CP');
    const series = await event('CS', { frequency: 'FREQ_WEEKLY', reminders: [{ minutes: 15, type: 'NOTIFICATION' }], userIds: [x.ownerId] });
    const removed = await event('CT');
    await must(o.delete(`/api/calendars/events/${removed.id}`));
    const open = await must(o.post('/api/calendars/events', { calendarId: cal.id, name: 'ABERTO', startDate: at, endDate: end }));

    const documents: SeededDocument[] = [
      { type: D, id: single.id, canary: `${x.canary}-CP`, outsider: 'none' },
      { type: D, id: series.id, canary: `${x.canary}-CS`, outsider: 'none' },
      { type: D, id: removed.id, canary: `${x.canary}-CT`, outsider: 'none', trashed: true },
    ];
    const secret = [single.id, series.id];
    const body = (id: number) => ({ calendarId: cal.id, name: 'TOMADO', startDate: at, endDate: end, version: id === series.id ? series.version : single.version });
    return {
      documents,
      params: { id: [...secret, removed.id, cal.id], calendarId: [cal.id], currentDate: [x.date] },
      probes: [
        ...secret.flatMap((id) => [
          { method: 'PUT' as const, path: `/api/calendars/events/${id}`, body: body(id) },
          { method: 'DELETE' as const, path: `/api/calendars/events/${id}` },
          { method: 'POST' as const, path: `/api/calendars/events/${id}/move`, body: { startDate: at, endDate: at } },
          { method: 'POST' as const, path: `/api/calendars/events/${id}/exclude`, body: { occurrence: at } },
          { method: 'POST' as const, path: `/api/calendars/events/${id}/occurrence`, body: { ...body(id), occurrence: at } },
        ]),
      ],
      snapshot: async () => ({
        month: await must(o.get(`/api/calendars/events?calendarId=${cal.id}&currentDate=${x.date}`)),
        single: await must(o.get(`/api/calendars/events/${single.id}`)),
        series: await must(o.get(`/api/calendars/events/${series.id}`)),
        open: await must(o.get(`/api/calendars/events/${open.id}`)),
      }),
      touch: async () => {
        for (const id of secret) {
          const e = await must(o.get(`/api/calendars/events/${id}`));
          await must(o.put(`/api/calendars/events/${id}`, { ...e, description: `${e.name} again` }));
        }
        await must(o.post(`/api/calendars/events/${series.id}/occurrence`, { calendarId: cal.id, name: `${x.canary}-CS moved`, startDate: at, endDate: end, private: true, occurrence: at }));
        const added = await event('CS-NEW');
        await must(o.delete(`/api/calendars/events/${added.id}`));
      },
    };
  },
};
