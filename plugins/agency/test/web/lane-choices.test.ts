import { expect } from 'chai';
import { pickedOf, refsOf, type Choice } from '../../src/web/laneChoices.js';

describe('agency web: a lane\'s categories and sources of every kind', () => {
  const choices: Choice[] = [
    { ref: { kind: 'rss', id: 1 }, label: 'G1' },
    { ref: { kind: 'facebook', id: 1 }, label: 'GloboNews' },
    { ref: { kind: 'twitter', id: 4 }, label: 'Agência Brasil' },
  ];

  it('numbers the refs a lane holds by their place, the same id of two kinds apart', () => {
    expect(pickedOf(choices, [{ kind: 'facebook', id: 1 }])).to.deep.equal([2]);
    expect(pickedOf(choices, [{ kind: 'rss', id: 1 }, { kind: 'twitter', id: 4 }])).to.deep.equal([1, 3]);
  });

  it('turns the picked places back into refs and keeps refs no choice offers', () => {
    const gone = { kind: 'twitter' as const, id: 99 };
    expect(refsOf(choices, [gone, { kind: 'rss', id: 1 }], [2, 3])).to.deep.equal([gone, { kind: 'facebook', id: 1 }, { kind: 'twitter', id: 4 }]);
    expect(refsOf(choices, [], [7])).to.deep.equal([]);
  });
});
