/** The calendar part of the demo newsroom: the newsroom's calendar, the weekly story meeting and a holiday. */
import { zonedInstant, type SessionUser } from '@lauda/sdk/server';
import type { Caller, Ctx } from './context.js';
import { createCalendar } from './services/calendars.js';
import { createEvent } from './services/events.js';
import { eventFields } from './schemas.js';

export async function loadDemo(ctx: Ctx, users: Record<string, number>, today: string): Promise<void> {
  const id = users.produtor ?? users.admin ?? 1;
  const user: SessionUser = { id, username: 'produtor', nickname: 'PRODUTOR', name: 'Paulo Produtor', email: null, roles: [], support: true, sessionId: 'demo' };
  const caller: Caller = { user, ip: '127.0.0.1' };
  const cal = await createCalendar(ctx, caller, { name: 'Redação', color: '#1e88e5', categories: [{ name: 'Reunião', color: '#43a047' }, { name: 'Feriado', color: '#e53935' }] });
  const tz = await ctx.branch.timeZone();
  const at = (hour: number) => new Date(zonedInstant(today, hour * 3_600_000, tz)).toISOString();
  await createEvent(ctx, caller, eventFields.parse({
    calendarId: cal.id, categoryId: cal.categories[0]!.id, name: 'Reunião de pauta', startDate: at(9), endDate: at(10),
    frequency: 'FREQ_WEEKLY', repetitions: [{ value: 1 }, { value: 3 }, { value: 5 }], reminders: [{ minutes: 15 }], userIds: [id],
  }));
  await createEvent(ctx, caller, eventFields.parse({
    calendarId: cal.id, categoryId: cal.categories[1]!.id, name: 'Feriado municipal', startDate: today, endDate: today, allDay: true, frequency: 'FREQ_YEARLY',
  }));
}
