// Every error code has a text, and the three languages have the same keys.
import { expect } from 'chai';
import { DIRECTORY_ERRORS } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const leaves = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe('directory i18n', () => {
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale}: a text for every error code, the keys of pt_BR`, () => {
      const texts = new Map(leaves(res).map((k) => [k, k.split('.').reduce<any>((n, part) => n[part], res)]));
      for (const code of Object.values(DIRECTORY_ERRORS)) expect(texts.get(`errors.${code}`), `${locale} ${code}`).to.be.a('string').and.not.empty;
      expect([...texts.keys()].sort()).to.deep.equal(leaves(pt_BR).sort());
    });
  }
});
