// The credit chooser (slot story.sectionTools): templates chosen in the order chosen, asked by text and page.
import { expect } from 'chai';
import type { CreditTemplate } from '@lauda/sdk/device';
import { creditTemplatesPath, toggleChosen } from '../../src/web/credits/credits.js';

const tpl = (id: number): CreditTemplate => ({ id, deviceId: 7, deviceName: 'Chyron', code: `T${id}`, name: `Nome ${id}`, thumbnailUrl: null, fields: [] });

describe('devices web: credit chooser', () => {
  it('toggles the selection in the order chosen', () => {
    const a = tpl(1);
    const b = tpl(2);
    const one = toggleChosen([], b);
    const two = toggleChosen(one, a);
    expect(two.map((t) => t.id)).to.deep.equal([2, 1]);
    expect(toggleChosen(two, b).map((t) => t.id)).to.deep.equal([1]);
  });

  it('asks the server by text, page and the page size', () => {
    expect(creditTemplatesPath(4, ' nome  ', 2)).to.equal('/api/programs/4/credit-templates?text=nome&page=2&size=20');
  });
});
