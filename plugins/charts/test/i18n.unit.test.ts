// The charts' words: the same keys in the three languages, a text for each chart, state, CSV column
// and error code the server and the screen use.
import { expect } from 'chai';
import { CHART_IDS, REPORTAGE_STATES } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const flat = (o: unknown, prefix = ''): Record<string, unknown> =>
  o && typeof o === 'object' ? Object.assign({}, ...Object.entries(o).map(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k))) : { [prefix]: o };
const NEEDED = [
  ...CHART_IDS.flatMap((c) => [`charts.${c}.tab`, `charts.${c}.title`, `charts.${c}.hint`, `summary.${c}`]),
  ...REPORTAGE_STATES.map((s) => `states.${s}`),
  ...['date', 'programId', 'program', 'stories', 'airedSeconds', 'estimatedSeconds', 'reporterId', 'reporter', 'state', 'reportages', 'completed', 'interrupted'].map((c) => `csv.${c}`),
  'errors.charts.rangeOrder', 'errors.charts.rangeTooLong',
];

describe('charts i18n', () => {
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale}: the keys of pt_BR, and a text for every chart, state, CSV column and error`, () => {
      const words = flat(res);
      expect(Object.keys(words).sort()).to.deep.equal(Object.keys(flat(pt_BR)).sort());
      for (const key of NEEDED) expect(words[key], `${locale} ${key}`).to.be.a('string').and.not.empty;
    });
  }
});
