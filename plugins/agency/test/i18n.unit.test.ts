// The agency's strings: a text for every error code in each language, the same keys in the three, and
// every key the screens ask for (`t('…')` in src/web) present.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { AGENCY_ERRORS } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const lookup = (res: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), res);
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
// dist/test → the package's src/web
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/web');
const asked = [...new Set(fs.readdirSync(web).filter((f) => f.endsWith('.tsx'))
  .flatMap((f) => [...fs.readFileSync(path.join(web, f), 'utf8').matchAll(/\bt\('([A-Za-z.]+)'/g)].map((m) => m[1]!)))];

describe('agency i18n', () => {
  it('finds the keys the screens ask for', () => {
    expect(asked).to.include.members(['createGuideline', 'newLane', 'rss.poll', 'fields.words']);
  });
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale} has every error code, every key the screens ask for, and the same keys as pt_BR`, () => {
      for (const code of Object.values(AGENCY_ERRORS)) expect(lookup(res.errors, code), `${locale} ${code}`).to.be.a('string').and.not.empty;
      for (const key of asked) expect(lookup(res, key), `${locale} ${key}`).to.be.a('string').and.not.empty;
      for (const kind of ['rss', 'facebook', 'twitter']) expect(lookup(res, `kinds.${kind}`)).to.be.a('string');
      for (const s of ['ok', 'notModified', 'busy', 'failed']) expect(lookup(res, `rss.pollResult.${s}`)).to.be.a('string');
      expect(keys(res).sort()).to.deep.equal(keys(pt_BR).sort());
    });
  }
});
