/**
 * The theme, from one source: the spec's 12 named colours (admin can recolour them later),
 * spacing and type. `cssVars(theme)` turns it into the CSS custom properties (`--lauda-<name>`)
 * that `KitProvider` sets on the page, so a styled component may read `theme.color.primary` or
 * `var(--lauda-primary)`: both come from this object.
 */
import 'styled-components';
import { contrastRatio, MIN_TEXT } from './color';
import { ON_AIR, ON_AIR_SOFT, tokenVars } from './tokens';

export const COLOR_NAMES = [
  'ink', 'canvas', 'surface', 'sunken', 'line', 'text', 'muted', 'primary', 'accent', 'success', 'warning', 'danger',
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];
export type Palette = Record<ColorName, string>;

export const DEFAULT_PALETTE: Palette = {
  ink: '#1b2430', // header, sign-in backdrop: the dark chrome
  canvas: '#eef1f5', // the work area behind panels
  surface: '#ffffff', // cards, panels, inputs
  sunken: '#f5f7fa', // side menu, table heads, quiet zones
  line: '#d5dbe3', // borders and rules
  text: '#1d2733', // body text on light colours
  muted: '#5c6878', // secondary text
  primary: '#1f63d6', // actions, links, selection; info notices
  // accent, success and warning dark enough to be text on the light colours and to carry white text (WCAG AA)
  accent: '#9c5600', // brand mark, live/event notices
  success: '#1b7a43',
  warning: '#8a6100',
  danger: '#c4303b',
};

export { ON_AIR, ON_AIR_SOFT, DISPLAYED_BG, BLOCK_BG, STANDBY_BG } from './tokens';

/** Stacking of what floats over the page, lowest first: notices stay above a dialog, so they can be read and closed. */
export const LAYERS = { menu: 50, drawer: 800, dialog: 850, prompt: 900, notice: 1000 } as const;

/** Colour luminance threshold of the spec (000 §9): above it, text is dark; otherwise light. */
export const LUMINANCE_THRESHOLD = 127.5;

export function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h.slice(0, 6);
  const r = parseInt(full.slice(0, 2), 16);
  const g = parseInt(full.slice(2, 4), 16);
  const b = parseInt(full.slice(4, 6), 16);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * Dark or light text for a background colour: the spec's luminance rule, unless the other one is
 * readable (WCAG 4.5:1) where the rule's choice is not, else black or white (an admin's palette may
 * hold mid colours where neither reads).
 */
export function textOn(background: string, palette: Palette = DEFAULT_PALETTE): string {
  const byRule = luminance(background) > LUMINANCE_THRESHOLD ? palette.text : '#ffffff';
  const other = byRule === palette.text ? '#ffffff' : palette.text;
  const ruleRatio = contrastRatio(byRule, background);
  if (ruleRatio >= MIN_TEXT) return byRule;
  if (contrastRatio(other, background) >= MIN_TEXT) return other;
  // a mid colour: pure black or white always reaches 4.5:1 with one of them
  return contrastRatio('#000000', background) > contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}

export interface Theme {
  color: Palette;
  /** text colour to put on each palette colour, chosen by luminance */
  on: Palette;
  font: { family: string; mono: string; size: string; small: string; large: string };
  radius: string;
  space: (n: number) => string;
  headerHeight: string;
  menuWidth: string;
  shadow: string;
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export function makeTheme(palette: Palette = DEFAULT_PALETTE): Theme {
  const on = Object.fromEntries(COLOR_NAMES.map((n) => [n, textOn(palette[n], palette)])) as Palette;
  return {
    color: palette,
    on,
    font: {
      family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
      mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
      size: '13px',
      small: '12px',
      large: '15px',
    },
    radius: '4px',
    space: (n: number) => `${n * 4}px`,
    headerHeight: '44px',
    menuWidth: '216px',
    shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  };
}

export const theme = makeTheme();

/** The theme as CSS custom properties: `--lauda-<colour>`, `--lauda-on-<colour>`, radius, fonts, shadow, sizes. */
export function cssVars(t: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const n of COLOR_NAMES) {
    vars[`--lauda-${n}`] = t.color[n];
    vars[`--lauda-on-${n}`] = t.on[n];
  }
  Object.assign(vars, {
    '--lauda-radius': t.radius,
    '--lauda-font': t.font.family,
    '--lauda-font-mono': t.font.mono,
    '--lauda-font-size': t.font.size,
    '--lauda-font-small': t.font.small,
    '--lauda-font-large': t.font.large,
    '--lauda-shadow': t.shadow,
    '--lauda-header-height': t.headerHeight,
    '--lauda-menu-width': t.menuWidth,
    '--lauda-on-air': ON_AIR,
    '--lauda-on-air-soft': ON_AIR_SOFT,
  });
  Object.assign(vars, tokenVars(t.color));
  for (const [layer, z] of Object.entries(LAYERS)) vars[`--lauda-z-${layer}`] = String(z);
  return vars;
}

/** `cssVars` as the body of a CSS rule. */
export const cssVarsText = (t: Theme): string =>
  Object.entries(cssVars(t))
    .map(([k, v]) => `${k}: ${v};`)
    .join('\n');

/**
 * The theme with the branch's theme colour (one of the 12 named, README "Look of the newsroom") as
 * its chrome (`ink`: the header, the sign-in backdrop); its text by the luminance rule (`on.ink`).
 */
export const themeWithChrome = (chrome: string): Theme => makeTheme({ ...DEFAULT_PALETTE, ink: chrome });

/** Whether a colour carries light text by the spec's rule, i.e. is a dark surface (its focus ring is the light one). */
export const isDarkColor = (hex: string): boolean => luminance(hex) <= LUMINANCE_THRESHOLD;
