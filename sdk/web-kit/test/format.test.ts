import { expect } from 'chai';
import { dateIn, formatDate, formatInstant, formatTime, parseDate, setBranchTimeZone, timeOfDayMs } from '../src/format.js';
import { completeTime, endsNextDay, formatForPattern, maskTime, shortTime } from '../src/time.js';
import { check, email, maxChars, problemsOf, required } from '../src/validation.js';

describe('web kit formats (spec 000 §5)', () => {
  it("shows an instant as dd/MM/yyyy HH:mm in the branch's zone, whatever the browser's", () => {
    const iso = '2026-03-01T02:30:15Z';
    expect(formatInstant(iso, 'America/Sao_Paulo')).to.equal('28/02/2026 23:30');
    expect(formatInstant(iso, 'Europe/Lisbon', true)).to.equal('01/03/2026 02:30:15');
    expect(formatInstant(iso, 'Asia/Tokyo')).to.equal('01/03/2026 11:30');
    expect(formatInstant(null)).to.equal('');
    expect(formatInstant('not a date')).to.equal('not a date');
  });
  it("gives the newsroom's date of an instant (its 'today')", () => {
    const t = Date.parse('2026-03-01T02:30:00Z');
    expect(dateIn(t, 'America/Sao_Paulo')).to.equal('2026-02-28');
    expect(dateIn(t, 'UTC')).to.equal('2026-03-01');
  });
  it("uses the branch's zone the shell set when a caller names none (never the runtime's)", () => {
    const iso = '2026-03-01T02:30:15Z';
    const t = Date.parse(iso);
    try {
      setBranchTimeZone('America/Sao_Paulo');
      expect(formatInstant(iso)).to.equal('28/02/2026 23:30');
      expect(formatTime(t)).to.equal('23:30:15');
      expect(formatTime(t, undefined, false)).to.equal('23:30');
      expect(timeOfDayMs(t)).to.equal(((23 * 60 + 30) * 60 + 15) * 1000);
      expect(dateIn(t)).to.equal('2026-02-28');
      setBranchTimeZone('Asia/Tokyo');
      expect(formatTime(t)).to.equal('11:30:15');
      // an explicit zone wins; an unknown one falls back to the branch's
      expect(formatTime(t, 'UTC')).to.equal('02:30:15');
      expect(formatInstant(iso, 'Not/AZone')).to.equal('01/03/2026 11:30');
    } finally {
      setBranchTimeZone(undefined);
    }
  });
  it('writes and reads dates as dd/MM/yyyy, refusing days that do not exist', () => {
    expect(formatDate('2026-02-28')).to.equal('28/02/2026');
    expect(parseDate('28/02/2026')).to.equal('2026-02-28');
    expect(parseDate('29/02/2024')).to.equal('2024-02-29');
    expect(parseDate('29/02/2026')).to.equal(null);
    expect(parseDate('31/04/2026')).to.equal(null);
    expect(parseDate('2026-02-28')).to.equal(null);
  });
});

describe('web kit time inputs: HH:mm:ss, mm:ss and durations', () => {
  it('keeps digits, adds the colons, cuts at the length, commits only a whole value', () => {
    expect(maskTime('1', 'HH:mm:ss')).to.deep.equal({ text: '1', complete: false, value: null });
    expect(maskTime('1930', 'HH:mm:ss').text).to.equal('19:30');
    expect(maskTime('19a30:15x', 'HH:mm:ss')).to.deep.equal({ text: '19:30:15', complete: true, value: (19 * 3600 + 30 * 60 + 15) * 1000 });
    expect(maskTime('1930159', 'HH:mm:ss').text).to.equal('19:30:15');
    expect(maskTime('7:', 'HH:mm:ss').text).to.equal('07:');
    expect(maskTime('25:00:00', 'HH:mm:ss').complete).to.equal(false);
    expect(maskTime('99:59:59', 'HH:mm:ss+').value).to.equal((99 * 3600 + 59 * 60 + 59) * 1000);
    expect(maskTime('9959', 'mm:ss').value).to.equal((99 * 60 + 59) * 1000);
  });
  it('completes HH:mm with :00 on leaving the field, and refuses a partial value', () => {
    expect(completeTime('06:00', 'HH:mm:ss')).to.equal(6 * 3600 * 1000);
    expect(completeTime('06:0', 'HH:mm:ss')).to.equal(null);
    expect(completeTime('06:00:01', 'HH:mm:ss')).to.equal((6 * 3600 + 1) * 1000);
  });
  it('shows a value in its pattern', () => {
    expect(formatForPattern(90_000, 'mm:ss')).to.equal('01:30');
    expect(formatForPattern((25 * 3600 + 1) * 1000, 'HH:mm:ss+')).to.equal('25:00:01');
    expect(formatForPattern((25 * 3600 + 1) * 1000, 'HH:mm:ss')).to.equal('01:00:01');
    expect(formatForPattern(null, 'HH:mm')).to.equal('');
    expect(shortTime('06:00:00')).to.equal('06:00');
    expect(shortTime('06:30:15')).to.equal('06:30:15');
    expect(endsNextDay('23:00:00', '01:00:00')).to.equal(true);
    expect(endsNextDay('01:00:00', '23:00:00')).to.equal(false);
  });
});

describe('web kit form rules', () => {
  it('gives the first problem of the rules, and only the problems that exist', () => {
    expect(check('  ', required, maxChars(3))).to.deep.equal({ key: 'validation.required' });
    expect(check('abcd', required, maxChars(3))).to.deep.equal({ key: 'validation.maxChars', vars: { count: 3 } });
    expect(check('a@b', email)).to.deep.equal({ key: 'validation.invalidEmail' });
    expect(check('ana@example.org', required, email)).to.equal(null);
    expect(problemsOf({ name: { key: 'validation.required' }, email: null })).to.deep.equal({ name: { key: 'validation.required' } });
  });
});
