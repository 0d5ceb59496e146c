import { expect } from 'chai';
import { wallClock, zonedInstant } from '../src/common/zone.js';

describe('sdk: wall clocks of a time zone', () => {
  it('finds the instant of a date and time of day in a zone', () => {
    expect(new Date(zonedInstant('2026-11-21', 19 * 3_600_000, 'America/Sao_Paulo')).toISOString()).to.equal('2026-11-21T22:00:00.000Z');
    expect(new Date(zonedInstant('2026-07-01', 0, 'Europe/Lisbon')).toISOString()).to.equal('2026-06-30T23:00:00.000Z');
    expect(new Date(zonedInstant('2026-01-01', 90_500, 'UTC')).toISOString()).to.equal('2026-01-01T00:01:30.500Z');
  });

  it('lands right on both sides of a daylight-saving change', () => {
    // New York moves from EST (-5) to EDT (-4) at 02:00 on 2026-03-08
    expect(new Date(zonedInstant('2026-03-08', 1 * 3_600_000, 'America/New_York')).toISOString()).to.equal('2026-03-08T06:00:00.000Z');
    expect(new Date(zonedInstant('2026-03-08', 3 * 3_600_000, 'America/New_York')).toISOString()).to.equal('2026-03-08T07:00:00.000Z');
    expect(new Date(zonedInstant('2026-11-01', 12 * 3_600_000, 'America/New_York')).toISOString()).to.equal('2026-11-01T17:00:00.000Z');
  });

  it('reads an instant back as the zone\'s wall clock', () => {
    expect(wallClock(Date.parse('2026-11-22T01:30:15Z'), 'America/Sao_Paulo')).to.deep.equal({ y: 2026, m: 11, d: 21, h: 22, min: 30, s: 15 });
    expect(wallClock(Date.parse('2026-11-22T01:30:15Z'), 'Asia/Tokyo')).to.deep.equal({ y: 2026, m: 11, d: 22, h: 10, min: 30, s: 15 });
  });
});
