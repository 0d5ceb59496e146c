/**
 * The shell's theme: the spec's 12 named colours (admin can recolour them later; see README.md),
 * spacing and type. Plugins read the same values as CSS custom properties (`var(--lauda-<name>)`),
 * so they need no typed access to this object.
 */
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
  accent: '#d9822b', // brand mark, live/event notices
  success: '#23824a',
  warning: '#c98a00',
  danger: '#c4303b',
};

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

/** Dark or light text for a background colour. */
export function textOn(background: string, palette: Palette = DEFAULT_PALETTE): string {
  return luminance(background) > LUMINANCE_THRESHOLD ? palette.text : '#ffffff';
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
