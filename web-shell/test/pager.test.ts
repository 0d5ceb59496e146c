import { expect } from 'chai';
import { pageCount, pageRange, parseJump, rangeText } from '../src/layout/pager.js';
import pt_BR from '../src/i18n/pt_BR.json' with { type: 'json' };
import en_US from '../src/i18n/en_US.json' with { type: 'json' };

const interpolate = (text: string) => (_key: string, vars: Record<string, unknown>) => text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(vars[k]));

describe("pagination: 'x-y of n', a quick jumper, no size changer", () => {
  it('gives the items shown', () => {
    expect(pageRange(0, 25, 132)).to.deep.equal({ from: 1, to: 25, total: 132 });
    expect(pageRange(1, 25, 132)).to.deep.equal({ from: 26, to: 50, total: 132 });
    expect(pageRange(5, 25, 132)).to.deep.equal({ from: 126, to: 132, total: 132 });
    expect(pageRange(0, 25, 0)).to.deep.equal({ from: 0, to: 0, total: 0 });
    expect(pageRange(0, 25, 1)).to.deep.equal({ from: 1, to: 1, total: 1 });
  });

  it('counts the pages, at least one', () => {
    expect(pageCount(25, 0)).to.equal(1);
    expect(pageCount(25, 25)).to.equal(1);
    expect(pageCount(25, 26)).to.equal(2);
    expect(pageCount(25, 132)).to.equal(6);
  });

  it('jumps to a typed page number, and refuses anything else', () => {
    expect(parseJump('3', 6)).to.equal(2);
    expect(parseJump(' 6 ', 6)).to.equal(5);
    expect(parseJump('1', 1)).to.equal(0);
    expect(parseJump('0', 6)).to.equal(null);
    expect(parseJump('7', 6)).to.equal(null);
    expect(parseJump('2a', 6)).to.equal(null);
    expect(parseJump('', 6)).to.equal(null);
    expect(parseJump('-1', 6)).to.equal(null);
  });

  it("writes the text in the user's language", () => {
    expect(rangeText(interpolate(pt_BR.pager.range), 1, 25, 132, 'pt-BR')).to.equal('26–50 de 132');
    expect(rangeText(interpolate(en_US.pager.range), 5, 25, 132, 'en-US')).to.equal('126–132 of 132');
    expect(rangeText(interpolate(pt_BR.pager.range), 0, 25, 1234, 'pt-BR')).to.equal('1–25 de 1.234');
    expect(rangeText(interpolate(pt_BR.pager.range), 0, 25, 0, 'pt-BR')).to.equal('0–0 de 0');
  });
});
