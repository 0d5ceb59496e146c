import { expect } from 'chai';
import { scopedT, type KitT } from '../src/text.js';

describe('web kit scopedT: a panel translate that remembers plain texts', () => {
  const counting = (texts: Record<string, string>) => {
    const calls: string[] = [];
    const t: KitT = (key, vars) => {
      calls.push(key);
      const text = texts[key] ?? key;
      return vars ? text.replace('{{n}}', String(vars.n)) : text;
    };
    return { t, calls };
  };

  it('asks a plain text once and answers it under the prefix', () => {
    const { t, calls } = counting({ 'web.grid.select': 'Selecionar' });
    const w = scopedT(t, 'web.');
    expect([w('grid.select'), w('grid.select'), w('grid.select')]).to.deep.equal(['Selecionar', 'Selecionar', 'Selecionar']);
    expect(calls).to.deep.equal(['web.grid.select']);
  });

  it('asks again every time for texts with variables and for texts not found yet', () => {
    const texts: Record<string, string> = { 'web.count': '{{n}} matérias' };
    const { t, calls } = counting(texts);
    const w = scopedT(t, 'web.');
    expect(w('count', { n: 2 })).to.equal('2 matérias');
    expect(w('count', { n: 3 })).to.equal('3 matérias');
    expect(w('later')).to.equal('web.later');
    texts['web.later'] = 'Depois'; // the namespace arrived
    expect(w('later')).to.equal('Depois');
    expect(calls).to.deep.equal(['web.count', 'web.count', 'web.later', 'web.later']);
  });

  it('keeps nothing between two translate functions (a language change makes a new one)', () => {
    const pt = scopedT(counting({ 'a': 'Olá' }).t, '');
    const en = scopedT(counting({ 'a': 'Hello' }).t, '');
    expect([pt('a'), en('a'), pt('a')]).to.deep.equal(['Olá', 'Hello', 'Olá']);
  });
});
