// Recurrence expansion against hand-written tables (spec 001 §4 Calendar, issue 15 item 1): each
// expected list was worked out on a paper calendar, with the zone's offsets of the time.
import { expect } from 'chai';
import { expand, InvalidRecurrence, type Rule } from '../src/server/recurrence.js';

const SP = 'America/Sao_Paulo';
const rule = (r: Partial<Rule> & Pick<Rule, 'startDate' | 'endDate'>): Rule => ({
  allDay: false, frequency: null, interval: 1, repeatCount: null, repeatUtil: null,
  repeatByMonthDay: null, repeatByMonth: null, repetitions: [], exDates: [], ...r,
});
const starts = (r: Rule, month: string, tz = SP) => expand(r, month, tz).map((o) => o.startDate);

describe('calendar recurrence (rrule in the branch zone)', () => {
  it('weekly on Monday and Wednesday, one Wednesday excluded', () => {
    // Sao Paulo is UTC-3 all of 2026: 10:00 there is 13:00Z
    const r = rule({
      startDate: '2026-03-02T13:00:00.000Z', endDate: '2026-03-02T14:00:00.000Z', frequency: 'FREQ_WEEKLY',
      repetitions: [{ value: 1, dayOrder: null }, { value: 3, dayOrder: null }], exDates: ['2026-03-11T13:00:00.000Z'],
    });
    expect(starts(r, '2026-03-15')).to.deep.equal(['02', '04', '09', '16', '18', '23', '25', '30'].map((d) => `2026-03-${d}T13:00:00.000Z`));
    expect(expand(r, '2026-03-01', SP)[0]!.endDate).to.equal('2026-03-02T14:00:00.000Z');
    // the next month goes on: Apr 1 (Wed), 6, 8, …
    expect(starts(r, '2026-04-01').slice(0, 3)).to.deep.equal(['2026-04-01T13:00:00.000Z', '2026-04-06T13:00:00.000Z', '2026-04-08T13:00:00.000Z']);
  });

  it('monthly on the last Friday', () => {
    const r = rule({
      startDate: '2026-01-30T12:00:00.000Z', endDate: '2026-01-30T13:00:00.000Z', frequency: 'FREQ_MONTHLY',
      repetitions: [{ value: 5, dayOrder: -1 }],
    });
    const table: [string, string][] = [['2026-01', '30'], ['2026-02', '27'], ['2026-03', '27'], ['2026-04', '24'], ['2026-05', '29'], ['2026-07', '31']];
    for (const [month, day] of table) expect(starts(r, `${month}-10`), month).to.deep.equal([`${month}-${day}T12:00:00.000Z`]);
    // nothing before the start
    expect(starts(r, '2025-12-10')).to.deep.equal([]);
  });

  it('yearly on 29 February: only leap years', () => {
    const r = rule({ startDate: '2024-02-29', endDate: '2024-02-29', allDay: true, frequency: 'FREQ_YEARLY' });
    expect(starts(r, '2024-02-01')).to.deep.equal(['2024-02-29']);
    for (const y of [2025, 2026, 2027]) expect(starts(r, `${y}-02-01`), String(y)).to.deep.equal([]);
    expect(starts(r, '2028-02-01')).to.deep.equal(['2028-02-29']);
    expect(starts(r, '2028-03-01')).to.deep.equal([]);
  });

  it('every two days, five times', () => {
    const r = rule({ startDate: '2026-04-28T11:00:00.000Z', endDate: '2026-04-28T11:30:00.000Z', frequency: 'FREQ_DAILY', interval: 2, repeatCount: 5 });
    expect(starts(r, '2026-04-01')).to.deep.equal(['2026-04-28T11:00:00.000Z', '2026-04-30T11:00:00.000Z']);
    expect(starts(r, '2026-05-01')).to.deep.equal(['2026-05-02T11:00:00.000Z', '2026-05-04T11:00:00.000Z', '2026-05-06T11:00:00.000Z']);
    expect(starts(r, '2026-06-01')).to.deep.equal([]);
  });

  it('keeps 10:00 in Sao Paulo across the 2018 and 2019 daylight-saving changes (and none in late 2019)', () => {
    // Brazil: DST from 2018-11-04 (UTC-2) to 2019-02-17 (UTC-3 again); abolished before November 2019
    const r = rule({ startDate: '2018-10-28T13:00:00.000Z', endDate: '2018-10-28T14:00:00.000Z', frequency: 'FREQ_WEEKLY' });
    expect(starts(r, '2018-10-01')).to.deep.equal(['2018-10-28T13:00:00.000Z']);
    expect(starts(r, '2018-11-01')).to.deep.equal(['04', '11', '18', '25'].map((d) => `2018-11-${d}T12:00:00.000Z`));
    expect(starts(r, '2019-02-01')).to.deep.equal(['2019-02-03T12:00:00.000Z', '2019-02-10T12:00:00.000Z', '2019-02-17T13:00:00.000Z', '2019-02-24T13:00:00.000Z']);
    expect(starts(r, '2019-11-01')).to.deep.equal(['03', '10', '17', '24'].map((d) => `2019-11-${d}T13:00:00.000Z`));
    // an hour long on either side of the change
    for (const o of expand(r, '2019-02-01', SP)) expect(Date.parse(o.endDate) - Date.parse(o.startDate)).to.equal(3_600_000);
  });

  it('an all-day event is the same day whatever the zone', () => {
    const r = rule({ startDate: '2026-05-15', endDate: '2026-05-16', allDay: true });
    for (const tz of ['America/Sao_Paulo', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      expect(expand(r, '2026-05-01', tz), tz).to.deep.equal([{ occurrenceStart: '2026-05-15', startDate: '2026-05-15', endDate: '2026-05-16' }]);
    }
    // a daily all-day series: every day of the month, none shifted
    const daily = rule({ startDate: '2026-02-01', endDate: '2026-02-01', allDay: true, frequency: 'FREQ_DAILY' });
    expect(starts(daily, '2026-02-01', 'Asia/Tokyo')).to.have.length(28).and.to.include('2026-02-28');
  });

  it('caps the series at the end of the viewed month, and stops at repeatUtil', () => {
    const r = rule({ startDate: '2026-01-01T12:00:00.000Z', endDate: '2026-01-01T13:00:00.000Z', frequency: 'FREQ_DAILY', repeatUtil: '2026-03-10' });
    expect(starts(r, '2026-01-01')).to.have.length(31);
    expect(starts(r, '2026-03-01')).to.have.length(10);
    expect(starts(r, '2026-04-01')).to.deep.equal([]);
  });

  it('an event that does not repeat shows in the months it touches', () => {
    const r = rule({ startDate: '2026-01-31T20:00:00.000Z', endDate: '2026-02-01T05:00:00.000Z' });
    expect(starts(r, '2026-01-15')).to.deep.equal(['2026-01-31T20:00:00.000Z']);
    expect(starts(r, '2026-02-15')).to.deep.equal(['2026-01-31T20:00:00.000Z']);
    expect(starts(r, '2026-03-15')).to.deep.equal([]);
  });

  it('an invalid frequency or start raises an error naming the field, and gives no occurrences', () => {
    const bad = (r: Rule) => {
      try {
        expand(r, '2026-01-01', SP);
      } catch (e) {
        return e instanceof InvalidRecurrence ? e.field : 'other';
      }
      return 'none';
    };
    expect(bad(rule({ startDate: '2026-01-01T12:00:00Z', endDate: '2026-01-01T13:00:00Z', frequency: 'FREQ_HOURLY' }))).to.equal('frequency');
    expect(bad(rule({ startDate: 'soon', endDate: '2026-01-01T13:00:00Z', frequency: 'FREQ_DAILY' }))).to.equal('startDate');
    expect(bad(rule({ startDate: '2026-02-30', endDate: '2026-02-30', allDay: true }))).to.equal('startDate');
  });
});
