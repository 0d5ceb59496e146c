import { expect } from 'chai';
import { afterClose, tabForNew } from '../src/tabRules.js';

describe('web kit tab rules of a document area', () => {
  it('tabs: a new document reuses an unsaved form tab; closing shows a neighbour, else the list', () => {
    let n = 0;
    expect(tabForNew([{ key: 'g1', id: 1 }, { key: 'new1', id: null }], () => `new${++n}`)).to.deep.equal({ key: 'new1', created: false });
    expect(tabForNew([{ key: 'g1', id: 1 }], () => `new${++n}`)).to.deep.equal({ key: 'new1', created: true });
    expect(afterClose(['list', 'a', 'b', 'c'], 'b', 'b')).to.equal('c');
    expect(afterClose(['list', 'a', 'b'], 'b', 'b')).to.equal('a');
    expect(afterClose(['list', 'a'], 'a', 'list')).to.equal('list');
    expect(afterClose(['list', 'a'], 'a', 'a')).to.equal('list');
  });
});
