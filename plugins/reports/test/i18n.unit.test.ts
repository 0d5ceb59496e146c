import { expect } from 'chai';
import { REPORT_ERRORS } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const lookup = (res: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), res);
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe('reports i18n', () => {
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale} has a text for every error code and the same keys as pt_BR`, () => {
      for (const code of Object.values(REPORT_ERRORS)) expect(lookup(res.errors, code), `${locale} ${code}`).to.be.a('string').and.not.empty;
      expect(keys(res).sort()).to.deep.equal(keys(pt_BR).sort());
    });
  }
});
