// The calendar API on SQLite and MariaDB (LAUDA_TEST_DB): calendars and categories, a month's
// occurrences in the branch zone, one occurrence edited or dropped, move and resize, private events.
import { expect } from 'chai';
import { boot, eventBody, ok, testDb, type Rig } from './support.js';

describe(`calendar API on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => {
    rig = await boot();
  });
  after(async () => rig?.stop());

  const list = async (date: string, c = rig.chief) => ok(await c.get(`/api/calendars/events?calendarId=${rig.calendarId}&currentDate=${date}`)) as any[];

  it('keeps calendars with their categories; only the calendar admin changes them', async () => {
    const cal = ok(await rig.chief.post('/api/calendars', { name: 'Esportes', color: '#e53935', categories: [{ name: 'Jogo' }, { name: 'Treino', color: '#00897b' }] }), 201);
    expect(cal.categories.map((c: any) => c.name)).to.deep.equal(['Jogo', 'Treino']);
    const saved = ok(await rig.chief.put(`/api/calendars/${cal.id}`, { name: 'Esportes', color: '#e53935', version: cal.version, categories: [{ id: cal.categories[1].id, name: 'Treino aberto', color: '#00897b' }, { name: 'Coletiva' }] }));
    expect(saved.categories.map((c: any) => c.name)).to.deep.equal(['Treino aberto', 'Coletiva']);
    expect(saved.categories[0].id).to.equal(cal.categories[1].id);
    expect(ok(await rig.chief.get(`/api/calendars/categories?calendarId=${cal.id}`)).map((c: any) => c.name)).to.deep.equal(['Treino aberto', 'Coletiva']);
    expect(ok(await rig.chief.put(`/api/calendars/${cal.id}`, { name: 'X', version: cal.version }), 412).code).to.equal('calendar.staleVersion');
    const reader = await rig.user('leitor', ['ROLE_CALENDAR_READ', 'ROLE_CALENDAR_WRITE']);
    expect(ok(await reader.c.get('/api/calendars')).map((c: any) => c.name)).to.include('Esportes');
    ok(await reader.c.post('/api/calendars', { name: 'Minha' }), 403);
    const bad = ok(await rig.chief.post('/api/calendars', { name: 'Cor', color: 'red' }), 400);
    expect(bad.details.issues[0].field).to.equal('color');
    ok(await rig.chief.delete(`/api/calendars/${cal.id}`), 204);
    ok(await rig.chief.get(`/api/calendars/${cal.id}`), 404);
  });

  it('lists a weekly Monday and Wednesday series in the month, one Wednesday excluded', async () => {
    const e = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Reunião de pauta', '2030-04-01T12:00:00.000Z', {
      frequency: 'FREQ_WEEKLY', repetitions: [{ value: 1 }, { value: 3 }], categoryId: rig.categoryId,
    })), 201);
    ok(await rig.chief.post(`/api/calendars/events/${e.id}/exclude`, { occurrence: '2030-04-10T12:00:00.000Z' }));
    const april = (await list('2030-04-20')).filter((o) => o.seriesId === e.id);
    expect(april.map((o) => o.startDate.slice(8, 10))).to.deep.equal(['01', '03', '08', '15', '17', '22', '24', '29']);
    expect(april[0]).to.include({ id: e.id, seriesId: e.id, occurrenceStart: '2030-04-01T12:00:00.000Z', endDate: '2030-04-01T13:00:00.000Z', recurring: true, categoryId: rig.categoryId });
    // a date not of the series
    expect(ok(await rig.chief.post(`/api/calendars/events/${e.id}/exclude`, { occurrence: '2030-04-02T12:00:00.000Z' }), 404).code).to.equal('calendar.noSuchOccurrence');
  });

  it('edits one occurrence: it leaves the series and is listed once, as an event of its own', async () => {
    const e = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Plantão', '2030-05-06T20:00:00.000Z', { frequency: 'FREQ_DAILY', repeatCount: 5 })), 201);
    const { series, event } = ok(await rig.chief.post(`/api/calendars/events/${e.id}/occurrence`, {
      ...eventBody(rig.calendarId, 'Plantão reforçado', '2030-05-08T22:00:00.000Z'), occurrence: '2030-05-08T20:00:00.000Z',
    }), 201);
    expect(series.exDates).to.deep.equal(['2030-05-08T20:00:00.000Z']);
    expect(event).to.include({ seriesId: e.id, originalStart: '2030-05-08T20:00:00.000Z', frequency: null, name: 'Plantão reforçado' });
    const may = (await list('2030-05-01')).filter((o) => o.seriesId === e.id);
    expect(may.map((o) => [o.name, o.startDate])).to.deep.equal([
      ['Plantão', '2030-05-06T20:00:00.000Z'], ['Plantão', '2030-05-07T20:00:00.000Z'], ['Plantão reforçado', '2030-05-08T22:00:00.000Z'],
      ['Plantão', '2030-05-09T20:00:00.000Z'], ['Plantão', '2030-05-10T20:00:00.000Z'],
    ]);
    expect(may[2]).to.include({ id: event.id, occurrenceStart: '2030-05-08T20:00:00.000Z' });
    // the series removed: its detached occurrence goes too
    ok(await rig.chief.delete(`/api/calendars/events/${e.id}`), 204);
    expect((await list('2030-05-01')).filter((o) => o.seriesId === e.id)).to.deep.equal([]);
    ok(await rig.chief.get(`/api/calendars/events/${event.id}`), 404);
  });

  it('moves and resizes: an event, one occurrence, or the whole series', async () => {
    const single = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Entrevista', '2030-06-03T15:00:00.000Z')), 201);
    const moved = ok(await rig.chief.post(`/api/calendars/events/${single.id}/move`, { startDate: '2030-06-04T16:00:00.000Z', endDate: '2030-06-04T18:00:00.000Z' }));
    expect(moved).to.include({ startDate: '2030-06-04T16:00:00.000Z', endDate: '2030-06-04T18:00:00.000Z', version: 1 });
    const weekly = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Fechamento', '2030-06-07T21:00:00.000Z', { frequency: 'FREQ_WEEKLY', exDates: ['2030-06-21T21:00:00.000Z'] })), 201);
    const one = ok(await rig.chief.post(`/api/calendars/events/${weekly.id}/move`, { startDate: '2030-06-14T22:00:00.000Z', endDate: '2030-06-14T23:00:00.000Z', occurrence: '2030-06-14T21:00:00.000Z', scope: 'one' }));
    expect(one).to.include({ seriesId: weekly.id, startDate: '2030-06-14T22:00:00.000Z' });
    // the series a day later: its exDates follow it
    const all = ok(await rig.chief.post(`/api/calendars/events/${weekly.id}/move`, { startDate: '2030-06-08T21:00:00.000Z', endDate: '2030-06-08T23:00:00.000Z', occurrence: '2030-06-07T21:00:00.000Z' }));
    expect(all).to.include({ startDate: '2030-06-08T21:00:00.000Z', endDate: '2030-06-08T23:00:00.000Z' });
    expect(all.exDates).to.deep.equal(['2030-06-15T21:00:00.000Z', '2030-06-22T21:00:00.000Z']);
    const june = (await list('2030-06-01')).filter((o) => o.seriesId === weekly.id).map((o) => o.startDate);
    expect(june).to.deep.equal(['2030-06-08T21:00:00.000Z', '2030-06-14T22:00:00.000Z', '2030-06-29T21:00:00.000Z']);
    const bad = ok(await rig.chief.post(`/api/calendars/events/${single.id}/move`, { startDate: '2030-06-04T16:00:00.000Z', endDate: '2030-06-04T15:00:00.000Z' }), 400);
    expect(bad.details.issues[0].field).to.equal('endDate');
  });

  it('refuses an invalid frequency, start date or month with a 400 naming the field, and stores nothing', async () => {
    const field = async (body: Record<string, unknown>) => ok(await rig.chief.post('/api/calendars/events', body), 400).details.issues[0].field;
    expect(await field(eventBody(rig.calendarId, 'Ruim', '2030-07-01T12:00:00.000Z', { frequency: 'FREQ_HOURLY' }))).to.equal('frequency');
    expect(await field({ calendarId: rig.calendarId, name: 'Ruim', startDate: 'amanhã', endDate: '2030-07-01T12:00:00.000Z' })).to.equal('startDate');
    expect(await field({ calendarId: rig.calendarId, name: 'Ruim', startDate: '2030-02-30', endDate: '2030-02-30', allDay: true })).to.equal('startDate');
    expect(await field({ calendarId: rig.calendarId, name: 'Ruim', startDate: '2030-07-01', endDate: '2030-07-01' })).to.equal('startDate');
    expect(await field(eventBody(rig.calendarId, 'Ruim', '2030-07-01T12:00:00.000Z', { repetitions: [{ value: 7 }] }))).to.match(/^repetitions/);
    expect((await list('2030-07-01')).filter((o) => o.name === 'Ruim')).to.deep.equal([]);
    expect(ok(await rig.chief.get(`/api/calendars/events?currentDate=2030-13-01`), 400).details.issues[0].field).to.equal('currentDate');
    const other = ok(await rig.chief.post('/api/calendars', { name: 'Outro', categories: [{ name: 'Alheia' }] }), 201);
    const cat = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Ruim', '2030-07-01T12:00:00.000Z', { categoryId: other.categories[0].id })), 422);
    expect(cat).to.include({ code: 'calendar.categoryNotOfCalendar' });
  });

  it('shows an all-day event on its own date whatever the branch zone', async () => {
    const e = ok(await rig.chief.post('/api/calendars/events', { calendarId: rig.calendarId, name: 'Eleição', startDate: '2030-10-06', endDate: '2030-10-06', allDay: true }), 201);
    try {
      for (const zone of ['America/Sao_Paulo', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        await rig.zone(zone);
        const oct = (await list('2030-10-15')).filter((o) => o.id === e.id);
        expect(oct, zone).to.deep.equal([{ ...oct[0], startDate: '2030-10-06', endDate: '2030-10-06', allDay: true, occurrenceStart: '2030-10-06' }]);
        expect((await list('2030-09-15')).filter((o) => o.id === e.id), zone).to.deep.equal([]);
      }
    } finally {
      await rig.zone('America/Sao_Paulo');
    }
  });

  it('shows a timed series at the same wall-clock time of the branch zone before and after a DST change', async () => {
    // 10:00 in Sao Paulo on Sundays from 2018-10-28: 13:00Z, then 12:00Z during the 2018-2019 summer time
    const e = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Plantão de domingo', '2018-10-28T13:00:00.000Z', { frequency: 'FREQ_WEEKLY', repeatUtil: '2019-03-01' })), 201);
    const nov = (await list('2018-11-01')).filter((o) => o.id === e.id).map((o) => o.startDate);
    expect(nov).to.deep.equal(['04', '11', '18', '25'].map((d) => `2018-11-${d}T12:00:00.000Z`));
    const feb = (await list('2019-02-01')).filter((o) => o.id === e.id).map((o) => o.startDate);
    expect(feb).to.deep.equal(['2019-02-03T12:00:00.000Z', '2019-02-10T12:00:00.000Z', '2019-02-17T13:00:00.000Z', '2019-02-24T13:00:00.000Z']);
    expect((await list('2019-03-01')).filter((o) => o.id === e.id)).to.deep.equal([]);
  });

  it('a private event is seen and changed only by its owner and the users it lists', async () => {
    const listed = await rig.user('listado');
    const other = await rig.user('outro');
    const e = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Reunião reservada', '2030-08-05T12:00:00.000Z', { private: true, userIds: [listed.id] })), 201);
    expect((await list('2030-08-01', listed.c)).map((o) => o.id)).to.include(e.id);
    expect((await list('2030-08-01', other.c)).map((o) => o.id)).not.to.include(e.id);
    ok(await listed.c.get(`/api/calendars/events/${e.id}`));
    expect(ok(await other.c.get(`/api/calendars/events/${e.id}`), 404)).to.be.an('object');
    expect((await other.c.put(`/api/calendars/events/${e.id}`, { ...eventBody(rig.calendarId, 'X', '2030-08-05T12:00:00.000Z'), version: 0 })).status).to.be.within(403, 404);
    // only the owner makes it public
    const refused = await listed.c.put(`/api/calendars/events/${e.id}`, { ...eventBody(rig.calendarId, 'Reunião reservada', '2030-08-05T12:00:00.000Z'), private: false, userIds: [listed.id], version: 0 });
    expect(refused.status).to.equal(403);
  });

  it('prints an event (or one occurrence) as a PDF through the kernel service, for who sees it only', async () => {
    const e = ok(await rig.chief.post('/api/calendars/events', eventBody(rig.calendarId, 'Coletiva do governador', '2030-09-02T13:00:00.000Z', {
      frequency: 'FREQ_WEEKLY', reminders: [{ minutes: 60 }], description: 'Levar dois cinegrafistas.', private: true,
    })), 201);
    const r = await rig.chief.get(`/api/calendars/events/${e.id}/pdf?locale=en_US&occurrence=2030-09-09T13:00:00.000Z`);
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.equal('application/pdf');
    expect(String(r.body).startsWith('%PDF')).to.equal(true);
    expect(r.headers.get('content-disposition')).to.include('Coletiva');
    const other = await rig.user('curioso');
    expect((await other.c.get(`/api/calendars/events/${e.id}/pdf`)).status).to.equal(404);
    expect(ok(await rig.chief.get(`/api/calendars/events/${e.id}/pdf?locale=xx_XX`), 400).details.issues[0].field).to.equal('locale');
  });
});
