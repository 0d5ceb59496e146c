import { expect } from 'chai';
import { formatDuration, parseDuration } from '../src/common/duration.js';

describe('sdk: ISO 8601 durations', () => {
  it('parses days, hours, minutes and seconds with up to milliseconds; a sign; spaces around', () => {
    expect(parseDuration('PT0S')).to.equal(0);
    expect(parseDuration('PT1M30.5S')).to.equal(90_500);
    expect(parseDuration('P1DT2H')).to.equal(26 * 3_600_000);
    expect(parseDuration('-PT10S')).to.equal(-10_000);
    expect(parseDuration(' PT1M ')).to.equal(60_000);
  });

  it('answers null for what is not a duration, every time it is asked', () => {
    for (const bad of ['P', 'PT', 'P1DT', '1M', 'PT1.2345S', 'ten minutes', '']) {
      expect(parseDuration(bad), bad).to.equal(null);
      expect(parseDuration(bad), `${bad} again`).to.equal(null);
    }
  });

  it('answers the same for a text asked many times, also past the texts it remembers', () => {
    for (let i = 0; i < 2500; i++) expect(parseDuration(`PT${i}S`)).to.equal(i * 1000);
    expect(parseDuration('PT1M30.5S')).to.equal(90_500);
    expect(parseDuration('PT7S')).to.equal(7000);
    const long = `P${'0'.repeat(100)}1D`;
    expect(parseDuration(long)).to.equal(86_400_000);
    expect(parseDuration(long)).to.equal(86_400_000);
  });

  it('formats ms back to the shortest text', () => {
    expect(formatDuration(0)).to.equal('PT0S');
    expect(formatDuration(90_500)).to.equal('PT1M30.5S');
    expect(formatDuration(-3_600_000)).to.equal('-PT1H');
    expect(parseDuration(formatDuration(3_723_456))).to.equal(3_723_456);
  });
});
