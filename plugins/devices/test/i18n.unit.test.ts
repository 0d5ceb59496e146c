import { expect } from 'chai';
import { DEVICE_ERRORS } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const lookup = (res: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), res);

/** Every leaf key of a resource tree, dotted. */
const leaves = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('devices i18n', () => {
  const locales = { en_US, es_ES, pt_BR } as Record<string, Record<string, unknown>>;
  for (const [locale, res] of Object.entries(locales)) {
    it(`${locale} has a text for every error code`, () => {
      for (const code of [...Object.values(DEVICE_ERRORS), 'device.testOk', 'device.staleRevision']) {
        expect(lookup(res, code), `${locale} ${code}`).to.be.a('string').and.not.empty;
      }
    });
  }
  it('has the same screen texts in pt_BR, en_US and es_ES', () => {
    const keys = leaves(pt_BR.web).sort();
    expect(keys.length).to.be.greaterThan(100);
    expect(leaves(en_US.web).sort()).to.deep.equal(keys);
    expect(leaves(es_ES.web).sort()).to.deep.equal(keys);
  });
});
