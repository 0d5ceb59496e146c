import { expect } from 'chai';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };
import { MEDIA_ERRORS, MEDIA_KINDS, MEDIA_STATUSES } from '../src/common/index.js';

const keys = (o: unknown, prefix = ''): string[] => (o && typeof o === 'object'
  ? Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  : [prefix]);
const at = (o: unknown, path: string) => path.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], o);

describe('media strings', () => {
  it('has the same keys in the three languages, none empty', () => {
    const want = keys(pt_BR).sort();
    for (const [name, res] of Object.entries({ en_US, es_ES })) expect(keys(res).sort(), name).to.deep.equal(want);
    for (const res of [pt_BR, en_US, es_ES]) for (const k of want) expect(String(at(res, k)).trim(), k).not.to.equal('');
  });

  it('names every kind, status and error code the API answers', () => {
    for (const res of [pt_BR, en_US, es_ES]) {
      for (const k of MEDIA_KINDS) expect(at(res, `kinds.${k}`)).to.be.a('string');
      for (const s of MEDIA_STATUSES) expect(at(res, `statuses.${s}`)).to.be.a('string');
      for (const code of Object.values(MEDIA_ERRORS)) expect(at(res, `errors.${code}`), code).to.be.a('string');
    }
  });
});
