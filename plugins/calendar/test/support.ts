// Helpers of the calendar suites: a kernel with the calendar plugin, a calendar-admin client and
// event bodies. The package's ./testing entry: its leak example joins the leak sweep.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import calendar from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const CALENDAR_ALL = ['ROLE_CALENDAR_READ', 'ROLE_CALENDAR_WRITE', 'ROLE_CALENDAR_ADMIN'];

export interface Rig {
  k: TestKernel;
  /** every calendar role */
  chief: TestClient;
  chiefId: number;
  calendarId: number;
  categoryId: number;
  user(name?: string, roles?: string[]): Promise<{ c: TestClient; id: number }>;
  /** sets the branch's time zone */
  zone(timeZone: string): Promise<void>;
  stop(): Promise<void>;
}

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

let serial = 0;
export async function boot(plugins: unknown[] = [calendar]): Promise<Rig> {
  const k = await startTestKernel({ plugins: plugins as never, db: testDb() });
  const user = async (name = `c${++serial}`, roles = CALENDAR_ALL) => {
    const c = await k.userWith(roles, name);
    return { c, id: Number((await c.get('/api/users/me')).body.id) };
  };
  const chief = await user('chefe');
  const cal = ok(await chief.c.post('/api/calendars', { name: 'Redação', color: '#1e88e5', categories: [{ name: 'Pauta', color: '#43a047' }] }), 201);
  const admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'branch-admin');
  return {
    k, chief: chief.c, chiefId: chief.id, calendarId: cal.id, categoryId: cal.categories[0].id, user,
    async zone(timeZone) {
      const cfg = ok(await admin.get('/api/branch/config'));
      ok(await admin.put('/api/branch/config', { ...cfg, timeZone }));
    },
    stop: () => k.stop(),
  };
}

/** A one-hour timed event at `start` (an instant). */
export function eventBody(calendarId: number, name: string, start: string, extra: Record<string, unknown> = {}) {
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  return { calendarId, name, startDate: start, endDate: end, ...extra };
}

export { leakExample } from './leak-example.js';
