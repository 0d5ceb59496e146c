// The iCalendar feed: a per-user secret URL per calendar, revocable; the feed holds what its user
// sees (their private events, no one else's), in RFC 5545 with the branch zone's wall clock.
import { expect } from 'chai';
import { boot, eventBody, ok, testDb, type Rig } from './support.js';

describe(`calendar iCalendar feed on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => {
    rig = await boot();
  });
  after(async () => rig?.stop());

  it('makes a secret URL per user, serves the events that user sees, and stops when revoked or replaced', async () => {
    const ana = await rig.user('ana-feed');
    const weekly = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Reunião de pauta; semanal', '2030-03-04T12:00:00.000Z', {
      frequency: 'FREQ_WEEKLY', repetitions: [{ value: 1 }, { value: 3 }], repeatUtil: '2030-06-30', exDates: ['2030-03-06T12:00:00.000Z'], reminders: [{ minutes: 15 }],
    })), 201);
    ok(await rig.chief.post(`/api/calendars/events/${weekly.id}/occurrence`, { ...eventBody(rig.calendarId, 'Pauta especial', '2030-03-11T13:00:00.000Z'), occurrence: '2030-03-11T12:00:00.000Z' }), 201);
    ok(await rig.chief.post('/api/calendars/events', { calendarId: rig.calendarId, name: 'Eleição', startDate: '2030-10-06', endDate: '2030-10-06', allDay: true }), 201);
    ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Só da chefia', '2030-03-05T12:00:00.000Z', { private: true })), 201);

    expect(ok(await ana.c.get(`/api/calendars/${rig.calendarId}/feed`))).to.deep.equal({ active: false, createdAt: null });
    const { path } = ok(await ana.c.post(`/api/calendars/${rig.calendarId}/feed`));
    expect(path).to.match(/^\/api\/calendars\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(ok(await ana.c.get(`/api/calendars/${rig.calendarId}/feed`)).active).to.equal(true);
    const feed = await rig.k.anonymous().get(path);
    expect(feed.status).to.equal(200);
    expect(feed.headers.get('content-type')).to.include('text/calendar');
    const text = String(feed.body);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).to.equal(true);
    // 12:00Z is 09:00 in Sao Paulo
    expect(text).to.include('DTSTART;TZID=America/Sao_Paulo:20300304T090000');
    expect(text).to.include('RRULE:FREQ=WEEKLY;UNTIL=20300701T025959Z;BYDAY=MO,WE');
    expect(text).to.include('EXDATE;TZID=America/Sao_Paulo:20300306T090000');
    expect(text).to.include('SUMMARY:Reunião de pauta\\; semanal');
    expect(text).to.include('RECURRENCE-ID;TZID=America/Sao_Paulo:20300311T090000');
    expect(text).to.include('DTSTART;VALUE=DATE:20301006').and.include('DTEND;VALUE=DATE:20301007');
    expect(text).to.include('TRIGGER:-PT15M');
    expect(text).not.to.include('Só da chefia');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), line).to.be.at.most(75);

    // the owner's own feed holds the private event
    const mine = ok(await rig.chief.post(`/api/calendars/${rig.calendarId}/feed`));
    expect(String((await rig.k.anonymous().get(mine.path)).body)).to.include('Só da chefia');

    // replaced: the old URL stops; revoked: the new one too
    const again = ok(await ana.c.post(`/api/calendars/${rig.calendarId}/feed`));
    expect((await rig.k.anonymous().get(path)).status).to.equal(404);
    expect((await rig.k.anonymous().get(again.path)).status).to.equal(200);
    ok(await ana.c.delete(`/api/calendars/${rig.calendarId}/feed`), 204);
    expect((await rig.k.anonymous().get(again.path)).status).to.equal(404);
    expect((await rig.k.anonymous().get('/api/calendars/feed/nope')).status).to.equal(400);
  });
});
