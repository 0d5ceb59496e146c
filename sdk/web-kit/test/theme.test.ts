import { expect } from 'chai';
import { COLOR_NAMES, cssVars, cssVarsText, DEFAULT_PALETTE, makeTheme, textOn } from '../src/theme.js';
import { kitText, toLocale } from '../src/text.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

describe('web kit theme: one source for the theme object and the CSS variables', () => {
  it('makes a variable and its text colour for each of the 12 colours, from the palette given', () => {
    const palette = { ...DEFAULT_PALETTE, primary: '#ffee00', ink: '#000000' };
    const vars = cssVars(makeTheme(palette));
    expect(COLOR_NAMES).to.have.length(12);
    for (const n of COLOR_NAMES) expect(vars[`--lauda-${n}`]).to.equal(palette[n]);
    // text on a light yellow is dark, on black it is white (spec 000 §9 luminance rule)
    expect(vars['--lauda-on-primary']).to.equal(palette.text);
    expect(vars['--lauda-on-ink']).to.equal('#ffffff');
    expect(vars['--lauda-radius']).to.equal('4px');
    expect(cssVarsText(makeTheme(palette))).to.contain('--lauda-primary: #ffee00;');
  });
  it('chooses the text colour by luminance', () => {
    expect(textOn('#ffffff')).to.equal(DEFAULT_PALETTE.text);
    expect(textOn('#1b2430')).to.equal('#ffffff');
    expect(textOn('#fff')).to.equal(DEFAULT_PALETTE.text);
  });
});

describe("web kit words in the three languages", () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
  it('has the same keys in pt_BR, en_US and es_ES', () => {
    expect(keys(en_US)).to.deep.equal(keys(pt_BR));
    expect(keys(es_ES)).to.deep.equal(keys(pt_BR));
  });
  it('translates with variables, falls back to pt_BR, and reads html lang tags', () => {
    expect(kitText('en_US', 'pager.page', { page: 2, pages: 5 })).to.equal('Page 2 of 5');
    expect(kitText('es_ES', 'actions.cancel')).to.equal('Cancelar');
    expect(kitText('pt_BR', 'no.such.key')).to.equal('no.such.key');
    expect(toLocale('en-US')).to.equal('en_US');
    expect(toLocale('fr-FR')).to.equal('pt_BR');
    expect(toLocale(undefined)).to.equal('pt_BR');
  });
});
