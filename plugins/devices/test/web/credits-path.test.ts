import { expect } from 'chai';
import { creditTemplatesPath } from '../../src/web/credits/credits.js';

describe('web: credit templates of a program', () => {
  it('asks the server by text, page and size', () => {
    expect(creditTemplatesPath(4, ' nome  ', 2)).to.equal('/api/programs/4/credit-templates?text=nome&page=2&size=20');
    expect(creditTemplatesPath(4, 'a&b', 0, 500)).to.equal('/api/programs/4/credit-templates?text=a%26b&page=0&size=500');
  });
});
