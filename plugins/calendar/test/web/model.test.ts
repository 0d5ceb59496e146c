import { expect } from 'chai';
import type { CalendarEvent, Occurrence } from '../../src/common/index.js';
import { addMonths, bodyOf, byDay, daysOf, formOf, monthWeeks, newForm, orderOf, problemsOf, seriesTimes } from '../../src/web/model.js';

const SP = 'America/Sao_Paulo';
const occ = (startDate: string, endDate: string, allDay = false): Occurrence => ({
  id: 1, seriesId: 1, occurrenceStart: startDate, startDate, endDate, allDay, name: 'X', calendarId: 1, categoryId: null, recurring: false,
});
const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
  id: 1, calendarId: 1, categoryId: null, name: 'Pauta', description: '', startDate: '2026-03-02T12:00:00.000Z', endDate: '2026-03-02T13:00:00.000Z', allDay: false,
  frequency: null, interval: 1, repeatCount: null, repeatUtil: null, repeatByMonthDay: null, repeatByMonth: null, repetitions: [], exDates: [],
  reminders: [], userIds: [], private: false, ownerId: 1, seriesId: null, originalStart: null, version: 0, ...over,
});

describe('calendar web model', () => {
  it('lays the month out in weeks from Sunday', () => {
    const weeks = monthWeeks('2026-11-24');
    expect(weeks).to.have.length(5);
    expect(weeks[0]![0]).to.equal('2026-11-01');
    expect(weeks[4]![6]).to.equal('2026-12-05');
    expect(monthWeeks('2026-02-10')[0]![0]).to.equal('2026-02-01');
    expect(monthWeeks('2026-08-10')).to.have.length(6);
    expect(addMonths('2026-01-31', 1)).to.equal('2026-02-28');
    expect(addMonths('2026-01-15', -1)).to.equal('2025-12-15');
  });

  it('puts a timed occurrence on the newsroom\'s day, an all-day one on its date, whatever the browser', () => {
    // 23:30 in Sao Paulo on 10 March is 11 March in UTC and in Tokyo
    expect(daysOf(occ('2026-03-11T02:30:00.000Z', '2026-03-11T03:00:00.000Z'), SP)).to.deep.equal(['2026-03-10']);
    expect(daysOf(occ('2026-03-11T02:30:00.000Z', '2026-03-11T03:00:00.000Z'), 'Asia/Tokyo')).to.deep.equal(['2026-03-11']);
    // ending at midnight: not on the next day
    expect(daysOf(occ('2026-03-10T20:00:00.000Z', '2026-03-11T03:00:00.000Z'), SP)).to.deep.equal(['2026-03-10']);
    for (const tz of [SP, 'Asia/Tokyo', 'Pacific/Kiritimati']) expect(daysOf(occ('2026-05-15', '2026-05-16', true), tz), tz).to.deep.equal(['2026-05-15', '2026-05-16']);
    const map = byDay([occ('2026-05-15', '2026-05-15', true), occ('2026-05-15T12:00:00.000Z', '2026-05-15T13:00:00.000Z')], SP);
    expect(map.get('2026-05-15')).to.have.length(2);
  });

  it('turns the form into the API body in the newsroom zone, rule fields only when it repeats', () => {
    const f = { ...newForm('2026-03-02', 4), name: ' Pauta ', frequency: 'FREQ_WEEKLY' as const, weekdays: [1, 3], reminders: [30, 15], ends: 'count' as const, count: 8 };
    const body = bodyOf(f, SP);
    expect(body).to.deep.include({ name: 'Pauta', calendarId: 4, startDate: '2026-03-02T12:00:00.000Z', endDate: '2026-03-02T13:00:00.000Z', repeatCount: 8, repeatUtil: null });
    expect(body.repetitions).to.deep.equal([{ value: 1, dayOrder: null }, { value: 3, dayOrder: null }]);
    expect(body.reminders.map((r) => r.minutes)).to.deep.equal([15, 30]);
    expect(bodyOf(f, 'Asia/Tokyo').startDate).to.equal('2026-03-02T00:00:00.000Z');
    const single = bodyOf({ ...f, frequency: null }, SP);
    expect(single).to.deep.include({ repeatCount: null, repetitions: [] });
    const monthly = bodyOf({ ...newForm('2026-01-30', 1), name: 'F', frequency: 'FREQ_MONTHLY', monthlyBy: 'weekday', order: orderOf('2026-01-30') }, SP);
    expect(monthly.repetitions).to.deep.equal([{ value: 5, dayOrder: -1 }]);
    expect(bodyOf({ ...newForm('2026-01-30', 1), name: 'A', allDay: true }, SP)).to.deep.include({ startDate: '2026-01-30', endDate: '2026-01-30' });
  });

  it('reads a stored event back into the form, at an occurrence when asked', () => {
    const e = event({ frequency: 'FREQ_WEEKLY', repetitions: [{ value: 1, dayOrder: null }], repeatUtil: '2026-06-01', reminders: [{ minutes: 60, type: 'NOTIFICATION' }] });
    const f = formOf(e, SP, { startDate: '2026-03-09T12:00:00.000Z', endDate: '2026-03-09T13:00:00.000Z' });
    expect(f).to.deep.include({ startDate: '2026-03-09', startTime: 9 * 3_600_000, endTime: 10 * 3_600_000, ends: 'until', until: '2026-06-01', reminders: [60], weekdays: [1] });
    expect(problemsOf({ ...f, name: '' }, SP)).to.deep.equal({ name: 'required' });
    expect(problemsOf({ ...f, endTime: 8 * 3_600_000 }, SP)).to.deep.equal({ end: 'endBeforeStart' });
    // the series moves by as much as the occurrence did
    expect(seriesTimes(e, '2026-03-09T12:00:00.000Z', { startDate: '2026-03-10T13:00:00.000Z', endDate: '2026-03-10T15:00:00.000Z' }))
      .to.deep.equal({ startDate: '2026-03-03T13:00:00.000Z', endDate: '2026-03-03T15:00:00.000Z' });
  });
});
