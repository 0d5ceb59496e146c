import { expect } from 'chai';
import { ADMIN_ERRORS } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const lookup = (res: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), res);

describe('admin i18n', () => {
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale} has a text for every error code`, () => {
      for (const code of Object.values(ADMIN_ERRORS)) expect(lookup(res, code), `${locale} ${code}`).to.be.a('string').and.not.empty;
    });
  }
});
