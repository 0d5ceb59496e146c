// Calendar figures (issue 15 "done when"): a daily series expanded over a whole year, month by month,
// as GET /api/calendars/events answers it (rrule in the branch zone, capped at each month's end);
// the same for a series that began five years earlier (rrule walks from its start).
import { startTestKernel } from '@lauda/sdk/testing';
import calendar from '@lauda/plugin-calendar';
import { median, report } from './support/measure.js';

const db = (process.env.BENCH_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const YEAR = 2033;
const ROLES = ['ROLE_CALENDAR_READ', 'ROLE_CALENDAR_WRITE', 'ROLE_CALENDAR_ADMIN'];

const k = await startTestKernel({ plugins: [calendar], db });
try {
  const c = await k.userWith(ROLES, 'bench');
  const cal = (await c.post('/api/calendars', { name: 'Redação' })).body.id as number;
  const series = async (name: string, from: number) => {
    const r = await c.post('/api/calendars/events', {
      calendarId: cal, name, startDate: `${from}-01-01T12:00:00.000Z`, endDate: `${from}-01-01T13:00:00.000Z`, frequency: 'FREQ_DAILY',
    });
    if (r.status !== 201) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
    return r.body.id as number;
  };
  /** the 12 months of YEAR, one request each: total ms, each month's ms, occurrences seen */
  const year = async (id: number) => {
    const times: number[] = [];
    let count = 0;
    const t0 = performance.now();
    for (let m = 1; m <= 12; m++) {
      const t = performance.now();
      const r = await c.get(`/api/calendars/events?calendarId=${cal}&currentDate=${YEAR}-${String(m).padStart(2, '0')}-15`);
      times.push(performance.now() - t);
      count += (r.body as { id: number }[]).filter((o) => o.id === id).length;
    }
    return { total: performance.now() - t0, times, count };
  };
  const fresh = await series('Plantão diário', YEAR);
  await year(fresh); // warm-up
  const a = await year(fresh);
  if (a.count !== 365) throw new Error(`expected 365 occurrences, saw ${a.count}`);
  report(`calendar: a year of a daily series (365 occurrences over 12 months), total (${db})`, a.total, 'ms');
  report(`calendar: one month of a daily series, p50 (${db})`, median(a.times), 'ms');
  await c.delete(`/api/calendars/events/${fresh}`);
  const old = await series('Plantão antigo', YEAR - 5);
  const b = await year(old);
  if (b.count !== 365) throw new Error(`expected 365 occurrences, saw ${b.count}`);
  report(`calendar: a year of a daily series begun five years earlier, total (${db})`, b.total, 'ms');
} finally {
  await k.stop();
}
