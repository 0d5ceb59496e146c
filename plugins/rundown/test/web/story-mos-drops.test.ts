import { expect } from 'chai';
import { mosTextToSubSection } from '../../src/web/logic/mosDrop.js';
import { toDraft, toPut } from '../../src/web/story/model.js';
import type { Story } from '../../src/common/types.js';

const ITEM = '<mos><ncsItem><item><itemSlug>VT CHUVA</itemSlug><objID>o-1</objID><mosID>mam</mosID><objDur>250</objDur><objTB>25</objTB></item></ncsItem></mos>';

describe('story MOS drops', () => {
  it('turns dropped MOS text into a sub-section, or says why not', () => {
    const ok = mosTextToSubSection(ITEM, 'MAM');
    expect(ok).to.have.property('sub').that.deep.includes({ type: 'MOS_VIDEO', slug: 'VT CHUVA', duration: 'PT10S' });
    expect(mosTextToSubSection(ITEM, 'CG')).to.have.nested.property('sub.type', 'MOS_CG');
    expect(mosTextToSubSection('<mos><ncsItem><item><itemSlug>x</itemSlug></item></ncsItem></mos>', 'MAM')).to.deep.equal({ refusal: 'mediaNotFound' });
    expect(mosTextToSubSection('<mos><ncsReqAppInfo/></mos>', 'MAM')).to.deep.include({ refusal: 'invalidMessage' });
    expect(mosTextToSubSection('<mos><ncsItem>', 'MAM')).to.deep.include({ refusal: 'invalidMessage' });
  });

  it('keeps CG field sizes in the form only', () => {
    const story = { id: 1, uuid: 'u', sections: [{ type: 'HEADER', duration: 'PT0S', voDuration: 'PT0S', entries: [], subSections: [] }] } as unknown as Story;
    const d = toDraft(story);
    d.sections[0]!.subSections.push({ key: 'k', type: 'CG', templateName: 'Nome', code: 'T1', cgFields: [{ uuid: 'f', name: 'nome', value: 'Ana' }], sizes: { f: 20 } });
    const header = toPut(d).sections.find((x) => x.type === 'HEADER')!;
    expect(header.subSections[0]).to.deep.equal({ type: 'CG', templateName: 'Nome', code: 'T1', cgFields: [{ uuid: 'f', name: 'nome', value: 'Ana' }] });
  });
});
