// The time inputs (spec 000 §5): digits and colons only, colons inserted, length
// limited, committed only when the whole pattern matches.
import { expect } from 'chai';
import { acceptsKey, formatForPattern, maskTime, patternLength } from '../src/time.js';

describe('web: time input mask', () => {
  it('keeps digits and colons only', () => {
    expect(maskTime('1a2b', 'HH:mm').text).to.equal('12');
    expect(maskTime('x', 'mm:ss').text).to.equal('');
    expect(maskTime(' 0-9 3 0', 'mm:ss').text).to.equal('09:30');
  });

  it('inserts the colons as the digits come', () => {
    expect(maskTime('1', 'HH:mm:ss').text).to.equal('1');
    expect(maskTime('19', 'HH:mm:ss').text).to.equal('19');
    expect(maskTime('193', 'HH:mm:ss').text).to.equal('19:3');
    expect(maskTime('19304', 'HH:mm:ss').text).to.equal('19:30:4');
    expect(maskTime('193045', 'HH:mm:ss').text).to.equal('19:30:45');
  });

  it('keeps a colon typed after a whole part, and pads a lone digit closed by a colon', () => {
    expect(maskTime('19:', 'HH:mm:ss').text).to.equal('19:');
    expect(maskTime('7:', 'HH:mm').text).to.equal('07:');
    expect(maskTime('7:3', 'HH:mm').text).to.equal('07:3');
    expect(maskTime('1:5:', 'mm:ss').text).to.equal('01:05');
    // no colon after the last part
    expect(maskTime('19:30:', 'HH:mm').text).to.equal('19:30');
  });

  it('limits the length to the pattern', () => {
    expect(maskTime('1930451234', 'HH:mm:ss').text).to.equal('19:30:45');
    expect(maskTime('123456', 'mm:ss').text).to.equal('12:34');
    expect(patternLength('HH:mm')).to.equal(5);
    expect(patternLength('HH:mm:ss')).to.equal(8);
    expect(patternLength('mm:ss')).to.equal(5);
  });

  it('commits only a complete pattern with every part in range', () => {
    expect(maskTime('19:3', 'HH:mm')).to.deep.equal({ text: '19:3', complete: false, value: null });
    expect(maskTime('19:30', 'HH:mm')).to.deep.equal({ text: '19:30', complete: true, value: (19 * 60 + 30) * 60_000 });
    expect(maskTime('19:30:15', 'HH:mm:ss').value).to.equal(((19 * 60 + 30) * 60 + 15) * 1000);
    expect(maskTime('24:00', 'HH:mm').complete).to.equal(false);
    expect(maskTime('23:60', 'HH:mm').complete).to.equal(false);
    expect(maskTime('23:59:60', 'HH:mm:ss').complete).to.equal(false);
    expect(maskTime('01:30', 'mm:ss').value).to.equal(90_000);
    // durations: minutes up to 99, seconds up to 59
    expect(maskTime('95:00', 'mm:ss').value).to.equal(95 * 60_000);
    expect(maskTime('05:75', 'mm:ss').complete).to.equal(false);
    expect(maskTime('26:10:00', 'HH:mm:ss+').value).to.equal((26 * 60 + 10) * 60_000);
  });

  it('formats a value for its editor', () => {
    expect(formatForPattern(90_000, 'mm:ss')).to.equal('01:30');
    expect(formatForPattern(((19 * 60 + 5) * 60 + 7) * 1000, 'HH:mm:ss')).to.equal('19:05:07');
    expect(formatForPattern((19 * 60 + 5) * 60_000, 'HH:mm')).to.equal('19:05');
    expect(formatForPattern(null, 'HH:mm')).to.equal('');
    // a formatted value masks to itself, complete
    for (const [ms, p] of [[754_000, 'mm:ss'], [68_400_000, 'HH:mm:ss'], [3_600_000 * 30, 'HH:mm:ss+']] as const) {
      const m = maskTime(formatForPattern(ms, p), p);
      expect(m.complete).to.equal(true);
      expect(m.value).to.equal(ms);
    }
  });

  it('lets digits, colons and editing keys through', () => {
    expect(acceptsKey('5')).to.equal(true);
    expect(acceptsKey(':')).to.equal(true);
    expect(acceptsKey('Backspace')).to.equal(true);
    expect(acceptsKey('a')).to.equal(false);
    expect(acceptsKey('.')).to.equal(false);
  });
});
