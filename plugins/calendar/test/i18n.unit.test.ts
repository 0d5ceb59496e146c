import { expect } from 'chai';
import { CALENDAR_ERRORS, FREQUENCIES, REMINDER_PRESETS, reminderDisplay } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const lookup = (res: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), res);
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe('calendar i18n and reminder display', () => {
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale} has a text for every error code, frequency and preset unit, and the same keys as pt_BR`, () => {
      for (const code of Object.values(CALENDAR_ERRORS)) expect(lookup(res.errors, code), `${locale} ${code}`).to.be.a('string').and.not.empty;
      for (const f of FREQUENCIES) expect(lookup(res, f), `${locale} ${f}`).to.be.a('string').and.not.empty;
      for (const m of REMINDER_PRESETS) {
        const d = reminderDisplay(m);
        expect(lookup(res, `reminder.${d.unit}_other`), `${locale} ${m}`).to.be.a('string');
      }
      expect(keys(res).sort()).to.deep.equal(keys(pt_BR).sort());
    });
  }

  it('shows a reminder as the spec says: now, minutes, hours, days, weeks', () => {
    const table: [number, string][] = [[-5, 'now 0'], [0, 'now 0'], [15, 'minutes 15'], [59, 'minutes 59'], [60, 'hours 1'], [240, 'hours 4'], [1439, 'hours 23'],
      [1440, 'days 1'], [5760, 'days 4'], [10079, 'days 6'], [10080, 'weeks 1'], [20160, 'weeks 2']];
    for (const [m, want] of table) {
      const d = reminderDisplay(m);
      expect(`${d.unit} ${d.count}`, String(m)).to.equal(want);
    }
    expect(REMINDER_PRESETS).to.deep.equal([15, 30, 60, 120, 180, 240, 1440, 2880, 4320, 5760, 10080]);
  });
});
