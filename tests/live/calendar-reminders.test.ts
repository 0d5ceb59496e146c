// Calendar reminders on the `calendar_event` topic: two kernels on one database send each
// (event, occurrence, reminder) once between them, only to the users the event lists; a kernel
// started later on the same database (a restart) sends none of them again.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import calendar from '@lauda/plugin-calendar';
import { testDb } from '../support/dbs.js';
import { Inbox, stomp, type Live, type StompTester } from './support.js';

const ROLES = ['ROLE_CALENDAR_READ', 'ROLE_CALENDAR_WRITE', 'ROLE_CALENDAR_ADMIN'];
const config = { plugins: { calendar: { config: { reminderCheckMs: 150 } } } };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`calendar reminders on ${testDb()}: once per occurrence across instances and restarts`, function () {
  this.timeout(90_000);
  const kernels: TestKernel[] = [];
  const sockets: StompTester[] = [];
  const ok = (r: { status: number; body: any }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    return r.body;
  };
  /** another kernel on the first one's database */
  const sibling = async () => {
    const { dbUrl, dataDir } = (kernels[0] as unknown as { kernel: { config: { dbUrl: string | null; dataDir: string } } }).kernel.config;
    const k = await startTestKernel({ plugins: [calendar], db: testDb(), config: { ...config, dbUrl, dataDir } });
    kernels.push(k);
    return k;
  };
  const listen = async (k: TestKernel, c: TestClient, into: Inbox<Live>) => {
    const t = await stomp(k.url, c.cookie);
    sockets.push(t);
    await t.subscribe('/topic/calendar_event', into);
  };
  const reminders = (box: Inbox<Live>) => box.drain().filter((m) => m.op === 'REMINDER');

  after(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.stop()));
    for (const k of kernels.reverse()) await k.stop();
  });

  it('sends each due reminder once between two kernels, to the listed users only, and never again after a restart', async () => {
    const a = await startTestKernel({ plugins: [calendar], db: testDb(), config });
    kernels.push(a);
    const chief = await a.userWith(ROLES, 'chefe');
    await a.userWith(ROLES, 'ana');
    const bia = await a.userWith(ROLES, 'bia');
    const anaId = Number((await (await a.signIn('ana', 'secret-pass')).get('/api/users/me')).body.id);
    const b = await sibling();
    const anaHeard = new Inbox<Live>();
    const biaHeard = new Inbox<Live>();
    await listen(a, await a.signIn('ana', 'secret-pass'), anaHeard);
    await listen(b, await b.signIn('ana', 'secret-pass'), anaHeard);
    await listen(a, bia, biaHeard);
    await listen(b, await b.signIn('bia', 'secret-pass'), biaHeard);

    const cal = ok(await chief.post('/api/calendars', { name: 'Redação' }), 201);
    const at = (min: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + min * 60_000).toISOString();
    // due now: 15 and 30 minutes before a start 10 minutes away
    const soon = ok(await chief.post('/api/calendars/events', {
      calendarId: cal.id, name: 'Reunião de pauta', startDate: at(10), endDate: at(40), reminders: [{ minutes: 15 }, { minutes: 30 }], userIds: [anaId],
    }), 201);
    // not due: 15 minutes before a start two hours away
    ok(await chief.post('/api/calendars/events', { calendarId: cal.id, name: 'Mais tarde', startDate: at(120), endDate: at(150), reminders: [{ minutes: 15 }], userIds: [anaId] }), 201);
    // nobody listed: no one is told
    ok(await chief.post('/api/calendars/events', { calendarId: cal.id, name: 'Sem lista', startDate: at(10), endDate: at(20), reminders: [{ minutes: 15 }] }), 201);

    await sleep(2_000);
    const heard = reminders(anaHeard);
    expect(heard.map((m) => m.data.reminder).sort()).to.deep.equal([15, 30]);
    for (const m of heard) {
      expect(m.data).to.include({ id: soon.id, name: 'Reunião de pauta', calendar: 'Redação', startDate: soon.startDate, occurrenceStart: soon.startDate });
    }
    expect(reminders(biaHeard)).to.deep.equal([]);

    // a restart: the second kernel goes, a third comes on the same database
    const bIndex = kernels.indexOf(b);
    await b.stop();
    kernels.splice(bIndex, 1);
    const c = await sibling();
    await listen(c, await c.signIn('ana', 'secret-pass'), anaHeard);
    await sleep(1_500);
    expect(reminders(anaHeard)).to.deep.equal([]);
  });
});
