import { expect } from 'chai';
import { BoundedMap } from '../src/common/bounded.js';

describe('sdk: a bounded map', () => {
  it('lets the oldest entry go when a new key comes past its size; a key set again keeps its place', () => {
    const m = new BoundedMap<string, number>(2);
    m.set('a', 1).set('b', 2).set('a', 10);
    expect([...m]).to.deep.equal([['a', 10], ['b', 2]]);
    m.set('c', 3);
    expect([...m]).to.deep.equal([['b', 2], ['c', 3]]);
  });

  it('makes a key the newest when it is deleted and set again', () => {
    const m = new BoundedMap<string, number>(2);
    m.set('a', 1).set('b', 2);
    m.delete('a');
    m.set('a', 1).set('c', 3);
    expect([...m.keys()]).to.deep.equal(['a', 'c']);
  });

  it('refuses a size under one', () => {
    expect(() => new BoundedMap(0)).to.throw(RangeError);
  });
});
