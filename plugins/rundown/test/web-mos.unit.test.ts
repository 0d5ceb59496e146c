// MOS items become story sub-sections: the MOS item → MOS_VIDEO / MOS_CG mapping and the duration conversion.
import { expect } from 'chai';
import type { MosItem } from '@lauda/sdk/web';
import { itemToSubSection, mosDurationIso, subSectionTypeFor } from '../src/web/logic/mosItems.js';
import { subSection as subSectionSchema } from '../src/server/schemas.js';

/** The item of an `ncsItem` as the sdk reads it (sdk/test/mos-plugin.unit.test.ts reads the XML). */
const ITEM: MosItem = {
  itemId: '2', slug: 'VT ENCHENTE PORTO ALEGRE', objId: '41cfc641849c417eaa10e4f3c377f181', mosId: 'mam.lauda.test', objSlug: 'enchente-poa',
  objType: 'VIDEO', objDur: 4500, objTB: 50, abstract: 'Cheia do Guaíba & ruas alagadas', channel: 'A', edStart: 100, edDur: 4000,
  userTimingDur: 3750, macroIn: 'fade', macroOut: 'cut', metadataPath: 'https://mam.test/meta/enchente.xml',
  paths: ['\\\\mam\\media\\enchente.mxf'], proxyPaths: ['https://mam.test/proxy/enchente.mp4'],
  metadata: [{ scope: 'OBJECT', schema: 'https://mam.test/schema', payload: '<objType>VIDEO</objType><reporter>Ana</reporter>' }],
};


describe('web: MOS item → story sub-section', () => {
  it('converts samples at a time base to ISO durations', () => {
    expect(mosDurationIso(4500, 50)).to.equal('PT1M30S');
    expect(mosDurationIso(2697, 29.97)).to.equal('PT1M29.99S');
    expect(mosDurationIso(1, 25)).to.equal('PT0.04S');
    expect(mosDurationIso(0, 25)).to.equal('PT0S');
    expect(mosDurationIso(48000 * 61, 48000)).to.equal('PT1M1S');
    expect(mosDurationIso(100, 0)).to.equal(null);
    expect(mosDurationIso(undefined, 25)).to.equal(null);
    expect(mosDurationIso(100, undefined)).to.equal(null);
  });

  it('chooses MOS_VIDEO or MOS_CG by the item type, else by the device kind', () => {
    expect(subSectionTypeFor({ objType: 'VIDEO' }, 'CG')).to.equal('MOS_VIDEO');
    expect(subSectionTypeFor({ objType: 'audio' }, 'CG')).to.equal('MOS_VIDEO');
    expect(subSectionTypeFor({ objType: 'GRAPHIC' }, 'MAM')).to.equal('MOS_CG');
    expect(subSectionTypeFor({ objType: 'STILL' }, 'CG')).to.equal('MOS_CG');
    expect(subSectionTypeFor({ objType: 'STILL' }, 'MAM')).to.equal('MOS_VIDEO');
    expect(subSectionTypeFor({}, 'CG')).to.equal('MOS_CG');
    expect(subSectionTypeFor({}, 'PLAYOUT')).to.equal('MOS_VIDEO');
    expect(subSectionTypeFor({}, null)).to.equal('MOS_VIDEO');
  });

  it('maps an item to a sub-section the story API accepts', () => {
    const out = itemToSubSection(ITEM, 'MAM');
    if (!('sub' in out)) throw new Error('refused');
    expect(out.sub).to.deep.include({ type: 'MOS_VIDEO', slug: 'VT ENCHENTE PORTO ALEGRE', duration: 'PT1M15S', channel: 'A', edStart: 100, edDur: 4000, userTimingDur: 3750, macroIn: 'fade', macroOut: 'cut' });
    expect(out.sub.media).to.deep.include({
      slug: 'enchente-poa', objectId: '41cfc641849c417eaa10e4f3c377f181', mosId: 'mam.lauda.test', duration: 'PT1M30S', timeBase: 50, abstractText: 'Cheia do Guaíba & ruas alagadas',
      type: 'VIDEO', metadataPath: 'https://mam.test/meta/enchente.xml',
    });
    expect(out.sub.media?.paths).to.deep.equal(['\\\\mam\\media\\enchente.mxf']);
    const parsed = subSectionSchema.parse(out.sub);
    expect(parsed.duration).to.equal(75_000);
    expect(parsed.media?.duration).to.equal(90_000);
  });

  it('cuts long values to the API limits and refuses an item without object', () => {
    const long: MosItem = { objId: 'x'.repeat(300), slug: 'S'.repeat(300), paths: Array(80).fill('p'.repeat(2000)), proxyPaths: [], metadata: [], channel: 'c'.repeat(90) };
    const out = itemToSubSection(long, 'CG');
    if (!('sub' in out)) throw new Error('refused');
    expect(out.sub.type).to.equal('MOS_CG');
    expect(() => subSectionSchema.parse(out.sub)).to.not.throw();
    expect(out.sub.slug).to.have.length(100);
    expect(out.sub.media?.paths).to.have.length(50);
    expect(itemToSubSection({ slug: 'sem objeto', paths: [], proxyPaths: [], metadata: [] }, 'MAM')).to.deep.equal({ problem: 'mediaNotFound' });
  });
});

