import { expect } from 'chai';
import { contrastRatio, MIN_TEXT, MIN_UI, mix } from '../src/color.js';
import { COLOR_NAMES, cssVars, DEFAULT_PALETTE, makeTheme, textOn, type Palette } from '../src/theme.js';
import { CONTROL_BORDER, focusColors, STATE_NAMES, stateColors } from '../src/tokens.js';

const p = DEFAULT_PALETTE;
const ratio = (fg: string, bg: string) => Math.round(contrastRatio(fg, bg) * 100) / 100;
/** Every failing pair at once, so one run names them all. */
function below(pairs: [string, string, string][], min: number): string[] {
  return pairs.filter(([, fg, bg]) => contrastRatio(fg, bg) < min).map(([what, fg, bg]) => `${what}: ${fg} on ${bg} is ${ratio(fg, bg)}:1 (< ${min}:1)`);
}

/** The light colours text and controls sit on. */
const LIGHT = { surface: p.surface, sunken: p.sunken, canvas: p.canvas } as const;
/** Palette colours used as text (links, notices, badges, errors, secondary text) and their tinted backgrounds in the kit. */
const TEXT_COLOURS = ['text', 'muted', 'primary', 'accent', 'success', 'warning', 'danger'] as const;

describe('WCAG contrast arithmetic', () => {
  it('computes the ratios WCAG gives for known pairs', () => {
    expect(ratio('#000000', '#ffffff')).to.equal(21);
    expect(ratio('#ffffff', '#ffffff')).to.equal(1);
    expect(ratio('#777777', '#ffffff')).to.equal(4.48);
    expect(contrastRatio('#1f63d6', '#fff')).to.equal(contrastRatio('#ffffff', '#1f63d6'));
  });
  it('mixes like color-mix(in srgb)', () => {
    expect(mix('#000000', 50, '#ffffff')).to.equal('#808080');
    expect(mix('#1f63d6', 100, '#ffffff')).to.equal('#1f63d6');
    expect(mix('#1f63d6', 0, '#ffffff')).to.equal('#ffffff');
  });
});

describe('theme contrast (WCAG 2.1 AA): every token pair the screens use', () => {
  it('the 12 named colours carry text of their own text colour at 4.5:1', () => {
    const t = makeTheme();
    expect(below(COLOR_NAMES.map((n) => [`on-${n}`, t.on[n], t.color[n]]), MIN_TEXT)).to.deep.equal([]);
  });

  it('text colours read at 4.5:1 on every light colour, on their badge tint and on the active tint', () => {
    const pairs: [string, string, string][] = [];
    for (const c of TEXT_COLOURS) {
      for (const [bgName, bg] of Object.entries(LIGHT)) pairs.push([`${c} on ${bgName}`, p[c], bg]);
      pairs.push([`${c} badge`, p[c], mix(p[c], 9, p.surface)], [`${c} active tint`, p[c], mix(p[c], 12, p.surface)]);
      // an alert: body text on the tone's tint
      pairs.push([`text on ${c} alert`, p.text, mix(p[c], 8, p.surface)]);
    }
    pairs.push(['table header', p.muted, p.sunken], ['row hover', p.text, mix(p.sunken, 60, p.surface)]);
    expect(below(pairs, MIN_TEXT)).to.deep.equal([]);
  });

  it('every state (hover, selected, disabled, unapproved, aired, on air, Stand By, blocks …) reads at 4.5:1', () => {
    const s = stateColors(p);
    expect(STATE_NAMES).to.include.members(['hover', 'selected', 'disabled', 'unapproved', 'aired', 'onAir', 'standBy']);
    expect(below(STATE_NAMES.map((n) => [n, s[n].fg, s[n].bg]), MIN_TEXT)).to.deep.equal([]);
    // a negative time still reads on a hovered or selected row
    expect(below([['negative on hover', s.negative.fg, s.hover.bg], ['negative on selected', s.negative.fg, s.selected.bg], ['unapproved on hover', s.unapproved.fg, s.hover.bg], ['unapproved on selected', s.unapproved.fg, s.selected.bg]], MIN_TEXT)).to.deep.equal([]);
  });

  it('the focus ring and the controls\' borders stand out at 3:1', () => {
    const f = focusColors(p);
    const pairs: [string, string, string][] = [
      ...f.lightBackgrounds.map((bg): [string, string, string] => ['focus ring', f.ring, bg]),
      ...f.darkBackgrounds.map((bg): [string, string, string] => ['focus ring on dark', f.ringOnDark, bg]),
      ...Object.entries(LIGHT).map(([n, bg]): [string, string, string] => [`control border on ${n}`, CONTROL_BORDER, bg]),
      ['on-air bar beside its row', stateColors(p).onAirMark.bg, stateColors(p).onAir.bg],
    ];
    expect(below(pairs, MIN_UI)).to.deep.equal([]);
  });

  it('writes the state and focus tokens as CSS variables', () => {
    const vars = cssVars(makeTheme());
    expect(vars['--lauda-focus']).to.equal(p.primary);
    expect(vars['--lauda-state-on-air']).to.equal(stateColors(p).onAir.fg);
    expect(vars['--lauda-state-stand-by-bg']).to.equal(stateColors(p).standBy.bg);
    expect(vars['--lauda-control-border']).to.equal(CONTROL_BORDER);
  });

  it('a recoloured palette still gets text at 4.5:1 on each colour, where the luminance rule alone would not give it', () => {
    // mid greens, blues and reds: the spec's threshold picks a text colour under 4.5:1 on each
    const palette: Palette = { ...p, primary: '#1e90ff', accent: '#3a8f3a', success: '#2e9e5e', danger: '#e0483f' };
    const t = makeTheme(palette);
    for (const n of ['primary', 'accent', 'success', 'danger'] as const) expect(contrastRatio(t.on[n], palette[n]), n).to.be.at.least(MIN_TEXT);
    // where the rule's choice reads, it stays (spec 000 §9)
    expect(textOn('#c98a00')).to.equal(p.text);
    expect(textOn(p.ink)).to.equal('#ffffff');
  });
});
