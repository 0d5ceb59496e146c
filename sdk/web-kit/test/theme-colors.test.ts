import { expect } from 'chai';
import { THEME_COLORS, THEME_COLOR_NAMES, themeColorHex } from '@lauda/sdk/web';
import { contrastRatio, MIN_TEXT, MIN_UI } from '../src/color.js';
import { isDarkColor, luminance, LUMINANCE_THRESHOLD, textOn, themeWithChrome } from '../src/theme.js';
import { focusColors } from '../src/tokens.js';

/** The 12 named theme colours (spec 001 §2, §9): text by the 127.5 luminance rule, and WCAG AA on each. */
describe('the 12 named theme colours', () => {
  it('are twelve distinct colours, and an unknown name falls back to the default', () => {
    expect(THEME_COLOR_NAMES).to.have.length(12);
    expect(new Set(Object.values(THEME_COLORS)).size).to.equal(12);
    expect(themeColorHex('nope')).to.equal(THEME_COLORS.night);
    expect(themeColorHex(undefined)).to.equal(THEME_COLORS.night);
  });

  it('applies the luminance threshold of 127.5: light text up to it, dark text above it', () => {
    expect(LUMINANCE_THRESHOLD).to.equal(127.5);
    expect(luminance('#808080')).to.equal(128);
    expect(isDarkColor('#7f7f7f')).to.equal(true); // 127: light text by the rule
    expect(isDarkColor('#808080')).to.equal(false);
    expect(textOn('#a0a0a0')).to.not.equal('#ffffff');
    expect(textOn('#404040')).to.equal('#ffffff');
    // a mid grey where white would not read: the readable one wins over the rule
    expect(contrastRatio(textOn('#7f7f7f'), '#7f7f7f')).to.be.at.least(MIN_TEXT);
  });

  for (const name of THEME_COLOR_NAMES) {
    const hex = THEME_COLORS[name];
    it(`${name} (${hex}) carries the text the rule chooses at 4.5:1 or more, with a focus ring of 3:1`, () => {
      const theme = themeWithChrome(hex);
      const byRule = luminance(hex) > LUMINANCE_THRESHOLD ? theme.color.text : '#ffffff';
      expect(theme.color.ink).to.equal(hex);
      expect(theme.on.ink, 'the rule decides, no fallback needed').to.equal(byRule);
      expect(contrastRatio(theme.on.ink, hex)).to.be.at.least(MIN_TEXT);
      const f = focusColors(theme.color);
      const ring = isDarkColor(hex) ? f.ringOnDark : f.ring;
      expect(contrastRatio(ring, hex), 'focus ring').to.be.at.least(MIN_UI);
    });
  }
});
