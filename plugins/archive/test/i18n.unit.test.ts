// The archive's words: the same keys in the three languages, a text for each error code, and every
// key the screens name literally (t('…')) present, with the keys built from the types and states.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { ARCHIVE_ERRORS, ARCHIVE_TYPES } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/web');
const lookup = (res: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), res);
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
/** `t('a.b')` in the web sources (plural keys are used without their `_one`/`_other`). */
const used = () => fs.readdirSync(web).filter((f) => /\.tsx?$/.test(f))
  .flatMap((f) => [...fs.readFileSync(path.join(web, f), 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
const built = [
  ...ARCHIVE_TYPES.flatMap((ty) => [`tabs.${ty}`, `restoreDialog.${ty}`, `restored.${ty}`]),
  ...['PRODUCING', 'COVERING', 'EDITING', 'COMPLETED', 'INTERRUPTED'].map((s) => `states.${s}`),
  ...['HEADER', 'LINK', 'LIVE_VO', 'RECORDED_VO', 'VT', 'FOOTER'].map((s) => `sections.${s}`),
  ...['reportage', 'guideline', 'story'].map((o) => `viewer.${o}`),
];

describe('archive i18n', () => {
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale}: the same keys as pt_BR, every error code, every key the screens use`, () => {
      expect(keys(res).sort()).to.deep.equal(keys(pt_BR).sort());
      for (const code of Object.values(ARCHIVE_ERRORS)) expect(lookup(res.errors, code), `${locale} ${code}`).to.be.a('string').and.not.empty;
      const names = used();
      expect(names.length).to.be.greaterThan(20);
      for (const key of [...names, ...built]) {
        const text = lookup(res, key) ?? lookup(res, `${key}_other`);
        expect(text, `${locale} ${key}`).to.be.a('string').and.not.empty;
      }
    });
  }
});
