// Credits in the story editor (spec 000 §2, 001 §5): chosen templates become CG sub-sections with a
// fresh uuid per field and empty values; a field's size above zero limits its input.
import { expect } from 'chai';
import {
  creditSubSection, fieldLimit, limitValue, sizesByCode, type CreditTemplate,
} from '../src/web/logic/credits.js';
import { subSection as subSectionSchema } from '../src/server/schemas.js';

const tpl = (id: number, over: Partial<CreditTemplate> = {}): CreditTemplate => ({
  id, deviceId: 7, deviceName: 'Chyron', code: `T${id}`, name: `Nome e cargo ${id}`, thumbnailUrl: null,
  fields: [{ name: 'cargo', number: 2, size: 30 }, { name: 'nome', number: 1, size: 20 }, { name: 'obs', size: 0 }],
  ...over,
});

describe('web: credits', () => {
  it('turns a template into a CG sub-section with fresh uuids, empty values and the sizes by uuid', () => {
    let n = 0;
    const { sub, sizes } = creditSubSection(tpl(1), () => `u${++n}`);
    expect(sub).to.deep.equal({
      type: 'CG', templateName: 'Nome e cargo 1', code: 'T1',
      cgFields: [{ uuid: 'u1', name: 'nome', value: '' }, { uuid: 'u2', name: 'cargo', value: '' }, { uuid: 'u3', name: 'obs', value: '' }],
    });
    expect(sizes).to.deep.equal({ u1: 20, u2: 30 });
    expect(() => subSectionSchema.parse(sub)).to.not.throw();
    const again = creditSubSection(tpl(1), () => `v${++n}`);
    expect(again.sub.cgFields!.map((f) => f.uuid)).to.deep.equal(['v4', 'v5', 'v6']);
  });

  it('limits a field by its size only when the size is above zero', () => {
    expect(fieldLimit(20)).to.equal(20);
    expect(fieldLimit(0)).to.equal(undefined);
    expect(fieldLimit(-3)).to.equal(undefined);
    expect(fieldLimit(null)).to.equal(undefined);
    expect(fieldLimit(undefined)).to.equal(undefined);
    expect(limitValue('Ana Maria Souza', 3)).to.equal('Ana');
    expect(limitValue('Ana', 0)).to.equal('Ana');
    expect(limitValue('ação', 2)).to.equal('aç');
  });

  it('indexes sizes by template code and field name', () => {
    const m = sizesByCode([tpl(1), tpl(2, { code: 'T1', fields: [{ name: 'nome', size: 5 }] }), tpl(3, { fields: [] })]);
    expect([...m.get('T1')!.entries()]).to.deep.equal([['cargo', 30], ['nome', 20]]);
    expect(m.get('T3')!.size).to.equal(0);
  });
});
